/**
 * The cart page and the checkout (WooCommerce's cart.js, checkout.js, country-select.js
 * and address-i18n.js), in one chunk: only pages with a cart form, cart totals or a
 * checkout form load it, and the two pages share the address fields, notices and coupons.
 */
import './runtime';
import './input-runtime';

import { enhance as enhanceAddress } from '../../features/address/index';
import { enhance as enhanceCartPage } from '../../features/cart-page/index';
import { enhance as enhanceCheckout } from '../../features/checkout/index';

// Objects of what the table uses, not namespaces: a namespace ships every export's name and
// getter, and esbuild's helper that makes them, which lands in the eager runtime.
export const address = { enhance: enhanceAddress };
export const cartPage = { enhance: enhanceCartPage };
export const checkout = { enhance: enhanceCheckout };
