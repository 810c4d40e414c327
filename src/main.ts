/**
 * The islas entry: reads the page's config, runs the enhancers on the server markup,
 * starts the cart fragments and hydrates the islands. The only module with side effects.
 */
import { acceptForeignCartChanges, createCartRuntime, type CartRuntime } from './cart/cart';
import { isKept, readConfig, type IslasConfig } from './kernel/config';
import type { JQueryStatic } from './kernel/jquery/types';
import { raiseQuantitiesToMin } from './features/cart-actions/quantity-min';
import { enhanceSearchTrigger } from './features/search/search-trigger';
import { enhanceSkipLink } from './features/chrome/skip-link';
import { labelThumbnails } from './features/product/gallery-thumbnails';
import { wantsReviews } from './features/product/reviews-address';
import { lazyImages } from './features/chrome/lazy-images';
import { hasPreselection, markSelectionNeeded } from './features/product/variation-form/preselection';
import { setupI18n } from './kernel/i18n';
import { $lastAdded } from './stores/cart';
import { holdClicks, nextTask, rememberFirstInput } from './kernel/triggers';
import { runLazyEnhancers, type LazyEnhancer } from './kernel/lazy-enhancers';
import { defineIslands, hydrateIslands, islandSelector, type IslandRegistry } from './kernel/islands';
import { createIslasApi } from './api';
// The shared runtime as one chunk, with the lazy modules that import it too.
import './start/chunks/runtime';

const islands: IslandRegistry = {
  gallery: {
    load: () => import('./start/chunks/product').then((chunk) => chunk.gallery),
    // Zoom, thumbnails and the lightbox only matter once the shopper points at the gallery.
    hydrate: 'interaction',
    stockSelector: '.woocommerce-product-gallery',
    stock: 'flatsome-js',
  },
  'quick-view': {
    load: () => import('./start/chunks/product').then((chunk) => chunk.quickView),
    hydrate: 'interaction',
    stockSelector: 'a.quick-view[data-prod]',
    stock: 'flatsome-theme-woocommerce-js',
  },
  'sticky-add-to-cart': {
    load: () => import('./start/chunks/product').then((chunk) => chunk.stickyAddToCart),
    // The bar only shows after a scroll past the form.
    hydrate: 'input',
    stockSelector: '.sticky-add-to-cart-wrapper',
    stock: 'flatsome-theme-woocommerce-js',
  },
  'wishlist-badge': {
    load: () => import('./start/chunks/page-start').then((chunk) => chunk.wishlistBadge),
    hydrate: 'idle',
    stockSelector: '.header-wishlist-icon',
    stock: 'flatsome-js',
  },
  // Stepping is the eager enhancer; this island adds -/+ buttons where the server printed none.
  'quantity-stepper': {
    load: () => import('./start/chunks/page-start').then((chunk) => chunk.quantityStepper),
    hydrate: 'visible',
    stockSelector: 'div.quantity:not(.buttons_added):not(.hidden)',
    stock: 'flatsome-theme-woocommerce-js',
  },
  'mini-cart': {
    load: () => import('./start/chunks/header-islands').then((chunk) => chunk.miniCart),
    hydrate: 'interaction',
    // ...or at the first add to cart, which it reveals.
    wakeOn: (start) => $lastAdded.listen(start),
    // Flatsome's header cart, desktop (.header-nav) and mobile (.mobile-nav) alike.
    stockSelector: 'li.cart-item',
    stock: 'flatsome-js',
  },
  'store-notice': {
    load: () => import('./start/chunks/page-start').then((chunk) => chunk.storeNotice),
    hydrate: 'load',
    stockSelector: '.woocommerce-store-notice',
    stock: 'woocommerce',
  },
  'login-popup': {
    load: () => import('./start/chunks/header-islands').then((chunk) => chunk.loginPopup),
    hydrate: 'interaction',
    stockSelector: 'a[data-open="#login-form-popup"]',
    stock: 'flatsome-js',
  },
  'live-search': {
    load: () => import('./start/chunks/search').then((chunk) => chunk.liveSearch),
    hydrate: 'interaction',
    stockSelector: 'form.searchform',
    stock: 'flatsome-live-search',
  },
  'search-overlay': {
    load: () => import('./start/chunks/search').then((chunk) => chunk.searchOverlay),
    hydrate: 'interaction',
    stock: 'jetpack-instant-search',
  },
};

