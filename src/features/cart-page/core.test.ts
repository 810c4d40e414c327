import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../kernel/config';
import { setBody } from '../../../tests/unit/helpers/dom';
import { formBody, readCartPage, readCartParams, readCouponAnswer, readTotals, shippingMethodBody, unsavedEdits } from './core';

describe('cart page core', () => {
  it('reads wc_cart_params, warning once for a bad nonce and falling back to the shop wc-ajax address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const params = readCartParams({ wc_cart_params: { apply_coupon_nonce: 'a1', remove_coupon_nonce: { x: 1 }, wc_ajax_url: 'no endpoint' } }, defaultConfig());
    expect(params.applyNonce).toBe('a1');
    expect(params.removeNonce).toBe('');
    expect(params.shippingNonce).toBe('');
    expect(params.url('apply_coupon')).toBe(`${location.origin}/?wc-ajax=apply_coupon`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readCartParams({ wc_cart_params: { wc_ajax_url: '/tienda/?wc-ajax=%%endpoint%%' } }, defaultConfig()).url('x')).toBe('/tienda/?wc-ajax=x');
  });

  it('serializes a form as jQuery does: no buttons, no unchecked boxes, no disabled fields, plus the extra fields', () => {
    setBody(`<form><input name="cart[a][qty]" value="2"><input type="hidden" name="n" value="1">
      <input type="checkbox" name="off" value="1"><input name="gone" value="x" disabled>
      <button name="update_cart" value="Actualizar">Actualizar</button></form>`);
    const body = formBody(document.querySelector('form')!, { update_cart: 'Update Cart' });
    expect(body.toString()).toBe('cart%5Ba%5D%5Bqty%5D=2&n=1&update_cart=Update+Cart');
  });

  it("sends the chosen rate of each package (data-index, else the name's index) and leaves the checkout's alone", () => {
    setBody(`<ul><li><input type="radio" name="shipping_method[0]" data-index="0" value="flat_rate:1"></li>
      <li><input type="radio" name="shipping_method[0]" data-index="0" value="local_pickup:3" checked></li></ul>
      <input type="hidden" name="shipping_method[1]" value="free_shipping:2">
      <form class="checkout"><input type="radio" name="shipping_method[0]" data-index="0" value="flat_rate:1" checked></form>`);
    expect(Object.fromEntries(shippingMethodBody(document, 's'))).toEqual({
      security: 's',
      'shipping_method[0]': 'local_pickup:3',
      'shipping_method[1]': 'free_shipping:2',
    });
  });

  it('reads a cart page: its form, totals and the notices outside them, each text once', () => {
    const answer = readCartPage(`<div class="woocommerce-notices-wrapper"><div class="woocommerce-message">Carrito actualizado.</div></div>
      <div class="woocommerce-message">Carrito actualizado.</div>
      <form class="woocommerce-cart-form"><div class="woocommerce-info">dentro</div></form><div class="cart_totals">T</div>`);
    expect(answer.form).not.toBeNull();
    expect(answer.totals!.textContent).toBe('T');
    expect(answer.empty).toBeNull();
    expect(answer.notices.map((notice) => notice.textContent)).toEqual(['Carrito actualizado.']);
  });

  it('reads an emptied cart page as its .woocommerce block, and refuses a page without a cart', () => {
    const answer = readCartPage('<div class="woocommerce" id="b"><div class="wc-empty-cart-message">Vacío</div></div>');
    expect(answer.form).toBeNull();
    expect(answer.empty!.id).toBe('b');
    expect(() => readCartPage('<p>Mantenimiento</p>')).toThrow(/not the markup/);
    expect(() => readTotals('')).toThrow(/not the markup/);
    expect(readTotals('\n<div class="cart_totals calculated_shipping">x</div>').className).toContain('calculated_shipping');
  });

  it("reads a coupon answer's notice and whether it refused the code", () => {
    expect(readCouponAnswer('\n<ul class="woocommerce-error" role="alert"><li>¡El cupón «x» no existe!</li></ul>').error).toBe('¡El cupón «x» no existe!');
    expect(readCouponAnswer('<div class="woocommerce-message" role="alert">El cupón ha sido eliminado.</div>').error).toBeUndefined();
    expect(() => readCouponAnswer('-1')).toThrow();
  });

  it("lists the fields changed since the server printed them, or since what a quantity update sent", () => {
    setBody('<form><input type="number" name="cart[a][qty]" value="1"><input type="number" name="cart[b][qty]" value="2"><input type="text" name="coupon_code" value=""></form>');
    const [a, b] = document.querySelectorAll('input');
    a!.value = '3';
    expect(unsavedEdits(document)).toEqual([['cart[a][qty]', '3']]);
    b!.value = '5';
    expect(unsavedEdits(document, new URLSearchParams({ 'cart[a][qty]': '3', 'cart[b][qty]': '4', coupon_code: '' }))).toEqual([['cart[b][qty]', '5']]);
  });
});
