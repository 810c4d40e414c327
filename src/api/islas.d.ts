/**
 * islas's public API for theme code, shipped as dist/islas.d.ts (build.mjs copies this
 * file). src/api/index.ts implements these types, so they cannot drift apart.
 *
 * Two ways in (README "Theme developers", `window.islas`):
 * - `window.islas`: before islas's module has run it may be missing or the array a theme
 *   started; push a callback and islas calls it when it starts, before islands hydrate:
 *   `(window.islas = window.islas || []).push((islas) => { ... })`. Once islas has
 *   started, `window.islas` is the API and `push` calls at once.
 * - the `islas` export of dist/main.js, the script module WordPress registers as "islas":
 *   `import { islas } from 'islas'` in a theme module that depends on it.
 *
 * In a theme's TypeScript: list this file in tsconfig's "files" (or
 * `/// <reference path="…/islas.d.ts" />`).
 */
declare module 'islas' {
  /**
   * When an island's code loads and mounts: `load` at once; `idle` when the browser is
   * idle; `visible` when the element scrolls into view; `interaction` at the first pointer,
   * focus, touch or key on it (a click before it is ready is replayed); `input` at the
   * shopper's first input anywhere on the page.
   */
  export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'input';

  /** What an island's `mount` receives besides its element. */
  export interface IslandContext {
    /** The name the island was registered under (its `data-island`). */
    readonly name: string;
    /** The element's `data-props` JSON object; `{}` when it has none. */
    readonly props: Readonly<Record<string, unknown>>;
    /** A page-unique prefix for the ids of elements the island creates. */
    readonly idPrefix: string;
  }

  /** Undoes what `mount` did; called when the element leaves the page (a replaced cart fragment). */
  export type Unmount = () => void;

  export interface IslandModule {
    /**
     * Takes over `el`, whose server markup worked without JavaScript until now. Throwing
     * keeps that markup and dispatches `islas:island-error` on `el`.
     */
    mount(el: HTMLElement, ctx: IslandContext): Unmount;
  }

  export interface IslandOptions {
    /** Loads the island's code, e.g. `() => import('./my-island.js')`; retried once, given up after 120 s. */
    load(): Promise<IslandModule>;
    /** Used when the element has no valid `data-hydrate`; default `load`. */
    hydrate?: HydrationStrategy;
  }

  /** The cart as islas knows it. Money and names stay in the server's markup. */
  export interface CartSnapshot {
    /** The cart hash (`woocommerce_cart_hash` cookie) of the last answer; `''` for an empty cart. */
    readonly hash: string;
    /** Cart requests waiting or running in islas's queue. */
    readonly pending: number;
    /** Items in the cart (quantities added up), as the server's mini cart lists them; `null` until islas has seen one. */
    readonly count: number | null;
    /** The cart subtotal as the mini cart shows it, in currency units (`12.3`); `null` until islas has seen one. */
    readonly subtotal: number | null;
  }

  export interface AddToCartOptions {
    productId: number | string;
    /** Default 1. */
    quantity?: number | string;
    /** A variation to add: WooCommerce's add_to_cart endpoint takes the variation's own id. */
    variationId?: number | string;
    /** More fields to post, e.g. `{ success_message: '…' }` (announced to screen readers on success). */
    data?: Record<string, string | number>;
    /** The theme's own button: it gets WooCommerce's `loading` / `added` classes and is the events' `$button`. */
    button?: HTMLElement;
  }

  /** The wishlist as the page knows it (what the shopper toggled here, and the server's count). */
  export interface WishlistSnapshot {
    /** Product ids known to be in the wishlist. */
    readonly added: readonly string[];
    /** Product ids with a request running. */
    readonly pending: readonly string[];
    /** The count the server last gave; `null` until it gave one. */
    readonly count: number | null;
  }

  /**
   * WooCommerce's events islas fires and hears (docs/jquery-contract.md), e.g.
   * `added_to_cart` [fragments, cart_hash, button], `removed_from_cart`,
   * `wc_fragments_loaded`, `wc_fragments_refreshed`, `updated_cart_totals`,
   * `updated_checkout`, `found_variation`; any other name works too.
   */
  export type EventName =
    | 'adding_to_cart'
    | 'added_to_cart'
    | 'removed_from_cart'
    | 'wc_fragments_loaded'
    | 'wc_fragments_refreshed'
    | 'wc_fragments_ajax_error'
    | 'wc_cart_button_updated'
    | 'updated_wc_div'
    | 'updated_cart_totals'
    | 'updated_checkout'
    | 'found_variation'
    | 'reset_data'
    | (string & {});

  /** WooCommerce's arguments (elements unwrapped, never jQuery objects) and the element it fired on. */
  export type EventHandler = (args: unknown[], target: EventTarget | null) => void;

  export type IslasCallback = (islas: Islas) => void;

  export interface Islas {
    /** Resolves once islas has started: enhancers run, islands on the page scheduled. */
    readonly ready: Promise<Islas>;
    /** Calls each callback with the API (at once: islas has started). Errors are logged, not thrown. */
    push(...callbacks: IslasCallback[]): void;
    readonly islands: {
      /**
       * Registers an island for `[data-island="<name>"]` hooks: they hydrate like the built-in
       * ones, also inside cart fragments that replace markup later. Registered after islas
       * started, the hooks already on the page hydrate at once. A name already taken, or
       * options without `load`, log a console error and register nothing (returns false).
       */
      register(name: string, options: IslandOptions): boolean;
    };
    readonly cart: {
      get(): CartSnapshot;
      /** Calls `listener` now and after every change; returns the unsubscribe function. */
      subscribe(listener: (cart: CartSnapshot) => void): () => void;
      /**
       * Adds to the cart through islas's one cart queue (as the buttons do, with their events
       * and announcements; each call adds once). Resolves true when added; false when it
       * failed (the shopper is told) or WooCommerce sent the shopper to the product page.
       */
      add(options: AddToCartOptions): Promise<boolean>;
      /** Fetches fresh cart fragments from the server (queued) and applies them. */
      refresh(): Promise<void>;
    };
    readonly wishlist: {
      get(): WishlistSnapshot;
      /** Calls `listener` now and after every change; returns the unsubscribe function. */
      subscribe(listener: (wishlist: WishlistSnapshot) => void): () => void;
    };
    /** Listens on document.body to an event, islas's own and those plugins fire (jQuery too); returns `off`. */
    on(name: EventName, handler: EventHandler): () => void;
    /**
     * Fires an event as islas does: the native `islas:<name>` CustomEvent (bubbling, detail =
     * args) and, where jQuery is, the jQuery event with elements wrapped. islas itself does
     * not react to it: to ask for something, call the API (e.g. `cart.refresh()`).
     */
    emit(name: EventName, args?: unknown[], target?: EventTarget): void;
  }

  /** The same object as `window.islas` once islas has started. */
  export const islas: Islas;
}

interface Window {
  /** islas's API once it has started; before that, missing or the queue of callbacks a theme started. */
  islas?: import('islas').Islas | import('islas').IslasCallback[];
}
