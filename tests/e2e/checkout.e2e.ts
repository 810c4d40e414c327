import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, holdChunk, islasStarted, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const landing = '/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=rebajas-otono&utm_content=cabecera';

/**
 * The page views are recorded at load; the tracking that fills the attribution inputs comes
 * with the shopper's first input (here, the pointer moving onto the page).
 */
async function attributionReady(shopper: Shopper) {
  await islasStarted(shopper.page);
  await shopper.page.mouse.move(40, 40);
  await shopper.page.mouse.move(60, 80);
  await expect
    .poll(() => shopper.page.locator('input[name="wc_order_attribution_user_agent"]').inputValue(), { timeout: 15_000 })
    .not.toBe('');
}

async function addOneProduct(shopper: Shopper) {
  const { page } = shopper;
  await islasStarted(page);
  await page.locator(AJAX_ADD_BUTTONS).first().click();
  await expect.poll(() => page.locator(`${AJAX_ADD_BUTTONS}.added`).count(), { timeout: 15_000 }).toBe(1);
}

const BILLING: Record<string, string> = {
  billing_first_name: 'Ana',
  billing_last_name: 'García',
  billing_address_1: 'Calle Mayor 1',
  billing_postcode: '28013',
  billing_city: 'Madrid',
  billing_phone: '+34 612 345 678',
  billing_email: 'ana@example.com',
};

async function fillBilling(shopper: Shopper) {
  const { page } = shopper;
  for (const [name, value] of Object.entries(BILLING)) await page.fill(`#${name}`, value);
  // WooCommerce's checkout requires the terms (the province starts at the shop's base, Madrid).
  await page.check('#terms');
}

async function placeOrder(shopper: Shopper) {
  const { page } = shopper;
  await Promise.all([page.waitForURL(/\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_\w+$/), page.click('#place_order')]);
}

async function receivedAttribution(shopper: Shopper): Promise<Record<string, string>> {
  return shopper.page.$$eval('#order-attribution td[data-field]', (cells) =>
    Object.fromEntries(cells.map((cell) => [cell.getAttribute('data-field')!, cell.textContent ?? ''])),
  );
}

/**
 * A product in the server's cart (so the checkout is there), then the utm landing, left
 * with no input once islas has recorded the view in its journal.
 */
async function landWithoutInput(shopper: Shopper) {
  const added = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: '101', quantity: '1' } });
  expect(added.ok()).toBe(true);
  await shopper.page.goto(shopper.url(landing));
  await shopper.page.waitForFunction(() => document.documentElement.dataset.islasEnhanced?.split(' ').includes('order-attribution'));
}

