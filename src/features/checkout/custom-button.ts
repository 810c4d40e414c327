/**
 * WooCommerce 10.6's custom place-order buttons (woocommerce-11.md §4.8): a gateway registers
 * its own button with `wc.customPlaceOrderButton.register(id, {render, cleanup})`, shown in
 * place of #place_order while it is the chosen method. The registry is WooCommerce's own
 * script (wc-custom-place-order-button, jQuery), which the plugin keeps where the checkout
 * offers such a gateway; islas makes the calls checkout.js makes into it, and gives the
 * gateway's render() checkout.js's `api` (validate, then submit: one order, as #place_order).
 * On pages without that script (WooCommerce before 10.6, no such gateway) nothing happens.
 */
import { listen } from '../../kernel/events';
import { all, type Checkout } from './context';
import { validateAll } from './validation';

interface Registry {
  __maybeShow(gatewayId: string, api: PlaceOrderApi): void;
  __maybeHideDefaultButtonOnInit(gatewayId: string): void;
  __cleanup(): void;
}

export interface PlaceOrderApi {
  validate(): Promise<{ hasError: boolean }>;
  submit(): void;
}

const registry = (): Registry | undefined => {
  const found = (window as { wc?: { customPlaceOrderButton?: Partial<Registry> } }).wc?.customPlaceOrderButton;
  return typeof found?.__maybeShow === 'function' ? (found as Registry) : undefined;
};

/** jQuery's :visible: the checks skip what the shopper cannot see (a collapsed shipping address). */
const visible = (el: Element): boolean => el.getClientRects().length > 0;

/** checkout.js's check before a custom button pays: the fields, the visible required rows, the terms. */
export const checkForm = (form: HTMLFormElement): boolean => {
  const terms = all<HTMLInputElement>('input[name="terms"]', form).find(visible);
  const termsRow = terms?.closest('.form-row');
  termsRow?.classList.remove('woocommerce-invalid');
  validateAll(form);
  let hasError = all('.woocommerce-invalid', form).some(visible);
  for (const row of all('.validate-required', form).filter(visible)) {
    const input = row.querySelector<HTMLInputElement>('input.input-text, select, input[type="checkbox"]');
    if (input && (input.type === 'checkbox' ? !input.checked : !input.value)) {
      hasError = true;
      row.classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
    }
  }
  if (terms && !terms.checked) {
    hasError = true;
    termsRow?.classList.add('woocommerce-invalid');
  }
  const first = hasError && all('.woocommerce-invalid', form).find(visible);
  if (first) scrollTo({ top: first.getBoundingClientRect().top + scrollY - 100, behavior: 'smooth' });
  return hasError;
};

const placeOrderApi = (c: Checkout): PlaceOrderApi => ({
  validate: () => Promise.resolve({ hasError: checkForm(c.form) }),
  // A submit event as #place_order sends: islas and the gateways' jQuery hooks hear it.
  submit: () => c.form.requestSubmit(),
});

/** The chosen method's button: the gateway's own, or #place_order back. */
export const showButtonFor = (c: Checkout, gatewayId: string): void => registry()?.__maybeShow(gatewayId, placeOrderApi(c));

/** At start and after each review, before the chosen method's click: no flash of #place_order. */
export const hideStockButtonFor = (gatewayId: string): void => registry()?.__maybeHideDefaultButtonOnInit(gatewayId);

/** The review replaces #payment: the gateway's button goes first, rendered again after. */
export const removeCustomButton = (): void => registry()?.__cleanup();

/** A gateway whose script registers after the checkout started, while it is the chosen one. */
export const listenForLateButtons = (c: Checkout): (() => void) =>
  listen(c.root.body, 'wc_custom_place_order_button_registered', ([gatewayId]) => {
    if (typeof gatewayId === 'string') showButtonFor(c, gatewayId);
  });
