// The checkout of WooCommerce 10.x–11.0.1 (issue 31; reference woocommerce-11.md §4.7, §4.9,
// §4.11, §5) on islas's checkout, on the stub as 11.0.1 (cookie islas_wc=11.0.1) and as 9.4.3
// where the two print differently: a failed order's notice (links to the fields, inline
// messages, the focus, checkout_error's HTML, the terms named on 11.0.1), the validation on
// leaving a field, the coupon form and its button, the login form scrolled to, one set of order
// attribution inputs where 11.0.1 prints five, and an address autocomplete provider
// (fixtures/plugins/address-provider.js) keeping typing in the street field from refreshing the
// review. Every case on a desktop and a phone, without jQuery and with jQuery (the zoo).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEVICES, fillBillingAddress, isAjax, islasStarted, JQUERY_SETUPS, requests, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const VERSIONS = ['11.0.1', '9.4.3'] as const;
const FORM = 'form.checkout';
const REVIEW = '.woocommerce-checkout-review-order-table';
const GROUP = `${FORM} > .woocommerce-NoticeGroup.woocommerce-NoticeGroup-checkout`;
const ORDER_RECEIVED = /\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_/;


const reviewSettled = (page: Page) => page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('aria-busy'), REVIEW);
const activeId = (page: Page): Promise<string | undefined> => page.evaluate(() => document.activeElement?.id);

interface Setup {
  name: string;
  version: (typeof VERSIONS)[number];
  jquery: boolean;
  open(shopper: Shopper, plugins?: string): Promise<Page>;
}

/** Each case on both stub versions (or those given), a desktop and a phone, without and with jQuery. */
function eachSetup(versions: readonly (typeof VERSIONS)[number][], run: (setup: Setup) => void): void {
  for (const version of versions) {
    for (const [device, viewport] of DEVICES) {
      for (const [kind, query] of JQUERY_SETUPS) {
        const jquery = query !== '';
        run({
          name: `WooCommerce ${version}, ${device}, ${kind}`,
          version,
          jquery,
          async open(shopper, plugins) {
            const { page, context } = shopper;
            await context.addCookies([{ name: 'islas_wc', value: version, url: baseUrl() }]);
            if (viewport) await page.setViewportSize(viewport);
            await page.goto(shopper.url('/tienda/?add-to-cart=101'));
            const names = [jquery ? 'zoo' : '', plugins ?? ''].filter(Boolean).join(',');
            const firstReview = page.waitForResponse((response) => isAjax('update_order_review')(response.request()), { timeout: 20_000 });
            await page.goto(shopper.url(`/finalizar-compra/${names ? `?islas-plugins=${names}` : ''}`));
            await islasStarted(page);
            await page.waitForSelector('html[data-islas-enhanced~="checkout"]', { state: 'attached' });
            await firstReview;
            await reviewSettled(page);
            expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function')).toBe(jquery);
            return page;
          },
        });
      }
    }
  }
}

async function fillBilling(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  await fillBillingAddress(page, overrides);
  await page.waitForTimeout(1200);
  await reviewSettled(page);
}

