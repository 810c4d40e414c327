// The cart page without reloads (issue 12): what a shopper does on /carrito/ with islas in
// place of WooCommerce's cart.js, against the stub's WooCommerce 9.4 + Flatsome markup.
// Every test checks that the page was never reloaded (a window marker survives), that the
// server's cart followed, and that the header cart follows the page.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const FORM = 'form.woocommerce-cart-form';
const QTY = `${FORM} input.qty`;
const UPDATE = `${FORM} [name="update_cart"]`;
const TOTAL = '.cart_totals tr.order-total strong';
const HEADER_COUNT = '.cart-icon strong';
const NOTICES = '.woocommerce-notices-wrapper';

/** Camiseta básica (19,95 €) and Camiseta de rayas (18,95 €): 38,90 € + 4,95 € flat rate. */
const TWO_SHIRTS = [101, 106];

/** Puts `ids` in the visitor's cart, opens the cart page and waits for islas's cart code (loaded at load, issue 31). */
async function openCart(shopper: Shopper, ids = TWO_SHIRTS, query = ''): Promise<Page> {
  const { page } = shopper;
  for (const id of ids) await page.goto(shopper.url(`/tienda/?add-to-cart=${id}`));
  await page.goto(shopper.url(`/carrito/${query}`));
  await islasStarted(page);
  await page.mouse.move(30, 30);
  await page.waitForSelector('html[data-islas-enhanced~="cart-page"]', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  return page;
}

/** Whether the page is still the one openCart opened (no reload, no navigation). */
const samePage = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** Requests from now on that `match`. */
function requests(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}
const cartPosts = (page: Page) => requests(page, (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/carrito/');

const text = async (page: Page, selector: string): Promise<string> => ((await page.locator(selector).first().textContent()) ?? '').trim();

describe('cart page quantities', () => {
  it('changes a quantity and updates without a reload: totals, notice, server and header follow', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      const { errors } = shopper;
      expect(await page.locator(UPDATE).isDisabled()).toBe(true);
      expect(await text(page, TOTAL)).toContain('43,85');
      await page.locator(QTY).first().fill('2');
      expect(await page.locator(UPDATE).isEnabled()).toBe(true);
      const posts = cartPosts(page);
      await page.locator(UPDATE).click();
      await expect.poll(() => text(page, NOTICES), { timeout: 15_000 }).toContain('Carrito actualizado.');
      expect(posts).toHaveLength(1);
      expect(posts[0]!.postData()).toContain('update_cart=Update+Cart');
      expect((await serverCart(shopper)).count).toBe(3);
      // 2 × 19,95 + 18,95 = 58,85 €, free shipping offered from 50 €, flat rate still chosen.
      expect(await text(page, TOTAL)).toContain('63,80');
      expect(await page.locator('#shipping_method input[value="free_shipping:2"]').count()).toBe(1);
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('3');
      expect(await page.locator(UPDATE).isDisabled()).toBe(true);
      expect(await samePage(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('updates on Enter in a quantity field', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      await page.locator(QTY).nth(1).fill('3');
      await page.locator(QTY).nth(1).press('Enter');
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(4);
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('4');
      expect(await page.locator(QTY).nth(1).inputValue()).toBe('3');
      expect(await samePage(page)).toBe(true);
    });
  });

  it('sends one request for a double click on "Actualizar carrito"', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      const posts = cartPosts(page);
      await page.locator(QTY).first().fill('2');
      await page.locator(UPDATE).dblclick();
      await expect.poll(() => text(page, NOTICES), { timeout: 15_000 }).toContain('Carrito actualizado.');
      await page.waitForTimeout(500);
      expect(posts).toHaveLength(1);
      expect((await serverCart(shopper)).count).toBe(3);
    });
  });
});

