/**
 * Placing the order by AJAX with WooCommerce's gateway hooks (`checkout_place_order`,
 * `checkout_place_order_<id>`, `checkout_place_order_success`), once however often the
 * shopper clicks; failures come back as notices at the top of the form with the fields
 * marked, nothing typed lost.
 */
import { emit, vetoed } from '../../kernel/events';
import { wcAjaxEndpoint } from '../../kernel/config';
import { markUpdating } from '../../cart/fragments';
import { send } from '../../http/fetch';
import { safeUrl } from '../../dom/url-guard';
import { all, on, removeAll, serialize, XHR, type Checkout } from './context';
import { readCheckoutAnswer } from './core';
import { errorNotice, NOTICES, noticeGroup, scrollToGroups } from './notice-groups';
import { paymentMethod } from './payment';
import { cancelUpdates, emitUpdate } from './review';
import { markInvalid, validateAll } from './validation';

/** Placing an order may wait on a payment provider: longer than a cart write. */
const PLACE_ORDER_TIMEOUT_MS = 60_000;

/** wc_checkout_form as gateways' hooks are given it. */
interface Facade {
  $checkout_form: unknown;
  $order_review: unknown;
  get_payment_method(): string;
  submit_error(html: string): void;
}

const submitError = (c: Checkout, html: string): void => {
  const { root, form } = c;
  removeAll(`.woocommerce-NoticeGroup-checkout, ${NOTICES}`, root);
  form.prepend(noticeGroup(root, 'checkout', html));
  c.unblockForm?.();
  validateAll(form);
  scrollToGroups(root, form);
  form.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"]')?.focus({ preventScroll: true });
  emit('checkout_error', [html]);
};

const showFailure = (c: Checkout, messages: string): void => {
  const { root } = c;
  const group = root.createElement('div');
  group.setAttribute('role', 'alert');
  // As jQuery parses it: the whitespace around the list is not kept.
  group.innerHTML = messages.trim();
  for (const list of group.children) {
    // role=alert on the list would hide it as a list from screen readers; the wrapper announces.
    list.removeAttribute('role');
    list.setAttribute('tabindex', '-1');
  }
  const invalid: [string, string][] = [];
  for (const item of all('li[data-id]:not([data-id=""])', group)) {
    const id = item.getAttribute('data-id')!;
    invalid.push([id, item.textContent!.trim()]);
    const link = root.createElement('a');
    link.href = `#${id}`;
    link.append(...item.childNodes);
    item.append(link);
  }
  submitError(c, group.outerHTML);
  for (const [id, message] of invalid) markInvalid(root, id, message);
};

const answered = (c: Checkout, facade: Facade, text: string): void => {
  const result = readCheckoutAnswer(text);
  removeAll('.checkout-inline-error-message', c.root);
  if (result.result === 'success') {
    if (vetoed('checkout_place_order_success', [result, facade], c.form)) return c.unblockForm?.();
    // Any http(s) address: gateways (Redsys, PayPal) send the shopper to their own site to pay.
    const url = safeUrl(result.redirect, true);
    if (!url) throw new Error(`[islas] the checkout's redirect is not a web address: ${String(result.redirect)}`);
    location.assign(url);
    return;
  }
  if (result.reload === true) return location.reload();
  // A fresh nonce comes with the next review.
  if (result.refresh === true) emitUpdate(c);
  if (typeof result.messages === 'string' && result.messages) showFailure(c, result.messages);
  else submitError(c, errorNotice(c.checkoutError));
};

const placeOrder = (c: Checkout, facade: Facade): void => {
  const { form } = c;
  cancelUpdates(c);
  // One order however often the shopper clicks or presses Enter.
  if (form.classList.contains('processing')) return;
  if (vetoed('checkout_place_order', [facade], form) || vetoed(`checkout_place_order_${paymentMethod(form)}`, [facade], form)) return;
  form.classList.add('processing');
  const unmark = markUpdating(['form.checkout'], c.root);
  c.unblockForm = () => {
    form.classList.remove('processing');
    unmark();
  };
  // One set of order attribution inputs (WooCommerce 10.5+ prints several), should the order beat the attribution's start.
  // The same line as order-attribution.ts keepFirstElement, not an import of it: esbuild would move
  // that module into a chunk of its own the checkout loads at load (2,225 B, measured).
  all('wc-order-attribution-inputs', form).slice(1).forEach((host) => host.remove());
  // Serialized after the hooks: gateways add their token fields there.
  send(c.params.url('checkout_url', wcAjaxEndpoint(c.ctx.config, 'checkout')), {
    method: 'post',
    body: serialize(form),
    headers: { ...XHR, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    timeout: PLACE_ORDER_TIMEOUT_MS,
  })
    .then((response) => response.text())
    .then((text) => answered(c, facade, text))
    .catch((error: unknown) => {
      console.error('[islas] placing the order failed.', error);
      submitError(c, errorNotice(c.checkoutError));
    });
};

/** The form's submit, natively and by a gateway through jQuery. Returns what stops the jQuery listener. */
export const listenForOrder = (c: Checkout): () => void => {
  const { $, form } = c;
  const facade: Facade = {
    $checkout_form: $ ? $(form) : form,
    $order_review: $ ? $('#order_review') : c.root.getElementById('order_review'),
    get_payment_method: () => paymentMethod(form),
    submit_error: (html) => submitError(c, html),
  };
  on(c, form, 'submit', (event) => {
    event.preventDefault();
    placeOrder(c, facade);
  });
  // A gateway's $form.trigger('submit') sends no submit event: jQuery would post the page.
  const onJQuerySubmit = (event: { originalEvent?: Event }): unknown => (event.originalEvent ? undefined : (placeOrder(c, facade), false));
  $?.(form).on('submit', onJQuerySubmit);
  return () => $?.(form).off('submit', onJQuerySubmit);
};
