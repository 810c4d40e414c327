import { setLocaleData } from '@wordpress/i18n';
import { esES } from './es_ES';

/** The text domain of every string islas shows. */
export const TEXT_DOMAIN = 'islas';

/** Jed 1.x locale data as @wordpress/i18n takes it: source string → [translation]. */
export type LocaleData = Record<string, unknown>;

function isSpanish(lang: string): boolean {
  return /^es\b/i.test(lang);
}

/**
 * Adds es_ES translations for the islas domain when the page is Spanish
 * (`<html lang="es-ES">`); other languages keep the English source strings. The entry
 * adds the runtime's strings; each lazy island adds its own, so they travel in its chunk.
 */
export function addTranslations(data: LocaleData, lang: string = document.documentElement.lang): void {
  // setLocaleData merges into what the domain already has.
  if (isSpanish(lang)) setLocaleData(data as never, TEXT_DOMAIN);
}

/** Loads the runtime's own es_ES strings (called once by the entry). */
export function setupI18n(lang: string = document.documentElement.lang): void {
  addTranslations(esES, lang);
}
