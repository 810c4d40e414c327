/**
 * `window.islas`: the one public facade for theme code (types: ./islas.d.ts, shipped as
 * dist/islas.d.ts; README "Theme developers", `window.islas`). Each call goes to what islas's own code
 * uses, so a theme's island hydrates like the built-in ones, its add to cart waits in the
 * same queue as the buttons, and its listeners hear the same events.
 */
import type { CartSnapshot, Islas, IslasCallback } from 'islas';
import { MINI_CART_SELECTOR } from '../cart/fragments';
import type { Fragments } from '../cart/types';
import type { PageContext } from '../kernel/context';
import { emit, listen } from '../kernel/events';
import type { FormFields } from '../http/client';
import { hydrateIslands, hydrationStrategies, type IslandRegistry } from '../kernel/islands';
import { $cart } from '../stores/cart';
import { $wishlist } from '../stores/wishlist';
import { readMiniCart } from './cart-summary';

export interface IslasApi {
  islas: Islas;
  /**
   * Binds the page (its cart, the parts' loaders) and calls the callbacks a theme queued (`window.islas` as an
   * array) before islas ran, so their islands are registered before the page's are hydrated.
   */
  attach(page: PageContext, queued: unknown): void;
  /** islas has started: islands registered from now on hydrate at once, and `ready` resolves. */
  started(): void;
}

/** `registry` is the object the entry hands to defineIslands: registering adds to it. */
export function createIslasApi(registry: IslandRegistry): IslasApi {
  // Set by attach(), which the entry calls before any other script can reach the API.
  let page: PageContext;
  let hasStarted = false;
  let resolveReady: (api: Islas) => void;
  /** The mini cart of the last fragments, for pages without one (the cart page). */
  let fragmentMiniCart: ParentNode | undefined;
  const cartListeners = new Set<() => void>();

  const cartSnapshot = (): CartSnapshot => {
    const { hash, pending } = $cart.get();
    return { hash, pending, ...readMiniCart(document.querySelector(MINI_CART_SELECTOR) ?? fragmentMiniCart) };
  };
  const cartChanged = (): void => cartListeners.forEach((listener) => listener());

  const islas: Islas = {
    ready: new Promise((resolve) => (resolveReady = resolve)),
    push(...callbacks: IslasCallback[]) {
      for (const callback of callbacks) {
        try {
          callback(islas);
        } catch (error) {
          console.error('[islas] window.islas.push: the callback failed.', error);
        }
      }
    },
    islands: {
      register(name, options) {
        const hydrate = options?.hydrate ?? 'load';
        if (!name || Object.hasOwn(registry, name) || typeof options?.load !== 'function' || !Object.hasOwn(hydrationStrategies, hydrate)) {
          console.error(`[islas] islas.islands.register("${name}") refused: the name is taken or empty, load is not a function or hydrate is not one of ${Object.keys(hydrationStrategies)}.`);
          return false;
        }
        registry[name] = { load: options.load, hydrate };
        if (hasStarted) hydrateIslands(document);
        return true;
      },
    },
    cart: {
      get: cartSnapshot,
      subscribe(listener) {
        let last: string | undefined;
        const check = (): void => {
          const now = cartSnapshot();
          const key = JSON.stringify(now);
          if (key !== last) {
            last = key;
            listener(now);
          }
        };
        check();
        cartListeners.add(check);
        return () => cartListeners.delete(check);
      },
      async add({ productId, quantity = 1, variationId, data, button }) {
        const fields: FormFields = { ...data, product_id: variationId ?? productId, quantity };
        // Without the theme's button, a detached one carrying the fields as data-*, as a
        // button would: listeners that read `$button.data('product_id')` still find it.
        const target = button ?? document.createElement('button');
        if (!button) for (const [key, value] of Object.entries(fields)) target.setAttribute(`data-${key}`, String(value));
        // The add-to-cart code travels in the first-input chunk (not needed before an add).
        const { addWithFeedback } = await page.load.addToCart();
        await addWithFeedback(target, fields, page.cart, { name: '', viewCartLink: false });
        return target.classList.contains('added');
      },
      refresh: () => page.cart.fragments.refresh(),
    },
    wishlist: {
      get: () => $wishlist.get(),
      subscribe: (listener) => $wishlist.subscribe(listener),
    },
    // Theme code follows the page from outside: it hears islas's own events too.
    on: (name, handler) => listen(document.body, name, handler, { own: true }),
    emit: (name, args, target) => emit(name, args, target),
  };

  return {
    islas,
    attach(context, queued) {
      page = context;
      $cart.listen(cartChanged);
      document.body.addEventListener('islas:fragments-applied', (event) => {
        const html = (event as CustomEvent<{ fragments?: Fragments }>).detail?.fragments?.[MINI_CART_SELECTOR];
        if (typeof html === 'string') {
          const template = document.createElement('template');
          template.innerHTML = html;
          fragmentMiniCart = template.content;
        }
        cartChanged();
      });
      if (Array.isArray(queued)) islas.push(...queued);
    },
    started() {
      hasStarted = true;
      resolveReady(islas);
    },
  };
}
