import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, baseUrl, delayChunk, islasStarted, JQUERY_SETUPS, pointAt, type Shopper, serverCart, useBrowser, useShoppers, useThisBuild } from './browser';

const withShopper = useShoppers();
const browser = useBrowser();

const SIMPLE = '/producto/camiseta-basica-algodon-organico/';
const VARIABLE = '/producto/sudadera-capucha-islas/';
const BY_THE_METRE = '/producto/cinta-algodon-por-metro/';


describe('product page', () => {
  it('shows the sticky bar once the add button has scrolled out above, without a layout jump, and hides it back', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url(SIMPLE));
      await pointAt(page, '.sticky-add-to-cart-wrapper');
      const bar = page.locator('.sticky-add-to-cart');
      expect(await bar.getAttribute('class')).not.toContain('sticky-add-to-cart--active');
      const tabsTop = () => page.evaluate(() => document.querySelector('.woocommerce-tabs')!.getBoundingClientRect().top + window.scrollY);
      const before = await tabsTop();
      await page.evaluate(() => {
        const wrapper = document.querySelector('.sticky-add-to-cart-wrapper')!;
        window.scrollTo(0, wrapper.getBoundingClientRect().bottom + window.scrollY + 150);
      });
      await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active');
      expect(await page.evaluate(() => document.body.classList.contains('has-sticky-product-cart'))).toBe(true);
      expect(await bar.isVisible()).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.sticky-add-to-cart')!).position)).toBe('fixed');
      // No jump: what follows the form stays where it was (sub-pixel rounding aside).
      expect(Math.abs((await tabsTop()) - before)).toBeLessThan(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => bar.getAttribute('class')).not.toContain('sticky-add-to-cart--active');
      expect(errors).toEqual([]);
    });
  });

  it('on a variable product the sticky button takes the shopper to the choices until one is made', async () => {
    await withShopper(async ({ page, url }) => {
      await page.goto(url(VARIABLE));
      await pointAt(page, '.sticky-add-to-cart-wrapper');
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      // The demo store notice sits at the bottom too: a shopper dismisses it first.
      const dismiss = page.locator('.woocommerce-store-notice__dismiss-link');
      if (await dismiss.isVisible()) await dismiss.click();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const bar = page.locator('.sticky-add-to-cart');
      await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active');
      // aria-disabled (Flatsome's, row 47) makes Playwright wait for an enabled button; a shopper's click reaches it.
      await bar.locator('.single_add_to_cart_button').click({ force: true });
      // The choices end up below the 70 px sticky header, in view.
      await expect
        .poll(() => page.evaluate(() => Math.round(document.querySelector('table.variations')!.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeGreaterThanOrEqual(70);
      expect(await page.evaluate(() => document.querySelector('table.variations')!.getBoundingClientRect().top < innerHeight)).toBe(true);
      expect(alerts).toEqual([]);
    });
  });

  it('does not show the sticky bar while the add button is still below the viewport', async () => {
    await withShopper(async ({ page, url }) => {
      await page.setViewportSize({ width: 1280, height: 300 });
      await page.goto(url(SIMPLE));
      await islasStarted(page);
      // A first input that does not scroll: the bar hydrates, the button stays below.
      await page.mouse.move(5, 5);
      await page.waitForSelector('.sticky-add-to-cart-wrapper[data-island-state="hydrated"]', { state: 'attached' });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().top > innerHeight)).toBe(true);
      expect(await page.locator('.sticky-add-to-cart').getAttribute('class')).not.toContain('sticky-add-to-cart--active');
    });
  });

  it('steps a decimal quantity with the buttons and the keyboard, and the form posts it', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url(BY_THE_METRE));
      await islasStarted(page);
      const qty = page.locator('form.cart input.qty');
      expect(await qty.getAttribute('step')).toBe('0.5');
      expect(await qty.inputValue()).toBe('1');
      // The first click is the first input: held until the cart actions load, then played
      // once (1.5, not 2.0).
      await page.locator('form.cart .quantity .plus').click();
      await expect.poll(() => qty.inputValue()).toBe('1.5');
      await page.waitForFunction(() => document.documentElement.dataset.islasEnhanced?.split(' ').includes('cart-actions'));
      expect(await qty.inputValue()).toBe('1.5');
      await page.locator('form.cart .quantity .plus').focus();
      await page.keyboard.press('Enter');
      expect(await qty.inputValue()).toBe('2.0');
      await page.keyboard.press('Space');
      expect(await qty.inputValue()).toBe('2.5');
      await page.locator('form.cart .quantity .minus').focus();
      await page.keyboard.press('Enter');
      expect(await qty.inputValue()).toBe('2.0');
      // Floored at min (0.5), never below.
      for (let i = 0; i < 5; i += 1) await page.locator('form.cart .quantity .minus').click();
      expect(await qty.inputValue()).toBe('0.5');
      await page.locator('form.cart .quantity .plus').click();
      await Promise.all([page.waitForNavigation(), page.locator('form.cart .single_add_to_cart_button').click()]);
      const cart = await serverCart(shopper);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]!.quantity).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  it('steps a mini cart line quantity and the server cart follows', async () => {
    await withShopper(async (shopper) => {
      const { page, url } = shopper;
      await page.goto(url('/tienda/'));
      await pointAt(page, '.header-nav li.cart-item');
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      const line = '.header-nav li.cart-item .woocommerce-mini-cart-item';
      await expect.poll(() => page.locator(line).count(), { timeout: 15_000 }).toBe(1);
      await page.hover('.header-nav li.cart-item > a');
      await page.locator(`${line} .quantity .plus`).click();
      await expect.poll(async () => (await serverCart(shopper)).items[0]?.quantity, { timeout: 15_000 }).toBe(2);
      await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe('2');
    });
  });

  it('steps a quantity in the cart table, and the cart form posts it', async () => {
    await withShopper(async (shopper) => {
      const { page, url } = shopper;
      await page.goto(url('/tienda/?add-to-cart=101'));
      await page.goto(url('/carrito/'));
      await islasStarted(page);
      const qty = page.locator('.woocommerce-cart-form .product-quantity input.qty').first();
      expect(await qty.inputValue()).toBe('1');
      await page.locator('.woocommerce-cart-form .product-quantity .plus').first().click();
      await page.locator('.woocommerce-cart-form .product-quantity .plus').first().click();
      await page.locator('.woocommerce-cart-form .product-quantity .minus').first().click();
      // The first click loads the stepping code; the clicks held meanwhile are played after it.
      await expect.poll(() => qty.inputValue()).toBe('2');
      // islas's cart page posts the form without leaving the page.
      await page.locator('[name="update_cart"]').click();
      await expect.poll(async () => (await serverCart(shopper)).items[0]!.quantity).toBe(2);
    });
  });

  it('alerts the shop text for a variable product bought without a selection or with an unavailable one, then adds the chosen variation', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url(VARIABLE));
      await islasStarted(page);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      const add = page.locator('form.variations_form .single_add_to_cart_button');
      await expect.poll(() => add.getAttribute('class')).toContain('wc-variation-selection-needed');
      // Disabled by its class, it says so (aria-disabled, Flatsome's, row 47), which makes
      // Playwright wait for an enabled button; a shopper's click reaches it, as here.
      await add.click({ force: true });
      await expect.poll(() => alerts).toEqual(['Elige las opciones del producto antes de añadir este producto a tu carrito.']);
      expect(new URL(page.url()).pathname).toBe(VARIABLE);

      await page.selectOption('select[name="attribute_pa_color"]', 'azul');
      await page.selectOption('select[name="attribute_pa_talla"]', 'm');
      await expect.poll(() => add.getAttribute('class')).toContain('wc-variation-is-unavailable');
      expect(await add.getAttribute('aria-disabled')).toBe('true');
      await add.click({ force: true });
      await expect.poll(() => alerts).toHaveLength(2);
      expect(alerts[1]).toBe('Lo siento, este producto no está disponible. Por favor, elige otra combinación.');

      await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
      await page.selectOption('select[name="attribute_pa_talla"]', 's');
      await expect.poll(() => add.getAttribute('class')).not.toContain('disabled');
      expect(await add.getAttribute('aria-disabled')).toBeNull();
      expect(await page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('39,95');
      expect(await page.locator('.single_variation .woocommerce-variation-availability').textContent()).toMatch(/\d/);
      expect(await page.locator('.woocommerce-product-gallery__image img').first().getAttribute('src')).toContain('rojo');
      await Promise.all([page.waitForNavigation(), add.click()]);
      const cart = await serverCart(shopper);
      expect(cart.items).toHaveLength(1);
      expect(alerts).toHaveLength(2);
      expect(errors).toEqual([]);
    });
  });

  it('keeps buy-now in step with the add button, alerts while it is disabled, and buys the chosen variation', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      // The variation code arrives late, as on a slow phone: a click before it is there waits for it.
      await delayChunk(page, 'variation', 600);
      await page.goto(url(VARIABLE));
      await islasStarted(page);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      const buyNow = page.locator('form.variations_form .ux-buy-now-button');
      await buyNow.click();
      await expect.poll(() => alerts).toEqual(['Elige las opciones del producto antes de añadir este producto a tu carrito.']);
      await page.selectOption('select[name="attribute_pa_color"]', 'negro');
      await page.selectOption('select[name="attribute_pa_talla"]', 's');
      await expect.poll(() => buyNow.getAttribute('class')).not.toContain('disabled');
      await page.selectOption('select[name="attribute_pa_talla"]', '');
      await expect.poll(() => buyNow.getAttribute('class')).toContain('disabled');
      await page.selectOption('select[name="attribute_pa_talla"]', 's');
      // WooCommerce 9.8.1+ enables the buttons 300 ms after the match, as the shopper sees.
      await expect.poll(() => buyNow.getAttribute('class')).not.toContain('disabled');
      await Promise.all([page.waitForURL(/\/finalizar-compra\/$/), buyNow.click()]);
      const cart = await serverCart(shopper);
      expect(cart.items).toHaveLength(1);
      expect(alerts).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });

  it('opens the reviews tab and scrolls to it for #reviews', async () => {
    await withShopper(async ({ page, url }) => {
      await page.goto(url(`${SIMPLE}#reviews`));
      await expect.poll(() => page.locator('#tab-reviews').isVisible()).toBe(true);
      expect(await page.locator('#tab-description').isVisible()).toBe(false);
      expect(await page.locator('li.reviews_tab').getAttribute('class')).toContain('active');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const top = await page.evaluate(() => document.querySelector('li.reviews_tab')!.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(900);
    });
  });

  it('opens the reviews for a comment-page marker, and tabs move with the keyboard', async () => {
    await withShopper(async ({ page, url }) => {
      await page.goto(url(`${SIMPLE}?cpage=1`));
      await expect.poll(() => page.locator('#tab-reviews').isVisible()).toBe(true);
      await page.locator('li.reviews_tab a').focus();
      await page.keyboard.press('Home');
      await expect.poll(() => page.locator('#tab-description').isVisible()).toBe(true);
      expect(await page.locator('#tab-reviews').isVisible()).toBe(false);
    });
  });

  it('switches pictures from the thumbnails and browses them in a lightbox with the keyboard', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url(SIMPLE));
      await pointAt(page, '.woocommerce-product-gallery');
      await page.locator('.product-thumbnails .col').nth(2).locator('a').click();
      await expect.poll(() => page.evaluate(() => document.querySelector('.woocommerce-product-gallery__wrapper')!.scrollLeft)).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.product-thumbnails .col').nth(2).getAttribute('class')).toContain('is-nav-selected');
      await page.locator('.woocommerce-product-gallery__image').nth(2).locator('a').click();
      const lightbox = page.locator('dialog.islas-lightbox');
      await expect.poll(() => lightbox.isVisible()).toBe(true);
      expect(await lightbox.locator('img').getAttribute('src')).toContain('-3.svg');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => lightbox.locator('img').getAttribute('src')).toContain('-4.svg');
      await page.keyboard.press('Escape');
      await expect.poll(() => lightbox.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(SIMPLE);
      expect(errors).toEqual([]);
    });
  });
});

