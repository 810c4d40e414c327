// The public API for theme code (issue 14, part 2), through the example a theme ships on it:
// fixtures/theme/free-shipping-bar.js (a classic script using only window.islas), whose
// hooks php-stub/lib/theme-example.php prints in the mini cart and the cart totals. The
// bar must follow every cart change a shopper makes; page code calls window.islas.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const HEADER_BAR = '.header-nav li.cart-item .free-shipping-bar';
const TOTALS_BAR = '.cart_totals .free-shipping-bar';
const addButton = (id: number) => `.products .add_to_cart_button.ajax_add_to_cart[data-product_id="${id}"]`;

/** Camiseta básica 19,95 €, Camiseta de rayas 18,95 €, Camiseta gráfica Volcán 21,50 €. */
const BASICA = 101;
const RAYAS = 106;
const VOLCAN = 108;

/** The bar's text (no-break spaces as spaces) and its progressbar's value. */
async function bar(page: Page, selector: string): Promise<{ text: string; now: string | null }> {
  const root = page.locator(selector).first();
  const text = ((await root.locator('.free-shipping-bar__text').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const progress = root.locator('[role="progressbar"]');
  return { text, now: (await progress.count()) ? await progress.getAttribute('aria-valuenow') : null };
}

const missing = (amount: string) => `Te faltan ${amount} € para el envío gratuito`;
const REACHED = '¡Tienes envío gratuito!';

async function openShop(shopper: Shopper): Promise<Page> {
  await shopper.page.goto(shopper.url('/tienda/'));
  await islasStarted(shopper.page);
  return shopper.page;
}

describe('the free-shipping bar a theme adds through window.islas', () => {
  it('follows adds, a quantity change and a removal in the mini cart', async () => {
    await withShopper(async (shopper) => {
      const page = await openShop(shopper);
      // An empty mini cart prints no bar.
      expect(await page.locator(HEADER_BAR).count()).toBe(0);

      await page.locator(addButton(BASICA)).click();
      await expect.poll(() => bar(page, HEADER_BAR), { timeout: 15_000 }).toEqual({ text: missing('30,05'), now: '19.95' });
      // The island in the fragment islas put in the page, hydrated there.
      expect(await page.locator(HEADER_BAR).getAttribute('data-island-state')).toBe('hydrated');
      const progress = page.locator(`${HEADER_BAR} [role="progressbar"]`);
      expect(await progress.getAttribute('aria-valuemax')).toBe('50');
      // The server's bar was right for this cart, so the island left its markup (and label).
      expect(await progress.getAttribute('aria-label')).toBe('Envío gratuito');

      await page.locator(addButton(RAYAS)).click();
      await expect.poll(() => bar(page, HEADER_BAR), { timeout: 15_000 }).toEqual({ text: missing('11,10'), now: '38.9' });

      // Two of the striped shirt (57,85 €): reached.
      await page.hover('.header-nav li.cart-item > a');
      const qty = page.locator('.header-nav .woocommerce-mini-cart-item input.qty').nth(1);
      await qty.fill('2');
      await qty.press('Enter');
      await expect.poll(() => bar(page, HEADER_BAR), { timeout: 15_000 }).toEqual({ text: REACHED, now: '50' });
      expect(await page.locator(HEADER_BAR).getAttribute('class')).toContain('is-reached');
      expect(await page.locator(`${HEADER_BAR} .free-shipping-bar__fill`).evaluate((el) => (el as HTMLElement).style.width)).toBe('100%');

      await page.hover('.header-nav li.cart-item > a');
      await page.locator('.header-nav .woocommerce-mini-cart-item .remove_from_cart_button').nth(1).click();
      await expect.poll(() => bar(page, HEADER_BAR), { timeout: 15_000 }).toEqual({ text: missing('30,05'), now: '19.95' });
      expect((await serverCart(shopper)).count).toBe(1);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('follows a quantity update on the cart page', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      for (const id of [BASICA, RAYAS]) await page.goto(shopper.url(`/tienda/?add-to-cart=${id}`));
      await page.goto(shopper.url('/carrito/'));
      await islasStarted(page);
      // The cart page has no mini cart: the bar knows the subtotal from the cart fragments.
      await expect.poll(() => bar(page, TOTALS_BAR), { timeout: 15_000 }).toEqual({ text: missing('11,10'), now: '38.9' });

      await page.mouse.move(30, 30);
      await page.waitForSelector('html[data-islas-enhanced~="cart-page"]', { state: 'attached' });
      await page.locator('form.woocommerce-cart-form input.qty').first().fill('2');
      await page.locator('form.woocommerce-cart-form [name="update_cart"]').click();
      // 2 × 19,95 + 18,95 = 58,85 €; the totals were replaced, and their bar hydrated anew.
      await expect.poll(() => bar(page, TOTALS_BAR), { timeout: 15_000 }).toEqual({ text: REACHED, now: '50' });
      expect((await serverCart(shopper)).count).toBe(3);

      await page.locator('form.woocommerce-cart-form input.qty').first().fill('1');
      await page.locator('form.woocommerce-cart-form input.qty').nth(1).fill('0');
      await page.locator('form.woocommerce-cart-form [name="update_cart"]').click();
      await expect.poll(() => bar(page, TOTALS_BAR), { timeout: 15_000 }).toEqual({ text: missing('30,05'), now: '19.95' });
      expect(shopper.errors).toEqual([]);
    });
  });

  it('shows the bar as it stands without JavaScript (the theme renders it from the cart)', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url(`/tienda/?add-to-cart=${BASICA}`));
        await page.goto(shopper.url('/carrito/'));
        expect(await bar(page, TOTALS_BAR)).toEqual({ text: missing('30,05'), now: '19.95' });
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('window.islas from page code', () => {
  it('reads the cart, adds through the queue (each call once) and hears the events', async () => {
    await withShopper(async (shopper) => {
      const page = await openShop(shopper);
      const before = await page.evaluate(async () => {
        const islas = await (window.islas as import('islas').Islas).ready;
        (window as unknown as { heard: unknown[] }).heard = [];
        islas.on('added_to_cart', (args) => (window as unknown as { heard: unknown[] }).heard.push(args[1]));
        return islas.cart.get();
      });
      expect(before).toEqual({ hash: '', pending: 0, count: 0, subtotal: 0 });

      // Two calls at once and a button click between them: three adds, one request at a time.
      let inFlight = 0;
      let maxInFlight = 0;
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=add_to_cart')) maxInFlight = Math.max(maxInFlight, ++inFlight);
      });
      page.on('requestfinished', (request) => {
        if (request.url().includes('wc-ajax=add_to_cart')) inFlight -= 1;
      });
      const first = page.evaluate(() => (window.islas as import('islas').Islas).cart.add({ productId: 108 }));
      await page.locator(addButton(BASICA)).click();
      const results = await Promise.all([first, page.evaluate(() => (window.islas as import('islas').Islas).cart.add({ productId: 108, quantity: 2 }))]);
      expect(results).toEqual([true, true]);
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(4);
      const lines = (await serverCart(shopper)).items.map((item) => [item.product_id, item.quantity]);
      expect(lines.sort()).toEqual([[BASICA, 1], [VOLCAN, 3]].sort());
      expect(maxInFlight).toBe(1);

      // 19,95 + 3 × 21,50 = 84,45 €.
      await expect.poll(() => page.evaluate(() => (window.islas as import('islas').Islas).cart.get())).toMatchObject({ pending: 0, count: 4, subtotal: 84.45 });
      await expect.poll(() => bar(page, HEADER_BAR)).toEqual({ text: REACHED, now: '50' });
      const heard = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
      expect(heard).toHaveLength(3);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('hydrates an island registered after the start at once', async () => {
    await withShopper(async (shopper) => {
      const page = await openShop(shopper);
      const text = await page.evaluate(async () => {
        const islas = await (window.islas as import('islas').Islas).ready;
        const hook = document.createElement('div');
        hook.setAttribute('data-island', 'late-theme-island');
        hook.setAttribute('data-props', '{"greeting":"Hola"}');
        document.body.append(hook);
        const registered = islas.islands.register('late-theme-island', {
          load: () => Promise.resolve({ mount: (el, ctx) => ((el.textContent = String(ctx.props.greeting)), () => {}) }),
        });
        // A taken name is refused (with a console error).
        const again = islas.islands.register('mini-cart', { load: () => Promise.resolve({ mount: () => () => {} }) });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return [registered, again, hook.textContent, hook.getAttribute('data-island-state')];
      });
      expect(text).toEqual([true, false, 'Hola', 'hydrated']);
      expect(shopper.errors).toHaveLength(1);
      expect(shopper.errors[0]).toContain('islas.islands.register("mini-cart") refused');
    });
  });
});
