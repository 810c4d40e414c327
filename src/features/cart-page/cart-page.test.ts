import { resetLocaleData } from '@wordpress/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { setupI18n } from '../../kernel/i18n';
import { cartAnswer, fakeNetwork, type Reply, type Route, type SeenRequest } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './index';
import { withLoaders } from '../../../tests/unit/helpers/page';

/** A cart line: key, name, quantity. */
type Line = [string, string, number];

interface PageOptions {
  lines?: Line[];
  coupons?: string[];
  shipping?: string;
  /** Notices printed above the form (a remove's "¿Deshacer?"), outside the wrapper. */
  above?: string;
  /** Flatsome's cart: the coupon in a sidebar form (ux-cart-coupon since 3.19.4, checkout_coupon before), not in the cart form. */
  flatsome?: boolean;
  /** The sidebar coupon form's class: Flatsome 3.19.4+'s (the default) or older Flatsome's. */
  couponForm?: 'ux-cart-coupon' | 'checkout_coupon';
  total?: string;
  /** The markup of WooCommerce 10.0.x (th[scope=row] names) or 10.1+ (td[role=rowheader]), with role=button links; 9.4's by default. */
  wc?: '10.0' | '11';
}

const RATES = ['flat_rate:1', 'free_shipping:2', 'local_pickup:3'];

