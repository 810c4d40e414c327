/**
 * The order review: `update_order_review` when the address, a shipping method or a coupon
 * changes (one request at a time, the newest choice winning), its fragments applied,
 * `update_checkout` heard and `updated_checkout` fired as stock.
 */
import { __ } from '@wordpress/i18n';
import { isRecord } from '../../kernel/config';
import { emit, listen } from '../../kernel/events';
import { applyFragments, isFragments, markUpdating } from '../../cart/fragments';
import { createWooHttp, type WooHttp } from '../../http/client';
import { all, byId, removeAll, serialize, SHIP_ELSEWHERE, shown, type Checkout, type Field, type UpdateArgs } from './context';
import { latestWins, orderReviewFields, type Outcome } from './core';
import { errorNotice, NOTICES, noticeGroup, scrollToGroups } from './notice-groups';
import { initPaymentMethods, paymentMethod } from './payment';
import { validateAll } from './validation';

const REVIEW = '.woocommerce-checkout-review-order-table';
const PAYMENT = '.woocommerce-checkout-payment';
const UPDATES_TOTALS =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';
const TYPED = '.address-field input.input-text, .update_totals_on_change input.input-text';

const address = (root: Document, prefix: string): string[] =>
  ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((name) => byId(root, `${prefix}_${name}`)?.value ?? '');

const sendReview = (c: Checkout, http: WooHttp, args: UpdateArgs): Promise<unknown> => {
  const { root, form } = c;
  const fields = orderReviewFields({
    security: c.params.string('update_order_review_nonce', ''),
    paymentMethod: paymentMethod(form),
    billing: address(root, 'billing'),
    shipping: root.querySelector<HTMLInputElement>(SHIP_ELSEWHERE)?.checked ? address(root, 'shipping') : undefined,
    hasFullAddress: all('.address-field.validate-required', form)
      .filter(shown)
      .every((row) => row.querySelector<Field>('input, select, textarea')?.value !== ''),
    postData: serialize(form),
    shippingMethods:
      args.update_shipping_method === false
        ? undefined
        : Object.fromEntries(
            all<Field>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]', root).map(
              (el) => [el.dataset.index ?? '', el.value],
            ),
          ),
  });
  c.unblockReview?.();
  c.unblockReview = markUpdating([REVIEW, PAYMENT], root);
  return http.wcAjax('update_order_review', fields);
};

