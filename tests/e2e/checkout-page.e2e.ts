// The checkout without WooCommerce's checkout.js, country-select.js and address-i18n.js
// (issue 12, parts 3 and 4): what a shopper does on /finalizar-compra/ with islas, against
// the stub's WooCommerce 9.4 + Flatsome markup and its update_order_review / checkout /
// coupon endpoints; and a jQuery card gateway (fixtures/plugins/card-gateway.js) that
// keeps its contract with the checkout.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillBillingAddress, isAjax, islasStarted, requests, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const FORM = 'form.checkout';
const REVIEW = '.woocommerce-checkout-review-order-table';
const CHECKOUT_GROUP = `${FORM} > .woocommerce-NoticeGroup.woocommerce-NoticeGroup-checkout`;
const ORDER_RECEIVED = /\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_/;


/**
 * Puts a T-shirt in the visitor's cart, opens the checkout and waits until islas's checkout
 * runs (at load, issue 31) and its first review came.
 */
async function openCheckout(shopper: Shopper, query = ''): Promise<Page> {
  const { page } = shopper;
  await page.goto(shopper.url('/tienda/?add-to-cart=101'));
  const firstReview = page.waitForResponse((response) => isAjax('update_order_review')(response.request()), { timeout: 20_000 });
  await page.goto(shopper.url(`/finalizar-compra/${query}`));
  await islasStarted(page);
  await page.mouse.move(30, 30);
  await page.waitForSelector('html[data-islas-enhanced~="checkout"]', { state: 'attached' });
  await page.waitForSelector('html[data-islas-enhanced~="address"]', { state: 'attached' });
  await firstReview;
  await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('aria-busy'), REVIEW);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  return page;
}

const samePage = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
const text = async (page: Page, selector: string): Promise<string> => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

const fillBilling = fillBillingAddress;

/** Waits for the review update a change sent, and for its answer to be applied. */
async function reviewSettled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('aria-busy'), REVIEW);
}

/**
 * Until the updates that typing started are over: address fields ask for one after a 1 s
 * pause (as checkout.js), so a test that counts the next ones waits for a quiet 1.5 s first.
 */
async function updatesQuiet(page: Page): Promise<void> {
  const updates = requests(page, isAjax('update_order_review'));
  let seen = -1;
  while (seen !== updates.length) {
    seen = updates.length;
    await page.waitForTimeout(1500);
    await reviewSettled(page);
  }
}

