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
import { isKept, type IslasConfig } from '../../../kernel/config';
import type { PageContext } from '../../../kernel/context';
import { emit } from '../../../kernel/events';
import { showsVariationLater, variationTexts, type Texts } from './texts';
import { checkAndTell } from './check';
import { parseVariations, type Variation } from './core';
import { bindListeners } from './listeners';
import type { FormState } from './state';

export type { Variation } from './core';
export { showsVariationLater, variationTexts, type Texts, type VariationTexts } from './texts';
// The `$.fn` plugins' helpers (the jQuery bridge's VariationFormPart).
export { maybeTriggerSlidePositionReset, resetContent, resetVariationAttr, setContent, setVariationAttr, updateVariationImage } from './display';

/** What `wc_variation_form` passes to its listeners, and what `$.fn.wc_variation_form` returns to islas. */
export interface VariationFormController {
  form: HTMLFormElement;
  /** The variations the page printed; false in AJAX mode. */
  readonly variationData: Variation[] | false;
  readonly useAjax: boolean;
  destroy(): void;
}

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

/** One controller per form (a second call returns the first). */
export function variationForm(form: HTMLFormElement, config: IslasConfig, texts: Texts): VariationFormController {
  const existing = controllers.get(form);
  if (existing) return existing;
  const later = showsVariationLater();
  const state: FormState = {
    form,
    config,
    texts,
    variations: parseVariations(form.getAttribute('data-product_variations')),
    loading: true,
    checks: 0,
    choice: '',
    originals: new WeakMap(),
    checked: () => {},
    showDelay: later ? 300 : 0,
    announcesReset: later || form.querySelector('.reset_variations_alert') !== null,
  };
  // WooCommerce 10.5.0-10.5.1 printed the add button with the `disabled` attribute and had
  // their script take it away here; without that, it stayed dead.
  form.querySelector('.single_add_to_cart_button')?.removeAttribute('disabled');
  firstChecks.set(form, new Promise((resolve) => (state.checked = resolve)));
  const stops = bindListeners(state);
  const controller: VariationFormController = {
    form,
    get variationData() {
      return state.variations ?? false;
    },
    get useAjax() {
      return !state.variations;
    },
    destroy() {
      clearTimeout(timer);
      clearTimeout(state.pendingShow);
      state.request?.abort();
      stops.forEach((stop) => stop());
      controllers.delete(form);
      firstChecks.delete(form);
      state.checked();
    },
  };
  controllers.set(form, controller);
  // As stock: the first check 100 ms after init, so plugins bound at document-ready see it.
  const timer = setTimeout(() => {
    checkAndTell(state);
    emit('wc_variation_form', [controller], form);
    state.loading = false;
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
