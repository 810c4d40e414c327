/** The payment methods: the chosen gateway's box shown, the button renamed, payment_method_selected on a change. */
import { emit } from '../../kernel/events';
import { all, byId, show, type Checkout } from './context';

export const paymentMethod = (form: HTMLFormElement): string => form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';

export const paymentSelected = (c: Checkout, radio: HTMLInputElement): void => {
  const { root } = c;
  const several = all('.payment_methods input.input-radio', root).length > 1;
  for (const box of all('div.payment_box', root)) show(box, !several || (radio.checked && box.classList.contains(radio.id)));
  const button = byId(root, 'place_order');
  if (button) button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent;
  const chosen = (radio.checked ? radio : c.form.querySelector('input[name="payment_method"]:checked'))?.id;
  if (chosen !== c.selectedMethod) {
    c.selectedMethod = chosen;
    emit('payment_method_selected');
  }
};

/** At start and after each review: the gateway chosen before stays chosen. */
export const initPaymentMethods = (c: Checkout): void => {
  const radios = all<HTMLInputElement>('.woocommerce-checkout input[name="payment_method"]', c.root);
  if (radios.length === 1) show(radios[0]!, false);
  const previous = c.selectedMethod && byId(c.root, c.selectedMethod);
  if (previous) previous.checked = true;
  const checked = radios.find((radio) => radio.checked) ?? radios[0];
  if (checked) checked.checked = true;
  // A click, as stock: gateways listen for it on the radio.
  checked?.click();
};
