// @vitest-environment node
// The stub's classic cart page and checkout (issue 12, part 1): WooCommerce 9.4's markup as
// Flatsome 3.19 prints it, and every endpoint and form post answering as the reference shop
// did (../shared/reference/woocommerce-ajax.md): JSON keys in order, notices, headers,
// cookies, nonces, no-JS flows. Both PHPs (system php -S behind serve.mjs, and PHP.wasm).
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSystemPhp, startStub } from '../../php-stub/serve.mjs';

interface Answer {
  status: number;
  headers: Headers;
  body: string;
  cookies: string[];
}

/** A visitor with its own cookie jar; requests never follow redirects (the test does). */
function visitor(url: string) {
  const base = url.replace(/\/$/, '');
  const jar = new Map<string, string>();
  async function send(path: string, init: RequestInit & { referer?: string } = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.referer) headers.set('Referer', base + init.referer);
    const res = await fetch(base + path, { ...init, headers, redirect: 'manual' });
    const cookies = res.headers.getSetCookie();
    for (const cookie of cookies) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name!);
      else jar.set(name!, value!);
    }
    return { status: res.status, headers: res.headers, body: await res.text(), cookies };
  }
  const form = (fields: Record<string, string> | [string, string][]) => new URLSearchParams(fields as Record<string, string>).toString();
  return {
    jar,
    get: (path: string, referer?: string) => send(path, { referer }),
    post: (path: string, fields: Record<string, string> | [string, string][], referer?: string) =>
      send(path, {
        method: 'POST',
        referer,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
        body: form(fields),
      }),
    async add(productId: number, quantity = 1) {
      const answer = await send('/?wc-ajax=add_to_cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form({ product_id: String(productId), quantity: String(quantity) }),
      });
      expect(answer.status).toBe(200);
    },
    async cart(): Promise<{ items: { key: string; quantity: number; name: string }[]; count: number }> {
      return JSON.parse((await send('/?islas-test=cart')).body);
    },
  };
}
type Visitor = ReturnType<typeof visitor>;

const parser = new new Window().DOMParser();
const doc = (html: string) => parser.parseFromString(html, 'text/html') as unknown as Document;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A page's config object (islas-enqueue.php prints them as `var NAME = {...};`). */
function pageObject(html: string, name: string): Record<string, unknown> {
  const match = html.match(new RegExp(`var ${name} = (\\{.*?\\});\\s*</script>`));
  expect(match, `${name} printed`).toBeTruthy();
  return JSON.parse(match![1]!);
}

const modes = (['system', 'wasm'] as const).filter((mode) => mode === 'wasm' || hasSystemPhp());

