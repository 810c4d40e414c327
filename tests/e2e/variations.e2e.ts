// The variation form as WooCommerce does it (issue 11, reference §4), on the stub's real
// product pages, as a shopper meets it. Runs on both builds.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, serverCart, useShoppers } from './browser';

const withShopper = useShoppers();

const ADD = 'form.variations_form .single_add_to_cart_button';
const price = (page: Page) => page.locator('.single_variation .woocommerce-variation-price').textContent();

/** The shopper starts acting on the page (what loads at the first input is then there). */
async function act(page: Page): Promise<void> {
  await islasStarted(page);
  await page.mouse.move(5, 5);
  await page.mouse.move(20, 20);
}

describe('variation form', () => {
  it('shows the default variation, its price, stock and an enabled button at load, with no input', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/producto/camiseta-tenida-prenda/'));
      await islasStarted(page);
      await expect.poll(() => page.locator(ADD).getAttribute('class')).not.toContain('disabled');
      expect(await price(page)).toContain('22,95');
      expect(await page.locator('.single_variation .woocommerce-variation-availability').textContent()).toMatch(/12/);
      expect(await page.locator('.single_variation .woocommerce-variation-description').textContent()).toContain('añil');
      expect(await page.locator('input.variation_id').inputValue()).toBe('1295');
      expect(await page.locator('.product_meta .sku').textContent()).toBe('CAM-010-AZU-M');
      expect(await page.locator('.reset_variations').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
      expect(errors).toEqual([]);
    });
  });

  it('sets the SKU, weight and dimensions of the variation and restores them on reset; the reset link shows only while something is chosen', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/producto/sudadera-capucha-islas/'));
      const reset = page.locator('.reset_variations');
      // Before any input too, as WooCommerce prints it (no inline style): nothing is chosen yet.
      expect(await reset.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      await act(page);
      expect(await reset.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      const sku = page.locator('.product_meta .sku');
      const weight = page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value');
      const dimensions = page.locator('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value');
      const original = { sku: await sku.textContent(), weight: await weight.textContent(), dimensions: await dimensions.textContent() };
      await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
      await expect.poll(() => reset.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
      await page.selectOption('select[name="attribute_pa_talla"]', 'l');
      await expect.poll(() => sku.textContent()).toBe('SUD-001-ROJ-L');
      expect(await weight.textContent()).toContain('0,72');
      expect(await dimensions.textContent()).toMatch(/32 × 26 × 9/);
      await reset.click();
      await expect.poll(() => sku.textContent()).toBe(original.sku);
      expect(await weight.textContent()).toBe(original.weight);
      expect(await dimensions.textContent()).toBe(original.dimensions);
      expect(await reset.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      expect(await page.locator(ADD).getAttribute('class')).toContain('wc-variation-selection-needed');
      expect(errors).toEqual([]);
    });
  });

  it('applies min_qty / max_qty and clamps the typed quantity; sold individually hides it and adds one', async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url('/producto/chapas-esmaltadas-islas/'));
      await act(page);
      const qty = page.locator('form.variations_form input.qty');
      await qty.fill('1');
      await page.selectOption('select[name="attribute_pa_presentacion"]', 'suelta');
      await expect.poll(() => qty.getAttribute('min')).toBe('2');
      expect(await qty.getAttribute('max')).toBe('10');
      expect(await qty.inputValue()).toBe('2');
      await qty.fill('50');
      await page.selectOption('select[name="attribute_pa_presentacion"]', 'coleccion');
      await expect.poll(() => qty.getAttribute('max')).toBe('3');
      expect(await qty.inputValue()).toBe('3');
      await qty.fill('3');
      await page.selectOption('select[name="attribute_pa_presentacion"]', 'caja-regalo');
      await expect.poll(() => qty.isVisible()).toBe(false);
      expect(await qty.inputValue()).toBe('1');
      // WooCommerce 9.8.1+ enables the button 300 ms after the match, as the shopper sees.
      await expect.poll(() => page.locator(ADD).getAttribute('class')).not.toContain('disabled');
      await Promise.all([page.waitForNavigation(), page.locator(ADD).click()]);
      const cart = await serverCart(shopper);
      expect(cart.items.map((item) => item.quantity)).toEqual([1]);
      expect(errors).toEqual([]);
    });
  });

  it('matches "any" values, and drops or disables options that cannot combine', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/producto/camiseta-estampada-faro/'));
      await act(page);
      await page.selectOption('select[name="attribute_pa_talla"]', 'l');
      await page.selectOption('select[name="attribute_pa_color"]', 'azul');
      await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('1304');
      expect(await price(page)).toContain('23,00');
      await page.selectOption('select[name="attribute_pa_color"]', 'negro');
      await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('1303');

      await page.goto(url('/producto/zapatillas-lona-colores/'));
      await act(page);
      await page.selectOption('select[name="attribute_pa_color"]', 'negro');
      const sizes = () =>
        page.locator('select[name="attribute_pa_talla"] option').evaluateAll((options) =>
          (options as HTMLOptionElement[]).filter((o) => o.value && !o.disabled).map((o) => o.value),
        );
      await expect.poll(sizes).toEqual(['43-46']);
      await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
      await expect.poll(sizes).toEqual(['35-38', '39-42']);
      await page.selectOption('select[name="attribute_pa_color"]', 'azul');
      await page.selectOption('select[name="attribute_pa_talla"]', '43-46');
      await expect.poll(() => page.locator(ADD).getAttribute('class')).toContain('wc-variation-is-unavailable');
      expect(errors).toEqual([]);
    });
  });

  it('asks ?wc-ajax=get_variation when the page printed more than 30 variations', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/producto/calcetines-tecnicos-montana/'));
      expect(await page.locator('form.variations_form').getAttribute('data-product_variations')).toBe('false');
      await act(page);
      // Started, and past its first check (100 ms after it starts, as WooCommerce's).
      await page.waitForFunction(() => document.documentElement.dataset.islasEnhanced?.includes('product-form'));
      await page.waitForTimeout(150);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=get_variation')) asked.push(request.postData() ?? '');
      });
      await page.selectOption('select[name="attribute_pa_color"]', 'azul');
      await page.selectOption('select[name="attribute_pa_talla"]', 'm');
      await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('13209');
      expect(await price(page)).toContain('12,95');
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain('product_id=132');
      await page.selectOption('select[name="attribute_pa_color"]', 'gris');
      await page.selectOption('select[name="attribute_pa_talla"]', 'xxl');
      await expect.poll(() => page.locator('.wc-no-matching-variations').count()).toBe(1);
      expect(await page.locator(ADD).getAttribute('class')).toContain('disabled');
      expect(errors).toEqual([]);
    });
  });
});