describe('product gallery on a touch screen', () => {
  /** A finger from 60 px inside the picture's right edge, beside the next arrow, two thirds across it. */
  async function swipe(page: Page): Promise<void> {
    const box = (await page.locator('.woocommerce-product-gallery').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const from = box.x + box.width - 60;
    const moves = [1, 2, 3, 4, 5].map((step): [string, number] => ['touchMove', from - (step * box.width * 2) / 15]);
    for (const [type, x] of [['touchStart', from], ...moves, ['touchEnd', Number.NaN]] as [string, number][]) {
      await cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart', touchPoints: Number.isNaN(x) ? [] : [{ x, y }] });
      await page.waitForTimeout(16);
    }
  }
  /** The picture in the middle of the gallery's frame. */
  const shown = (page: Page): Promise<number> =>
    page.evaluate(() => {
      const frame = document.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect();
      const middle = frame.left + frame.width / 2;
      return [...document.querySelectorAll('.woocommerce-product-gallery__image')].findIndex((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left <= middle && box.right > middle;
      });
    });

  for (const [setup, query] of JQUERY_SETUPS) {
    it(`moves to the next picture for a swipe that starts beside the next arrow, before and after the gallery's code (phone, ${setup})`, async () => {
      const context = await browser().newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await useThisBuild(context);
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${baseUrl()}${SIMPLE}${query}`);
        await islasStarted(page);
        // Frames drawn: headless Chromium draws on demand, and a touch on a stale frame misses.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await shown(page)).toBe(0);
        // The first input: the gallery's code arrives during the swipe.
        await swipe(page);
        await expect.poll(() => shown(page)).toBe(1);
        await page.waitForSelector('.woocommerce-product-gallery[data-island-state="hydrated"]', { state: 'attached' });
        // The arrow is Flatsome's size, at the edge (islas.css), not under the finger.
        expect((await page.locator('.islas-gallery__next').boundingBox())!.width).toBeLessThanOrEqual(44);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await swipe(page);
        await expect.poll(() => shown(page)).toBe(2);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('quick view', () => {
  it('opens from /tienda/, adds from its form through the cart, and a second look comes from memory', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      const quickViewRequests: string[] = [];
      // Chromium does not expose fetch bodies here; on /tienda/ only the quick view POSTs to admin-ajax.
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/wp-admin/admin-ajax.php')) quickViewRequests.push(request.url());
      });
      await page.goto(url('/tienda/'));
      await pointAt(page, '.header-nav li.cart-item');
      const box = page.locator('.products .product-small').filter({ has: page.locator('a.quick-view[data-prod="101"]') }).first();
      await box.hover();
      await box.locator('a.quick-view').click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
      expect(quickViewRequests).toHaveLength(1);
      expect(await dialog.locator('form.cart .single_add_to_cart_button').getAttribute('value')).toBe('101');
      await dialog.locator('.quantity .plus').click();
      expect(await dialog.locator('input.qty').inputValue()).toBe('2');
      await dialog.locator('.single_add_to_cart_button').click();
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(2);
      await expect.poll(() => page.locator('.header-nav li.cart-item .woocommerce-mini-cart-item').count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/tienda/');

      // Closed (the mini cart took over, or Escape): a second look at the same product comes from memory.
      if (await dialog.count()) await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await box.hover();
      await box.locator('a.quick-view').click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      expect(quickViewRequests).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.matches('a.quick-view[data-prod="101"]'))).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('keeps focus inside while open', async () => {
    await withShopper(async ({ page, url }) => {
      await page.goto(url('/tienda/'));
      const link = page.locator('a.quick-view[data-prod="106"]').first();
      await link.hover();
      await link.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body);
        expect(inside).toBe(true);
      }
    });
  });
});

describe('wishlist', () => {
  it('toggles a product, and the header badge and the wishlist page follow', async () => {
    await withShopper(async ({ page, url, context, errors }) => {
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      const button = page.locator('.products .wishlist-button[data-product-id="101"]').first();
      const twin = page.locator('.products .wishlist-button[data-product-id="101"]').last();
      const badge = page.locator('.header-wishlist-icon i.wishlist-icon');
      expect(await badge.getAttribute('data-icon-label')).toBeNull();
      await button.hover();
      await button.click();
      await expect.poll(() => button.getAttribute('class')).toContain('wishlist-added');
      await expect.poll(() => button.getAttribute('class')).not.toContain('loading');
      await expect.poll(() => badge.getAttribute('data-icon-label')).toBe('1');
      // Every button for that product agrees (one store).
      expect(await twin.getAttribute('class')).toContain('wishlist-added');
      const wishlistPage = await context.request.get(url('/lista-de-deseos/'));
      expect(await wishlistPage.text()).toContain('Camiseta básica de algodón orgánico');

      await button.click();
      await expect.poll(() => button.getAttribute('class')).not.toContain('wishlist-added');
      await expect.poll(() => badge.getAttribute('data-icon-label')).toBeNull();
      expect(errors).toEqual([]);
    });
  });
});
