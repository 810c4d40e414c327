// The cart page and the checkout are ready before the shopper acts (issue 31, deliver 3): islas's
// cart.js, checkout.js and address code run at load, as WooCommerce's do, not at the first input.
// Before any pointer or key: "Actualizar carrito" disabled, the shipping address hidden while its
// box is unticked, the order review asked once at start (WooCommerce's init_checkout →
// update_checkout), which also sends what changed before islas's code came; and a change that
// comes as `input`/`change` events alone (a password manager, the browser's autofill) is followed:
// a country changed so takes the review to that country's shipping rate. A click while the code is
// on its way is played once it is there. Each case on a desktop and a phone, without jQuery and
// with jQuery and its plugins (?islas-plugins=zoo). No test here moves the pointer or presses a key
// before its checks, unless it says so.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVICES, JQUERY_SETUPS, holdChunk, islasStarted, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const VIEWPORTS = DEVICES;
const PAGES = JQUERY_SETUPS;

const CART_FORM = 'form.woocommerce-cart-form';
const UPDATE = `${CART_FORM} [name="update_cart"]`;
const REVIEW = '.woocommerce-checkout-review-order-table';
const SHIPPING = `${REVIEW} tr.woocommerce-shipping-totals td`;
const ORDER_TOTAL = `${REVIEW} tr.order-total`;
const ORDER_RECEIVED = /\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_/;

const isPost = (match: (url: URL) => boolean) => (request: Request) => request.method() === 'POST' && match(new URL(request.url()));
const isReviewUpdate = isPost((url) => url.searchParams.get('wc-ajax') === 'update_order_review');

/** Requests from now on that `match`. */
function requests(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

const text = async (page: Page, selector: string): Promise<string> => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const enhanced = async (page: Page): Promise<string[]> => ((await page.getAttribute('html', 'data-islas-enhanced')) ?? '').split(' ');
const reviewSettled = (page: Page) => page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('aria-busy'), REVIEW);

