/**
 * The islas entry: reads the page's config, runs the enhancers on the server markup,
 * starts the cart fragments and hydrates the islands. The only module with side effects.
 */
import { createCartRuntime } from './cart';
import { readConfig } from './config';
import { enhanceAddToCart } from './enhancers/add-to-cart';
import { enhanceMiniCartQuantity } from './enhancers/mini-cart-quantity';
import { raiseQuantitiesToMin } from './enhancers/quantity-min';
import { enhanceQuantityStepper } from './enhancers/quantity-stepper';
import { enhanceRemoveFromCart } from './enhancers/remove-from-cart';
import { enhanceSearchTrigger } from './enhancers/search-trigger';
import { enhanceSkipLink } from './enhancers/skip-link';
import { labelThumbnails } from './enhancers/gallery-thumbnails';
import { wantsReviews } from './enhancers/reviews-address';
import { setupI18n } from './i18n';
import { $lastAdded } from './stores/cart';
import { rememberFirstInput } from './triggers';
import { runLazyEnhancers, type LazyEnhancer } from './enhancers/lazy';
import { defineIslands, hydrateIslands, type IslandRegistry } from './islands';
// The shared runtime as one chunk, with the lazy modules that import it too.
import './runtime';

const islands: IslandRegistry = {
  gallery: {
    load: () => import('./chunks/product').then((chunk) => chunk.gallery),
    // Zoom, thumbnails and the lightbox only matter once the shopper points at the gallery.
    hydrate: 'interaction',
    stockSelector: '.woocommerce-product-gallery',
  },
  'quick-view': {
    load: () => import('./chunks/product').then((chunk) => chunk.quickView),
    hydrate: 'interaction',
    stockSelector: 'a.quick-view[data-prod]',
  },
  'sticky-add-to-cart': {
    load: () => import('./chunks/product').then((chunk) => chunk.stickyAddToCart),
    // The bar only shows after a scroll past the form.
    hydrate: 'input',
    stockSelector: '.sticky-add-to-cart-wrapper',
  },
  'wishlist-badge': {
    load: () => import('./chunks/page-start').then((chunk) => chunk.wishlistBadge),
    hydrate: 'idle',
    stockSelector: '.header-wishlist-icon',
  },
  // Stepping is the eager enhancer; this island adds -/+ buttons where the server printed none.
  'quantity-stepper': {
    load: () => import('./chunks/page-start').then((chunk) => chunk.quantityStepper),
    hydrate: 'visible',
    stockSelector: 'div.quantity:not(.buttons_added):not(.hidden)',
  },
  'mini-cart': {
    load: () => import('./chunks/header-islands').then((chunk) => chunk.miniCart),
    hydrate: 'interaction',
    // ...or at the first add to cart, which it reveals.
    wakeOn: (start) => $lastAdded.listen(start),
    // Flatsome's header cart, desktop (.header-nav) and mobile (.mobile-nav) alike.
    stockSelector: 'li.cart-item',
  },
  'store-notice': {
    load: () => import('./chunks/page-start').then((chunk) => chunk.storeNotice),
    hydrate: 'load',
    stockSelector: '.woocommerce-store-notice',
  },
  'login-popup': {
    load: () => import('./chunks/header-islands').then((chunk) => chunk.loginPopup),
    hydrate: 'interaction',
    stockSelector: 'a[data-open="#login-form-popup"]',
  },
  'live-search': {
    load: () => import('./chunks/search').then((chunk) => chunk.liveSearch),
    hydrate: 'interaction',
    stockSelector: 'form.searchform',
  },
  'search-overlay': { load: () => import('./chunks/search').then((chunk) => chunk.searchOverlay), hydrate: 'interaction' },
};

/** Behaviours on server markup that only some pages have: each a lazy chunk. */
const lazyEnhancers: LazyEnhancer[] = [
  {
    name: 'product-form',
    selector: 'form.cart',
    load: () => import('./chunks/product').then((chunk) => chunk.productForm),
    when: 'input',
    holdClicksOn: 'form.cart',
  },
  {
    name: 'product-tabs',
    selector: '.woocommerce-tabs',
    load: () => import('./chunks/product').then((chunk) => chunk.productTabs),
    when: 'input',
    neededAtLoad: () => wantsReviews(new URL(location.href)),
    holdClicksOn: '.woocommerce-tabs, a.woocommerce-review-link',
  },
  {
    name: 'wishlist',
    selector: '.wishlist-button',
    load: () => import('./chunks/first-input').then((chunk) => chunk.wishlist),
    when: 'input',
    holdClicksOn: '.wishlist-button',
  },
  // Header, forms, notices, content elements, coming-soon banner, order attribution.
  { name: 'chrome', selector: 'body', load: () => import('./chunks/page-start').then((chunk) => chunk.chrome) },
];

function start(): void {
  rememberFirstInput();
  const config = readConfig(window);
  setupI18n();
  const cart = createCartRuntime(config);
  enhanceSkipLink();
  labelThumbnails();
  raiseQuantitiesToMin();
  enhanceQuantityStepper();
  enhanceAddToCart(cart);
  enhanceRemoveFromCart(cart);
  enhanceMiniCartQuantity(cart);
  runLazyEnhancers(lazyEnhancers, { config, cart });
  enhanceSearchTrigger(config, () => import('./chunks/search').then((chunk) => chunk.searchOverlay));
  defineIslands(islands, config, cart);
  hydrateIslands(document);
  cart.fragments.start();
  document.documentElement.classList.replace('no-js', 'js');
  document.body.classList.replace('woocommerce-no-js', 'woocommerce-js');
}

start();