describe('checkout: placing an order', () => {
  it('fills the form and places the order by AJAX: one checkout request, then the order-received page', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await fillBilling(page);
      await page.check('#terms');
      const posts = requests(page, isAjax('checkout'));
      await Promise.all([page.waitForURL(ORDER_RECEIVED, { timeout: 20_000 }), page.click('#place_order')]);
      expect(posts).toHaveLength(1);
      const body = new URLSearchParams(posts[0]!.postData() ?? '');
      expect(body.get('billing_email')).toBe('ana@example.com');
      expect(body.get('woocommerce-process-checkout-nonce')).toMatch(/\w+/);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('places ONE order on a double click (the form is blocked while the request runs)', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await fillBilling(page);
      await page.check('#terms');
      // A slow server: the second click lands while the first request runs.
      await page.route('**/?wc-ajax=checkout', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const posts = requests(page, isAjax('checkout'));
      const arrived = page.waitForURL(ORDER_RECEIVED, { timeout: 20_000 });
      await page.click('#place_order');
      expect(await page.locator(FORM).getAttribute('aria-busy')).toBe('true');
      expect(await page.locator(`${FORM}.processing`).count()).toBe(1);
      await page.click('#place_order', { force: true });
      await page.locator('#billing_email').press('Enter');
      await arrived;
      expect(posts).toHaveLength(1);
    });
  });

  it('shows the errors at the top (missing fields, bad email and postcode): focused, announced, fields marked, nothing typed lost', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await fillBilling(page, { billing_first_name: '', billing_email: 'ana@example', billing_postcode: '999' });
      await page.fill('#order_comments', 'Dejar en portería');
      const posts = requests(page, isAjax('checkout'));
      await page.click('#place_order');
      await page.waitForSelector(CHECKOUT_GROUP);
      expect(posts).toHaveLength(1);
      expect(await page.locator(`${FORM} > *`).first().getAttribute('class')).toContain('woocommerce-NoticeGroup-checkout');
      const group = await text(page, CHECKOUT_GROUP);
      expect(group).toContain('Facturación Nombre es un campo requerido.');
      expect(group).toContain('no es una dirección de correo electrónico válida');
      expect(group).toContain('no es un código postal válido');
      expect(await page.locator(`${CHECKOUT_GROUP} [role="alert"]`).count()).toBe(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-NoticeGroup-checkout .woocommerce-error') ?? false)).toBe(true);
      expect(await page.locator(`${CHECKOUT_GROUP} a[href="#billing_first_name"]`).count()).toBe(1);
      for (const id of ['billing_first_name', 'billing_postcode']) {
        expect(await page.locator(`#${id}_field`).getAttribute('class')).toContain('woocommerce-invalid');
        expect(await page.locator(`#${id}`).getAttribute('aria-invalid')).toBe('true');
      }
      expect(await page.locator('#billing_email_field').getAttribute('class')).toContain('woocommerce-invalid-email');
      expect(await page.inputValue('#order_comments')).toBe('Dejar en portería');
      expect(await page.inputValue('#billing_email')).toBe('ana@example');
      expect(await page.inputValue('#billing_city')).toBe('Madrid');
      expect(await page.locator(`${FORM}.processing`).count()).toBe(0);
      expect(await samePage(page)).toBe(true);
    });
  });

  it('answers a broken server (a 500 page) with a Spanish notice and keeps everything typed', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await fillBilling(page);
      await page.check('#terms');
      await page.route('**/?wc-ajax=checkout', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Error crítico</body></html>' }));
      await page.click('#place_order');
      await page.waitForSelector(CHECKOUT_GROUP);
      expect(await text(page, CHECKOUT_GROUP)).toContain('Ha habido un error al procesar tu pedido');
      expect(await page.inputValue('#billing_first_name')).toBe('Ana');
      expect(await page.isChecked('#terms')).toBe(true);
      expect(await samePage(page)).toBe(true);
    });
  });
});

describe('checkout: the address and the order review', () => {
  it('rebuilds the state field and the labels as the country changes ES → PT → US', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      expect(await page.locator('select#billing_state option[value="M"]').count()).toBe(1);
      await page.selectOption('#billing_country', 'PT');
      await expect.poll(() => page.locator('#billing_state').evaluate((el) => el.tagName)).toBe('INPUT');
      expect(await page.locator('#billing_state').getAttribute('name')).toBe('billing_state');
      expect(await text(page, '#billing_state_field label')).toContain('(opcional)');
      expect(await page.locator('#billing_state_field').getAttribute('class')).not.toContain('validate-required');
      await page.selectOption('#billing_country', 'US');
      await expect.poll(() => page.locator('select#billing_state option').count()).toBeGreaterThan(10);
      expect(await text(page, '#billing_state_field label')).toBe('Estado *');
      expect(await page.locator('#billing_state_field').getAttribute('class')).toContain('validate-required');
      await page.selectOption('#billing_state', 'CA');
      await page.selectOption('#billing_country', 'ES');
      await expect.poll(() => text(page, '#billing_state_field label')).toBe('Provincia *');
      expect(await page.locator('select#billing_state option[value="M"]').count()).toBe(1);
      expect(await samePage(page)).toBe(true);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('updates the review when the shipping method changes, and the newest choice wins a race', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await fillBilling(page);
      await updatesQuiet(page);
      let first = true;
      // The first update's answer comes late: the second change waits for it, and only the second answer shows.
      await page.route('**/?wc-ajax=update_order_review', async (route) => {
        if (first) {
          first = false;
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        await route.continue();
      });
      const updates = requests(page, isAjax('update_order_review'));
      await page.check('#shipping_method_0_local_pickup3');
      await expect.poll(() => updates.length).toBe(1);
      await page.check('#shipping_method_0_flat_rate1');
      await expect.poll(() => updates.length, { timeout: 10_000 }).toBe(2);
      await reviewSettled(page);
      const chosen = updates.map((request) => new URLSearchParams(request.postData() ?? '').get('shipping_method[0]'));
      expect(chosen).toEqual(['local_pickup:3', 'flat_rate:1']);
      await expect.poll(() => page.locator('#shipping_method_0_flat_rate1').isChecked()).toBe(true);
      expect(await text(page, `${REVIEW} tr.woocommerce-shipping-totals`)).toContain('4,95');
      // The focus follows the chosen rate into the new review.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('shipping_method_0_flat_rate1');
    });
  });

  it('sends the shipping address once "ship to a different address" is ticked', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      expect(await page.locator('div.shipping_address').isVisible()).toBe(false);
      const updates = requests(page, isAjax('update_order_review'));
      await page.check('#ship-to-different-address-checkbox');
      expect(await page.locator('div.shipping_address').isVisible()).toBe(true);
      await expect.poll(() => updates.length).toBe(1);
      const body = new URLSearchParams(updates[0]!.postData() ?? '');
      expect(body.get('security')).toMatch(/\w+/);
      expect(body.get('post_data')).toContain('ship_to_different_address=1');
      expect([...body.keys()].slice(0, 3)).toEqual(['security', 'payment_method', 'country']);
    });
  });

  it('keeps the page usable with a Spanish message when an update fails', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await page.route('**/?wc-ajax=update_order_review', (route) => route.abort('failed'));
      await page.check('#shipping_method_0_local_pickup3');
      await page.waitForSelector('.woocommerce-NoticeGroup-updateOrderReview');
      expect(await text(page, '.woocommerce-NoticeGroup-updateOrderReview')).toBe('No se ha podido actualizar el resumen del pedido. Por favor, inténtalo de nuevo.');
      expect(await page.locator(`${REVIEW}[aria-busy]`).count()).toBe(0);
      await page.unroute('**/?wc-ajax=update_order_review');
      await page.check('#shipping_method_0_flat_rate1');
      await expect.poll(() => page.locator('.woocommerce-NoticeGroup-updateOrderReview').count()).toBe(0);
    });
  });
});

