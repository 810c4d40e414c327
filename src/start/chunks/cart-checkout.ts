/**
 * The cart page and the checkout (WooCommerce's cart.js, checkout.js, country-select.js
 * and address-i18n.js), in one chunk: only pages with a cart form, cart totals or a
 * checkout form load it, and the two pages share the address fields, notices and coupons.
 */
import './runtime';
import './input-runtime';

export * as address from '../../features/address/index';
export * as cartPage from '../../features/cart-page/index';
export * as checkout from '../../features/checkout/index';
