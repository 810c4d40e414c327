/**
 * The rows of the references islas answers to: each behaviour of a stock script, by a stable
 * id, and the handle whose behaviour it is. Types and data for the build and the tests only
 * (claims.ts): nothing ships to shoppers.
 *
 * - Flatsome 3.20: `flatsome:<n>`, row n of `../shared/reference/flatsome-3.20.md` (§2).
 *   Its "where" column names the handle (**F** flatsome-js, **FW** the theme's WooCommerce
 *   script, **LS**, **CN**, **IP**, or a handle in backticks first); the test reads it there.
 *   `flatsomeRowHandles` gives the handle of the few rows whose column names none.
 * - WooCommerce 9.4 and Jetpack Instant Search: the references have no row numbers, so the
 *   ids are given here, `<handle>:<key>`, each with a quote of the reference text it stands
 *   for (the test checks the quote is still there).
 */

/** A row of flatsome-3.20.md §2, by its number. */
export type FlatsomeRow = `flatsome:${number}`;

export interface StockRow {
  /** The handle whose script does this (its WooCommerce 9.4 name). */
  handle: string;
  /** The reference file, in ../shared/reference/. */
  ref: 'woocommerce.md' | 'woocommerce-scripts.md' | 'woocommerce-11.md' | 'search-and-rest.md';
  /** Words of that file that describe the behaviour, verbatim. */
  quote: string;
}