describe('checkout: gateways, coupons and toggles', () => {
  it("shows the chosen gateway's box and sends no review update for it", async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      const updates = requests(page, isAjax('update_order_review'));
      await page.check('#payment_method_cheque');
      await expect.poll(() => page.locator('.payment_box.payment_method_cheque').isVisible()).toBe(true);
      expect(await page.locator('.payment_box.payment_method_bacs').isVisible()).toBe(false);
      await page.waitForTimeout(300);
      expect(updates).toHaveLength(0);
    });
  });

  it('opens the coupon form, applies and removes a coupon; the review follows', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      expect(await page.locator('form.checkout_coupon').isVisible()).toBe(false);
      await page.click('a.showcoupon');
      expect(await page.locator('form.checkout_coupon').isVisible()).toBe(true);
      expect(await page.getAttribute('a.showcoupon', 'aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
      await page.fill('#coupon_code', 'descuento10');
      await page.click('form.checkout_coupon button[name="apply_coupon"]');
      await expect.poll(() => text(page, '.woocommerce-message')).toContain('El código de cupón se ha aplicado correctamente.');
      await expect.poll(() => page.locator(`${REVIEW} .woocommerce-remove-coupon`).count()).toBe(1);
      expect(await page.locator('form.checkout_coupon').isVisible()).toBe(false);
      await page.click(`${REVIEW} .woocommerce-remove-coupon`);
      await expect.poll(() => text(page, '.woocommerce-message')).toContain('El cupón ha sido eliminado.');
      await expect.poll(() => page.locator(`${REVIEW} .woocommerce-remove-coupon`).count()).toBe(0);
      expect(await samePage(page)).toBe(true);
    });
  });

  it('shows a coupon error under the code field', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      await page.click('a.showcoupon');
      await page.fill('#coupon_code', 'noexiste');
      await page.press('#coupon_code', 'Enter');
      await page.waitForSelector('#coupon-error-notice');
      expect(await text(page, '#coupon-error-notice')).toBe('¡El cupón «noexiste» no existe!');
      expect(await page.inputValue('#coupon_code')).toBe('noexiste');
    });
  });

  it('opens the returning-customer login form', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper);
      const login = page.locator('.woocommerce > form.woocommerce-form-login');
      expect(await login.isVisible()).toBe(false);
      await page.click('a.showlogin');
      expect(await login.isVisible()).toBe(true);
      expect(await page.getAttribute('a.showlogin', 'aria-expanded')).toBe('true');
      await page.click('a.showlogin');
      expect(await login.isVisible()).toBe(false);
    });
  });
});

