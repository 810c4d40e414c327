/**
 * How islas starts on a page: reads the config, makes the cart and the page context, runs
 * the enhancers on the server markup, hydrates the islands and starts the cart fragments,
 * in three tasks, holding clicks on its markup until it has. The parts themselves are in
 * the table (parts.ts).
 */
import { acceptForeignCartChanges, createCartRuntime } from '../cart/cart';
import { isKept, readConfig } from '../kernel/config';
import type { PageContext } from '../kernel/context';
import type { JQueryStatic } from '../kernel/jquery/types';
import { raiseQuantitiesToMin } from '../features/cart-actions/quantity-min';
import { enhanceSkipLink } from '../features/chrome/skip-link';
import { lazyImages } from '../features/chrome/lazy-images';
import { markSelectionNeeded } from '../features/product/variation-form/preselection';
import { setupI18n } from '../kernel/i18n';
import { clickOnSpace, holdClicks, nextTask, rememberFirstInput } from '../kernel/triggers';
import { runLazyEnhancers } from '../kernel/lazy-enhancers';
import { prefetchAtIdle } from '../kernel/prefetch';
import { defineIslands, hydrateIslands, islandSelector } from '../kernel/islands';
import { createIslasApi, type IslasApi } from '../api';
import { AJAX_ADD_BUTTONS, isCartOrCheckout, islands, lazyEnhancers, loadJQueryCompat, partLoaders } from './parts';
// The shared runtime as one chunk, with the lazy modules that import it too.
import './chunks/runtime';

/**
 * Where the server kept a stock script (another script depends on it), its part of islas
 * stays off: `islas_params.kept_scripts`.
 */
async function startPage(api: IslasApi, page: PageContext): Promise<void> {
  const { config, cart } = page;
  const replaces = (handle: string): boolean => !isKept(config, handle);
  // islas starts in three tasks: the config, the cart and the API (with the module's own
  // evaluation), then the enhancers, then the islands. As one task it blocked input for
  // longer than 50 ms on Lighthouse's throttled phone (its TBT). Clicks in between are held
  // (startPageHoldingClicks).
  await nextTask();
  enhanceSkipLink();
  if (replaces('flatsome-js')) lazyImages();
  if (replaces('woocommerce')) raiseQuantitiesToMin();
  if (replaces('wc-add-to-cart-variation')) markSelectionNeeded(document);
  // Plugins that post add_to_cart themselves and announce it the standard way.
  acceptForeignCartChanges(cart, { apply: replaces('wc-add-to-cart') });
  runLazyEnhancers(lazyEnhancers, page);
  await nextTask();
  defineIslands(islands, page);
  hydrateIslands(document);
  // The cart and checkout pages are never page-cached (WooCommerce marks them DONOTCACHEPAGE)
  // and stock WooCommerce runs no cart fragments there: their header already shows the cart.
  if (replaces('wc-cart-fragments')) cart.fragments.start({ serverMarkupIsCurrent: isCartOrCheckout(document) });
  const html = document.documentElement.classList;
  html.replace('no-js', 'js');
  // Flatsome prints html.loading-site on every page; its site loader (row 19 of the
  // inventory) fades out by the theme's own CSS once the class is gone, and islas's
  // critical CSS takes it out of the way a second later, as Flatsome's script removed it.
  html.remove('loading-site');
  // As flatsome-js does as it loads (row 80): the category widget's current category is active.
  if (replaces('flatsome-js')) for (const item of document.querySelectorAll('.current-cat')) item.classList.add('active');
  document.body.classList.replace('woocommerce-no-js', 'woocommerce-js');
  api.started();
  prefetchAtIdle((window as { islas_params?: { prefetch?: unknown } }).islas_params?.prefetch);
}

/**
 * startPage, after `first` (the jQuery bridge, where jQuery is), with a click on markup
 * islas takes (its islands' and lazy enhancers') held until it has run: until its last
 * task, such a click would find neither those parts' own holds nor WooCommerce's handlers,
 * and go to the link's no-JS address (a full page load for an add to cart). It is played
 * again to the parts there by then.
 */
function startPageHoldingClicks(api: IslasApi, page: PageContext, first?: Promise<void>): Promise<void> {
  const started = first ? first.then(() => startPage(api, page)) : startPage(api, page);
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
/**
 * Starts islas on this page and returns the public API (`window.islas`, README "Theme
 * developers"); theme islands registered through it join the table's islands.
 */
export function startIslas(): IslasApi['islas'] {
  const api = createIslasApi(islands);
  rememberFirstInput();
  const config = readConfig(window);
  setupI18n();
  const page: PageContext = { config, cart: createCartRuntime(config), load: partLoaders };
  // Callbacks a theme queued before islas ran (`window.islas` as an array) run now, so
  // their islands are registered before the page's are hydrated.
  const queued = window.islas;
  window.islas = api.islas;
  api.attach(page, queued);
  // Flatsome's role=button links take Space from the first-input chunk (the role-button part);
  // a Space before then, maybe the page's first input, clicks them (and the click is held).
  if (!isKept(config, 'flatsome-js')) clickOnSpace('[data-flatsome-role-button][role=button]', 'role-button');
  const jQuery = (window as { jQuery?: JQueryStatic }).jQuery;
  if (typeof jQuery !== 'function') {
    void startPageHoldingClicks(api, page);
    return api.islas;
  }
  jQuery.holdReady?.(true);
  // Clicks are held from now on, while the bridge's chunk is on its way too.
  const bridged = loadJQueryCompat()
    .then((compat) => compat.install(jQuery, page))
    .catch((error: unknown) => console.error('[islas] the jQuery bridge could not be loaded.', error));
  void startPageHoldingClicks(api, page, bridged).finally(() => jQuery.holdReady?.(false));
  return api.islas;
}
