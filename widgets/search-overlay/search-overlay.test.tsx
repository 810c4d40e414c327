import { resetLocaleData } from '@wordpress/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, type IslasConfig } from '../../src/kernel/config';
import { enhanceSearchTrigger } from '../../src/features/search/search-trigger';
import type { SearchOverlayModule } from '../../src/kernel/context';
import { overlayInUrl, SEARCH_FORM } from '../../src/features/search/search-selectors';
import { RestError } from '../../src/http/errors/rest-error';
import { $openOverlay } from '../../src/stores/ui';
import { fakeNetwork } from '../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { parseSearchPage, searchPath, type FetchSearchPage, type SearchPage, type SearchParams } from './api';
import { createSearchController, urlWithView, viewFromUrl } from './controller';
import { arm, destroySearch, openSearch, openSearchFromUrl } from './index';
import { defaultSearchOptions, filterablePostTypes, readSearchOptions, SORT_KEYS, type SearchOptions } from './options';
import { CACHE_FRESH_MS, CACHE_OFFLINE_MS, createSearchStore } from './store';
import { openWhileTyping, TYPING_PAUSE_MS, typedQuery } from './typing';

// The REST client is a lazy chunk in the bundle; loaded once here, so each test's first request is not an import away.

/** What the eager trigger hands to `arm`: a name="s" field inside a site search form. */
const isSiteSearchField = (el: Element) => el.matches('input[name="s"]') && !!el.closest(SEARCH_FORM);

const config: IslasConfig = { ...defaultConfig(), restRoot: 'http://localhost:3000/wp-json/', restNonce: 'site-nonce' };

function hit(id: number, title = `Camiseta ${id}`, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    fields: {
      post_id: id,
      post_type: 'product',
      'title.default': title,
      'permalink.url.raw': `localhost:3000/producto/p-${id}/`,
      'image.url.raw': `localhost:3000/img/${id}.svg`,
      'wc.price': 10 + id,
      'meta._wc_average_rating.double': 4.5,
      ...extra,
    },
    highlight: { title: [title.replace(/(Camiseta)/, '<mark>$1</mark>')] },
  };
}

