import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installJQueryBridge } from '../../kernel/events';
import { createBridge } from '../../kernel/jquery/bridge';
import { setBody } from '../../../tests/unit/helpers/dom';
import { fieldLocale, isRequired, orderByPriority, parseJsonParam, stateFieldFor } from './core';
import { enhance } from './index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const $: any = jQueryFactory;
const globals = window as unknown as Record<string, unknown>;

const STATES = { ES: { M: 'Madrid', B: 'Barcelona' }, PT: [], DE: {} };
const LOCALE = {
  default: { postcode: { label: 'Código postal', required: true, priority: 65 }, state: { label: 'Provincia', required: true, priority: 80 } },
  PT: { state: { required: false, hidden: true } },
  US: { postcode: { label: 'Código ZIP', priority: 85 }, state: { label: 'Estado' } },
};

/** WooCommerce 9.4's billing fields (woocommerce_form_field) with Spain chosen. */
function billing(country = 'ES', state = 'M'): string {
  return `<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
    <p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="billing_country_field" data-priority="40">
      <label for="billing_country">País / Región&nbsp;<abbr class="required" title="obligatorio">*</abbr></label>
      <select name="billing_country" id="billing_country" class="country_to_state country_select">
        <option value="ES"${country === 'ES' ? ' selected' : ''}>España</option><option value="PT"${country === 'PT' ? ' selected' : ''}>Portugal</option><option value="US"${country === 'US' ? ' selected' : ''}>Estados Unidos</option>
      </select></p>
    <p class="form-row form-row-wide address-field validate-required validate-postcode" id="billing_postcode_field" data-priority="65">
      <label for="billing_postcode">Código postal&nbsp;<abbr class="required" title="obligatorio">*</abbr></label>
      <input type="text" class="input-text" name="billing_postcode" id="billing_postcode" value="28013" autocomplete="postal-code"></p>
    <p class="form-row form-row-wide address-field validate-required validate-state" id="billing_state_field" data-priority="80">
      <label for="billing_state">Provincia&nbsp;<abbr class="required" title="obligatorio">*</abbr></label>
      <select name="billing_state" id="billing_state" class="state_select" autocomplete="address-level1" data-input-classes="" data-placeholder="Elige una opción…">
        <option value="">Elige una opción…</option><option value="M"${state === 'M' ? ' selected' : ''}>Madrid</option><option value="B"${state === 'B' ? ' selected' : ''}>Barcelona</option>
      </select></p>
    <p class="form-row form-row-wide validate-required validate-phone" id="billing_phone_field" data-priority="100">
      <label for="billing_phone">Teléfono&nbsp;<abbr class="required" title="obligatorio">*</abbr></label>
      <input type="tel" class="input-text" name="billing_phone" id="billing_phone" value=""></p>
  </div></div>`;
}

function setParams(): void {
  globals.wc_country_select_params = { countries: JSON.stringify(STATES), i18n_select_state_text: 'Selecciona una opción…' };
  globals.wc_address_i18n_params = {
    locale: JSON.stringify(LOCALE),
    locale_fields: JSON.stringify({ postcode: '#billing_postcode_field', state: '#billing_state_field', phone: '#billing_phone_field' }),
    i18n_required_text: 'obligatorio',
    i18n_optional_text: 'opcional',
  };
}

const country = (): HTMLSelectElement => document.querySelector('#billing_country')!;
const state = (): HTMLInputElement | HTMLSelectElement => document.querySelector('#billing_state')!;
const row = (id: string): HTMLElement => document.querySelector(`#${id}_field`)!;
const label = (id: string): string => row(id).querySelector('label')!.textContent!.replace(/\u00a0/g, ' ');
function choose(code: string): void {
  country().value = code;
  country().dispatchEvent(new Event('change', { bubbles: true }));
}