export const stockRows = {
  // woocommerce.js, on every page (woocommerce.md "Global behaviours").
  'woocommerce:quantity-min': { handle: 'woocommerce', ref: 'woocommerce.md', quote: '`input.qty` outside the cart table: value below `min` is raised' },
  'woocommerce:store-notice': { handle: 'woocommerce', ref: 'woocommerce.md', quote: 'Store notice `p.woocommerce-store-notice[data-notice-id]`' },
  'woocommerce:password-toggle': { handle: 'woocommerce', ref: 'woocommerce.md', quote: 'Password inputs in WooCommerce forms get a toggle button' },
  'woocommerce:field-help': { handle: 'woocommerce', ref: 'woocommerce.md', quote: 'Field help `.woocommerce-input-wrapper span.description`' },
  'woocommerce:notice-focus': { handle: 'woocommerce', ref: 'woocommerce.md', quote: 'Notices `[role=alert]` (`.woocommerce-message`, `.woocommerce-error`) get `tabindex=-1`' },
  'woocommerce:result-count': { handle: 'woocommerce', ref: 'woocommerce.md', quote: '`.woocommerce-result-count` text is refreshed after 2000 ms' },
  'woocommerce:coming-soon-banner': { handle: 'woocommerce', ref: 'woocommerce.md', quote: 'Coming-soon banner `#coming-soon-footer-banner`' },
  'woocommerce:orderby-submit': { handle: 'woocommerce', ref: 'woocommerce-11.md', quote: 'orderby auto-submit' },
  'woocommerce:scroll-to-notices': { handle: 'woocommerce', ref: 'woocommerce-scripts.md', quote: '`$.scroll_to_notices($el)` (woocommerce.js)' },
  // WooCommerce 9.5-11.0's changes (woocommerce-11.md §4.1, §4.2, §4.5).
  'woocommerce:password-toggle-11': { handle: 'woocommerce', ref: 'woocommerce-11.md', quote: 'it appends `button.show-password-input[type=button]` with `aria-label`=`i18n_password_show` and' },
  'woocommerce:store-notice-11': { handle: 'woocommerce', ref: 'woocommerce-11.md', quote: 'Handlers are bound only when the notice is shown. Enter or Space dismisses it.' },
  'woocommerce:result-count-11': { handle: 'woocommerce', ref: 'woocommerce-11.md', quote: 'It sets `role=alert` and `aria-hidden=true`, then after **2000 ms** (was 1000) sets `aria-hidden=false` and' },
  'woocommerce:result-count-when-11': { handle: 'woocommerce', ref: 'woocommerce-11.md', quote: 'Since 10.9.x it runs only when `location.search` is non-empty and no `[data-wp-interactive="woocommerce/product-filters"]` exists.' },
  // add-to-cart.js.
  'wc-add-to-cart:ajax-add': { handle: 'wc-add-to-cart', ref: 'woocommerce.md', quote: 'Delegated click on `.add_to_cart_button:not(.wc-interactive)`' },
  'wc-add-to-cart:queue': { handle: 'wc-add-to-cart', ref: 'woocommerce.md', quote: 'One request in flight at a time: a FIFO queue' },
  'wc-add-to-cart:view-cart-link': { handle: 'wc-add-to-cart', ref: 'woocommerce.md', quote: 'append once after the button, unless on the cart page' },
  'wc-add-to-cart:live-region': { handle: 'wc-add-to-cart', ref: 'woocommerce.md', quote: 'A screen-reader live region `.widget_shopping_cart_live_region[role=status]`' },
  'wc-add-to-cart:remove': { handle: 'wc-add-to-cart', ref: 'woocommerce.md', quote: 'Click on `.remove_from_cart_button`' },
  'wc-add-to-cart:events': { handle: 'wc-add-to-cart', ref: 'woocommerce-scripts.md', quote: '`should_send_ajax_request.adding_to_cart`' },
  'wc-add-to-cart:space-11': { handle: 'wc-add-to-cart', ref: 'woocommerce-11.md', quote: 'Since 10.4.0 the script clicks on Space for `.add_to_cart_button:not(.wc-interactive)`.' },
  'wc-add-to-cart:view-cart-text-11': { handle: 'wc-add-to-cart', ref: 'woocommerce-11.md', quote: 'built as an element with `href`, `className`, `title` and `textContent` (an XSS fix).' },
  // cart-fragments.js.
  'wc-cart-fragments:apply': { handle: 'wc-cart-fragments', ref: 'woocommerce.md', quote: "Applied by replacing each selector's element with the new markup" },
  'wc-cart-fragments:cache': { handle: 'wc-cart-fragments', ref: 'woocommerce.md', quote: 'Cached in sessionStorage under `fragment_name`' },
  'wc-cart-fragments:refresh': { handle: 'wc-cart-fragments', ref: 'woocommerce.md', quote: 'Refresh also on: another tab changing' },
  'wc-cart-fragments:events': { handle: 'wc-cart-fragments', ref: 'woocommerce-scripts.md', quote: '`wc_fragment_refresh` (L)' },
  // add-to-cart-variation.js (woocommerce-scripts.md §4).
  'wc-add-to-cart-variation:lookup': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: 'AJAX mode: POST `wc-ajax=get_variation`' },
  'wc-add-to-cart-variation:options': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: '`update_variation_values` rebuilds the options' },
  'wc-add-to-cart-variation:fields': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: '`.product_meta .sku` → `wc_set_content(sku)`' },
  'wc-add-to-cart-variation:image': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: 'Image: the first `.woocommerce-product-gallery__image' },
  'wc-add-to-cart-variation:template': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: '`.single_variation` HTML is set from `tmpl-variation-template`' },
  'wc-add-to-cart-variation:quantity': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: 'Quantity (`.quantity input.qty[name="quantity"]`)' },
  'wc-add-to-cart-variation:button-state': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: '`hide_variation`: the button gets `disabled wc-variation-selection-needed`' },
  'wc-add-to-cart-variation:disabled-alert': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: 'Clicking a `.disabled` button shows `alert(i18n_*)`' },
  'wc-add-to-cart-variation:reset': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: 'The `.reset_variations` link sets the selects' },
  'wc-add-to-cart-variation:events': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: '`wc_variation_form` | variation, 100 ms after init' },
  'wc-add-to-cart-variation:plugins': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-scripts.md', quote: '`$.fn.wc_variation_form()`: creates a `VariationForm`' },
  // What WooCommerce 9.5-11.0.1 changed in it (woocommerce-11.md §4.4, §6).
  'wc-add-to-cart-variation:show-delay': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-11.md', quote: 'filling `.single_variation` and **`show_variation` come 300 ms later**' },
  'wc-add-to-cart-variation:reset-announce': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-11.md', quote: 'A click on `.reset_variations` triggers, in order: select `change`, `announce_reset`, `reset_data`, `reset_focus`.' },
  'wc-add-to-cart-variation:reset-keys': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-11.md', quote: 'Enter or Space (`event.code`) resets' },
  'wc-add-to-cart-variation:stray-disabled': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-11.md', quote: '**R:** remove a `disabled` attribute from that button at init' },
  'wc-add-to-cart-variation:gallery': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-11.md', quote: '**R:** implement gallery swap and restore, and fire the three gallery events' },
  'wc-add-to-cart-variation:empty-answer': { handle: 'wc-add-to-cart-variation', ref: 'woocommerce-11.md', quote: '**R:** treat an empty or non-JSON body as "no match".' },
  // single-product.js.
  'wc-single-product:tabs': { handle: 'wc-single-product', ref: 'woocommerce.md', quote: 'Tabs `.woocommerce-tabs`: one panel at a time' },
  'wc-single-product:rating': { handle: 'wc-single-product', ref: 'woocommerce-scripts.md', quote: '{i18n_required_rating_text, review_rating_required' },
  'wc-single-product:gallery': { handle: 'wc-single-product', ref: 'woocommerce-scripts.md', quote: '`$.fn.wc_product_gallery(args=wc_single_product_params)`' },
  'wc-single-product:gallery-events': { handle: 'wc-single-product', ref: 'woocommerce-scripts.md', quote: '`wc-product-gallery-before-init` / `-after-init`' },
  'wc-single-product:tabs-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: '`li[role=presentation]` holding `a[role=tab][aria-controls=tab-<key>]`. In 9.4.2 `role=tab` was on the `li`.' },
  'wc-single-product:tab-keys-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: 'ArrowLeft/Right (swapped in RTL), ArrowUp/Down (vertical tabs detected from the positions of the' },
  'wc-single-product:stars-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: '`#rating` init builds `p.stars > span[role=group][aria-labelledby=comment-form-rating-label]` of five' },
  'wc-single-product:gallery-trigger-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: '**Trigger (9.5.1; `aria-controls` 10.2.x):**' },
  'wc-single-product:lightbox-dialog-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: '`.pswp` gets `id=photoswipe-fullscreen-dialog`, `aria-modal=true` and `aria-label="Full screen image"`.' },
  'wc-single-product:zoom-load-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: '**Zoom:** init waits for window `load` when the document is not complete yet (9.8.1).' },
  'wc-single-product:thumb-sizes-11': { handle: 'wc-single-product', ref: 'woocommerce-11.md', quote: 'The patched flexslider copies `data-thumb-sizes` to the thumbnail `sizes` attribute (9.5.1).' },
  // cart.js (woocommerce-scripts.md §5).
  'wc-cart:update': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: 'Qty update: `[name=update_cart]` submit' },
  'wc-cart:remove-undo': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: '| Remove / restore item |' },
  'wc-cart:coupons': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: '| Apply coupon | POST `wc-ajax=apply_coupon' },
  'wc-cart:shipping-method': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: '| Shipping method change |' },
  'wc-cart:calculator': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: '| Shipping calculator submit |' },
  'wc-cart:update-div': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: '`update_wc_div` replaces `.woocommerce-cart-form` and `.cart_totals`' },
  'wc-cart:events': { handle: 'wc-cart', ref: 'woocommerce-scripts.md', quote: '`updated_cart_totals`, `updated_shipping_method`, `wc_cart_emptied`' },
  // checkout.js.
  'wc-checkout:update-order-review': { handle: 'wc-checkout', ref: 'woocommerce-scripts.md', quote: '`update_checkout` runs after a 5 ms debounce' },
  'wc-checkout:place-order': { handle: 'wc-checkout', ref: 'woocommerce-scripts.md', quote: 'Submit: POST `checkout_url`' },
  'wc-checkout:coupons': { handle: 'wc-checkout', ref: 'woocommerce-scripts.md', quote: 'Coupons: `form.checkout_coupon`' },
  'wc-checkout:payment-method': { handle: 'wc-checkout', ref: 'woocommerce-scripts.md', quote: '`payment_method_selected` | checkout' },
  'wc-checkout:validate': { handle: 'wc-checkout', ref: 'woocommerce-scripts.md', quote: '`validate` (L) | checkout' },
  'wc-checkout:events': { handle: 'wc-checkout', ref: 'woocommerce-scripts.md', quote: '`checkout_place_order`, `checkout_place_order_<gateway>`' },
  // country-select.js and address-i18n.js.
  'wc-country-select:state-field': { handle: 'wc-country-select', ref: 'woocommerce-scripts.md', quote: '`country_to_state_changed` (L: selectWoo re-init)' },
  'wc-address-i18n:locale': { handle: 'wc-address-i18n', ref: 'woocommerce-scripts.md', quote: '`wc_address_i18n_params` {locale, locale_fields' },
  'selectWoo:enhanced-selects': { handle: 'selectWoo', ref: 'woocommerce-scripts.md', quote: '| `selectWoo` | jquery | cart' },
  'selectWoo:widgets': { handle: 'selectWoo', ref: 'woocommerce-scripts.md', quote: 'dropdown layered-nav and category widgets' },
  // Order attribution and the sourcebuster library it runs on.
  'wc-order-attribution:inputs': { handle: 'wc-order-attribution', ref: 'woocommerce.md', quote: 'Sixteen hidden inputs named `wc_order_attribution_<field>`' },
  'wc-order-attribution:set-tracking': { handle: 'wc-order-attribution', ref: 'woocommerce.md', quote: '`setOrderTracking(false)` deletes those cookies' },
  'sourcebuster-js:cookies': { handle: 'sourcebuster-js', ref: 'woocommerce.md', quote: 'Cookies (`sbjs_current`, `sbjs_current_add`' },
  // The libraries WooCommerce's scripts bring: their APIs.
  'jquery-blockui:block': { handle: 'jquery-blockui', ref: 'woocommerce-scripts.md', quote: 'with the form blocked' },
  'js-cookie:api': { handle: 'js-cookie', ref: 'woocommerce-scripts.md', quote: '| `woocommerce` | jquery, jquery-blockui, js-cookie |' },
  'flexslider:api': { handle: 'flexslider', ref: 'woocommerce-scripts.md', quote: '`flexslider` (WC-patched 2.7.2)' },
  'zoom:api': { handle: 'zoom', ref: 'woocommerce-scripts.md', quote: '| `zoom` | jquery | theme support `wc-product-gallery-zoom` | `$.fn.zoom` |' },
  'photoswipe:api': { handle: 'photoswipe', ref: 'woocommerce-scripts.md', quote: 'globals `PhotoSwipe`, `PhotoSwipeUI_Default`' },
  'photoswipe-ui-default:api': { handle: 'photoswipe-ui-default', ref: 'woocommerce-scripts.md', quote: 'pulled in by `photoswipe-ui-default` (deps photoswipe)' },
  // Jetpack Instant Search (search-and-rest.md).
  'jetpack-instant-search:open': { handle: 'jetpack-instant-search', ref: 'search-and-rest.md', quote: 'Opening: submit of a site search form is prevented' },
  'jetpack-instant-search:results': { handle: 'jetpack-instant-search', ref: 'search-and-rest.md', quote: 'Call: GET `${apiRoot}jetpack/v4/search' },
  'jetpack-instant-search:infinite-scroll': { handle: 'jetpack-instant-search', ref: 'search-and-rest.md', quote: 'Infinite scroll: the next page loads' },
} as const satisfies Record<string, StockRow>;

