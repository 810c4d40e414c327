import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { cartAnswer, fakeNetwork } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhanceMiniCartQuantity, lineKey } from './mini-cart-quantity';

describe('mini cart line quantity', () => {
  let cleanup: (() => void)[] = [];
  beforeEach(() =>
    setBody(`<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">
      <a class="remove_from_cart_button" data-cart_item_key="abc" href="#">×</a>
      <div class="quantity"><input type="number" class="input-text qty text" name="cart[abc][qty]" min="0" max="5" step="1" value="1"></div>
    </li></ul></div><span class="cart-icon"><strong>1</strong></span>`),
  );
  afterEach(() => cleanup.forEach((fn) => fn()));

  const input = () => document.querySelector<HTMLInputElement>('input.qty')!;
  const change = (value: string) => {
    input().value = value;
    input().dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('sends a valid change with flatsome_ajax_cart_item_alter_quantity, then shows the refreshed cart', async () => {
    const network = fakeNetwork([
      { match: 'action=flatsome_ajax_cart_item_alter_quantity', reply: { json: cartAnswer(['a', 'a', 'a']) } },
    ]);
    cleanup = [enhanceMiniCartQuantity(createCartRuntime(defaultConfig())), network.restore];
    change('3');
    await flush();
    expect(network.seen).toHaveLength(1);
    expect(network.seen[0]!.form).toEqual({ action: 'flatsome_ajax_cart_item_alter_quantity', quantity: '3', cart_item_key: 'abc' });
    expect(document.querySelector('.cart-icon strong')!.textContent).toBe('3');
  });

  it('then asks a cart page on the same page to update (wc_update_cart, notices kept)', async () => {
    const network = fakeNetwork([
      { match: 'action=flatsome_ajax_cart_item_alter_quantity', reply: { json: cartAnswer(['a', 'a']) } },
    ]);
    const asked: unknown[] = [];
    const hear = (event: Event) => asked.push((event as CustomEvent).detail);
    document.body.addEventListener('islas:wc_update_cart', hear);
    cleanup = [enhanceMiniCartQuantity(createCartRuntime(defaultConfig())), network.restore, () => document.body.removeEventListener('islas:wc_update_cart', hear)];
    change('2');
    await flush();
    expect(asked).toEqual([[true]]);
  });

  it('sends nothing for an invalid value and shows the browser validity message', async () => {
    const network = fakeNetwork([]);
    cleanup = [enhanceMiniCartQuantity(createCartRuntime(defaultConfig())), network.restore];
    const report = vi.spyOn(HTMLInputElement.prototype, 'reportValidity');
    change('9');
    change('-1');
    await flush();
    expect(network.seen).toHaveLength(0);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('finds the line key from the remove link or the field name', () => {
    expect(lineKey(input())).toBe('abc');
    document.querySelector('.remove_from_cart_button')!.remove();
    expect(lineKey(input())).toBe('abc');
  });

  it('announces a Spanish-ready error and keeps the field usable when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const network = fakeNetwork([
      { match: 'flatsome_ajax_cart_item_alter_quantity', reply: { status: 500, text: 'x' } },
      { match: 'get_refreshed_fragments', reply: { status: 500, text: 'x' } },
    ]);
    cleanup = [enhanceMiniCartQuantity(createCartRuntime(defaultConfig())), network.restore];
    change('2');
    await flush();
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Could not update the cart. Please try again.');
  });
});
