import jQueryFactory from 'jquery';
import { resetLocaleData } from '@wordpress/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { installJQueryBridge } from '../../kernel/events';
import { createBridge } from '../../kernel/jquery/bridge';
import { fakeNetwork, type Reply, type SeenRequest } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { fieldProblems, latestWins, orderReviewFields, readCheckoutAnswer } from './core';
import { followCustomButtons } from './custom-button';
import { enhance } from './index';
import { withLoaders } from '../../../tests/unit/helpers/page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const $: any = jQueryFactory;
const globals = window as unknown as Record<string, unknown>;
const RATES = ['flat_rate:1', 'free_shipping:2'];

/** The review table as update_order_review answers it: the chosen rate checked, the total naming it. */
function review(chosen = RATES[0]!, coupon = ''): string {
  const radios = RATES.map(
    (rate) =>
      `<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_${rate.replace(':', '')}" value="${rate}" class="shipping_method"${rate === chosen ? ' checked="checked"' : ''}><label>${rate}</label></li>`,
  ).join('');
  const discount = coupon
    ? `<tr class="cart-discount coupon-${coupon}"><th>Cupón: ${coupon}</th><td>-1,00 € <a href="/finalizar-compra/?remove_coupon=${coupon}" class="woocommerce-remove-coupon" data-coupon="${coupon}">[Quitar]</a></td></tr>`
    : '';
  return `<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr class="cart_item"><td>Gorra × 1</td></tr></tbody><tfoot>${discount}
    <tr class="woocommerce-shipping-totals shipping"><td><ul id="shipping_method" class="woocommerce-shipping-methods">${radios}</ul></td></tr>
    <tr class="order-total"><td class="total">Total con ${chosen}</td></tr></tfoot></table>`;
}

function payment(nonce = 'pcn'): string {
  return `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
    <li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked="checked" data-order_button_text=""><label for="payment_method_bacs">Transferencia bancaria</label>
      <div class="payment_box payment_method_bacs"><p>Paga por transferencia.</p></div></li>
    <li class="wc_payment_method payment_method_demo_card"><input id="payment_method_demo_card" type="radio" class="input-radio" name="payment_method" value="demo_card" data-order_button_text="Pagar con tarjeta"><label for="payment_method_demo_card">Tarjeta</label>
      <div class="payment_box payment_method_demo_card" style="display:none;"><input id="demo_card-number" name="demo_card_number" class="input-text" type="text" value=""><input id="demo_card-save" name="demo_card_save" type="checkbox" value="1"></div></li>
  </ul><div class="form-row place-order">
    <div class="woocommerce-terms-and-conditions-wrapper"><div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;">Términos de la tienda</div>
      <p class="form-row validate-required"><label><input type="checkbox" class="input-checkbox" name="terms" id="terms"> Acepto los <a href="/terminos/" class="woocommerce-terms-and-conditions-link" target="_blank">términos y condiciones</a></label><input type="hidden" name="terms-field" value="1"></p></div>
    <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Realizar el pedido" data-value="Realizar el pedido">Realizar el pedido</button>
    <input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/finalizar-compra/"></div></div>`;
}

const row = (name: string, classes: string, input: string, label: string): string =>
  `<p class="form-row ${classes}" id="${name}_field"><label for="${name}">${label}</label><span class="woocommerce-input-wrapper">${input}</span></p>`;
const text = (name: string, value = '', type = 'text'): string => `<input type="${type}" class="input-text" name="${name}" id="${name}" value="${value}">`;

/** WooCommerce 9.4's classic checkout (form-checkout.php and friends), billing address filled in. */
function checkoutPage(): string {
  const billing = [
    row('billing_first_name', 'form-row-first validate-required', text('billing_first_name', 'Ana'), 'Nombre'),
    row('billing_country', 'form-row-wide address-field update_totals_on_change validate-required', '<select name="billing_country" id="billing_country" class="country_to_state country_select"><option value="ES" selected>España</option><option value="PT">Portugal</option></select>', 'País'),
    row('billing_address_1', 'form-row-wide address-field validate-required', text('billing_address_1', 'Calle Mayor 1'), 'Dirección'),
    row('billing_postcode', 'form-row-wide address-field validate-required validate-postcode', text('billing_postcode', '28013'), 'Código postal'),
    row('billing_city', 'form-row-wide address-field validate-required', text('billing_city', 'Madrid'), 'Localidad'),
    row('billing_state', 'form-row-wide address-field validate-required validate-state', '<select name="billing_state" id="billing_state" class="state_select"><option value="">Elige</option><option value="M" selected>Madrid</option></select>', 'Provincia'),
    row('billing_phone', 'form-row-wide validate-required validate-phone', text('billing_phone', '612 345 678', 'tel'), 'Teléfono'),
    row('billing_email', 'form-row-wide validate-required validate-email', text('billing_email', 'ana@example.com', 'email'), 'Correo electrónico'),
  ].join('');
  const shipping = [
    row('shipping_country', 'form-row-wide address-field update_totals_on_change validate-required', '<select name="shipping_country" id="shipping_country" class="country_to_state"><option value="ES">España</option><option value="PT" selected>Portugal</option></select>', 'País'),
    row('shipping_address_1', 'form-row-wide address-field validate-required', text('shipping_address_1', 'Rua Augusta 5'), 'Dirección'),
    row('shipping_postcode', 'form-row-wide address-field validate-required', text('shipping_postcode', '1100-048'), 'Código postal'),
    row('shipping_city', 'form-row-wide address-field validate-required', text('shipping_city', 'Lisboa'), 'Localidad'),
  ].join('');
  return `<div class="woocommerce">
    <div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">¿Tienes un cupón? <a href="#" class="showcoupon" role="button">Haz clic aquí</a></div></div>
    <form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none"><p class="form-row form-row-first"><input type="text" name="coupon_code" class="input-text" id="coupon_code" value=""></p>
      <p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Aplicar cupón">Aplicar cupón</button></p></form>
    <div class="woocommerce-form-login-toggle"><div class="woocommerce-info">¿Ya eres cliente? <a href="#" class="showlogin">Acceder</a></div></div>
    <form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;"><input type="text" name="username" id="username"></form>
    <form name="checkout" method="post" class="checkout woocommerce-checkout" action="/finalizar-compra/" enctype="multipart/form-data">
      <div class="col2-set" id="customer_details">
        <div class="col-1"><div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">${billing}</div></div></div>
        <div class="col-2"><div class="woocommerce-shipping-fields">
          <h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" class="input-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>¿Enviar a una dirección diferente?</span></label></h3>
          <div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">${shipping}</div></div></div>
          <div class="woocommerce-additional-fields"><p class="form-row notes" id="order_comments_field"><textarea name="order_comments" class="input-text" id="order_comments"></textarea></p></div></div>
      </div>
      <div id="order_review" class="woocommerce-checkout-review-order">${review()}${payment()}</div>
    </form></div>`;
}

