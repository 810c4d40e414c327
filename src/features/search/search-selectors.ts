/** What the table of parts needs to know of the search trigger at load, without its code. */

/** Site search forms: Flatsome's, WordPress's and WooCommerce's product search. */
export const SEARCH_FORM = 'form.searchform, form.search-form, form[role="search"]';

/**
 * The overlay's own address has `s` and `sort` (WordPress's `?s=` results page is left
 * alone); the chunk checks the sort key itself.
 */
export const overlayInUrl = (search: string): boolean => /[?&]s=[^&]/.test(search) && /[?&]sort=/.test(search);
