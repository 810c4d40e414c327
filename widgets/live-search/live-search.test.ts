import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig, readConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { fakeNetwork } from '../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { safePriceHtml } from '../../src/dom/safe-html';
import { enhanceLiveSearch, LIST_MAX_HEIGHT, parseSuggestions, type Suggestion } from './suggest';
import { withLoaders } from '../../tests/unit/helpers/page';

// Flatsome's header search form (flatsome.md "Live search").
const formHtml = `
  <form role="search" method="get" class="searchform" action="/">
    <div class="flex-row relative">
      <div class="flex-col search-form-categories">
        <select class="search_categories resize-select mb-0" name="product_cat">
          <option value="" selected>Todas</option><option value="camisetas">Camisetas</option>
        </select>
      </div>
      <div class="flex-col flex-grow">
        <label for="woocommerce-product-search-field-0" class="screen-reader-text">Buscar:</label>
        <input type="search" id="woocommerce-product-search-field-0" class="search-field mb-0" placeholder="Buscar…" value="" name="s" />
        <input type="hidden" name="post_type" value="product" />
      </div>
      <div class="flex-col"><button type="submit" value="Buscar" class="ux-search-submit submit-button secondary button icon mb-0" aria-label="Enviar">🔍</button></div>
    </div>
    <div class="live-search-results text-left z-top"></div>
  </form>
  <a href="/elsewhere" id="elsewhere">elsewhere</a>`;

