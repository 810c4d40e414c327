/**
 * Flatsome's login popup reopens by itself after a failed header login or registration
 * (its WooCommerce script, at load): the server then printed the errors only inside the
 * hidden popup (`.woocommerce-notices-wrapper > ul`), so without the popup the shopper
 * would get the same page back with no message. The table of parts wakes the island at
 * load on `#login-form-popup` + POPUP_NOTICES (src/start/parts.ts writes the selector out:
 * importing it from here would split this module into a chunk of its own before input).
 */

/** The errors (or messages) WooCommerce printed inside `#login-form-popup`. */
export const POPUP_NOTICES = '.woocommerce-notices-wrapper>ul';

/**
 * Of the page's login links, the one the popup reopens from (and gives focus back to): the
 * first the shopper can see (the desktop header's, or a mobile one on a phone), else the
 * first. Flatsome clicks them all, the last one's popup winning; one is enough.
 */
export function reopeningLink<T>(links: readonly T[], isShown: (link: T) => boolean): T | undefined {
  return links.find(isShown) ?? links[0];
}
