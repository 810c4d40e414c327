/**
 * WooCommerce's variation form (`form.variations_form`), as its stock script behaves
 * (reference: woocommerce-scripts.md §2 and §4). Choosing every attribute finds the
 * variation in `data-product_variations` (or asks `?wc-ajax=get_variation` when the server
 * printed "false"), shows its description, price and stock, its SKU, weight, dimensions
 * and picture, sets `variation_id` and the quantity rules and enables the add button; an
 * incomplete choice keeps it `disabled wc-variation-selection-needed`, an unavailable one
 * `disabled wc-variation-is-unavailable`. Options that cannot combine with the other
 * choices are dropped or disabled, as stock does.
 *
 * Events are WooCommerce's, on its targets, in the order a plugin bound after the stock
 * script sees them: islas does its part first and then fires the event (as the stock
 * handler, bound first, runs before the plugin's). What plugins trigger (`check_variations`,
 * `reset_data`, `reload_product_variations`, `update_variation_values`, a jQuery
 * `change` on a select) is heard.
 */
import { __ } from '@wordpress/i18n';
import { isKept, type IslasConfig } from '../../../kernel/config';
import { emit, listen, listenJQueryTrigger } from '../../../kernel/events';
import { createWooHttp, type FormFields } from '../../../http/client';
import { addTranslations } from '../../../kernel/i18n';
import type { PageContext } from '../../../kernel/context';
import { esES } from './index.es_ES';
import {
  chosenFrom,
  findMatching,
  isPurchasable,
  isVariation,
  optionStates,
  parseVariations,
  quantityFor,
  type Chosen,
  type Variation,
} from './core';
import { decodeHtml, showProductData, updateVariationImage } from './display';
import { variationContent } from './template';

export type { Variation } from './core';
// The `$.fn` plugins' helpers (the jQuery bridge's VariationFormPart).
export { maybeTriggerSlidePositionReset, resetContent, resetVariationAttr, setContent, setVariationAttr, updateVariationImage } from './display';

export type Texts = Record<'noMatch' | 'cleared' | 'unavailable', string>;

export interface VariationTexts extends Texts {
  selectOptions: string;
}