describe('cart page lines and the empty cart', () => {
  it('removes a line and brings it back with "¿Deshacer?"', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      await page.locator(`${FORM} .product-remove > a`).first().click();
      await expect.poll(() => page.locator(`${FORM} .cart_item`).count(), { timeout: 15_000 }).toBe(1);
      expect(await text(page, '.woocommerce-message')).toContain('eliminado');
      expect((await serverCart(shopper)).items).toHaveLength(1);
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('1');

      await page.locator('a.restore-item').click();
      await expect.poll(() => page.locator(`${FORM} .cart_item`).count(), { timeout: 15_000 }).toBe(2);
      expect((await serverCart(shopper)).items).toHaveLength(2);
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('2');
      expect(await samePage(page)).toBe(true);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('shows the empty cart when the last line goes, and the header says 0', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper, [101]);
      const emptied = page.evaluate(
        () => new Promise<boolean>((resolve) => document.body.addEventListener('islas:wc_cart_emptied', () => resolve(true), { once: true })),
      );
      await page.locator(`${FORM} .product-remove > a`).click();
      expect(await emptied).toBe(true);
      await expect.poll(() => page.locator('.wc-empty-cart-message').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.locator(FORM).count()).toBe(0);
      expect(await page.locator('.cart_totals').count()).toBe(0);
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('0');
      expect((await serverCart(shopper)).items).toHaveLength(0);
      expect(await samePage(page)).toBe(true);
    });
  });
});

describe('cart page coupons and shipping', () => {
  it('refuses an unknown coupon at its field, applies a valid one and removes it', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      const coupon = page.locator('#coupon_code');
      await coupon.fill('noexiste');
      await page.locator('[name="apply_coupon"]').click();
      await expect.poll(() => text(page, '.coupon-error-notice'), { timeout: 15_000 }).toBe('¡El cupón «noexiste» no existe!');
      expect(await coupon.getAttribute('aria-invalid')).toBe('true');
      expect(await coupon.inputValue()).toBe('noexiste');

      await coupon.fill('descuento10');
      expect(await page.locator('.coupon-error-notice').count()).toBe(0);
      await page.locator('[name="apply_coupon"]').click();
      await expect.poll(() => text(page, NOTICES), { timeout: 15_000 }).toContain('El código de cupón se ha aplicado correctamente.');
      await expect.poll(() => page.locator('.cart_totals a.woocommerce-remove-coupon[data-coupon="descuento10"]').count()).toBe(1);
      // 38,90 − 3,89 + 4,95.
      expect(await text(page, TOTAL)).toContain('39,96');
      expect(await coupon.inputValue()).toBe('');

      await page.locator('a.woocommerce-remove-coupon').click();
      await expect.poll(() => text(page, NOTICES), { timeout: 15_000 }).toContain('El cupón ha sido eliminado.');
      await expect.poll(() => page.locator('a.woocommerce-remove-coupon').count()).toBe(0);
      expect(await text(page, TOTAL)).toContain('43,85');
      expect(await samePage(page)).toBe(true);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('changes the shipping method: the totals change and the server keeps the choice', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      const sent = requests(page, (r) => r.url().includes('wc-ajax=update_shipping_method'));
      await page.locator('#shipping_method input[value="local_pickup:3"]').check();
      await expect.poll(() => text(page, TOTAL), { timeout: 15_000 }).toContain('38,90');
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.postData()).toContain('shipping_method%5B0%5D=local_pickup%3A3');
      expect(await page.locator('#shipping_method input[value="local_pickup:3"]').isChecked()).toBe(true);
      expect(await samePage(page)).toBe(true);
      await page.reload();
      expect(await page.locator('#shipping_method input[value="local_pickup:3"]').isChecked()).toBe(true);
    });
  });

  it('opens the shipping calculator and sends it', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      const button = page.locator('.shipping-calculator-button');
      expect(await page.locator('.shipping-calculator-form').isVisible()).toBe(false);
      await button.click();
      await expect.poll(() => page.locator('.shipping-calculator-form').isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.locator('#calc_shipping_city').fill('Sevilla');
      await page.locator('#calc_shipping_postcode').fill('41001');
      const posts = cartPosts(page);
      await page.locator('.shipping-calculator-form [name="calc_shipping"]').click();
      await expect.poll(() => text(page, '.woocommerce-shipping-destination'), { timeout: 15_000 }).toContain('41001');
      expect(posts[0]!.postData()).toContain('calc_shipping=x');
      expect(await page.locator('.shipping-calculator-form').isVisible()).toBe(false);
      expect(await samePage(page)).toBe(true);
    });
  });
});

