/**
 * The table of parts: every island and every enhancer islas runs on a page, with where it
 * hydrates (selector), how and when its code loads, the clicks it holds until then and
 * the stock script handle it replaces (off where the server kept that script). This file
 * is the one home of chunk loaders: no other module names a chunk file; parts that need
 * another part's code get it through the page context's loaders (`partLoaders`).
 */
import type { PartLoaders } from '../kernel/context';
import type { NamedPart } from './named-part';
import type { IslandRegistry } from '../kernel/islands';
import { wantsReviews } from '../features/product/reviews-address';
import { hasPreselection } from '../features/product/variation-form/preselection';
import { overlayInUrl, SEARCH_FORM } from '../features/search/search-selectors';
import { $lastAdded } from '../stores/cart';

export const islands = {
  gallery: {
    load: () => import('./chunks/product').then((chunk) => chunk.gallery),
    // Zoom, thumbnails and the lightbox only matter once the shopper points at the gallery.
    hydrate: 'interaction',
    stockSelector: '.woocommerce-product-gallery',
    stock: 'flatsome-js',
  },
  'quick-view': {
    load: () => import('./chunks/product').then((chunk) => chunk.quickView),
    hydrate: 'interaction',
    stockSelector: 'a.quick-view[data-prod]',
    stock: 'flatsome-theme-woocommerce-js',
  },
  'sticky-add-to-cart': {
    load: () => import('./chunks/product').then((chunk) => chunk.stickyAddToCart),
    // The bar only shows after a scroll past the form.
    hydrate: 'input',
    stockSelector: '.sticky-add-to-cart-wrapper',
    stock: 'flatsome-theme-woocommerce-js',
  },
  'wishlist-badge': {
    load: () => import('./chunks/page-start').then((chunk) => chunk.wishlistBadge),
    hydrate: 'idle',
    stockSelector: '.header-wishlist-icon',
    stock: 'flatsome-js',
  },
  // Stepping is the eager enhancer; this island adds -/+ buttons where the server printed none.
  'quantity-stepper': {
    load: () => import('./chunks/page-start').then((chunk) => chunk.quantityStepper),
    hydrate: 'visible',
    stockSelector: 'div.quantity:not(.buttons_added):not(.hidden)',
    stock: 'flatsome-theme-woocommerce-js',
  },
  'mini-cart': {
    load: () => import('./chunks/header-islands').then((chunk) => chunk.miniCart),
    hydrate: 'interaction',
    // ...or when it is to open: at an add to cart, and on the page a product form's add
    // reloaded into (Flatsome's notice filter adds span.added-to-cart there).
    wakeOn: (start) => {
      if (document.querySelector('.added-to-cart')) start();
      return $lastAdded.listen(start);
    },
    // Flatsome's header cart, desktop (.header-nav) and mobile (.mobile-nav) alike.
    stockSelector: 'li.cart-item',
    stock: 'flatsome-js',
  },
  'store-notice': {
    load: () => import('./chunks/page-start').then((chunk) => chunk.storeNotice),
    hydrate: 'load',
    stockSelector: '.woocommerce-store-notice',
    stock: 'woocommerce',
  },
  'login-popup': {
    load: () => import('./chunks/header-islands').then((chunk) => chunk.loginPopup),
    hydrate: 'interaction',
    // ...or at load after a failed header login: the errors are inside the popup, which
    // opens (features/login-popup/reopen.ts).
    wakeOn: (start) => {
      if (document.querySelector('#login-form-popup .woocommerce-notices-wrapper>ul')) start();
    },
    stockSelector: 'a[data-open="#login-form-popup"]',
    stock: 'flatsome-js',
  },
  'live-search': {
    load: () => import('./chunks/search').then((chunk) => chunk.liveSearch),
    hydrate: 'interaction',
    stockSelector: 'form.searchform',
    stock: 'flatsome-live-search',
  },
  'search-overlay': {
    load: () => import('./chunks/search').then((chunk) => chunk.searchOverlay),
    hydrate: 'interaction',
    stock: 'jetpack-instant-search',
  },
} satisfies IslandRegistry;

