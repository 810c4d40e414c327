import { describe, expect, it } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { raiseQuantitiesToMin } from './quantity-min';

describe('quantity inputs raised to min', () => {
  it('raises values below min outside the cart table and leaves the cart table alone', () => {
    setBody(`
      <form class="cart"><input class="qty" id="product" type="number" min="2" value="1"></form>
      <input class="qty" id="ok" type="number" min="1" value="3">
      <input class="qty" id="nomin" type="number" value="0">
      <table class="shop_table cart"><tr><td class="product-quantity"><input class="qty" id="cart" type="number" min="1" value="0"></td></tr></table>`);
    raiseQuantitiesToMin();
    const value = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!.value;
    expect(value('product')).toBe('2');
    expect(value('ok')).toBe('3');
    expect(value('nomin')).toBe('0');
    expect(value('cart')).toBe('0');
  });
});
