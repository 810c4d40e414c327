/**
 * The address fields (`.country_to_state`), as WooCommerce's country-select.js and
 * address-i18n.js keep them on the checkout, the cart's shipping calculator and the
 * account's address form: the state field follows the country (a select of its states,
 * a free text, or hidden where the country has none), and each field's label, required
 * mark, visibility and place follow the country's locale. Events are WooCommerce's:
 * `country_to_state_changed` when the state field is rebuilt, `country_to_state_changing`
 * after every country change, `wc_address_i18n_ready` at start; a plugin's
 * `$(country).val('PT').trigger('change')` or `.trigger('refresh')` is heard.
 */
import { __ } from '@wordpress/i18n';
import { isRecord, Reader } from '../../kernel/config';
import type { PageContext } from '../../kernel/context';
import { emit, listen, listenJQueryTrigger } from '../../kernel/events';
import { addTranslations } from '../../kernel/i18n';
import { fieldLocale, isRequired, orderByPriority, parseJsonParam, stateFieldFor, type Locale } from './core';
import { esES } from './index.es_ES';

const WRAPPERS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';
const COUNTRY = 'select.country_to_state, input.country_to_state';
const STATE = '#billing_state, #shipping_state, #calc_shipping_state';
const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';
/** What a rebuilt state field keeps of the one it replaces. */
const KEPT_ATTRIBUTES = ['id', 'name', 'placeholder', 'data-placeholder', 'data-input-classes', 'autocomplete', 'aria-required'];

type Field = HTMLInputElement | HTMLSelectElement;

/** jQuery's hide()/show(), which themes' styles and plugins expect on these rows. */
const show = (el: HTMLElement, shown: boolean): void => {
  el.style.display = shown ? '' : 'none';
};

function readParams(name: string): Reader {
  const value = (window as unknown as Record<string, unknown>)[name];
  return new Reader(name, isRecord(value) ? value : undefined, console.warn);
}

/** Removes a required or optional mark with the no-break space put before it. */
function removeMark(mark: Element): void {
  const before = mark.previousSibling;
  if (before?.nodeType === Node.TEXT_NODE) before.nodeValue = before.nodeValue!.replace(/\u00a0$/, '');
  mark.remove();
}

export function enhance(root: Document, _ctx?: PageContext): () => void {
  addTranslations(esES);
  const selectParams = readParams('wc_country_select_params');
  const i18nParams = readParams('wc_address_i18n_params');
  const states = parseJsonParam(selectParams.raw('countries'), 'wc_country_select_params.countries');
  const locale = parseJsonParam(i18nParams.raw('locale'), 'wc_address_i18n_params.locale') as Locale | undefined;
  const localeFields = parseJsonParam(i18nParams.raw('locale_fields'), 'wc_address_i18n_params.locale_fields');
  const chooseText = selectParams.string('i18n_select_state_text', __('Select an option…', 'islas'));
  const optionalText = i18nParams.string('i18n_optional_text', __('optional', 'islas'));

  /** Rebuilds the wrapper's state field for `country` (country-select.js). */
  const rebuildState = (wrapper: Element, country: string): void => {
    const box = wrapper.querySelector<Field>(STATE);
    if (!box || !states) return;
    const row = box.closest<HTMLElement>('.form-row');
    const classes = box.getAttribute('data-input-classes') ?? '';
    const rules = stateFieldFor(states, country);
    const make = <T extends Field>(tag: 'input' | 'select', className: string, type?: string): T => {
      const el = root.createElement(tag) as T;
      for (const name of KEPT_ATTRIBUTES) {
        const value = box.getAttribute(name);
        if (value !== null) el.setAttribute(name, value);
      }
      if (type) el.setAttribute('type', type);
      el.className = `${className} ${classes}`.trim();
      return el;
    };
    if (rules.kind === 'select') {
      const select = box instanceof HTMLSelectElement ? box : make<HTMLSelectElement>('select', 'state_select');
      const value = box.value;
      const before = [...select.options].map((option) => option.value).join();
      if (row) show(row, true);
      if (select !== box) box.replaceWith(select);
      select.replaceChildren(
        ...[['', chooseText], ...rules.options].map(([code, name]) => {
          const option = root.createElement('option');
          option.value = code!;
          option.text = name!;
          return option;
        }),
      );
      select.value = value;
      if (select.selectedIndex < 0) select.selectedIndex = 0;
      // Stock fires change so the checkout's totals follow; only when something changed here.
      if (select !== box || select.value !== value || before !== [...select.options].map((option) => option.value).join()) {
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (rules.kind === 'hidden') {
      if (row) show(row, false);
      box.replaceWith(make('input', 'hidden', 'hidden'));
    } else if (box instanceof HTMLSelectElement || box.type === 'hidden') {
      if (row) show(row, true);
      box.replaceWith(make('input', 'input-text', 'text'));
    } else {
      return;
    }
    emit('country_to_state_changed', [country, wrapper]);
  };

  const setRequired = (field: HTMLElement, required: boolean): void => {
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
  };

  const applyLocale = (country: string, wrapper: Element): void => {
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
        setRequired(field, isRequired(key, rules, field.dataset.islasRequired === 'true'));
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

  const countryChanged = (_args: unknown, target: EventTarget | null): void => {
    if (!(target instanceof Element) || !target.matches(COUNTRY)) return;
    const country = (target as Field).value;
    const wrapper = target.closest(WRAPPERS) ?? target.closest('.form-row')?.parentElement;
    if (!wrapper) return;
    rebuildState(wrapper, country);
    applyLocale(country, wrapper);
    emit('country_to_state_changing', [country, wrapper]);
  };
  const onNative = (event: Event): void => countryChanged(undefined, event.target);

  const body = root.body;
  body.addEventListener('change', onNative);
  body.addEventListener('refresh', onNative);
  const stops = [
    listenJQueryTrigger(body, 'change', countryChanged),
    listenJQueryTrigger(body, 'refresh', countryChanged),
    // address-i18n.js's hook: a plugin may fire it for a wrapper of its own.
    listen(body, 'country_to_state_changing', ([country, wrapper]) => {
      if (typeof country === 'string' && wrapper instanceof Element) applyLocale(country, wrapper);
    }),
  ];
  // As at stock's start: i18n ready, then every wrapper's country refreshed.
  emit('wc_address_i18n_ready');
  root.querySelectorAll(WRAPPERS).forEach((wrapper) => {
    const country = wrapper.querySelector<Field>('#billing_country, #shipping_country, #calc_shipping_country');
    if (country?.value) countryChanged(undefined, country);
  });
  return () => {
    body.removeEventListener('change', onNative);
    body.removeEventListener('refresh', onNative);
    stops.forEach((stop) => stop());
  };
}