interface GatewayState {
  inits: number;
  events: string[];
  validations: { number: string; valid: boolean }[];
}
const gateway = (page: Page): Promise<GatewayState> => page.evaluate(() => (window as unknown as { demoCardGateway: GatewayState }).demoCardGateway);

describe('checkout: a jQuery card gateway (?islas-plugins=card-gateway)', () => {
  it('sees init_checkout and updated_checkout, cancels a bad card number (nothing sent) and lets a good one through', async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper, '?islas-plugins=card-gateway');
      await expect.poll(async () => (await gateway(page)).events).toEqual(expect.arrayContaining(['init_checkout', 'updated_checkout:success']));
      await page.check('#payment_method_demo_card');
      await expect.poll(async () => (await gateway(page)).events).toContain('payment_method_selected:demo_card');
      expect(await page.locator('.payment_box.payment_method_demo_card').isVisible()).toBe(true);
      await fillBilling(page);
      await page.check('#terms');
      await reviewSettled(page);
      await page.fill('#demo_card-number', '4242');
      const posts = requests(page, isAjax('checkout'));
      await page.click('#place_order');
      await page.waitForSelector('.payment_box.payment_method_demo_card .demo-card-error');
      expect(posts).toHaveLength(0);
      expect((await gateway(page)).validations).toEqual([{ number: '4242', valid: false }]);
      expect((await gateway(page)).events).toContain('checkout_place_order:jquery');
      await page.fill('#demo_card-number', '4242 4242 4242 4242');
      await Promise.all([page.waitForURL(ORDER_RECEIVED, { timeout: 20_000 }), page.click('#place_order')]);
      expect(posts).toHaveLength(1);
      expect(new URLSearchParams(posts[0]!.postData() ?? '').get('demo_card_number')).toBe('4242 4242 4242 4242');
      await page.goto(shopper.url('/?islas-plugins='));
    });
  });

  it("refreshes the review on a plugin's $(document.body).trigger('update_checkout'); the gateway hears it and the country events", async () => {
    await withShopper(async (shopper) => {
      const page = await openCheckout(shopper, '?islas-plugins=card-gateway');
      await expect.poll(async () => (await gateway(page)).inits).toBeGreaterThan(0);
      const updates = requests(page, isAjax('update_order_review'));
      await page.evaluate(() => (window as unknown as { jQuery: (el: unknown) => { trigger(name: string): void } }).jQuery(document.body).trigger('update_checkout'));
      await expect.poll(() => updates.length).toBe(1);
      await expect.poll(async () => (await gateway(page)).events.filter((e) => e === 'updated_checkout:success').length).toBeGreaterThan(1);
      // The payment box came back unchanged, so it was kept, with the gateway's field started.
      expect(await page.locator('#demo_card-number[data-demo-card-init]').count()).toBe(1);
      await page.selectOption('#billing_country', 'PT');
      await expect.poll(async () => (await gateway(page)).events).toContain('country_to_state_changing:PT');
      expect((await gateway(page)).events).toContain('country_to_state_changed:PT');
      await page.goto(shopper.url('/?islas-plugins='));
    });
  });
});

describe('checkout: a plugin that needs the stock checkout script', () => {
  it('makes islas step aside: the server keeps wc-checkout, islas does not run its checkout', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/?add-to-cart=101'));
      await page.goto(shopper.url('/finalizar-compra/?islas-plugins=needs-stock-checkout'));
      await islasStarted(page);
      await page.mouse.move(30, 30);
      await page.waitForFunction(() => (window as unknown as { needsStockCheckout?: { ran: boolean } }).needsStockCheckout?.ran === true);
      const stock = await page.evaluate(() => (window as unknown as { islasStubStock?: string[] }).islasStubStock ?? []);
      expect(stock).toContain('wc-checkout');
      await page.waitForTimeout(500);
      const enhanced = (await page.getAttribute('html', 'data-islas-enhanced')) ?? '';
      expect(enhanced.split(' ')).not.toContain('checkout');
      await page.goto(shopper.url('/?islas-plugins='));
    });
  });
});