const price = (euros: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi>${euros}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;

const camisetas: Suggestion[] = [
  { id: 11, value: 'Camiseta básica de algodón orgánico', url: '/producto/camiseta-basica/', img: '/img/c1.svg', price: price('19,95') },
  { id: 12, value: 'Camiseta rayas marinera', url: '/producto/camiseta-rayas/', img: '/img/c2.svg', price: price('24,00') },
  { id: 13, value: 'Camiseta gráfica volcán', url: '/producto/camiseta-volcan/', price: price('22,50') },
];
const none: Suggestion[] = [{ id: -1, value: 'No se han encontrado productos.', url: '' }];

const form = () => document.querySelector<HTMLFormElement>('form.searchform')!;
const field = () => document.querySelector<HTMLInputElement>('input[name="s"]')!;
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!;

function type(text: string): void {
  field().focus();
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}
function key(name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  field().dispatchEvent(event);
  return event;
}

interface Call {
  fields: Record<string, unknown>;
  signal: AbortSignal;
  resolve: (suggestions: Suggestion[]) => void;
}

/** An admin-ajax stand-in whose answers the test releases by hand. */
function manualAjax() {
  const calls: Call[] = [];
  const adminAjax = vi.fn((action: string, fields: Record<string, unknown>, opts?: { method?: string; signal?: AbortSignal }) => {
    expect(action).toBe('flatsome_ajax_search_products');
    expect(opts?.method).toBe('get');
    return new Promise<string>((resolve) => {
      calls.push({ fields, signal: opts!.signal!, resolve: (suggestions) => resolve(JSON.stringify({ suggestions })) });
    });
  });
  return { calls, http: { adminAjax } };
}

describe('live search suggestions', () => {
  let destroy: (() => void) | undefined;
  let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  beforeEach(() => {
    setBody(formHtml);
    navigate = vi.fn<(url: string) => void>();
  });
  afterEach(() => {
    destroy?.();
    destroy = undefined;
    vi.useRealTimers();
  });

  function start(http: ReturnType<typeof manualAjax>['http'], latencyMs = 0) {
    destroy = enhanceLiveSearch(form(), { http, latencyMs, idPrefix: 'islas-live-search-1-', navigate });
  }

  it('sends nothing below 3 typed characters, then GETs admin-ajax flatsome_ajax_search_products with query', async () => {
    const network = fakeNetwork([{ match: 'action=flatsome_ajax_search_products', reply: { json: { suggestions: camisetas } } }]);
    const config = { ...defaultConfig(), ajaxUrl: 'http://localhost/wp-admin/admin-ajax.php' };
    const ctx: IslandContext = withLoaders({ name: 'live-search', props: {}, config, cart: createCartRuntime(config), idPrefix: 'islas-live-search-1-' });
    destroy = mount(form(), ctx);
    type('c');
    type('ca');
    type('  ca ');
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(listbox().hidden).toBe(true);
    type('cam');
    await flush();
    expect(network.seen).toHaveLength(1);
    const request = network.seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ action: 'flatsome_ajax_search_products', query: 'cam' });
    expect(options()).toHaveLength(3);
    network.restore();
  });

  it("steps aside where the shop turned Flatsome's live search off: no request to the action it then does not register", async () => {
    const network = fakeNetwork([{ match: 'action=flatsome_ajax_search_products', reply: { json: { suggestions: camisetas } } }]);
    const config = readConfig({ flatsomeVars: { ajaxurl: 'http://localhost/wp-admin/admin-ajax.php', options: { search_result_latency: '0', live_search: false } } }, vi.fn());
    expect(config.liveSearch).toBe(false);
    destroy = mount(form(), withLoaders({ name: 'live-search', props: {}, config, cart: createCartRuntime(config), idPrefix: 'islas-live-search-1-' }));
    type('camiseta');
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(field().getAttribute('role')).toBeNull();
    network.restore();
  });

  it('sends product_cat when a category is chosen, and changing the category asks again', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    expect(ajax.calls[0]!.fields).toEqual({ query: 'cam', product_cat: undefined });
    ajax.calls[0]!.resolve(camisetas);
    const select = document.querySelector<HTMLSelectElement>('select[name="product_cat"]')!;
    select.value = 'camisetas';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(ajax.calls).toHaveLength(2);
    expect(ajax.calls[1]!.fields).toEqual({ query: 'cam', product_cat: 'camisetas' });
  });

  it("waits for the site's latency option before asking", async () => {
    vi.useFakeTimers();
    const ajax = manualAjax();
    start(ajax.http, 300);
    type('cam');
    type('cami');
    await vi.advanceTimersByTimeAsync(299);
    expect(ajax.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ajax.calls).toHaveLength(1);
    expect(ajax.calls[0]!.fields.query).toBe('cami');
  });

  it('a newer keystroke aborts the older request, and a stale answer is never shown', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    type('camis');
    expect(ajax.calls).toHaveLength(2);
    expect(ajax.calls[0]!.signal.aborted).toBe(true);
    expect(ajax.calls[1]!.signal.aborted).toBe(false);
    // The newer answer arrives first, then the stale one (a server that ignored the abort).
    ajax.calls[1]!.resolve([camisetas[1]!]);
    await flush();
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    expect(options().map((option) => option.textContent)).toEqual(['Camiseta rayas marinera24,00\u00a0€']);
  });

  it('drops an answer that arrives after the text went below 3 characters', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    type('ca');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    expect(listbox().hidden).toBe(true);
    expect(options()).toHaveLength(0);
  });

  it('caches answers per query', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    type('camx');
    ajax.calls[1]!.resolve(none);
    await flush();
    type('cam');
    await flush();
    expect(ajax.calls).toHaveLength(2);
    expect(options()).toHaveLength(3);
  });

  it('shows image, the name with the typed text in bold, and the price, in a list at most 300 px high', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('CAMI');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    const first = options()[0]!;
    expect(first.querySelector('img.search-image')!.getAttribute('src')).toBe('/img/c1.svg');
    expect(first.querySelector('.search-name')!.innerHTML).toBe('<strong>Cami</strong>seta básica de algodón orgánico');
    expect(first.querySelector('.search-price .woocommerce-Price-amount bdi')!.textContent).toBe('19,95\u00a0€');
    expect(options()[2]!.querySelector('img')).toBeNull();
    expect(listbox().style.maxHeight).toBe(LIST_MAX_HEIGHT);
    expect(LIST_MAX_HEIGHT).toBe('300px');
    expect(listbox().style.overflowY).toBe('auto');
  });

  it('inserts names and prices safely: markup in a name shows as text', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('img');
    ajax.calls[0]!.resolve([
      { id: 5, value: '<img src=x onerror=alert(1)>', url: '/producto/x/', price: `${price('1,00')}<img src=x onerror=alert(2)><script>alert(3)</script>` },
    ]);
    await flush();
    const option = options()[0]!;
    expect(option.querySelector('.search-name')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(option.querySelector('.search-name img')).toBeNull();
    expect(option.querySelector('.search-price img, .search-price script')).toBeNull();
    expect(option.querySelector('.search-price')!.textContent).toBe('1,00\u00a0€');
    expect(option.querySelectorAll('img')).toHaveLength(0);
  });

  it('keeps only price markup: classes survive, event handlers and links do not', () => {
    const fragment = safePriceHtml('<del aria-hidden="true"><span class="amount" onclick="x()">10</span></del> <ins><a href="javascript:x()">8</a></ins>');
    const box = document.createElement('div');
    box.append(fragment);
    expect(box.innerHTML).toBe('<del aria-hidden="true"><span class="amount">10</span></del> <ins>8</ins>');
  });

  it('decodes entities in names and ignores malformed suggestions', () => {
    expect(parseSuggestions('{"suggestions":[{"id":1,"value":"Camiseta &amp; gorra","url":"/p/"},{"value":3},null]}')).toEqual([
      { id: 1, value: 'Camiseta & gorra', url: 'http://localhost:3000/p/', img: undefined, price: undefined },
    ]);
    expect(parseSuggestions('<html>')).toEqual([]);
  });

  it('goes only to products of this shop; pictures may come from any http(s) site (the URL guard)', () => {
    const suggestions = parseSuggestions(
      JSON.stringify({
        suggestions: [
          { id: 1, value: 'a', url: 'javascript:alert(1)', img: 'javascript:alert(2)' },
          { id: 2, value: 'b', url: ' &#106;avascript:alert(1)', img: 'data:image/svg+xml,<svg onload=alert(1)>' },
          { id: 3, value: 'c', url: 'https://elsewhere.example/p/', img: 'https://cdn.example/c.jpg' },
          { id: 4, value: 'd', url: '//elsewhere.example/p/', img: '//cdn.example/d.jpg' },
        ],
      }),
    );
    expect(suggestions.map(({ url, img }) => [url, img])).toEqual([
      ['', undefined],
      ['', undefined],
      ['', 'https://cdn.example/c.jpg'],
      ['', '//cdn.example/d.jpg'],
    ]);
  });

  it('is a combobox with a listbox for screen readers', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-controls')).toBe(listbox().id);
    type('cam');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="status"]')!.textContent).toContain('3');
  });

  it('arrow keys move through the suggestions, Escape restores the typed text, Enter goes to the chosen one', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    expect(key('ArrowDown').defaultPrevented).toBe(true);
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(field().value).toBe('Camiseta básica de algodón orgánico');
    key('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('false');
    key('ArrowUp');
    key('ArrowUp');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(field().value).toBe('cam');
    key('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(field().value).toBe('cam');
    expect(listbox().hidden).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/producto/camiseta-rayas/');
  });

  it('Enter without a chosen suggestion submits the form as usual', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    expect(key('Enter').defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the mouse highlights and picks a suggestion', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('cam');
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    const third = options()[2]!;
    third.querySelector('.search-name')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(third.classList.contains('autocomplete-selected')).toBe(true);
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    third.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    third.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/producto/camiseta-volcan/');
  });

  it('shows the "no products" item, which does nothing when chosen', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    type('zzzz');
    ajax.calls[0]!.resolve(none);
    await flush();
    expect(options()).toHaveLength(1);
    expect(options()[0]!.textContent).toBe('No se han encontrado productos.');
    expect(options()[0]!.getAttribute('aria-disabled')).toBe('true');
    options()[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    key('ArrowDown');
    expect(field().value).toBe('zzzz');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('marks the submit button loading while a request runs', async () => {
    const ajax = manualAjax();
    start(ajax.http);
    const button = document.querySelector('button.submit-button')!;
    type('cam');
    expect(button.classList.contains('loading')).toBe(true);
    ajax.calls[0]!.resolve(camisetas);
    await flush();
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('asks at once for text typed while its code was loading', () => {
    const ajax = manualAjax();
    field().focus();
    field().value = 'sudadera';
    start(ajax.http);
    expect(ajax.calls).toHaveLength(1);
    expect(ajax.calls[0]!.fields.query).toBe('sudadera');
  });

  it('removes what it added when unmounted', () => {
    const ajax = manualAjax();
    start(ajax.http);
    destroy!();
    destroy = undefined;
    expect(field().hasAttribute('role')).toBe(false);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    type('cam');
    expect(ajax.calls).toHaveLength(0);
  });
});
