/**
 * WooCommerce 10.6's custom place-order buttons (woocommerce-11.md §4.8): a gateway registers
 * its own button with `wc.customPlaceOrderButton.register(id, {render, cleanup})`, shown in
 * place of #place_order while it is the chosen method. The registry is WooCommerce's own
 * script (wc-custom-place-order-button, jQuery), which the plugin keeps where the checkout
 * offers such a gateway; this makes the calls checkout.js makes into it, and gives the
 * gateway's render() checkout.js's `api`. Both live only where jQuery does, so this is part
 * of islas's jQuery side (the jquery-compat chunk, before the checkout starts): a checkout
 * without jQuery loads none of it. It talks to islas's checkout as checkout.js's callers
 * do: the chosen method's click, update_checkout, the fields' `validate`, the form's submit.
 */
import type { JQueryStatic } from '../../kernel/jquery/types';

interface Registry {
  __maybeShow(gatewayId: string, api: PlaceOrderApi): void;
  __maybeHideDefaultButtonOnInit(gatewayId: string): void;
  __cleanup(): void;
}

export interface PlaceOrderApi {
  validate(): Promise<{ hasError: boolean }>;
  submit(): void;
}

const METHOD = 'input[name="payment_method"]';

/** checkout.js's check: every field validated (the required ones and the terms box included), an error where a marked row is visible. */
const check = ($: JQueryStatic, form: Element): boolean => {
  form.querySelectorAll('.input-text, select, input[type="checkbox"]').forEach((field) => $(field).trigger('validate'));
  // jQuery's :visible: a collapsed shipping address does not count.
  const first = [...form.querySelectorAll('.woocommerce-invalid')].find((row) => row.getClientRects().length > 0);
  if (first) scrollTo({ top: first.getBoundingClientRect().top + scrollY - 100, behavior: 'smooth' });
  return !!first;
};

/** Where the page has the registry and a checkout form; returns what stops it. */
export function followCustomButtons($: JQueryStatic, root: Document): (() => void) | void {
  const registry = (window as { wc?: { customPlaceOrderButton?: Registry } }).wc?.customPlaceOrderButton;
  const form = root.querySelector('form.checkout');
  if (typeof registry?.__maybeShow !== 'function' || !form) return;
  const api: PlaceOrderApi = {
    validate: () => Promise.resolve({ hasError: check($, form) }),
    // What #place_order does: islas's checkout places the order, once however often it is asked.
    submit: () => void $(form).trigger('submit'),
  };
  const show = (gatewayId: unknown): void => {
    if (typeof gatewayId === 'string') registry.__maybeShow(gatewayId, api);
  };
  // Before the checkout's first click on the chosen method: no flash of #place_order.
  const chosen = form.querySelector<HTMLInputElement>(`${METHOD}:checked`);
  if (chosen) registry.__maybeHideDefaultButtonOnInit(chosen.value);
  const onClick = (event: Event): void => {
    const target = event.target as HTMLInputElement;
    if (target.matches?.(METHOD)) show(target.value);
  };
  form.addEventListener('click', onClick);
  // The review replaces #payment: the gateway's button goes first, drawn again after it.
  const cleanup = (): void => registry.__cleanup();
  const registered = (_event: unknown, gatewayId: unknown): void => show(gatewayId);
  const $body = $(root.body);
  $body.on('update_checkout', cleanup);
  $body.on('wc_custom_place_order_button_registered', registered);
  return () => {
    form.removeEventListener('click', onClick);
    $body.off('update_checkout', cleanup);
    $body.off('wc_custom_place_order_button_registered', registered);
  };
}