function answer(ids: number[], total: number, handle: string | null) {
  return { total, page_handle: handle, results: ids.map((id) => hit(id)), aggregations: {} };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const params = (query: string, sort: SearchParams['sort'] = 'relevance'): SearchParams => ({ query, sort, postType: '' });

describe('search options (JetpackInstantSearchOptions)', () => {
  it('has safe defaults: 20 per page, relevance, product format, submit trigger, the site REST root and nonce', () => {
    const warn = vi.fn();
    const options = readSearchOptions(config, {}, warn);
    expect(options).toEqual(defaultSearchOptions(config));
    expect(options.postsPerPage).toBe(20);
    expect(options.defaultSort).toBe('relevance');
    expect(options.overlayTrigger).toBe('submit');
    expect(options.resultFormat).toBe('product');
    expect(options.apiRoot).toBe('http://localhost:3000/wp-json/');
    expect(options.apiNonce).toBe('site-nonce');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the page values, with apiRoot and apiNonce winning over wpApiSettings', () => {
    const win = {
      JetpackInstantSearchOptions: {
        apiRoot: '/tienda/wp-json/',
        apiNonce: 'search-nonce',
        enableSort: '1',
        showPoweredBy: true,
        highlightColor: '#FFD700',
        defaultSort: 'price_asc',
        excludedPostTypes: ['attachment'],
        postTypes: { product: { singular_name: 'Producto', name: 'Productos' }, attachment: { singular_name: 'Medio', name: 'Medios' } },
      },
    };
    const options = readSearchOptions(config, win, vi.fn());
    expect(options.apiRoot).toBe('http://localhost:3000/tienda/wp-json/');
    expect(options.apiNonce).toBe('search-nonce');
    expect(options.defaultSort).toBe('price_asc');
    expect(options.highlightColor).toBe('#FFD700');
    expect(filterablePostTypes(options).map(([key]) => key)).toEqual(['product']);
  });

  it('warns once per malformed field and falls back to its default', () => {
    const warn = vi.fn();
    const options = readSearchOptions(
      config,
      { JetpackInstantSearchOptions: { defaultSort: 'cheapest', postsPerPage: 'many', enableSort: 'maybe', excludedPostTypes: 7, resultFormat: 'grid' } },
      warn,
    );
    expect(options.defaultSort).toBe('relevance');
    expect(options.postsPerPage).toBe(20);
    expect(options.enableSort).toBe(true);
    expect(options.excludedPostTypes).toEqual([]);
    expect(options.resultFormat).toBe('product');
    expect(warn).toHaveBeenCalledTimes(5);
    for (const field of ['defaultSort', 'postsPerPage', 'enableSort', 'excludedPostTypes', 'resultFormat']) {
      expect(warn.mock.calls.some(([message]) => String(message).includes(`JetpackInstantSearchOptions.${field}`))).toBe(true);
    }
    const notObject = vi.fn();
    expect(readSearchOptions(config, { JetpackInstantSearchOptions: 'x' }, notObject).postsPerPage).toBe(20);
    expect(notObject).toHaveBeenCalledTimes(1);
  });
});

describe('search API', () => {
  it('asks jetpack/v4/search with query, sort, size and page_handle', () => {
    const path = searchPath({ query: 'camiseta roja', sort: 'price_asc', postType: 'product' }, 20, 'abc');
    const url = new URL(path, 'http://x/');
    expect(url.pathname).toBe('/jetpack/v4/search');
    expect(url.searchParams.get('query')).toBe('camiseta roja');
    expect(url.searchParams.get('sort')).toBe('price_asc');
    expect(url.searchParams.get('size')).toBe('20');
    expect(url.searchParams.get('page_handle')).toBe('abc');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ bool: { must: [{ terms: { post_type: ['product'] } }] } });
  });

  it('normalises Jetpack hits and survives a malformed answer', () => {
    const page = parseSearchPage(answer([1], 41, 'next'));
    expect(page.total).toBe(41);
    expect(page.pageHandle).toBe('next');
    expect(page.results[0]).toMatchObject({ id: '1', url: 'http://localhost:3000/producto/p-1/', title: '<mark>Camiseta</mark> 1', price: 11, rating: 4.5 });
    expect(parseSearchPage('nonsense')).toEqual({ total: 0, pageHandle: null, results: [] });
    // Links through the URL guard: this site only; pictures http(s) from anywhere.
    const hostile = parseSearchPage({
      results: [
        hit(2, 'a', { 'permalink.url.raw': 'javascript:alert(1)' }),
        hit(3, 'b', { 'permalink.url.raw': 'https://elsewhere.example/p/' }),
        hit(4, 'c', { 'permalink.url.raw': ' JaVaScRiPt:alert(1)' }),
        hit(5, 'd', { 'image.url.raw': 'data:image/svg+xml,<svg onload=alert(1)>' }),
        hit(6, 'e', { 'image.url.raw': 'https://cdn.example/6.jpg' }),
      ],
    }).results;
    expect(hostile.map((result) => [result.id, result.image])).toEqual([
      ['5', undefined],
      ['6', 'https://cdn.example/6.jpg'],
    ]);
    expect(parseSearchPage({ total: 1, page_handle: false, results: [{ fields: {} }] }).results).toEqual([]);
  });

  it('asks the apiRoot of the search options through the REST client', async () => {
    const network = fakeNetwork([{ match: 'query=', reply: { json: answer([1, 2], 2, null) } }]);
    const options: SearchOptions = { ...defaultSearchOptions(config), apiRoot: 'http://localhost:3000/api/', apiNonce: 'search-nonce' };
    const controller = createSearchController(config, options);
    const request = vi.spyOn(globalThis, 'fetch');
    controller.open({ query: 'camiseta' });
    await flush();
    expect(network.seen).toHaveLength(1);
    expect(network.seen[0]!.url.pathname).toBe('/api/jetpack/v4/search');
    expect(controller.store.$state.get().results).toHaveLength(2);
    expect(request).not.toHaveBeenCalled();
    controller.destroy();
    network.restore();
  });
});

