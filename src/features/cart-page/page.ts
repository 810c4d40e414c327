/**
 * What the cart page's modules share for one `enhance()`: the document, the page's cart,
 * `wc_cart_params` and the bookkeeping of the cart requests. Each module takes it, so the
 * modules hold no state of their own. With it, the small helpers every job uses.
 */
import type { CartRuntime } from '../../cart/types';
import { CART_FORM, CHECKOUT_FORM, find, type CartParams } from './core';

export interface CartPage {
  readonly root: Document;
  readonly win: Window;
  /** The page's cart: its one request queue (shared with the mini cart) and its fragments. */
  readonly cart: CartRuntime;
  readonly params: CartParams;
  /** Line fields changed since the last quantity update was sent (set at start). */
  changed?: boolean;
  /** The keys of the requests waiting in the queue (see requests.ts). */
  readonly waiting: Set<string>;
  /** The key of the request running. */
  running?: string;
  /** The cart form post still waiting in the queue: later requests merge into it. */
  waitingPost?: { update: boolean; preserve: boolean };
}

export const cartForm = (page: CartPage): HTMLFormElement | null => find(page.root, CART_FORM);

/** A checkout form's own fields, links and calculator are checkout.js's. */
export const inCheckout = (el: Element): boolean => !!el.closest(CHECKOUT_FORM);

/** What islas cannot put in the page, the server shows whole. */
export const reload = (page: CartPage): void => page.win.location.reload();

/** After every change the mini cart and header follow (the refresh also brings the new cart hash). */
export const refreshMiniCart = (page: CartPage): void => void page.cart.fragments.refresh();

export const enableUpdate = (page: CartPage, on: boolean): void => {
  page.changed = on;
  const button = cartForm(page)?.querySelector<HTMLButtonElement>('[name="update_cart"]');
  if (button) button.disabled = !on;
};
