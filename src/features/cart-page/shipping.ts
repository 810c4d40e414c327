/**
 * Shipping: the chosen method sent to update_shipping_method (the totals come back), and
 * the shipping calculator, shown and hidden by its button and posted as the cart form is.
 */
import { emit } from '../../kernel/events';
import { find, formBody, readCartPage, readTotals, shippingMethodBody, TOTALS } from './core';
import { refreshMiniCart, type CartPage } from './page';
import { request, run } from './requests';
import { replaceTotals, showCart } from './swap';

export const CALCULATOR = '.shipping-calculator-form';

export const shippingMethodChanged = (page: CartPage): void => {
  const { root, params } = page;
  run(
    page,
    'shipping',
    [TOTALS],
    async () => {
      try {
        replaceTotals(root, readTotals(await request(params.url('update_shipping_method'), shippingMethodBody(root, params.shippingNonce))));
        refreshMiniCart(page);
      } finally {
        emit('updated_shipping_method');
      }
    },
    true,
  );
};

export const toggleCalculator = (page: CartPage, button: Element): void => {
  const section = button.closest('form')?.querySelector<HTMLElement>(CALCULATOR) ?? find<HTMLElement>(page.root, CALCULATOR);
  if (!section) return;
  const open = section.style.display === 'none';
  section.style.display = open ? '' : 'none';
  button.setAttribute('aria-expanded', String(open));
  // Stock refreshes the country fields and lets selectWoo start on them.
  section.querySelectorAll('.country_to_state').forEach((field) => field.dispatchEvent(new Event('change', { bubbles: true })));
  emit('country_to_state_changed');
};

export const calculateShipping = (page: CartPage, form: HTMLFormElement): void =>
  run(page, 'calculator', [TOTALS], async () =>
    showCart(page, readCartPage(await request(form.action, formBody(form, { calc_shipping: 'x' }))), false),
  );
