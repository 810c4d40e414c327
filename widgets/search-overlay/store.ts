import { atom, type ReadableAtom } from 'nanostores';
import { isRestError } from '../../src/http/errors/rest-error';
import type { FetchSearchPage, SearchPage, SearchParams, SearchResult } from './api';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  params: SearchParams | null;
  results: SearchResult[];
  total: number;
  /** Handle of the next page, null when there is none. */
  pageHandle: string | null;
  status: SearchStatus;
  loadingMore: boolean;
  /** The last request failed for want of a network; `results` may be cached ones. */
  offline: boolean;
}

/** Fresh answers are served from the cache without asking (5 min) ... */
export const CACHE_FRESH_MS = 5 * 60_000;
/** ... and older ones, up to 30 min, when the network is gone. */
export const CACHE_OFFLINE_MS = 30 * 60_000;

interface Cached {
  at: number;
  page: SearchPage;
}

export interface SearchStore {
  readonly $state: ReadableAtom<SearchState>;
  /** Starts a new search; any request still running is aborted and its answer dropped. */
  search(params: SearchParams): Promise<void>;
  /** Loads the next page, if there is one and nothing is loading. */
  loadMore(): Promise<void>;
  /** Aborts whatever is running (closing the overlay). */
  abort(): void;
}

const initial: SearchState = { params: null, results: [], total: 0, pageHandle: null, status: 'idle', loadingMore: false, offline: false };

const isOffline = (error: unknown) =>
  (isRestError(error) && error.code === 'fetch_error') || (typeof navigator !== 'undefined' && navigator.onLine === false);

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function createSearchStore(fetchPage: FetchSearchPage, now: () => number = Date.now): SearchStore {
  const $state = atom<SearchState>(initial);
  const cache = new Map<string, Cached>();
  let controller: AbortController | undefined;
  let generation = 0;

  const keyOf = (params: SearchParams, handle: string | null) =>
    JSON.stringify([params.query, params.sort, params.postType, handle]);

  /** One page: fresh cache, else the network, else (offline) a cache up to 30 min old. */
  async function page(params: SearchParams, handle: string | null, signal: AbortSignal): Promise<{ page: SearchPage; offline: boolean }> {
    const key = keyOf(params, handle);
    const cached = cache.get(key);
    if (cached && now() - cached.at < CACHE_FRESH_MS) return { page: cached.page, offline: false };
    try {
      const fresh = await fetchPage(params, handle, signal);
      cache.set(key, { at: now(), page: fresh });
      return { page: fresh, offline: false };
    } catch (error) {
      if (!isAbort(error) && isOffline(error) && cached && now() - cached.at < CACHE_OFFLINE_MS) {
        return { page: cached.page, offline: true };
      }
      throw error;
    }
  }

  function begin(): { signal: AbortSignal; current: () => boolean } {
    controller?.abort();
    controller = new AbortController();
    const mine = ++generation;
    return { signal: controller.signal, current: () => mine === generation };
  }

  async function search(params: SearchParams): Promise<void> {
    const run = begin();
    $state.set({ ...initial, params, status: 'loading' });
    try {
      const { page: first, offline } = await page(params, null, run.signal);
      if (!run.current()) return;
      $state.set({ ...initial, params, results: first.results, total: first.total, pageHandle: first.pageHandle, status: 'ready', offline });
    } catch (error) {
      if (!run.current() || isAbort(error)) return;
      $state.set({ ...initial, params, status: 'error', offline: isOffline(error) });
    }
  }

  async function loadMore(): Promise<void> {
    const state = $state.get();
    if (!state.params || !state.pageHandle || state.loadingMore || state.status === 'loading') return;
    const run = begin();
    $state.set({ ...state, loadingMore: true });
    try {
      const { page: next, offline } = await page(state.params, state.pageHandle, run.signal);
      if (!run.current()) return;
      $state.set({ ...state, results: [...state.results, ...next.results], total: next.total, pageHandle: next.pageHandle, loadingMore: false, status: 'ready', offline });
    } catch (error) {
      if (!run.current() || isAbort(error)) return;
      $state.set({ ...state, loadingMore: false, status: 'error', offline: isOffline(error) });
    }
  }

  return {
    $state,
    search,
    loadMore,
    abort() {
      controller?.abort();
      generation += 1;
    },
  };
}
