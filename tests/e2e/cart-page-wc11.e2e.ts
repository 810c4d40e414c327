// The cart page and the mini cart on WooCommerce 10.x–11.0.1 (issue 31; reference
// woocommerce-11.md §4.6, §4.1, §4.2, §6), as a shopper with a keyboard and a screen reader
// meets them, compared with the real 11.0.1 shop under WooCommerce's own scripts: Space on the
// links printed as buttons (a line's remove, the remove-coupon link, the calculator toggle, the
// mini cart's remove), `item_removed_from_classic_cart` after a line's removal and the first
// alert notice focused 500 ms after it, the coupon error cleared as the code is edited and the
// coupon field emptied when a coupon goes, and a mini-cart remove the server answers
// `{"success":false}`. On the stub as WooCommerce 11.0.1 (cookie islas_wc) and, where the
// markup differs, as 9.4.3 (no role=button: Space is the browser's). Each case on a desktop
// and a phone, without jQuery and with it (jQuery listeners hear the events), both builds.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVICES, JQUERY_SETUPS, islasStarted, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const FORM = 'form.woocommerce-cart-form';
const NOTICES = '.woocommerce-notices-wrapper';
const HEADER_COUNT = '.cart-icon strong';
/** Camiseta básica (19,95 €) and Camiseta de rayas (18,95 €). */
const TWO_SHIRTS = [101, 106];

const text = async (page: Page, selector: string): Promise<string> => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const samePage = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
const focused = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((selector) => document.activeElement === document.querySelector(selector), selector);

/** The WooCommerce events heard on document.body, natively (islas:<name>) and, with jQuery, through jQuery. */
async function listen(page: Page, names: string[]): Promise<void> {
  await page.evaluate((names) => {
    const win = window as unknown as { heard: string[]; jQuery?: (el: unknown) => { on(names: string, fn: (event: { type: string }) => void): void } };
    win.heard = [];
    for (const name of names) document.body.addEventListener(`islas:${name}`, () => win.heard.push(name));
    win.jQuery?.(document.body).on(names.join(' '), (event) => win.heard.push(`jQuery ${event.type}`));
  }, names);
}
const heard = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

/** Each case on a desktop and a phone, without and with jQuery, on WooCommerce `version`. */
function eachSetup(version: string, run: (setup: string, open: (shopper: Shopper, path?: string) => Promise<Page>, phone: boolean, jQuery: boolean) => void): void {
  for (const [device, viewport] of DEVICES) {
    for (const [kind, query] of JQUERY_SETUPS) {
      run(
        `${device}, ${kind}, WooCommerce ${version}`,
        async (shopper, path = '/carrito/') => {
          const { page } = shopper;
          await shopper.context.addCookies([{ name: 'islas_wc', value: version, url: shopper.url('/') }]);
          if (viewport) await page.setViewportSize(viewport);
          for (const id of TWO_SHIRTS) await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: String(id), quantity: '1' } });
          await page.goto(shopper.url(path + (query && path.includes('?') ? `&${query.slice(1)}` : query)));
          await islasStarted(page);
          if (path.startsWith('/carrito/')) await page.waitForSelector('html[data-islas-enhanced~="cart-page"]', { state: 'attached' });
          await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
          return page;
        },
        viewport !== undefined,
        query !== '',
      );
    }
  }
}

