/**
 * address-i18n.js: each field follows the country's locale (its label, placeholder,
 * required mark, visibility and classes), and the rows follow their priorities.
 */
import { fieldLocale, isRequired, type Locale, orderByPriority } from './core';
import { type Field, show } from './fields';

const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';

/** Removes a required or optional mark with the no-break space put before it. */
function removeMark(mark: Element): void {
  const before = mark.previousSibling;
  if (before?.nodeType === Node.TEXT_NODE) before.nodeValue = before.nodeValue!.replace(/\u00a0$/, '');
  mark.remove();
}

function setRequired(root: Document, optionalText: string, field: HTMLElement, required: boolean): void {
  field.classList.toggle('validate-required', required);
  if (!required) field.classList.remove('woocommerce-invalid', 'woocommerce-invalid-required-field');
  field.querySelectorAll(required ? 'label .optional' : 'label .required').forEach(removeMark);
  const label = field.querySelector('label');
  if (label && !label.querySelector(required ? '.required' : '.optional')) {
    // WooCommerce's current mark, hidden from screen readers: the field says aria-required.
    const mark = root.createElement('span');
    mark.className = required ? 'required' : 'optional';
    if (required) mark.setAttribute('aria-hidden', 'true');
    mark.textContent = required ? '*' : `(${optionalText})`;
    label.append('\u00a0', mark);
  }
  field.querySelectorAll('input:not([type="hidden"]), select, textarea').forEach((input) => {
    if (required) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
}

/**
 * What applies a country's locale to the fields in a wrapper: `locale` has the rules,
 * `localeFields` each rule's field selector (either absent: the fields stay as printed),
 * `optionalText` marks a field that is not required.
 */
export const createLocaleRules =
  (root: Document, locale: Locale | undefined, localeFields: Record<string, unknown> | undefined, optionalText: string) =>
  (country: string, wrapper: Element): void => {
    if (!locale || !localeFields) return;
    for (const [key, selector] of Object.entries(localeFields)) {
      const rules = fieldLocale(locale, country, key);
      let fields: HTMLElement[] = [];
      try {
        fields = [...wrapper.querySelectorAll<HTMLElement>(String(selector))];
      } catch {
        // A selector that is not CSS matches nothing.
      }
      for (const field of fields) {
        const inputs = field.querySelectorAll<Field>('input, select, textarea');
        const label = field.querySelector('label');
        if (rules.label !== undefined && label) label.textContent = rules.label;
        // Without a visible label the locale's label becomes the placeholder.
        const placeholder = rules.placeholder ?? (field.querySelector('label:not(.screen-reader-text)') ? undefined : rules.label);
        if (placeholder !== undefined) {
          inputs.forEach((input) => {
            input.setAttribute('placeholder', placeholder);
            input.setAttribute('data-placeholder', placeholder);
          });
        }
        field.dataset.islasRequired ??= String(field.classList.contains('validate-required'));
        setRequired(root, optionalText, field, isRequired(key, rules, field.dataset.islasRequired === 'true'));
        if (rules.priority !== undefined) field.dataset.priority = String(rules.priority);
        if (rules.hidden) {
          show(field, false);
          inputs.forEach((input) => (input.value = ''));
        } else if (key !== 'state' || !field.querySelector('input[type="hidden"]')) {
          // A country with no states keeps its (hidden) state row hidden.
          show(field, true);
        }
        if (Array.isArray(rules.class)) {
          field.classList.remove('form-row-first', 'form-row-last', 'form-row-wide');
          field.classList.add(...rules.class);
        }
      }
    }
    for (const fieldset of root.querySelectorAll(FIELDSETS)) {
      const rows = [...fieldset.querySelectorAll<HTMLElement>('.form-row')];
      const order = orderByPriority(rows.map((row) => Number(row.dataset.priority) || undefined));
      if (order.every((index, position) => index === position)) continue;
      // Moving a row takes the focus from a field in it: give it back.
      const active = root.activeElement;
      rows[0]!.parentElement!.append(...order.map((index) => rows[index]!));
      if (active instanceof HTMLElement && root.activeElement !== active) active.focus();
    }
  };
