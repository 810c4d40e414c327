/**
 * Islands in markup other scripts put in later (issue 30, deliver 4): an AJAX product filter
 * (?islas-plugins=ajax-filter, a stand-in for YITH's and WOOF's) replaces the shop's product
 * list with another page's; the quick-view links it brings work as those the page came with,
 * and an add from the new list goes by AJAX. Such scripts are jQuery code: islas follows the
 * markup where jQuery is (src/kernel/added-markup.ts). On a desktop and a phone held sideways
 * (Flatsome hides the boxes' quick-view link below 550 px).
 */
import { describe, expect, it } from 'vitest';
import { islasStarted, serverCart, useShoppers } from './browser';

const withShopper = useShoppers();

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone held sideways', { width: 844, height: 390 }],
] as const;

describe('islands in markup an AJAX filter puts in', () => {
  for (const [device, viewport] of VIEWPORTS) {
    it(`opens the quick view of a product the filter brought, and adds from the new list by AJAX (${device})`, async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.setViewportSize(viewport);
        const adds: string[] = [];
        page.on('request', (request) => {
          if (/add_to_cart|add-to-cart=/.test(request.url())) adds.push(request.url());
        });
        await page.goto(shopper.url('/tienda/?islas-plugins=ajax-filter'));
        await islasStarted(page);
        await page.locator('.zoo-ajax-filter a').click();
        const box = page.locator('.products .product-small').filter({ has: page.locator('a.quick-view[data-prod="113"]') }).first();
        await box.waitFor();
        expect(new URL(page.url()).pathname).toBe('/tienda/page/2/');
        await box.hover();
        await box.locator('a.quick-view').click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
        expect(await dialog.textContent()).toContain(await box.locator('.name, .product-title, .woocommerce-loop-product__title').first().textContent());
        expect(new URL(page.url()).hash).not.toBe('#quick-view');
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
        const add = page.locator('.products .ajax_add_to_cart[data-product_id]').first();
        await add.click();
        await expect.poll(() => add.getAttribute('class'), { timeout: 15_000 }).toContain('added');
        expect(adds).toHaveLength(1);
        expect(adds[0]).toContain('wc-ajax=add_to_cart');
        expect((await serverCart(shopper)).count).toBe(1);
        expect(shopper.errors).toEqual([]);
      });
    });
  }
});