const applyReview = (c: Checkout, outcome: Outcome<unknown>, args: UpdateArgs): void => {
  const { root, form } = c;
  c.unblockReview?.();
  const data = outcome.ok ? outcome.value : undefined;
  if (isRecord(data) && data.reload === true) {
    location.reload();
    return;
  }
  removeAll('.woocommerce-NoticeGroup-updateOrderReview', root);
  if (!isRecord(data)) {
    form.prepend(noticeGroup(root, 'updateOrderReview', errorNotice(__('The order summary could not be updated. Please try again.', 'islas'))));
    return;
  }
  // The review and payment boxes may be replaced: keep the terms and what was typed in a gateway's box.
  const termsChecked = byId(root, 'terms')?.checked;
  const typed = all<Field>('.payment_box input, .payment_box select, .payment_box textarea', root)
    .filter((el) => el.id)
    .map((el): [string, string | boolean] => [el.id, el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value]);
  if (isFragments(data.fragments)) {
    const fresh = data.fragments;
    applyFragments(Object.fromEntries(Object.entries(fresh).filter(([key, html]) => c.lastFragments[key] !== html)), root);
    c.lastFragments = fresh;
  }
  if (termsChecked) byId(root, 'terms')!.checked = true;
  for (const [id, saved] of typed) {
    const el = byId(root, id);
    if (!el?.closest('.payment_box')) continue;
    if (typeof saved === 'boolean') el.checked = saved;
    else if (el.tagName === 'SELECT' || !el.value) el.value = saved;
    else continue;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const failed = data.result === 'failure';
  if (failed) removeAll(NOTICES, root);
  if (typeof data.messages === 'string' && data.messages) form.prepend(noticeGroup(root, 'updateOrderReview', data.messages));
  if (failed) {
    validateAll(form);
    scrollToGroups(root, form);
  }
  initPaymentMethods(c);
  // The shipping radios were inside the replaced review: the focus goes back to the chosen one.
  const target = args.current_target;
  if (data.result === 'success' && target?.id.includes('shipping_method')) byId(root, target.id)?.focus();
  emit('updated_checkout', [data]);
};

/** Stops the review's pending timers (placing the order, stopping the checkout). */
export const cancelUpdates = (c: Checkout): void => {
  clearTimeout(c.typing);
  clearTimeout(c.debounce);
};

const update = (c: Checkout, args: UpdateArgs = {}): void => {
  cancelUpdates(c);
  // Several fields changing at once (autofill, a country and its state) make one request.
  c.debounce = setTimeout(() => c.runUpdate(args), 5);
};

export const emitUpdate = (c: Checkout, args: UpdateArgs = {}): void => {
  c.dirty = undefined;
  emit('update_checkout', [args]);
  update(c, args);
};

const maybeUpdate = (c: Checkout): void => {
  // Not while a required address field of the section being typed in is still empty.
  const section = c.dirty?.closest('div');
  if (section && all('.address-field.validate-required', section).some((row) => row.querySelector<Field>('input.input-text')?.value === '')) return;
  emitUpdate(c, { current_target: null });
};

/**
 * WooCommerce's address autocomplete (10.3, wc-address-autocomplete, which islas keeps):
 * while a provider suggests addresses for the street field, typing in it does not refresh
 * the review; leaving the field does. `activeProvider` is its global's, read when needed.
 */
const suggesting = (target: Element): boolean => {
  const type = /^(billing|shipping)_address_1$/.exec(target.id)?.[1];
  const providers = (window as { wc?: { addressAutocomplete?: { activeProvider?: Record<string, unknown> } } }).wc?.addressAutocomplete?.activeProvider;
  return !!type && !!providers?.[type];
};
/** The autocomplete re-inserts the field while its list is open: the change that causes is not the shopper's. */
const moving = (target: Element): boolean => target.getAttribute('data-autocomplete-manipulating') === 'true';

/** A keystroke in the form: in an address field, the review follows a second after the last. */
export const typed = (c: Checkout, target: Element): void => {
  if (target.matches(TYPED) && !suggesting(target)) {
    c.dirty = target;
    clearTimeout(c.typing);
    c.typing = setTimeout(() => maybeUpdate(c), 1000);
  }
};

/** A field of the form changed. */
export const changed = (c: Checkout, target: Element): void => {
  if (target.matches(UPDATES_TOTALS)) {
    emitUpdate(c, { current_target: target });
  } else if ((target.matches('.address-field select') || (c.dirty && target.matches(TYPED))) && !moving(target) && !suggesting(target)) {
    c.dirty = target;
    maybeUpdate(c);
  }
};

/** A field left: the street field the autocomplete kept from refreshing the review while typed in. */
export const left = (c: Checkout, target: Element): void => {
  if (suggesting(target) && !moving(target)) {
    c.dirty = target;
    maybeUpdate(c);
  }
};

/** What plugins trigger to refresh the review. */
export const listenForReview = (c: Checkout): (() => void)[] => {
  const http = createWooHttp(c.ctx.config);
  c.runUpdate = latestWins(
    (args) => sendReview(c, http, args),
    (outcome, args) => applyReview(c, outcome, args),
  );
  return [
    listen(c.root.body, 'update_checkout', ([args]) => update(c, isRecord(args) ? args : {})),
    listen(c.root.body, 'init_checkout', () => emitUpdate(c)),
    listen(c.form, 'update', () => emitUpdate(c)),
  ];
};
