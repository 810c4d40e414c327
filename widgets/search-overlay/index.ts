import { createElement } from 'react';
import { isRecord, type IslasConfig } from '../../src/kernel/config';
import { addTranslations } from '../../src/kernel/i18n';
import type { IslandModule } from '../../src/kernel/islands';
import { createSearchController, type OpenRequest, type SearchController } from './controller';
import { esES } from './es_ES';
import { readSearchOptions } from './options';
import { SearchOverlay } from './SearchOverlay';
import { openWhileTyping } from './typing';
import { renderNow } from '../../src/dom/render';

/**
 * The instant search overlay (what Jetpack Instant Search does): one per page, rendered
 * into its own element at the end of <body>, opened by the submit of a search form (the
 * eager trigger in src/features/search/search-trigger.ts loads this chunk and calls `openSearch`),
 * or with `overlayTrigger: "immediate"` as the shopper types (`arm`, at the field's focus).
 */
let instance: { controller: SearchController; unmount: () => void } | undefined;
/** The "immediate" trigger's listeners, once armed. */
let stopTyping: (() => void) | undefined;
let openedBySubmit = false;

function ensure(config: IslasConfig, props: Record<string, unknown> = {}): SearchController {
  if (instance) return instance.controller;
  addTranslations(esES);
  // data-props override the page's options, and are checked the same way.
  const page = (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions;
  const merged = Object.keys(props).length ? { ...(isRecord(page) ? page : {}), ...props } : page;
  const options = readSearchOptions(config, { JetpackInstantSearchOptions: merged });
  const controller = createSearchController(config, options);
  const container = document.createElement('div');
  container.className = 'islas-search-root';
  document.body.append(container);
  const root = renderNow(container, createElement(SearchOverlay, { controller, idPrefix: 'islas-search-overlay-' }));
  instance = {
    controller,
    unmount() {
      stopTyping?.();
      stopTyping = undefined;
      openedBySubmit = false;
      controller.destroy();
      root.unmount();
      container.remove();
    },
  };
  return controller;
}

/** Opens the overlay with the submitted query; focus goes back to `field` on close. */
export function openSearch(config: IslasConfig, request: OpenRequest): void {
  openedBySubmit = true;
  ensure(config).open(request);
}

/** Opens the overlay when the address carries `?s=...&sort=...` (a reload). */
export function openSearchFromUrl(config: IslasConfig): boolean {
  return ensure(config).openFromUrl();
}

/**
 * Makes the overlay ready (at load for a `?s=&sort=` address, or when a search field gets
 * focus), listening for typing if "immediate". Only the first call opens it from the
 * address, and only if no submit opened it before: a focus back on the field after a
 * close may come while the overlay's address is still being left (`history.back()` is
 * asynchronous), and must not re-open it.
 */
export function arm(config: IslasConfig, isSearchField: (el: Element) => boolean): void {
  if (stopTyping) return;
  const controller = ensure(config);
  stopTyping = openWhileTyping(document, controller.options, isSearchField, (query, field) => controller.open({ query, field }));
  if (!openedBySubmit) controller.openFromUrl();
}

/** Removes the overlay (tests; a theme tearing islas down). */
export function destroySearch(): void {
  instance?.unmount();
  instance = undefined;
}

/** An explicit `data-island="search-overlay"` hook: makes the overlay ready, with its props. */
export const mount: IslandModule['mount'] = (_el, ctx) => {
  ensure(ctx.config, ctx.props);
  return () => {};
};
