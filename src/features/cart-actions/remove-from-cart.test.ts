import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { cartAnswer, fakeNetwork, type Route } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhanceRemoveFromCart } from './remove-from-cart';

const miniCart = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">
  <li class="woocommerce-mini-cart-item"><a href="/carrito/?remove_item=k1&_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a>Uno</li>
  <li class="woocommerce-mini-cart-item"><a href="/carrito/?remove_item=k2&_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k2">×</a>Dos</li>
</ul></div>`;

describe('remove from the mini cart', () => {
  let cleanup: (() => void)[] = [];
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    setBody(miniCart);
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => cleanup.forEach((fn) => fn()));

  function setup(routes: Route[]) {
    const network = fakeNetwork(routes);
    const stop = enhanceRemoveFromCart(createCartRuntime(defaultConfig()));
    cleanup = [stop, network.restore];
    return network;
  }
  const link = (key: string) => document.querySelector<HTMLAnchorElement>(`[data-cart_item_key="${key}"]`)!;

  it('fades the line to 0.6 while remove_from_cart runs, then applies the fragments', async () => {
    const network = setup([{ match: 'wc-ajax=remove_from_cart', reply: { json: cartAnswer(['Dos']), delayMs: 10 } }]);
    const removed = vi.fn();
    document.body.addEventListener('islas:removed_from_cart', removed);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('k1').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(link('k1').closest<HTMLElement>('li')!.style.opacity).toBe('0.6');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await flush();
    expect(network.seen[0]!.form).toEqual({ cart_item_key: 'k1' });
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('×Dos');
    expect(removed).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the link when the answer has no fragments', async () => {
    setup([
      { match: 'remove_from_cart', reply: { json: { success: false } } },
      { match: 'get_refreshed_fragments', reply: { json: cartAnswer([]) } },
    ]);
    link('k2').click();
    await flush();
    expect(assign).toHaveBeenCalledWith(link('k2').href);
  });

  it.each([
    ['fails', { status: 500, text: 'error' }],
    ['cannot reach the server', { networkError: true as const }],
    ['answers invalid JSON', { text: '<html>' }],
  ])('follows the link when the request %s', async (_case, reply) => {
    setup([
      { match: 'remove_from_cart', reply },
      { match: 'get_refreshed_fragments', reply: { json: cartAnswer([]) } },
    ]);
    const href = link('k1').href;
    link('k1').click();
    await flush();
    expect(assign).toHaveBeenCalledWith(href);
  });

  it('clicks a role=button remove link (WooCommerce 10.0+) on Space, and leaves a plain link and other keys alone', async () => {
    const network = setup([{ match: 'wc-ajax=remove_from_cart', reply: { json: cartAnswer(['Dos']) } }]);
    const press = (el: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(link('k1'), ' ')).toBe(false);
    link('k1').setAttribute('role', 'button');
    expect(press(link('k1'), 'Enter')).toBe(false);
    expect(press(link('k1'), ' ')).toBe(true);
    await flush();
    expect(network.seen.map((request) => request.form)).toEqual([{ cart_item_key: 'k1' }]);
  });

  it('sends one request for a double click', async () => {
    const network = setup([{ match: 'remove_from_cart', reply: { json: cartAnswer([]), delayMs: 10 } }]);
    link('k1').click();
    link('k1').click();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await flush();
    expect(network.seen).toHaveLength(1);
  });
});
