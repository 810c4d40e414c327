/**
 * The add-to-cart area a variation governs: the add button's state (the classes the
 * product form reads to alert instead of posting) and the quantity rules.
 */
import { quantityFor, type Variation } from './core';
import { fireChange } from './state';

const NEEDS_SELECTION = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';

export const setButtonState = (form: HTMLElement, state: 'ready' | 'needs-selection' | 'unavailable'): void => {
  const button = form.querySelector('.single_add_to_cart_button');
  button?.classList.toggle('disabled', state !== 'ready');
  button?.classList.toggle(NEEDS_SELECTION, state === 'needs-selection');
  button?.classList.toggle(UNAVAILABLE, state === 'unavailable');
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'ready');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'ready');
};

export const setQuantity = (form: HTMLElement, variation: Variation): void => {
  const qty = form.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"]');
  if (!qty) return;
  const rule = quantityFor(variation, qty.value);
  qty.value = rule.value;
  for (const attr of ['min', 'max'] as const) {
    if (rule[attr]) qty.setAttribute(attr, rule[attr]);
    else qty.removeAttribute(attr); // none: an empty max is no limit
  }
  const wrap = qty.closest<HTMLElement>('.quantity');
  if (wrap) wrap.style.display = rule.hidden ? 'none' : '';
  fireChange(qty);
};
