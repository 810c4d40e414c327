import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartSnapshot, IslandModule, Islas } from 'islas';
import { createCartRuntime } from '../cart/cart';
import { defaultConfig } from '../kernel/config';
import { enhanceAddToCart } from '../features/cart-actions/add-to-cart';
import { applyFragments } from '../cart/fragments';
import { defineIslands, hydrateIslands, unmountIslands, type IslandRegistry } from '../kernel/islands';
import { $cart } from '../stores/cart';
import { $wishlist, setInWishlist } from '../stores/wishlist';
import { fakeNetwork, type SeenRequest } from '../../tests/unit/helpers/fake-network';
import { clearCookies, flush, setBody } from '../../tests/unit/helpers/dom';
import { createIslasApi } from '.';
import { withLoaders } from '../../tests/unit/helpers/page';

const config = { ...defaultConfig(), fragmentName: 'wc_fragments_api', cartHashKey: 'wc_cart_hash_api' };

const price = (euros: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi>${euros}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;
/** WooCommerce's mini cart with `lines` [quantity, price] and a subtotal; extra markup after it (a theme's hook). */
function miniCart(lines: [number, string][], subtotal: string, extra = ''): string {
  const items = lines
    .map(([quantity, each], i) => `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/p/${i}">P${i}</a><span class="quantity">${quantity} &times; ${price(each)}</span></li>`)
    .join('');
  return `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">${items}</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${price(subtotal)}</p>${extra}</div>`;
}
const answer = (html: string, hash: string) => ({ fragments: { 'div.widget_shopping_cart_content': html }, cart_hash: hash });

/** The entry's order: the API is attached with the cart, the page hydrated, then started. */
function startIslas(queued?: unknown) {
  const registry: IslandRegistry = {};
  const page = withLoaders({ config, cart: createCartRuntime(config) });
  defineIslands(registry, page);
  const api = createIslasApi(registry);
  api.attach(page, queued);
  hydrateIslands(document);
  api.started();
  return { islas: api.islas, cart: page.cart, registry, api };
}

function recordingIsland() {
  const mounted: { el: HTMLElement; props: unknown; name: string }[] = [];
  const unmounted: HTMLElement[] = [];
  const module: IslandModule = {
    mount(el, ctx) {
      mounted.push({ el, props: ctx.props, name: ctx.name });
      el.dataset.mounted = 'yes';
      return () => unmounted.push(el);
    },
  };
  return { mounted, unmounted, load: vi.fn(async () => module) };
}

describe('window.islas', () => {
  let network: ReturnType<typeof fakeNetwork> | undefined;
  beforeEach(() => {
    setBody('');
    sessionStorage.clear();
    localStorage.clear();
    clearCookies();
    $cart.set({ hash: '', pending: 0 });
    $wishlist.set({ added: [], pending: [], count: null });
  });
  afterEach(() => {
    unmountIslands(document.body);
    network?.restore();
    network = undefined;
  });

  describe('the queue before islas runs, and ready', () => {
    it('calls queued callbacks at attach, before the page hydrates, and later ones at once', async () => {
      const island = recordingIsland();
      setBody('<div id="bar" data-island="theme-bar">sin JS</div>');
      const warn = vi.spyOn(console, 'warn');
      const order: string[] = [];
      const queued = [
        (islas: Islas) => {
          order.push('queued');
          islas.islands.register('theme-bar', { load: island.load });
        },
      ];
      const { islas } = startIslas(queued);
      await flush();
      // Registered before the scan: hydrated with the page, no "unknown island" warning.
      expect(island.mounted.map((m) => m.el.id)).toEqual(['bar']);
      expect(warn).not.toHaveBeenCalled();
      islas.push(() => order.push('later'));
      expect(order).toEqual(['queued', 'later']);
      await expect(islas.ready).resolves.toBe(islas);
    });

    it('logs a failing callback and still calls the next ones', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const calls: string[] = [];
      startIslas([
        () => {
          throw new Error('theme bug');
        },
        () => calls.push('second'),
      ]);
      expect(calls).toEqual(['second']);
      expect(String(error.mock.calls[0]![0])).toContain('window.islas.push');
    });

    it('resolves ready only once islas has started', async () => {
      const registry: IslandRegistry = {};
      const api = createIslasApi(registry);
      api.attach(withLoaders({ config, cart: createCartRuntime(config) }), undefined);
      let ready = false;
      void api.islas.ready.then(() => (ready = true));
      await flush();
      expect(ready).toBe(false);
      api.started();
      await flush();
      expect(ready).toBe(true);
    });
  });

  describe('islands.register', () => {
    it('hydrates hooks already on the page at once when registered after the start, with their props', async () => {
      const { islas } = startIslas();
      setBody(`<div id="a" data-island="theme-bar" data-props='{"threshold":50}'>x</div><div id="b" data-island="theme-bar">y</div>`);
      const island = recordingIsland();
      expect(islas.islands.register('theme-bar', { load: island.load, hydrate: 'load' })).toBe(true);
      await flush();
      expect(island.mounted).toEqual([
        { el: document.getElementById('a'), props: { threshold: 50 }, name: 'theme-bar' },
        { el: document.getElementById('b'), props: {}, name: 'theme-bar' },
      ]);
      expect(document.getElementById('a')!.getAttribute('data-island-state')).toBe('hydrated');
    });

    it('follows its hydration strategy: interaction waits for the shopper', async () => {
      const { islas } = startIslas();
      setBody('<button id="a" data-island="theme-bar">x</button>');
      const island = recordingIsland();
      islas.islands.register('theme-bar', { load: island.load, hydrate: 'interaction' });
      await flush();
      expect(island.load).not.toHaveBeenCalled();
      document.getElementById('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await flush();
      expect(island.mounted).toHaveLength(1);
    });

    it('unmounts islands in a replaced cart fragment and mounts those in the new markup', async () => {
      const { islas } = startIslas();
      setBody(miniCart([[1, '9,50']], '9,50', '<div id="old" data-island="theme-bar"></div>'));
      const island = recordingIsland();
      islas.islands.register('theme-bar', { load: island.load });
      await flush();
      applyFragments(answer(miniCart([[2, '9,50']], '19,00', '<div id="new" data-island="theme-bar"></div>'), 'h2').fragments);
      await flush();
      expect(island.unmounted.map((el) => el.id)).toEqual(['old']);
      expect(island.mounted.map((m) => m.el.id)).toEqual(['old', 'new']);
      expect(document.getElementById('new')!.dataset.mounted).toBe('yes');
    });

    it('refuses a taken name, a missing load and an unknown strategy with a console error', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { islas, registry } = startIslas();
      const island = recordingIsland();
      registry['mini-cart'] = { load: island.load, hydrate: 'interaction' };
      expect(islas.islands.register('mini-cart', { load: island.load })).toBe(false);
      expect(islas.islands.register('theme-bar', {} as never)).toBe(false);
      expect(islas.islands.register('theme-bar', { load: island.load, hydrate: 'soon' as never })).toBe(false);
      expect(islas.islands.register('theme-bar', { load: island.load, hydrate: 'toString' as never })).toBe(false);
      expect(islas.islands.register('', { load: island.load })).toBe(false);
      expect(error).toHaveBeenCalledTimes(5);
      expect(String(error.mock.calls[0]![0])).toMatch(/register\("mini-cart"\) refused: the name is taken/);
      expect(registry['mini-cart']!.hydrate).toBe('interaction');
      expect(Object.keys(registry)).toEqual(['mini-cart']);
      // A duplicate of a theme's own island too.
      expect(islas.islands.register('theme-bar', { load: island.load })).toBe(true);
      expect(islas.islands.register('theme-bar', { load: island.load })).toBe(false);
    });
  });

  describe('cart', () => {
    it('reads count and subtotal from the mini cart, with the store’s hash and pending writes', () => {
      setBody(miniCart([[2, '19,95'], [1, '4,50']], '44,40'));
      const { islas } = startIslas();
      $cart.set({ hash: 'abc', pending: 0 });
      expect(islas.cart.get()).toEqual({ hash: 'abc', pending: 0, count: 3, subtotal: 44.4 });
    });

    it('tells subscribers now and after each change an add brings, until they unsubscribe', async () => {
      setBody(miniCart([[1, '19,95']], '19,95'));
      network = fakeNetwork([{ match: 'wc-ajax=add_to_cart', reply: { json: answer(miniCart([[1, '19,95'], [2, '9,50']], '38,95'), 'h2') } }]);
      const { islas } = startIslas();
      const seen: CartSnapshot[] = [];
      const off = islas.cart.subscribe((cart) => seen.push(cart));
      expect(seen).toEqual([{ hash: '', pending: 0, count: 1, subtotal: 19.95 }]);
      await islas.cart.add({ productId: 7, quantity: 2 });
      expect(seen.at(-1)).toEqual({ hash: 'h2', pending: 0, count: 3, subtotal: 38.95 });
      // Pending writes show while the add waits; nothing is told twice.
      expect(seen.some((cart) => cart.pending === 1)).toBe(true);
      expect(new Set(seen.map((cart) => JSON.stringify(cart))).size).toBe(seen.length);
      off();
      const before = seen.length;
      $cart.set({ hash: 'h3', pending: 0 });
      expect(seen).toHaveLength(before);
    });

    it('knows the cart from the fragments where the page has no mini cart (the cart page)', async () => {
      setBody('<div class="cart_totals"></div>');
      network = fakeNetwork([{ match: 'wc-ajax=get_refreshed_fragments', reply: { json: answer(miniCart([[3, '20,00']], '60,00'), 'h1') } }]);
      const { islas } = startIslas();
      const seen: CartSnapshot[] = [];
      islas.cart.subscribe((cart) => seen.push(cart));
      expect(seen).toEqual([{ hash: '', pending: 0, count: null, subtotal: null }]);
      await islas.cart.refresh();
      expect(network.seen).toHaveLength(1);
      expect(seen.at(-1)).toEqual({ hash: 'h1', pending: 0, count: 3, subtotal: 60 });
    });

    it('adds through the buttons’ queue: one request at a time, each call once, none lost', async () => {
      setBody(`${miniCart([], '0,00')}<a href="?add-to-cart=5" class="button add_to_cart_button ajax_add_to_cart" data-product_id="5" data-quantity="1">Añadir</a>`);
      let n = 0;
      network = fakeNetwork([
        { match: 'wc-ajax=add_to_cart', reply: () => ({ json: answer(miniCart([[++n, '10,00']], `${n * 10},00`), `h${n}`), delayMs: 5 }) },
      ]);
      const { islas, cart } = startIslas();
      const stop = enhanceAddToCart(cart);
      const first = islas.cart.add({ productId: 7 });
      document.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      const second = islas.cart.add({ productId: 8, quantity: '2', variationId: 81, data: { success_message: 'Añadido' } });
      await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
      await cart.queue.idle();
      stop();
      // The button's click is handled at once; the calls wait for the add-to-cart code (a
      // dynamic import), then keep their order.
      const posted = (request: SeenRequest) => [request.form.product_id, request.form.quantity];
      expect(network.seen.map(posted)).toEqual([
        ['5', '1'],
        ['7', '1'],
        ['81', '2'],
      ]);
      expect(network.seen[2]!.form.success_message).toBe('Añadido');
      expect(network.maxInFlight).toBe(1);
      expect(islas.cart.get()).toMatchObject({ hash: 'h3', count: 3, subtotal: 30 });
    });

    it('fires the buttons’ events, with a button that carries the fields', async () => {
      network = fakeNetwork([{ match: 'wc-ajax=add_to_cart', reply: { json: answer(miniCart([[1, '10,00']], '10,00'), 'h1') } }]);
      const { islas } = startIslas();
      const events: [string, unknown[]][] = [];
      for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']) {
        islas.on(name, (args) => events.push([name, args]));
      }
      await islas.cart.add({ productId: 7 });
      expect(events.map(([name]) => name)).toEqual(['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']);
      const button = events[0]![1][0] as HTMLElement;
      expect(button.getAttribute('data-product_id')).toBe('7');
      expect(events[1]![1]).toEqual([{ 'div.widget_shopping_cart_content': expect.any(String) }, 'h1', button]);
      // The theme's own button gets WooCommerce's classes instead.
      const own = document.createElement('button');
      await islas.cart.add({ productId: 7, button: own });
      expect(own.classList.contains('added')).toBe(true);
      expect(events.at(-1)![1][0]).toBe(own);
    });

    it('resolves false when the add failed, without sending it again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      network = fakeNetwork([
        { match: 'wc-ajax=add_to_cart', reply: { networkError: true } },
        { match: 'wc-ajax=get_refreshed_fragments', reply: { networkError: true } },
      ]);
      const { islas, cart } = startIslas();
      await expect(islas.cart.add({ productId: 7 })).resolves.toBe(false);
      await cart.queue.idle();
      expect(network.seen.filter((request) => request.url.search === '?wc-ajax=add_to_cart')).toHaveLength(1);
    });
  });

  describe('wishlist', () => {
    it('reads and follows the wishlist store', () => {
      const { islas } = startIslas();
      const seen: (readonly string[])[] = [];
      const off = islas.wishlist.subscribe((wishlist) => seen.push(wishlist.added));
      setInWishlist('12', true);
      off();
      setInWishlist('13', true);
      expect(seen).toEqual([[], ['12']]);
      expect(islas.wishlist.get().added).toEqual(['12', '13']);
    });
  });

  describe('events', () => {
    it('hears islas’s own events and others’, until off', () => {
      const { islas } = startIslas();
      const heard: unknown[][] = [];
      const off = islas.on('wc_fragments_loaded', (args) => heard.push(args));
      islas.emit('wc_fragments_loaded', [1]);
      document.body.dispatchEvent(new CustomEvent('islas:wc_fragments_loaded', { bubbles: true, detail: [2] }));
      off();
      islas.emit('wc_fragments_loaded', [3]);
      expect(heard).toEqual([[1], [2]]);
    });

    it('emits the native islas:<name> event, bubbling from its target', () => {
      const { islas } = startIslas();
      setBody('<p id="from"></p>');
      const listener = vi.fn();
      document.addEventListener('islas:theme_thing', listener);
      islas.emit('theme_thing', ['a'], document.getElementById('from')!);
      document.removeEventListener('islas:theme_thing', listener);
      const event = listener.mock.calls[0]![0] as CustomEvent;
      expect([event.detail, (event.target as Element).id]).toEqual([['a'], 'from']);
    });
  });
});
