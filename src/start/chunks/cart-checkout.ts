/**
 * The checkout (WooCommerce's checkout.js): only pages with a checkout form load it. It held
 * the cart page and the address fields too until the three neared 10 KB; the cart page
 * (cart-page.ts) and the address fields (address.ts) are chunks of their own now, as the cart
 * page and the checkout never share a page.
 */
import './runtime';
import './input-runtime';

import { enhance as enhanceCheckout } from '../../features/checkout/index';

// Objects of what the table uses, not namespaces: a namespace ships every export's name and
// getter, and esbuild's helper that makes them, which lands in the eager runtime.
export const checkout = { enhance: enhanceCheckout };
