/**
 * WooCommerce's cart page (cart.js, reference woocommerce-scripts.md §5) without reloads:
 * quantities (the update button, Enter in a quantity), remove and undo links, coupons
 * (the cart form's and Flatsome's sidebar `form.checkout_coupon`), the shipping method
 * and the shipping calculator. Each sends what stock sends and puts the answer's cart
 * form, totals and notices in the page, with stock's events in stock's order.
 *
 * Done better than stock where it is safe: requests share the cart's one-at-a-time queue
 * (with the mini cart's), a repeat of a request still waiting or already sent adds
 * nothing, quantities typed while a request runs survive its answer, and a failure (no
 * connection, a time-out, an error status, an answer that is not a cart) leaves the page
 * as it was with a Spanish notice. After every change the mini cart and header follow
 * through the runtime's fragment refresh, which also brings the new cart hash.
 */
import type { PageContext } from '../../kernel/context';
import { isKept } from '../../kernel/config';
import { listen, listenJQueryTrigger } from '../../kernel/events';
import { editsLines, find, readCartParams, TOTALS, unsavedEdits } from './core';
import { fieldChanged, onClick, onInput, onSpace, onSubmit } from './listeners';
import { focusFirstAlert } from './notices';
import { cartForm, enableUpdate, type CartPage } from './page';
import { onQuantityEnter, postCart } from './quantities';
import { CALCULATOR, shippingMethodChanged } from './shipping';

export function enhance(root: Document, ctx: PageContext): () => void {
  const win = root.defaultView ?? window;
  const page: CartPage = { root, win, cart: ctx.cart, params: readCartParams(win, ctx.config), waiting: new Set() };

  const stopping = new AbortController();
  const on = <K extends keyof DocumentEventMap>(type: K, handler: (page: CartPage, event: DocumentEventMap[K]) => void): void =>
    root.addEventListener(type, (event) => handler(page, event), { signal: stopping.signal });
  on('click', onClick);
  on('submit', onSubmit);
  on('keydown', onQuantityEnter);
  on('keydown', onSpace);
  on('input', onInput);
  on('change', (page, event) => fieldChanged(page, event.target));
  const own = { own: true };
  const follow = (): void => postCart(page, false, true);
  const stops = [
    () => stopping.abort(),
    // A plugin's `$(qty).val(3).trigger('change')` or shipping radio change sends no native event.
    listenJQueryTrigger(root, 'change', (_args, target) => fieldChanged(page, target)),
    // Also islas's own: the header mini cart's quantity fields ask for it (mini-cart-quantity.ts).
    listen(root, 'wc_update_cart', ([preserveNotices]) => postCart(page, false, !!preserveNotices), own),
    // A cross-sell added or a line removed from the mini cart: the cart form follows.
    listen(root, 'added_to_cart', follow, own),
    listen(root, 'removed_from_cart', follow, own),
  ];
  // woocommerce.js's notice focus after a cart change (its own where the server kept it).
  if (!isKept(ctx.config, 'woocommerce')) {
    const focus = (): void => focusFirstAlert(root);
    stops.push(listen(root, 'updated_wc_div', focus, own), listen(root, 'item_removed_from_classic_cart', focus, own));
  }

  // As stock at start, but quantities typed before islas arrived keep the button usable.
  const form = cartForm(page);
  enableUpdate(page, !!form && editsLines(unsavedEdits(form)));
  root.querySelectorAll<HTMLElement>(CALCULATOR).forEach((section) => (section.style.display = 'none'));
  // A shipping method chosen (by keyboard) before islas came is sent now.
  const chosen = find<HTMLInputElement>(root, `${TOTALS} input[name^="shipping_method"]:checked`);
  if (chosen && !chosen.defaultChecked) shippingMethodChanged(page);

  return () => stops.forEach((stop) => stop());
}
