/**
 * Cart actions: add, remove, change a line's quantity, refresh. Every request goes
 * through one serial queue (one in flight, in order, never retried, so nothing is lost
 * or doubled) and every successful answer's fragments are applied, cached and announced.
 */
import type { IslasConfig } from '../kernel/config';
import { emit, listen } from '../kernel/events';
import { hydrateIslands } from '../kernel/islands';
import {
  applyFragments,
  cookieCartHash,
  createFragmentCache,
  isFragments,
  markUpdating,
  refreshWhenCartChanges,
  MINI_CART_SELECTOR,
} from './fragments';
import { createWooHttp, type FormFields, type WooHttp } from '../http/client';
import { InvalidResponseError } from '../http/errors/invalid-response-error';
import { createSerialQueue } from './queue';
import type { AddResult, CartAnswer, CartRuntime, Fragments, FragmentSync } from './types';
import { markAdded, setCartHash, setPendingWrites } from '../stores/cart';
import { safeUrl } from '../dom/url-guard';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer if it carries fragments, else undefined. */
export function readCartAnswer(value: unknown): CartAnswer | undefined {
  if (!isRecord(value) || !isFragments(value.fragments)) return undefined;
  const hash = value.cart_hash;
  return { fragments: value.fragments, cart_hash: typeof hash === 'string' ? hash : '' };
}

/**
 * An error answer's `product_url` (the product needs choices) is followed only to a page
 * of this site: a `javascript:` or off-site one is a failed add, which the shopper is told.
 */
export function readAddAnswer(value: unknown): AddResult {
  const url = isRecord(value) && value.error ? safeUrl(value.product_url) : null;
  if (url) return { kind: 'redirect', url };
  const answer = readCartAnswer(value);
  if (answer) return { kind: 'added', answer };
  throw new InvalidResponseError('add_to_cart answered without fragments.', JSON.stringify(value).slice(0, 500));
}

/** The selectors the next answer will most likely replace: the last answer's, or the mini cart. */
function expectedSelectors(lastKeys: string[]): string[] {
  return lastKeys.length > 0 ? lastKeys : [MINI_CART_SELECTOR];
}

export function createCartRuntime(config: IslasConfig, http: WooHttp = createWooHttp(config)): CartRuntime {
  const queue = createSerialQueue(setPendingWrites);
  const cache = createFragmentCache(config);
  let lastKeys: string[] = [];

  function commit(fragments: Fragments, hash: string): void {
    lastKeys = Object.keys(fragments);
    applyFragments(fragments);
    cache.save(fragments, hash);
    setCartHash(hash);
  }

  /** Runs a cart write in the queue with the affected markup faded while it runs. */
  function write<T>(send: () => Promise<T>, options: { replaceKey?: string } = {}): Promise<T> {
    return queue.push(async () => {
      const restore = markUpdating(expectedSelectors(lastKeys));
      try {
        return await send();
      } finally {
        restore();
      }
    }, options);
  }

  async function fetchFragments(): Promise<void> {
    const answer = readCartAnswer(
      await http.wcAjax('get_refreshed_fragments', { time: Date.now() }, { timeout: config.refreshTimeout }),
    );
    if (!answer) throw new InvalidResponseError('get_refreshed_fragments answered without fragments.', '');
    commit(answer.fragments, answer.cart_hash);
    emit('wc_fragments_refreshed');
  }

  const fragments: FragmentSync = {
    commit,
    refresh() {
      return write(fetchFragments, { replaceKey: 'refresh' }).catch((error: unknown) => {
        console.warn('[islas] the cart fragments could not be refreshed.', error);
        emit('wc_fragments_ajax_error');
      });
    },
    start({ serverMarkupIsCurrent = false } = {}) {
      const hash = cookieCartHash();
      const cached = serverMarkupIsCurrent ? undefined : cache.load(hash);
      setCartHash(hash);
      if (serverMarkupIsCurrent) {
        // Nothing to check at load: this page shows the cart as the server has it now.
      } else if (cached) {
        // A cached page may show another cart; the cache for this hash is the truth.
        lastKeys = Object.keys(cached);
        applyFragments(cached);
        emit('wc_fragments_loaded');
      } else if (hash !== '' || cache.stored()) {
        void fragments.refresh();
      }
      // With no cart and nothing cached the server markup is already right: no request.
      return refreshWhenCartChanges(config, () => void fragments.refresh());
    },
  };

  /** After a failed write the server may still have applied it: show the server's cart. */
  function reconcileAfter<T>(promise: Promise<T>): Promise<T> {
    return promise.catch((error: unknown) => {
      void fragments.refresh();
      throw error;
    });
  }

  return {
    config,
    queue,
    fragments,
    add(fields) {
      return reconcileAfter(
        write(async () => {
          const result = readAddAnswer(await http.wcAjax('add_to_cart', fields));
          if (result.kind === 'added') commit(result.answer.fragments, result.answer.cart_hash);
          return result;
        }),
      );
    },
    remove(cartItemKey) {
      return reconcileAfter(
        write(async () => {
          const answer = readCartAnswer(await http.wcAjax('remove_from_cart', { cart_item_key: cartItemKey }));
          if (answer) commit(answer.fragments, answer.cart_hash);
          return answer;
        }),
      );
    },
    setQuantity(cartItemKey, quantity) {
      return reconcileAfter(
        write(
          async () => {
            const text = await http.adminAjax('flatsome_ajax_cart_item_alter_quantity', {
              quantity,
              cart_item_key: cartItemKey,
            });
            let answer: CartAnswer | undefined;
            try {
              answer = readCartAnswer(JSON.parse(text));
            } catch {
              answer = undefined;
            }
            // Flatsome answers before refreshing; when the answer has no fragments, ask.
            if (answer) commit(answer.fragments, answer.cart_hash);
            else await fetchFragments();
            return answer;
          },
          { replaceKey: `quantity:${cartItemKey}` },
        ),
      );
    },
  };
}

/**
 * A plugin that posts add_to_cart (or remove_from_cart) itself announces it the standard
 * way: `added_to_cart` / `removed_from_cart` on document.body with [fragments, cart_hash,
 * $button]. WooCommerce's add-to-cart script applies those fragments; where islas replaces
 * it (`apply`), islas does, once (its own events never come back here). Either way the
 * stores learn the new hash, the mini cart opens for an add, and islands in markup the
 * stock script replaced are hydrated.
 */
export function acceptForeignCartChanges(cart: CartRuntime, options: { apply: boolean }): () => void {
  const accept = (name: 'added_to_cart' | 'removed_from_cart') =>
    listen(document.body, name, ([fragments, hash, button]) => {
      const cartHash = typeof hash === 'string' ? hash : '';
      if (options.apply && isFragments(fragments)) {
        cart.fragments.commit(fragments, cartHash);
        emit('wc_fragments_loaded');
      } else {
        setCartHash(cartHash);
        hydrateIslands(document);
      }
      if (name === 'added_to_cart') {
        markAdded(button instanceof Element ? (button.getAttribute('data-product_id') ?? '') : '');
      }
    });
  const stops = [accept('added_to_cart'), accept('removed_from_cart')];
  return () => stops.forEach((stop) => stop());
}
