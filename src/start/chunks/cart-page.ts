/**
 * The cart page (WooCommerce's cart.js), a chunk of its own: the cart page and the checkout
 * never share a page (cart-checkout.ts says why they parted). Its shipping calculator's
 * address fields come with the address chunk (address.ts).
 */
import './runtime';
import './input-runtime';

// Its one export is what the table uses: the chunk's module is the part (no object to name).
export { enhance } from '../../features/cart-page/index';
