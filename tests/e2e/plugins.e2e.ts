// islas beside the jQuery plugins shops run (issue 11): the fixture plugins in
// fixtures/plugins/ (project-written stand-ins for swatches, quick buy, analytics and a
// popup that injects a variation form) talk to WooCommerce only through its jQuery
// contract (reference/woocommerce-scripts.md), which islas keeps wherever jQuery is.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, MINI_CART_LINES, islasStarted, serverCart, useShoppers } from './browser';

const withShopper = useShoppers();

const VARIABLE = '/producto/sudadera-capucha-islas/';
const ZOO = '?islas-plugins=zoo';

interface Heard {
  type: string;
  args?: string[];
  fragments?: string[];
  productId?: string | null;
  variationId?: number | null;
  purchasable?: boolean;
}

const heard = (page: Page): Promise<Heard[]> => page.evaluate(() => (window as unknown as { zooAnalytics: Heard[] }).zooAnalytics ?? []);
const heardTypes = async (page: Page, type: string): Promise<Heard[]> => (await heard(page)).filter((event) => event.type === type);

/** Requests whose URL contains `part`, from now on. */
function countRequests(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

describe('plugins that talk jQuery to WooCommerce', () => {
  it('a swatches plugin picks with $(select).val().trigger("change"): the variation, its price and SKU show, and it adds', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url(VARIABLE + ZOO));
      await islasStarted(page);
      await page.locator('.zoo-swatch[data-value="rojo"]').click();
      await page.locator('.zoo-swatch[data-value="s"]').click();
      const add = page.locator('form.variations_form .single_add_to_cart_button');
      await expect.poll(() => add.getAttribute('class')).not.toContain('disabled');
      expect(await page.locator('form.variations_form select[name="attribute_pa_color"]').isVisible()).toBe(false);
      expect(await page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('39,95');
      expect(await page.locator('input.variation_id').inputValue()).toBe('1021');
      expect(await page.locator('.product_meta .sku').textContent()).toBe('SUD-001-ROJ-S');
      await expect.poll(async () => (await heardTypes(page, 'found_variation')).map((event) => event.variationId)).toContain(1021);
      const shown = await heardTypes(page, 'show_variation');
      expect(shown.at(-1)).toMatchObject({ variationId: 1021, purchasable: true });

      await page.locator('.zoo-swatch[data-value="azul"]').click();
      await page.locator('.zoo-swatch[data-value="m"]').click();
      await expect.poll(() => add.getAttribute('class')).toContain('wc-variation-is-unavailable');
      await page.locator('.zoo-swatch[data-value="rojo"]').click();
      await page.locator('.zoo-swatch[data-value="s"]').click();
      await expect.poll(() => add.getAttribute('class')).not.toContain('disabled');
      await Promise.all([page.waitForNavigation(), add.click()]);
      const cart = await serverCart(shopper);
      expect(cart.items.map((item) => (item as { variation_id?: number }).variation_id)).toEqual([1021]);
      expect(errors).toEqual([]);
    });
  });

  it('a quick-buy plugin posts add_to_cart itself: its added_to_cart fragments reach the header cart, once', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url('/tienda/' + ZOO));
      await islasStarted(page);
      await page.locator('.zoo-quick-buy').first().click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(1);
      expect((await serverCart(shopper)).count).toBe(1);
      expect(await heardTypes(page, 'added_to_cart')).toHaveLength(1);
      expect(await heardTypes(page, 'wc_fragments_loaded')).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });

  it("an analytics plugin hears islas's own adds with WooCommerce's arguments, in WooCommerce's order", async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/tienda/' + ZOO));
      await islasStarted(page);
      const button = page.locator(AJAX_ADD_BUTTONS).first();
      const productId = await button.getAttribute('data-product_id');
      await button.click();
      await expect.poll(async () => (await heard(page)).map((event) => event.type)).toEqual([
        'adding_to_cart',
        'added_to_cart',
        'wc_fragments_loaded',
        'wc_cart_button_updated',
      ]);
      const [adding, added, , updated] = await heard(page);
      expect(adding!.args).toEqual(['jquery:1', 'object', 'undefined']);
      expect(adding!.productId).toBe(productId);
      expect(added!.args).toEqual(['object', 'string', 'jquery:1']);
      expect(added!.fragments).toContain('div.widget_shopping_cart_content');
      expect(added!.productId).toBe(productId);
      expect(updated!.args).toEqual(['jquery:1', 'undefined', 'undefined']);
      expect(errors).toEqual([]);
    });
  });

  it('a popup injects a variation form and calls wc_variation_form() twice: it works, bound once', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/tienda/' + ZOO));
      await islasStarted(page);
      await page.locator('.zoo-popup-open').first().click();
      const form = page.locator('.zoo-popup form.variations_form');
      await form.waitFor();
      // The swatches plugin takes over the injected form too, once it is initialised.
      await form.locator('.zoo-swatch[data-value="rojo"]').click();
      await form.locator('.zoo-swatch[data-value="m"]').click();
      await expect.poll(() => form.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('39,95');
      expect(await form.locator('.single_add_to_cart_button').getAttribute('class')).not.toContain('disabled');
      expect((await heardTypes(page, 'found_variation')).map((event) => event.variationId)).toEqual([1022]);
      expect(errors).toEqual([]);
    });
  });

  it('should_send_ajax_request.adding_to_cart returning false stops the add, and ajax_request_not_sent tells why', async () => {
    await withShopper(async (shopper) => {
      const { page, url } = shopper;
      await page.goto(url('/tienda/' + ZOO));
      await islasStarted(page);
      await page.evaluate(() => {
        const $ = (window as unknown as { jQuery: (el: unknown) => { on(name: string, fn: () => boolean): void } }).jQuery;
        $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
      });
      const adds = countRequests(page, 'wc-ajax=add_to_cart');
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(async () => (await heard(page)).map((event) => event.type)).toEqual(['ajax_request_not_sent']);
      expect(adds()).toBe(0);
      expect((await serverCart(shopper)).count).toBe(0);
    });
  });

  it('a plugin that triggers wc_fragment_refresh gets the fragments refreshed', async () => {
    await withShopper(async ({ page, url }) => {
      await page.goto(url('/tienda/' + ZOO));
      await islasStarted(page);
      const refreshes = countRequests(page, 'wc-ajax=get_refreshed_fragments');
      await page.evaluate(() => {
        const $ = (window as unknown as { jQuery: (el: unknown) => { trigger(name: string): void } }).jQuery;
        $(document.body).trigger('wc_fragment_refresh');
      });
      await expect.poll(refreshes).toBe(1);
      await expect.poll(async () => (await heardTypes(page, 'wc_fragments_refreshed')).length).toBe(1);
    });
  });

  it('a plugin that depends on the stock variation script keeps it, and islas leaves the variation form to it', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url(VARIABLE + '?islas-plugins=needs-stock-variation'));
      await islasStarted(page);
      const state = await page.evaluate(() => ({
        ran: (window as unknown as { islasStubStock?: string[] }).islasStubStock ?? [],
        kept: (window as unknown as { islas_params?: { kept_scripts: string[] } }).islas_params?.kept_scripts ?? [],
      }));
      expect(state.ran).toEqual(expect.arrayContaining(['wc-add-to-cart-variation', 'plugin:needs-stock-variation']));
      expect(state.kept).toContain('wc-add-to-cart-variation');
      await page.evaluate(() => {
        (window as unknown as { islasFound: number }).islasFound = 0;
        document.addEventListener('islas:found_variation', () => (window as unknown as { islasFound: number }).islasFound++);
      });
      await page.mouse.move(10, 10);
      await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
      await page.selectOption('select[name="attribute_pa_talla"]', 's');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { islasFound: number }).islasFound)).toBe(0);
      expect(await page.locator('input.variation_id').inputValue()).toBe('0');
      expect(errors).toEqual([]);
    });
  });
});

