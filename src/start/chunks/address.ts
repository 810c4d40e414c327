/**
 * The address fields (WooCommerce's country-select.js and address-i18n.js), a chunk of their
 * own: the cart page (its shipping calculator), the checkout and the account's address form
 * need them, each with code of its own (cart-page.ts, cart-checkout.ts).
 */
import './runtime';
import './input-runtime';

// Its one export is what the table uses: the chunk's module is the part (no object to name).
export { enhance } from '../../features/address/index';
