// Flatsome's layouts and markup as real shops print them (issue 11, reference/flatsome.md):
// vertical thumbnails beside the gallery, lazy images, the real quick-view answer with a
// variation form, and the review form's stars. Runs on both builds.
import { describe, expect, it } from 'vitest';
import { islasStarted, serverCart, useShoppers } from './browser';

const withShopper = useShoppers();

const VARIABLE = '/producto/sudadera-capucha-islas/';

describe('Flatsome layouts', () => {
  it('vertical thumbnails in their own column beside the gallery switch its picture', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url(`${VARIABLE}?islas-layout=vertical`));
      await islasStarted(page);
      const thumbs = page.locator('.col.vertical-thumbnails .product-thumbnails .col');
      expect(await thumbs.count()).toBeGreaterThan(1);
      // Not next to the gallery: in the column beside it.
      expect(await page.evaluate(() => document.querySelector('.woocommerce-product-gallery')!.nextElementSibling?.matches('.product-thumbnails') ?? false)).toBe(false);
      await thumbs.nth(1).locator('a').click();
      await expect.poll(() => thumbs.nth(1).getAttribute('class')).toContain('is-nav-selected');
      await expect.poll(() => page.evaluate(() => document.querySelector('.woocommerce-product-gallery__wrapper')!.scrollLeft)).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(VARIABLE);
      expect(errors).toEqual([]);
    });
  });

  it("loads Flatsome's lazy images as they near the viewport, not before", async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url('/tienda/?islas-lazy=1'));
      await islasStarted(page);
      const first = page.locator('.products img').first();
      await expect.poll(() => first.getAttribute('class')).toContain('lazy-load-active');
      expect(await first.getAttribute('src')).toBe(await first.getAttribute('data-src'));
      const last = page.locator('.products img').last();
      expect(await last.getAttribute('class')).toContain('lazy-load');
      expect(await last.getAttribute('class')).not.toContain('lazy-load-active');
      expect(await last.getAttribute('src')).toMatch(/^data:image\/svg/);
      await last.scrollIntoViewIfNeeded();
      await expect.poll(() => last.getAttribute('src')).toBe(await last.getAttribute('data-src'));
      expect(errors).toEqual([]);
    });
  });

  it("quick view on Flatsome's real answer: pictures, a variation form and add to cart inside it", async () => {
    await withShopper(async (shopper) => {
      const { page, url, errors } = shopper;
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      const link = page.locator('a.quick-view[data-prod="102"]').first();
      await link.hover();
      await link.click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await dialog.locator('.woocommerce-product-gallery').count()).toBe(0);
      expect(await dialog.locator('.product-gallery-slider .slide img').count()).toBeGreaterThan(0);
      await dialog.locator('select[name="attribute_pa_color"]').selectOption('negro');
      await dialog.locator('select[name="attribute_pa_talla"]').selectOption('s');
      await expect.poll(() => dialog.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('44,95');
      expect(await dialog.locator('.product-gallery-slider .slide img').first().getAttribute('src')).toContain('negro');
      await dialog.locator('.single_add_to_cart_button').click();
      await expect.poll(async () => (await serverCart(shopper)).items.map((item) => (item as { variation_id?: number }).variation_id), { timeout: 15_000 }).toEqual([1027]);
      expect(new URL(page.url()).pathname).toBe('/tienda/');
      expect(errors).toEqual([]);
    });
  });

  it('the review form gets star links; a review without a rating is stopped with the shop text, one with a rating posts', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.goto(url(`${VARIABLE}#reviews`));
      await islasStarted(page);
      await page.mouse.move(10, 10);
      const stars = page.locator('#review_form p.stars a');
      await expect.poll(() => stars.count()).toBe(5);
      expect(await page.getByRole('radio', { name: '4 de 5 estrellas' }).count()).toBe(1);
      expect(await page.locator('select#rating').isVisible()).toBe(false);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.fill('#comment', 'Muy cómoda y abriga mucho.');
      await page.fill('#author', 'Lucía');
      await page.fill('#email', 'lucia@example.com');
      await page.locator('#review_form #submit').click();
      await expect.poll(() => alerts).toEqual(['Por favor elige una puntuación']);
      expect(new URL(page.url()).pathname).toBe(VARIABLE);
      await stars.nth(3).click();
      expect(await page.locator('select#rating').inputValue()).toBe('4');
      expect(await stars.nth(3).getAttribute('class')).toContain('active');
      await Promise.all([page.waitForNavigation(), page.locator('#review_form #submit').click()]);
      expect(new URL(page.url()).hash).toBe('#reviews');
      expect(await page.locator('.woocommerce-message, .woocommerce-info').first().textContent()).toContain('pendiente de aprobación');
      expect(errors).toEqual([]);
    });
  });
});
