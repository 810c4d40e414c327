/** Inline validation as stock: a field's row marked on leaving it, cleared on typing, marked from an order's failure. */
import { all, byId, removeAll, type Field } from './context';
import { fieldProblems } from './core';

export const FIELDS = '.input-text, select, input[type="checkbox"]';
const INVALID = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone'];

/** `type` is the event: `input` clears the marks, any other validates. */
export const validate = (el: Field, type: string): void => {
  const row = el.closest<HTMLElement>('.form-row');
  if (!row) return;
  const describedBy = `${el.id}_description`;
  const clear = (): void => {
    el.removeAttribute('aria-invalid');
    if (el.getAttribute('aria-describedby') === describedBy) el.removeAttribute('aria-describedby');
    removeAll('.checkout-inline-error-message', row);
    row.classList.remove(...INVALID, 'woocommerce-validated');
  };
  if (type === 'input') return clear();
  const problems = fieldProblems({
    value: el.value,
    checked: el.type !== 'checkbox' || el.checked,
    required: row.classList.contains('validate-required'),
    email: row.classList.contains('validate-email'),
    phone: row.classList.contains('validate-phone'),
  });
  if (problems.length) {
    el.setAttribute('aria-invalid', 'true');
    row.classList.remove('woocommerce-validated');
    row.classList.add('woocommerce-invalid', ...problems.map((problem) => `woocommerce-invalid-${problem}`));
  } else {
    clear();
    row.classList.add('woocommerce-validated');
  }
};

export const validateAll = (form: HTMLFormElement): void => all<Field>(FIELDS, form).forEach((el) => validate(el, 'validate'));

/**
 * A field the order's failure names (`data-id`): its message under it, described by it.
 * Its row is marked invalid too, which stock leaves "validated" when only the server knew
 * (a postcode of another country): the red row says where the message is. Not as a missing
 * value, which it need not be.
 */
export const markInvalid = (root: Document, id: string, message: string): void => {
  const field = byId(root, id);
  if (!field) return;
  const row = field.closest('.form-row');
  const note = root.createElement('p');
  note.id = `${id}_description`;
  note.className = 'checkout-inline-error-message';
  note.textContent = message;
  if (message) row?.append(note);
  row?.classList.remove('woocommerce-validated');
  row?.classList.add('woocommerce-invalid');
  field.setAttribute('aria-describedby', note.id);
  field.setAttribute('aria-invalid', 'true');
};
