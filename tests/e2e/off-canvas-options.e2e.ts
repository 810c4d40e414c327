/**
 * Flatsome's off-canvas options (issue 30; inventory rows 23, 24, 25, 27), on the stub's
 * copy of Flatsome 3.20's markup for them (overlay-menu.php, element-contact-mobile.php,
 * single-product/filter-button.php, layouts/product.php) and the rules of its stylesheet:
 * slide-in sub-menus (mobile_submenu_effect "slide", two levels), the mobile menu's tabs
 * (mobile_sidebar_tabs), the mobile contact popup (header_mobile_elements_right contact)
 * and the product page's off-canvas sidebar (product_offcanvas_sidebar). The options are
 * the stub's theme_mods, set per visitor by the cookie islas_theme_mods.
 *
 * Compared with a real Flatsome 3.20 shop (realshop/flatsome.sh, stock mode, 390x844):
 * the same back buttons (li.nav-slide-header > button.toggle, the parent's name), inert on
 * the lists out of sight, .sidebar-menu at translateX(-100%) / (-200%), is-current-slide /
 * is-current-parent, aria-expanded on the parent item; the tab swaps `hidden` between the
 * lists; the contact list moves into a centred popup (Flatsome's own CSS keeps it hidden
 * there below 850 px: hide-for-medium) and back; the product sidebar column opens at the
 * left, 300 px, its .hide-for-off-canvas part hidden, and goes back to its row. The panels
 * open from phone-only openers; on a desktop the page stays as it was.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();
const PHONE = { width: 390, height: 844 };
const MENU_OPTIONS = 'mobile_submenu_effect:slide,mobile_submenu_levels:2,mobile_sidebar_tabs:2';
const PRODUCT_OPTIONS = 'product_offcanvas_sidebar:1,header_mobile_elements_right:contact|cart';
const PRODUCT = '/producto/camiseta-rayas-marinera/';
const PHONES = [
  { name: 'phone, without jQuery', query: '' },
  { name: 'phone, with jQuery', query: '?islas-plugins=zoo' },
];

async function open(shopper: Shopper, path: string, options: string, phone = true): Promise<Page> {
  const { page, context } = shopper;
  if (phone) await page.setViewportSize(PHONE);
  await context.addCookies([{ name: 'islas_theme_mods', value: encodeURIComponent(options), url: shopper.url('/') }]);
  await page.goto(shopper.url(path));
  await islasStarted(page);
  return page;
}

const closed = async (page: Page) => {
  await page.locator('.mfp-wrap').waitFor({ state: 'detached' });
  await page.locator('.mfp-bg').waitFor({ state: 'detached' });
};

/** Where focus is: in the open panel, or the data-open of the element that has it. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest('.nav-slide-header')) return `back: ${active.textContent!.trim()}`;
    if (active?.closest('.mfp-wrap')) return 'in the panel';
    return active?.getAttribute('data-open') ?? active?.tagName;
  });

const slide = (page: Page) =>
  page.evaluate(() => ({
    transform: document.querySelector<HTMLElement>('#main-menu .sidebar-menu')!.style.transform,
    inert: [...document.querySelectorAll('#main-menu [inert]')].map((list) => list.parentElement!.querySelector(':scope > a')!.textContent!.trim()),
    current: [...document.querySelectorAll('#main-menu .is-current-slide')].map((list) => list.parentElement!.querySelector(':scope > a')!.textContent!.trim()),
  }));

/** The element's left edge in the viewport: 0..300 inside the 300 px panel, < 0 slid out. */
const left = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())?.x ?? NaN;