interface Answers {
  review?: (request: SeenRequest) => Reply;
  checkout?: (request: SeenRequest) => Reply;
  coupon?: (request: SeenRequest) => Reply;
}

function reviewAnswer(request: SeenRequest): Reply {
  return {
    json: {
      result: 'success',
      messages: '',
      reload: false,
      fragments: {
        '.woocommerce-checkout-review-order-table': review(request.form['shipping_method[0]'] ?? RATES[0]),
        '.woocommerce-checkout-payment': payment(),
      },
    },
  };
}

/** An answer without the payment fragment: happy-dom loses a radio group moved in from a template. */
const reviewOnly = (request: SeenRequest): Reply => ({
  json: { result: 'success', fragments: { '.woocommerce-checkout-review-order-table': review(request.form['shipping_method[0]'] ?? RATES[0]) } },
});

function start(answers: Answers = {}) {
  const network = fakeNetwork([
    { match: 'wc-ajax=update_order_review', reply: answers.review ?? reviewAnswer },
    { match: 'wc-ajax=checkout', reply: answers.checkout ?? (() => ({ json: { result: 'success', redirect: '/finalizar-compra/pedido-recibido/53/?key=wc_order_x', order_id: 53 } })) },
    { match: 'wc-ajax=apply_coupon', reply: answers.coupon ?? (() => ({ text: '<div class="woocommerce-message" role="alert">El código de cupón se ha aplicado correctamente.</div>' })) },
    { match: 'wc-ajax=remove_coupon', reply: answers.coupon ?? (() => ({ text: '<div class="woocommerce-message" role="alert">El cupón ha sido eliminado.</div>' })) },
  ]);
  const config = defaultConfig();
  const stop = enhance(document, withLoaders({ config, cart: createCartRuntime(config) })) as () => void;
  return { network, stop, requests: (endpoint: string) => network.seen.filter((request) => request.url.search.includes(`wc-ajax=${endpoint}`)) };
}

/** Past the 5 ms debounce and the fake network's answers. */
const settle = async (ms = 20): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await flush();
};
const field = (id: string): HTMLInputElement => document.getElementById(id) as HTMLInputElement;
const change = (el: Element): boolean => el.dispatchEvent(new Event('change', { bubbles: true }));
const submit = (form: Element = document.querySelector('form.checkout')!): boolean =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

let running: ReturnType<typeof start> | undefined;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  globals.wc_checkout_params = {
    update_order_review_nonce: 'uorn',
    apply_coupon_nonce: 'acn',
    remove_coupon_nonce: 'rcn',
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: '1',
    i18n_checkout_error: 'Error al procesar el pedido. Por favor, inténtalo de nuevo.',
  };
  setBody(checkoutPage());
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  running?.stop();
  running?.network.restore();
  running = undefined;
  installJQueryBridge(undefined);
  $(document.body).off();
  $(document).off();
  delete globals.wc_checkout_params;
  vi.restoreAllMocks();
  resetLocaleData();
});

describe('checkout rules (core)', () => {
  it("builds update_order_review's fields in stock's order, shipping or billing in s_*", () => {
    const billing = ['ES', 'M', '28013', 'Madrid', 'Calle Mayor 1', ''];
    const fields = orderReviewFields({ security: 'n', paymentMethod: 'bacs', billing, hasFullAddress: true, postData: 'a=1', shippingMethods: { 0: 'flat_rate:1' } });
    expect(Object.keys(fields)).toEqual([
      'security', 'payment_method', 'country', 'state', 'postcode', 'city', 'address', 'address_2',
      's_country', 's_state', 's_postcode', 's_city', 's_address', 's_address_2', 'has_full_address', 'post_data', 'shipping_method[0]',
    ]);
    expect(fields).toMatchObject({ s_country: 'ES', s_address: 'Calle Mayor 1', has_full_address: 'true', 'shipping_method[0]': 'flat_rate:1' });
    const elsewhere = orderReviewFields({ security: 'n', paymentMethod: '', billing, shipping: ['PT', '', '1100', 'Lisboa', 'Rua', ''], hasFullAddress: false, postData: '' });
    expect(elsewhere).toMatchObject({ country: 'ES', s_country: 'PT', s_city: 'Lisboa', has_full_address: 'false' });
    expect(Object.keys(elsewhere).some((key) => key.startsWith('shipping_method'))).toBe(false);
  });

  it('runs one at a time and applies only the newest answer', async () => {
    const resolvers: ((value: string) => void)[] = [];
    const applied: string[] = [];
    const sent: string[] = [];
    const run = latestWins<string, string>(
      (args) => {
        sent.push(args);
        return new Promise((resolve) => resolvers.push(resolve));
      },
      (outcome) => applied.push(outcome.ok ? outcome.value : 'error'),
    );
    run('a');
    run('b');
    run('c');
    expect(sent).toEqual(['a']);
    resolvers[0]!('answer a');
    await flush(2);
    expect(sent).toEqual(['a', 'c']);
    expect(applied).toEqual([]);
    resolvers[1]!('answer c');
    await flush(2);
    expect(applied).toEqual(['answer c']);
  });

  it('reads a checkout answer with text around it, and validates fields as stock', () => {
    expect(readCheckoutAnswer('<br>Notice: x {"result":"success","redirect":"/r"}')).toEqual({ result: 'success', redirect: '/r' });
    expect(() => readCheckoutAnswer('<html>500</html>')).toThrow(/not JSON/);
    const base = { value: '', checked: true, required: false, email: false, phone: false };
    expect(fieldProblems({ ...base, required: true })).toEqual(['required-field']);
    expect(fieldProblems({ ...base, value: '1', required: true, checked: false })).toEqual(['required-field']);
    expect(fieldProblems({ ...base, value: 'ana@example', email: true })).toEqual(['email']);
    expect(fieldProblems({ ...base, value: 'ana@example.com', email: true })).toEqual([]);
    expect(fieldProblems({ ...base, value: '+34 (612) 345-678', phone: true })).toEqual([]);
    expect(fieldProblems({ ...base, value: '612abc', phone: true })).toEqual(['phone']);
  });
});

