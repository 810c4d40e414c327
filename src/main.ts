/**
 * The islas entry: reads the page's config, runs the enhancers on the server markup,
 * starts the cart fragments and hydrates the islands. The only module with side effects.
 */
import { createCartRuntime } from './cart';
import { readConfig } from './config';
import { enhanceAddToCart } from './enhancers/add-to-cart';
import { enhanceMiniCartQuantity } from './enhancers/mini-cart-quantity';
import { raiseQuantitiesToMin } from './enhancers/quantity-min';
import { enhanceRemoveFromCart } from './enhancers/remove-from-cart';
import { setupI18n } from './i18n';
import { runLazyEnhancers, type LazyEnhancer } from './enhancers/lazy';
import { defineIslands, hydrateIslands, type IslandRegistry } from './islands';

const islands: IslandRegistry = {
  'mini-cart': {
    load: () => import('../widgets/mini-cart/index'),
    hydrate: 'idle',
    stockSelector: '.header-nav li.cart-item',
  },
};

/** Behaviours on server markup that only some pages have: each a lazy chunk. */
const lazyEnhancers: LazyEnhancer[] = [];

function start(): void {
  const config = readConfig(window);
  setupI18n();
  const cart = createCartRuntime(config);
  raiseQuantitiesToMin();
  enhanceAddToCart(cart);
  enhanceRemoveFromCart(cart);
  enhanceMiniCartQuantity(cart);
  runLazyEnhancers(lazyEnhancers, { config, cart });
  defineIslands(islands, config, cart);
  hydrateIslands(document);
  cart.fragments.start();
  document.documentElement.classList.replace('no-js', 'js');
  document.body.classList.replace('woocommerce-no-js', 'woocommerce-js');
}

start();