describe('order attribution at checkout', () => {
  it('records the utm landing of the visit and the order confirmation shows it', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url(landing));
      await addOneProduct(shopper);
      // Tracked at the shopper's first input on the landing page (the add's click).
      const sbjsCookies = async () => (await shopper.context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'));
      await expect.poll(async () => (await sbjsCookies()).map((cookie) => cookie.name).sort(), { timeout: 15_000 }).toEqual(
        ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata'],
      );
      const sbjs = await sbjsCookies();
      // Session cookies (lifetime 1e-5 months), path /; only the session lasts 30 minutes.
      for (const cookie of sbjs) {
        expect(cookie.path).toBe('/');
        if (cookie.name === 'sbjs_session') expect(Math.round((cookie.expires * 1000 - Date.now()) / 60_000)).toBe(30);
        else expect(cookie.expires).toBe(-1);
      }

      await page.goto(shopper.url('/finalizar-compra/'));
      await attributionReady(shopper);
      expect(await page.locator('wc-order-attribution-inputs input[type=hidden][name^="wc_order_attribution_"]').count()).toBe(16);
      await fillBilling(shopper);
      await placeOrder(shopper);

      const received = await receivedAttribution(shopper);
      expect(Object.keys(received)).toHaveLength(16);
      expect(received).toMatchObject({
        source_type: 'utm',
        utm_source: 'boletin',
        utm_medium: 'email',
        utm_campaign: 'rebajas-otono',
        utm_content: 'cabecera',
        utm_term: '(none)',
        referrer: '(none)',
        session_pages: '2',
        session_count: '1',
      });
      expect(received.session_entry).toBe(shopper.url(landing));
      expect(received.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(received.user_agent).toMatch(/Chrome/);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('records the landing of a shopper who leaves it without any input', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await landWithoutInput(shopper);
      // Nothing tracked yet: the view waits in the journal.
      const cookies = await shopper.context.cookies();
      expect(cookies.filter((cookie) => cookie.name.startsWith('sbjs_'))).toEqual([]);
      expect(decodeURIComponent(cookies.find((cookie) => cookie.name === 'islas_sbjs_views')?.value ?? '')).toContain('utm_source=boletin');
      await page.goto(shopper.url('/finalizar-compra/'));
      await attributionReady(shopper);
      const field = (name: string) => page.locator(`input[name="wc_order_attribution_${name}"]`).inputValue();
      expect(await field('source_type')).toBe('utm');
      expect(await field('utm_source')).toBe('boletin');
      expect(await field('session_entry')).toBe(shopper.url(landing));
      expect(await field('session_pages')).toBe('2');
      expect((await shopper.context.cookies()).map((cookie) => cookie.name)).not.toContain('islas_sbjs_views');
      expect(shopper.errors).toEqual([]);
    });
  });

  it('holds a place-order click that is the first input until the attribution is in the form', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await landWithoutInput(shopper);
      // The tracking's chunk comes late; the checkout's own code does not wait for it.
      const release = await holdChunk(page, 'order-attribution');
      await page.goto(shopper.url('/finalizar-compra/'));
      await islasStarted(page);
      // A browser's autofill: the fields are filled with no input event.
      await page.evaluate((values) => {
        for (const [id, value] of Object.entries(values)) (document.getElementById(id) as HTMLInputElement).value = value;
        (document.getElementById('terms') as HTMLInputElement).checked = true;
      }, BILLING);
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=checkout') || (request.method() === 'POST' && request.url().includes('/finalizar-compra/'))) posted.push(request.postData() ?? '');
      });
      await page.click('#place_order');
      await page.waitForTimeout(500);
      expect(posted).toEqual([]);
      release();
      await page.waitForURL(/\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_\w+$/);
      expect(posted).toHaveLength(1);
      const received = await receivedAttribution(shopper);
      expect(received).toMatchObject({ source_type: 'utm', utm_source: 'boletin', session_pages: '2' });
      expect(shopper.errors).toEqual([]);
    });
  });

  it('with jQuery on the page (a gateway may submit the form with no click), fills the inputs with no input at all', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await landWithoutInput(shopper);
      // The checkout's start clicks the chosen payment method from code, which islas would
      // take for a first input: those clicks stop here, so nothing on the page is one.
      await page.addInitScript(() =>
        addEventListener('click', (event) => event.isTrusted || event.stopImmediatePropagation(), { capture: true }),
      );
      await page.goto(shopper.url('/finalizar-compra/?islas-plugins=card-gateway'));
      await islasStarted(page);
      expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('function');
      const field = (name: string) => page.locator(`input[name="wc_order_attribution_${name}"]`).inputValue();
      await expect.poll(() => field('source_type'), { timeout: 15_000 }).toBe('utm');
      expect(await field('session_pages')).toBe('2');
      expect(shopper.errors).toEqual([]);
      await page.goto(shopper.url('/?islas-plugins='));
    });
  });

  it('sends no attribution once tracking is switched off, and every sbjs cookie is gone', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url(landing));
      await addOneProduct(shopper);
      await page.goto(shopper.url('/finalizar-compra/'));
      await attributionReady(shopper);
      await page.evaluate(() =>
        (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false),
      );
      expect((await shopper.context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'))).toEqual([]);
      await fillBilling(shopper);
      await placeOrder(shopper);
      const received = await receivedAttribution(shopper);
      expect(Object.keys(received)).toHaveLength(16);
      expect(Object.values(received).every((value) => value === '')).toBe(true);
    });
  });

  it('starts again when tracking is switched back on: a new typein visit', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await addOneProduct(shopper);
      await page.goto(shopper.url('/finalizar-compra/'));
      await attributionReady(shopper);
      await page.evaluate(() => {
        const attribution = (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution;
        attribution.setOrderTracking(false);
        attribution.setOrderTracking(true);
      });
      expect(await page.locator('input[name="wc_order_attribution_source_type"]').inputValue()).toBe('typein');
      expect(await page.locator('input[name="wc_order_attribution_session_pages"]').inputValue()).toBe('1');
    });
  });

  it('checks out without JavaScript: the form posts and the order is received', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url('/tienda/'));
        await Promise.all([page.waitForURL(/\/tienda\//), page.locator(AJAX_ADD_BUTTONS).first().click()]);
        await page.goto(shopper.url('/finalizar-compra/'));
        await fillBilling(shopper);
        await placeOrder(shopper);
        expect(await page.locator('.woocommerce-thankyou-order-received').textContent()).toContain('Tu pedido ha sido recibido');
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('account pages', () => {
  it('lists the orders in a table that stacks its cells, labelled, below 550 px', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await addOneProduct(shopper);
      await page.goto(shopper.url('/finalizar-compra/'));
      await fillBilling(shopper);
      await placeOrder(shopper);

      await page.goto(shopper.url('/mi-cuenta/pedidos/'));
      const table = page.locator('table.shop_table_responsive.my_account_orders');
      expect(await table.locator('tbody tr').count()).toBe(1);
      expect(await table.locator('thead').isVisible()).toBe(true);
      const cell = table.locator('td[data-title="Total"]').first();
      expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('table-cell');

      await page.setViewportSize({ width: 549, height: 900 });
      expect(await table.locator('thead').isVisible()).toBe(false);
      expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('block');
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Total: "');

      await page.setViewportSize({ width: 550, height: 900 });
      expect(await table.locator('thead').isVisible()).toBe(true);
    });
  });

  it('shows the login page at /mi-cuenta/, posts the login without JavaScript and shows the error', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url('/mi-cuenta/'));
        await page.fill('#username', 'ana');
        await page.fill('#password', 'secreto');
        await Promise.all([page.waitForURL(/\/mi-cuenta\/$/), page.click('button[name="login"]')]);
        expect(await page.locator('.woocommerce-error[role="alert"]').textContent()).toContain('contraseña');
      },
      { javaScriptEnabled: false },
    );
  });

  it('focuses the login error notice after 500 ms', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/mi-cuenta/'));
      await page.fill('#username', 'ana');
      await page.fill('#password', 'secreto');
      await Promise.all([page.waitForURL(/\/mi-cuenta\/$/), page.click('button[name="login"]')]);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-error[role="alert"]') ?? false), { timeout: 5000 })
        .toBe(true);
    });
  });
});