describe('checkout: the order review', () => {
  it('starts as stock: init_checkout, the chosen gateway, and one update_order_review with the reference fields', async () => {
    const events: string[] = [];
    for (const name of ['init_checkout', 'update_checkout', 'payment_method_selected', 'updated_checkout']) {
      document.body.addEventListener(`islas:${name}`, () => events.push(name));
    }
    running = start();
    await settle();
    const [request, ...more] = running.requests('update_order_review');
    expect(more).toEqual([]);
    expect(Object.keys(request!.form)).toEqual([
      'security', 'payment_method', 'country', 'state', 'postcode', 'city', 'address', 'address_2',
      's_country', 's_state', 's_postcode', 's_city', 's_address', 's_address_2', 'has_full_address', 'post_data', 'shipping_method[0]',
    ]);
    expect(request!.form).toMatchObject({
      security: 'uorn', payment_method: 'bacs', country: 'ES', state: 'M', postcode: '28013', city: 'Madrid', address: 'Calle Mayor 1',
      s_country: 'ES', s_city: 'Madrid', has_full_address: 'true', 'shipping_method[0]': 'flat_rate:1',
    });
    const posted = new URLSearchParams(request!.form.post_data);
    expect(posted.get('billing_email')).toBe('ana@example.com');
    expect(posted.get('woocommerce-process-checkout-nonce')).toBe('pcn');
    expect(events).toEqual(['payment_method_selected', 'init_checkout', 'update_checkout', 'updated_checkout']);
    expect(document.querySelector('form.checkout')!.getAttribute('novalidate')).toBe('novalidate');
  });

  it('sends the shipping address in s_* once "ship to a different address" is ticked, and shows its fields', async () => {
    running = start();
    await settle();
    const box = field('ship-to-different-address-checkbox');
    const fields = document.querySelector<HTMLElement>('div.shipping_address')!;
    expect(fields.style.display).toBe('none');
    box.checked = true;
    change(box);
    expect(fields.style.display).toBe('');
    await settle();
    expect(running.requests('update_order_review')[1]!.form).toMatchObject({ country: 'ES', s_country: 'PT', s_city: 'Lisboa', s_address: 'Rua Augusta 5' });
  });

  it('lets the newest choice win: a change while a request runs waits for it, and the older answer is never shown', async () => {
    let calls = 0;
    running = start({ review: (request) => ({ ...(reviewAnswer(request) as object), delayMs: calls++ === 1 ? 300 : 0 }) as Reply });
    await settle();
    field('shipping_method_0_free_shipping2').checked = true;
    change(field('shipping_method_0_free_shipping2'));
    await settle(15);
    // The shopper changes their mind while the first change is on its way.
    field('shipping_method_0_flat_rate1').checked = true;
    change(field('shipping_method_0_flat_rate1'));
    await settle(15);
    expect(running.requests('update_order_review')).toHaveLength(2);
    await settle(400);
    const sent = running.requests('update_order_review').map((request) => request.form['shipping_method[0]']);
    expect(sent).toEqual(['flat_rate:1', 'free_shipping:2', 'flat_rate:1']);
    expect(running.network.maxInFlight).toBe(1);
    expect(document.querySelector('.order-total')!.textContent).toBe('Total con flat_rate:1');
    expect(field('shipping_method_0_flat_rate1').checked).toBe(true);
    // The focus follows the chosen rate into the new review.
    expect(document.activeElement).toBe(field('shipping_method_0_flat_rate1'));
  });

  it('replaces only what changed, keeping the terms ticked, a gateway field typed in and the chosen gateway', async () => {
    installJQueryBridge(createBridge($));
    running = start();
    await settle();
    const card = field('payment_method_demo_card');
    card.click();
    field('demo_card-number').value = '4242';
    field('demo_card-save').checked = true;
    field('terms').checked = true;
    const table = document.querySelector('.woocommerce-checkout-review-order-table');
    const updated = vi.fn();
    document.body.addEventListener('islas:updated_checkout', (event) => updated((event as CustomEvent).detail));
    $(document.body).trigger('update_checkout');
    await settle();
    expect(running.requests('update_order_review')).toHaveLength(2);
    expect(running.requests('update_order_review')[1]!.form.payment_method).toBe('demo_card');
    // The same review HTML: not replaced. The payment box is fresh, with what was typed.
    expect(document.querySelector('.woocommerce-checkout-review-order-table')).toBe(table);
    expect(field('demo_card-number').value).toBe('4242');
    expect(field('demo_card-save').checked).toBe(true);
    expect(field('terms').checked).toBe(true);
    expect(field('payment_method_demo_card').checked).toBe(true);
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_demo_card')!.style.display).toBe('');
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_bacs')!.style.display).toBe('none');
    expect(updated).toHaveBeenCalledOnce();
    expect(updated.mock.calls[0]![0][0]).toMatchObject({ result: 'success' });
  });

  it("refreshes on the form's update and a jQuery change of an address field, not on a payment method change", async () => {
    installJQueryBridge(createBridge($));
    running = start();
    await settle();
    field('payment_method_demo_card').click();
    await settle();
    expect(running.requests('update_order_review')).toHaveLength(1);
    $('form.checkout').trigger('update');
    await settle();
    expect(running.requests('update_order_review')).toHaveLength(2);
    field('billing_city').value = '';
    $(field('billing_state')).val('').trigger('change');
    await settle();
    // A required address field is empty: stock waits for it.
    expect(running.requests('update_order_review')).toHaveLength(2);
    field('billing_city').value = 'Madrid';
    $(field('billing_state')).val('M').trigger('change');
    await settle();
    expect(running.requests('update_order_review')).toHaveLength(3);
  });

  it('waits a second after typing in an address field, and sends once', async () => {
    running = start();
    await settle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const value of ['2', '28', '280']) {
        field('billing_postcode').value = value;
        field('billing_postcode').dispatchEvent(new Event('input', { bubbles: true }));
        await vi.advanceTimersByTimeAsync(300);
      }
      expect(running.requests('update_order_review')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1100);
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(running.requests('update_order_review').map((request) => request.form.postcode)).toEqual(['28013', '280']);
  });

  it('shows the failure messages above the form, and a Spanish notice when the update fails, keeping the page usable', async () => {
    let reply: Reply = { json: { result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>No hay métodos de envío.</li></ul>', reload: false, fragments: {} } };
    running = start({ review: () => reply });
    await settle();
    const group = document.querySelector('form.checkout > .woocommerce-NoticeGroup.woocommerce-NoticeGroup-updateOrderReview');
    expect(group?.textContent).toContain('No hay métodos de envío.');
    reply = { status: 500, text: '<html>Error</html>' };
    $(document.body).trigger('update');
    document.querySelector('form.checkout')!.dispatchEvent(new CustomEvent('islas:update'));
    await settle();
    const groups = document.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.textContent).toBe('The order summary could not be updated. Please try again.');
    expect(groups[0]!.querySelector('[role="alert"]')).not.toBeNull();
    expect(document.querySelector('.woocommerce-checkout-review-order-table')!.getAttribute('aria-busy')).toBeNull();
    expect(field('billing_first_name').value).toBe('Ana');
  });

  it("replaces the form with the session-expired notice (WooCommerce's form.woocommerce-checkout fragment)", async () => {
    running = start({
      review: () => ({ json: { fragments: { 'form.woocommerce-checkout': '<ul class="woocommerce-error" role="alert"><li>Lo siento, tu sesión ha caducado.</li></ul>' } } }),
    });
    await settle();
    expect(document.querySelector('form.checkout')).toBeNull();
    expect(document.querySelector('.woocommerce-error')!.textContent).toBe('Lo siento, tu sesión ha caducado.');
  });
});