// WooCommerce 10.3 renamed its libraries; on 11.0 (?islas-wc=11) the old names are file-less
// aliases of the wc- names (reference woocommerce-11.md §2).
describe('WooCommerce 11.0’s renamed handles beside islas', () => {
  const PHONE = { width: 390, height: 844 };
  for (const [plugin, name] of [
    ['needs-old-blockui', 'the old name jquery-blockui (an alias)'],
    ['needs-new-blockui', 'the new name wc-jquery-blockui'],
  ] as const) {
    for (const phone of [false, true]) {
      it(`a plugin on ${name} gets blockUI's file before it; no other replaced file prints, and islas runs the product page${phone ? ' (phone)' : ''}`, async () => {
        await withShopper(async ({ page, url, errors }) => {
          if (phone) await page.setViewportSize(PHONE);
          const stock: string[] = [];
          page.on('request', (request) => {
            if (request.url().includes('/fixtures/stock/')) stock.push(new URL(request.url()).pathname.split('/').pop()!);
          });
          await page.goto(url(`${VARIABLE}?islas-wc=11&islas-plugins=${plugin}`));
          await islasStarted(page);
          const state = await page.evaluate(() => ({
            ran: (window as unknown as { islasStubStock?: string[] }).islasStubStock ?? [],
            kept: (window as unknown as { islas_params?: { kept_scripts: string[] } }).islas_params?.kept_scripts ?? [],
            ids: [...document.querySelectorAll('script[src][id]')].map((script) => script.id),
          }));
          // The plugin ran after the file its dependency stands for (the stand-in records itself).
          expect(state.ran).toEqual(['jquery-blockui', `plugin:${plugin}:after-blockui`]);
          expect(stock).toEqual(['jquery-blockui.js']);
          expect(state.ids).toContain('wc-jquery-blockui-js');
          expect(state.kept).toEqual(['jquery-blockui', 'wc-jquery-blockui']);
          // islas's variation form, not WooCommerce's (which no one kept).
          await page.mouse.move(10, 10);
          await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
          await page.selectOption('select[name="attribute_pa_talla"]', 's');
          await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('1021');
          expect(errors).toEqual([]);
        });
      });
    }
  }

  it('without such a plugin no stock file loads on 11.0’s graph, by either name', async () => {
    await withShopper(async ({ page, url, errors }) => {
      const stock: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/fixtures/stock/')) stock.push(request.url());
      });
      for (const path of [VARIABLE, '/producto/camiseta-basica-algodon-organico/', '/tienda/']) {
        await page.goto(url(`${path}?islas-wc=11&islas-plugins=`));
        await islasStarted(page);
        expect(await page.evaluate(() => (window as unknown as { islas_params?: { kept_scripts: string[] } }).islas_params?.kept_scripts)).toEqual([]);
      }
      expect(stock).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});

describe('pages without jQuery', () => {
  it('load no byte of the jQuery bridge, and the same events are native islas:<name> CustomEvents', async () => {
    await withShopper(async ({ page, url, errors }) => {
      const bridge = countRequests(page, '/chunks/jquery-compat-');
      await page.goto(url(VARIABLE));
      await islasStarted(page);
      expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined');
      await page.evaluate(() => {
        const seen: unknown[] = [];
        (window as unknown as { seen: unknown[] }).seen = seen;
        for (const name of ['found_variation', 'show_variation', 'woocommerce_variation_has_changed']) {
          document.addEventListener(`islas:${name}`, (event) => {
            const [variation] = (event as CustomEvent<[{ variation_id?: number }]>).detail;
            seen.push([name, variation?.variation_id ?? null]);
          });
        }
      });
      await page.mouse.move(10, 10);
      await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
      await page.selectOption('select[name="attribute_pa_talla"]', 's');
      await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual(
        expect.arrayContaining([
          ['found_variation', 1021],
          ['show_variation', 1021],
        ]),
      );
      expect(bridge()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('the stock cart page beside islas', () => {
  it("a plugin on wc-cart keeps WooCommerce's cart scripts, islas's cart page steps aside, and their updated_wc_div refreshes islas's header cart", async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(1);
      await page.goto(url('/carrito/?islas-plugins=needs-stock-cart'));
      await islasStarted(page);
      const ran = await page.evaluate(() => (window as unknown as { islasStubStock?: string[] }).islasStubStock ?? []);
      expect(ran).toEqual(expect.arrayContaining(['woocommerce', 'wc-cart', 'plugin:needs-stock-cart']));
      // The shopper acts (islas's cart page would load now), but the stock script owns the page.
      await page.mouse.move(10, 10);
      await page.waitForTimeout(300);
      expect(await page.getAttribute('html', 'data-islas-enhanced')).not.toMatch(/\bcart-page\b/);
      const refreshes = countRequests(page, 'wc-ajax=get_refreshed_fragments');
      await page.evaluate(() => {
        const $ = (window as unknown as { jQuery: (el: unknown) => { trigger(name: string): void } }).jQuery;
        $(document.body).trigger('updated_wc_div');
      });
      await expect.poll(refreshes).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