describe('slide-in sub-menus (mobile_submenu_effect slide, two levels; row 23)', () => {
  for (const setup of PHONES) {
    it(`slides a sub-menu in and out with its back button, focus following, Escape closing (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, '/tienda/' + setup.query, MENU_OPTIONS);
        expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function')).toBe(setup.query !== '');
        await page.locator('a[data-open="#main-menu"]').click();
        await page.locator('.mfp-wrap.mfp-ready').waitFor();
        expect(await slide(page)).toEqual({ transform: '', inert: ['Categorías', 'Camisetas'], current: [] });
        const categories = page.locator('#main-menu li.menu-item-11');
        expect(await categories.getAttribute('aria-expanded')).toBe('false');

        await categories.locator('> button.toggle').click();
        expect(await slide(page)).toEqual({ transform: 'translateX(-100%)', inert: ['Camisetas'], current: ['Categorías'] });
        expect(await categories.getAttribute('aria-expanded')).toBe('true');
        expect(await focus(page)).toBe('back: Categorías');
        // The sub-menu fills the panel; the top level has slid out to the left (both polled:
        // the slide is a transition, and the sub-menu is in view before the top level is out).
        await expect.poll(() => left(page, '#main-menu a[href="/categoria-producto/sudaderas/"]')).toBeGreaterThanOrEqual(0);
        await expect.poll(() => left(page, '#main-menu li.menu-item-10 > a')).toBeLessThan(0);

        // The second level, from the keyboard.
        await page.locator('#main-menu li.menu-item-20 > button.toggle').focus();
        await page.keyboard.press('Enter');
        expect(await slide(page)).toMatchObject({ transform: 'translateX(-200%)', inert: [] });
        expect(await focus(page)).toBe('back: Camisetas');
        await expect.poll(() => left(page, '#main-menu a[href="/categoria-producto/camisetas/?orderby=date"]')).toBeGreaterThanOrEqual(0);

        await page.keyboard.press('Enter');
        expect((await slide(page)).transform).toBe('translateX(-100%)');
        expect(await page.evaluate(() => document.activeElement?.matches('li.menu-item-20 > button.toggle'))).toBe(true);
        await page.locator('#main-menu li.menu-item-11 > ul > .nav-slide-header > button').click();
        await expect.poll(() => slide(page)).toEqual({ transform: 'translateX(0%)', inert: ['Categorías', 'Camisetas'], current: [] });
        expect(await categories.getAttribute('aria-expanded')).toBe('false');
        expect(await page.evaluate(() => document.activeElement?.matches('li.menu-item-11 > button.toggle'))).toBe(true);
        await expect.poll(() => left(page, '#main-menu li.menu-item-10 > a')).toBeGreaterThanOrEqual(0);

        await page.keyboard.press('Escape');
        await closed(page);
        expect(await focus(page)).toBe('#main-menu');
        expect(shopper.errors).toEqual([]);
      });
    });
  }

  it('a link in a slid-in sub-menu goes to its page', async () => {
    await withShopper(async (shopper) => {
      const page = await open(shopper, '/tienda/', MENU_OPTIONS);
      await page.locator('a[data-open="#main-menu"]').click();
      await page.locator('#main-menu li.menu-item-11 > button.toggle').click();
      expect((await slide(page)).transform).toBe('translateX(-100%)');
      await Promise.all([page.waitForURL('**/categoria-producto/sudaderas/'), page.locator('#main-menu a[href="/categoria-producto/sudaderas/"]').click()]);
      expect(shopper.errors).toEqual([]);
    });
  });
});

describe("the mobile menu's tabs (mobile_sidebar_tabs; row 24)", () => {
  for (const setup of PHONES) {
    it(`the second tab shows its list and hides the menu, and back (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, '/tienda/' + setup.query, MENU_OPTIONS);
        await page.locator('a[data-open="#main-menu"]').click();
        await page.locator('.mfp-wrap.mfp-ready').waitFor();
        const lists = () => page.evaluate(() => [...document.querySelectorAll('#main-menu ul.nav-sidebar')].map((list) => `${list.getAttribute('data-tab')}${list.classList.contains('hidden') ? ' hidden' : ''}`));
        const tabs = page.locator('.sidebar-menu-tabs__tab');
        expect(await lists()).toEqual(['2 hidden', '1']);
        await tabs.nth(1).locator('a').click();
        expect(await lists()).toEqual(['2', '1 hidden']);
        expect(await tabs.nth(1).getAttribute('class')).toBe('sidebar-menu-tabs__tab active');
        expect(await page.locator('#main-menu ul[data-tab="2"] a[href="/mi-cuenta/"]').isVisible()).toBe(true);
        expect(await page.locator('#main-menu ul[data-tab="1"] li.menu-item-10 > a').isVisible()).toBe(false);
        expect(new URL(page.url()).hash).toBe('');
        await tabs.nth(0).locator('a').click();
        expect(await lists()).toEqual(['2 hidden', '1']);
        expect(await page.locator('#main-menu ul[data-tab="1"] li.menu-item-10 > a').isVisible()).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });
  }
});

