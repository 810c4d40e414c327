/**
 * Cart fragments, as WooCommerce's cart-fragments script keeps them: `{selector: html}`
 * applied by replacing each selector's elements; cached in sessionStorage and trusted
 * only while younger than a day and either stored under a hash equal to the
 * `woocommerce_cart_hash` cookie or, for an empty cart the cookies confirm, an empty mini
 * cart; refreshed from `get_refreshed_fragments` otherwise, when another tab changes the
 * cart, and when the page comes back from the back/forward cache.
 */
import { isRecord, type IslasConfig } from '../kernel/config';
import { getCookie } from '../kernel/cookies';
import { onRequest } from '../kernel/events';
import { hydrateIslands, unmountIslands } from '../kernel/islands';
import { $cart } from '../stores/cart';
import type { Fragments } from './types';

/** WooCommerce's standard fragment: the mini cart. */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
const CREATED_KEY = 'wc_cart_created';
const DAY_MS = 24 * 60 * 60 * 1000;
const UPDATING_CLASS = 'updating';

export function isFragments(value: unknown): value is Fragments {
  return isRecord(value) && Object.values(value).every((html) => typeof html === 'string');
}

/**
 * Fades the elements that the next answer will replace to 0.6 opacity while a cart
 * request runs. Returns the function that undoes it (for a request that failed);
 * replaced elements come back fresh at full opacity.
 */
export function markUpdating(selectors: Iterable<string>, root: ParentNode = document): () => void {
  const marked: HTMLElement[] = [];
  for (const selector of selectors) {
    try {
      root.querySelectorAll<HTMLElement>(selector).forEach((el) => marked.push(el));
    } catch {
      // An invalid selector from a stored answer marks nothing.
    }
  }
  for (const el of marked) {
    el.classList.add(UPDATING_CLASS);
    el.style.opacity = '0.6';
    el.setAttribute('aria-busy', 'true');
  }
  return () => {
    for (const el of marked) {
      el.classList.remove(UPDATING_CLASS);
      el.style.removeProperty('opacity');
      el.removeAttribute('aria-busy');
    }
  };
}

function toNodes(html: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes];
}

/**
 * Replaces the markup at each selector. Fires a cancelable `islas:before-fragments`
 * on document.body first (preventDefault skips the swap) and `islas:fragments-applied`
 * after. Islands inside replaced markup are unmounted; those in the new markup mounted.
 * Returns the selectors that matched nothing on this page.
 */
export function applyFragments(fragments: Fragments, root: ParentNode = document): string[] {
  const before = new CustomEvent('islas:before-fragments', { cancelable: true, detail: { fragments } });
  if (!document.body.dispatchEvent(before)) return [];
  const missing: string[] = [];
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: HTMLElement[];
    try {
      targets = [...root.querySelectorAll<HTMLElement>(selector)];
    } catch {
      console.warn(`[islas] fragment selector "${selector}" is not a valid CSS selector; skipped.`);
      continue;
    }
    if (targets.length === 0) missing.push(selector);
    for (const target of targets) {
      unmountIslands(target);
      const nodes = toNodes(html);
      target.replaceWith(...nodes);
      for (const node of nodes) if (node instanceof HTMLElement) hydrateIslands(node);
    }
  }
  if (missing.length > 0) {
    console.info(`[islas] cart fragments with no element on this page: ${missing.join(', ')}`);
  }
  document.body.dispatchEvent(new CustomEvent('islas:fragments-applied', { detail: { fragments } }));
  return missing;
}

/** The cart hash the server last set; '' for an empty cart. */
export function cookieCartHash(): string {
  return getCookie('woocommerce_cart_hash') ?? '';
}

/**
 * The store, or undefined where storage is blocked (reading the property throws, or gives
 * null). No test write: where writes fail (a full quota, old private modes), `save` catches
 * them, and a write at every page load would cost the main thread and wake other tabs'
 * storage listeners.
 */
function storage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

/** The sessionStorage cache of fragments, under WooCommerce's own keys. */
export interface FragmentCache {
  save(fragments: Fragments, hash: string): void;
  /** Cached fragments for the cookies' cart, or undefined when absent, stale or not to be trusted. */
  load(hash: string, now?: number): Fragments | undefined;
  /** Whether anything is stored (then an untrusted cache is refreshed over). */
  stored(): boolean;
}

export function createFragmentCache(config: IslasConfig): FragmentCache {
  const session = storage('sessionStorage');
  return {
    save(fragments, hash) {
      if (!session) return;
      try {
        const previous = session.getItem(config.cartHashKey);
        session.setItem(config.fragmentName, JSON.stringify(fragments));
        session.setItem(config.cartHashKey, hash);
        if (previous !== hash || session.getItem(CREATED_KEY) === null) {
          session.setItem(CREATED_KEY, String(Date.now()));
        }
        // Other tabs learn of the change through the storage event on this key. Opened
        // here, not at load: no page load pays for a store only a cart change writes.
        storage('localStorage')?.setItem(config.cartHashKey, hash);
      } catch {
        // A full storage quota (a huge fragment) only costs the cache.
      }
    },
    load(hash, now = Date.now()) {
      if (!session) return undefined;
      const created = Number(session.getItem(CREATED_KEY));
      if (session.getItem(config.cartHashKey) !== hash || !(now - created <= DAY_MS)) return undefined;
      try {
        const fragments: unknown = JSON.parse(session.getItem(config.fragmentName) ?? 'null');
        const miniCart = isFragments(fragments) ? fragments[MINI_CART_SELECTOR] : undefined;
        // An empty hash matches any empty cart, so anything could sit under it: only an
        // empty mini cart, for a cart the cookies say is empty, is taken without asking.
        const empty = !getCookie('woocommerce_items_in_cart') && !miniCart?.includes('woocommerce-mini-cart-item');
        return miniCart !== undefined && (hash !== '' || empty) ? (fragments as Fragments) : undefined;
      } catch {
        return undefined;
      }
    },
    stored() {
      return !!session?.getItem(config.fragmentName);
    },
  };
}

/**
 * Refreshes the fragments whenever the cart may have changed elsewhere: another tab wrote a
 * new cart hash, the page came back from the back/forward cache, or a plugin or the stock
 * cart page asked for it. Returns a stop function.
 */
export function refreshWhenCartChanges(config: IslasConfig, refresh: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === config.cartHashKey && (event.newValue ?? '') !== $cart.get().hash) refresh();
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) refresh();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  const stops = ['wc_fragment_refresh', 'updated_wc_div', 'updated_cart_totals'].map((name) => onRequest(name, refresh));
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
    stops.forEach((stop) => stop());
  };
}
