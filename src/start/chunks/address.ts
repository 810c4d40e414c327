/**
 * The address fields (WooCommerce's country-select.js and address-i18n.js), a chunk of their
 * own: the cart page (its shipping calculator), the checkout and the account's address form
 * need them, each with code of its own (cart-page.ts, cart-checkout.ts).
 */
import './runtime';
import './input-runtime';

import { enhance as enhanceAddress } from '../../features/address/index';

// An object of what the table uses, not a namespace (see cart-checkout.ts).
export const address = { enhance: enhanceAddress };