describe('checkout: placing the order', () => {
  it('posts the serialized form once however often it is submitted, and follows an on-site redirect', async () => {
    running = start({ checkout: () => ({ json: { result: 'success', redirect: '/finalizar-compra/pedido-recibido/53/?key=k', order_id: 53 }, delayMs: 30 }) });
    await settle();
    const form = document.querySelector('form.checkout')!;
    expect(submit()).toBe(false);
    submit();
    expect(form.classList.contains('processing')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    await settle(50);
    const [request, ...more] = running.requests('checkout');
    expect(more).toEqual([]);
    expect(request!.form).toMatchObject({ billing_first_name: 'Ana', billing_email: 'ana@example.com', 'woocommerce-process-checkout-nonce': 'pcn', payment_method: 'bacs' });
    expect(assign).toHaveBeenCalledWith(`${location.origin}/finalizar-compra/pedido-recibido/53/?key=k`);
  });

  it('marks the fields the failure names, focuses the notice group at the top, fires checkout_error, loses nothing typed', async () => {
    const messages =
      '<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name"><strong>Facturación Nombre</strong> es un campo requerido.</li><li>La dirección de correo electrónico de facturación no es válida.</li></ul>';
    running = start({ checkout: () => ({ json: { result: 'failure', messages, refresh: false, reload: false } }) });
    await settle();
    field('billing_first_name').value = '';
    field('order_comments').value = 'Dejar en portería';
    const errors: unknown[] = [];
    document.body.addEventListener('islas:checkout_error', (event) => errors.push((event as CustomEvent).detail[0]));
    submit();
    await settle();
    const form = document.querySelector('form.checkout')!;
    const group = form.firstElementChild!;
    expect(group.className).toBe('woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout');
    const alert = group.querySelector('[role="alert"]')!;
    const list = alert.querySelector('ul.woocommerce-error')!;
    expect(list.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(list);
    expect(list.querySelector('li a[href="#billing_first_name"]')!.textContent).toBe('Facturación Nombre es un campo requerido.');
    const nameRow = document.getElementById('billing_first_name_field')!;
    expect(nameRow.classList.contains('woocommerce-invalid')).toBe(true);
    expect(nameRow.classList.contains('woocommerce-invalid-required-field')).toBe(true);
    expect(field('billing_first_name').getAttribute('aria-invalid')).toBe('true');
    expect(field('billing_first_name').getAttribute('aria-describedby')).toBe('billing_first_name_description');
    expect(document.getElementById('billing_first_name_description')!.textContent).toBe('Facturación Nombre es un campo requerido.');
    expect(form.classList.contains('processing')).toBe(false);
    expect(errors).toHaveLength(1);
    expect(field('order_comments').value).toBe('Dejar en portería');
    expect(field('billing_email').value).toBe('ana@example.com');
    // Typing again clears the field's mark.
    field('billing_first_name').value = 'A';
    field('billing_first_name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(nameRow.classList.contains('woocommerce-invalid')).toBe(false);
    expect(document.getElementById('billing_first_name_description')).toBeNull();
  });

  it.each([
    ['an invalid JSON', { text: '<html>Fatal error</html>' } as Reply],
    ['a 500', { status: 500, text: 'Internal Server Error' } as Reply],
    ['a network failure', { networkError: true } as Reply],
    ['a redirect that is no web address', { json: { result: 'success', redirect: 'javascript:alert(1)' } } as Reply],
  ])('answers %s with the checkout error notice and the form usable again', async (_case, reply) => {
    running = start({ checkout: () => reply });
    await settle();
    submit();
    await settle();
    const notice = document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')!;
    expect(notice.textContent).toBe('Error al procesar el pedido. Por favor, inténtalo de nuevo.');
    expect(document.activeElement).toBe(notice);
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('form.checkout')!.classList.contains('processing')).toBe(false);
    expect(field('billing_first_name').value).toBe('Ana');
    submit();
    await settle();
    expect(running.requests('checkout')).toHaveLength(2);
  });

  it("follows a gateway's redirect to its own site to pay (the order exists: never strand the shopper)", async () => {
    running = start({ checkout: () => ({ json: { result: 'success', redirect: 'https://pago.redsys.example/sis/realizarPago?order=53' } }) });
    await settle();
    submit();
    await settle();
    expect(assign).toHaveBeenCalledWith('https://pago.redsys.example/sis/realizarPago?order=53');
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).toBeNull();
  });

  it('gives up on a checkout that never answers after 60 s, with the notice and the form usable', async () => {
    running = start({ checkout: () => ({ hang: true }) });
    await settle();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      submit();
      await vi.advanceTimersByTimeAsync(59_000);
      expect(document.querySelector('form.checkout')!.classList.contains('processing')).toBe(true);
      await vi.advanceTimersByTimeAsync(1_500);
    } finally {
      vi.useRealTimers();
    }
    await flush();
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')!.textContent).toBe('Error al procesar el pedido. Por favor, inténtalo de nuevo.');
    expect(document.querySelector('form.checkout')!.classList.contains('processing')).toBe(false);
  });

  it('refreshes the review when the failure asks for it (a fresh nonce)', async () => {
    running = start({ checkout: () => ({ json: { result: 'failure', messages: '<ul class="woocommerce-error"><li>Inténtalo de nuevo.</li></ul>', refresh: true, reload: false } }) });
    await settle();
    submit();
    await settle();
    expect(running.requests('update_order_review')).toHaveLength(2);
  });

  it("sends nothing when a native listener cancels checkout_place_order or the gateway's hook", async () => {
    running = start();
    await settle();
    const form = document.querySelector('form.checkout')!;
    const cancel = (event: Event): void => event.preventDefault();
    form.addEventListener('islas:checkout_place_order', cancel);
    submit();
    form.removeEventListener('islas:checkout_place_order', cancel);
    form.addEventListener('islas:checkout_place_order_bacs', cancel);
    submit();
    await settle();
    expect(running.requests('checkout')).toHaveLength(0);
    expect(form.classList.contains('processing')).toBe(false);
  });

  it("gives jQuery gateways wc_checkout_form's facade: a false from their hook cancels, true lets the order go, success can be kept", async () => {
    installJQueryBridge(createBridge($));
    globals.jQuery = $;
    try {
      running = start({ review: reviewOnly });
      await settle();
      field('payment_method_demo_card').click();
      const seen: unknown[] = [];
      let valid = false;
      $('form.checkout').on('checkout_place_order_demo_card', (_event: unknown, checkout: { $checkout_form: { jquery?: string }; submit_error(html: string): void }) => {
        seen.push(typeof checkout.$checkout_form.jquery);
        if (!valid) checkout.submit_error('<div class="woocommerce-error" tabindex="-1">Número de tarjeta no válido.</div>');
        return valid;
      });
      $('form.checkout').on('checkout_place_order_success', (_event: unknown, result: { order_id: number }) => {
        seen.push(result.order_id);
        return false;
      });
      $('form.checkout').trigger('submit');
      await settle();
      expect(running.requests('checkout')).toHaveLength(0);
      expect(document.querySelector('.woocommerce-NoticeGroup-checkout')!.textContent).toBe('Número de tarjeta no válido.');
      valid = true;
      // A gateway's own $form.trigger('submit') places the order by AJAX too (no page post).
      $('form.checkout').trigger('submit');
      await settle();
      expect(running.requests('checkout')).toHaveLength(1);
      expect(seen).toEqual(['string', 'string', 53]);
      expect(assign).not.toHaveBeenCalled();
      expect(document.querySelector('form.checkout')!.classList.contains('processing')).toBe(false);
    } finally {
      delete globals.jQuery;
    }
  });
});