/**
 * The public API for theme code: `window.islas` once islas starts, and this module's
 * export (README "Extending islas"). Islands a theme registers join `islands` above.
 */
const api = createIslasApi(islands);
export const islas = api.islas;

/** The buttons WooCommerce's script marks `loading` at the click (not links it leaves to the browser). */
const AJAX_ADD_BUTTONS = '.ajax_add_to_cart[data-product_id]';

/** Behaviours on server markup that only some pages have: each a lazy chunk. */
const lazyEnhancers: LazyEnhancer[] = [
  {
    name: 'product-form',
    selector: 'form.cart',
    load: () => import('./start/chunks/product').then((chunk) => chunk.productForm),
    when: 'input',
    holdClicksOn: 'form.cart',
  },
  // Preselected (default) options show their variation at load; otherwise the product form starts it.
  {
    name: 'variation-form',
    selector: 'form.variations_form',
    load: () => import('./start/chunks/variation').then((chunk) => chunk.variationForm),
    when: 'input',
    neededAtLoad: (root) => [...root.querySelectorAll<HTMLFormElement>('form.variations_form')].some(hasPreselection),
    stock: 'wc-add-to-cart-variation',
  },
  {
    name: 'product-tabs',
    selector: '.woocommerce-tabs',
    load: () => import('./start/chunks/first-input').then((chunk) => chunk.productTabs),
    when: 'input',
    neededAtLoad: () => wantsReviews(new URL(location.href)),
    holdClicksOn: '.woocommerce-tabs, a.woocommerce-review-link',
    stock: 'wc-single-product',
  },
  {
    name: 'review-rating',
    selector: '#rating',
    load: () => import('./start/chunks/first-input').then((chunk) => chunk.reviewRating),
    when: 'input',
    holdClicksOn: '#review_form',
    stock: 'wc-single-product',
  },
  {
    name: 'wishlist',
    selector: '.wishlist-button',
    load: () => import('./start/chunks/first-input').then((chunk) => chunk.wishlist),
    when: 'input',
    holdClicksOn: '.wishlist-button',
    stock: 'flatsome-js',
  },
  // WooCommerce's cart.js, checkout.js and the address fields, where their forms are.
  {
    name: 'cart-page',
    selector: 'form.woocommerce-cart-form, .cart_totals',
    load: () => import('./start/chunks/cart-checkout').then((chunk) => chunk.cartPage),
    when: 'input',
    // Only what the chunk handles: product links and "Finalizar compra" stay plain links.
    holdClicksOn:
      '.woocommerce-cart-form button, .woocommerce-cart-form .product-remove > a, a.restore-item, a.woocommerce-remove-coupon, .shipping-calculator-button, .cart_totals button, form.checkout_coupon button',
    stock: 'wc-cart',
  },
  {
    name: 'checkout',
    selector: 'form.checkout',
    load: () => import('./start/chunks/cart-checkout').then((chunk) => chunk.checkout),
    when: 'input',
    // Gateways start their fields on init_checkout / updated_checkout, sent at load.
    neededAtLoad: () => typeof (window as { jQuery?: unknown }).jQuery === 'function',
    holdClicksOn: 'form.checkout, .woocommerce-form-coupon-toggle, .woocommerce-form-login-toggle, form.checkout_coupon, form.woocommerce-form-login',
    stock: 'wc-checkout',
  },
  {
    name: 'address',
    selector: '.country_to_state',
    load: () => import('./start/chunks/cart-checkout').then((chunk) => chunk.address),
    when: 'input',
    stock: 'wc-country-select',
  },
  // Add-to-cart buttons, quantity -/+ buttons, mini-cart quantities and remove links: on
  // every page, once the shopper acts.
  {
    name: 'cart-actions',
    selector: 'body',
    load: () => import('./start/chunks/first-input').then((chunk) => chunk.cartActions),
    when: 'input',
    holdClicksOn: '.add_to_cart_button, .quantity .minus, .quantity .plus, .remove_from_cart_button',
    loadingWhileHeld: AJAX_ADD_BUTTONS,
    holdChangesOn: '.woocommerce-mini-cart-item input.qty',
  },
  // Header, forms, notices, content elements, coming-soon banner, order attribution. Its
  // enhancers hold clicks on their markup once the chunk has run; before that, they are held here.
  {
    name: 'chrome',
    selector: 'body',
    load: () => import('./start/chunks/page-start').then((chunk) => chunk.chrome),
    holdClicksOn: '#coming-soon-footer-banner, .accordion, .tabbed-content',
  },
];