/** What a password manager or the browser's autofill does: the value set, `input` and `change` sent, no key, no pointer. */
async function autofill(page: Page, selector: string, value: string): Promise<void> {
  await page.evaluate(
    ([selector, value]) => {
      const field = document.querySelector<HTMLInputElement>(selector!)!;
      field.value = value!;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [selector, value],
  );
}

/** Each case on a desktop and a phone, with and without jQuery; `open` puts a T-shirt in the cart and opens `path`. */
function eachSetup(run: (setup: string, open: (shopper: Shopper, path: string, before?: (page: Page) => Promise<void>) => Promise<Page>) => void): void {
  for (const [device, viewport] of VIEWPORTS) {
    for (const [kind, query] of PAGES) {
      run(`${device}, ${kind}`, async (shopper, path, before) => {
        const { page } = shopper;
        if (viewport) await page.setViewportSize(viewport);
        await page.goto(shopper.url('/tienda/?add-to-cart=101'));
        await before?.(page);
        await page.goto(shopper.url(path + query), { waitUntil: 'domcontentloaded' });
        return page;
      });
    }
  }
}

describe('the cart page at load, before any input', () => {
  eachSetup((setup, open) => {
    it(`disables "Actualizar carrito" and hides the calculator; a quantity typed by a script enables it (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, '/carrito/');
        await page.waitForSelector('html[data-islas-enhanced~="cart-page"]', { state: 'attached' });
        expect(await page.locator(UPDATE).isDisabled()).toBe(true);
        expect(await page.locator('.shipping-calculator-form').isVisible()).toBe(false);
        expect(await enhanced(page)).toEqual(expect.arrayContaining(['cart-page', 'address']));
        // Nothing that waits for an input came: no input was sent.
        expect(await enhanced(page)).not.toContain('cart-actions');
        await autofill(page, `${CART_FORM} input.qty`, '2');
        expect(await page.locator(UPDATE).isEnabled()).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`plays a click on "Actualizar carrito" made while the cart code was on its way: one post, no reload (${setup})`, async () => {
      await withShopper(async (shopper) => {
        let release!: () => void;
        const page = await open(shopper, '/carrito/', async (page) => {
          release = await holdChunk(page, 'cart-page');
        });
        await islasStarted(page);
        await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
        const posts = requests(page, isPost((url) => url.pathname === '/carrito/'));
        await page.locator(`${CART_FORM} input.qty`).first().fill('3');
        await page.locator(UPDATE).click();
        await page.waitForTimeout(300);
        expect(posts).toHaveLength(0);
        release();
        await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(3);
        expect(posts).toHaveLength(1);
        expect(posts[0]!.postData()).toContain('update_cart=Update+Cart');
        await expect.poll(() => text(page, '.woocommerce-notices-wrapper')).toContain('Carrito actualizado.');
        expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});

describe('the checkout at load, before any input', () => {
  eachSetup((setup, open) => {
    it(`hides the shipping address while its box is unticked and asks for the review once (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const updates = requests(shopper.page, isReviewUpdate);
        const page = await open(shopper, '/finalizar-compra/');
        await page.waitForSelector('html[data-islas-enhanced~="checkout"]', { state: 'attached' });
        expect(await page.isChecked('#ship-to-different-address-checkbox')).toBe(false);
        expect(await page.locator('div.shipping_address').isVisible()).toBe(false);
        await expect.poll(() => updates.length, { timeout: 10_000 }).toBe(1);
        await reviewSettled(page);
        // One, as WooCommerce's init_checkout → update_checkout: the address code's start adds none.
        await page.waitForTimeout(1500);
        expect(updates).toHaveLength(1);
        expect(await enhanced(page)).not.toContain('cart-actions');
        // The box ticked by a script (no pointer): the shipping address shows, and the review follows.
        await page.evaluate(() => {
          const box = document.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!;
          box.checked = true;
          box.dispatchEvent(new Event('change', { bubbles: true }));
        });
        expect(await page.locator('div.shipping_address').isVisible()).toBe(true);
        await expect.poll(() => updates.length).toBe(2);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`follows a country autofilled with no key or pointer: the review shows that country's shipping rate (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const updates = requests(shopper.page, isReviewUpdate);
        const page = await open(shopper, '/finalizar-compra/');
        await expect.poll(() => updates.length, { timeout: 10_000 }).toBe(1);
        await reviewSettled(page);
        expect(await text(page, SHIPPING)).toContain('Tarifa plana: 4,95');
        const spain = await text(page, ORDER_TOTAL);
        await autofill(page, '#billing_country', 'PT');
        await expect.poll(() => updates.length).toBe(2);
        expect(new URLSearchParams(updates[1]!.postData() ?? '').get('country')).toBe('PT');
        await expect.poll(() => text(page, SHIPPING)).toContain('Tarifa plana internacional: 9,95');
        expect(await text(page, ORDER_TOTAL)).not.toBe(spain);
        // Portugal's state field, from the address code.
        expect(await page.locator('#billing_state').evaluate((el) => el.tagName)).toBe('INPUT');
        await autofill(page, '#billing_country', 'ES');
        await expect.poll(() => text(page, SHIPPING)).toContain('Tarifa plana: 4,95');
        expect(await text(page, ORDER_TOTAL)).toBe(spain);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`sends, in its one review at start, a country changed before islas's code came (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const updates = requests(shopper.page, isReviewUpdate);
        let release!: () => void;
        const page = await open(shopper, '/finalizar-compra/', async (page) => {
          release = await holdChunk(page, 'cart-checkout');
        });
        await islasStarted(page);
        await autofill(page, '#billing_country', 'PT');
        await page.waitForTimeout(300);
        expect(updates).toHaveLength(0);
        release();
        await expect.poll(() => updates.length, { timeout: 10_000 }).toBe(1);
        expect(new URLSearchParams(updates[0]!.postData() ?? '').get('country')).toBe('PT');
        await expect.poll(() => text(page, SHIPPING)).toContain('Tarifa plana internacional: 9,95');
        expect(await page.locator('#billing_state').evaluate((el) => el.tagName)).toBe('INPUT');
        await page.waitForTimeout(1500);
        expect(updates).toHaveLength(1);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`plays a click on "Realizar el pedido" made while the checkout code was on its way: one order (${setup})`, async () => {
      await withShopper(async (shopper) => {
        let release!: () => void;
        const page = await open(shopper, '/finalizar-compra/', async (page) => {
          release = await holdChunk(page, 'cart-checkout');
        });
        await islasStarted(page);
        const fields = { billing_first_name: 'Ana', billing_last_name: 'García', billing_address_1: 'Calle Mayor 1', billing_postcode: '28013', billing_city: 'Madrid', billing_phone: '612 345 678', billing_email: 'ana@example.com' };
        for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
        await page.check('#terms');
        const posts = requests(page, isPost((url) => url.searchParams.get('wc-ajax') === 'checkout'));
        const arrived = page.waitForURL(ORDER_RECEIVED, { timeout: 20_000 });
        await page.locator('#place_order').click();
        await page.waitForTimeout(300);
        expect(page.url()).not.toMatch(ORDER_RECEIVED);
        release();
        await arrived;
        expect(posts).toHaveLength(1);
        expect(new URLSearchParams(posts[0]!.postData() ?? '').get('billing_email')).toBe('ana@example.com');
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});
