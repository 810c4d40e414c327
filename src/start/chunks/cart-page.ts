/**
 * The cart page (WooCommerce's cart.js), a chunk of its own: the cart page and the checkout
 * never share a page (cart-checkout.ts says why they parted). Its shipping calculator's
 * address fields come with the address chunk (address.ts).
 */
import './runtime';
import './input-runtime';

import { enhance as enhanceCartPage } from '../../features/cart-page/index';

// An object of what the table uses, not a namespace (see cart-checkout.ts).
export const cartPage = { enhance: enhanceCartPage };