/**
 * Where the server kept a stock script (another script depends on it), its part of islas
 * stays off: `islas_params.kept_scripts`.
 */
async function startPage(config: IslasConfig, cart: CartRuntime): Promise<void> {
  const replaces = (handle: string): boolean => !isKept(config, handle);
  // islas starts in three tasks: the config, the cart and the API (with the module's own
  // evaluation), then the enhancers, then the islands. As one task it blocked input for
  // longer than 50 ms on Lighthouse's throttled phone (its TBT). Clicks in between are held
  // (startPageHoldingClicks).
  await nextTask();
  enhanceSkipLink();
  labelThumbnails();
  if (replaces('flatsome-js')) lazyImages();
  if (replaces('woocommerce')) raiseQuantitiesToMin();
  if (replaces('wc-add-to-cart-variation')) markSelectionNeeded(document);
  // Plugins that post add_to_cart themselves and announce it the standard way.
  acceptForeignCartChanges(cart, { apply: replaces('wc-add-to-cart') });
  runLazyEnhancers(lazyEnhancers, { config, cart });
  await nextTask();
  if (replaces('jetpack-instant-search')) {
    enhanceSearchTrigger(config, () => import('./start/chunks/search').then((chunk) => chunk.searchOverlay));
  }
  defineIslands(islands, config, cart);
  hydrateIslands(document);
  // The cart and checkout pages are never page-cached (WooCommerce marks them DONOTCACHEPAGE)
  // and stock WooCommerce runs no cart fragments there: their header already shows the cart.
  const cartPage = ['woocommerce-cart', 'woocommerce-checkout'].some((name) => document.body.classList.contains(name));
  if (replaces('wc-cart-fragments')) cart.fragments.start({ serverMarkupIsCurrent: cartPage });
  document.documentElement.classList.replace('no-js', 'js');
  document.body.classList.replace('woocommerce-no-js', 'woocommerce-js');
  api.started();
}

/**
 * startPage, with a click on markup islas takes (its islands' and lazy enhancers') held
 * until it has run: between its first task and its last, such a click would find neither
 * those parts' own holds nor WooCommerce's handlers, and go to the link's no-JS address (a
 * full page load for an add to cart). It is played again to the parts there by then.
 */
function startPageHoldingClicks(config: IslasConfig, cart: CartRuntime): Promise<void> {
  const started = startPage(config, cart);
  const held = [islandSelector(islands), ...lazyEnhancers.map((enhancer) => enhancer.holdClicksOn)];
  holdClicks(held.filter(Boolean).join(), started, document, AJAX_ADD_BUTTONS);
  // The hold handles a failed start too; what is returned still rejects, so it shows.
  return started.then();
}

/**
 * With jQuery on the page, WooCommerce's jQuery contract comes first (a lazy chunk): the
 * event bridge, so every listener islas adds also hears jQuery triggers, and the `$.fn`
 * plugins, held behind jQuery's ready so plugins that call them at ready find them.
 */
function start(): void {
  rememberFirstInput();
  const config = readConfig(window);
  setupI18n();
  const cart = createCartRuntime(config);
  // Callbacks a theme queued before islas ran (`window.islas` as an array) run now, so
  // their islands are registered before the page's are hydrated.
  const queued = window.islas;
  window.islas = islas;
  api.attach(cart, queued);
  const jQuery = (window as { jQuery?: JQueryStatic }).jQuery;
  if (typeof jQuery !== 'function') {
    void startPageHoldingClicks(config, cart);
    return;
  }
  jQuery.holdReady?.(true);
  void import('./kernel/jquery/jquery-compat')
    .then((compat) => compat.install(jQuery, { config, cart }))
    .catch((error: unknown) => console.error('[islas] the jQuery bridge could not be loaded.', error))
    .then(() => startPageHoldingClicks(config, cart))
    .finally(() => jQuery.holdReady?.(false));
}

start();
