// Quick view on a variable product adds exactly the variation chosen in it (issue 30).
// WooCommerce's ?wc-ajax=add_to_cart reads product_id and quantity only: the parent's id puts
// the parent itself in the cart at its own price, whatever variation_id says (a real Flatsome
// 3.20 + WooCommerce 9.4 shop did so with islas), and a variation with an "any" attribute can
// only be added by posting the form. Each case runs on a desktop and a phone, on a page
// without jQuery and on one with jQuery and its plugins (?islas-plugins=zoo), on both builds.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

// Flatsome hides the product boxes' quick-view link below 550 px (`hide-for-small`, on the
// real shop too): a phone shows it held sideways.
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone held sideways', { width: 844, height: 390 }],
] as const;
const PAGES = [
  ['without jQuery', ''],
  ['with jQuery and its plugins', '?islas-plugins=zoo'],
] as const;

/** Opens the quick view of product `id` from /tienda/ as a shopper does: pointing at its box, then its link. */
/** The shop at `viewport`, with jQuery where `query` brings plugins; returns the add_to_cart bodies it will send. */
async function openShop(shopper: Shopper, viewport: { width: number; height: number }, query: string): Promise<string[]> {
  const { page } = shopper;
  await page.setViewportSize(viewport);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.postData() ?? '');
  });
  await page.goto(shopper.url(`/tienda/${query}`));
  await islasStarted(page);
  expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe(query ? 'function' : 'undefined');
  return adds;
}

async function openQuickView(page: Page, id: number): Promise<Locator> {
  const box = page.locator('.products .product-small').filter({ has: page.locator(`a.quick-view[data-prod="${id}"]`) }).first();
  await box.hover();
  await box.locator('a.quick-view').click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  return dialog;
}

/**
 * Picks `value` for the attribute `name` as the shopper would: in the select, or, where the
 * swatches plugin of ?islas-plugins=zoo has hidden the selects, on its swatch.
 */
async function choose(dialog: Locator, name: string, value: string, swatches: boolean): Promise<void> {
  if (swatches) await dialog.locator(`select[name="${name}"] + .zoo-swatches .zoo-swatch[data-value="${value}"]`).click();
  else await dialog.locator(`select[name="${name}"]`).selectOption(value);
}

/** The cart page's lines as the server prints them: name and unit price. */
async function cartLines(shopper: Shopper): Promise<{ name: string; price: string }[]> {
  const { page } = shopper;
  await page.goto(shopper.url('/carrito/'));
  return page.locator('tr.cart_item').evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector('.product-name')?.textContent?.trim() ?? '',
      price: row.querySelector('.product-price')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    })),
  );
}

