/**
 * The header mini cart as Flatsome 3.20's theme script drives it (issue 30, inventory rows
 * 14-17), compared on a real Flatsome shop with its own scripts:
 * - the drawer (`a.off-canvas-toggle[data-open="#cart-popup"]`: every phone, and the
 *   desktop's "off-canvas" cart style) opens above its backdrop, tappable, focus in it and
 *   kept there, and stays open until Escape, the backdrop or its close button closes it,
 *   focus then back where it was. Flatsome prints `#cart-popup` inside the header cart's
 *   li, in the header's stacking context: shown there, it sat under the backdrop and closed
 *   by itself after 5 s (only the dropdown does, SPEC §4);
 * - after a product-page add (a form post and reload, Flatsome's default), the reloaded page
 *   opens the mini cart: Flatsome's notice filter adds `span.added-to-cart`, which the stub
 *   prints as the real filter does;
 * - `$(document).trigger('flatsome-open-mini-cart')` opens it, where jQuery is on the page
 *   (once the mini cart has hydrated: waking it for the event costs eager bytes).
 * Both builds (ISLAS_BUILD=react), with jQuery on the page and without.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, islasStarted, pointAt, serverCart, useShoppers, type Shopper } from './browser';

const withShopper = useShoppers();

const PHONE = { width: 390, height: 844 };
const PRODUCT = '/producto/camiseta-basica-algodon-organico/';
/** A fixture plugin that only listens to WooCommerce's jQuery events: jQuery on the page. */
const WITH_JQUERY = 'islas-plugins=analytics';
const MOBILE_TOGGLE = '.mobile-nav li.cart-item a.off-canvas-toggle';
const DESKTOP_CART = '.header-nav li.cart-item';

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

/** The drawer's panel is what a tap in its middle meets (not a backdrop over it). */
const drawerOnTop = (page: Page) =>
  page.evaluate(() => {
    const panel = document.getElementById('cart-popup');
    const box = panel?.getBoundingClientRect();
    if (!panel || !box?.width) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 200));
    return Boolean(hit && panel.contains(hit));
  });

const focusInDrawer = (page: Page) => page.evaluate(() => Boolean(document.getElementById('cart-popup')?.contains(document.activeElement)));
const drawerShown = (page: Page) => page.locator('#cart-popup').isVisible();
const jQueryOnPage = (page: Page) => page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');

/** Open, on top, focus in it: what Flatsome's drawer is for the shopper. */
async function expectDrawerOpen(page: Page): Promise<void> {
  await expect.poll(() => drawerOnTop(page), { timeout: 10_000 }).toBe(true);
  expect(await page.locator('#cart-popup[role="dialog"][aria-modal="true"]').count()).toBe(1);
  await expect.poll(() => focusInDrawer(page)).toBe(true);
}

async function expectDrawerClosed(page: Page): Promise<void> {
  await expect.poll(() => drawerShown(page)).toBe(false);
  expect(await page.locator('.islas-drawer-backdrop').count()).toBe(0);
}

/** Still open after Flatsome's dropdown would have closed itself (5 s), focus still in it, Tab kept inside. */
async function expectDrawerStays(page: Page): Promise<void> {
  await page.waitForTimeout(5600);
  expect(await drawerOnTop(page)).toBe(true);
  expect(await focusInDrawer(page)).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer(page)).toBe(true);
  }
}

async function addToServerCart(shopper: Shopper): Promise<void> {
  await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: '101', quantity: '1' } });
}

/** A product-page add as Flatsome's default has it: the form posts and the page reloads with the notice. */
async function addFromProductForm(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.locator('form.cart .single_add_to_cart_button').click();
  await reloaded;
  await page.waitForLoadState('load');
  await islasStarted(page);
  // What the stub prints, as Flatsome's wc_add_to_cart_message_html filter does.
  expect(await page.locator('.woocommerce-message span.added-to-cart[data-timer=""]').count()).toBe(1);
}

