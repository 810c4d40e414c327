/**
 * Inline checks of WooCommerce form rows, as its checkout does: `.validate-required`,
 * `.validate-email` and `.validate-phone` rows get `woocommerce-invalid(-*)` or
 * `woocommerce-validated` when the shopper leaves or changes a field, and typing clears them.
 */
import { isValidEmail, isValidPhone } from './validators';

const STATES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
  'woocommerce-validated',
];

/** The invalid classes a row gets for `field`'s value (empty when it is valid). */
export function rowErrors(row: Element, field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string[] {
  const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? (field.checked ? 'on' : '') : field.value.trim();
  if (row.classList.contains('validate-required') && value === '') return ['woocommerce-invalid-required-field'];
  if (value !== '' && row.classList.contains('validate-email') && !isValidEmail(value)) return ['woocommerce-invalid-email'];
  if (value !== '' && row.classList.contains('validate-phone') && !isValidPhone(value)) return ['woocommerce-invalid-phone'];
  return [];
}

export function enhanceFieldValidation(root: ParentNode): void {
  const selector = '.form-row.validate-required, .form-row.validate-email, .form-row.validate-phone';
  for (const row of root.querySelectorAll<HTMLElement>(selector)) {
    const field = row.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea');
    if (!field) continue;
    const check = (): void => {
      const errors = rowErrors(row, field);
      row.classList.remove(...STATES);
      row.classList.add(...(errors.length > 0 ? ['woocommerce-invalid', ...errors] : ['woocommerce-validated']));
      if (errors.length > 0) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    };
    field.addEventListener('input', () => {
      row.classList.remove(...STATES);
      field.removeAttribute('aria-invalid');
    });
    field.addEventListener('change', check);
    field.addEventListener('blur', check);
  }
}