/** WooCommerce 9.4's cart shortcode output (cart.php, cart-totals.php, cart-shipping.php, shipping-calculator.php), or 10.0's / 11.0's. */
function cartBlock({ lines = [['k1', 'Camiseta básica', 1], ['k2', 'Gorra', 2]], coupons = [], shipping = RATES[0], above = '', flatsome = false, couponForm = 'ux-cart-coupon', total = '24,45 €', wc }: PageOptions = {}): string {
  const asButton = wc ? 'role="button" ' : '';
  const nameCell = (content: string) =>
    wc === '10.0' ? `<th scope="row" class="product-name" data-title="Producto">${content}</th>` : `<td ${wc ? 'role="rowheader" ' : ''}class="product-name" data-title="Producto">${content}</td>`;
  if (lines.length === 0) {
    return `<div class="woocommerce"><div class="woocommerce-notices-wrapper">${above}</div>
      <div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Tu carrito está vacío.</div></div>
      <p class="return-to-shop"><a class="button wc-backward" href="/tienda/">Volver a la tienda</a></p></div>`;
  }
  const rows = lines
    .map(
      ([key, name, qty]) => `<tr class="woocommerce-cart-form__cart-item cart_item">
 <td class="product-remove"><a ${asButton}href="/carrito/?remove_item=${key}&amp;_wpnonce=cn" class="remove" aria-label="Eliminar ${name} del carrito" data-product_id="13">&times;</a></td>
      ${nameCell(`<a href="/producto/${key}/">${name}</a>`)}
      <td class="product-quantity" data-title="Cantidad"><div class="quantity"><label class="screen-reader-text" for="quantity_${key}">${name} cantidad</label>
        <input type="number" id="quantity_${key}" class="input-text qty text" name="cart[${key}][qty]" value="${qty}" size="4" min="0" max="10" step="1" inputmode="numeric" autocomplete="off" /></div></td>
    </tr>`,
    )
    .join('');
  const coupon = `<div class="coupon"><label for="coupon_code" class="screen-reader-text">Cupón:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Código de cupón" /> <button type="submit" class="button" name="apply_coupon" value="Aplicar cupón">Aplicar cupón</button></div>`;
  const discounts = coupons
    .map((code) => `<tr class="cart-discount coupon-${code}"><th>Cupón: ${code}</th><td>-1,00 €  <a ${wc ? `role="button" aria-label="Eliminar el cupón ${code}" ` : ''}href="/carrito/?remove_coupon=${code}" class="woocommerce-remove-coupon" data-coupon="${code}">[Quitar]</a></td></tr>`)
    .join('');
  const radios = RATES.map(
    (rate) => `<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_${rate.replace(':', '')}" value="${rate}" class="shipping_method" ${rate === shipping ? 'checked="checked"' : ''} /><label for="shipping_method_0_${rate.replace(':', '')}">${rate}</label></li>`,
  ).join('');
  return `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${above}
  <form class="woocommerce-cart-form" action="/carrito/" method="post">
    <table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
      <thead><tr><th ${wc ? 'scope="col" ' : ''}class="product-name">Producto</th><th ${wc ? 'scope="col" ' : ''}class="product-quantity">Cantidad</th></tr></thead><tbody>${rows}
      <tr><td colspan="6" class="actions">${flatsome ? '' : coupon}
        <button type="submit" class="button" name="update_cart" value="Actualizar carrito">Actualizar carrito</button>
        <input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="cn" /><input type="hidden" name="_wp_http_referer" value="/carrito/" />
      </td></tr></tbody></table>
  </form>
  <div class="cart-collaterals"><div class="cart-sidebar">
    <div class="cart_totals"><h2>Total del carrito</h2><table class="shop_table shop_table_responsive">
      <tr class="cart-subtotal"><th>Subtotal</th><td>19,50 €</td></tr>${discounts}
      <tr class="woocommerce-shipping-totals shipping"><th>Envío</th><td>
        <ul id="shipping_method" class="woocommerce-shipping-methods">${radios}</ul>
        <p class="woocommerce-shipping-destination">Envío a <strong>Madrid</strong>.</p>
        <form class="woocommerce-shipping-calculator" action="/carrito/" method="post">
          <a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Cambiar dirección</a>
          <section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
            <p class="form-row" id="calc_shipping_country_field"><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select"><option value="ES" selected>España</option><option value="PT">Portugal</option></select></p>
            <p class="form-row" id="calc_shipping_postcode_field"><input type="text" class="input-text" value="" name="calc_shipping_postcode" id="calc_shipping_postcode" /></p>
            <p><button type="submit" name="calc_shipping" value="1" class="button">Actualizar</button></p>
            <input type="hidden" name="woocommerce-shipping-calculator-nonce" value="sc" /><input type="hidden" name="_wp_http_referer" value="/carrito/" />
          </section>
        </form></td></tr>
      <tr class="order-total"><th>Total</th><td><strong class="total">${total}</strong></td></tr>
    </table><div class="wc-proceed-to-checkout"><a href="/finalizar-compra/" class="checkout-button button alt wc-forward">Finalizar compra</a></div></div>
    ${flatsome ? `<form class="${couponForm} mb-0" method="post"><div class="coupon"><h3 class="widget-title">Cupón</h3><input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Código de cupón" /><input type="submit" class="is-form expand" name="apply_coupon" value="Aplicar cupón" /></div></form>` : ''}
  </div></div></div>`;
}

const header = (count: number) =>
  `<header><span class="cart-icon"><strong>${count}</strong></span><div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"></ul></div></header>`;

/** A full page as the server answers a cart form post or a remove link. */
const page = (options: PageOptions = {}, notices = '') =>
  `<!doctype html><html><head><title>Carrito</title></head><body class="woocommerce-cart">${header((options.lines ?? [1, 2]).length)}
  <main>${cartBlock(options).replace('<div class="woocommerce-notices-wrapper"></div>', `<div class="woocommerce-notices-wrapper">${notices}</div>`)}</main></body></html>`;

const updatedNotice = '<div class="woocommerce-message" role="alert">Carrito actualizado.</div>';
const fragments: Route = { match: 'wc-ajax=get_refreshed_fragments', reply: { json: cartAnswer(['Camiseta básica', 'Gorra']) } };

const events = ['updated_wc_div', 'item_removed_from_classic_cart', 'updated_cart_totals', 'wc_cart_emptied', 'applied_coupon', 'removed_coupon', 'updated_shipping_method', 'update_checkout', 'country_to_state_changed'];

describe('cart page (cart.js without reloads)', () => {
  let cleanup: (() => void)[] = [];
  let fired: [string, unknown[]][] = [];
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    setupI18n('es-ES');
    (window as { wc_cart_params?: unknown }).wc_cart_params = {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      update_shipping_method_nonce: 'ship-nonce',
      apply_coupon_nonce: 'apply-nonce',
      remove_coupon_nonce: 'remove-nonce',
    };
    fired = [];
    const record = (event: Event): void => void fired.push([event.type.slice(6), (event as CustomEvent<unknown[]>).detail]);
    for (const name of events) document.body.addEventListener(`islas:${name}`, record);
    cleanup.push(() => events.forEach((name) => document.body.removeEventListener(`islas:${name}`, record)));
    reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload as () => void);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup.forEach((fn) => fn());
    cleanup = [];
    document.querySelector('.widget_shopping_cart_live_region')?.remove();
    delete (window as { wc_cart_params?: unknown }).wc_cart_params;
    resetLocaleData();
    vi.useRealTimers();
  });

  function setup(routes: Route[], options: PageOptions = {}) {
    setBody(`${header(2)}<main>${cartBlock(options)}</main>`);
    const network = fakeNetwork([...routes, fragments]);
    const stop = enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    cleanup.push(stop, network.restore);
    return network;
  }

  const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
  const qty = (key: string) => $<HTMLInputElement>(`[name="cart[${key}][qty]"]`);
  const updateButton = () => $<HTMLButtonElement>('[name="update_cart"]');
  const type = (field: HTMLInputElement, value: string) => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const wait = async (ms = 30) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await flush();
  };
  const cartPosts = (seen: SeenRequest[]) => seen.filter((request) => request.url.pathname === '/carrito/');
  /** The cart form post answered with `reply(request)`'s page. */
  const formRoute = (reply: (request: SeenRequest) => Reply): Route => ({ match: 'woocommerce-cart-nonce', reply });

  it('keeps the update button disabled until a quantity changes, unless one was typed before islas came', () => {
    setup([]);
    expect(updateButton().disabled).toBe(true);
    type(qty('k1'), '3');
    expect(updateButton().disabled).toBe(false);

    setBody(cartBlock());
    qty('k2').value = '5';
    const stop = enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    cleanup.push(stop);
    expect(updateButton().disabled).toBe(false);
  });

  it('posts the cart form with update_cart, replaces form, totals and notices, fires stock events in order and refreshes the mini cart', async () => {
    const network = setup([formRoute(() => ({ text: page({ lines: [['k1', 'Camiseta básica', 3], ['k2', 'Gorra', 2]], total: '40,00 €' }, updatedNotice), delayMs: 10 }))]);
    type(qty('k1'), '3');
    const form = $<HTMLFormElement>('form.woocommerce-cart-form');
    updateButton().click();
    await flush(2);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect($('.cart_totals').style.opacity).toBe('0.6');
    await wait();
    const [post] = cartPosts(network.seen);
    expect(post!.method).toBe('POST');
    expect(post!.form).toEqual({
      'cart[k1][qty]': '3',
      'cart[k2][qty]': '2',
      coupon_code: '',
      'woocommerce-cart-nonce': 'cn',
      _wp_http_referer: '/carrito/',
      update_cart: 'Update Cart',
    });
    expect(form.isConnected).toBe(false);
    expect(qty('k1').defaultValue).toBe('3');
    expect($('.cart_totals .total').textContent).toBe('40,00 €');
    expect($('.cart_totals').getAttribute('aria-busy')).toBeNull();
    expect($('.woocommerce-notices-wrapper').textContent).toBe('Carrito actualizado.');
    expect(updateButton().disabled).toBe(true);
    expect(fired.map(([name]) => name)).toEqual(['updated_cart_totals', 'updated_wc_div']);
    expect(network.seen.at(-1)!.url.search).toBe('?wc-ajax=get_refreshed_fragments');
    expect($('.cart-icon strong').textContent).toBe('2');
    expect(network.maxInFlight).toBe(1);
  });

  it('updates on Enter in a quantity, and leaves an invalid quantity to the browser', async () => {
    const network = setup([formRoute(() => ({ text: page({}, updatedNotice) }))]);
    type(qty('k2'), '20');
    const invalid = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    qty('k2').dispatchEvent(invalid);
    expect(invalid.defaultPrevented).toBe(false);
    type(qty('k2'), '4');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    qty('k2').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await wait();
    expect(cartPosts(network.seen)).toHaveLength(1);
    expect(cartPosts(network.seen)[0]!.form['cart[k2][qty]']).toBe('4');
    expect(cartPosts(network.seen)[0]!.form.update_cart).toBe('Update Cart');
  });

  it('sends one request for a double click, and a change made meanwhile after it, one at a time', async () => {
    const network = setup([formRoute((request) => ({ text: page({ lines: [['k1', 'Camiseta básica', Number(request.form['cart[k1][qty]'])], ['k2', 'Gorra', 2]] }), delayMs: 10 }))]);
    type(qty('k1'), '2');
    updateButton().click();
    updateButton().click();
    qty('k1').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await wait();
    expect(cartPosts(network.seen)).toHaveLength(1);

    type(qty('k1'), '4');
    updateButton().click();
    type(qty('k1'), '5');
    updateButton().click();
    updateButton().click();
    await wait(60);
    expect(cartPosts(network.seen).map((request) => request.form['cart[k1][qty]'])).toEqual(['2', '4', '5']);
    expect(network.maxInFlight).toBe(1);
    expect(qty('k1').value).toBe('5');
  });

  it('keeps a quantity typed while a request runs, with the update button ready to send it', async () => {
    setup([formRoute(() => ({ text: page({}, updatedNotice), delayMs: 20 }))]);
    type(qty('k1'), '3');
    updateButton().click();
    await flush(2);
    type(qty('k2'), '7');
    await wait(50);
    expect(qty('k1').value).toBe('1');
    expect(qty('k2').value).toBe('7');
    expect(updateButton().disabled).toBe(false);
  });

  it('removes a line through its link (GET, redirect followed) and shows the undo notice; undo brings it back', async () => {
    const undo = '<div class="woocommerce-message" role="alert">“Gorra” eliminado. <a href="/carrito/?undo_item=k2&amp;_wpnonce=cn" class="restore-item">¿Deshacer?</a></div>';
    const network = setup([
      { match: 'remove_item=k2', reply: { text: page({ lines: [['k1', 'Camiseta básica', 1]], above: undo }) } },
      { match: 'undo_item=k2', reply: { text: page({}) } },
    ]);
    const remove = $<HTMLAnchorElement>('a.remove[href*="remove_item=k2"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    remove.dispatchEvent(click);
    remove.click();
    expect(click.defaultPrevented).toBe(true);
    await wait();
    const removes = network.seen.filter((request) => request.url.search.includes('remove_item'));
    expect(removes).toHaveLength(1);
    expect(removes[0]!.method).toBe('GET');
    expect(document.querySelectorAll('.cart_item')).toHaveLength(1);
    expect($('.woocommerce-notices-wrapper').textContent).toContain('“Gorra” eliminado.');
    // WooCommerce 9.7+: item_removed_from_classic_cart after the cart is in place (none for the undo).
    expect(fired.map(([name]) => name)).toEqual(['updated_cart_totals', 'updated_wc_div', 'item_removed_from_classic_cart']);

    $<HTMLAnchorElement>('a.restore-item').click();
    await wait();
    expect(document.querySelectorAll('.cart_item')).toHaveLength(2);
    expect(document.querySelector('a.restore-item')).toBeNull();
    expect(fired.map(([name]) => name).slice(3)).toEqual(['updated_cart_totals', 'updated_wc_div']);
  });

  it('puts the empty cart in place of the cart when the last line goes, and fires wc_cart_emptied', async () => {
    setup([{ match: 'remove_item=k1', reply: { text: page({ lines: [] }, '<div class="woocommerce-message" role="alert">“Camiseta básica” eliminado.</div>') } }], {
      lines: [['k1', 'Camiseta básica', 1]],
    });
    $<HTMLAnchorElement>('a.remove').click();
    await wait();
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart_totals')).toBeNull();
    expect($('.wc-empty-cart-message').textContent).toContain('Tu carrito está vacío.');
    expect(document.querySelectorAll('.woocommerce-message')).toHaveLength(1);
    expect(fired.map(([name]) => name)).toEqual(['wc_cart_emptied', 'updated_wc_div', 'item_removed_from_classic_cart']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('applies a coupon: apply_coupon with the nonce, the notice in the wrapper, applied_coupon, then the form re-posted keeping it', async () => {
    const network = setup([
      { match: 'wc-ajax=apply_coupon', reply: { text: '\n\n<div class="woocommerce-message" role="alert">El código de cupón se ha aplicado correctamente.</div>' } },
      formRoute(() => ({ text: page({ coupons: ['descuento10'] }) })),
    ]);
    $<HTMLInputElement>('#coupon_code').value = 'descuento10';
    $<HTMLButtonElement>('[name="apply_coupon"]').click();
    await wait();
    const apply = network.seen.find((request) => request.url.search === '?wc-ajax=apply_coupon')!;
    expect(apply.form).toEqual({ security: 'apply-nonce', coupon_code: 'descuento10' });
    const refresh = cartPosts(network.seen)[0]!;
    expect(refresh.form.update_cart).toBeUndefined();
    expect($('.woocommerce-notices-wrapper').textContent).toBe('El código de cupón se ha aplicado correctamente.');
    expect($('a.woocommerce-remove-coupon').getAttribute('data-coupon')).toBe('descuento10');
    expect(fired).toEqual([
      ['applied_coupon', ['descuento10']],
      ['updated_cart_totals', []],
      ['updated_wc_div', []],
    ]);
  });

  it('tells a refused coupon at its field, keeps the code to correct and the message after the refresh', async () => {
    setup([
      { match: 'wc-ajax=apply_coupon', reply: { text: '<ul class="woocommerce-error" role="alert"><li>¡El cupón «noexiste» no existe!</li></ul>' } },
      formRoute(() => ({ text: page() })),
    ]);
    $<HTMLInputElement>('#coupon_code').value = 'noexiste';
    $<HTMLButtonElement>('[name="apply_coupon"]').click();
    await wait();
    const error = $('.coupon .coupon-error-notice');
    expect(error.textContent).toBe('¡El cupón «noexiste» no existe!');
    expect($('#coupon_code').getAttribute('aria-invalid')).toBe('true');
    expect($('#coupon_code').getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect($<HTMLInputElement>('#coupon_code').value).toBe('noexiste');
    expect(document.querySelector('.woocommerce-notices-wrapper .woocommerce-error')).toBeNull();
    expect(fired[0]).toEqual(['applied_coupon', ['noexiste']]);
    type($<HTMLInputElement>('#coupon_code'), 'envio');
    expect(document.querySelector('.coupon-error-notice')).toBeNull();
  });

  it.each(['ux-cart-coupon', 'checkout_coupon'] as const)("applies a coupon from Flatsome's sidebar form.%s", async (couponForm) => {
    const network = setup(
      [
        { match: 'wc-ajax=apply_coupon', reply: { text: '<div class="woocommerce-message" role="alert">El código de cupón se ha aplicado correctamente.</div>' } },
        formRoute(() => ({ text: page({ coupons: ['envio'], flatsome: true, couponForm }) })),
      ],
      { flatsome: true, couponForm },
    );
    $<HTMLInputElement>(`form.${couponForm} #coupon_code`).value = 'envio';
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: $(`form.${couponForm} [name="apply_coupon"]`) });
    $(`form.${couponForm}`).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await wait();
    expect(network.seen[0]!.form).toEqual({ security: 'apply-nonce', coupon_code: 'envio' });
    expect($<HTMLInputElement>(`form.${couponForm} #coupon_code`).value).toBe('');
    expect(document.querySelector('[data-coupon="envio"]')).not.toBeNull();
  });

  it('removes a coupon: remove_coupon with its nonce, the notice, removed_coupon, then the refresh', async () => {
    const network = setup(
      [
        { match: 'wc-ajax=remove_coupon', reply: { text: '<div class="woocommerce-message" role="alert">El cupón ha sido eliminado.</div>' } },
        formRoute(() => ({ text: page() })),
      ],
      { coupons: ['descuento10'] },
    );
    $<HTMLAnchorElement>('a.woocommerce-remove-coupon').click();
    await wait();
    expect(network.seen[0]!.form).toEqual({ security: 'remove-nonce', coupon: 'descuento10' });
    expect(document.querySelector('a.woocommerce-remove-coupon')).toBeNull();
    expect($('.woocommerce-notices-wrapper').textContent).toBe('El cupón ha sido eliminado.');
    expect(fired[0]).toEqual(['removed_coupon', ['descuento10']]);
  });

  it('sends a shipping method change as shipping_method[0] and replaces the totals with the answer', async () => {
    const network = setup([
      {
        match: 'wc-ajax=update_shipping_method',
        reply: (request) => ({ text: cartBlock({ shipping: request.form['shipping_method[0]'], total: '19,50 €' }).match(/<div class="cart_totals">[\s\S]*?<\/table><div class="wc-proceed-to-checkout">.*?<\/div><\/div>/)![0] }),
      },
    ]);
    const pickup = $<HTMLInputElement>('[value="local_pickup:3"]');
    pickup.checked = true;
    // A shopper's click on a radio fires input and change: one request.
    pickup.dispatchEvent(new Event('input', { bubbles: true }));
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await wait();
    expect(network.seen.filter((request) => request.url.search.includes('update_shipping_method'))).toHaveLength(1);
    expect(network.seen[0]!.form).toEqual({ security: 'ship-nonce', 'shipping_method[0]': 'local_pickup:3' });
    expect($('.cart_totals .total').textContent).toBe('19,50 €');
    expect($<HTMLInputElement>('[value="local_pickup:3"]').checked).toBe(true);
    expect(fired.map(([name]) => name)).toEqual(['updated_cart_totals', 'updated_shipping_method']);
    expect(network.seen.at(-1)!.url.search).toBe('?wc-ajax=get_refreshed_fragments');
  });

  it('sends a shipping method chosen before islas came', async () => {
    setBody(`${header(2)}<main>${cartBlock()}</main>`);
    $<HTMLInputElement>('[value="local_pickup:3"]').checked = true;
    const network = fakeNetwork([{ match: 'wc-ajax=update_shipping_method', reply: { text: '<div class="cart_totals">T</div>' } }, fragments]);
    cleanup.push(network.restore, enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) })));
    await wait();
    expect(network.seen[0]!.form['shipping_method[0]']).toBe('local_pickup:3');
    expect($('.cart_totals').textContent).toBe('T');
  });

  it('toggles the shipping calculator and posts it with calc_shipping=x', async () => {
    const network = setup([{ match: 'calc_shipping=x', reply: { text: page({ total: '30,00 €' }) } }]);
    const countryChanged = vi.fn();
    document.body.addEventListener('change', countryChanged);
    cleanup.push(() => document.body.removeEventListener('change', countryChanged));
    const button = $('.shipping-calculator-button');
    button.click();
    expect($('.shipping-calculator-form').style.display).toBe('');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(fired).toEqual([['country_to_state_changed', []]]);
    expect(countryChanged.mock.calls[0]![0].target).toBe($('#calc_shipping_country'));
    button.click();
    expect($('.shipping-calculator-form').style.display).toBe('none');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    $<HTMLInputElement>('#calc_shipping_postcode').value = '28001';
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: $('[name="calc_shipping"]') });
    $('form.woocommerce-shipping-calculator').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await wait();
    expect(cartPosts(network.seen)[0]!.form).toMatchObject({ calc_shipping_country: 'ES', calc_shipping_postcode: '28001', calc_shipping: 'x' });
    expect($('.cart_totals .total').textContent).toBe('30,00 €');
  });

  it('updates for wc_update_cart (preserving notices when asked) and for an add to cart, its own included', async () => {
    const network = setup([formRoute(() => ({ text: page() }))]);
    $('.woocommerce-notices-wrapper').innerHTML = '<div class="woocommerce-info">Aviso de un plugin</div>';
    document.body.dispatchEvent(new CustomEvent('islas:wc_update_cart', { bubbles: true, detail: [true] }));
    await wait();
    expect(cartPosts(network.seen)).toHaveLength(1);
    expect(cartPosts(network.seen)[0]!.form.update_cart).toBeUndefined();
    expect($('.woocommerce-notices-wrapper').textContent).toBe('Aviso de un plugin');
    document.body.dispatchEvent(new CustomEvent('islas:wc_update_cart', { bubbles: true, detail: [] }));
    await wait();
    expect(document.querySelector('.woocommerce-info')).toBeNull();
    const { emit } = await import('../../kernel/events');
    emit('added_to_cart', [{}, 'h', document.body]);
    await wait();
    expect(cartPosts(network.seen)).toHaveLength(3);
    // A line removed from the header's mini cart.
    emit('removed_from_cart', [{}, 'h', document.body]);
    await wait();
    expect(cartPosts(network.seen)).toHaveLength(4);
    // A quantity changed in the header's mini cart (src/features/cart-actions/mini-cart-quantity.ts).
    emit('wc_update_cart', [true]);
    await wait();
    expect(cartPosts(network.seen)).toHaveLength(5);
  });

  it('asks the checkout on the same page to update (update_checkout)', async () => {
    setup([formRoute(() => ({ text: page() }))]);
    document.body.insertAdjacentHTML('beforeend', '<div class="woocommerce-checkout"></div>');
    type(qty('k1'), '2');
    updateButton().click();
    await wait();
    expect(fired.map(([name]) => name)).toEqual(['update_checkout', 'updated_cart_totals', 'updated_wc_div']);
  });

  describe('WooCommerce 10.x–11.0 (reference woocommerce-11.md §4.6)', () => {
    const space = (el: Element) => {
      const key = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      el.dispatchEvent(key);
      return key.defaultPrevented;
    };
    const removed = '<div class="woocommerce-message" role="alert">“Gorra” eliminado.</div>';

    it.each<['10.0' | '11', string]>([['10.0', 'th[scope=row]'], ['11', 'td[role=rowheader]']])(
      'works with %s markup (product names in %s): quantities and removal',
      async (wc, _cell) => {
        const network = setup(
          [
            formRoute(() => ({ text: page({ wc, coupons: ['descuento10'] }, updatedNotice) })),
            { match: 'remove_item=k2', reply: { text: page({ wc, lines: [['k1', 'Camiseta básica', 1]] }, removed) } },
          ],
          { wc, coupons: ['descuento10'] },
        );
        type(qty('k1'), '3');
        expect(updateButton().disabled).toBe(false);
        updateButton().click();
        await wait();
        expect(cartPosts(network.seen)[0]!.form['cart[k1][qty]']).toBe('3');
        $<HTMLAnchorElement>('a.remove[href*="remove_item=k2"]').click();
        await wait();
        expect(document.querySelectorAll('.cart_item')).toHaveLength(1);
      },
    );

    it('clicks a remove link, the remove-coupon link and the calculator toggle on Space when they are role=button', async () => {
      const network = setup(
        [
          { match: 'remove_item=k2', reply: { text: page({ wc: '11', lines: [['k1', 'Camiseta básica', 1]], coupons: ['descuento10'] }, removed) } },
          { match: 'wc-ajax=remove_coupon', reply: { text: '<div class="woocommerce-message" role="alert">El cupón ha sido eliminado.</div>' } },
          formRoute(() => ({ text: page({ wc: '11', lines: [['k1', 'Camiseta básica', 1]] }) })),
        ],
        { wc: '11', coupons: ['descuento10'] },
      );
      expect(space($('a.remove[href*="remove_item=k2"]'))).toBe(true);
      await wait();
      expect(network.seen.filter((request) => request.url.search.includes('remove_item=k2'))).toHaveLength(1);
      expect(space($('a.woocommerce-remove-coupon'))).toBe(true);
      await wait();
      expect(network.seen.find((request) => request.url.search === '?wc-ajax=remove_coupon')!.form.coupon).toBe('descuento10');
      const toggle = $('.shipping-calculator-button');
      expect(space(toggle)).toBe(true);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect($('.shipping-calculator-form').style.display).toBe('');
      // Other keys, and Space on other links, are the browser's.
      expect(space($('.wc-proceed-to-checkout a'))).toBe(false);
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      $('a.remove').dispatchEvent(enter);
      expect(enter.defaultPrevented).toBe(false);
    });

    it("leaves Space to the browser on 9.4's plain links (no role=button)", async () => {
      const network = setup([], { coupons: ['descuento10'] });
      $('.shipping-calculator-button').removeAttribute('role');
      expect(space($('a.remove'))).toBe(false);
      expect(space($('a.woocommerce-remove-coupon'))).toBe(false);
      expect(space($('.shipping-calculator-button'))).toBe(false);
      await wait();
      expect(network.seen).toHaveLength(0);
    });

    it('fires item_removed_from_classic_cart after a failed removal too (stock fires it in complete)', async () => {
      setup([{ match: 'remove_item=k2', reply: { status: 500, text: 'error' } }], { wc: '11' });
      $<HTMLAnchorElement>('a.remove[href*="remove_item=k2"]').click();
      await wait();
      expect($('.islas-cart-error')).not.toBeNull();
      expect(fired.map(([name]) => name)).toEqual(['item_removed_from_classic_cart']);
    });

    it('focuses the first role=alert notice 500 ms after updated_wc_div and after item_removed_from_classic_cart', async () => {
      setup([{ match: 'remove_item=k2', reply: { text: page({ wc: '11', lines: [['k1', 'Camiseta básica', 1]] }, removed) } }], { wc: '11' });
      $<HTMLAnchorElement>('a.remove[href*="remove_item=k2"]').click();
      await wait();
      const notice = $('.woocommerce-notices-wrapper .woocommerce-message');
      expect(notice.getAttribute('tabindex')).toBe('-1');
      expect(document.activeElement).not.toBe(notice);
      await wait(520);
      expect(document.activeElement).toBe(notice);

      // A plugin's updated_wc_div: the first alert notice (not a status one) is focused.
      $('.woocommerce-notices-wrapper').innerHTML =
        '<div class="woocommerce-info" role="status">Info</div><ul class="woocommerce-error" role="alert"><li>Error</li></ul>';
      vi.useFakeTimers();
      document.body.dispatchEvent(new CustomEvent('islas:updated_wc_div', { bubbles: true }));
      const error = $('.woocommerce-error');
      expect(error.getAttribute('tabindex')).toBe('-1');
      vi.advanceTimersByTime(499);
      expect(document.activeElement).not.toBe(error);
      vi.advanceTimersByTime(1);
      expect(document.activeElement).toBe(error);
      expect($('.woocommerce-info').hasAttribute('tabindex')).toBe(false);
    });

    it("leaves the notice focus to woocommerce.js where the server kept it", () => {
      setBody(`${header(2)}<main>${cartBlock({ above: removed })}</main>`);
      const config = { ...defaultConfig(), keptScripts: ['woocommerce'] };
      cleanup.push(enhance(document, withLoaders({ config, cart: createCartRuntime(config) })));
      document.body.dispatchEvent(new CustomEvent('islas:item_removed_from_classic_cart', { bubbles: true }));
      expect($('.woocommerce-message').hasAttribute('tabindex')).toBe(false);
    });

    it('clears a refused code’s error on change and input (not on blur), with its aria-describedby', async () => {
      setup([
        { match: 'wc-ajax=apply_coupon', reply: { text: '<ul class="woocommerce-error" role="alert"><li>¡El cupón «noexiste» no existe!</li></ul>' } },
        formRoute(() => ({ text: page() })),
      ]);
      const field = $<HTMLInputElement>('#coupon_code');
      field.value = 'noexiste';
      $<HTMLButtonElement>('[name="apply_coupon"]').click();
      await wait();
      const live = $<HTMLInputElement>('#coupon_code');
      live.dispatchEvent(new FocusEvent('blur'));
      live.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      expect(document.querySelector('.coupon-error-notice')).not.toBeNull();
      live.dispatchEvent(new Event('change', { bubbles: true }));
      expect(document.querySelector('.coupon-error-notice')).toBeNull();
      expect(live.classList.contains('has-error')).toBe(false);
      expect(live.hasAttribute('aria-invalid')).toBe(false);
      expect(live.hasAttribute('aria-describedby')).toBe(false);
    });

    it('builds the coupon error as text: markup in the answer is not run', async () => {
      setup([
        { match: 'wc-ajax=apply_coupon', reply: { text: '<ul class="woocommerce-error" role="alert"><li>&lt;img src=x onerror=alert(1)&gt; no existe</li></ul>' } },
        formRoute(() => ({ text: page() })),
      ]);
      $<HTMLInputElement>('#coupon_code').value = 'x';
      $<HTMLButtonElement>('[name="apply_coupon"]').click();
      await wait();
      expect($('.coupon-error-notice').textContent).toBe('<img src=x onerror=alert(1)> no existe');
      expect(document.querySelector('.coupon-error-notice img')).toBeNull();
    });

    it('empties the coupon field and clears its error when a coupon is removed', async () => {
      setup(
        [
          { match: 'wc-ajax=remove_coupon', reply: { text: '<div class="woocommerce-message" role="alert">El cupón ha sido eliminado.</div>' } },
          formRoute(() => ({ text: page() })),
        ],
        { coupons: ['descuento10'], wc: '11' },
      );
      const field = $<HTMLInputElement>('#coupon_code');
      field.value = 'otro';
      field.classList.add('has-error');
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', 'coupon-error-notice');
      field.closest('.coupon')!.insertAdjacentHTML('beforeend', '<p class="coupon-error-notice" id="coupon-error-notice">No vale</p>');
      $<HTMLAnchorElement>('a.woocommerce-remove-coupon').click();
      await wait();
      const live = $<HTMLInputElement>('#coupon_code');
      expect(live.value).toBe('');
      expect(live.classList.contains('has-error')).toBe(false);
      expect(live.hasAttribute('aria-invalid')).toBe(false);
      expect(live.hasAttribute('aria-describedby')).toBe(false);
      expect(document.querySelector('.coupon-error-notice')).toBeNull();
      expect(fired.map(([name]) => name)).toEqual(['removed_coupon', 'updated_cart_totals', 'updated_wc_div']);
    });
  });

  describe('when the shop fails', () => {
    it.each<[string, Reply, string]>([
      ['answers 500', { status: 500, text: 'error' }, 'No se ha podido actualizar el carrito. Inténtalo de nuevo.'],
      ['cannot be reached', { networkError: true }, 'Parece que no tienes conexión. Compruébala y vuelve a intentarlo.'],
      ['answers a page without a cart', { text: '<html><body><p>Mantenimiento</p></body></html>' }, 'No se ha podido actualizar el carrito. Inténtalo de nuevo.'],
    ])('keeps the page and the typed quantities, with a Spanish notice at the top, when it %s', async (_case, reply, message) => {
      const network = setup([formRoute(() => reply)]);
      type(qty('k1'), '4');
      const form = $('form.woocommerce-cart-form');
      updateButton().click();
      await wait();
      expect(form.isConnected).toBe(true);
      expect(form.getAttribute('aria-busy')).toBeNull();
      expect(qty('k1').value).toBe('4');
      expect(updateButton().disabled).toBe(false);
      expect($('.woocommerce-notices-wrapper .woocommerce-error').textContent).toBe(message);
      expect($('.widget_shopping_cart_live_region').textContent).toBe(message);
      expect(fired).toEqual([]);
      // Trying again works and clears the message.
      network.restore();
      const again = fakeNetwork([formRoute(() => ({ text: page({}, updatedNotice) })), fragments]);
      cleanup.push(again.restore);
      updateButton().click();
      await wait();
      expect(document.querySelector('.islas-cart-error')).toBeNull();
      expect($('.woocommerce-notices-wrapper').textContent).toBe('Carrito actualizado.');
    });

    it('gives up after the time-out with the Spanish time-out message', async () => {
      vi.useFakeTimers();
      setup([formRoute(() => ({ hang: true }))]);
      type(qty('k1'), '4');
      updateButton().click();
      await vi.advanceTimersByTimeAsync(30_000);
      expect($('.islas-cart-error').textContent).toBe('La tienda está tardando demasiado en responder. Revisa tu carrito antes de volver a intentarlo.');
      expect(qty('k1').value).toBe('4');
    });

    it.each<[string, Route]>([
      ['a coupon answer without a notice', { match: 'wc-ajax=apply_coupon', reply: { text: '' } }],
      ['a refused nonce', { match: 'wc-ajax=apply_coupon', reply: { status: 403, text: '-1' } }],
    ])('keeps the coupon code after %s', async (_case, route) => {
      const network = setup([route]);
      $<HTMLInputElement>('#coupon_code').value = 'envio';
      $<HTMLButtonElement>('[name="apply_coupon"]').click();
      await wait();
      expect($<HTMLInputElement>('#coupon_code').value).toBe('envio');
      expect($('.islas-cart-error').textContent).toBe('No se ha podido actualizar el carrito. Inténtalo de nuevo.');
      expect(cartPosts(network.seen)).toHaveLength(0);
      expect(fired).toEqual([]);
    });

    it('keeps the chosen shipping method and the totals when update_shipping_method answers no totals', async () => {
      setup([{ match: 'wc-ajax=update_shipping_method', reply: { text: '' } }]);
      const totals = $('.cart_totals');
      const pickup = $<HTMLInputElement>('[value="local_pickup:3"]');
      pickup.checked = true;
      pickup.dispatchEvent(new Event('change', { bubbles: true }));
      await wait();
      expect(totals.isConnected).toBe(true);
      expect(pickup.checked).toBe(true);
      expect($('.islas-cart-error')).not.toBeNull();
      expect(fired.map(([name]) => name)).toEqual(['updated_shipping_method']);
    });
  });
});