for (const [kind, query] of [
  ['without jQuery', ''],
  ['with jQuery on the page', WITH_JQUERY],
] as const) {
  describe(`the mini cart as Flatsome's (${kind})`, () => {
    it('phone: an AJAX add opens the drawer above its backdrop with focus in it; it stays open past 5 s; Escape closes it, focus back on the add button', async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.setViewportSize(PHONE);
        await page.goto(shopper.url(withQuery('/tienda/', query)));
        await islasStarted(page);
        expect(await jQueryOnPage(page)).toBe(Boolean(query));
        const add = page.locator(AJAX_ADD_BUTTONS).first();
        await add.click();
        await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(1);
        await expectDrawerOpen(page);
        await expectDrawerStays(page);
        await page.keyboard.press('Escape');
        await expectDrawerClosed(page);
        expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });

    it('phone: the cart link opens the drawer, a tap inside it works, and the backdrop and the close button close it, focus back on the link', async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await addToServerCart(shopper);
        await page.setViewportSize(PHONE);
        await page.goto(shopper.url(withQuery('/tienda/', query)));
        await islasStarted(page);
        const toggle = page.locator(MOBILE_TOGGLE);
        const toggleFocused = () => toggle.evaluate((el) => el === document.activeElement);
        // The backdrop: the page left of the panel.
        await toggle.click();
        await expectDrawerOpen(page);
        await page.mouse.click(20, 420);
        await expectDrawerClosed(page);
        expect(await toggleFocused()).toBe(true);
        // The close button.
        await toggle.click();
        await expectDrawerOpen(page);
        await page.locator('#cart-popup .islas-drawer-close').click({ timeout: 5000 });
        await expectDrawerClosed(page);
        expect(await toggleFocused()).toBe(true);
        // A tap on a link in it reaches the link (a backdrop over the panel took it).
        await toggle.click();
        await expectDrawerOpen(page);
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/carrito/'),
          page.locator('#cart-popup .woocommerce-mini-cart__buttons a.wc-forward:not(.checkout)').click({ timeout: 5000 }),
        ]);
        expect(shopper.errors).toEqual([]);
      });
    });

    it('phone: a product-page add (form post and reload) opens the drawer on the reloaded page, and it stays open with focus in it', async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.setViewportSize(PHONE);
        await page.goto(shopper.url(withQuery(PRODUCT, query)));
        await islasStarted(page);
        await addFromProductForm(page);
        await expectDrawerOpen(page);
        // The notice's own focus (500 ms after load) does not take focus out of it.
        await expectDrawerStays(page);
        await page.keyboard.press('Escape');
        await expectDrawerClosed(page);
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });

    it('desktop: a product-page add opens the dropdown on the reloaded page, and it closes by itself after 5 s', async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url(withQuery(PRODUCT, query)));
        await islasStarted(page);
        await addFromProductForm(page);
        const dropdown = page.locator(`${DESKTOP_CART} .nav-dropdown`);
        await expect.poll(() => dropdown.isVisible(), { timeout: 10_000 }).toBe(true);
        expect(await page.locator(`${DESKTOP_CART}.current-dropdown`).count()).toBe(1);
        expect(await drawerShown(page)).toBe(false);
        await expect.poll(() => dropdown.isVisible(), { timeout: 10_000 }).toBe(false);
        expect(shopper.errors).toEqual([]);
      });
    });

    it('desktop, the "off-canvas" cart style: an AJAX add opens the drawer above its backdrop, and it stays open past 5 s', async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url(withQuery('/tienda/?islas-cart=drawer', query)));
        await islasStarted(page);
        await page.locator(AJAX_ADD_BUTTONS).first().click();
        await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(1);
        await expectDrawerOpen(page);
        await expectDrawerStays(page);
        await page.mouse.click(100, 420);
        await expectDrawerClosed(page);
        expect(shopper.errors).toEqual([]);
        await page.goto(shopper.url('/tienda/?islas-cart=dropdown'));
      });
    });
  });
}

describe("Flatsome's flatsome-open-mini-cart event (jQuery on the page)", () => {
  const trigger = (page: Page) =>
    page.evaluate(() => (window as unknown as { jQuery: (el: unknown) => { trigger(name: string): void } }).jQuery(document).trigger('flatsome-open-mini-cart'));

  it('desktop: opens the dropdown of a mini cart the shopper has pointed at, and it closes by itself after 5 s', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url(`/tienda/?${WITH_JQUERY}`));
      await pointAt(page, DESKTOP_CART);
      const dropdown = page.locator(`${DESKTOP_CART} .nav-dropdown`);
      await page.mouse.move(10, 600);
      await expect.poll(() => dropdown.isVisible()).toBe(false);
      for (let i = 0; i < 2; i += 1) {
        await trigger(page);
        await expect.poll(() => dropdown.isVisible(), { timeout: 10_000 }).toBe(true);
        await expect.poll(() => dropdown.isVisible(), { timeout: 10_000 }).toBe(false);
      }
      expect(shopper.errors).toEqual([]);
    });
  });

  it('phone: opens the drawer of a mini cart the shopper has tapped, above its backdrop with focus in it', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.setViewportSize(PHONE);
      await page.goto(shopper.url(`/tienda/?${WITH_JQUERY}`));
      await islasStarted(page);
      await page.locator(MOBILE_TOGGLE).click();
      await expectDrawerOpen(page);
      await page.keyboard.press('Escape');
      await expectDrawerClosed(page);
      for (let i = 0; i < 2; i += 1) {
        await trigger(page);
        await expectDrawerOpen(page);
        await page.keyboard.press('Escape');
        await expectDrawerClosed(page);
      }
      expect(shopper.errors).toEqual([]);
    });
  });
});