describe('the mobile contact popup (element-contact-mobile.php; row 25)', () => {
  for (const setup of PHONES) {
    it(`opens #header-contact centred and puts it back in the header (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, PRODUCT + setup.query, PRODUCT_OPTIONS);
        const opener = page.locator('a[data-open="#header-contact"]');
        await opener.click();
        await page.locator('.mfp-wrap.mfp-ready .mfp-content > #header-contact').waitFor({ state: 'attached' });
        expect(await page.evaluate(() => [document.querySelector('.mfp-wrap')!.className, document.documentElement.className])).toEqual([
          'mfp-wrap mfp-auto-cursor off-canvas off-canvas-center mfp-ready',
          expect.stringContaining('has-off-canvas has-off-canvas-center'),
        ]);
        expect(await opener.getAttribute('aria-expanded')).toBe('true');
        expect(await focus(page)).toBe('in the panel');
        await page.keyboard.press('Escape');
        await closed(page);
        // data-visible-after: back in its place, never given .mfp-hide.
        expect(await page.evaluate(() => [document.getElementById('header-contact')!.parentElement!.className, document.getElementById('header-contact')!.className])).toEqual([
          'header-contact-wrapper',
          'nav nav-divided nav-uppercase header-contact hide-for-medium',
        ]);
        expect(await opener.getAttribute('aria-expanded')).toBe('false');
        expect(await focus(page)).toBe('#header-contact');
        expect(new URL(page.url()).hash).toBe('');
        expect(shopper.errors).toEqual([]);
      });
    });
  }
});

describe("the product page's off-canvas sidebar (product_offcanvas_sidebar; row 27)", () => {
  for (const setup of PHONES) {
    it(`the filter button opens #product-sidebar at the left and it goes back to its column (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, PRODUCT + setup.query, PRODUCT_OPTIONS);
        expect(await page.locator('#product-sidebar').isVisible()).toBe(false);
        const button = page.locator('a.filter-button[data-open="#product-sidebar"]');
        await button.click();
        await page.locator('.mfp-wrap.mfp-ready .mfp-content > #product-sidebar').waitFor();
        expect((await page.evaluate(() => document.documentElement.className))).toContain('has-off-canvas has-off-canvas-left');
        await expect.poll(async () => {
          const box = (await page.locator('.mfp-content').boundingBox())!;
          return [box.x, box.width];
        }).toEqual([0, 300]);
        await expect.poll(() => page.locator('#product-sidebar .widget').isVisible()).toBe(true);
        expect(await page.locator('#product-sidebar .hide-for-off-canvas').isVisible()).toBe(false);
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        expect(await focus(page)).toBe('in the panel');
        await page.locator('.mfp-wrap > button.mfp-close').click();
        await closed(page);
        expect(await page.evaluate(() => [document.getElementById('product-sidebar')!.parentElement!.className, document.getElementById('product-sidebar')!.className])).toEqual([
          'row content-row mb-0',
          'col large-2 hide-for-medium product-sidebar-small',
        ]);
        expect(await focus(page)).toBe('#product-sidebar');
        expect(new URL(page.url()).hash).toBe('');
        expect(shopper.errors).toEqual([]);
      });
    });
  }
});

describe('on a desktop, with every option on (rows 23-27)', () => {
  for (const setup of [
    { name: 'desktop, without jQuery', query: '' },
    { name: 'desktop, with jQuery', query: '?islas-plugins=zoo' },
  ]) {
    it(`the product sidebar shows in its column, the phone openers stay hidden, nothing breaks (${setup.name})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, PRODUCT + setup.query, `${MENU_OPTIONS},${PRODUCT_OPTIONS}`, false);
        await page.mouse.move(20, 20);
        await page.mouse.move(40, 60);
        await page.waitForSelector('html[data-islas-enhanced~="off-canvas"]', { state: 'attached' });
        expect(await page.locator('#product-sidebar .widget').isVisible()).toBe(true);
        for (const opener of ['#main-menu', '#header-contact', '#product-sidebar']) expect(await page.locator(`a[data-open="${opener}"]`).isVisible()).toBe(false);
        // The menu is ready for a narrower window: its lists out of sight are inert.
        expect(await page.locator('#main-menu .nav-slide-header').count()).toBe(2);
        await page.setViewportSize(PHONE);
        await page.locator('a[data-open="#main-menu"]').click();
        await page.locator('#main-menu li.menu-item-11 > button.toggle').click();
        expect((await slide(page)).transform).toBe('translateX(-100%)');
        expect(shopper.errors).toEqual([]);
      });
    });
  }
});