/** WooCommerce prints the alerts' texts (translated) in wc_add_to_cart_variation_params. */
export function variationTexts(win: object = window): VariationTexts {
  addTranslations(esES);
  const params = (win as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params;
  const read = (key: string, fallback: string): string => {
    const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return {
    selectOptions: read(
      'i18n_make_a_selection_text',
      __('Please select some product options before adding this product to your cart.', 'islas'),
    ),
    unavailable: read('i18n_unavailable_text', __('Sorry, this product is unavailable. Please choose a different combination.', 'islas')),
    noMatch: read(
      'i18n_no_matching_variations_text',
      __('Sorry, no products matched your selection. Please choose a different combination.', 'islas'),
    ),
    cleared: read('i18n_reset_alert_text', __('Your selection has been cleared.', 'islas')),
  };
}


/** What `wc_variation_form` passes to its listeners, and what `$.fn.wc_variation_form` returns to islas. */
export interface VariationFormController {
  form: HTMLFormElement;
  /** The variations the page printed; false in AJAX mode. */
  readonly variationData: Variation[] | false;
  readonly useAjax: boolean;
  destroy(): void;
}

const NEEDS_SELECTION = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';
const controllers = new WeakMap<HTMLFormElement, VariationFormController>();
const firstChecks = new WeakMap<HTMLFormElement, Promise<void>>();

/**
 * Resolves once the form's first check has set the add button's state (100 ms after it
 * started, or at the shopper's first choice), or once it is undone; at once for a form
 * islas does not run.
 */
export function variationFormChecked(form: HTMLFormElement): Promise<void> {
  return firstChecks.get(form) ?? Promise.resolve();
}

const selects = (form: HTMLElement): HTMLSelectElement[] => [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
const attributeName = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;
const fireChange = (el: Element): boolean => el.dispatchEvent(new Event('change', { bubbles: true }));

function chosenAttributes(form: HTMLElement): Chosen {
  return chosenFrom(selects(form).map((select) => [attributeName(select), select.value]));
}

function setButtonState(form: HTMLElement, state: 'ready' | 'needs-selection' | 'unavailable'): void {
  const button = form.querySelector('.single_add_to_cart_button');
  button?.classList.toggle('disabled', state !== 'ready');
  button?.classList.toggle(NEEDS_SELECTION, state === 'needs-selection');
  button?.classList.toggle(UNAVAILABLE, state === 'unavailable');
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'ready');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'ready');
}

function setQuantity(form: HTMLElement, variation: Variation): void {
  const qty = form.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  if (!qty) return;
  const rule = quantityFor(variation, qty.value);
  qty.value = rule.value;
  for (const attr of ['min', 'max'] as const) {
    if (rule[attr]) qty.setAttribute(attr, rule[attr]);
    else qty.removeAttribute(attr); // none: an empty max is no limit
  }
  const wrap = qty.closest<HTMLElement>('.quantity');
  if (wrap) wrap.style.display = rule.hidden ? 'none' : '';
  fireChange(qty);
}

/** `custom_data` as jQuery's `.data()` and `$.param` sent it: an object's keys as `custom_data[key]`. */
function addCustomData(fields: FormFields, raw: string | null): void {
  if (raw === null) return;
  let data: unknown = raw;
  try {
    data = JSON.parse(raw);
  } catch {
    // plain text
  }
  if (typeof data !== 'object' || data === null) fields.custom_data = raw;
  else for (const [key, value] of Object.entries(data)) fields[`custom_data[${key}]`] = typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One controller per form (a second call returns the first). */
export function variationForm(form: HTMLFormElement, config: IslasConfig, texts: Texts): VariationFormController {
  const existing = controllers.get(form);
  if (existing) return existing;
  let checked = (): void => {};
  firstChecks.set(form, new Promise((resolve) => (checked = resolve)));
  let variations = parseVariations(form.getAttribute('data-product_variations'));
  let loading = true; // no "no match" message for the initial check
  let request: AbortController | undefined;
  let generation = 0;
  let lastChoice = '';
  const originalOptions = new WeakMap<HTMLSelectElement, HTMLOptionElement[]>();
  const stops: (() => void)[] = [];
  const box = (): HTMLElement | null => form.querySelector<HTMLElement>('.single_variation');
  const choiceKey = (): string => JSON.stringify(chosenAttributes(form).data);

  // `always`: WooCommerce triggers change even when the value stays (a choice clears it first).
  const setVariationId = (id: string, always = true): void =>
    form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id').forEach((input) => {
      if (!always && input.value === id) return;
      input.value = id;
      fireChange(input);
    });

  const removeNoMatch = (): void => form.querySelectorAll('.wc-no-matching-variations').forEach((p) => p.parentElement?.remove());

  const toggleReset = (visible: boolean): void =>
    form.querySelectorAll<HTMLElement>('.reset_variations').forEach((link) => (link.style.visibility = visible ? 'visible' : 'hidden'));

  // WooCommerce's update_variation_values: rebuilds each select from its original options.
  const updateValues = (): void => {
    if (!variations) return;
    for (const select of selects(form)) {
      const name = attributeName(select);
      const value = select.value;
      let originals = originalOptions.get(select);
      if (!originals) {
        originals = [...select.options].map((option) => {
          const copy = option.cloneNode(true) as HTMLOptionElement;
          copy.removeAttribute('selected');
          copy.removeAttribute('disabled');
          return copy;
        });
        originalOptions.set(select, originals);
      }
      const state = optionStates(variations, chosenAttributes(form).data, name, decodeHtml);
      const [placeholder, ...rest] = originals.map((option) => option.cloneNode(true) as HTMLOptionElement);
      const options = rest.filter((option) => {
        const { attached, enabled } = state(option.value);
        option.classList.toggle('attached', attached);
        option.classList.toggle('enabled', enabled);
        option.disabled = !enabled;
        return attached;
      });
      const valid = value === '' || options.some((option) => option.value === value && !option.disabled);
      // The placeholder goes only when a valid choice is made and the select says show_option_none="no".
      const keepPlaceholder = !(options.length && value && valid && select.getAttribute('data-show_option_none') === 'no');
      select.replaceChildren(...(placeholder && keepPlaceholder ? [placeholder] : []), ...options);
      select.value = valid ? value : '';
      if (!valid) fireChange(select);
    }
    emit('woocommerce_update_variation_values', [], form);
  };

  // The reset_data handler (with reset_image and hide_variation).
  const resetData = (): void => {
    showProductData(form, false);
    setVariationId('', false);
    updateVariationImage(form, false);
    emit('reset_image', [], form);
    const el = box();
    setButtonState(form, 'needs-selection');
    if (!el) return;
    el.style.display = 'none';
    el.replaceChildren();
    emit('hide_variation', [], el);
  };

  // The found_variation handler (with show_variation).
  const found = (variation: Variation): void => {
    showProductData(form, variation);
    updateVariationImage(form, variation);
    const el = box();
    el?.replaceChildren(variationContent(variation, texts.unavailable));
    setVariationId(String(variation.variation_id));
    setQuantity(form, variation);
    const purchasable = isPurchasable(variation);
    setButtonState(form, purchasable ? 'ready' : 'unavailable');
    if (el) {
      el.style.display = '';
      emit('show_variation', [variation, purchasable], el);
    }
    emit('found_variation', [variation], form);
  };

  const noMatch = (): void => {
    resetData();
    emit('reset_data', [], form);
    const el = box();
    if (loading || !el) return;
    removeNoMatch();
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    const notice = alert.appendChild(document.createElement('p'));
    notice.className = 'wc-no-matching-variations woocommerce-info';
    notice.textContent = texts.noMatch;
    el.after(alert);
  };

  const ask = async (chosen: Chosen, mine: number): Promise<void> => {
    const mineRequest = (request = new AbortController());
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    const fields: FormFields = { ...chosen.data, product_id: form.getAttribute('data-product_id') ?? '' };
    addCustomData(fields, form.getAttribute('data-custom_data'));
    const answer = await createWooHttp(config)
      .wcAjax('get_variation', fields, { signal: mineRequest.signal })
      .catch(() => false);
    if (request === mineRequest) {
      form.classList.remove('processing');
      form.removeAttribute('aria-busy');
    }
    if (mine !== generation) return; // a newer choice was made meanwhile
    if (isVariation(answer)) found(answer);
    else noMatch();
  };

  // The check_variations handler.
  const check = (given?: unknown): void => {
    const mine = ++generation;
    request?.abort();
    const chosen = typeof given === 'object' && given !== null && 'data' in given ? (given as Chosen) : chosenAttributes(form);
    lastChoice = choiceKey();
    const complete = chosen.count > 0 && chosen.count === chosen.chosenCount;
    if (!complete || variations) {
      updateValues();
      emit('update_variation_values', [], form);
      if (mine !== generation) return; // a choice that cannot combine was cleared and checked again
    }
    if (!complete) {
      resetData();
      emit('reset_data', [], form);
    } else if (variations) {
      const variation = findMatching(variations, chosen.data)[0];
      if (variation) found(variation);
      else noMatch();
    } else void ask(chosen, mine);
    toggleReset(chosen.chosenCount > 0);
    checked();
  };

  const checkAndTell = (): void => {
    check();
    emit('check_variations', [], form);
  };

  const onChange = (): void => {
    setVariationId('');
    removeNoMatch();
    if (variations) emit('woocommerce_variation_select_change', [], form);
    checkAndTell();
    emit('woocommerce_variation_has_changed', [], form);
  };

  const onNativeChange = (event: Event): void => {
    if ((event.target as Element).matches('.variations select')) onChange();
  };
  const onClick = (event: Event): void => {
    if (!(event.target as Element).closest('.reset_variations')) return;
    event.preventDefault();
    const list = selects(form);
    list.forEach((select) => (select.value = ''));
    list.forEach(fireChange);
    resetData();
    emit('reset_data', [], form);
    const alert = form.querySelector('.reset_variations_alert');
    if (alert) alert.textContent = texts.cleared;
  };

  form.addEventListener('change', onNativeChange);
  form.addEventListener('click', onClick);
  stops.push(
    () => form.removeEventListener('change', onNativeChange),
    () => form.removeEventListener('click', onClick),
    listen(form, 'check_variations', (args) => check(args[0])),
    listen(form, 'reset_data', resetData),
    listen(form, 'update_variation_values', updateValues),
    listen(form, 'reload_product_variations', () => {
      variations = parseVariations(form.getAttribute('data-product_variations'));
      checkAndTell();
    }),
    // `$(select).val('x').trigger('change')` (swatches) sends no native event; an unchanged choice is ignored.
    listenJQueryTrigger(form, 'change', () => {
      if (choiceKey() !== lastChoice) onChange();
    }),
  );

  const controller: VariationFormController = {
    form,
    get variationData() {
      return variations ?? false;
    },
    get useAjax() {
      return !variations;
    },
    destroy() {
      clearTimeout(timer);
      request?.abort();
      stops.forEach((stop) => stop());
      controllers.delete(form);
      firstChecks.delete(form);
      checked();
    },
  };
  controllers.set(form, controller);
  // As stock: the first check 100 ms after init, so plugins bound at document-ready see it.
  const timer = setTimeout(() => {
    checkAndTell();
    emit('wc_variation_form', [controller], form);
    loading = false;
  }, 100);
  return controller;
}

/** Starts one form with the shop's texts; returns its undo. */
export function enhanceVariationForm(form: HTMLFormElement, config: IslasConfig): () => void {
  return variationForm(form, config, variationTexts()).destroy;
}

/**
 * The lazy enhancer, at load where a form has preselected (default) options, so their
 * variation, price and button show with no input; elsewhere the product form starts it.
 */
export function enhance(root: Document, ctx: PageContext): void {
  if (isKept(ctx.config, 'wc-add-to-cart-variation')) return;
  root.querySelectorAll<HTMLFormElement>('form.variations_form').forEach((form) => enhanceVariationForm(form, ctx.config));
}
