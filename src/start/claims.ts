/**
 * What each part of islas answers for: the stock handles it replaces and the rows of the
 * references it covers (stock-rows.ts), beside the table of parts (parts.ts, chrome-parts.ts),
 * which keeps what runs. Nothing imports this file from the bundle, so none of it ships:
 * the build reads it (build.mjs writes the replaced handles into dist/manifest.json,
 * `replaces`, and the plugin dequeues exactly those), and tests/unit/parts-registry.test.ts
 * checks it against the references and the tables.
 *
 * The rule: every row of a replaced handle is claimed by a part, or listed below as a gap
 * (with the issue that will do it), as declined (islas does it otherwise, on purpose), or as
 * kept with its script (only scripts that list the handle use it, and they keep it).
 * Handles the references name that islas leaves alone are kept on purpose, with the reason.
 * docs/parts.md says how to add a part.
 */
import type { islands, lazyEnhancers } from './parts';
import type { FlatsomeRow, RowId, StockHandle } from './stock-rows';
import { renamedHandles } from './stock-rows';

/**
 * The site-chrome sub-table's parts (chrome-parts.ts). Its rows are built by a function whose
 * declared type would need an edit on a line that ships, which changes the chunk's hash and
 * so the bytes by a few: the names are listed here and the test compares them with the table.
 */
type ChromePartName =
  | 'header'
  | 'forms'
  | 'notices'
  | 'catalog-ordering'
  | 'content'
  | 'coming-soon-banner'
  | 'order-attribution'
  | 'back-to-top'
  | 'role-button'
  | 'cookie-notice'
  | 'builder';

/**
 * The page-builder elements' table's parts (builder-parts.ts), listed as the chrome's are.
 */
type BuilderPartName =
  | 'thumbnail-names'
  | 'sliders'
  | 'tooltips'
  | 'masonry'
  | 'equalize'
  | 'youtube'
  | 'lottie'
  | 'animate'
  | 'parallax'
  | 'spinners'
  | 'scroll-to'
  | 'sticky-column'
  | 'countdown'
  | 'lightbox';

/**
 * The parts that are no row of a table: the start-up runs them by name (src/start/start.ts:
 * the eager enhancers, the cart runtime and its fragments, the jQuery bridge).
 */
type StartPartName =
  | 'skip-link'
  | 'lazy-images'
  | 'quantity-min'
  | 'variation-preselection'
  | 'search-trigger'
  | 'site-loader'
  | 'cart'
  | 'cookies'
  | 'jquery-compat';

export type PartName = keyof typeof islands | (typeof lazyEnhancers)[number]['name'] | ChromePartName | BuilderPartName | StartPartName;

export interface Claim {
  /** The stock handles whose job this part does: dequeued because of it. */
  replaces: readonly StockHandle[];
  /** The rows of those handles it does. */
  rows: readonly RowId[];
  /** Why a part claims nothing. */
  note?: string;
}

const F = 'flatsome-js';
const FW = 'flatsome-theme-woocommerce-js';
const flatsome = (...rows: number[]): FlatsomeRow[] => rows.map((row) => `flatsome:${row}` as const);