/**
 * The Flatsome handles islas replaces (flatsome-3.20.md §1 and row 83): flatsome-js (**F**),
 * the theme's WooCommerce script (**FW**), live search (**LS**), the cookie notice (**CN**),
 * the lazy-load extension and the countdown shortcode's two scripts (row 74).
 */
export type FlatsomeHandle =
  | 'flatsome-js'
  | 'flatsome-theme-woocommerce-js'
  | 'flatsome-live-search'
  | 'flatsome-cookie-notice'
  | 'flatsome-lazy'
  | 'flatsome-countdown-script'
  | 'flatsome-countdown-theme-js';

/** A stock handle a part can replace: one the rows name. */
export type StockHandle = FlatsomeHandle | (typeof stockRows)[keyof typeof stockRows]['handle'];

/** A row of the WooCommerce or Jetpack references, by its id here. */
export type StockRowId = keyof typeof stockRows;

/** Any row of a reference. */
export type RowId = FlatsomeRow | StockRowId;

/**
 * The handle of the Flatsome rows whose "where" column names none (read from Flatsome's
 * source); an empty list: no script does it (PHP only).
 */
export const flatsomeRowHandles: Record<number, readonly string[]> = {
  25: ['flatsome-js'], // [data-open] → its `lightboxes` behaviour
  26: ['flatsome-js'],
  27: ['flatsome-js'],
  35: [], // catalog mode: PHP only
  37: ['flatsome-js'], // the thumbnails are its `slider` behaviour (asNavFor)
  63: ['flatsome-js'], // hotspots: its `animate` and `tooltips` behaviours
  65: ['flatsome-js'], // an inline script that calls its API (Flatsome.Cookies, $.loadMagnificPopup)
  75: ['flatsome-maps'],
};

/**
 * WooCommerce 10.3 renamed these libraries and kept the old name as an alias (woocommerce-11.md
 * §1-2): new name → the 9.4 name the rows use. A replaced handle is replaced by both names.
 */
export const renamedHandles: Record<string, StockHandle> = {
  'wc-jquery-blockui': 'jquery-blockui',
  'wc-js-cookie': 'js-cookie',
  'wc-flexslider': 'flexslider',
  'wc-zoom': 'zoom',
  'wc-photoswipe': 'photoswipe',
  'wc-photoswipe-ui-default': 'photoswipe-ui-default',
};
