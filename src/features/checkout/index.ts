/**
 * WooCommerce's checkout (`form.checkout`), as its checkout.js behaves (reference:
 * woocommerce-scripts.md §2 and §5): the order review follows the address, shipping
 * method and coupons through `update_order_review` (one request at a time, the newest
 * choice winning); the chosen gateway's box is shown; the order is placed by AJAX with
 * WooCommerce's gateway hooks (`checkout_place_order`, `checkout_place_order_<id>`,
 * `checkout_place_order_success`), once however often the shopper clicks; failures come
 * back as notices at the top of the form with the fields marked, nothing typed lost.
 * Every event of the stock script is fired on its target, and what plugins trigger
 * (`update_checkout`, the form's `update`, `$(field).trigger('change')`) is heard.
 *
 * The modules share one object (context.ts): fields.ts routes the form's events,
 * payment.ts, review.ts, validation.ts, place-order.ts, coupons.ts and toggles.ts each do
 * one job; core.ts holds the rules without the DOM.
 */
import { __ } from '@wordpress/i18n';
import { isRecord, Reader } from '../../kernel/config';
import type { PageContext } from '../../kernel/context';
import { emit } from '../../kernel/events';
import { addTranslations } from '../../kernel/i18n';
import type { Checkout, JQueryLike } from './context';
import { listenForCoupons } from './coupons';
import { listenToFields } from './fields';
import { esES } from './index.es_ES';
import { initPaymentMethods } from './payment';
import { listenForOrder } from './place-order';
import { cancelUpdates, emitUpdate, listenForReview } from './review';
import { initToggles, listenToLinks, toggleAccount } from './toggles';

export function enhance(root: Document, ctx: PageContext): (() => void) | void {
  const form = root.querySelector<HTMLFormElement>('form.checkout');
  if (!form) return;
  addTranslations(esES);
  const globals = window as unknown as Record<string, unknown>;
  const params = new Reader('wc_checkout_params', isRecord(globals.wc_checkout_params) ? globals.wc_checkout_params : undefined, console.warn);
  const c: Checkout = {
    root,
    form,
    ctx,
    params,
    $: globals.jQuery as JQueryLike,
    off: new AbortController(),
    checkoutError: params.string('i18n_checkout_error', '') || __('There was an error processing your order. Please try again.', 'islas'),
    runUpdate: () => {},
    lastFragments: {},
  };
  // The form's native submit listener is added after its field listener and before jQuery's (place-order.ts).
  const stops = [...listenToFields(c), listenForOrder(c)];
  listenToLinks(c);
  listenForCoupons(c);
  stops.push(...listenForReview(c));

  // Start as stock does.
  form.setAttribute('novalidate', 'novalidate');
  initToggles(root);
  initPaymentMethods(c);
  if (params.flag('is_checkout', true)) {
    emit('init_checkout');
    emitUpdate(c);
  }
  toggleAccount(c);

  return () => {
    c.off.abort();
    stops.forEach((stop) => stop());
    cancelUpdates(c);
  };
}
