/**
 * The one context every part of islas is given (enhancers, islands, the jQuery contract,
 * the public API): the page's config, its cart, and the loaders of the code other parts
 * need later. Start-up (src/start/) makes it once per page.
 *
 * The loaders are here, as functions, so that no part imports a chunk file: start-up's
 * table of parts is the only home of chunk loaders (src/start/loaders.ts), and what a part
 * loads is typed by what it uses, not by the chunk's module, which keeps the import graph
 * free of circles.
 */
import type { CartRuntime } from '../cart/types';
// WooCommerce's variation data (its JSON shape), for the variation form's loaders.
import type { Variation } from '../features/product/variation-form/core';
import type { FormFields } from '../http/client';
import type { IslasConfig } from './config';
import type { JQueryStatic } from './jquery/types';

export type { Variation };

export interface PageContext {
  readonly config: IslasConfig;
  /** The page's cart: every cart write goes through its one queue. */
  readonly cart: CartRuntime;
  readonly load: PartLoaders;
}

/** What an island is given: the page context, its name, its props and an id prefix. */
export interface IslandContext extends PageContext {
  /** The island's registered name. */
  name: string;
  /** Parsed `data-props` (an empty object when absent). */
  props: Record<string, unknown>;
  /** A page-unique prefix for element ids (useId is only unique within one root). */
  idPrefix: string;
}

/** Code of one part that another calls, each a lazy chunk's export. */
/** The search overlay (widgets/search-overlay), as the search trigger opens it. */
export interface SearchOverlayModule {
  openSearch(config: IslasConfig, request: { query: string; field?: HTMLElement | null }): void;
  /**
   * Makes the overlay ready (with `overlayTrigger: "immediate"` it opens as the shopper
   * types in a field `isSearchField` accepts); the first time, opens it when the address
   * is the overlay's own (a reload).
   */
  arm(config: IslasConfig, isSearchField: (el: Element) => boolean): void;
}

export interface PartLoaders {
  /** Add to cart with WooCommerce's feedback on a button (the cart actions). */
  addToCart(): Promise<AddToCartPart>;
  /** The product page's add-to-cart form (buy now, variations). */
  productForm(): Promise<ProductFormPart>;
  /** The variation form and the display helpers WooCommerce's `$.fn` plugins expose. */
  variationForm(): Promise<VariationFormPart>;
  /** Notices: `$.scroll_to_notices`. */
  notices(): Promise<NoticesPart>;
  /** The `window.Flatsome` stand-in, which the jQuery bridge puts up on Flatsome pages. */
  flatsomeApi(): Promise<FlatsomeApiPart>;
  /** The search overlay, which the search trigger opens. */
  searchOverlay(): Promise<SearchOverlayModule>;
}

export interface FlatsomeApiPart {
  install(win: Window, $: JQueryStatic): void;
}

export interface AddToCartPart {
  addWithFeedback(button: HTMLElement, fields: FormFields, cart: CartRuntime, options: { name: string; viewCartLink: boolean }): Promise<void>;
}

export interface ProductFormPart {
  enhanceProductForm(form: HTMLFormElement, ctx: PageContext, options?: { ajax?: boolean }): () => void;
}

export interface VariationFormPart {
  enhanceVariationForm(form: HTMLFormElement, config: IslasConfig): () => void;
  variationFormChecked(form: HTMLFormElement): Promise<void>;
  setContent(el: Element, text: string): void;
  resetContent(el: Element): void;
  setVariationAttr(el: Element, attr: string, value: unknown): void;
  resetVariationAttr(el: Element, attr: string): void;
  updateVariationImage(form: Element, variation: Variation | false): void;
  maybeTriggerSlidePositionReset(form: Element, variation?: Variation | false): void;
  /** The alerts' texts WooCommerce prints (translated). */
  variationTexts(): { unavailable: string; selectOptions: string };
}

export interface NoticesPart {
  scrollToNotices(el: Element): Promise<void>;
}
