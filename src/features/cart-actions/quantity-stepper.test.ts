import { afterEach, describe, expect, it } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceQuantityStepper, nextQuantity } from './quantity-stepper';

function stepper(attributes: string, value: string, id = 'q'): string {
  return `<div class="quantity buttons_added" id="${id}">
    <input type="button" value="-" class="minus button is-form">
    <input type="number" class="input-text qty text" name="quantity" value="${value}" ${attributes}>
    <input type="button" value="+" class="plus button is-form"></div>`;
}

const input = (id = 'q') => document.querySelector<HTMLInputElement>(`#${id} input.qty`)!;
const press = (kind: 'plus' | 'minus', id = 'q') =>
  document.querySelector<HTMLElement>(`#${id} .${kind}`)!.click();

describe('quantity stepper', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('uses min 0, no max and step 1 by default; "any", "" and 0 steps mean 1; max "" or 0 means none', () => {
    expect(nextQuantity('1', '', '', '', -1)).toBe('0');
    expect(nextQuantity('0', '', '', '', -1)).toBe('0');
    expect(nextQuantity('1', '', '', 'any', 1)).toBe('2');
    expect(nextQuantity('1', '', '0', '0', 1)).toBe('2');
    expect(nextQuantity('', '', '', '', 1)).toBe('1');
    expect(nextQuantity('99', '', '', '', 1)).toBe('100');
  });

  it('steps up and down by the step, plus capped at max, minus floored at min', () => {
    setBody(stepper('min="1" max="3" step="1"', '2'));
    stop = enhanceQuantityStepper();
    press('plus');
    expect(input().value).toBe('3');
    press('plus');
    expect(input().value).toBe('3');
    press('minus');
    press('minus');
    press('minus');
    expect(input().value).toBe('1');
  });

  it('caps a step that would overshoot max, and floors at the default min 0 (the original went negative)', () => {
    expect(nextQuantity('4', '', '5', '2', 1)).toBe('5');
    setBody(stepper('step="0.5"', '0.3'));
    stop = enhanceQuantityStepper();
    press('minus');
    expect(input().value).toBe('0.0');
  });

  it('keeps the decimals of the step', () => {
    setBody(stepper('min="0.5" step="0.5"', '0.5') + stepper('step="0.01"', '1', 'c'));
    stop = enhanceQuantityStepper();
    press('plus');
    expect(input().value).toBe('1.0');
    press('plus');
    expect(input().value).toBe('1.5');
    press('minus');
    press('minus');
    press('minus');
    expect(input().value).toBe('0.5');
    press('plus', 'c');
    expect(input('c').value).toBe('1.01');
  });

  it('does not crash on step "any" and keeps the typed decimals', () => {
    setBody(stepper('step="any"', '1.5'));
    stop = enhanceQuantityStepper();
    press('plus');
    expect(input().value).toBe('2.5');
  });

  it('fires input and change (bubbling) only when the value changes', () => {
    setBody(stepper('max="2"', '1'));
    stop = enhanceQuantityStepper();
    const seen: string[] = [];
    document.body.addEventListener('input', () => seen.push('input'));
    document.body.addEventListener('change', () => seen.push('change'));
    press('plus');
    expect(seen).toEqual(['input', 'change']);
    press('plus');
    expect(seen).toEqual(['input', 'change']);
  });

  it('works on markup added later (mini cart lines, quick view) and leaves disabled inputs alone', () => {
    stop = enhanceQuantityStepper();
    setBody(`<ul><li class="woocommerce-mini-cart-item">${stepper('min="0"', '2', 'm')}</li></ul>${stepper('disabled', '1', 'd')}`);
    press('minus', 'm');
    expect(input('m').value).toBe('1');
    press('plus', 'd');
    expect(input('d').value).toBe('1');
  });

  it('does not submit the form when the buttons are <button>s', () => {
    setBody(`<form class="cart"><div class="quantity" id="q"><button class="minus">-</button><input class="qty" type="number" value="2"><button class="plus">+</button></div></form>`);
    stop = enhanceQuantityStepper();
    let submitted = false;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    press('plus');
    expect(input().value).toBe('3');
    expect(submitted).toBe(false);
  });
});
