import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../../src/http/errors/guards';
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
      if (!isAbortError(error) && isOffline(error) && cached && now() - cached.at < CACHE_OFFLINE_MS) {
        return { page: cached.page, offline: true };
      }
      throw error;
    }
  }

  /** Fetches a page for `base` (a new search, or the state to append to) and shows it. */
  async function run(base: SearchState, handle: string | null): Promise<void> {
    controller?.abort();
    controller = new AbortController();
    const mine = ++generation;
    const params = base.params!;
    const more = handle !== null;
    $state.set(more ? { ...base, loadingMore: true } : { ...base, status: 'loading' });
    try {
      const { page: next, offline } = await page(params, handle, controller.signal);
      if (mine === generation) {
        $state.set({ ...base, results: [...base.results, ...next.results], total: next.total, pageHandle: next.pageHandle, status: 'ready', offline });
      }
    } catch (error) {
      if (mine === generation && !isAbortError(error)) $state.set({ ...base, status: 'error', offline: isOffline(error) });
    }
  }

  return {
    $state,
    search: (params) => run({ ...initial, params }, null),
    loadMore() {
      const state = $state.get();
      return state.params && state.pageHandle && !state.loadingMore && state.status !== 'loading' ? run(state, state.pageHandle) : Promise.resolve();
    },
    abort() {
      controller?.abort();
      generation += 1;
    },
  };
}