describe.each(modes)('the classic cart and checkout (%s PHP)', (mode) => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  beforeAll(async () => {
    stub = await startStub({ port: 0, php: mode });
  }, 120_000);
  afterAll(async () => {
    await stub?.close();
  });

  /**
   * A visitor with product 101 (19,95 €) ×qty in the cart, and the cart page's objects; on
   * the stub's WooCommerce (11.0.1), or on `wc` for a case that checks an older release's page.
   */
  async function shopper(qty = 1, wc?: string) {
    const v = visitor(stub.url);
    if (wc) v.jar.set('islas_wc', wc);
    await v.add(101, qty);
    const page = await v.get('/carrito/');
    const params = pageObject(page.body, 'wc_cart_params') as Record<string, string>;
    return { v, page, params };
  }

  async function checkoutPage(v: Visitor) {
    const page = await v.get('/finalizar-compra/');
    expect(page.status).toBe(200);
    const params = pageObject(page.body, 'wc_checkout_params') as Record<string, string>;
    const nonce = doc(page.body).querySelector<HTMLInputElement>('#woocommerce-process-checkout-nonce')!.getAttribute('value')!;
    return { page, params, nonce };
  }

  const BILLING = {
    billing_first_name: 'Ana',
    billing_last_name: 'García',
    billing_company: '',
    billing_country: 'ES',
    billing_address_1: 'Calle Mayor 1',
    billing_address_2: '',
    billing_postcode: '28013',
    billing_city: 'Madrid',
    billing_state: 'M',
    billing_phone: '+34 612 345 678',
    billing_email: 'ana@example.com',
  };

  describe('cart page', () => {
    it("prints WooCommerce's cart form and Flatsome's sidebar with totals, shipping radios, calculator and coupon form", async () => {
      const { v, page } = await shopper(2);
      const d = doc(page.body);
      const [line] = (await v.cart()).items;
      const qty = d.querySelector<HTMLInputElement>(`form.woocommerce-cart-form input[name="cart[${line!.key}][qty]"]`)!;
      expect(qty.getAttribute('value')).toBe('2');
      const update = d.querySelector('form.woocommerce-cart-form button[name="update_cart"]')!;
      // WooCommerce prints it enabled; its script (islas here) disables it until a quantity changes.
      expect(update.hasAttribute('disabled')).toBe(false);
      expect(d.querySelector('form.woocommerce-cart-form input[name="woocommerce-cart-nonce"]')).toBeTruthy();
      const remove = d.querySelector('form.woocommerce-cart-form a.remove')!;
      expect(remove.getAttribute('href')).toMatch(new RegExp(`\\?remove_item=${line!.key}&(amp;)?_wpnonce=\\w+$`));
      expect(remove.getAttribute('data-product_id')).toBe('101');
      expect(remove.getAttribute('data-product_sku')).toBeTruthy();
      expect(remove.getAttribute('aria-label')).toMatch(/^Eliminar «.+» del carrito$/);

      const totals = d.querySelector('.cart-collaterals .cart-sidebar div.cart_totals')!;
      expect(text(totals.querySelector('tr.cart-subtotal td'))).toBe('39,90 €');
      const radios = [...totals.querySelectorAll<HTMLInputElement>('ul#shipping_method.woocommerce-shipping-methods input.shipping_method[name="shipping_method[0]"][data-index="0"]')];
      expect(radios.map((r) => r.getAttribute('value'))).toEqual(['flat_rate:1', 'local_pickup:3']);
      expect(radios[0]!.hasAttribute('checked')).toBe(true);
      expect(text(totals.querySelector('label[for="shipping_method_0_flat_rate1"]'))).toBe('Tarifa plana: 4,95 €');
      expect(text(totals.querySelector('.woocommerce-shipping-destination'))).toBe('Envío a Madrid.');
      expect(text(totals.querySelector('tr.order-total td'))).toBe('44,85 € (incluye 7,78 € IVA)');
      expect(totals.querySelector('.wc-proceed-to-checkout a.checkout-button')!.getAttribute('href')).toMatch(/\/finalizar-compra\/$/);

      const calc = totals.querySelector('form.woocommerce-shipping-calculator')!;
      expect(text(calc.querySelector('a.shipping-calculator-button'))).toBe('Cambiar dirección');
      expect(calc.querySelector('section.shipping-calculator-form')!.getAttribute('style')).toMatch(/display:\s*none/);
      const country = calc.querySelector('select#calc_shipping_country.country_to_state')!;
      expect([...country.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['default', 'DE', 'ES', 'US', 'FR', 'PT']);
      expect(calc.querySelectorAll('select#calc_shipping_state option')).toHaveLength(53);
      expect(calc.querySelector('#calc_shipping_state option[selected]')!.getAttribute('value')).toBe('M');
      for (const sel of ['#calc_shipping_city', '#calc_shipping_postcode', 'button[name="calc_shipping"]', 'input[name="woocommerce-shipping-calculator-nonce"]']) {
        expect(calc.querySelector(sel), sel).toBeTruthy();
      }
      const coupon = d.querySelector('.cart-sidebar form.ux-cart-coupon')!;
      expect(coupon.querySelector('#coupon_code')).toBeTruthy();
      expect(coupon.querySelector('button[name="apply_coupon"]')).toBeTruthy();
      // WooCommerce's cart page objects, as islas-enqueue.php prints them now that it replaces the scripts.
      expect(Object.keys(pageObject(page.body, 'wc_cart_params'))).toEqual(['ajax_url', 'wc_ajax_url', 'update_shipping_method_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']);
      const countries = JSON.parse(pageObject(page.body, 'wc_country_select_params').countries as string);
      expect(Object.keys(countries).sort()).toEqual(['DE', 'ES', 'PT', 'US']);
      expect(Object.keys(countries.ES)).toHaveLength(52);
      expect(countries.PT).toEqual([]);
      const locale = JSON.parse(pageObject(page.body, 'wc_address_i18n_params').locale as string);
      expect(locale.ES.state).toEqual({ label: 'Provincia' });
      expect(locale.FR.state).toEqual({ required: false, hidden: true });
      expect(locale.default.postcode.priority).toBe(90);
      expect(page.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0');
    });

    it("shows WooCommerce's empty cart inside .woocommerce, and sends the empty checkout back to the cart", async () => {
      const v = visitor(stub.url);
      const d = doc((await v.get('/carrito/')).body);
      expect(text(d.querySelector('.woocommerce .wc-empty-cart-message .cart-empty.woocommerce-info'))).toBe('Tu carrito está vacío.');
      expect(d.querySelector('form.woocommerce-cart-form')).toBeNull();
      const checkout = await v.get('/finalizar-compra/');
      expect(checkout.status).toBe(302);
      expect(checkout.headers.get('location')).toMatch(/\/carrito\/$/);
    });

    it('updates quantities with the cart form (no JS): the page itself with "Carrito actualizado."', async () => {
      const { v, page } = await shopper(1);
      const [line] = (await v.cart()).items;
      const nonce = doc(page.body).querySelector('input[name="woocommerce-cart-nonce"]')!.getAttribute('value')!;
      const answer = await v.post('/carrito/', { [`cart[${line!.key}][qty]`]: '3', coupon_code: '', 'woocommerce-cart-nonce': nonce, _wp_http_referer: '/carrito/', update_cart: 'Update Cart' });
      expect(answer.status).toBe(200);
      const d = doc(answer.body);
      expect(text(d.querySelector('.woocommerce-message[role="alert"]'))).toBe('Carrito actualizado.');
      expect(d.querySelector<HTMLInputElement>(`input[name="cart[${line!.key}][qty]"]`)!.getAttribute('value')).toBe('3');
      expect((await v.cart()).count).toBe(3);
      // Re-posting the same quantities (cart.js's refresh) changes nothing and says nothing.
      const again = await v.post('/carrito/', { [`cart[${line!.key}][qty]`]: '3', 'woocommerce-cart-nonce': nonce });
      expect(doc(again.body).querySelector('.woocommerce-message')).toBeNull();
    });

    it('removes with the link (302 to ?removed_item=1, "“…” eliminado." and ¿Deshacer?) and undoes it', async () => {
      const { v, page } = await shopper(1);
      await v.add(106, 1);
      const before = (await v.cart()).items.map((i) => i.key);
      const href = doc((await v.get('/carrito/')).body).querySelector('form.woocommerce-cart-form a.remove')!.getAttribute('href')!;
      const removed = await v.get(href.replace(/^https?:\/\/[^/]+/, ''), '/carrito/');
      expect(removed.status).toBe(302);
      expect(removed.headers.get('location')).toBe('/carrito/?removed_item=1');
      const shown = doc((await v.get('/carrito/?removed_item=1')).body);
      const notice = shown.querySelector('.woocommerce-message[role="alert"]')!;
      expect(text(notice)).toMatch(/^“.+” eliminado\. ¿Deshacer\?$/);
      const undo = notice.querySelector('a.restore-item')!.getAttribute('href')!;
      expect(undo).toMatch(/\?undo_item=\w{32}&(amp;)?_wpnonce=\w+$/);
      const back = await v.get(undo.replace(/^https?:\/\/[^/]+/, '').replace(/&amp;/g, '&'), '/carrito/?removed_item=1');
      expect(back.status).toBe(302);
      expect(back.headers.get('location')).toMatch(/\/carrito\/$/);
      // The restored line comes back at the end of the cart.
      expect((await v.cart()).items.map((i) => i.key)).toEqual([before[1], before[0]]);
      // Without a Referer the remove link answers the cart page itself.
      const key = (await v.cart()).items[0]!.key;
      const nonce = doc(page.body).querySelector('input[name="woocommerce-cart-nonce"]')!.getAttribute('value')!;
      const direct = await v.get(`/carrito/?remove_item=${key}&_wpnonce=${nonce}`);
      expect(direct.status).toBe(200);
      expect(text(doc(direct.body).querySelector('.woocommerce-message'))).toContain('eliminado');
    });

    it('applies and removes coupons with plain form posts and links (no JS)', async () => {
      const { v } = await shopper(1);
      const bad = doc((await v.post('/carrito/', { coupon_code: 'NoExiste', apply_coupon: 'Aplicar cupón' })).body);
      expect(text(bad.querySelector('ul.woocommerce-error[role="alert"] li'))).toBe('¡El cupón «noexiste» no existe!');
      const empty = doc((await v.post('/carrito/', { coupon_code: '  ', apply_coupon: 'Aplicar cupón' })).body);
      expect(text(empty.querySelector('ul.woocommerce-error li'))).toBe('Por favor, introduce un código de cupón.');
      const good = await v.post('/carrito/', { coupon_code: 'DESCUENTO10', apply_coupon: 'Aplicar cupón' });
      expect(good.status).toBe(200);
      const d = doc(good.body);
      expect(text(d.querySelector('.woocommerce-message'))).toBe('El código de cupón se ha aplicado correctamente.');
      const row = d.querySelector('.cart_totals tr.cart-discount.coupon-descuento10')!;
      expect(text(row.querySelector('th'))).toBe('Cupón: descuento10');
      expect(text(row.querySelector('td'))).toBe('-2,00 € [Quitar]');
      const link = row.querySelector('a.woocommerce-remove-coupon[data-coupon="descuento10"]')!;
      expect(link.getAttribute('href')).toMatch(/\/carrito\/\?remove_coupon=descuento10$/);
      expect(text(d.querySelector('.cart_totals tr.order-total td strong'))).toBe('22,90 €');
      const again = doc((await v.post('/carrito/', { coupon_code: 'descuento10', apply_coupon: 'Aplicar cupón' })).body);
      expect(text(again.querySelector('ul.woocommerce-error li'))).toBe('Coupon code already applied!');
      const off = doc((await v.get('/carrito/?remove_coupon=descuento10')).body);
      expect(text(off.querySelector('.woocommerce-message'))).toBe('El cupón ha sido eliminado.');
      expect(off.querySelector('tr.cart-discount')).toBeNull();
    });

    it('saves the shipping calculator (no JS) and refuses a bad postcode (9.4.3)', async () => {
      const { v, page } = await shopper(1, '9.4.3');
      const nonce = doc(page.body).querySelector('input[name="woocommerce-shipping-calculator-nonce"]')!.getAttribute('value')!;
      const calc = (fields: Record<string, string>) =>
        v.post('/carrito/', { calc_shipping_city: '', calc_shipping_postcode: '', calc_shipping_state: '', ...fields, 'woocommerce-shipping-calculator-nonce': nonce, _wp_http_referer: '/carrito/', calc_shipping: 'x' });
      const bad = doc((await calc({ calc_shipping_country: 'PT', calc_shipping_postcode: '12' })).body);
      expect(text(bad.querySelector('ul.woocommerce-error li'))).toBe('Por favor, introduce un código postal válido.');
      const us = doc((await calc({ calc_shipping_country: 'US', calc_shipping_state: 'NY', calc_shipping_city: 'New York', calc_shipping_postcode: '10001' })).body);
      // notices/notice.php has role=status from WooCommerce 10.4 (the 11.0.1 case below).
      expect(text(us.querySelector('.woocommerce-info:not([role])'))).toBe('Gastos de envío actualizados.');
      expect(text(us.querySelector('.woocommerce-shipping-destination'))).toBe('Envío a New York, NY 10001, Estados Unidos (EE. UU.).');
      expect(us.querySelector('div.cart_totals.calculated_shipping')).toBeTruthy();
      expect(us.querySelectorAll('#calc_shipping_state option')).toHaveLength(55);
      expect(us.querySelector('#calc_shipping_state option[selected]')!.getAttribute('value')).toBe('NY');
      // Portugal has no provinces (hidden input); France is free text.
      const pt = doc((await calc({ calc_shipping_country: 'PT', calc_shipping_postcode: '1000001', calc_shipping_city: 'Lisboa' })).body);
      expect(pt.querySelector('input#calc_shipping_state[type="hidden"]')).toBeTruthy();
      expect(text(pt.querySelector('.woocommerce-shipping-destination'))).toBe('Envío a 1000-001 Lisboa, Portugal.');
      const fr = doc((await calc({ calc_shipping_country: 'FR', calc_shipping_postcode: '75001', calc_shipping_city: 'Paris' })).body);
      expect(fr.querySelector('input#calc_shipping_state[type="text"]')).toBeTruthy();
    });
  });

  describe('cart endpoints', () => {
    it('apply_coupon: text/html notices for unknown, empty, valid and already applied codes; 403 "-1" for a bad nonce', async () => {
      const { v, params } = await shopper(1);
      const apply = (code: string, security = params.apply_coupon_nonce!) => v.post('/?wc-ajax=apply_coupon', { security, coupon_code: code });
      const unknown = await apply('noexiste');
      expect(unknown.status).toBe(200);
      expect(unknown.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(unknown.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0');
      expect(unknown.headers.get('x-robots-tag')).toBe('noindex');
      expect(unknown.body).toMatch(/^\s/);
      expect(unknown.body.trim()).toMatch(/^<ul class="woocommerce-error" role="alert">\s*<li>\s*¡El cupón «noexiste» no existe!\s*<\/li>\s*<\/ul>$/);
      expect(text(doc((await apply('')).body).querySelector('li'))).toBe('Por favor, introduce un código de cupón.');
      const valid = await apply('envio');
      expect(valid.body.trim()).toMatch(/^<div class="woocommerce-message" role="alert">\s*El código de cupón se ha aplicado correctamente\.\s*<\/div>$/);
      expect(text(doc((await apply('ENVIO')).body).querySelector('li'))).toBe('Coupon code already applied!');
      const forged = await apply('descuento10', 'nope');
      expect(forged.status).toBe(403);
      expect(forged.body).toBe('-1');
      // The free-shipping coupon shows as such and makes free shipping available.
      const d = doc((await v.get('/carrito/')).body);
      expect(text(d.querySelector('tr.cart-discount.coupon-envio td'))).toBe('Cupón de envío gratuito [Quitar]');
      expect([...d.querySelectorAll('input.shipping_method')].map((r) => r.getAttribute('value'))).toEqual(['flat_rate:1', 'free_shipping:2', 'local_pickup:3']);
    });

    it('remove_coupon: removed (even if not applied), the empty-code error, and the 403', async () => {
      const { v, params } = await shopper(1);
      await v.post('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce!, coupon_code: 'descuento10' });
      const remove = (coupon: string, security = params.remove_coupon_nonce!) => v.post('/?wc-ajax=remove_coupon', { security, coupon });
      const removed = await remove('descuento10');
      expect(removed.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(text(doc(removed.body).querySelector('div.woocommerce-message[role="alert"]'))).toBe('El cupón ha sido eliminado.');
      expect(doc((await v.get('/carrito/')).body).querySelector('tr.cart-discount')).toBeNull();
      expect(text(doc((await remove('nunca-aplicado')).body).querySelector('div.woocommerce-message'))).toBe('El cupón ha sido eliminado.');
      expect(text(doc((await remove('')).body).querySelector('ul.woocommerce-error li'))).toBe('Lo siento, ha habido un problema al borrar este cupón.');
      const forged = await remove('x', 'bad');
      expect([forged.status, forged.body]).toEqual([403, '-1']);
    });

    it('update_shipping_method: the bare div.cart_totals with the chosen radio, kept in the session; free shipping from 50 € after discounts', async () => {
      const { v, params } = await shopper(3); // 59,85 €
      const choose = (method: string) => v.post('/?wc-ajax=update_shipping_method', { security: params.update_shipping_method_nonce!, 'shipping_method[0]': method });
      const answer = await choose('free_shipping:2');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(answer.body.trim()).toMatch(/^<div class="cart_totals[^"]*">[\s\S]*<\/div>$/);
      const d = doc(answer.body);
      expect(d.querySelector('input.shipping_method[checked]')!.getAttribute('value')).toBe('free_shipping:2');
      expect(d.querySelectorAll('table.shop_table.shop_table_responsive tr.cart-subtotal, tr.woocommerce-shipping-totals.shipping, tr.order-total')).toHaveLength(3);
      expect(d.querySelector('form.woocommerce-shipping-calculator')).toBeTruthy();
      expect(d.querySelector('div.wc-proceed-to-checkout')).toBeTruthy();
      expect(text(d.querySelector('tr.order-total strong'))).toBe('59,85 €');
      // Kept: the cart page shows the same choice.
      expect(doc((await v.get('/carrito/')).body).querySelector('input.shipping_method[checked]')!.getAttribute('value')).toBe('free_shipping:2');
      // 10 % off brings the subtotal under 50 €: free shipping goes, the first rate is chosen.
      await v.post('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce!, coupon_code: 'descuento10' });
      const [line] = (await v.cart()).items;
      const nonce = doc((await v.get('/carrito/')).body).querySelector('input[name="woocommerce-cart-nonce"]')!.getAttribute('value')!;
      const page = doc((await v.post('/carrito/', { [`cart[${line!.key}][qty]`]: '2', 'woocommerce-cart-nonce': nonce, update_cart: 'Update Cart' })).body);
      expect([...page.querySelectorAll('input.shipping_method')].map((r) => r.getAttribute('value'))).toEqual(['flat_rate:1', 'local_pickup:3']);
      expect(page.querySelector('input.shipping_method[checked]')!.getAttribute('value')).toBe('flat_rate:1');
      expect(text(page.querySelector('tr.order-total strong'))).toBe('40,86 €'); // 39,90 − 3,99 + 4,95
      const local = doc((await choose('local_pickup:3')).body);
      expect(text(local.querySelector('tr.order-total strong'))).toBe('35,91 €');
      const forged = await v.post('/?wc-ajax=update_shipping_method', { security: 'bad', 'shipping_method[0]': 'flat_rate:1' });
      expect([forged.status, forged.body]).toEqual([403, '-1']);
    });
  });

  describe('a wrong password (WC_Form_Handler::process_login; Flatsome 3.20, inventory row 13)', () => {
    const login = async (v: Visitor, path: string) => {
      const nonce = doc((await v.get(path)).body).querySelector('#login-form-popup input[name="woocommerce-login-nonce"]')!.getAttribute('value')!;
      return v.post(path, { username: 'ana', password: 'mala', 'woocommerce-login-nonce': nonce, login: 'Acceder' });
    };

    it('answers with the same page (200, no redirect); where it prints no notices, the error is only in the login popup', async () => {
      const v = visitor(stub.url);
      const answer = await login(v, '/');
      expect(answer.status).toBe(200);
      const d = doc(answer.body);
      expect(d.querySelectorAll('.woocommerce-error')).toHaveLength(1);
      const errors = d.querySelector('#login-form-popup.mfp-hide .woocommerce-notices-wrapper > ul.woocommerce-error.message-wrapper[role="alert"]')!;
      expect(text(errors.querySelector('li > .message-container.container.alert-color.medium-text-center'))).toBe(
        'Error: la contraseña que has introducido para el nombre de usuario ana no es correcta. ¿Has olvidado tu contraseña?',
      );
      expect(errors.querySelector('.message-container > span.message-icon.icon-close')).toBeTruthy();
      expect(d.querySelector<HTMLInputElement>('#login-form-popup input[name="username"]')!.getAttribute('value')).toBe('ana');
      // Shown once: the next page has no notice left.
      expect(doc((await v.get('/')).body).querySelector('.woocommerce-error')).toBeNull();
    });

    it('a page of the theme with no notices of its own (help) keeps the error for the popup too', async () => {
      const answer = await login(visitor(stub.url), '/ayuda/');
      expect(answer.status).toBe(200);
      const d = doc(answer.body);
      expect(d.querySelectorAll('.woocommerce-error')).toHaveLength(1);
      expect(d.querySelector('#login-form-popup .woocommerce-notices-wrapper > ul.woocommerce-error')).toBeTruthy();
    });

    it('has no login popup on the checkout and the account pages, which show the form themselves: a plain account link (element-account.php)', async () => {
      const v = visitor(stub.url);
      await v.add(101, 1);
      for (const path of ['/finalizar-compra/', '/mi-cuenta/']) {
        const d = doc((await v.get(path)).body);
        expect(d.querySelector('#login-form-popup'), path).toBeNull();
        const link = d.querySelector('.account-item > a')!;
        expect(link.getAttribute('href'), path).toBe('/mi-cuenta/');
        expect(link.hasAttribute('data-open'), path).toBe(false);
      }
      expect(doc((await v.get('/mi-cuenta/')).body).querySelector('.account-item.active')).toBeTruthy();
      expect(doc((await v.get('/carrito/')).body).querySelector('.account-item > a[data-open="#login-form-popup"] + *, #login-form-popup')).toBeTruthy();
    });

    it('where the page prints notices (the shop), the error is there and the popup has none', async () => {
      const d = doc((await login(visitor(stub.url), '/tienda/')).body);
      expect(text(d.querySelector('main .woocommerce-notices-wrapper .woocommerce-error'))).toContain('no es correcta');
      expect(d.querySelector('#login-form-popup .woocommerce-notices-wrapper')!.children).toHaveLength(0);
    });
  });

  describe('checkout page', () => {
    it("prints WooCommerce 9.4's checkout in Flatsome's layout", async () => {
      const { v } = await shopper(1, '9.4.3');
      const { page, params } = await checkoutPage(v);
      const d = doc(page.body);
      expect(d.querySelector('.woocommerce-form-login-toggle a.showlogin')).toBeTruthy();
      expect(d.querySelector('form.woocommerce-form-login')!.getAttribute('style')).toMatch(/display:\s*none/);
      expect(text(d.querySelector('.woocommerce-form-coupon-toggle'))).toBe('¿Tienes un cupón? Haz clic aquí para introducir tu código');
      const coupon = d.querySelector('form.checkout_coupon.woocommerce-form-coupon')!;
      expect(coupon.getAttribute('style')).toMatch(/display:\s*none/);
      expect(coupon.querySelector('input[name="coupon_code"]')).toBeTruthy();
      expect(coupon.querySelector('button[name="apply_coupon"]')).toBeTruthy();

      const form = d.querySelector('form.checkout.woocommerce-checkout[name="checkout"]')!;
      const billing = [...form.querySelectorAll('.woocommerce-billing-fields__field-wrapper > p.form-row')].map((p) => p.id);
      expect(billing).toEqual(['billing_first_name_field', 'billing_last_name_field', 'billing_company_field', 'billing_country_field', 'billing_address_1_field', 'billing_address_2_field', 'billing_postcode_field', 'billing_city_field', 'billing_state_field', 'billing_phone_field', 'billing_email_field']);
      const first = form.querySelector('p#billing_first_name_field.form-row.validate-required')!;
      expect(first.querySelector('.woocommerce-input-wrapper input#billing_first_name[aria-required="true"]')).toBeTruthy();
      expect(first.querySelector('label abbr.required[title="obligatorio"]')).toBeTruthy();
      expect(text(form.querySelector('#billing_company_field label'))).toBe('Nombre de la empresa (opcional)');
      const country = form.querySelector('select#billing_country.country_to_state')!;
      expect(country.querySelector('option[selected]')!.getAttribute('value')).toBe('ES');
      expect(text(form.querySelector('#billing_state_field label'))).toBe('Provincia *');
      expect(form.querySelectorAll('select#billing_state option')).toHaveLength(53);
      const phone = form.querySelector('p#billing_phone_field.validate-phone input#billing_phone')!;
      expect(phone.getAttribute('aria-describedby')).toBe('billing_phone-description');
      expect(form.querySelector('#billing_phone-description')).toBeTruthy();
      expect(form.querySelector('p#billing_email_field.validate-email input[type="email"]')).toBeTruthy();
      expect(form.querySelector('#ship-to-different-address-checkbox:not([checked])')).toBeTruthy();
      expect(form.querySelector('div.shipping_address #shipping_first_name')).toBeTruthy();
      expect(form.querySelector('#shipping_phone')).toBeNull();
      expect(form.querySelector('textarea#order_comments')).toBeTruthy();
      expect(form.querySelector('input#createaccount[type="checkbox"]')).toBeTruthy();
      expect(form.querySelector('div.create-account #account_username')).toBeTruthy();
      expect(form.querySelector('#account_password')).toBeNull();

      const review = form.querySelector('#order_review table.shop_table.woocommerce-checkout-review-order-table')!;
      expect(review.querySelectorAll('tr.cart_item')).toHaveLength(1);
      expect(review.querySelector('tr.cart-subtotal')).toBeTruthy();
      expect(review.querySelectorAll('tr.woocommerce-shipping-totals.shipping input.shipping_method[name="shipping_method[0]"]')).toHaveLength(2);
      expect(review.querySelector('form')).toBeNull();
      expect(review.querySelector('tr.order-total')).toBeTruthy();
      const payment = form.querySelector('div#payment.woocommerce-checkout-payment')!;
      const methods = [...payment.querySelectorAll('ul.wc_payment_methods > li.wc_payment_method')];
      expect(methods.map((li) => li.querySelector('input.input-radio[name="payment_method"]')!.getAttribute('value'))).toEqual(['cod', 'bacs', 'cheque']);
      expect(methods.map((li) => text(li.querySelector('label')))).toEqual(['Contra reembolso', 'Transferencia bancaria directa', 'Pagos por cheque']);
      expect(payment.querySelector('div.payment_box.payment_method_cod')!.hasAttribute('style')).toBe(false);
      expect(payment.querySelector('div.payment_box.payment_method_bacs')!.getAttribute('style')).toMatch(/display:\s*none/);
      const terms = payment.querySelector('.woocommerce-terms-and-conditions-wrapper')!;
      expect(terms.querySelector('.woocommerce-privacy-policy-text')).toBeTruthy();
      expect(terms.querySelector('input#terms[aria-required="true"]')).toBeTruthy();
      expect(terms.querySelector('a.woocommerce-terms-and-conditions-link')).toBeTruthy();
      expect(terms.querySelector('.woocommerce-terms-and-conditions')!.getAttribute('style')).toMatch(/display:\s*none/);
      expect(text(payment.querySelector('button#place_order'))).toBe('Realizar el pedido');
      expect(payment.querySelector('input[name="_wp_http_referer"]')!.getAttribute('value')).toBe('/finalizar-compra/');
      expect(form.querySelectorAll('wc-order-attribution-inputs input[name^="wc_order_attribution_"]')).toHaveLength(16);

      expect(Object.keys(params)).toEqual(['ajax_url', 'wc_ajax_url', 'update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce', 'option_guest_checkout', 'checkout_url', 'is_checkout', 'debug_mode', 'i18n_checkout_error']);
      expect(params).toMatchObject({ checkout_url: '/?wc-ajax=checkout', is_checkout: '1', option_guest_checkout: 'yes' });
      expect(page.body).not.toContain('wc-password-strength-meter');
    });

    it("prints WooCommerce 11.0.1's checkout where it changed (cookie islas_wc=11.0.1)", async () => {
      const { v } = await shopper(1);
      v.jar.set('islas_wc', '11.0.1');
      const { page, nonce } = await checkoutPage(v);
      const d = doc(page.body);
      const toggle = d.querySelector('.woocommerce-form-coupon-toggle a.showcoupon[role="button"][aria-controls="woocommerce-checkout-form-coupon"][aria-expanded="false"]')!;
      expect(toggle.getAttribute('aria-label')).toBe('Introduce el código de tu cupón');
      const coupon = d.querySelector('form.checkout_coupon#woocommerce-checkout-form-coupon')!;
      expect(coupon.querySelector(':scope > p')).toBeNull();
      expect(d.querySelector('form.woocommerce-form-login')!.getAttribute('style')).toMatch(/display:\s*none/);
      expect(d.querySelector('#billing_first_name_field label span.required[aria-hidden="true"]')).toBeTruthy();
      expect(d.querySelector('ul.wc_payment_methods')!.getAttribute('aria-label')).toBe('Métodos de pago');
      // One element at each of the five checkout hooks (10.5), the first before the billing fields.
      const elements = d.querySelectorAll('form.checkout wc-order-attribution-inputs');
      expect(elements).toHaveLength(5);
      expect(elements[0]!.nextElementSibling!.matches('.woocommerce-billing-fields')).toBe(true);
      const answer = await v.post('/?wc-ajax=checkout', { ...BILLING, billing_email: 'ana@', 'terms-field': '1', payment_method: 'cod', 'woocommerce-process-checkout-nonce': nonce });
      const ids = [...doc(JSON.parse(answer.body).messages).querySelectorAll('ul.woocommerce-error > li')].map((li) => li.getAttribute('data-id'));
      expect(ids).toEqual(['billing_email', 'terms']);
      // A failed login re-renders the checkout with its form open (10.0).
      const login = doc((await v.post('/finalizar-compra/', { username: 'nadie', password: 'x', login: 'Acceder', 'woocommerce-login-nonce': 'x' })).body);
      expect(login.querySelector('form.woocommerce-form-login')?.getAttribute('style') ?? '').not.toMatch(/display:\s*none/);
      const calc = doc((await v.post('/carrito/', { calc_shipping_country: 'US', calc_shipping_state: 'NY', calc_shipping_city: 'New York', calc_shipping_postcode: '10001', 'woocommerce-shipping-calculator-nonce': doc((await v.get('/carrito/')).body).querySelector('input[name="woocommerce-shipping-calculator-nonce"]')!.getAttribute('value')!, _wp_http_referer: '/carrito/', calc_shipping: 'x' })).body);
      expect(text(calc.querySelector('.woocommerce-info[role="status"]'))).toBe('Gastos de envío actualizados.');
    });

    it("orders and labels the address fields by the country's locale when the page re-renders for another country", async () => {
      const { v } = await shopper(1);
      const { nonce } = await checkoutPage(v);
      const post = (country: string) => v.post('/finalizar-compra/', { ...BILLING, billing_country: country, billing_state: '', 'woocommerce-process-checkout-nonce': nonce, woocommerce_checkout_update_totals: 'Actualizar totales' });
      const us = doc((await post('US')).body);
      const ids = [...us.querySelectorAll('.woocommerce-billing-fields__field-wrapper > p.form-row')].map((p) => p.id);
      expect(ids.indexOf('billing_postcode_field')).toBeGreaterThan(ids.indexOf('billing_state_field'));
      expect(text(us.querySelector('#billing_state_field label'))).toBe('Estado *');
      expect(us.querySelectorAll('select#billing_state option')).toHaveLength(55);
      const pt = doc((await post('PT')).body);
      expect(pt.querySelector('input#billing_state[type="hidden"]')).toBeTruthy();
      expect(text(pt.querySelector('#billing_state_field label'))).toBe('Región / Provincia (opcional)');
      const fr = doc((await post('FR')).body);
      expect(fr.querySelector('#billing_state_field')!.getAttribute('style')).toMatch(/display:\s*none/);
      expect(fr.querySelector('input#billing_state[type="text"]')).toBeTruthy();
    });

    it('offers the card-gateway plugin\'s demo_card gateway with its card field', async () => {
      const { v } = await shopper(1);
      await v.get('/?islas-plugins=card-gateway');
      const { page } = await checkoutPage(v);
      const li = doc(page.body).querySelector('li.wc_payment_method.payment_method_demo_card')!;
      expect(text(li.querySelector('label'))).toBe('Tarjeta (demostración)');
      const field = li.querySelector('div.payment_box.payment_method_demo_card fieldset#wc-demo_card-form p.form-row.form-row-wide input#demo_card-number[name="demo_card_number"]')!;
      expect(field.getAttribute('autocomplete')).toBe('cc-number');
      expect(field.getAttribute('inputmode')).toBe('numeric');
      expect(page.body).toContain('/fixtures/plugins/card-gateway.js');
    });
  });

  describe('checkout endpoints', () => {
    it('update_order_review: {result, messages, reload, fragments} in order, a fresh nonce, and the posted choices kept', async () => {
      const { v } = await shopper(1);
      const { params } = await checkoutPage(v);
      const fields: [string, string][] = [
        ['security', params.update_order_review_nonce!],
        ['payment_method', 'bacs'],
        ['country', 'PT'],
        ['state', ''],
        ['postcode', '1000-001'],
        ['city', 'Lisboa'],
        ['address', 'Rua Augusta 1'],
        ['address_2', ''],
        ['s_country', 'PT'],
        ['s_state', ''],
        ['s_postcode', '1000-001'],
        ['s_city', 'Lisboa'],
        ['s_address', 'Rua Augusta 1'],
        ['s_address_2', ''],
        ['has_full_address', 'true'],
        ['post_data', 'billing_first_name=Ana&billing_country=PT'],
        ['shipping_method[0]', 'local_pickup:3'],
      ];
      const answer = await v.post('/?wc-ajax=update_order_review', fields);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      const json = JSON.parse(answer.body);
      expect(Object.keys(json)).toEqual(['result', 'messages', 'reload', 'fragments']);
      expect(json).toMatchObject({ result: 'success', messages: '', reload: false });
      expect(Object.keys(json.fragments)).toEqual(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']);
      const table = doc(json.fragments['.woocommerce-checkout-review-order-table']);
      expect(table.querySelector('table.shop_table.woocommerce-checkout-review-order-table tr.cart_item')).toBeTruthy();
      // Portugal is outside Spain's zone: the real shops' one rate there, a hidden input as WooCommerce prints a lone rate.
      expect(table.querySelector('input.shipping_method[type="hidden"]')!.getAttribute('value')).toBe('flat_rate:4');
      expect(table.querySelector('tr.woocommerce-shipping-totals td')!.textContent!.trim()).toBe('Tarifa plana internacional: 9,95\u00a0€');
      const payment = doc(json.fragments['.woocommerce-checkout-payment']);
      expect(payment.querySelector('div#payment input#payment_method_bacs[checked]')).toBeTruthy();
      expect(payment.querySelector('div.payment_box.payment_method_cod')!.getAttribute('style')).toMatch(/display:\s*none/);
      expect(payment.querySelector('input[name="_wp_http_referer"]')!.getAttribute('value')).toBe('/?wc-ajax=update_order_review');
      expect(payment.querySelector('#woocommerce-process-checkout-nonce')!.getAttribute('value')).toMatch(/^\w{10}$/);
      // Kept in the session: the page now starts from Portugal, its rate and bank transfer.
      const d = doc((await v.get('/finalizar-compra/')).body);
      expect(d.querySelector('#billing_country option[selected]')!.getAttribute('value')).toBe('PT');
      expect(d.querySelector<HTMLInputElement>('#billing_city')!.getAttribute('value')).toBe('Lisboa');
      expect(d.querySelector('input.shipping_method')!.getAttribute('value')).toBe('flat_rate:4');
      expect(d.querySelector('input#payment_method_bacs[checked]')).toBeTruthy();
      // Back in Spain, Spain's rates, the local pickup chosen before among them.
      const spain = fields.map(([name, value]): [string, string] => [name, /^s?_?country$/.test(name) ? 'ES' : value]);
      const back = doc(JSON.parse((await v.post('/?wc-ajax=update_order_review', spain)).body).fragments['.woocommerce-checkout-review-order-table']);
      expect([...back.querySelectorAll('input.shipping_method[type="radio"]')].map((radio) => radio.getAttribute('value'))).toEqual(['flat_rate:1', 'local_pickup:3']);
      expect(back.querySelector('input.shipping_method[checked]')!.getAttribute('value')).toBe('local_pickup:3');
      const forged = await v.post('/?wc-ajax=update_order_review', [['security', 'bad']]);
      expect([forged.status, forged.body]).toEqual([403, '-1']);
    });

    it('update_order_review with an empty cart: only the session-expired fragment', async () => {
      const { v } = await shopper(1);
      const { params } = await checkoutPage(v);
      await v.get('/?islas-test=reset');
      const json = JSON.parse((await v.post('/?wc-ajax=update_order_review', { security: params.update_order_review_nonce! })).body);
      expect(Object.keys(json)).toEqual(['fragments']);
      const form = doc(json.fragments['form.woocommerce-checkout']);
      expect(text(form.querySelector('ul.woocommerce-error[role="alert"] li'))).toBe('Lo siento, tu sesión ha caducado. Volver a la tienda');
      expect(form.querySelector('a.wc-backward')!.getAttribute('href')).toMatch(/\/tienda\/$/);
    });

    async function checkout(v: Visitor, nonce: string, fields: Record<string, string>) {
      const answer = await v.post('/?wc-ajax=checkout', { ...fields, 'woocommerce-process-checkout-nonce': nonce, _wp_http_referer: '/?wc-ajax=update_order_review' });
      expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      return { answer, json: JSON.parse(answer.body) };
    }
    const errorsOf = (messages: string) => [...doc(messages).querySelectorAll('ul.woocommerce-error[role="alert"] > li')].map((li) => [li.getAttribute('data-id'), text(li)]);

    it('checkout: required fields, postcode, phone, email, terms and payment method, in order, with data-id (9.4.3)', async () => {
      const { v } = await shopper(1, '9.4.3');
      const { nonce } = await checkoutPage(v);
      const { json } = await checkout(v, nonce, { billing_country: 'ES', billing_state: '', billing_postcode: '123', billing_phone: 'llámame', billing_email: 'ana@', 'terms-field': '1', payment_method: 'paypal' });
      expect(Object.keys(json)).toEqual(['result', 'messages', 'refresh', 'reload']);
      expect(json).toMatchObject({ result: 'failure', refresh: false, reload: false });
      expect(errorsOf(json.messages)).toEqual([
        ['billing_first_name', 'Facturación Nombre es un campo requerido.'],
        ['billing_last_name', 'Facturación Apellidos es un campo requerido.'],
        ['billing_address_1', 'Facturación Dirección de la calle es un campo requerido.'],
        ['billing_postcode', 'Facturación Código postal no es un código postal válido.'],
        ['billing_city', 'Facturación Localidad / Ciudad es un campo requerido.'],
        ['billing_state', 'Facturación Provincia es un campo requerido.'],
        ['billing_phone', 'Facturación Teléfono no es un número de teléfono válido.'],
        [null, 'Facturación Dirección de correo electrónico no es una dirección de correo electrónico válida.'],
        [null, 'Por favor, lee y acepta los términos y condiciones para continuar con tu pedido.'],
        [null, 'Método de pago no válido.'],
      ]);
      expect(json.messages).toContain('<strong>Facturación Nombre</strong> es un campo requerido.');
    });

    it('checkout: postcodes per country (ES, PT, FR, DE, US), optional states, and a state that is not one', async () => {
      const { v } = await shopper(1);
      const { nonce } = await checkoutPage(v);
      const errors = async (fields: Record<string, string>) => errorsOf((await checkout(v, nonce, { ...BILLING, ...fields, terms: 'on', 'terms-field': '1', payment_method: 'cod', woocommerce_checkout_update_totals: '' })).json.messages);
      const postcode = ['billing_postcode', 'Facturación Código postal no es un código postal válido.'];
      for (const [country, good, bad] of [
        ['ES', '08001', '60001'],
        ['PT', '1000-001', '10000'],
        ['FR', '75001', '7500'],
        ['DE', '10115', 'D-10115'],
        ['US', '10001-1234', '1000'],
      ] as const) {
        const state = country === 'ES' ? 'B' : country === 'US' ? 'NY' : '';
        expect(await errors({ billing_country: country, billing_state: state, billing_postcode: bad }), `${country} ${bad}`).toEqual([postcode]);
        const ok = await checkout(v, nonce, { ...BILLING, billing_country: country, billing_state: state, billing_postcode: good, terms: 'on', 'terms-field': '1', payment_method: 'cod' });
        expect(ok.json.result, `${country} ${good}`).toBe('success');
        await v.add(101, 1);
      }
      expect(await errors({ billing_country: 'US', billing_state: '', billing_postcode: '10001' })).toEqual([['billing_state', 'Facturación Estado es un campo requerido.']]);
      const [[id, message] = []] = await errors({ billing_country: 'ES', billing_state: 'XX' });
      expect(id).toBe('billing_state');
      expect(message).toMatch(/^Facturación Provincia no es válido\. Por favor, introduce uno de los siguientes: A Coruña, /);
    });

    it('checkout: the shipping address is validated only when shipping elsewhere; an account needs a username', async () => {
      const { v } = await shopper(1);
      const { nonce } = await checkoutPage(v);
      const base = { ...BILLING, terms: 'on', 'terms-field': '1', payment_method: 'cod' };
      const elsewhere = await checkout(v, nonce, { ...base, ship_to_different_address: '1', shipping_country: 'FR', shipping_first_name: 'Luc', shipping_postcode: '123' });
      expect(errorsOf(elsewhere.json.messages)).toEqual([
        ['shipping_last_name', 'Envío Apellidos es un campo requerido.'],
        ['shipping_address_1', 'Envío Dirección de la calle es un campo requerido.'],
        ['shipping_postcode', 'Envío Código postal no es un código postal válido.'],
        ['shipping_city', 'Envío Localidad / Ciudad es un campo requerido.'],
      ]);
      const account = await checkout(v, nonce, { ...base, createaccount: '1', account_username: '' });
      expect(errorsOf(account.json.messages)).toEqual([['account_username', 'Nombre de usuario de la cuenta es un campo requerido.']]);
    });

    it('checkout: a bad nonce asks for a refresh; an empty cart says the session expired', async () => {
      const { v } = await shopper(1);
      const { nonce } = await checkoutPage(v);
      const bad = await checkout(v, 'forged', BILLING);
      expect(bad.answer.status).toBe(200);
      expect(bad.json).toMatchObject({ result: 'failure', refresh: true, reload: false });
      expect(errorsOf(bad.json.messages)).toEqual([[null, 'No hemos podido procesar tu pedido, por favor inténtalo de nuevo.']]);
      await v.get('/?islas-test=reset');
      const empty = await checkout(v, nonce, BILLING);
      expect(empty.json).toMatchObject({ result: 'failure', refresh: false, reload: false });
      expect(errorsOf(empty.json.messages)).toEqual([[null, 'Lo siento, tu sesión ha caducado. Volver a la tienda']]);
    });

    it('checkout: the demo_card gateway wants 16 digits', async () => {
      const { v } = await shopper(1);
      await v.get('/?islas-plugins=card-gateway');
      const { nonce } = await checkoutPage(v);
      const base = { ...BILLING, terms: 'on', 'terms-field': '1', payment_method: 'demo_card' };
      expect(errorsOf((await checkout(v, nonce, { ...base, demo_card_number: '4242 4242' })).json.messages)).toEqual([[null, 'Número de tarjeta no válido.']]);
      expect((await checkout(v, nonce, { ...base, demo_card_number: '4242 4242 4242 4242' })).json.result).toBe('success');
      await v.get('/?islas-plugins=');
    });

    it('checkout: success places the order, empties the cart, deletes the two cart cookies, and the order page shows it', async () => {
      const { v, params } = await shopper(2);
      await v.post('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce!, coupon_code: 'descuento10' });
      const { nonce } = await checkoutPage(v);
      expect(v.jar.has('woocommerce_items_in_cart')).toBe(true);
      const { answer, json } = await checkout(v, nonce, {
        wc_order_attribution_source_type: 'utm',
        wc_order_attribution_utm_source: 'boletin',
        ...BILLING,
        order_comments: 'Llamar antes',
        'shipping_method[0]': 'local_pickup:3',
        payment_method: 'cheque',
        terms: 'on',
        'terms-field': '1',
      });
      expect(Object.keys(json)).toEqual(['result', 'redirect', 'order_id']);
      expect(json.result).toBe('success');
      expect(json.redirect).toMatch(new RegExp(`/finalizar-compra/order-received/${json.order_id}/\\?key=wc_order_\\w{13}$`));
      expect(Number.isInteger(json.order_id)).toBe(true);
      expect(answer.cookies.filter((c) => /^woocommerce_(items_in_cart|cart_hash)=/.test(c) && /max-age=0/i.test(c))).toHaveLength(2);
      expect((await v.cart()).count).toBe(0);
      const received = await v.get(json.redirect.replace(/^https?:\/\/[^/]+/, ''));
      expect(received.status).toBe(200);
      const d = doc(received.body);
      expect(text(d.querySelector('.woocommerce-thankyou-order-received'))).toBe('Gracias. Tu pedido ha sido recibido.');
      expect(text(d.querySelector('.woocommerce-order-overview__order strong'))).toBe(String(json.order_id));
      expect(text(d.querySelector('.woocommerce-order-overview__total strong'))).toBe('35,91 €'); // 39,90 − 3,99, pickup
      expect(text(d.querySelector('.woocommerce-order-overview__payment-method strong'))).toBe('Pagos por cheque');
      expect(text(d.querySelector('#order-attribution td[data-field="utm_source"]'))).toBe('boletin');
      // The wrong key shows no order; the older address still shows the last one.
      expect(doc((await v.get(`/finalizar-compra/order-received/${json.order_id}/?key=wc_order_x`)).body).querySelector('.woocommerce-order-overview')).toBeNull();
      expect(text(doc((await v.get('/finalizar-compra/pedido-recibido/')).body).querySelector('.woocommerce-order-overview__order strong'))).toBe(String(json.order_id));
      // The same post again: the cart is gone.
      const again = await checkout(v, nonce, { ...BILLING, payment_method: 'cod', terms: 'on', 'terms-field': '1' });
      expect(errorsOf(again.json.messages)[0]![1]).toMatch(/sesión ha caducado/);
    });

    it('checkout without JS: errors on top of the re-rendered form with the typed values kept; success redirects to the order', async () => {
      const { v } = await shopper(1);
      const { nonce } = await checkoutPage(v);
      const form = { ...BILLING, billing_first_name: 'Ana <b>', billing_email: 'no-es-correo', billing_country: 'ES', order_comments: 'Portal 2', ship_to_different_address: '1', shipping_country: 'ES', shipping_first_name: 'Luis', shipping_state: 'B', 'woocommerce-process-checkout-nonce': nonce, payment_method: 'bacs', 'terms-field': '1', woocommerce_checkout_place_order: 'Realizar el pedido' };
      const failed = await v.post('/finalizar-compra/', form);
      expect(failed.status).toBe(200);
      const d = doc(failed.body);
      const notices = d.querySelector('.woocommerce > .woocommerce-notices-wrapper ul.woocommerce-error[role="alert"]')!;
      expect(notices.querySelector('li[data-id="shipping_last_name"]')).toBeTruthy();
      expect(text(notices)).toContain('Facturación Dirección de correo electrónico no es una dirección de correo electrónico válida.');
      expect(text(notices)).toContain('Por favor, lee y acepta los términos y condiciones');
      expect(d.querySelector('#billing_first_name')!.getAttribute('value')).toBe('Ana <b>');
      expect(d.querySelector('#billing_email')!.getAttribute('value')).toBe('no-es-correo');
      expect(text(d.querySelector('#order_comments'))).toBe('Portal 2');
      expect(d.querySelector('#ship-to-different-address-checkbox[checked]')).toBeTruthy();
      expect(d.querySelector('#shipping_first_name')!.getAttribute('value')).toBe('Luis');
      expect(d.querySelector('#shipping_state option[selected]')!.getAttribute('value')).toBe('B');
      expect(d.querySelector('input#payment_method_bacs[checked]')).toBeTruthy();

      const done = await v.post('/finalizar-compra/', { ...BILLING, 'woocommerce-process-checkout-nonce': nonce, payment_method: 'cod', terms: 'on', 'terms-field': '1', woocommerce_checkout_place_order: 'Realizar el pedido' });
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toMatch(/\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_\w{13}$/);
      expect((await v.cart()).count).toBe(0);
      // An empty cart's checkout post goes back to the cart.
      const empty = await v.post('/finalizar-compra/', { woocommerce_checkout_place_order: 'x' });
      expect([empty.status, empty.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '')]).toEqual([302, '/carrito/']);
    });

    it('applies and removes a coupon on the checkout without JS', async () => {
      const { v } = await shopper(1);
      const applied = doc((await v.post('/finalizar-compra/', { coupon_code: 'descuento10', apply_coupon: 'Aplicar cupón' })).body);
      expect(text(applied.querySelector('.woocommerce-message'))).toBe('El código de cupón se ha aplicado correctamente.');
      const link = applied.querySelector('.woocommerce-checkout-review-order-table tr.cart-discount.coupon-descuento10 a.woocommerce-remove-coupon')!;
      expect(link.getAttribute('href')).toMatch(/\/finalizar-compra\/\?remove_coupon=descuento10$/);
      const removed = doc((await v.get('/finalizar-compra/?remove_coupon=descuento10')).body);
      expect(text(removed.querySelector('.woocommerce-message'))).toBe('El cupón ha sido eliminado.');
      expect(removed.querySelector('tr.cart-discount')).toBeNull();
    });
  });
});
