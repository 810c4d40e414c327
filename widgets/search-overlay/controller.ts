import { atom } from 'nanostores';
import type { IslasConfig } from '../../src/kernel/config';
import { createSiteRestClient } from '../../src/http/rest';
import { $openOverlay, closeOverlay, openOverlay } from '../../src/stores/ui';
import { createSearchApi, type FetchSearchPage } from './api';
import { filterablePostTypes, isSortKey, readSearchOptions, type SearchOptions, type SortKey } from './options';
import { createSearchStore, type SearchStore } from './store';

/** What the overlay shows: mirrored in the URL as `?s=...&sort=...`. */
export interface SearchView {
  query: string;
  sort: SortKey;
  /** '' for every allowed post type. */
  postType: string;
}

export interface OpenRequest {
  query: string;
  /** The search field to give focus back to on close. */
  field?: HTMLElement | null;
  sort?: SortKey;
}

export const OVERLAY_NAME = 'search';
const HISTORY_KEY = 'islasSearch';

/** `?s=...&sort=...` with a known sort: the overlay's own address (not WordPress's results page). */
export function viewFromUrl(href: string): Pick<SearchView, 'query' | 'sort'> | null {
  const params = new URL(href).searchParams;
  const query = params.get('s')?.trim();
  const sort = params.get('sort');
  return query && isSortKey(sort) ? { query, sort } : null;
}

export function urlWithView(href: string, view: Pick<SearchView, 'query' | 'sort'> | null): string {
  const url = new URL(href);
  const params = url.searchParams;
  params.delete('s');
  params.delete('sort');
  if (view) {
    params.set('s', view.query);
    params.set('sort', view.sort);
  }
  return url.href;
}

export interface SearchController {
  readonly options: SearchOptions;
  readonly store: SearchStore;
  readonly $view: ReturnType<typeof atom<SearchView | null>>;
  open(request: OpenRequest): void;
  /** Opens from `?s=&sort=` in the address (a reload, back/forward); false when absent. */
  openFromUrl(): boolean;
  /** The shopper changed the query, the sort or the post type inside the overlay. */
  change(patch: Partial<SearchView>): void;
  close(): void;
  destroy(): void;
}

export function createSearchController(
  config: IslasConfig,
  options: SearchOptions = readSearchOptions(config, window),
  fetchPage?: FetchSearchPage,
): SearchController {
  // SearchOptions' apiRoot and apiNonce win over wpApiSettings for search.
  const rest = createSiteRestClient(config, { root: options.apiRoot, nonce: options.apiNonce || config.restNonce });
  const store = createSearchStore(fetchPage ?? createSearchApi(rest, options.postsPerPage));
  const $view = atom<SearchView | null>(null);
  const allowed = filterablePostTypes(options).map(([key]) => key);
  let field: HTMLElement | null | undefined;
  let pushedHere = false;

  const search = (view: SearchView): void => {
    void store.search({ ...view, allowedTypes: allowed, excludedTypes: options.excludedPostTypes });
  };

  const show = (view: SearchView): void => {
    const previous = $view.get();
    $view.set(view);
    openOverlay(OVERLAY_NAME);
    // Views are built with their keys in one order (query, sort, postType).
    if (JSON.stringify(previous) !== JSON.stringify(view)) search(view);
  };

  const hide = (): void => {
    if (!$view.get()) return;
    $view.set(null);
    store.abort();
    closeOverlay(OVERLAY_NAME);
    const target = field;
    field = undefined;
    if (target?.isConnected) target.focus();
  };

  const onPopState = (): void => {
    const fromUrl = viewFromUrl(location.href);
    if (fromUrl) show({ ...fromUrl, postType: $view.get()?.postType ?? '' });
    else hide();
  };
  // Another overlay (the mini cart, quick view) opening closes this one.
  const stopOverlay = $openOverlay.listen((name) => {
    if (name !== OVERLAY_NAME && $view.get()) closeByShopper();
  });
  window.addEventListener('popstate', onPopState);

  function closeByShopper(): void {
    if (!$view.get()) return;
    // Our own history entry: going back closes (popstate) and keeps history tidy.
    const ours = pushedHere && (history.state as Record<string, unknown> | null)?.[HISTORY_KEY];
    if (!ours) history.replaceState(null, '', urlWithView(location.href, null));
    hide();
    if (ours) history.back();
  }

  return {
    options,
    store,
    $view,
    open(request) {
      const query = request.query.trim();
      if (!query) return;
      if (request.field) field = request.field;
      const view: SearchView = { query, sort: request.sort ?? $view.get()?.sort ?? options.defaultSort, postType: $view.get()?.postType ?? '' };
      const url = urlWithView(location.href, view);
      if ($view.get()) history.replaceState({ [HISTORY_KEY]: true }, '', url);
      else {
        history.pushState({ [HISTORY_KEY]: true }, '', url);
        pushedHere = true;
      }
      show(view);
    },
    openFromUrl() {
      const fromUrl = viewFromUrl(location.href);
      if (!fromUrl) return false;
      field ??= document.querySelector<HTMLElement>('form.searchform input[name="s"]');
      show({ ...fromUrl, postType: '' });
      return true;
    },
    change(patch) {
      const current = $view.get();
      if (!current) return;
      const view = { ...current, ...patch };
      if (!view.query.trim()) return;
      history.replaceState({ ...(history.state as object | null), [HISTORY_KEY]: true }, '', urlWithView(location.href, view));
      show(view);
    },
    close: closeByShopper,
    destroy() {
      window.removeEventListener('popstate', onPopState);
      stopOverlay();
      hide();
    },
  };
}
