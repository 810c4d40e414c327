/**
 * The address fields (`.country_to_state`), as WooCommerce's country-select.js and
 * address-i18n.js keep them on the checkout, the cart's shipping calculator and the
 * account's address form: the state field follows the country (a select of its states,
 * a free text, or hidden where the country has none), and each field's label, required
 * mark, visibility and place follow the country's locale. Events are WooCommerce's:
 * `country_to_state_changed` when the state field is rebuilt, `country_to_state_changing`
 * after every country change, `wc_address_i18n_ready` at start; a plugin's
 * `$(country).val('PT').trigger('change')` or `.trigger('refresh')` is heard.
 *
 * state-field.ts is country-select.js and locale.ts address-i18n.js, each made here with
 * the params it needs (core.ts has their rules without the DOM); this module reads the
 * params, listens and starts. They share no state, so each gets the params it needs
 * rather than one object holding them all, whose property names would not minify as the
 * variables of the closure they came from did.
 */
import { __ } from '@wordpress/i18n';
import { isRecord, Reader } from '../../kernel/config';
import type { PageContext } from '../../kernel/context';
import { emit, listen, listenJQueryTrigger } from '../../kernel/events';
import { addTranslations } from '../../kernel/i18n';
import { type Locale, parseJsonParam } from './core';
import type { Field } from './fields';
import { esES } from './index.es_ES';
import { createLocaleRules } from './locale';
import { createStateField } from './state-field';

const WRAPPERS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';
const COUNTRY = 'select.country_to_state, input.country_to_state';

function readParams(name: string): Reader {
  const value = (window as unknown as Record<string, unknown>)[name];
  return new Reader(name, isRecord(value) ? value : undefined, console.warn);
}

export function enhance(root: Document, _ctx?: PageContext): () => void {
  addTranslations(esES);
  const selectParams = readParams('wc_country_select_params');
  const i18nParams = readParams('wc_address_i18n_params');
  const states = parseJsonParam(selectParams.raw('countries'), 'wc_country_select_params.countries');
  const locale = parseJsonParam(i18nParams.raw('locale'), 'wc_address_i18n_params.locale') as Locale | undefined;
  const localeFields = parseJsonParam(i18nParams.raw('locale_fields'), 'wc_address_i18n_params.locale_fields');
  const rebuildState = createStateField(root, states, selectParams.string('i18n_select_state_text', __('Select an option…', 'islas')));
  const applyLocale = createLocaleRules(root, locale, localeFields, i18nParams.string('i18n_optional_text', __('optional', 'islas')));

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
