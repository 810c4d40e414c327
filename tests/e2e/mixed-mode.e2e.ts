/**
 * Mixed mode (issue 30; reference flatsome-3.20.md §4): a Flatsome extension islas does not
 * replace (swatches here) depends on flatsome-js, so the shop keeps it. Its WooCommerce
 * twin must stay with it, and every islas part that overlaps either steps aside: nothing
 * runs twice (the product tabs once showed an empty panel) and nothing is done by no one.
 * And Flatsome's lazy load extension, which islas replaces, no longer keeps flatsome-js.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, useShoppers } from './browser';

const withShopper = useShoppers();
const VARIABLE = '/producto/sudadera-capucha-islas/';
const PHONE = { width: 390, height: 844 };

const pageState = (page: Page) =>
  page.evaluate(() => ({
    ran: (window as unknown as { islasStubStock?: string[] }).islasStubStock ?? [],
    kept: (window as unknown as { islas_params?: { kept_scripts: string[] } }).islas_params?.kept_scripts ?? [],
    enhanced: (document.documentElement.getAttribute('data-islas-enhanced') ?? '').split(' '),
    jQuery: typeof (window as unknown as { jQuery?: unknown }).jQuery === 'function',
  }));

describe('mixed mode: a kept flatsome-js keeps its WooCommerce twin, and islas steps aside', () => {
  for (const viewport of [undefined, PHONE]) {
    it(`keeps flatsome-js with flatsome-theme-woocommerce-js and woocommerce, and runs no product tabs or product form of its own (${viewport ? 'phone' : 'desktop'})`, async () => {
      await withShopper(async ({ page, url, errors }) => {
        if (viewport) await page.setViewportSize(viewport);
        await page.goto(url(VARIABLE + '?islas-swatches=1'));
        await islasStarted(page);
        // The first input, when the product form and tabs would load.
        await page.mouse.move(20, 20);
        await page.mouse.move(60, 80);
        await page.waitForTimeout(600);
        const state = await pageState(page);
        expect(state.jQuery).toBe(true);
        expect(state.ran).toEqual(expect.arrayContaining(['flatsome-js', 'flatsome-theme-woocommerce-js', 'woocommerce', 'flatsome-swatches-frontend']));
        expect(state.kept).toEqual(expect.arrayContaining(['flatsome-js', 'flatsome-theme-woocommerce-js', 'woocommerce']));
        expect(state.enhanced).not.toContain('product-tabs');
        expect(state.enhanced).not.toContain('product-form');
        expect(state.enhanced).not.toContain('header');
        // islas's own tabs did not hide a panel: the stock scripts own the tabs.
        expect(await page.locator('.woocommerce-tabs .panel[hidden]').count()).toBe(0);
        expect(errors).toEqual([]);
      });
    });
  }

  it('without such an extension, the same page runs none of Flatsome\'s scripts and islas does the tabs', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url(VARIABLE));
      await islasStarted(page);
      await page.mouse.move(20, 20);
      await page.mouse.move(60, 80);
      await expect.poll(async () => (await pageState(page)).enhanced).toEqual(expect.arrayContaining(['product-tabs', 'product-form']));
      const state = await pageState(page);
      expect(state.ran.filter((handle) => handle.startsWith('flatsome'))).toEqual([]);
      expect(state.kept).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('replaces Flatsome\'s lazy load extension: flatsome-js is not kept for it, and islas shows the lazy images', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/tienda/?islas-lazy=1'));
      await islasStarted(page);
      const state = await pageState(page);
      expect(state.ran.filter((handle) => handle.startsWith('flatsome'))).toEqual([]);
      expect(state.kept).not.toContain('flatsome-js');
      await page.mouse.move(20, 20);
      await expect.poll(() => page.locator('img.lazy-load-active').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
