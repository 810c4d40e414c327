// @vitest-environment node
// The stub's cart markup follows its WooCommerce version (issue 31 point 5, reference
// woocommerce-11.md §4.6, §4.2, §5, §6): what the real 11.0.1 shop prints from the release
// that changed it, 9.4's before. Checked against the real shops' /carrito/ (Storefront,
// WooCommerce 11.0.1 and 9.4.2): header cells, remove links, product name cells, the remove-
// coupon link, the shipping calculator, the mini cart's remove links and the info notices.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSystemPhp, startStub } from '../../php-stub/serve.mjs';

const parser = new new Window().DOMParser();
const doc = (html: string) => parser.parseFromString(html, 'text/html') as unknown as Document;

const modes = (['system', 'wasm'] as const).filter((mode) => mode === 'wasm' || hasSystemPhp()).slice(0, 1);

/** A visitor on WooCommerce `version` (the cookie islas_wc) with a T-shirt in the cart and coupon descuento10 applied. */
async function visitor(base: string, version: string) {
  const cookies = new Map<string, string>([['islas_wc', version]]);
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(base.replace(/\/$/, '') + path, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0]!.split('=');
      cookies.set(name!, value!);
    }
    return res.text();
  };
  const post = (path: string, fields: Record<string, string>) =>
    send(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  await post('/?wc-ajax=add_to_cart', { product_id: '101', quantity: '1' });
  const params = JSON.parse(/var wc_cart_params = (\{.*?\});/.exec(await send('/carrito/'))![1]!) as Record<string, string>;
  await post('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce!, coupon_code: 'descuento10' });
  return { send, post };
}

describe.each(modes)("the stub's cart page by WooCommerce version (%s PHP)", (mode) => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  beforeAll(async () => {
    stub = await startStub({ port: 0, php: mode });
  }, 120_000);
  afterAll(async () => {
    await stub?.close();
  });

  it('prints 11.0.1’s cart: th[scope=col], role=button remove links, td[role=rowheader] names, the named remove-coupon button', async () => {
    const d = doc(await (await visitor(stub.url, '11.0.1')).send('/carrito/'));
    const heads = [...d.querySelectorAll('form.woocommerce-cart-form thead th')];
    expect(heads.length).toBeGreaterThan(0);
    expect(heads.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(d.querySelector('.product-remove > a')!.getAttribute('role')).toBe('button');
    const name = d.querySelector('.cart_item .product-name')!;
    expect([name.tagName, name.getAttribute('role'), name.hasAttribute('scope')]).toEqual(['TD', 'rowheader', false]);
    const coupon = d.querySelector('.cart_totals a.woocommerce-remove-coupon')!;
    expect(coupon.getAttribute('role')).toBe('button');
    expect(coupon.getAttribute('aria-label')).toBe('Eliminar el cupón descuento10');
  });

  it('prints 10.0.x’s product names as th[scope=row]', async () => {
    const d = doc(await (await visitor(stub.url, '10.0.4')).send('/carrito/'));
    const name = d.querySelector('.cart_item .product-name')!;
    expect([name.tagName, name.getAttribute('scope')]).toEqual(['TH', 'row']);
  });

  it('prints 9.4’s cart without those attributes', async () => {
    const d = doc(await (await visitor(stub.url, '9.4.3')).send('/carrito/'));
    expect(d.querySelector('form.woocommerce-cart-form thead th[scope]')).toBeNull();
    expect(d.querySelector('.product-remove > a')!.hasAttribute('role')).toBe(false);
    const name = d.querySelector('.cart_item .product-name')!;
    expect([name.tagName, name.hasAttribute('role')]).toEqual(['TD', false]);
    const coupon = d.querySelector('.cart_totals a.woocommerce-remove-coupon')!;
    expect([coupon.hasAttribute('role'), coupon.hasAttribute('aria-label')]).toEqual([false, false]);
  });

  it.each([
    ['9.4.3', { button: null, section: null, labels: 'screen-reader-text', placeholder: 'Ciudad' }],
    ['9.6.0', { button: 'button', section: 'shipping-calculator-form', labels: 'screen-reader-text', placeholder: 'Ciudad' }],
    ['11.0.1', { button: 'button', section: 'shipping-calculator-form', labels: null, placeholder: null }],
  ])('prints the shipping calculator of %s', async (version, expected) => {
    const d = doc(await (await visitor(stub.url, version)).send('/carrito/'));
    const button = d.querySelector('a.shipping-calculator-button')!;
    expect(button.getAttribute('role')).toBe(expected.button);
    expect(button.getAttribute('aria-controls')).toBe(expected.section);
    expect(button.getAttribute('aria-expanded')).toBe(expected.button && 'false');
    expect(d.querySelector('section.shipping-calculator-form')!.getAttribute('id')).toBe(expected.section);
    expect(d.querySelector('label[for="calc_shipping_city"]')!.getAttribute('class')).toBe(expected.labels);
    expect(d.querySelector('#calc_shipping_city')!.getAttribute('placeholder')).toBe(expected.placeholder);
  });

  it.each([
    ['11.0.1', 'button'],
    ['9.4.3', null],
  ])('prints the mini cart’s remove links of %s, on the page and in the fragments alike', async (version, role) => {
    const v = await visitor(stub.url, version);
    const shop = doc(await v.send('/tienda/'));
    expect(shop.querySelector('.widget_shopping_cart_content .remove_from_cart_button')!.getAttribute('role')).toBe(role);
    const fragments = JSON.parse(await v.post('/?wc-ajax=get_refreshed_fragments', {})).fragments as Record<string, string>;
    expect(doc(fragments['div.widget_shopping_cart_content']!).querySelector('.remove_from_cart_button')!.getAttribute('role')).toBe(role);
  });

  it('answers remove_from_cart {"success":false} for an unknown key and for a key that is not a string', async () => {
    const v = await visitor(stub.url, '11.0.1');
    expect(JSON.parse(await v.post('/?wc-ajax=remove_from_cart', { cart_item_key: 'nope' }))).toEqual({ success: false });
    expect(JSON.parse(await v.post('/?wc-ajax=remove_from_cart', { 'cart_item_key[]': 'nope' }))).toEqual({ success: false });
  });

  it.each([
    ['11.0.1', 'status'],
    ['9.4.3', null],
  ])('prints the info notices of %s (role=status from 10.4)', async (version, role) => {
    const v = await visitor(stub.url, version);
    const page = await v.send('/carrito/');
    const nonce = doc(page).querySelector('input[name="woocommerce-shipping-calculator-nonce"]')!.getAttribute('value')!;
    const answer = doc(
      await v.post('/carrito/', {
        calc_shipping_country: 'ES',
        calc_shipping_state: 'M',
        calc_shipping_city: 'Madrid',
        calc_shipping_postcode: '28001',
        'woocommerce-shipping-calculator-nonce': nonce,
        _wp_http_referer: '/carrito/',
        calc_shipping: 'x',
      }),
    );
    const info = [...answer.querySelectorAll('.woocommerce-notices-wrapper .woocommerce-info')].find((el) => el.textContent!.includes('Gastos de envío'))!;
    expect(info.getAttribute('role')).toBe(role);
  });
});
