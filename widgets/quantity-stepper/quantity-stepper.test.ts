import { afterEach, describe, expect, it } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import { enhanceQuantityStepper } from '../../src/features/cart-actions/quantity-stepper';
import type { IslandContext } from '../../src/kernel/context';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';

const ctx = (): IslandContext => (withLoaders({
  name: 'quantity-stepper',
  props: {},
  config: defaultConfig(),
  cart: createCartRuntime(defaultConfig()),
  idPrefix: 'islas-quantity-stepper-1-',
}));

describe('quantity-stepper island', () => {
  let cleanup: (() => void)[] = [];
  afterEach(() => cleanup.forEach((fn) => fn()));

  it('adds labelled -/+ buttons to stock markup, which step the quantity', () => {
    setBody('<div class="quantity" id="host"><input type="number" class="qty" min="1" value="1"></div>');
    const host = document.getElementById('host')!;
    cleanup = [mount(host, ctx()), enhanceQuantityStepper()];
    const plus = host.querySelector<HTMLInputElement>('input.plus')!;
    expect(plus.getAttribute('aria-label')).toBe('Increase quantity');
    expect(host.querySelector('input.minus')!.nextElementSibling).toBe(host.querySelector('input.qty'));
    plus.click();
    expect(host.querySelector<HTMLInputElement>('input.qty')!.value).toBe('2');
    cleanup.shift()!();
    expect(host.querySelector('.plus, .minus')).toBeNull();
  });

  it('leaves markup that already has buttons, and hidden quantities, alone', () => {
    setBody(`<div class="quantity buttons_added" id="a"><input type="button" class="minus" value="-"><input class="qty" type="number"><input type="button" class="plus" value="+"></div>
      <div class="quantity hidden" id="b"><input type="hidden" class="qty" value="1"></div>`);
    cleanup = [mount(document.getElementById('a')!, ctx()), mount(document.getElementById('b')!, ctx())];
    expect(document.querySelectorAll('.plus')).toHaveLength(1);
  });
});