describe('checkout: fields, gateways, toggles and coupons', () => {
  it('validates a field on leaving it: required, email and phone, as stock', async () => {
    running = start();
    await settle();
    const check = (id: string, value: string): string => {
      field(id).value = value;
      field(id).dispatchEvent(new Event('focusout', { bubbles: true }));
      return document.getElementById(`${id}_field`)!.className;
    };
    expect(check('billing_email', 'ana@example')).toContain('woocommerce-invalid woocommerce-invalid-email');
    expect(field('billing_email').getAttribute('aria-invalid')).toBe('true');
    expect(check('billing_email', 'ana@example.com')).toContain('woocommerce-validated');
    expect(field('billing_email').hasAttribute('aria-invalid')).toBe(false);
    expect(check('billing_phone', '612-abc')).toContain('woocommerce-invalid-phone');
    expect(check('billing_first_name', '')).toContain('woocommerce-invalid-required-field');
  });

  it("shows the chosen gateway's box, renames the button, fires payment_method_selected on a change only", async () => {
    running = start({ review: reviewOnly });
    await settle();
    const selected = vi.fn();
    document.body.addEventListener('islas:payment_method_selected', selected);
    field('payment_method_demo_card').click();
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_demo_card')!.style.display).toBe('');
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_bacs')!.style.display).toBe('none');
    expect(field('place_order').textContent).toBe('Pagar con tarjeta');
    field('payment_method_demo_card').click();
    expect(selected).toHaveBeenCalledOnce();
    field('payment_method_bacs').click();
    expect(field('place_order').textContent).toBe('Realizar el pedido');
  });

  it("names the coupon link by its words where WooCommerce 9.8+'s aria-label does not hold them (WCAG 2.5.3)", async () => {
    const link = document.querySelector<HTMLElement>('a.showcoupon')!;
    link.setAttribute('aria-label', 'Introduce el código de tu cupón');
    const login = document.querySelector<HTMLElement>('a.showlogin')!;
    login.setAttribute('aria-label', 'Haz clic aquí para acceder');
    login.textContent = 'Haz clic aquí para acceder';
    running = start();
    await settle();
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toBe('Haz clic aquí');
    // A label that holds the words (or a link that is not the coupon's) is left as printed.
    expect(login.getAttribute('aria-label')).toBe('Haz clic aquí para acceder');
  });

  it('opens the coupon form (focus in its field), the login form and the terms, with aria-expanded', async () => {
    running = start();
    await settle();
    const showcoupon = document.querySelector<HTMLElement>('a.showcoupon')!;
    const couponForm = document.querySelector<HTMLElement>('form.checkout_coupon')!;
    expect(showcoupon.getAttribute('aria-expanded')).toBe('false');
    showcoupon.click();
    expect(couponForm.style.display).toBe('');
    expect(showcoupon.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field('coupon_code'));
    showcoupon.click();
    expect(couponForm.style.display).toBe('none');
    document.querySelector<HTMLElement>('a.showlogin')!.click();
    expect(document.querySelector<HTMLElement>('form.woocommerce-form-login')!.style.display).toBe('');
    const terms = document.querySelector<HTMLElement>('a.woocommerce-terms-and-conditions-link')!;
    terms.click();
    expect(document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')!.style.display).toBe('');
    expect(terms.classList.contains('woocommerce-terms-and-conditions-link--open')).toBe(true);
    expect(terms.getAttribute('aria-expanded')).toBe('true');
  });

  it('applies a coupon, puts the notice above the coupon form and refreshes the review without the shipping methods', async () => {
    running = start();
    await settle();
    const applied = vi.fn();
    document.body.addEventListener('islas:applied_coupon_in_checkout', (event) => applied((event as CustomEvent).detail));
    document.querySelector<HTMLElement>('a.showcoupon')!.click();
    field('coupon_code').value = 'VERANO';
    submit(document.querySelector('form.checkout_coupon')!);
    await settle();
    expect(running.requests('apply_coupon')[0]!.form).toEqual({ security: 'acn', coupon_code: 'VERANO', billing_email: 'ana@example.com' });
    const couponForm = document.querySelector<HTMLElement>('form.checkout_coupon')!;
    expect(couponForm.previousElementSibling!.textContent).toBe('El código de cupón se ha aplicado correctamente.');
    expect(couponForm.style.display).toBe('none');
    expect(field('coupon_code').value).toBe('');
    expect(applied).toHaveBeenCalledWith(['VERANO']);
    const refresh = running.requests('update_order_review')[1]!;
    expect(Object.keys(refresh.form).some((key) => key.startsWith('shipping_method'))).toBe(false);
  });

  it('shows a coupon error under the code field, and a Spanish one when the request fails', async () => {
    let reply: Reply = { text: '<ul class="woocommerce-error" role="alert"><li>¡El cupón «noexiste» no existe!</li></ul>' };
    running = start({ coupon: () => reply });
    await settle();
    field('coupon_code').value = 'noexiste';
    submit(document.querySelector('form.checkout_coupon')!);
    await settle();
    const note = document.getElementById('coupon-error-notice')!;
    expect(note.textContent).toBe('¡El cupón «noexiste» no existe!');
    expect(note.getAttribute('role')).toBe('alert');
    expect(field('coupon_code').getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(field('coupon_code').value).toBe('noexiste');
    reply = { networkError: true };
    submit(document.querySelector('form.checkout_coupon')!);
    await settle();
    expect(document.getElementById('coupon-error-notice')!.textContent).toBe('The coupon could not be applied. Please try again.');
  });

  it('removes a coupon from the review and refreshes it', async () => {
    running = start({ review: (request) => ({ json: { result: 'success', fragments: { '.woocommerce-checkout-review-order-table': review(request.form['shipping_method[0]'], 'verano') } } }) });
    await settle();
    const removed = vi.fn();
    document.body.addEventListener('islas:removed_coupon_in_checkout', (event) => removed((event as CustomEvent).detail));
    document.querySelector<HTMLElement>('.woocommerce-remove-coupon')!.click();
    await settle();
    expect(running.requests('remove_coupon')[0]!.form).toEqual({ security: 'rcn', coupon: 'verano' });
    expect(document.querySelector('form.checkout')!.previousElementSibling!.textContent).toBe('El cupón ha sido eliminado.');
    expect(removed).toHaveBeenCalledWith(['verano']);
    expect(running.requests('update_order_review')).toHaveLength(2);
  });
});

describe("gateways' own place-order buttons (wc.customPlaceOrderButton, WooCommerce 10.6+; jQuery side)", () => {
  type Api = { validate(): Promise<{ hasError: boolean }>; submit(): void };
  let calls: string[];
  let lastApi: Api | undefined;
  let stopButtons: (() => void) | void;
  beforeEach(() => {
    calls = [];
    (globals as { wc?: unknown }).wc = {
      customPlaceOrderButton: {
        __maybeShow: (id: string, api: Api) => {
          calls.push(`show:${id}`);
          lastApi = api;
        },
        __maybeHideDefaultButtonOnInit: (id: string) => calls.push(`hide:${id}`),
        __cleanup: () => calls.push('cleanup'),
      },
    };
    // happy-dom lays nothing out: what is not display:none counts as visible, as jQuery's :visible.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.closest('[style*="display:none"], [style*="display: none"]') ? [] : [{}]) as unknown as DOMRectList;
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // As on a page: the jQuery side starts before the checkout.
    installJQueryBridge(createBridge($));
    globals.jQuery = $;
    stopButtons = followCustomButtons($, document);
  });
  afterEach(() => {
    stopButtons?.();
    delete globals.jQuery;
    delete (globals as { wc?: unknown }).wc;
    lastApi = undefined;
  });

  it("makes checkout.js's calls: the stock button hidden for the chosen method before its click, its button shown, cleaned up on each review", async () => {
    running = start();
    expect(calls.slice(0, 2)).toEqual(['hide:bacs', 'show:bacs']);
    await settle();
    // The first review: cleaned up before it, shown again after its payment box.
    expect(calls.slice(2)).toEqual(['cleanup', 'show:bacs']);
    calls = [];
    field('payment_method_demo_card').click();
    expect(calls).toEqual(['show:demo_card']);
  });

  it('shows the button of a gateway that registers after the checkout started', () => {
    running = start();
    calls = [];
    $(document.body).trigger('wc_custom_place_order_button_registered', ['demo_card']);
    expect(calls).toEqual(['show:demo_card']);
  });

  it('gives render() an api: validate() says what is missing and marks it, submit() places one order', async () => {
    running = start();
    await settle();
    field('billing_first_name').value = '';
    expect(await lastApi!.validate()).toEqual({ hasError: true });
    expect(document.querySelector('#billing_first_name_field.woocommerce-invalid')).not.toBeNull();
    expect(field('terms').closest('.form-row')!.classList.contains('woocommerce-invalid')).toBe(true);
    expect(window.scrollTo).toHaveBeenCalled();
    field('billing_first_name').value = 'Ana';
    field('terms').checked = true;
    expect(await lastApi!.validate()).toEqual({ hasError: false });
    lastApi!.submit();
    lastApi!.submit();
    await settle();
    expect(running.requests('checkout')).toHaveLength(1);
  });

  it('does nothing where the page has no registry (WooCommerce before 10.6, no such gateway) or no checkout form', async () => {
    stopButtons?.();
    calls = [];
    delete (globals as { wc?: unknown }).wc;
    expect(followCustomButtons($, document)).toBeUndefined();
    running = start();
    await settle();
    field('payment_method_demo_card').click();
    expect(calls).toEqual([]);
    (globals as { wc?: unknown }).wc = { customPlaceOrderButton: { __maybeShow: () => calls.push('show') } };
    document.querySelector('form.checkout')!.remove();
    expect(followCustomButtons($, document)).toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('checkout: WooCommerce 10.x–11.0 (woocommerce-11.md §4.7)', () => {
  it('marks what only the server knows (a postcode, the terms): described, aria-invalid, the row invalid but not as a missing value', async () => {
    const messages =
      '<ul class="woocommerce-error" role="alert"><li data-id="billing_postcode"><strong>Facturación Código postal</strong> no es un código postal válido.</li>' +
      '<li data-id="terms">Por favor, lee y acepta los términos y condiciones.</li><li data-id="">Sin campo.</li><li data-id="billing_vat">Un campo que no está.</li><li>Método de pago no válido.</li></ul>';
    running = start({ checkout: () => ({ json: { result: 'failure', messages } }) });
    await settle();
    submit();
    await settle();
    const postcode = field('billing_postcode');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(postcode.getAttribute('aria-describedby')).toBe('billing_postcode_description');
    const postcodeRow = document.getElementById('billing_postcode_field')!;
    expect(postcodeRow.querySelector('p.checkout-inline-error-message')!.textContent).toBe('Facturación Código postal no es un código postal válido.');
    expect(postcodeRow.className).toContain('woocommerce-invalid');
    expect(postcodeRow.classList.contains('woocommerce-invalid-required-field')).toBe(false);
    expect(postcodeRow.classList.contains('woocommerce-validated')).toBe(false);
    expect(field('terms').getAttribute('aria-describedby')).toBe('terms_description');
    expect(field('terms').closest('.form-row')!.querySelector('#terms_description')!.textContent).toBe('Por favor, lee y acepta los términos y condiciones.');
    const list = document.querySelector('.woocommerce-NoticeGroup-checkout > div[role="alert"] > ul.woocommerce-error[tabindex="-1"]')!;
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#billing_postcode', '#terms', '#billing_vat']);
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(2);
    // The next answer, whatever it says, first takes the inline messages away.
    running.network.restore();
    running = { ...running, network: fakeNetwork([{ match: 'wc-ajax=checkout', reply: () => ({ json: { result: 'failure', messages: '<ul class="woocommerce-error"><li>Otro error.</li></ul>' } }) }, { match: 'wc-ajax=update_order_review', reply: reviewAnswer }]) };
    submit();
    await settle();
    expect(document.querySelectorAll('.checkout-inline-error-message')).toHaveLength(0);
  });

  it('gives checkout_error (jQuery, on body) the wrapped HTML', async () => {
    installJQueryBridge(createBridge($));
    const seen: unknown[] = [];
    $(document.body).on('checkout_error', (_event: unknown, html: unknown) => seen.push(html));
    const messages = '\n<ul class="woocommerce-error" role="alert"><li data-id="billing_city">Población es un campo requerido.</li></ul>\n';
    running = start({ checkout: () => ({ json: { result: 'failure', messages } }) });
    await settle();
    submit();
    await settle();
    expect(seen).toEqual([
      '<div role="alert"><ul class="woocommerce-error" tabindex="-1"><li data-id="billing_city"><a href="#billing_city">Población es un campo requerido.</a></li></ul></div>',
    ]);
  });

  it('marks an invalid email as an email only (9.9.3), and takes aria-invalid and the inline message away once valid', async () => {
    running = start();
    await settle();
    const email = field('billing_email');
    const row = document.getElementById('billing_email_field')!;
    email.value = 'ana@';
    email.dispatchEvent(new Event('focusout', { bubbles: true }));
    expect(row.classList.contains('woocommerce-invalid-email')).toBe(true);
    expect(row.classList.contains('woocommerce-invalid-phone')).toBe(false);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const note = document.createElement('p');
    note.className = 'checkout-inline-error-message';
    row.append(note);
    email.setAttribute('aria-describedby', 'billing_email_description');
    email.value = 'ana@example.com';
    change(email);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(row.querySelector('.checkout-inline-error-message')).toBeNull();
  });

  describe('an address autocomplete provider (wc.addressAutocomplete, §4.9)', () => {
    afterEach(() => {
      delete (globals as { wc?: unknown }).wc;
    });
    const reviews = (): number => running!.requests('update_order_review').length;

    it('keeps typing and changes in the street field from refreshing the review while it suggests; leaving the field refreshes it', async () => {
      (globals as { wc?: unknown }).wc = { addressAutocomplete: { activeProvider: { billing: { id: 'demo' }, shipping: null } } };
      running = start();
      await settle();
      const street = field('billing_address_1');
      street.value = 'Calle Ma';
      street.dispatchEvent(new Event('input', { bubbles: true }));
      change(street);
      await settle(1100);
      expect(reviews()).toBe(1);
      street.dispatchEvent(new Event('focusout', { bubbles: true }));
      await settle();
      expect(reviews()).toBe(2);
      // Another field of the section is typed in as before.
      field('billing_city').value = 'Toledo';
      field('billing_city').dispatchEvent(new Event('input', { bubbles: true }));
      await settle(1100);
      expect(reviews()).toBe(3);
    });

    it('ignores the change the autocomplete causes while it moves the field (data-autocomplete-manipulating), and a field without a provider works as before', async () => {
      (globals as { wc?: unknown }).wc = { addressAutocomplete: { activeProvider: { billing: null, shipping: null } } };
      running = start();
      await settle();
      const street = field('billing_address_1');
      street.setAttribute('data-autocomplete-manipulating', 'true');
      street.value = 'Calle Mayor 2';
      street.dispatchEvent(new Event('input', { bubbles: true }));
      change(street);
      street.dispatchEvent(new Event('focusout', { bubbles: true }));
      await settle();
      // The change was the autocomplete's, and leaving a field without a provider asks nothing...
      expect(reviews()).toBe(1);
      await settle(1100);
      // ...only the typing's timer does.
      expect(reviews()).toBe(2);
      street.removeAttribute('data-autocomplete-manipulating');
      street.value = 'Calle Mayor 3';
      street.dispatchEvent(new Event('input', { bubbles: true }));
      change(street);
      await settle();
      expect(reviews()).toBe(3);
    });
  });

  it('empties the account password when "create an account" is ticked, without a change', async () => {
    document.querySelector('.woocommerce-billing-fields')!.insertAdjacentHTML(
      'afterend',
      '<div class="woocommerce-account-fields"><p class="form-row create-account"><input type="checkbox" id="createaccount" name="createaccount" value="1"></p><div class="create-account"><p class="form-row" id="account_password_field"><input type="password" class="input-text" id="account_password" name="account_password" value=""></p></div></div>',
    );
    running = start();
    await settle();
    const password = field('account_password');
    const changes = vi.fn();
    password.addEventListener('change', changes);
    password.value = 'rellenado-por-el-navegador';
    field('createaccount').click();
    expect(password.value).toBe('');
    expect(document.querySelector<HTMLElement>('div.create-account')!.style.display).toBe('');
    expect(changes).not.toHaveBeenCalled();
  });

  it('scrolls to the login form once it opens (10.0), not when it closes', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    running = start();
    await settle();
    const link = document.querySelector<HTMLElement>('a.showlogin')!;
    link.click();
    expect(scrolled).toHaveBeenCalledOnce();
    link.click();
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('clears the coupon field and collapses the form when a coupon is removed; Space presses the remove link', async () => {
    running = start({ review: (request) => ({ json: { result: 'success', fragments: { '.woocommerce-checkout-review-order-table': review(request.form['shipping_method[0]'], 'verano') } } }) });
    await settle();
    const showcoupon = document.querySelector<HTMLElement>('a.showcoupon')!;
    showcoupon.click();
    field('coupon_code').value = 'otro';
    document.querySelector('.woocommerce-remove-coupon')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await settle();
    expect(running.requests('remove_coupon')).toHaveLength(1);
    expect(field('coupon_code').value).toBe('');
    expect(document.querySelector<HTMLElement>('form.checkout_coupon')!.style.display).toBe('none');
    expect(showcoupon.getAttribute('aria-expanded')).toBe('false');
  });

  it('posts one set of order attribution inputs where WooCommerce 10.5+ printed several', async () => {
    const form = document.querySelector('form.checkout')!;
    for (const value of ['first', 'second', 'third']) form.insertAdjacentHTML('beforeend', `<wc-order-attribution-inputs><input type="hidden" name="wc_order_attribution_source_type" value="${value}"></wc-order-attribution-inputs>`);
    running = start();
    await settle();
    submit();
    await settle();
    // The fake network keeps a name's last value: 'third' had the copies been posted.
    expect(running.requests('checkout')[0]!.form.wc_order_attribution_source_type).toBe('first');
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
  });
});
