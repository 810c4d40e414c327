import { setLocaleData } from '@wordpress/i18n';
import { esES } from './i18n/es_ES';

/** The text domain of every string islas shows. */
export const TEXT_DOMAIN = 'islas';

/**
 * Loads the bundled es_ES strings when the page is Spanish (`<html lang="es-ES">`);
 * other languages keep the English source strings.
 */
export function setupI18n(lang: string = document.documentElement.lang): void {
  if (/^es\b/i.test(lang)) setLocaleData(esES as never, TEXT_DOMAIN);
}