describe('checkout (WooCommerce 11.0.1 and 9.4.3): a failed order', () => {
  eachSetup(VERSIONS, (setup) => {
    it(`links each message to its field, writes it under the field, focuses the list and gives checkout_error the HTML shown (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await setup.open(shopper);
        await fillBilling(page, { billing_first_name: '' });
        if (setup.jquery) {
          await page.evaluate(() => {
            const w = window as unknown as { checkoutErrors: unknown[]; jQuery: (el: unknown) => { on(type: string, fn: (e: unknown, html: unknown) => void): void } };
            w.checkoutErrors = [];
            w.jQuery(document.body).on('checkout_error', (_event, html) => w.checkoutErrors.push(html));
          });
        }
        await page.click('#place_order');
        await page.waitForSelector(GROUP);
        const list = `${GROUP} > div[role="alert"] > ul.woocommerce-error[tabindex="-1"]:not([role])`;
        expect(await page.locator(list).count()).toBe(1);
        await expect.poll(() => page.evaluate((selector) => document.activeElement === document.querySelector(selector), list)).toBe(true);
        expect(await page.locator(`${list} li[data-id="billing_first_name"] > a[href="#billing_first_name"]`).count()).toBe(1);
        expect((await page.textContent('p#billing_first_name_description.checkout-inline-error-message'))?.trim()).toBe('Facturación Nombre es un campo requerido.');
        expect(await page.locator('#billing_first_name_field > p#billing_first_name_description').count()).toBe(1);
        expect(await page.getAttribute('#billing_first_name', 'aria-invalid')).toBe('true');
        expect(await page.getAttribute('#billing_first_name', 'aria-describedby')).toBe('billing_first_name_description');
        // The terms, named since 9.5.1: linked and described on 11.0.1, a plain message on 9.4.
        const named = setup.version === '11.0.1';
        expect(await page.locator(`${list} a[href="#terms"]`).count()).toBe(named ? 1 : 0);
        expect(await page.locator('.form-row p#terms_description.checkout-inline-error-message').count()).toBe(named ? 1 : 0);
        expect(await page.getAttribute('#terms', 'aria-describedby')).toBe(named ? 'terms_description' : null);
        if (setup.jquery) {
          const seen = await page.evaluate(() => (window as unknown as { checkoutErrors: string[] }).checkoutErrors);
          expect(seen).toEqual([await page.locator(GROUP).innerHTML()]);
        }
        // The link takes the shopper to the field; typing there takes the marks away.
        await page.click(`${list} a[href="#billing_first_name"]`);
        await expect.poll(() => activeId(page)).toBe('billing_first_name');
        await page.keyboard.type('Ana');
        expect(await page.getAttribute('#billing_first_name', 'aria-invalid')).toBeNull();
        expect(await page.getAttribute('#billing_first_name', 'aria-describedby')).toBeNull();
        expect(await page.locator('#billing_first_name_description').count()).toBe(0);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`validates a field on leaving it: aria-invalid on a bad email (an email error only), gone once it is right (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await setup.open(shopper);
        await page.fill('#billing_email', 'ana@');
        await page.focus('#billing_phone');
        const row = (await page.getAttribute('#billing_email_field', 'class')) ?? '';
        expect(row).toContain('woocommerce-invalid-email');
        expect(row).not.toContain('woocommerce-invalid-phone');
        expect(await page.getAttribute('#billing_email', 'aria-invalid')).toBe('true');
        await page.fill('#billing_email', 'ana@example.com');
        await page.focus('#billing_phone');
        expect(await page.getAttribute('#billing_email', 'aria-invalid')).toBeNull();
        expect(await page.getAttribute('#billing_email_field', 'class')).toContain('woocommerce-validated');
        // The template's change of 10.9: the methods list is named; islas does not depend on it.
        expect(await page.getAttribute('ul.wc_payment_methods', 'aria-label')).toBe(setup.version === '11.0.1' ? 'Métodos de pago' : null);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`opens the coupon form (aria-expanded, focus), shows an error under the code until typed in, applies a coupon and collapses (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await setup.open(shopper);
        const toggle = page.locator('a.showcoupon');
        if (setup.version === '11.0.1') {
          expect(await toggle.getAttribute('role')).toBe('button');
          expect(await toggle.getAttribute('aria-controls')).toBe('woocommerce-checkout-form-coupon');
          expect(await page.locator('form.checkout_coupon#woocommerce-checkout-form-coupon').count()).toBe(1);
        }
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        await expect.poll(() => activeId(page)).toBe('coupon_code');
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await page.fill('#coupon_code', 'noexiste');
        // A refused coupon refreshes the review too (as stock): let it land first, or its answer
        // would pass for the one the applied coupon brings below.
        const refusedReview = page.waitForResponse((response) => isAjax('update_order_review')(response.request()));
        await page.click('form.checkout_coupon button[name="apply_coupon"]');
        await page.waitForSelector('form.checkout_coupon span.coupon-error-notice[role="alert"]');
        await refusedReview;
        await reviewSettled(page);
        expect(await page.getAttribute('#coupon_code', 'aria-invalid')).toBe('true');
        await page.type('#coupon_code', 'x');
        expect(await page.locator('.coupon-error-notice').count()).toBe(0);
        await page.fill('#coupon_code', 'descuento10');
        const refreshed = page.waitForResponse((response) => isAjax('update_order_review')(response.request()));
        await page.click('form.checkout_coupon button[name="apply_coupon"]');
        await refreshed;
        await reviewSettled(page);
        expect(await page.locator('form.checkout_coupon').isVisible()).toBe(false);
        expect(await page.inputValue('#coupon_code')).toBe('');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await page.evaluate(() => document.querySelector('form.checkout_coupon')!.previousElementSibling!.matches('.woocommerce-message'))).toBe(true);
        expect(await page.locator(`${REVIEW} .cart-discount`).count()).toBe(1);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`scrolls to the login form once it opens (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await setup.open(shopper);
        await page.click('a.showlogin');
        await page.waitForSelector('form.woocommerce-form-login', { state: 'visible' });
        // 50 px under the top of the window, as stock (the page scrolls there smoothly).
        await expect.poll(() => page.evaluate(() => Math.round(document.querySelector('form.woocommerce-form-login')!.getBoundingClientRect().top)), { timeout: 3_000 }).toBe(50);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`posts one set of order attribution inputs (11.0.1 prints five) and places the order (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await setup.open(shopper);
        const printed = await page.evaluate(() => fetch(location.href).then((response) => response.text()));
        expect(printed.match(/<wc-order-attribution-inputs>/g)).toHaveLength(setup.version === '11.0.1' ? 5 : 1);
        await fillBilling(page);
        await page.check('#terms');
        await expect.poll(() => page.locator('wc-order-attribution-inputs').count()).toBe(1);
        const posts = requests(page, isAjax('checkout'));
        await Promise.all([page.waitForURL(ORDER_RECEIVED, { timeout: 20_000 }), page.click('#place_order')]);
        expect(posts).toHaveLength(1);
        const body = new URLSearchParams(posts[0]!.postData() ?? '');
        expect(body.getAll('wc_order_attribution_source_type')).toEqual(['typein']);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});

describe('checkout: an address autocomplete provider (wc.addressAutocomplete, ?islas-plugins=address-provider)', () => {
  eachSetup(['11.0.1'], (setup) => {
    it(`does not refresh the review while the street field is typed in; leaving it does, once (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await setup.open(shopper, 'address-provider');
        expect(await page.evaluate(() => !!(window as { wc?: { addressAutocomplete?: unknown } }).wc?.addressAutocomplete)).toBe(true);
        // The rest of the address first: the review waits while a required address field is empty.
        await fillBilling(page, { billing_address_1: '' });
        const updates = requests(page, isAjax('update_order_review'));
        await page.click('#billing_address_1');
        await page.keyboard.type('Calle Mayor 1');
        await page.waitForTimeout(1_500);
        expect(updates).toHaveLength(0);
        await page.focus('#billing_email');
        await expect.poll(() => updates.length).toBe(1);
        await reviewSettled(page);
        // The shipping street field has no provider: typed in, it refreshes the review a second later as before.
        await page.check('#ship-to-different-address-checkbox');
        await expect.poll(() => updates.length).toBe(2);
        await reviewSettled(page);
        await page.fill('#shipping_first_name', 'Ana');
        await page.fill('#shipping_last_name', 'García');
        await page.fill('#shipping_postcode', '28013');
        await page.fill('#shipping_city', 'Madrid');
        await page.click('#shipping_address_1');
        await page.keyboard.type('Calle Sol 2');
        await expect.poll(() => updates.length, { timeout: 4_000 }).toBeGreaterThan(2);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});