describe('search store', () => {
  function pages(byHandle: Record<string, SearchPage>) {
    const calls: { params: SearchParams; handle: string | null; signal: AbortSignal }[] = [];
    const fetchPage: FetchSearchPage = vi.fn(async (p, handle, signal) => {
      calls.push({ params: p, handle, signal });
      const page = byHandle[`${p.query}|${p.sort}|${handle ?? ''}`];
      if (!page) throw new Error(`no page for ${p.query} ${handle}`);
      return page;
    });
    return { calls, fetchPage };
  }

  it.each(SORT_KEYS)('sends sort %s and keeps it in the state', async (sort) => {
    const { calls, fetchPage } = pages({ [`gorra|${sort}|`]: parseSearchPage(answer([1], 1, null)) });
    const store = createSearchStore(fetchPage);
    await store.search(params('gorra', sort));
    expect(calls[0]!.params.sort).toBe(sort);
    expect(store.$state.get().params?.sort).toBe(sort);
    expect(store.$state.get().status).toBe('ready');
  });

  it('pages with page_handle and appends the next page', async () => {
    const { calls, fetchPage } = pages({
      'camiseta|relevance|': parseSearchPage(answer(range(1, 20), 25, 'p2')),
      'camiseta|relevance|p2': parseSearchPage(answer(range(21, 5), 25, null)),
    });
    const store = createSearchStore(fetchPage);
    await store.search(params('camiseta'));
    expect(store.$state.get().pageHandle).toBe('p2');
    await store.loadMore();
    expect(calls.map((call) => call.handle)).toEqual([null, 'p2']);
    const state = store.$state.get();
    expect(state.results.map((result) => result.id)).toEqual(range(1, 25).map(String));
    expect(state.pageHandle).toBeNull();
    await store.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('aborts the previous request and drops its late answer', async () => {
    let releaseOld: (page: SearchPage) => void = () => {};
    const signals: AbortSignal[] = [];
    const store = createSearchStore((p, _handle, signal) => {
      signals.push(signal);
      if (p.query === 'old') return new Promise((resolve) => (releaseOld = resolve));
      return Promise.resolve(parseSearchPage(answer([2], 1, null)));
    });
    const first = store.search(params('old'));
    await store.search(params('new'));
    expect(signals[0]!.aborted).toBe(true);
    releaseOld(parseSearchPage(answer([1], 1, null)));
    await first;
    expect(store.$state.get().params?.query).toBe('new');
    expect(store.$state.get().results.map((result) => result.id)).toEqual(['2']);
  });

  it('serves a fresh answer from the cache for 5 minutes, then asks again', async () => {
    let now = 1_000_000;
    const { calls, fetchPage } = pages({ 'gorra|relevance|': parseSearchPage(answer([1], 1, null)) });
    const store = createSearchStore(fetchPage, () => now);
    await store.search(params('gorra'));
    now += CACHE_FRESH_MS - 1;
    await store.search(params('gorra'));
    expect(calls).toHaveLength(1);
    now += 2;
    await store.search(params('gorra'));
    expect(calls).toHaveLength(2);
  });

  it('offline: shows the cached results (up to 30 minutes) with the offline flag, else an offline error', async () => {
    let now = 1_000_000;
    let offline = false;
    const store = createSearchStore(async () => {
      if (offline) throw new RestError('fetch_error', 'You are probably offline.');
      return parseSearchPage(answer([1, 2], 2, null));
    }, () => now);
    await store.search(params('gorra'));
    offline = true;
    now += CACHE_FRESH_MS + 1;
    await store.search(params('gorra'));
    expect(store.$state.get()).toMatchObject({ status: 'ready', offline: true });
    expect(store.$state.get().results).toHaveLength(2);
    now += CACHE_OFFLINE_MS;
    await store.search(params('gorra'));
    expect(store.$state.get()).toMatchObject({ status: 'error', offline: true, results: [] });
    await store.search(params('bufanda'));
    expect(store.$state.get()).toMatchObject({ status: 'error', offline: true });
  });

  it('a server error is an error, not offline', async () => {
    const store = createSearchStore(async () => {
      throw new RestError('rest_forbidden', 'No', 403);
    });
    await store.search(params('gorra'));
    expect(store.$state.get()).toMatchObject({ status: 'error', offline: false });
  });
});

describe('search URL state', () => {
  it('reads only ?s= with a known sort (WordPress results pages and orderby URLs are left alone)', () => {
    expect(viewFromUrl('http://x/?s=gorra&sort=price_asc')).toEqual({ query: 'gorra', sort: 'price_asc' });
    expect(viewFromUrl('http://x/?s=gorra&post_type=product')).toBeNull();
    expect(viewFromUrl('http://x/tienda/?orderby=price')).toBeNull();
    expect(viewFromUrl('http://x/?s=gorra&sort=cheap')).toBeNull();
    expect(overlayInUrl('?s=gorra&sort=newest')).toBe(true);
    expect(overlayInUrl('?s=gorra&post_type=product')).toBe(false);
    expect(overlayInUrl('?orderby=price&sort=relevance')).toBe(false);
  });

  it('writes s and sort and keeps the other parameters', () => {
    expect(urlWithView('http://x/tienda/?lang=es', { query: 'gorra roja', sort: 'newest' })).toBe('http://x/tienda/?lang=es&s=gorra+roja&sort=newest');
    expect(urlWithView('http://x/tienda/?lang=es&s=a&sort=newest', null)).toBe('http://x/tienda/?lang=es');
  });
});

describe('search overlay island', () => {
  const headerForm = `
    <form role="search" method="get" class="searchform" action="/">
      <input type="search" class="search-field" name="s" value="" id="header-field" />
      <input type="hidden" name="post_type" value="product" />
      <button type="submit" class="submit-button">Buscar</button>
    </form>
    <main><p>Página</p></main>`;
  let network: ReturnType<typeof fakeNetwork>;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

  beforeEach(() => {
    history.replaceState(null, '', '/tienda/');
    document.documentElement.lang = 'es-ES';
    setBody(headerForm);
    $openOverlay.set(null);
    network = fakeNetwork([
      { match: 'query=nada', reply: { json: { total: 0, page_handle: null, results: [] } } },
      { match: 'page_handle=p2', reply: { json: answer(range(21, 5), 25, null) } },
      { match: 'sort=price_asc', reply: { json: answer([9, 8], 2, null) } },
      { match: 'query=camiseta', reply: { json: answer(range(1, 20), 25, 'p2') } },
    ]);
  });
  afterEach(() => {
    destroySearch();
    network.restore();
    resetLocaleData();
    delete (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions;
  });

  async function openWith(query: string) {
    const field = document.getElementById('header-field') as HTMLInputElement;
    field.focus();
    openSearch(config, { query, field });
    await settle();
    await flush();
  }

  it('opens a labelled modal dialog with the results, 20 per page, in the product format', async () => {
    await openWith('camiseta');
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    const label = document.getElementById(box.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('Resultados de la búsqueda');
    expect(box.querySelectorAll('.islas-search__result')).toHaveLength(20);
    const first = box.querySelector('.islas-search__result')!;
    expect(first.querySelector('a')!.getAttribute('href')).toBe('http://localhost:3000/producto/p-1/');
    expect(first.querySelector('img')!.getAttribute('src')).toBe('http://localhost:3000/img/1.svg');
    expect(first.querySelector('mark')!.textContent).toBe('Camiseta');
    expect(first.querySelector<HTMLElement>('mark')!.getAttribute('style')).toMatch(/background-color:\s*#FFC/i);
    expect(first.querySelector('.price')!.textContent).toBe('11,00\u00a0€');
    expect(first.querySelector('.star-rating')!.getAttribute('aria-label')).toBe('Valorado con 4.50 de 5');
    expect(network.seen[0]!.url.searchParams.get('size')).toBe('20');
    expect(network.seen[0]!.url.searchParams.get('query')).toBe('camiseta');
    expect(box.textContent).toContain('25 resultados');
  });

  it('sends the nonce header to the search API', async () => {
    const seenHeaders: string[] = [];
    network.restore();
    const { setTransport } = await import('../../src/http/transport');
    const restore = setTransport(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      seenHeaders.push(request.headers.get('X-WP-Nonce') ?? '');
      return new Response(JSON.stringify(answer([1], 1, null)), { headers: { 'Content-Type': 'application/json' } });
    });
    (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions = { apiNonce: 'jetpack-nonce' };
    await openWith('camiseta');
    expect(seenHeaders).toEqual(['jetpack-nonce']);
    restore();
    network = fakeNetwork([]);
  });

  it('offers the six sorts with their Spanish labels, Relevancia first, and sorting asks again', async () => {
    await openWith('camiseta');
    const select = dialog()!.querySelector<HTMLSelectElement>('.islas-search__sort select')!;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Relevancia',
      'Nuevos',
      'Más antiguo',
      'Precio: De menor a mayor',
      'Precio: De mayor a menor',
      'Valoración',
    ]);
    expect(select.value).toBe('relevance');
    select.value = 'price_asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    await flush();
    expect(network.seen.at(-1)!.url.searchParams.get('sort')).toBe('price_asc');
    expect(new URL(location.href).searchParams.get('sort')).toBe('price_asc');
    expect(dialog()!.querySelectorAll('.islas-search__result')).toHaveLength(2);
  });

  it('"Cargar más" loads the next page with the page handle', async () => {
    await openWith('camiseta');
    const more = [...dialog()!.querySelectorAll('button')].find((button) => button.textContent === 'Cargar más')!;
    more.click();
    await settle();
    await flush();
    expect(network.seen.at(-1)!.url.searchParams.get('page_handle')).toBe('p2');
    expect(dialog()!.querySelectorAll('.islas-search__result')).toHaveLength(25);
    expect([...dialog()!.querySelectorAll('button')].some((button) => button.textContent === 'Cargar más')).toBe(false);
  });

  it('typing in its own field searches again after a pause and updates the URL', async () => {
    await openWith('camiseta');
    const input = dialog()!.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(input.value).toBe('camiseta');
    // The native setter, as a browser does (React tracks values set through the property).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'nada');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(network.seen).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await flush();
    expect(network.seen.at(-1)!.url.searchParams.get('query')).toBe('nada');
    expect(new URL(location.href).searchParams.get('s')).toBe('nada');
    expect(dialog()!.querySelector('.islas-search__notice--empty')).not.toBeNull();
  });

  it('shows the translated "No results" notice', async () => {
    await openWith('nada');
    expect(dialog()!.querySelector('.islas-search__notice--empty')!.textContent).toContain('Sin resultados');
  });

  it('highlights in the highlightColor of the options', async () => {
    (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions = { highlightColor: '#FFD700' };
    await openWith('camiseta');
    expect(dialog()!.querySelector('mark')!.getAttribute('style')).toMatch(/background-color:\s*#FFD700/i);
  });

  it('shows an error notice when the search fails', async () => {
    network.restore();
    network = fakeNetwork([{ match: 'query=', reply: { status: 500, json: { code: 'internal_error', message: 'boom' } } }]);
    await openWith('camiseta');
    expect(dialog()!.querySelector('.islas-search__notice--error')!.textContent).toBe('La búsqueda no está disponible ahora mismo. Inténtalo de nuevo.');
    expect(dialog()!.querySelector('.islas-search__notice--offline')).toBeNull();
  });

  it('shows an offline notice when the network is gone', async () => {
    network.restore();
    network = fakeNetwork([{ match: 'query=', reply: { networkError: true } }]);
    await openWith('camiseta');
    expect(dialog()!.querySelector('.islas-search__notice--offline')!.textContent).toContain('No tienes conexión');
  });

  it('shows "Powered by" when showPoweredBy, and the post-type filter from postTypes minus excludedPostTypes', async () => {
    (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions = {
      showPoweredBy: true,
      postTypes: {
        product: { singular_name: 'Producto', name: 'Productos' },
        page: { singular_name: 'Página', name: 'Páginas' },
        attachment: { singular_name: 'Medio', name: 'Medios' },
      },
      excludedPostTypes: ['attachment'],
    };
    await openWith('camiseta');
    expect(dialog()!.querySelector('.islas-search__powered a')!.textContent).toContain('Jetpack');
    const types = dialog()!.querySelector<HTMLSelectElement>('.islas-search__type select')!;
    expect([...types.options].map((option) => option.value)).toEqual(['', 'product', 'page']);
    types.value = 'product';
    types.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    await flush();
    expect(JSON.parse(network.seen.at(-1)!.url.searchParams.get('filter')!).bool.must[0].terms.post_type).toEqual(['product']);
  });

  it('hides "Powered by" when showPoweredBy is off', async () => {
    (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions = { showPoweredBy: false };
    await openWith('camiseta');
    expect(dialog()!.querySelector('.islas-search__powered')).toBeNull();
  });

  it('mirrors the query and sort in the URL, locks the page scroll, and Escape closes and returns focus', async () => {
    await openWith('camiseta');
    expect(new URL(location.href).searchParams.get('s')).toBe('camiseta');
    expect(new URL(location.href).searchParams.get('sort')).toBe('relevance');
    expect(document.documentElement.classList.contains('islas-scroll-locked')).toBe(true);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await settle();
    expect(dialog()).toBeNull();
    expect(document.documentElement.classList.contains('islas-scroll-locked')).toBe(false);
    expect(document.activeElement?.id).toBe('header-field');
  });

  it('the close button closes and returns focus to the search field', async () => {
    await openWith('camiseta');
    dialog()!.querySelector<HTMLButtonElement>('.islas-search__close')!.click();
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement?.id).toBe('header-field');
  });

  it('keeps Tab inside the dialog', async () => {
    await openWith('camiseta');
    const box = dialog()!;
    const last = [...box.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select')].at(-1)!;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(box.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(last);
  });

  it('back closes it and forward re-opens it (popstate)', async () => {
    await openWith('camiseta');
    history.replaceState(null, '', '/tienda/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(dialog()).toBeNull();
    history.replaceState({ islasSearch: true }, '', '/tienda/?s=camiseta&sort=price_asc');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    await flush();
    expect(dialog()).not.toBeNull();
    expect(dialog()!.querySelector<HTMLSelectElement>('.islas-search__sort select')!.value).toBe('price_asc');
  });

  it('a reload with ?s=&sort= re-opens it', async () => {
    history.replaceState(null, '', '/tienda/?s=camiseta&sort=price_asc');
    expect(openSearchFromUrl(config)).toBe(true);
    await settle();
    await flush();
    expect(dialog()).not.toBeNull();
    expect(network.seen[0]!.url.searchParams.get('sort')).toBe('price_asc');
  });

  it('with overlayTrigger "immediate", typing in the header field opens it after a pause, with the typed query', async () => {
    (window as { JetpackInstantSearchOptions?: unknown }).JetpackInstantSearchOptions = { overlayTrigger: 'immediate' };
    const field = document.getElementById('header-field') as HTMLInputElement;
    field.focus();
    arm(config, isSiteSearchField);
    field.value = 'cam';
    field.dispatchEvent(new InputEvent('input', { bubbles: true }));
    field.value = 'camiseta';
    field.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(dialog()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 20));
    await settle();
    await flush();
    expect(dialog()).not.toBeNull();
    expect(network.seen.map((request) => request.url.searchParams.get('query'))).toEqual(['camiseta']);
    expect(new URL(location.href).searchParams.get('s')).toBe('camiseta');
    dialog()!.querySelector<HTMLButtonElement>('.islas-search__close')!.click();
    await settle();
    expect(document.activeElement).toBe(field);
  });

  it('with the default "submit" trigger, typing does not open it', async () => {
    const field = document.getElementById('header-field') as HTMLInputElement;
    field.focus();
    arm(config, isSiteSearchField);
    field.value = 'camiseta';
    field.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 20));
    await settle();
    expect(dialog()).toBeNull();
    expect(network.seen).toEqual([]);
  });

  it('arm at load re-opens it from ?s=&sort=; once open, a later arm (focus back on the field) does not re-open it', async () => {
    history.replaceState(null, '', '/tienda/?s=camiseta&sort=price_asc');
    arm(config, isSiteSearchField);
    await settle();
    await flush();
    expect(dialog()).not.toBeNull();
    dialog()!.querySelector<HTMLButtonElement>('.islas-search__close')!.click();
    await settle();
    expect(dialog()).toBeNull();
    history.replaceState(null, '', '/tienda/?s=camiseta&sort=price_asc'); // history.back() not done yet
    arm(config, isSiteSearchField);
    await settle();
    expect(dialog()).toBeNull();
  });

  it('a first arm after a submit-opened overlay closed (address not yet left) does not re-open it', async () => {
    await openWith('camiseta');
    dialog()!.querySelector<HTMLButtonElement>('.islas-search__close')!.click();
    await settle();
    history.replaceState(null, '', '/tienda/?s=camiseta&sort=relevance');
    arm(config, isSiteSearchField);
    await settle();
    expect(dialog()).toBeNull();
  });

  it('another overlay opening closes it', async () => {
    await openWith('camiseta');
    $openOverlay.set('mini-cart:x');
    await settle();
    expect(dialog()).toBeNull();
  });
});

describe('search trigger (eager)', () => {
  const formHtml = `<form role="search" method="get" class="searchform" action="/"><input type="search" name="s" class="search-field" /><button type="submit">Buscar</button></form>`;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    history.replaceState(null, '', '/');
  });

  function submit(): SubmitEvent {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    return event;
  }

  it('a submit of a header search form opens the overlay with the typed query instead of leaving', async () => {
    setBody(formHtml);
    const module: SearchOverlayModule = { openSearch: vi.fn(), arm: vi.fn() };
    const load = vi.fn(async () => module);
    stop = enhanceSearchTrigger(config, load);
    document.querySelector('input')!.value = ' gorra ';
    expect(submit().defaultPrevented).toBe(true);
    await flush();
    expect(module.openSearch).toHaveBeenCalledWith(config, { query: 'gorra', field: document.querySelector('input') });
  });

  it("WordPress's own search form opens it too; a form that is not a site search does not", async () => {
    setBody(`<form role="search" class="search-form" action="/"><input type="search" name="s" value="gorra" /></form>`);
    const module: SearchOverlayModule = { openSearch: vi.fn(), arm: vi.fn() };
    stop = enhanceSearchTrigger(config, async () => module);
    expect(submit().defaultPrevented).toBe(true);
    stop();
    setBody(`<form class="newsletter" action="/"><input type="text" name="s" value="x" /></form>`);
    stop = enhanceSearchTrigger(config, async () => module);
    expect(submit().defaultPrevented).toBe(false);
  });

  it('an empty search submits as usual', () => {
    setBody(formHtml);
    const load = vi.fn();
    stop = enhanceSearchTrigger(config, load);
    expect(submit().defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the overlay chunk on focus of a search field, once', async () => {
    setBody(formHtml);
    const load = vi.fn(async () => ({ openSearch: vi.fn(), arm: vi.fn() }));
    stop = enhanceSearchTrigger(config, load);
    expect(load).not.toHaveBeenCalled();
    document.querySelector('input')!.focus();
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('input')!.value = 'gorra';
    submit();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes the overlay ready (arm) when a search field gets focus, so "immediate" can listen for typing', async () => {
    setBody(formHtml);
    const module: SearchOverlayModule = { openSearch: vi.fn(), arm: vi.fn() };
    stop = enhanceSearchTrigger(config, async () => module);
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(module.arm).toHaveBeenCalledWith(config, expect.any(Function));
  });

  it('arms the overlay at once where the tap that brought the trigger (the first input) put the focus in a search field already', async () => {
    setBody(formHtml);
    document.querySelector('input')!.focus();
    const module: SearchOverlayModule = { openSearch: vi.fn(), arm: vi.fn() };
    stop = enhanceSearchTrigger(config, async () => module);
    await flush();
    expect(module.arm).toHaveBeenCalledTimes(1);
  });

  it('submits natively when the overlay chunk cannot load', async () => {
    setBody(formHtml);
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    stop = enhanceSearchTrigger(config, () => Promise.reject(new Error('offline')));
    document.querySelector('input')!.value = 'gorra';
    submit();
    await flush();
    expect(native).toHaveBeenCalledTimes(1);
  });

  it('re-opens from the URL at load only for the overlay address', async () => {
    setBody(formHtml);
    const module = { openSearch: vi.fn(), arm: vi.fn() };
    history.replaceState(null, '', '/?s=gorra&post_type=product');
    stop = enhanceSearchTrigger(config, async () => module);
    await flush();
    expect(module.arm).not.toHaveBeenCalled();
    stop();
    history.replaceState(null, '', '/?s=gorra&sort=newest');
    stop = enhanceSearchTrigger(config, async () => module);
    await flush();
    expect(module.arm).toHaveBeenCalledWith(config, expect.any(Function));
  });
});

describe('overlayTrigger "immediate" (typing.ts)', () => {
  const form = `<form role="search" class="searchform" action="/"><input type="search" name="s" id="q" /></form><input name="s" id="outside" />`;
  const field = () => document.getElementById('q') as HTMLInputElement;
  const type = (el: HTMLInputElement, value: string, init: InputEventInit = {}) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, ...init }));
  };
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    setBody(form);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens after a 200 ms pause in typing, with the trimmed query, once per pause', () => {
    const open = vi.fn();
    stop = openWhileTyping(document, { overlayTrigger: 'immediate' }, isSiteSearchField, open);
    field().focus();
    type(field(), 'gor');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 50);
    type(field(), ' gorra ');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('gorra', field());
  });

  it('waits for 3 characters, and not for a field that lost focus or a field outside a search form', () => {
    const open = vi.fn();
    stop = openWhileTyping(document, { overlayTrigger: 'immediate' }, isSiteSearchField, open);
    field().focus();
    type(field(), 'go');
    vi.advanceTimersByTime(1000);
    type(field(), 'gor');
    field().blur();
    vi.advanceTimersByTime(1000);
    const outside = document.getElementById('outside') as HTMLInputElement;
    outside.focus();
    type(outside, 'gorra');
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
    expect(typedQuery(outside, isSiteSearchField)).toBeNull();
  });

  it('waits for a composition (CJK input) to end', () => {
    const open = vi.fn();
    stop = openWhileTyping(document, { overlayTrigger: 'immediate' }, isSiteSearchField, open);
    field().focus();
    type(field(), 'ゴルラ', { isComposing: true });
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
    field().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }));
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(open).toHaveBeenCalledWith('ゴルラ', field());
  });

  it('counts what was typed before it started (while the chunk loaded)', () => {
    const open = vi.fn();
    field().focus();
    field().value = 'gorra';
    stop = openWhileTyping(document, { overlayTrigger: 'immediate' }, isSiteSearchField, open);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(open).toHaveBeenCalledWith('gorra', field());
  });

  it('does nothing with the "submit" trigger, or for a shopper who prefers reduced motion', () => {
    const open = vi.fn();
    stop = openWhileTyping(document, { overlayTrigger: 'submit' }, isSiteSearchField, open);
    field().focus();
    type(field(), 'gorra');
    vi.advanceTimersByTime(1000);
    stop();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    stop = openWhileTyping(document, { overlayTrigger: 'immediate' }, isSiteSearchField, open);
    type(field(), 'gorras');
    vi.advanceTimersByTime(1000);
    expect(open).not.toHaveBeenCalled();
  });
});
