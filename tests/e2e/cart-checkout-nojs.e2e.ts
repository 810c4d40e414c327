// The cart page and checkout with JavaScript off (issue 12, point 5): every flow islas
// enhances is a plain form post or link that works alone, so a shopper whose JavaScript
// fails (or never loads) still applies coupons, undoes a removal and checks out, and a
// checkout the server refuses comes back with the errors and everything typed.
import { describe, expect, it } from 'vitest';
import { serverCart, useShoppers } from './browser';

const withShopper = useShoppers();
const noJs = { javaScriptEnabled: false };

describe('cart page without JavaScript', () => {
  it('applies a coupon from the sidebar form, removes it with its link, and undoes a removed line', async () => {
    await withShopper(async (shopper) => {
      const { page, url } = shopper;
      await page.goto(url('/tienda/?add-to-cart=101'));
      await page.goto(url('/tienda/?add-to-cart=106'));
      await page.goto(url('/carrito/'));

      await page.fill('#coupon_code', 'noexiste');
      await Promise.all([page.waitForLoadState(), page.click('button[name="apply_coupon"]')]);
      expect(await page.locator('.woocommerce-error').textContent()).toContain('«noexiste» no existe');

      await page.fill('#coupon_code', 'descuento10');
      await Promise.all([page.waitForLoadState(), page.click('button[name="apply_coupon"]')]);
      expect(await page.locator('.woocommerce-message').first().textContent()).toContain('El código de cupón se ha aplicado correctamente.');
      expect(await page.locator('.cart_totals tr.cart-discount.coupon-descuento10').count()).toBe(1);

      await Promise.all([page.waitForLoadState(), page.click('.cart_totals a.woocommerce-remove-coupon[data-coupon="descuento10"]')]);
      expect(await page.locator('.woocommerce-message').first().textContent()).toContain('El cupón ha sido eliminado.');
      expect(await page.locator('.cart_totals tr.cart-discount').count()).toBe(0);

      // WooCommerce sends the remove link back where it came from, with removed_item=1.
      await Promise.all([page.waitForURL(/[?&]removed_item=1$/), page.locator('form.woocommerce-cart-form a.remove').first().click()]);
      expect((await serverCart(shopper)).items).toHaveLength(1);
      await Promise.all([page.waitForURL(/\/carrito\/$/), page.click('a.restore-item')]);
      expect((await serverCart(shopper)).items).toHaveLength(2);
    }, noJs);
  });
});

describe('checkout without JavaScript', () => {
  it('shows the refused fields at the top, keeps what was typed, then places the order', async () => {
    await withShopper(async (shopper) => {
      const { page, url } = shopper;
      await page.goto(url('/tienda/?add-to-cart=101'));
      await page.goto(url('/finalizar-compra/'));
      await page.fill('#billing_first_name', 'Ana');
      // (An email the browser itself refuses would never be sent: the form has no novalidate.)
      await page.fill('#billing_email', 'ana@example.com');
      await page.fill('#order_comments', 'Dejar en portería');
      await Promise.all([page.waitForLoadState(), page.click('#place_order')]);

      const errors = page.locator('ul.woocommerce-error');
      expect(await errors.locator('li[data-id="billing_last_name"]').textContent()).toContain('Apellidos');
      expect(await errors.textContent()).toContain('términos y condiciones');
      expect(await page.inputValue('#billing_first_name')).toBe('Ana');
      expect(await page.inputValue('#billing_email')).toBe('ana@example.com');
      expect(await page.inputValue('#order_comments')).toBe('Dejar en portería');
      expect((await serverCart(shopper)).items).toHaveLength(1);

      const fields: Record<string, string> = {
        billing_last_name: 'García',
        billing_address_1: 'Calle Mayor 1',
        billing_postcode: '28013',
        billing_city: 'Madrid',
        billing_phone: '612345678',
      };
      for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
      await page.check('#payment_method_bacs');
      await page.check('#terms');
      await Promise.all([page.waitForURL(/\/finalizar-compra\/order-received\/\d+\/\?key=wc_order_\w+$/), page.click('#place_order')]);
      expect(await page.locator('.woocommerce-thankyou-order-received').textContent()).toContain('Tu pedido ha sido recibido');
      expect((await serverCart(shopper)).items).toHaveLength(0);
    }, noJs);
  });
});
