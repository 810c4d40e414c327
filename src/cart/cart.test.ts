import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { createBridge } from '../kernel/jquery/bridge';
import { installJQueryBridge } from '../kernel/events';
import { createCartRuntime, readAddAnswer } from './cart';
import { defaultConfig } from '../kernel/config';
import { $cart } from '../stores/cart';
import { cartAnswer, fakeNetwork } from '../../tests/unit/helpers/fake-network';
import { clearCookies, flush, setBody } from '../../tests/unit/helpers/dom';

const config = { ...defaultConfig(), fragmentName: 'wc_fragments_t', cartHashKey: 'wc_cart_hash_t' };
const miniCart = () => document.querySelector('.widget_shopping_cart_content')!.textContent;

describe('cart runtime', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    setBody(`<div class="widget_shopping_cart_content">server</div><span class="cart-icon"><strong>0</strong></span>`);
    sessionStorage.clear();
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('sends nothing at load for an empty cart with nothing cached', async () => {
    const network = fakeNetwork([]);
    stop = createCartRuntime(config).fragments.start();
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(miniCart()).toBe('server');
    network.restore();
  });

  it('never applies fragments planted under an empty hash: it asks the server instead', async () => {
    const network = fakeNetwork([{ match: 'wc-ajax=get_refreshed_fragments', reply: { json: cartAnswer([], '') } }]);
    const planted = cartAnswer(['<img src=x onerror="window.x=1">'], '');
    sessionStorage.setItem('wc_fragments_t', JSON.stringify(planted.fragments));
    sessionStorage.setItem('wc_cart_hash_t', '');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    const loaded = vi.fn();
    document.body.addEventListener('islas:wc_fragments_loaded', loaded);
    stop = createCartRuntime(config).fragments.start();
    expect(miniCart()).toBe('server');
    expect(loaded).not.toHaveBeenCalled();
    await flush();
    expect(network.seen.map((r) => r.url.search)).toEqual(['?wc-ajax=get_refreshed_fragments']);
    expect(document.querySelector('.widget_shopping_cart_content img')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_t')!)).toEqual(cartAnswer([], '').fragments);
    network.restore();
  });

  it('applies cached fragments when the stored hash equals the cookie', async () => {
    const network = fakeNetwork([]);
    const answer = cartAnswer(['Camiseta'], 'abc');
    sessionStorage.setItem('wc_fragments_t', JSON.stringify(answer.fragments));
    sessionStorage.setItem('wc_cart_hash_t', 'abc');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    const loaded = vi.fn();
    document.body.addEventListener('islas:wc_fragments_loaded', loaded);
    stop = createCartRuntime(config).fragments.start();
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(miniCart()).toBe('×Camiseta');
    expect(loaded).toHaveBeenCalledTimes(1);
    network.restore();
  });

  it('refreshes from get_refreshed_fragments when the cookie hash has no cache', async () => {
    const network = fakeNetwork([{ match: 'wc-ajax=get_refreshed_fragments', reply: { json: cartAnswer(['A', 'B'], 'h2') } }]);
    document.cookie = 'woocommerce_cart_hash=h2; path=/';
    stop = createCartRuntime(config).fragments.start();
    await flush();
    expect(network.seen.map((r) => r.url.search)).toEqual(['?wc-ajax=get_refreshed_fragments']);
    expect(network.seen[0]!.method).toBe('POST');
    expect(document.querySelector('.cart-icon strong')!.textContent).toBe('2');
    expect(sessionStorage.getItem('wc_cart_hash_t')).toBe('h2');
    expect($cart.get().hash).toBe('h2');
    network.restore();
  });

  it('checks nothing at load where the page shows the current cart (cart and checkout), but still follows changes', async () => {
    const network = fakeNetwork([{ match: 'wc-ajax=get_refreshed_fragments', reply: { json: cartAnswer(['A'], 'other') } }]);
    const stale = cartAnswer(['Vieja'], 'h2');
    sessionStorage.setItem('wc_fragments_t', JSON.stringify(stale.fragments));
    sessionStorage.setItem('wc_cart_hash_t', 'h2');
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    document.cookie = 'woocommerce_cart_hash=h2; path=/';
    stop = createCartRuntime(config).fragments.start({ serverMarkupIsCurrent: true });
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(miniCart()).toBe('server');
    expect($cart.get().hash).toBe('h2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_t', newValue: 'other' }));
    await flush();
    expect(network.seen).toHaveLength(1);
    expect(miniCart()).toBe('×A');
    network.restore();
  });

  it('refreshes when another tab changes the cart hash', async () => {
    const network = fakeNetwork([{ match: 'get_refreshed_fragments', reply: { json: cartAnswer(['A'], 'other') } }]);
    stop = createCartRuntime(config).fragments.start();
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_t', newValue: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    await flush();
    expect(network.seen).toHaveLength(1);
    expect(miniCart()).toBe('×A');
    network.restore();
  });

  it('refreshes when the page comes back from the back/forward cache', async () => {
    const network = fakeNetwork([{ match: 'get_refreshed_fragments', reply: { json: cartAnswer([], '') } }]);
    stop = createCartRuntime(config).fragments.start();
    const pageshow = (persisted: boolean) => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: persisted });
      window.dispatchEvent(event);
    };
    pageshow(false);
    await flush();
    expect(network.seen).toHaveLength(0);
    pageshow(true);
    await flush();
    expect(network.seen).toHaveLength(1);
    network.restore();
  });

  it('honours wc_fragment_refresh, updated_wc_div and updated_cart_totals triggered through jQuery', async () => {
    installJQueryBridge(createBridge(jQuery));
    const network = fakeNetwork([{ match: 'get_refreshed_fragments', reply: { json: cartAnswer(['A'], 'x') } }]);
    try {
      stop = createCartRuntime(config).fragments.start();
      for (const name of ['wc_fragment_refresh', 'updated_wc_div', 'updated_cart_totals']) {
        jQuery(document.body).trigger(name);
        await flush();
      }
      expect(network.seen).toHaveLength(3);
    } finally {
      network.restore();
      installJQueryBridge(undefined);
    }
  });

  it('after a failed write, shows the server cart (the server may have accepted it)', async () => {
    const network = fakeNetwork([
      { match: 'wc-ajax=add_to_cart', reply: { status: 500, text: 'Fatal error' } },
      { match: 'get_refreshed_fragments', reply: { json: cartAnswer(['Accepted anyway'], 'h') } },
    ]);
    const cart = createCartRuntime(config);
    await expect(cart.add({ product_id: 1 })).rejects.toThrow();
    await flush();
    expect(miniCart()).toBe('×Accepted anyway');
    network.restore();
  });

  it('sends a line quantity with flatsome_ajax_cart_item_alter_quantity and refreshes when the answer has no fragments', async () => {
    const network = fakeNetwork([
      { match: 'action=flatsome_ajax_cart_item_alter_quantity', reply: { text: '' } },
      { match: 'get_refreshed_fragments', reply: { json: cartAnswer(['A', 'A2'], 'q') } },
    ]);
    const cart = createCartRuntime(config);
    await cart.setQuantity('key1', '3');
    expect(network.seen[0]!.form).toMatchObject({
      action: 'flatsome_ajax_cart_item_alter_quantity',
      quantity: '3',
      cart_item_key: 'key1',
    });
    expect(network.seen[0]!.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(network.seen[1]!.url.search).toBe('?wc-ajax=get_refreshed_fragments');
    expect(document.querySelector('.cart-icon strong')!.textContent).toBe('2');
    network.restore();
  });
});

describe('readAddAnswer', () => {
  it('turns an error with a product_url of this site into a redirect, absolute', () => {
    expect(readAddAnswer({ error: true, product_url: '/producto/a/' })).toEqual({
      kind: 'redirect',
      url: 'http://localhost:3000/producto/a/',
    });
  });
  it('treats any other product_url as a failed add: no script, no other site', () => {
    for (const url of ['javascript:window.x=1', ' javascript:alert(1)', '&#106;avascript:alert(1)', 'http://x/producto/a/', '//x/producto/a/', 42]) {
      expect(() => readAddAnswer({ error: true, product_url: url }), String(url)).toThrow('without fragments');
    }
  });
  it('rejects answers without fragments', () => {
    expect(() => readAddAnswer({ success: false })).toThrow('without fragments');
    expect(() => readAddAnswer({ error: true })).toThrow();
    expect(() => readAddAnswer('<html>')).toThrow();
  });
});
