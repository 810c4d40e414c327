/** A line's remove link and the undo link in its notice: the page the link answers, without a reload. */
import { CART_FORM, readCartPage, TOTALS } from './core';
import type { CartPage } from './page';
import { request, run } from './requests';
import { showCart } from './swap';

export const REMOVE_LINK = `${CART_FORM} .product-remove > a, a.restore-item`;

export const followLink = (page: CartPage, href: string): void =>
  run(page, `link ${href}`, [CART_FORM, TOTALS], async () => showCart(page, readCartPage(await request(href)), false));