export const claims: Record<PartName, Claim> = {
  // Islands (parts.ts).
  gallery: {
    replaces: [F, FW, 'wc-single-product', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default'],
    rows: [
      ...flatsome(36, 37, 38, 39, 40),
      'wc-single-product:gallery',
      'wc-single-product:gallery-events',
      'wc-single-product:gallery-trigger-11',
      'wc-single-product:lightbox-dialog-11',
      'wc-single-product:zoom-load-11',
    ],
  },
  'quick-view': { replaces: [FW], rows: flatsome(28) },
  'sticky-add-to-cart': { replaces: [FW], rows: flatsome(40, 45) },
  'wishlist-badge': {
    replaces: [],
    rows: [],
    note: "YITH Wishlist's Flatsome integration (row 84) is flatsome-woocommerce-wishlist, which islas keeps: it keeps flatsome-js, and this part steps aside.",
  },
  'quantity-stepper': { replaces: [FW], rows: flatsome(29) },
  'mini-cart': { replaces: [F, FW], rows: flatsome(14, 15, 16, 17) },
  'store-notice': { replaces: ['woocommerce'], rows: ['woocommerce:store-notice', 'woocommerce:store-notice-11'] },
  'login-popup': { replaces: [F, FW], rows: flatsome(12, 13) },
  'live-search': { replaces: ['flatsome-live-search'], rows: flatsome(10) },
  'search-overlay': {
    replaces: ['jetpack-instant-search'],
    rows: ['jetpack-instant-search:open', 'jetpack-instant-search:results', 'jetpack-instant-search:infinite-scroll'],
  },
  // Lazy enhancers (parts.ts).
  'product-form': { replaces: [FW, 'wc-add-to-cart-variation'], rows: [...flatsome(46, 47, 48), 'wc-add-to-cart-variation:disabled-alert'] },
  'variation-form': {
    replaces: ['wc-add-to-cart-variation'],
    rows: [
      'wc-add-to-cart-variation:lookup',
      'wc-add-to-cart-variation:options',
      'wc-add-to-cart-variation:fields',
      'wc-add-to-cart-variation:image',
      'wc-add-to-cart-variation:template',
      'wc-add-to-cart-variation:quantity',
      'wc-add-to-cart-variation:button-state',
      'wc-add-to-cart-variation:reset',
      'wc-add-to-cart-variation:events',
      'wc-add-to-cart-variation:show-delay',
      'wc-add-to-cart-variation:reset-announce',
      'wc-add-to-cart-variation:reset-keys',
      'wc-add-to-cart-variation:stray-disabled',
      'wc-add-to-cart-variation:gallery',
      'wc-add-to-cart-variation:empty-answer',
    ],
  },
  'product-tabs': { replaces: ['wc-single-product', F, FW], rows: ['wc-single-product:tabs', 'wc-single-product:tabs-11', 'wc-single-product:tab-keys-11', ...flatsome(42, 44)] },
  'review-rating': { replaces: ['wc-single-product'], rows: ['wc-single-product:rating', 'wc-single-product:stars-11'] },
  wishlist: { replaces: [], rows: [], note: 'As the wishlist badge: row 84 is flatsome-woocommerce-wishlist, which islas keeps.' },
  'cart-page': {
    replaces: ['wc-cart', FW],
    rows: ['wc-cart:update', 'wc-cart:remove-undo', 'wc-cart:coupons', 'wc-cart:shipping-method', 'wc-cart:calculator', 'wc-cart:update-div', 'wc-cart:events', ...flatsome(56)],
  },
  checkout: {
    replaces: ['wc-checkout'],
    rows: ['wc-checkout:update-order-review', 'wc-checkout:place-order', 'wc-checkout:coupons', 'wc-checkout:payment-method', 'wc-checkout:validate', 'wc-checkout:events'],
  },
  address: { replaces: ['wc-country-select', 'wc-address-i18n', 'selectWoo'], rows: ['wc-country-select:state-field', 'wc-address-i18n:locale'] },
  'cart-actions': {
    replaces: ['wc-add-to-cart', FW],
    rows: [
      'wc-add-to-cart:ajax-add',
      'wc-add-to-cart:view-cart-link',
      'wc-add-to-cart:view-cart-text-11',
      'wc-add-to-cart:live-region',
      'wc-add-to-cart:remove',
      'wc-add-to-cart:events',
      'wc-add-to-cart:space-11',
      ...flatsome(18, 29),
    ],
  },
  'off-canvas': { replaces: [F], rows: flatsome(9, 21, 22, 23, 24, 25, 26, 27, 34) },
  chrome: { replaces: [], rows: [], note: 'Runs the site-chrome sub-table (chrome-parts.ts), whose parts claim their own rows.' },
  // The site-chrome sub-table (chrome-parts.ts).
  header: { replaces: [F], rows: flatsome(1, 3, 4, 5, 6, 7, 8, 11) },
  forms: { replaces: ['woocommerce'], rows: ['woocommerce:password-toggle', 'woocommerce:password-toggle-11', 'woocommerce:field-help'] },
  notices: { replaces: ['woocommerce'], rows: ['woocommerce:notice-focus', 'woocommerce:result-count', 'woocommerce:result-count-11', 'woocommerce:result-count-when-11'] },
  'catalog-ordering': { replaces: ['woocommerce'], rows: ['woocommerce:orderby-submit'] },
  content: { replaces: [F], rows: flatsome(43, 61, 70, 71, 77, 78) },
  'coming-soon-banner': { replaces: ['woocommerce'], rows: ['woocommerce:coming-soon-banner'] },
  'order-attribution': {
    replaces: ['wc-order-attribution', 'sourcebuster-js'],
    rows: ['wc-order-attribution:inputs', 'wc-order-attribution:set-tracking', 'sourcebuster-js:cookies'],
  },
  'back-to-top': { replaces: [F], rows: flatsome(2) },
  'role-button': { replaces: [F], rows: flatsome(20) },
  'cookie-notice': { replaces: ['flatsome-cookie-notice'], rows: flatsome(81) },
  builder: { replaces: [], rows: [], note: "Runs the page-builder elements' table (builder-parts.ts), whose parts claim their own rows." },
  // The page-builder elements' table (builder-parts.ts).
  'thumbnail-names': { replaces: [], rows: [], note: "Names the gallery thumbnails' links at load, which no stock script does (the product chunk's thumbnail-labels part does the rest at the first input)." },
  sliders: { replaces: [F], rows: flatsome(58) },
  tooltips: { replaces: [F], rows: flatsome(62) },
  masonry: { replaces: [F], rows: flatsome(32) },
  equalize: { replaces: [FW], rows: flatsome(33) },
  youtube: { replaces: [F], rows: flatsome(69) },
  lottie: { replaces: [F], rows: flatsome(76) },
  animate: { replaces: [F], rows: flatsome(59, 63) },
  parallax: { replaces: [F], rows: flatsome(60) },
  spinners: { replaces: [F], rows: flatsome(80) },
  'scroll-to': { replaces: [F], rows: flatsome(72, 73) },
  'sticky-column': { replaces: [F], rows: flatsome(79) },
  // islas renders the timers itself: the theme's two scripts go, and with them the jQuery they brought.
  countdown: { replaces: ['flatsome-countdown-script', 'flatsome-countdown-theme-js'], rows: flatsome(74) },
  lightbox: { replaces: [F], rows: flatsome(49, 54, 64, 65, 66, 67, 68) },
  // What the start-up runs itself (start.ts).
  'skip-link': { replaces: [], rows: [], note: 'Themes print the skip link; islas makes it move focus, which no stock script does.' },
  'thumbnail-labels': { replaces: [], rows: [], note: "Names the gallery thumbnails' links at load, which no stock script does; the thumbnails themselves are the gallery's (row 37)." },
  'lazy-images': { replaces: ['flatsome-lazy'], rows: flatsome(83) },
  'quantity-min': { replaces: ['woocommerce'], rows: ['woocommerce:quantity-min'] },
  'variation-preselection': { replaces: ['wc-add-to-cart-variation'], rows: ['wc-add-to-cart-variation:button-state'] },
  'search-trigger': { replaces: ['jetpack-instant-search'], rows: ['jetpack-instant-search:open'] },
  'site-loader': { replaces: [F], rows: flatsome(19) },
  cart: {
    replaces: ['wc-cart-fragments', 'wc-add-to-cart'],
    rows: ['wc-cart-fragments:apply', 'wc-cart-fragments:cache', 'wc-cart-fragments:refresh', 'wc-cart-fragments:events', 'wc-add-to-cart:queue'],
  },
  cookies: {
    replaces: ['js-cookie'],
    rows: [],
    note: "The cookies WooCommerce's scripts read and wrote through js-cookie (the cart hash, the store notice) go through src/kernel/cookies.ts; js-cookie's own API is kept with the scripts that list it (keptWithItsScript).",
  },
  // With it, where the server asks (islas_params.flatsome_api), the window.Flatsome stand-in
  // (src/features/flatsome-api/, its own chunk), and the islands of markup added later.
  'jquery-compat': {
    replaces: ['woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'jquery-blockui', FW, F],
    rows: [
      'woocommerce:scroll-to-notices',
      'wc-add-to-cart:events',
      'wc-cart-fragments:events',
      'wc-add-to-cart-variation:events',
      'wc-add-to-cart-variation:plugins',
      'wc-single-product:gallery',
      'jquery-blockui:block',
      ...flatsome(57, 86),
    ],
  },
};

/** Rows of a replaced handle that no part does yet, and the issue that will. */
export const gaps: Partial<Record<RowId, { issue: number | 'unfiled'; missing: string }>> = {
  'wc-single-product:thumb-sizes-11': {
    // A slider: flexslider's control row. Issue 32 did Flatsome's sliders, not WooCommerce's own gallery: unfiled.
    issue: 'unfiled',
    missing: "flexslider's thumbnail row of WooCommerce's own gallery (Storefront): islas builds none, so data-thumb(-srcset, -sizes) has no reader; the pictures show stacked, each opening the lightbox",
  },
  // Issue 32 did the elements; the jQuery API other scripts may call is left, unfiled.
  'flatsome:1': { issue: 'unfiled', missing: "$.scrollTo's sticky offset for other scripts (row 86), and the header re-read after a PJAX page" },
  'flatsome:86': {
    issue: 'unfiled',
    missing: "the $.fn helpers of the sliders, lightboxes and tooltips ($.scrollTo, lazyFlickity and the $.fn.flickity stub, lazyMagnificPopup and $.loadMagnificPopup, lazyTooltipster, flatsomeParallax, resizeselect, imagesLoaded; FW's addQty and easyZoom) and Flatsome's own events (flatsome-header-sticky, ...; the sliders part fires flatsome-flickity-ready)",
  },
  'selectWoo:widgets': {
    issue: 'unfiled',
    missing:
      "WooCommerce 9.4's dropdown layered-nav and product-category widgets print their code through wc_print_js as jQuery(function($){…}) with no dependency (selectWoo itself is optional there): where islas took every jQuery user out, jQuery is missing and the dropdown's submit on change is lost. From 10.4 they register a handle with jquery and selectWoo as dependencies, which the enqueue keeps.",
  },
};

/** Rows of a replaced handle that islas does otherwise, on purpose. */
export const declined: Partial<Record<RowId, string>> = {
  'flatsome:55':
    "The account's orders table gets its .touch-scroll-table wrapper from the plugin, printed around the table at the actions WooCommerce's myaccount/orders.php fires (plugin/includes/config.php): there at the first paint, and no script for it.",
  'selectWoo:enhanced-selects':
    "The country and state fields stay native selects (address part): the browser's own list works with a keyboard, a screen reader and a phone's picker, without selectWoo's 20 KB.",
};

/**
 * Rows of a replaced handle that only a script which lists that handle as a dependency uses:
 * where such a script prints, the handle prints with it (islas_script_decision), so these
 * need no part.
 */
export const keptWithItsScript: Partial<Record<RowId, string>> = {
  'flatsome:53': 'Only with flatsome-woocommerce-floating-labels, which depends on the theme’s WooCommerce script.',
  'js-cookie:api': 'window.Cookies, for scripts that list js-cookie (or wc-js-cookie).',
  'flexslider:api': '$.fn.flexslider, for scripts that list flexslider; the product gallery itself is the gallery part’s.',
  'zoom:api': '$.fn.zoom, for scripts that list zoom; the gallery zoom is the gallery part’s.',
  'photoswipe:api': 'PhotoSwipe, for scripts that list photoswipe; the gallery lightbox is the gallery part’s.',
  'photoswipe-ui-default:api': 'PhotoSwipeUI_Default, as photoswipe.',
};

/** Handles the references name that islas leaves in place, and why. */
export const keptOnPurpose: Record<string, string> = {
  'flatsome-instant-page': 'instant.page (row 82): plain JavaScript with no dependency and nothing of islas does its hover prefetch; it stays where the shop turned it on.',
  'wc-password-strength-meter': "WordPress's zxcvbn password meter, which islas does not reimplement; it prints only where shoppers choose their own password.",
  'flatsome-swatches-frontend': 'Swatches (row 50): depends on flatsome-js, so where it prints flatsome-js and its WooCommerce twin stay and islas’s overlapping parts step aside (mixed mode).',
  'flatsome-ajax-add-to-cart-frontend': 'Single-product AJAX add (row 51): depends on wc-add-to-cart, which then stays.',
  'flatsome-cart-refresh': 'Cart auto-update (row 52): depends on flatsome-js (mixed mode on the cart page).',
  'flatsome-woocommerce-floating-labels': 'Checkout floating labels (row 53): depends on the theme’s WooCommerce script (mixed mode on the checkout).',
  'flatsome-infinite-scroll': 'Infinite scroll (row 30): depends on flatsome-js (mixed mode).',
  'flatsome-infinite-scroll-js': 'The infinite-scroll library of row 30.',
  'flatsome-pjax': 'AJAX pagination and filters (row 31): depends on flatsome-js (mixed mode).',
  'flatsome-variation-images-frontend': 'Additional variation images (row 41): lists only jquery but needs flatsome-js’s Flickity and events, so it does nothing with islas: issue 32.',
  'flatsome-maps': 'Google map (row 75): depends on jquery only, which it keeps.',
  'flatsome-woocommerce-wishlist': 'YITH Wishlist integration (row 84): depends on flatsome-js (mixed mode; islas’s wishlist parts step aside).',
  'flatsome-yith-woocommerce-ajax-navigation': 'Row 85: depends on flatsome-js (mixed mode).',
  'flatsome-composite-products': 'Row 85: depends on flatsome-js (mixed mode).',
  'flatsome-wp-rocket': 'Row 85: depends on flatsome-js (mixed mode).',
};

/**
 * The handles islas dequeues: every handle a part replaces, under its WooCommerce 9.4 name
 * and its 10.3 name, sorted. build.mjs writes this into dist/manifest.json (`replaces`).
 */
export function replacedHandles(): string[] {
  const handles = new Set<string>(Object.values(claims).flatMap((claim) => claim.replaces));
  for (const [renamed, old] of Object.entries(renamedHandles)) if (handles.has(old)) handles.add(renamed);
  return [...handles].sort();
}

/**
 * The renamed handles islas replaces, new name → old name, for the plugin to treat as one
 * script (manifest.json `renamed`, replaced-scripts.php islas_renamed_handles()).
 */
export function replacedRenames(): Record<string, string> {
  const replaced = new Set(replacedHandles());
  return Object.fromEntries(Object.entries(renamedHandles).filter(([renamed, old]) => replaced.has(renamed) && replaced.has(old)));
}