/** The buttons WooCommerce's script marks `loading` at the click (not links it leaves to the browser). */
export const AJAX_ADD_BUTTONS = '.ajax_add_to_cart[data-product_id]';

/** Flatsome's panel openers that are no island's (the off-canvas part). */
const OPENERS = '[data-open]:not([data-open="#cart-popup"],[data-open="#login-form-popup"])';

/** The cart page or the checkout (WooCommerce's body classes): never page-cached, and their parts run at load. */
export const isCartOrCheckout = (root: Document): boolean => root.body.matches('.woocommerce-cart,.woocommerce-checkout');

/** Behaviours on server markup that only some pages have: each a lazy chunk. */
export const lazyEnhancers = [
  {
    name: 'product-form',
    selector: 'form.cart',
    load: () => import('./chunks/product').then((chunk) => chunk.productForm),
    when: 'input',
    holdClicksOn: 'form.cart',
    // Flatsome's WooCommerce script does the add button's loading and buy now itself.
    stock: 'flatsome-theme-woocommerce-js',
  },
  // Preselected (default) options show their variation at load; otherwise the product form starts it.
  {
    name: 'variation-form',
    selector: 'form.variations_form',
    load: () => import('./chunks/variation').then((chunk) => chunk.variationForm),
    when: 'input',
    neededAtLoad: (root) => [...root.querySelectorAll<HTMLFormElement>('form.variations_form')].some(hasPreselection),
    // A choice made with no key or pointer (a script, a password manager) brings it; it reads
    // the choices as it starts (the change itself is replayed to inputs only).
    holdChangesOn: '.variations_form select',
    stock: 'wc-add-to-cart-variation',
  },
  // Names the thumbnails' links and wakes the gallery from them, at the first input (a click
  // on a thumbnail before then is held): product-page code, not every page's eager code.
  {
    name: 'thumbnail-labels',
    selector: '.woocommerce-product-gallery',
    load: () => import('./chunks/product').then((chunk) => chunk.thumbnailLabels),
    when: 'input',
    holdClicksOn: '.product-thumbnails',
  },
  {
    name: 'product-tabs',
    selector: '.woocommerce-tabs',
    load: () => import('./chunks/first-input').then((chunk) => chunk.productTabs),
    when: 'input',
    neededAtLoad: () => wantsReviews(new URL(location.href)),
    holdClicksOn: '.woocommerce-tabs,a.woocommerce-review-link',
    // flatsome-js binds the same tabs (.tabbed-content) and stops their clicks: with both,
    // a tab showed a panel islas kept hidden (an empty tab).
    stock: ['wc-single-product', 'flatsome-js'],
  },
  {
    name: 'review-rating',
    selector: '#rating',
    load: () => import('./chunks/product').then((chunk) => chunk.reviewRating),
    when: 'input',
    holdClicksOn: '#review_form',
    stock: 'wc-single-product',
  },
  // A site search's submit opens the search overlay (Jetpack Instant Search's part): a
  // search is typed, so its code comes at the first input; at load where the address is
  // the overlay's own (a reload of it).
  {
    name: 'search-trigger',
    selector: SEARCH_FORM,
    load: () => import('./chunks/first-input').then((chunk) => chunk.searchTrigger),
    when: 'input',
    neededAtLoad: () => overlayInUrl(location.search),
    // A search submitted as the page's first input (a filled field, then Enter) waits for it.
    holdSubmitsOn: SEARCH_FORM,
    stock: 'jetpack-instant-search',
  },
  {
    name: 'wishlist',
    selector: '.wishlist-button',
    load: () => import('./chunks/first-input').then((chunk) => chunk.wishlist),
    when: 'input',
    holdClicksOn: '.wishlist-button',
    stock: 'flatsome-js',
  },
  // WooCommerce's country-select.js and address-i18n.js, then cart.js and checkout.js, in
  // stock's order (the browser may still settle the three rows' imports of their chunk in
  // another: the review asked at start is sent 5 ms later, with the address code run). On
  // the cart page and the checkout all three run at load, as stock's do (issue 31): the
  // update button disabled and the shipping address hidden before the shopper acts, a country
  // a password manager or autofill changes (a `change` with no key or pointer) followed to
  // its shipping rate, and the checkout's review asked once at start. Bytes are worth less
  // than a wrong rate.
  {
    name: 'address',
    selector: '.country_to_state',
    load: () => import('./chunks/address'),
    when: 'input',
    // Elsewhere (the account's address form) at the first input.
    neededAtLoad: isCartOrCheckout,
    stock: 'wc-country-select',
  },
  {
    name: 'cart-page',
    selector: 'form.woocommerce-cart-form,.cart_totals',
    load: () => import('./chunks/cart-page'),
    // Only what the chunk handles: product links and "Finalizar compra" stay plain links.
    holdClicksOn:
      '.woocommerce-cart-form button,.woocommerce-cart-form .product-remove>a,a.restore-item,a.woocommerce-remove-coupon,.shipping-calculator-button,.cart_totals button,.cart-sidebar form button',
    stock: 'wc-cart',
  },
  {
    name: 'checkout',
    selector: 'form.checkout',
    load: () => import('./chunks/cart-checkout').then((chunk) => chunk.checkout),
    holdClicksOn: 'form.checkout,.woocommerce-form-coupon-toggle,.woocommerce-form-login-toggle,form.checkout_coupon,form.woocommerce-form-login',
    stock: 'wc-checkout',
  },
  // Add-to-cart buttons, quantity -/+ buttons, mini-cart quantities and remove links: on
  // every page, once the shopper acts.
  {
    name: 'cart-actions',
    selector: 'body',
    load: () => import('./chunks/first-input').then((chunk) => chunk.cartActions),
    when: 'input',
    holdClicksOn: '.add_to_cart_button,.quantity .minus,.quantity .plus,.remove_from_cart_button',
    loadingWhileHeld: AJAX_ADD_BUTTONS,
    holdChangesOn: '.woocommerce-mini-cart-item input.qty',
  },
  // Flatsome's [data-open] panels (the mobile menu, filter sidebars, search lightbox) and
  // sub-menu toggles; the cart drawer and the login popup are islands (above).
  {
    name: 'off-canvas',
    selector: OPENERS,
    load: () => import('./chunks/off-canvas').then((chunk) => chunk.offCanvas),
    when: 'input',
    holdClicksOn: OPENERS,
    stock: 'flatsome-js',
  },
  // Header, forms, notices, content elements, coming-soon banner, order attribution, the
  // page-builder elements' table (./builder-parts.ts). Its
  // enhancers hold clicks on their markup once the chunk has run; before that, they are held here.
  {
    name: 'chrome',
    selector: 'body',
    load: () =>
      import('./chunks/page-start').then((chunk) =>
        chunk.chrome.chromeParts(
          () => import('./chunks/first-input'),
          () => import('./chunks/order-attribution'),
          () => import('./chunks/builder').then((chunk) => chunk.builder),
        ),
      ),
    holdClicksOn: '#coming-soon-footer-banner,.accordion,.tabbed-content,.has-dropdown',
  },
] satisfies NamedPart[];

/** Code one part calls in another's chunk (kernel/context.ts). */
export const partLoaders: PartLoaders = {
  addToCart: () => import('./chunks/first-input').then((chunk) => chunk.cartActions),
  productForm: () => import('./chunks/product').then((chunk) => chunk.productForm),
  variationForm: () => import('./chunks/variation').then((chunk) => chunk.variationForm),
  notices: () => import('./chunks/page-start').then((chunk) => chunk.notices),
  flatsomeApi: () => import('./chunks/flatsome-api').then((chunk) => chunk.flatsomeApi),
  searchOverlay: () => import('./chunks/search').then((chunk) => chunk.searchOverlay),
};

/** WooCommerce's jQuery contract, where the page has jQuery. */
export const loadJQueryCompat = () => import('./chunks/jquery-compat');