describe('address rules (core)', () => {
  it('gives a country with states a select, one listed without states a hidden field, any other a text', () => {
    expect(stateFieldFor(STATES, 'ES')).toEqual({ kind: 'select', options: [['M', 'Madrid'], ['B', 'Barcelona']] });
    expect(stateFieldFor(STATES, 'PT')).toEqual({ kind: 'hidden' });
    expect(stateFieldFor(STATES, 'DE')).toEqual({ kind: 'hidden' });
    expect(stateFieldFor(STATES, 'US')).toEqual({ kind: 'text' });
  });

  it("merges the country's locale over the default, and reads the params' JSON strings", () => {
    expect(fieldLocale(LOCALE, 'US', 'postcode')).toEqual({ label: 'Código ZIP', required: true, priority: 85 });
    expect(fieldLocale(LOCALE, 'FR', 'state')).toEqual(LOCALE.default.state);
    expect(parseJsonParam('{&quot;a&quot;:1}', 'x')).toEqual({ a: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseJsonParam('{nope', 'x')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(parseJsonParam(undefined, 'x')).toBeUndefined();
  });

  it('never requires a hidden field; the phone keeps what the store printed', () => {
    expect(isRequired('state', { required: true, hidden: true }, true)).toBe(false);
    expect(isRequired('state', { required: true }, false)).toBe(true);
    expect(isRequired('phone', {}, true)).toBe(true);
    expect(isRequired('phone', { required: true }, false)).toBe(false);
  });

  it('orders rows by priority, a row without one after the previous row, stably', () => {
    expect(orderByPriority([40, 85, 80, undefined])).toEqual([0, 2, 3, 1]);
    expect(orderByPriority([10, 10, 5])).toEqual([2, 0, 1]);
  });
});

describe('address fields (DOM)', () => {
  let stop: () => void = () => {};
  beforeEach(() => setParams());
  afterEach(() => {
    stop();
    installJQueryBridge(undefined);
    $(document.body).off();
    delete globals.wc_country_select_params;
    delete globals.wc_address_i18n_params;
  });

  it('rebuilds the state field as the country changes, keeping its id, name, attributes and value', () => {
    setBody(billing());
    stop = enhance(document);
    const changed: unknown[] = [];
    const changing: unknown[] = [];
    document.body.addEventListener('islas:country_to_state_changed', (event) => changed.push((event as CustomEvent).detail));
    document.body.addEventListener('islas:country_to_state_changing', (event) => changing.push((event as CustomEvent).detail));
    const wrapper = document.querySelector('.woocommerce-billing-fields');

    choose('PT');
    expect(state()).toBeInstanceOf(HTMLInputElement);
    expect(state().type).toBe('hidden');
    expect(state().getAttribute('name')).toBe('billing_state');
    expect(state().className).toBe('hidden');
    expect(row('billing_state').style.display).toBe('none');

    choose('US');
    expect(state().type).toBe('text');
    expect(state().classList.contains('input-text')).toBe(true);
    expect(state().getAttribute('autocomplete')).toBe('address-level1');
    expect(row('billing_state').style.display).toBe('');
    state().value = 'California';

    choose('ES');
    const select = state() as HTMLSelectElement;
    expect(select).toBeInstanceOf(HTMLSelectElement);
    expect(select.classList.contains('state_select')).toBe(true);
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Selecciona una opción…'],
      ['M', 'Madrid'],
      ['B', 'Barcelona'],
    ]);
    expect(select.value).toBe('');
    expect(changed).toEqual([['PT', wrapper], ['US', wrapper], ['ES', wrapper]]);
    expect(changing).toEqual([['PT', wrapper], ['US', wrapper], ['ES', wrapper]]);
  });

  it('keeps the chosen state when the select is rebuilt for the same country, firing change only when something changed', () => {
    setBody(billing('ES', 'B'));
    // happy-dom reads the parsed `selected` wrongly; a browser starts on Barcelona.
    state().value = 'B';
    stop = enhance(document);
    const onChange = vi.fn();
    document.body.addEventListener('change', (event) => event.target === state() && onChange());
    choose('ES');
    expect(state().value).toBe('B');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies the locale: labels, required marks and (opcional), hidden rows and the order by priority', () => {
    setBody(billing());
    stop = enhance(document);
    choose('US');
    expect(label('billing_postcode')).toBe('Código ZIP *');
    expect(row('billing_postcode').querySelector('.required')!.getAttribute('aria-hidden')).toBe('true');
    expect(label('billing_state')).toBe('Estado *');
    // Postcode (85) now follows the state (80).
    const order = [...document.querySelectorAll('.form-row')].map((el) => el.id);
    expect(order).toEqual(['billing_country_field', 'billing_state_field', 'billing_postcode_field', 'billing_phone_field']);

    choose('PT');
    expect(row('billing_state').classList.contains('validate-required')).toBe(false);
    expect(row('billing_state').querySelector('.required')).toBeNull();
    expect(label('billing_state')).toBe('Provincia (opcional)');
    expect(row('billing_state').style.display).toBe('none');
    // The phone stays as the store printed it.
    expect(row('billing_phone').classList.contains('validate-required')).toBe(true);
    expect(label('billing_phone')).toBe('Teléfono *');

    choose('ES');
    expect(label('billing_state')).toBe('Provincia *');
    expect(row('billing_state').querySelectorAll('.required, .optional')).toHaveLength(1);
    expect(row('billing_state').querySelector('span.required[aria-hidden="true"]')).not.toBeNull();
    expect(state().getAttribute('aria-required')).toBe('true');
    expect(row('billing_state').style.display).toBe('');
  });

  it("hides and empties the state field a locale says is hidden, for a country with a state field too (WooCommerce 10.9)", () => {
    const locale = { ...LOCALE, US: { state: { label: 'Estado', hidden: true } } };
    (globals.wc_address_i18n_params as Record<string, unknown>).locale = JSON.stringify(locale);
    setBody(billing());
    stop = enhance(document);
    choose('US');
    // The US are not in the states list here: a text field, which country-select shows and the locale hides.
    expect(state().tagName).toBe('INPUT');
    expect(row('billing_state').style.display).toBe('none');
    expect(state().value).toBe('');
    expect(row('billing_state').classList.contains('validate-required')).toBe(false);
    choose('ES');
    expect(row('billing_state').style.display).toBe('');
  });

  it("hears a plugin's $(country).val('PT').trigger('change') and .trigger('refresh'), which send no native event", () => {
    installJQueryBridge(createBridge($));
    setBody(billing());
    stop = enhance(document);
    const seen: unknown[] = [];
    $(document.body).on('country_to_state_changed', (_event: unknown, code: string, $wrapper: { jquery?: string }) => seen.push(code, typeof $wrapper.jquery));
    $(country()).val('PT').trigger('change');
    expect(state().type).toBe('hidden');
    $(country()).val('US');
    $(country()).trigger('refresh');
    expect(state().type).toBe('text');
    expect(seen).toEqual(['PT', 'string', 'US', 'string']);
  });

  it('announces wc_address_i18n_ready at start and leaves the state field alone without the countries param', () => {
    delete globals.wc_country_select_params;
    setBody(billing());
    const ready = vi.fn();
    document.body.addEventListener('islas:wc_address_i18n_ready', ready);
    stop = enhance(document);
    expect(ready).toHaveBeenCalledOnce();
    choose('US');
    expect(state()).toBeInstanceOf(HTMLSelectElement);
    expect(label('billing_postcode')).toBe('Código ZIP *');
  });
});
