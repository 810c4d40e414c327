/** A line's remove link and the undo link in its notice: the page the link answers, without a reload. */
import { emit } from '../../kernel/events';
import { CART_FORM, readCartPage, TOTALS } from './core';
import type { CartPage } from './page';
import { request, run } from './requests';
import { showCart } from './swap';

/** A line's remove link (stock's `item_remove_clicked`). */
export const LINE_REMOVE = `${CART_FORM} .product-remove > a`;
export const REMOVE_LINK = `${LINE_REMOVE}, a.restore-item`;

/**
 * Follows a remove or undo link. After a line's removal, answered or failed, the body hears
 * `item_removed_from_classic_cart` (WooCommerce 9.7+: its notice focus listens), as stock
 * fires it in the request's `complete`, after the cart and the scroll to the notices.
 */
export const followLink = (page: CartPage, link: HTMLAnchorElement): void => {
  const removed = link.matches(LINE_REMOVE) ? () => emit('item_removed_from_classic_cart') : undefined;
  run(page, `link ${link.href}`, [CART_FORM, TOTALS], async () => showCart(page, readCartPage(await request(link.href)), false), false, removed);
};
