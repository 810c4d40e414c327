// Payment gateways' own place-order buttons (WooCommerce 10.6+'s wc.customPlaceOrderButton,
// issue 31 point 2) and a gateway's validation on checkout_place_order_<id>, on islas's
// checkout. Both fixture gateways are jQuery plugins (fixtures/plugins/button-gateway.js,
// check-gateway.js), so their cases run with jQuery on the page; the cases without them
// check that a WooCommerce 11 checkout (?islas-wc=11.0.1) without such a gateway stays
// without jQuery and the registry, and that 9.4's pages print no params key. Every case on a
// desktop and a phone (390x844).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillBillingAddress, isAjax, islasStarted, requests, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const VIEWPORTS = [
  ['desktop', undefined],
  ['phone', { width: 390, height: 844 }],
] as const;
const REVIEW = '.woocommerce-checkout-review-order-table';
const WALLET_BUTTON = 'form.checkout .wc-custom-place-order-button .demo-wallet-button';
const CHECKOUT_GROUP = 'form.checkout > .woocommerce-NoticeGroup.woocommerce-NoticeGroup-checkout';
/** The stub numbers a visitor's orders from 1001: the first order of a session is 1001. */
const FIRST_ORDER = /\/finalizar-compra\/order-received\/1001\/\?key=wc_order_/;


async function reviewSettled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('aria-busy'), REVIEW);
}

async function openCheckout(shopper: Shopper, viewport: { width: number; height: number } | undefined, query: string): Promise<Page> {
  const { page } = shopper;
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(shopper.url('/tienda/?add-to-cart=101'));
  const firstReview = page.waitForResponse((response) => isAjax('update_order_review')(response.request()), { timeout: 20_000 });
  await page.goto(shopper.url(`/finalizar-compra/${query}`));
  await islasStarted(page);
  await page.waitForSelector('html[data-islas-enhanced~="checkout"]', { state: 'attached' });
  await firstReview;
  await reviewSettled(page);
  return page;
}

async function fillBilling(page: Page): Promise<void> {
  await fillBillingAddress(page);
  await page.check('#terms');
  // The address typed asks for a review a second later: let it come and go.
  await page.waitForTimeout(1500);
  await reviewSettled(page);
}

interface Wallet {
  renders: number;
  cleanups: number;
  clicks: number;
  submits: number;
  invalid: number;
}
const wallet = (page: Page): Promise<Wallet> => page.evaluate(() => (window as unknown as { demoWalletGateway: Wallet }).demoWalletGateway);
const params = (page: Page): Promise<Record<string, unknown>> => page.evaluate(() => (window as unknown as { wc_checkout_params: Record<string, unknown> }).wc_checkout_params);
const scriptPrinted = (page: Page, handle: string): Promise<number> => page.locator(`script#${handle}-js`).count();