describe('the cart page on WooCommerce 11.0.1', () => {
  eachSetup('11.0.1', (setup, open, _phone, jQuery) => {
    it(`removes a line with Space on its role=button link; item_removed_from_classic_cart after updated_wc_div; the notice focused after 500 ms (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper);
        // The name cell is a td[role=rowheader], the headers th[scope=col] (10.1+).
        expect(await page.locator(`${FORM} .cart_item td.product-name[role="rowheader"]`).count()).toBe(2);
        expect(await page.locator(`${FORM} thead th:not([scope="col"])`).count()).toBe(0);
        await listen(page, ['updated_wc_div', 'item_removed_from_classic_cart']);
        const remove = page.locator(`${FORM} .product-remove > a[role="button"]`).first();
        await remove.focus();
        const scrollY = await page.evaluate(() => window.scrollY);
        await page.keyboard.press(' ');
        await expect.poll(() => page.locator(`${FORM} .cart_item`).count(), { timeout: 15_000 }).toBe(1);
        await expect.poll(() => heard(page)).toEqual(
          jQuery
            ? ['updated_wc_div', 'jQuery updated_wc_div', 'item_removed_from_classic_cart', 'jQuery item_removed_from_classic_cart']
            : ['updated_wc_div', 'item_removed_from_classic_cart'],
        );
        const notice = `${NOTICES} .woocommerce-message[role="alert"]`;
        expect(await text(page, notice)).toContain('eliminado');
        expect(await page.locator(notice).getAttribute('tabindex')).toBe('-1');
        await expect.poll(() => focused(page, notice), { timeout: 2_000 }).toBe(true);
        expect((await serverCart(shopper)).items).toHaveLength(1);
        await expect.poll(() => text(page, HEADER_COUNT)).toBe('1');
        expect(await samePage(page)).toBe(true);
        // Space did not scroll the page down (it may scroll up, to the notice).
        expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrollY);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`tells a refused code at its field until it is edited; Space on "Eliminar el cupón" removes the coupon and empties the field (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper);
        const coupon = page.locator('#coupon_code');
        await coupon.fill('noexiste');
        await coupon.press('Enter');
        await expect.poll(() => text(page, 'p.coupon-error-notice#coupon-error-notice'), { timeout: 15_000 }).toBe('¡El cupón «noexiste» no existe!');
        expect(await coupon.getAttribute('aria-describedby')).toBe('coupon-error-notice');
        // Leaving the field keeps the message (10.0.2: no longer cleared on blur); typing clears it.
        await page.keyboard.press('Tab');
        expect(await page.locator('.coupon-error-notice').count()).toBe(1);
        await coupon.fill('descuento10');
        expect(await page.locator('.coupon-error-notice').count()).toBe(0);
        expect(await coupon.getAttribute('aria-invalid')).toBeNull();
        expect(await coupon.getAttribute('aria-describedby')).toBeNull();
        await coupon.press('Enter');
        const removeCoupon = page.locator('a.woocommerce-remove-coupon[role="button"][aria-label="Eliminar el cupón descuento10"]');
        await expect.poll(() => removeCoupon.count(), { timeout: 15_000 }).toBe(1);

        await coupon.fill('escrito');
        await removeCoupon.focus();
        await page.keyboard.press(' ');
        await expect.poll(() => text(page, NOTICES), { timeout: 15_000 }).toContain('El cupón ha sido eliminado.');
        expect(await page.locator('#coupon_code').inputValue()).toBe('');
        await expect.poll(() => page.locator('a.woocommerce-remove-coupon').count(), { timeout: 15_000 }).toBe(0);
        expect(await samePage(page)).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`focuses the alert notice the page was printed with, 500 ms after load, as woocommerce.js at DOMContentLoaded (${setup})`, async () => {
      await withShopper(async (shopper) => {
        // A product added by its link: the cart page comes with "«…» se ha añadido a tu carrito."
        const page = await open(shopper, '/carrito/?add-to-cart=107');
        const notice = `${NOTICES} .woocommerce-message[role="alert"]`;
        expect(await page.locator(notice).count()).toBe(1);
        await expect.poll(() => focused(page, notice), { timeout: 3_000 }).toBe(true);
        expect(await page.locator(notice).getAttribute('tabindex')).toBe('-1');
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`opens and closes the shipping calculator with Space; aria-expanded follows; its labels are visible (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper);
        const toggle = page.locator('a.shipping-calculator-button[role="button"][aria-controls="shipping-calculator-form"]');
        const section = page.locator('section#shipping-calculator-form');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.focus();
        await page.keyboard.press(' ');
        await expect.poll(() => section.isVisible()).toBe(true);
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('label[for="calc_shipping_postcode"]').isVisible()).toBe(true);
        expect(await page.locator('#calc_shipping_postcode').getAttribute('placeholder')).toBeNull();
        await page.keyboard.press(' ');
        await expect.poll(() => section.isVisible()).toBe(false);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});

describe('the cart page on WooCommerce 9.4.3 (plain links)', () => {
  eachSetup('9.4.3', (setup, open) => {
    it(`leaves Space on the remove link to the browser; a click still removes the line (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper);
        expect(await page.locator(`${FORM} .product-remove > a[role]`).count()).toBe(0);
        expect(await page.locator(`${FORM} .cart_item td.product-name:not([role])`).count()).toBe(2);
        await page.locator(`${FORM} .product-remove > a`).first().focus();
        await page.keyboard.press(' ');
        await page.waitForTimeout(600);
        expect((await serverCart(shopper)).items).toHaveLength(2);
        await page.locator(`${FORM} .product-remove > a`).first().click();
        await expect.poll(() => page.locator(`${FORM} .cart_item`).count(), { timeout: 15_000 }).toBe(1);
        expect(await samePage(page)).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});

/** The header's mini cart: the dropdown on a desktop (hover), Flatsome's drawer on a phone (tap); its lines. */
async function openMiniCart(page: Page, phone: boolean): Promise<string> {
  if (phone) {
    await page.locator('.mobile-nav li.cart-item a.off-canvas-toggle').click();
    await expect.poll(() => page.locator('#cart-popup').isVisible(), { timeout: 10_000 }).toBe(true);
    return '#cart-popup .woocommerce-mini-cart-item';
  }
  await page.hover('.header-nav li.cart-item > a');
  // The mini cart's remove links are islas's from the first input on (the pointer's, here).
  await page.waitForSelector('html[data-islas-enhanced~="cart-actions"]', { state: 'attached' });
  // A plugin's fragment refresh puts new lines in: the focus would stay on the old link.
  await page.waitForLoadState('networkidle');
  return '.header-nav li.cart-item .widget_shopping_cart_content .woocommerce-mini-cart-item';
}

describe('the mini cart’s remove links', () => {
  for (const [version, asButton] of [
    ['11.0.1', true],
    ['9.4.3', false],
  ] as const) {
    eachSetup(version, (setup, open, phone, jQuery) => {
      it(`${asButton ? 'removes a line with Space on its role=button link' : 'leaves Space on the plain link to the browser'} (${setup})`, async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, '/tienda/');
          const lines = await openMiniCart(page, phone);
          await expect.poll(() => page.locator(lines).count(), { timeout: 10_000 }).toBe(2);
          await listen(page, ['removed_from_cart']);
          const remove = page.locator(`${lines} .remove_from_cart_button`).first();
          expect(await remove.getAttribute('role')).toBe(asButton ? 'button' : null);
          await remove.focus();
          await page.keyboard.press(' ');
          if (asButton) {
            await expect.poll(() => page.locator(lines).count(), { timeout: 15_000 }).toBe(1);
            expect(await heard(page)).toEqual(jQuery ? ['removed_from_cart', 'jQuery removed_from_cart'] : ['removed_from_cart']);
          } else {
            await page.waitForTimeout(600);
          }
          expect((await serverCart(shopper)).items).toHaveLength(asButton ? 1 : 2);
          expect(await samePage(page)).toBe(true);
          expect(shopper.errors).toEqual([]);
        });
      });
    });
  }

  eachSetup('11.0.1', (setup, open, phone) => {
    it(`a line already gone from the cart ({"success":false}): the link is followed, the page shows the cart as it is, no error (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, '/tienda/');
        const lines = await openMiniCart(page, phone);
        await expect.poll(() => page.locator(lines).count(), { timeout: 10_000 }).toBe(2);
        // Removed meanwhile in another tab: the page's line has a key the server no longer has.
        const [gone] = (await serverCart(shopper)).items;
        const answers: string[] = [];
        await page.route(
          (url) => url.searchParams.get('wc-ajax') === 'remove_from_cart',
          async (route) => {
            const response = await route.fetch();
            answers.push(await response.text());
            await route.fulfill({ response });
          },
        );
        await shopper.context.request.post(shopper.url('/?wc-ajax=remove_from_cart'), { form: { cart_item_key: gone!.key } });
        const left = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
        await page.locator(`${lines} .remove_from_cart_button[data-cart_item_key="${gone!.key}"]`).click();
        await left;
        await page.waitForLoadState('load');
        expect(answers).toEqual(['{"success":false}']);
        await islasStarted(page);
        expect(await page.evaluate(() => document.querySelectorAll('.header-nav .woocommerce-mini-cart-item, #cart-popup .woocommerce-mini-cart-item').length)).toBeGreaterThan(0);
        expect(await text(page, HEADER_COUNT)).toBe('1');
        expect((await serverCart(shopper)).items).toHaveLength(1);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});
