import { describe, expect, it } from 'vitest';
import { parseAmount, readMiniCart } from './cart-summary';

const parse = (html: string): DocumentFragment => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/** WooCommerce's money markup, as wc_price() prints it in es_ES. */
const price = (text: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi>${text}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;
const line = (quantity: string, each: string) =>
  `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/p/">Camiseta</a><div class="quantity buttons_added"><input class="qty" value="${quantity}"></div><span class="quantity">${quantity} &times; ${price(each)}</span></li>`;

describe('parseAmount', () => {
  it.each([
    ['12,30 €', 12.3],
    ['1.234,56\u00a0€', 1234.56],
    ['1,234.56 $', 1234.56],
    ['1.234 €', 1234],
    ['50', 50],
    ['0,5', 0.5],
    ['2 ', 2],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('is null without digits', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('€')).toBeNull();
  });
});

describe('readMiniCart', () => {
  it('adds up the lines’ quantities and reads the subtotal', () => {
    const html = `<ul class="woocommerce-mini-cart">${line('2', '19,95')}${line('1,5', '4,00')}</ul><p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${price('1.045,90')}</p>`;
    expect(readMiniCart(parse(html))).toEqual({ count: 3.5, subtotal: 1045.9 });
  });

  it('knows an empty mini cart is zero', () => {
    expect(readMiniCart(parse('<p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p>'))).toEqual({ count: 0, subtotal: 0 });
  });

  it('is unknown without a mini cart, or lines without a subtotal', () => {
    expect(readMiniCart(null)).toEqual({ count: null, subtotal: null });
    expect(readMiniCart(parse('<p>otra cosa</p>'))).toEqual({ count: null, subtotal: null });
    expect(readMiniCart(parse(`<ul>${line('1', '9,50')}</ul>`))).toEqual({ count: 1, subtotal: null });
  });
});