for (const [device, viewport] of VIEWPORTS) {
  describe(`checkout: a gateway with its own place-order button (jQuery, ?islas-plugins=button-gateway; ${device})`, () => {
    it('shows its button in place of #place_order when chosen, and #place_order again when another method is', async () => {
      await withShopper(async (shopper) => {
        const page = await openCheckout(shopper, viewport, '?islas-wc=11.0.1&islas-plugins=button-gateway');
        expect((await params(page)).gateways_with_custom_place_order_button).toEqual(['demo_wallet']);
        expect(await scriptPrinted(page, 'wc-custom-place-order-button')).toBe(1);
        expect(await page.locator('#place_order').isVisible()).toBe(true);
        await page.check('#payment_method_demo_wallet');
        await page.waitForSelector(WALLET_BUTTON);
        expect(await page.locator('#place_order').isVisible()).toBe(false);
        expect(await page.locator('form.checkout.has-custom-place-order-button').count()).toBe(1);
        await page.check('#payment_method_cod');
        await expect.poll(() => page.locator('#place_order').isVisible()).toBe(true);
        expect(await page.locator('.wc-custom-place-order-button').count()).toBe(0);
        expect((await wallet(page)).cleanups).toBeGreaterThan(0);
        await page.check('#payment_method_demo_wallet');
        await page.waitForSelector(WALLET_BUTTON);
        // A review (a new country) replaces #payment: the button comes back once, #place_order stays hidden.
        await page.selectOption('#billing_country', 'PT');
        await expect.poll(async () => (await wallet(page)).renders).toBeGreaterThan(2);
        await reviewSettled(page);
        await page.waitForSelector(WALLET_BUTTON);
        expect(await page.locator('.wc-custom-place-order-button').count()).toBe(1);
        expect(await page.locator('#place_order').isVisible()).toBe(false);
        expect(shopper.errors).toEqual([]);
      });
    });

    it('places ONE order from its button, double clicks included (one checkout POST, the first order)', async () => {
      await withShopper(async (shopper) => {
        const page = await openCheckout(shopper, viewport, '?islas-wc=11.0.1&islas-plugins=button-gateway');
        await page.check('#payment_method_demo_wallet');
        await fillBilling(page);
        await page.waitForSelector(WALLET_BUTTON);
        // A slow server: the later clicks land while the first order is on its way.
        await page.route('**/?wc-ajax=checkout', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        const posts = requests(page, isAjax('checkout'));
        const arrived = page.waitForURL(FIRST_ORDER, { timeout: 20_000 });
        await page.dblclick(WALLET_BUTTON);
        // Clicks while the form is blocked (its overlay takes the pointer), straight on the button.
        await page.locator(WALLET_BUTTON).evaluate((button: HTMLElement) => {
          button.click();
          button.click();
        });
        await arrived;
        expect(posts).toHaveLength(1);
        expect(new URLSearchParams(posts[0]!.postData() ?? '').get('payment_method')).toBe('demo_wallet');
        expect(shopper.errors).toEqual([]);
      });
    });

    it('sends nothing while the form is incomplete: api.validate() marks the rows', async () => {
      await withShopper(async (shopper) => {
        const page = await openCheckout(shopper, viewport, '?islas-wc=11.0.1&islas-plugins=button-gateway');
        await page.check('#payment_method_demo_wallet');
        await page.waitForSelector(WALLET_BUTTON);
        const posts = requests(page, isAjax('checkout'));
        await page.click(WALLET_BUTTON);
        await expect.poll(async () => (await wallet(page)).invalid).toBe(1);
        expect(await page.locator('#billing_first_name_field.woocommerce-invalid').count()).toBe(1);
        expect(await page.locator('.form-row.woocommerce-invalid:has(#terms)').count()).toBe(1);
        await page.waitForTimeout(300);
        expect(posts).toHaveLength(0);
      });
    });
  });

  describe(`checkout: a gateway validating on checkout_place_order_<id> (jQuery, ?islas-plugins=check-gateway; ${device})`, () => {
    it('stops the order with its message while it says no, then places one', async () => {
      await withShopper(async (shopper) => {
        const page = await openCheckout(shopper, viewport, '?islas-plugins=check-gateway');
        await page.check('#payment_method_demo_check');
        await fillBilling(page);
        const posts = requests(page, isAjax('checkout'));
        await page.click('#place_order');
        await page.waitForSelector(CHECKOUT_GROUP);
        expect(await page.locator(CHECKOUT_GROUP).textContent()).toContain('Debes aceptar el cargo para pagar con Cheque digital.');
        await page.waitForTimeout(300);
        expect(posts).toHaveLength(0);
        expect(await page.locator('form.checkout.processing').count()).toBe(0);
        await page.check('#demo_check-consent');
        await Promise.all([page.waitForURL(FIRST_ORDER, { timeout: 20_000 }), page.click('#place_order')]);
        expect(posts).toHaveLength(1);
        expect(new URLSearchParams(posts[0]!.postData() ?? '').get('demo_check_consent')).toBe('1');
      });
    });
  });

  describe(`checkout: no such gateway (without jQuery; ${device})`, () => {
    it('on WooCommerce 11 prints an empty params key, no registry script and no jQuery; #place_order places the order', async () => {
      await withShopper(async (shopper) => {
        const page = await openCheckout(shopper, viewport, '?islas-wc=11.0.1');
        expect((await params(page)).gateways_with_custom_place_order_button).toEqual([]);
        expect(await scriptPrinted(page, 'wc-custom-place-order-button')).toBe(0);
        expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined');
        await fillBilling(page);
        expect(await page.locator('#place_order').isVisible()).toBe(true);
        await Promise.all([page.waitForURL(FIRST_ORDER, { timeout: 20_000 }), page.click('#place_order')]);
        expect(shopper.errors).toEqual([]);
      });
    });

    it("on WooCommerce 9.4's pages prints no params key and no registry, even with the gateway's plugin", async () => {
      await withShopper(async (shopper) => {
        const page = await openCheckout(shopper, viewport, '?islas-wc=9.4.3&islas-plugins=button-gateway');
        expect(Object.keys(await params(page))).not.toContain('gateways_with_custom_place_order_button');
        expect(await scriptPrinted(page, 'wc-custom-place-order-button')).toBe(0);
        await page.check('#payment_method_demo_wallet');
        await page.waitForTimeout(300);
        expect(await page.locator('#place_order').isVisible()).toBe(true);
        expect(await page.locator('.wc-custom-place-order-button').count()).toBe(0);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
}
