/**
 * The search form's category select (Flatsome's header_search_categories; inventory row 11):
 * as the shopper picks a category the focus goes to the search field beside it, so they type
 * next; and the select is as wide as the chosen name (resizeselect in Flatsome; CSS here).
 * With jQuery on the page and without.
 */
import { describe, expect, it } from 'vitest';
import { islasStarted, useShoppers } from './browser';

const withShopper = useShoppers();

const PAGES = [
  ['without jQuery', ''],
  ['with jQuery and its plugins', '?islas-plugins=zoo'],
] as const;

describe("the header search's category select (row 11)", () => {
  for (const [kind, query] of PAGES) {
    it(`puts the focus in the search field when a category is chosen, and fits the chosen name (desktop, ${kind})`, async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url(`/tienda/${query}`));
        await islasStarted(page);
        // A shopper reaches the select with the pointer (or keys): their first input.
        await page.mouse.move(20, 20);
        await page.mouse.move(40, 60);
        await page.waitForSelector('html[data-islas-enhanced~="header"]', { state: 'attached' });
        const select = page.locator('.header-search-form select.resize-select').first();
        const field = page.locator('.header-search-form input.search-field').first();
        const widthOf = () => select.evaluate((el) => el.getBoundingClientRect().width);
        const allWidth = await widthOf();
        // This one has a label (the stub's): no name of islas's on top.
        expect(await select.getAttribute('aria-label')).toBeNull();
        const longest = await select.evaluate((el: HTMLSelectElement) => [...el.options].reduce((a, b) => (b.text.length > a.text.length ? b : a)).value);
        await select.selectOption(longest);
        await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await widthOf()).toBeGreaterThan(allWidth);
        await select.selectOption('');
        expect(await widthOf()).toBe(allWidth);
        expect(shopper.errors).toEqual([]);
      });
    });

    it(`does so in the mobile menu's search form too (phone, ${kind})`, async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(shopper.url(`/tienda/${query}`));
        await islasStarted(page);
        await page.locator('a[data-open="#main-menu"]').first().click();
        const select = page.locator('#main-menu select.resize-select');
        await select.waitFor({ state: 'visible' });
        // Flatsome prints this one with no label: islas names it.
        expect(await select.getAttribute('aria-label')).toBe('Categoría');
        await select.selectOption({ index: 1 });
        await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#main-menu input.search-field') ?? false)).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });
  }

  it('is not there where the shop turned the option off', async () => {
    await withShopper(async (shopper) => {
      const { page, context } = shopper;
      await context.addCookies([{ name: 'islas_theme_mods', value: 'header_search_categories:0', url: shopper.url('/') }]);
      await page.goto(shopper.url('/tienda/'));
      expect(await page.locator('select.resize-select').count()).toBe(0);
    });
  });
});
