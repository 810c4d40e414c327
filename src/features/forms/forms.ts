/**
 * The forms chunk (login, registration, account, checkout): password toggles, field help
 * and inline field checks.
 */
import { isRecord, Reader } from '../../kernel/config';
import { enhanceFieldHelp } from './field-help';
import { enhanceFieldValidation } from './field-validation';
import { enhancePasswordToggles } from './password-toggle';

/**
 * The password toggle's labels: `woocommerce_params.i18n_password_show/hide` (WooCommerce
 * 9.7+), WooCommerce's es_ES words where the page has none. Read here, not in the start-up's
 * config: only pages with a password field need them.
 */
export function passwordLabels(win: object = globalThis): { show: string; hide: string } {
  const params = (win as Record<string, unknown>).woocommerce_params;
  const wc = new Reader('woocommerce_params', isRecord(params) ? params : undefined, console.warn);
  return { show: wc.string('i18n_password_show', 'Mostrar contraseña'), hide: wc.string('i18n_password_hide', 'Ocultar contraseña') };
}

export function enhance(root: Document): void {
  enhancePasswordToggles(root, passwordLabels());
  enhanceFieldHelp(root);
  enhanceFieldValidation(root);
}
