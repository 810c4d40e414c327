/**
 * The cart's types, apart from its code: the page context (kernel/context.ts) names the
 * cart runtime, and the cart's code needs the islands registry, so the types stand alone
 * to keep the imports one-way.
 */
import type { FormFields } from '../http/client';
import type { IslasConfig } from '../kernel/config';
import type { SerialQueue } from './queue';

/** Cart fragments: `{selector: html}`, each selector's elements replaced by the markup. */
export type Fragments = Record<string, string>;

/** WooCommerce's answer to a cart change: new fragments and the new cart hash. */
export interface CartAnswer {
  fragments: Fragments;
  cart_hash: string;
}

export type AddResult = { kind: 'added'; answer: CartAnswer } | { kind: 'redirect'; url: string };

export interface CartRuntime {
  readonly config: IslasConfig;
  readonly queue: SerialQueue;
  readonly fragments: FragmentSync;
  /** POST `add_to_cart` with the button's data; resolves added or a product page to visit. */
  add(fields: FormFields): Promise<AddResult>;
  /** POST `remove_from_cart`; resolves undefined when the answer has no fragments. */
  remove(cartItemKey: string): Promise<CartAnswer | undefined>;
  /** POST admin-ajax `flatsome_ajax_cart_item_alter_quantity` (0 removes the line). */
  setQuantity(cartItemKey: string, quantity: string): Promise<CartAnswer | undefined>;
}

export interface FragmentSync {
  /** Applies a server answer's fragments, caches them and records the new hash. */
  commit(fragments: Fragments, hash: string): void;
  /** Fetches fresh fragments from the server and applies them. */
  refresh(): Promise<void>;
  /**
   * Starts the page-load check (cached fragments, or a refresh, where the page may show
   * another cart) and the listeners; returns a stop function. `serverMarkupIsCurrent`: the
   * page cannot have come from a page cache, so there is nothing to check at load.
   */
  start(options?: { serverMarkupIsCurrent?: boolean }): () => void;
}
