import { createElement } from 'react';
import { isRecord, type IslasConfig } from '../../src/config';
import { addTranslations } from '../../src/i18n';
import type { IslandModule } from '../../src/islands';
import { createSearchController, type OpenRequest, type SearchController } from './controller';
import { esES } from './es_ES';
import { readSearchOptions } from './options';
import { SearchOverlay } from './SearchOverlay';
import { renderNow } from '../../src/render';

/**
 * The instant search overlay (what Jetpack Instant Search does): one per page, rendered
 * into its own element at the end of <body>, opened by the submit of a search form (the
 * eager trigger in src/enhancers/search-trigger.ts loads this chunk and calls `openSearch`).
 */
let instance: { controller: SearchController; unmount: () => void } | undefined;

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
      controller.destroy();
      root.unmount();
      container.remove();
    },
  };
  return controller;
}

/** Opens the overlay with the submitted query; focus goes back to `field` on close. */
export function openSearch(config: IslasConfig, request: OpenRequest): void {
  ensure(config).open(request);
}

/** Opens the overlay when the address carries `?s=...&sort=...` (a reload). */
export function openSearchFromUrl(config: IslasConfig): boolean {
  return ensure(config).openFromUrl();
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