describe('cart page when the shop fails', () => {
  it('keeps the typed quantities with a Spanish message when the request fails, and sends them again after', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      const failing = (url: URL) => url.pathname === '/carrito/';
      await page.route(failing, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()));
      await page.locator(QTY).first().fill('4');
      await page.locator(UPDATE).click();
      await expect.poll(() => text(page, `${NOTICES} .woocommerce-error`), { timeout: 15_000 }).toBe(
        'Parece que no tienes conexión. Compruébala y vuelve a intentarlo.',
      );
      expect(await text(page, '.widget_shopping_cart_live_region')).toBe('Parece que no tienes conexión. Compruébala y vuelve a intentarlo.');
      expect(await page.locator(QTY).first().inputValue()).toBe('4');
      expect(await page.locator(UPDATE).isEnabled()).toBe(true);
      expect(await page.locator(FORM).getAttribute('aria-busy')).toBeNull();

      await page.unroute(failing);
      await page.route(failing, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Error' }) : route.fallback(),
      );
      await page.locator(UPDATE).click();
      await expect.poll(() => text(page, `${NOTICES} .woocommerce-error`), { timeout: 15_000 }).toBe('No se ha podido actualizar el carrito. Inténtalo de nuevo.');
      expect(await page.locator(QTY).first().inputValue()).toBe('4');

      await page.unroute(failing);
      await page.locator(UPDATE).click();
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(5);
      await expect.poll(() => page.locator('.woocommerce-error').count()).toBe(0);
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('5');
      expect(await samePage(page)).toBe(true);
    });
  });

  it('shows the cart busy while a slow shop answers, and a click meanwhile is sent after, one at a time', async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper);
      let inFlight = 0;
      let most = 0;
      await page.route(
        (url) => url.pathname === '/carrito/',
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.fallback().finally(() => (inFlight -= 1));
        },
      );
      await page.locator(QTY).first().fill('2');
      await page.locator(UPDATE).click();
      await expect.poll(() => page.locator(FORM).getAttribute('aria-busy')).toBe('true');
      expect(await page.locator('.cart_totals').getAttribute('aria-busy')).toBe('true');
      await page.locator(QTY).nth(1).fill('3');
      await page.locator(UPDATE).click();
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(5);
      await expect.poll(() => page.locator(`${FORM}[aria-busy]`).count(), { timeout: 15_000 }).toBe(0);
      expect(await page.locator(QTY).first().inputValue()).toBe('2');
      expect(await page.locator(QTY).nth(1).inputValue()).toBe('3');
      expect(most).toBe(1);
    });
  });
});

describe('cart page with jQuery plugins', () => {
  it("tells plugins through jQuery (updated_cart_totals, updated_wc_div, applied_coupon…) and updates on their wc_update_cart", async () => {
    await withShopper(async (shopper) => {
      const page = await openCart(shopper, TWO_SHIRTS, '?islas-plugins=zoo');
      await page.evaluate(() => {
        const win = window as unknown as { jQuery: (el: unknown) => { on(names: string, fn: (event: { type: string }, ...args: unknown[]) => void): void }; heard: unknown[] };
        win.heard = [];
        win.jQuery(document.body).on(
          'updated_wc_div updated_cart_totals applied_coupon removed_coupon updated_shipping_method wc_cart_emptied',
          (event, ...args) => win.heard.push([event.type, ...args]),
        );
      });
      const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
      await page.locator(QTY).first().fill('2');
      await page.locator(UPDATE).click();
      await expect.poll(heard, { timeout: 15_000 }).toEqual([['updated_cart_totals'], ['updated_wc_div']]);

      await page.locator('#coupon_code').fill('envio');
      await page.locator('[name="apply_coupon"]').click();
      await expect.poll(heard, { timeout: 15_000 }).toEqual([
        ['updated_cart_totals'],
        ['updated_wc_div'],
        ['applied_coupon', 'envio'],
        ['updated_cart_totals'],
        ['updated_wc_div'],
      ]);

      await page.locator('#shipping_method input[value="local_pickup:3"]').check();
      await expect.poll(async () => (await heard()).slice(5), { timeout: 15_000 }).toEqual([['updated_cart_totals'], ['updated_shipping_method']]);

      // A plugin changed the cart behind the page and asks for the cart to follow.
      await shopper.context.request.get(shopper.url('/tienda/?add-to-cart=107'));
      const posts = cartPosts(page);
      await page.evaluate(() => (window as unknown as { jQuery: (el: unknown) => { trigger(name: string): void } }).jQuery(document.body).trigger('wc_update_cart'));
      await expect.poll(() => page.locator(`${FORM} .cart_item`).count(), { timeout: 15_000 }).toBe(3);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.postData()).not.toContain('update_cart=');
      await expect.poll(() => text(page, HEADER_COUNT)).toBe('4');
      expect(await samePage(page)).toBe(true);
      expect(shopper.errors).toEqual([]);
    });
  });
});