describe('quick view on a variable product', () => {
  for (const [device, viewport] of VIEWPORTS) {
    for (const [kind, query] of PAGES) {
      it(`adds the chosen variation (azul/S), not the parent, at its price: ${device}, ${kind}`, async () => {
        await withShopper(async (shopper) => {
          const { page, errors } = shopper;
          const adds = await openShop(shopper, viewport, query);
          const dialog = await openQuickView(page, 102);
          await choose(dialog, 'attribute_pa_color', 'azul', Boolean(query));
          await choose(dialog, 'attribute_pa_talla', 's', Boolean(query));
          await expect.poll(() => dialog.locator('input.variation_id').inputValue()).toBe('1024');
          // WooCommerce 9.8.1+ enables the button 300 ms after the match, as the shopper sees.
          await expect.poll(() => dialog.locator('.single_add_to_cart_button').getAttribute('class')).not.toContain('disabled');
          await dialog.locator('.single_add_to_cart_button').click();
          await expect
            .poll(async () => (await serverCart(shopper)).items.map(({ product_id, quantity, ...rest }) => [product_id, (rest as { variation_id?: number }).variation_id, quantity]), { timeout: 15_000 })
            .toEqual([[102, 1024, 1]]);
          // An AJAX add, the shopper still on the shop, and it named the variation itself.
          expect(new URL(page.url()).pathname).toBe('/tienda/');
          expect(adds).toHaveLength(1);
          expect(new URLSearchParams(adds[0]).get('product_id')).toBe('1024');
          expect(errors).toEqual([]);
          expect(await cartLines(shopper)).toEqual([{ name: 'Sudadera con capucha Islas - Azul, S', price: '42,95 €' }]);
        });
      });

      it(`posts the form for a variation with an "any" attribute, which the AJAX add cannot take: ${device}, ${kind}`, async () => {
        await withShopper(async (shopper) => {
          const { page, errors } = shopper;
          const adds = await openShop(shopper, viewport, query);
          // "Camiseta estampada Faro" (130) is hidden from listings; its S variation takes any
          // colour. The first product box's quick view shows it.
          await page.locator('.products a.quick-view[data-prod]').first().evaluate((link) => link.setAttribute('data-prod', '130'));
          const dialog = await openQuickView(page, 130);
          await choose(dialog, 'attribute_pa_color', 'rojo', Boolean(query));
          await choose(dialog, 'attribute_pa_talla', 's', Boolean(query));
          await expect.poll(() => dialog.locator('input.variation_id').inputValue()).toBe('1301');
          // WooCommerce 9.8.1+ enables the button 300 ms after the match, as the shopper sees.
          await expect.poll(() => dialog.locator('.single_add_to_cart_button').getAttribute('class')).not.toContain('disabled');
          await Promise.all([page.waitForNavigation(), dialog.locator('.single_add_to_cart_button').click()]);
          expect(adds).toEqual([]);
          const cart = await serverCart(shopper);
          expect(cart.items.map(({ product_id, quantity, name, ...rest }) => [product_id, (rest as { variation_id?: number }).variation_id, quantity, name])).toEqual([
            [130, 1301, 1, 'Camiseta estampada Faro - Rojo, S'],
          ]);
          expect(await page.locator('.woocommerce-message').first().textContent()).toContain('se ha añadido a tu carrito');
          expect(errors).toEqual([]);
          expect(await cartLines(shopper)).toEqual([{ name: 'Camiseta estampada Faro - Rojo, S', price: '21,00 €' }]);
        });
      });
    }
  }
});

// The stub's ?wc-ajax=add_to_cart, as WooCommerce 9.4.2's WC_AJAX::add_to_cart answers (read
// in its source, and seen on the real shop): only product_id and quantity count.
describe('the AJAX add as WooCommerce answers it', () => {
  const add = async (shopper: Shopper, form: Record<string, string>) => {
    const answer = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form });
    const json = (await answer.json()) as { error?: boolean; product_url?: string; fragments?: object };
    const cart = await serverCart(shopper);
    return { json, lines: cart.items.map(({ product_id, quantity, ...rest }) => [product_id, (rest as { variation_id?: number }).variation_id, quantity]) };
  };

  it("a variable parent's id adds the parent itself, whatever variation_id and the attributes say", async () => {
    await withShopper(async (shopper) => {
      const { json, lines } = await add(shopper, { product_id: '102', variation_id: '1024', attribute_pa_color: 'azul', attribute_pa_talla: 's', quantity: '1' });
      expect(json.fragments).toBeTruthy();
      expect(lines).toEqual([[102, 0, 1]]);
      expect(await cartLines(shopper)).toEqual([{ name: 'Sudadera con capucha Islas', price: '39,95 €' }]);
    });
  });

  it("a variation's id adds that variation, with its own attributes, not the posted ones", async () => {
    await withShopper(async (shopper) => {
      const { json, lines } = await add(shopper, { product_id: '1024', attribute_pa_color: 'rojo', attribute_pa_talla: 'l', quantity: '2' });
      expect(json.fragments).toBeTruthy();
      expect(lines).toEqual([[102, 1024, 2]]);
      expect(await cartLines(shopper)).toEqual([{ name: 'Sudadera con capucha Islas - Azul, S', price: '42,95 €' }]);
    });
  });

  it('a variation with an "any" attribute is refused whatever is posted for it: the error answer with the parent\'s page', async () => {
    await withShopper(async (shopper) => {
      const { json, lines } = await add(shopper, { product_id: '1301', variation_id: '1301', attribute_pa_color: 'rojo', attribute_pa_talla: 's' });
      expect(json).toEqual({ error: true, product_url: shopper.url('/producto/camiseta-estampada-faro/') });
      expect(lines).toEqual([]);
      // The reason waits, as a notice, on the page WooCommerce sends the shopper to.
      await shopper.page.goto(shopper.url('/producto/camiseta-estampada-faro/'));
      expect(await shopper.page.locator('.woocommerce-error').first().textContent()).toContain('Color es un campo obligatorio');
    });
  });
});
