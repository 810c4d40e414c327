import { resetLocaleData } from '@wordpress/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { createBridge } from '../../kernel/jquery/bridge';
import { installJQueryBridge } from '../../kernel/events';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig, type IslasConfig } from '../../kernel/config';
import { setupI18n } from '../../kernel/i18n';
import { $lastAdded } from '../../stores/cart';
import { cartAnswer, fakeNetwork, type Reply, type Route } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { buttonData, enhanceAddToCart } from './add-to-cart';

const box = (id: number, extra = '') => `
  <div class="product-small product"><p class="name product-title woocommerce-loop-product__title"><a>Camiseta ${id}</a></p>
  <div class="add-to-cart-button"><a href="?add-to-cart=${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart"
     data-product_id="${id}" data-product_sku="SKU-${id}" data-success_message="«Camiseta ${id}» se ha añadido a tu carrito" ${extra}>Añadir al carrito</a></div></div>`;

function setup(routes: Route[], overrides: Partial<IslasConfig> = {}) {
  const network = fakeNetwork(routes);
  const cart = createCartRuntime({ ...defaultConfig(), cartUrl: 'http://localhost:3000/carrito/', ...overrides });
  const stop = enhanceAddToCart(cart);
  return { network, cart, stop };
}

const button = (id: number) => document.querySelector<HTMLAnchorElement>(`[data-product_id="${id}"]`)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const liveRegion = () => document.querySelector('[role="status"]')?.textContent ?? '';

