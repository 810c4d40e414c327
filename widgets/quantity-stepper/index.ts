import { __ } from '@wordpress/i18n';
import { addTranslations } from '../../src/kernel/i18n';
import type { IslandModule } from '../../src/kernel/islands';
import { esES } from './es_ES';

/**
 * The quantity-stepper island gives a `.quantity` that the server printed without
 * Flatsome's -/+ buttons (stock WooCommerce markup) the same buttons. The stepping itself
 * is the delegated enhancer in src/features/cart-actions/quantity-stepper.ts (a cart action), which serves
 * every stepper on the page, these included.
 */
export const mount: IslandModule['mount'] = (host) => {
  addTranslations(esES);
  const input = host.querySelector<HTMLInputElement>('input.qty');
  if (!input || input.type === 'hidden' || host.querySelector('.minus, .plus')) return () => {};
  const button = (kind: 'minus' | 'plus', text: string, label: string): HTMLInputElement => {
    const el = document.createElement('input');
    el.type = 'button';
    el.value = text;
    el.className = `ux-quantity__button ux-quantity__button--${kind} button ${kind} is-form`;
    el.setAttribute('aria-label', label);
    return el;
  };
  const minus = button('minus', '-', __('Reduce quantity', 'islas'));
  const plus = button('plus', '+', __('Increase quantity', 'islas'));
  input.before(minus);
  input.after(plus);
  const hadClass = host.classList.contains('buttons_added');
  host.classList.add('buttons_added');
  return () => {
    minus.remove();
    plus.remove();
    if (!hadClass) host.classList.remove('buttons_added');
  };
};