describe('add to cart from listings', () => {
  let cleanup: (() => void)[] = [];
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    // A Spanish page, as the add-to-cart strings (in their own chunk) check when they are added.
    document.documentElement.lang = 'es-ES';
    setupI18n('es-ES');
    setBody(`<div class="widget_shopping_cart_content"></div>${box(11)}${box(12)}${box(13)}`);
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    cleanup.forEach((fn) => fn());
    cleanup = [];
    resetLocaleData();
  });

  it('sends every data attribute of the button as the form-encoded payload', async () => {
    const { network, stop } = setup([{ match: 'wc-ajax=add_to_cart', reply: { json: cartAnswer(['A']) } }]);
    cleanup.push(stop, network.restore);
    click(button(11));
    await flush();
    expect(network.seen).toHaveLength(1);
    expect(network.seen[0]!.method).toBe('POST');
    expect(network.seen[0]!.url.search).toBe('?wc-ajax=add_to_cart');
    expect(network.seen[0]!.form).toEqual({
      quantity: '1',
      product_id: '11',
      product_sku: 'SKU-11',
      success_message: '«Camiseta 11» se ha añadido a tu carrito',
    });
    expect(buttonData(button(12))).toMatchObject({ product_id: '12' });
  });

  it('shows loading while the request runs, then added, the fragments and one "Ver carrito" link', async () => {
    const { network, stop } = setup([{ match: 'add_to_cart', reply: { json: cartAnswer(['Camiseta 11']), delayMs: 20 } }]);
    cleanup.push(stop, network.restore);
    const events: string[] = [];
    document.body.addEventListener('islas:adding_to_cart', () => events.push('adding'));
    document.body.addEventListener('islas:added_to_cart', (e) => events.push(`added:${(e as CustomEvent).detail[1]}`));
    click(button(11));
    expect(button(11).classList.contains('loading')).toBe(true);
    expect(button(11).classList.contains('added')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await flush();
    expect(button(11).classList.contains('loading')).toBe(false);
    expect(button(11).classList.contains('added')).toBe(true);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('×Camiseta 11');
    const link = button(11).nextElementSibling as HTMLAnchorElement;
    expect(link.outerHTML).toBe(
      '<a href="http://localhost:3000/carrito/" class="added_to_cart wc-forward" title="Ver carrito">Ver carrito</a>',
    );
    expect(liveRegion()).toBe('«Camiseta 11» se ha añadido a tu carrito');
    expect(events).toEqual(['adding', 'added:hash-1']);
    expect($lastAdded.get()?.productId).toBe('11');

    click(button(11));
    await flush();
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });

  it('Space on a role=button add link (WooCommerce 10.1+) adds, as a click does; other keys and .wc-interactive are left alone', async () => {
    setBody(`${box(11, 'role="button"')}${box(12, 'role="button"').replace('add_to_cart_button', 'add_to_cart_button wc-interactive')}${box(13)}`);
    const { network, stop } = setup([{ match: 'wc-ajax=add_to_cart', reply: { json: cartAnswer(['A']) } }]);
    cleanup.push(stop, network.restore);
    const press = (el: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(button(11), 'a')).toBe(false);
    expect(press(button(12), ' ')).toBe(false);
    // 9.4's plain link (no role) keeps the browser's Space, as stock 9.4 has no key handler.
    expect(press(button(13), ' ')).toBe(false);
    expect(press(button(11), ' ')).toBe(true);
    await flush();
    expect(network.seen).toHaveLength(1);
    expect(network.seen[0]!.form).toMatchObject({ product_id: '11' });
  });

  it('builds the "Ver carrito" link from text: markup in i18n_view_cart stays text', async () => {
    const { network, stop } = setup([{ match: 'add_to_cart', reply: { json: cartAnswer(['A']) } }], { viewCartLabel: '<img src=x onerror=alert(1)>Ver &amp; pagar' });
    cleanup.push(stop, network.restore);
    click(button(11));
    await flush();
    const link = document.querySelector<HTMLAnchorElement>('.added_to_cart')!;
    expect(link.textContent).toBe('<img src=x onerror=alert(1)>Ver &amp; pagar');
    expect(link.querySelector('img')).toBeNull();
    expect(link.title).toBe('<img src=x onerror=alert(1)>Ver &amp; pagar');
  });

  it('never appends the link on the cart page', async () => {
    const { network, stop } = setup([{ match: 'add_to_cart', reply: { json: cartAnswer(['A']) } }], { isCart: true });
    cleanup.push(stop, network.restore);
    click(button(11));
    await flush();
    expect(button(11).classList.contains('added')).toBe(true);
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('sends queued requests one at a time, in click order', async () => {
    let count = 0;
    const { network, stop } = setup([
      { match: 'add_to_cart', reply: () => ({ json: cartAnswer(Array(++count).fill('x')), delayMs: 15 }) },
    ]);
    cleanup.push(stop, network.restore);
    click(button(11));
    click(button(12));
    click(button(13));
    await new Promise((resolve) => setTimeout(resolve, 120));
    await flush();
    expect(network.maxInFlight).toBe(1);
    expect(network.seen.map((r) => r.form.product_id)).toEqual(['11', '12', '13']);
    expect([11, 12, 13].every((id) => button(id).classList.contains('added'))).toBe(true);
  });

  it('ignores a double click while the first add is running (adds once)', async () => {
    const { network, stop } = setup([{ match: 'add_to_cart', reply: { json: cartAnswer(['A']), delayMs: 20 } }]);
    cleanup.push(stop, network.restore);
    click(button(11));
    click(button(11));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await flush();
    expect(network.seen).toHaveLength(1);
    click(button(11));
    await flush();
    expect(network.seen).toHaveLength(2);
  });

  it('goes to the product page when the answer has error and product_url', async () => {
    const { network, stop } = setup([
      { match: 'add_to_cart', reply: { json: { error: true, product_url: 'http://localhost:3000/producto/agotado/' } } },
    ]);
    cleanup.push(stop, network.restore);
    click(button(11));
    await flush();
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/producto/agotado/');
  });

  it('goes to the cart when the shop redirects after add', async () => {
    const { network, stop } = setup([{ match: 'add_to_cart', reply: { json: cartAnswer(['A']) } }], {
      cartRedirectAfterAdd: true,
    });
    cleanup.push(stop, network.restore);
    click(button(11));
    await flush();
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/carrito/');
  });

  it('leaves a button without product_id, or without ajax_add_to_cart, to its link', () => {
    setBody(
      `<a href="/producto/externo/" class="button add_to_cart_button ajax_add_to_cart">Comprar</a>
       <a href="/producto/variable/" class="button add_to_cart_button" data-product_id="5">Seleccionar opciones</a>`,
    );
    const { network, stop } = setup([]);
    cleanup.push(stop, network.restore);
    for (const link of document.querySelectorAll('a')) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(network.seen).toHaveLength(0);
  });

  it.each([
    ['an HTTP error', { status: 500, text: '<h1>Error</h1>' }, 'No se ha podido añadir «Camiseta 11» al carrito. Inténtalo de nuevo.'],
    ['invalid JSON', { text: '<html>not json' }, 'No se ha podido añadir «Camiseta 11» al carrito. Inténtalo de nuevo.'],
    ['an answer without fragments', { json: { success: false } }, 'No se ha podido añadir «Camiseta 11» al carrito. Inténtalo de nuevo.'],
    ['a network failure', { networkError: true as const }, 'Parece que no tienes conexión. Compruébala y vuelve a intentarlo.'],
    // An error answer's product_url goes through the URL guard: never a script, never off the shop.
    ...['javascript:window.x=1', ' javascript:window.x=1', 'JaVa&#x09;ScRiPt:window.x=1', 'data:text/html,<script>x=1</script>', 'https://elsewhere.example/', '//elsewhere.example/'].map(
      (url): [string, Reply, string] => [`an error answer with product_url ${JSON.stringify(url)}`, { json: { error: true, product_url: url } }, 'No se ha podido añadir «Camiseta 11» al carrito. Inténtalo de nuevo.'],
    ),
  ] as [string, Reply, string][])('on %s: clears loading, announces a Spanish message, and the button works again', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { network, stop } = setup([
      { match: 'add_to_cart', reply },
      { match: 'get_refreshed_fragments', reply: { json: cartAnswer([]) } },
    ]);
    cleanup.push(stop, network.restore);
    click(button(11));
    await flush();
    expect(button(11).classList.contains('loading')).toBe(false);
    expect(button(11).classList.contains('added')).toBe(false);
    expect(liveRegion()).toBe(message);
    expect(document.querySelector('[role="status"]')!.classList.contains('islas-live-region--error')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    click(button(11));
    await flush();
    expect(network.seen.filter((r) => r.url.search.includes('add_to_cart'))).toHaveLength(2);
  });

  it('on a time-out: clears loading and says the shop is slow', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { network, stop } = setup([
      { match: 'add_to_cart', reply: { hang: true } },
      { match: 'get_refreshed_fragments', reply: { json: cartAnswer([]) } },
    ]);
    cleanup.push(stop, network.restore, () => vi.useRealTimers());
    click(button(11));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(button(11).classList.contains('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(button(11).classList.contains('loading')).toBe(false);
    expect(liveRegion()).toBe(
      'La tienda está tardando demasiado en responder. Revisa tu carrito antes de volver a intentarlo.',
    );
  });

  it('lets a handler of should_send_ajax_request.adding_to_cart veto the add', async () => {
    const { network, stop } = setup([]);
    cleanup.push(stop, network.restore);
    document.body.addEventListener('islas:should_send_ajax_request.adding_to_cart', (event) => event.preventDefault(), {
      once: true,
    });
    click(button(11));
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(button(11).classList.contains('loading')).toBe(false);
  });

  it('triggers the jQuery events with WooCommerce arguments when jQuery is present', async () => {
    installJQueryBridge(createBridge(jQuery));
    const triggered: { name: string; args: unknown[] }[] = [];
    jQuery(document.body).on('adding_to_cart added_to_cart wc_fragments_loaded wc_cart_button_updated', (event: { type: string }, ...args: unknown[]) =>
      triggered.push({ name: event.type, args }),
    );
    const { network, stop } = setup([{ match: 'add_to_cart', reply: { json: cartAnswer(['A'], 'hh') } }]);
    cleanup.push(stop, network.restore, () => installJQueryBridge(undefined), () => jQuery(document.body).off());
    click(button(11));
    await flush();
    const added = triggered.find((t) => t.name === 'added_to_cart')!;
    expect(added.args[0]).toEqual(cartAnswer(['A'], 'hh').fragments);
    expect(added.args[1]).toBe('hh');
    expect((added.args[2] as ArrayLike<Element>)[0]).toBe(button(11));
    expect(triggered.map((t) => t.name)).toEqual(['adding_to_cart', 'added_to_cart', 'wc_fragments_loaded', 'wc_cart_button_updated']);
  });

  it('a jQuery handler of should_send_ajax_request.adding_to_cart returning false stops the add, and says so', async () => {
    installJQueryBridge(createBridge(jQuery));
    const notSent = vi.fn();
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    jQuery(document.body).on('ajax_request_not_sent.adding_to_cart', (_event: unknown, ...args: unknown[]) => notSent(args));
    const { network, stop } = setup([]);
    cleanup.push(stop, network.restore, () => installJQueryBridge(undefined), () => jQuery(document.body).off());
    click(button(11));
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(notSent).toHaveBeenCalledOnce();
    expect(notSent.mock.calls[0]![0].slice(0, 2)).toEqual([false, false]);
  });
});
