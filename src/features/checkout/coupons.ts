/** Coupons on the checkout: applied from the coupon form, removed from the review, posted in the cart's queue with its other writes. */
import { __ } from '@wordpress/i18n';
import { wcAjaxEndpoint } from '../../kernel/config';
import { emit } from '../../kernel/events';
import { CART_WRITE_TIMEOUT_MS, toFormBody, type FormFields } from '../../http/client';
import { send } from '../../http/fetch';
import { all, on, removeAll, showAll, XHR, type Checkout } from './context';
import { errorNotice, NOTICES } from './notice-groups';
import { emitUpdate } from './review';

const couponField = (root: Document): HTMLInputElement | null => root.querySelector('#coupon_code');

const postHtml = (c: Checkout, endpoint: string, fields: FormFields): Promise<string> =>
  c.ctx.cart.queue.push(() =>
    send(wcAjaxEndpoint(c.ctx.config, endpoint), { method: 'post', body: toFormBody(fields), headers: XHR, timeout: CART_WRITE_TIMEOUT_MS }).then(
      (response) => response.text(),
    ),
  );

/** A coupon applied or removed: its event, and the review without the shipping methods. */
const couponChanged = (c: Checkout, event: string, coupon: string): void => {
  emit(event, [coupon]);
  emitUpdate(c, { update_shipping_method: false });
};

const clearCouponError = (root: Document): void => {
  const field = couponField(root);
  field?.classList.remove('has-error');
  field?.removeAttribute('aria-invalid');
  field?.removeAttribute('aria-describedby');
  root.getElementById('coupon-error-notice')?.remove();
};

const closeCouponForm = (root: Document): void => {
  clearCouponError(root);
  const field = couponField(root);
  if (field) field.value = '';
  showAll('form.checkout_coupon', root, false);
  all('a.showcoupon', root).forEach((link) => link.setAttribute('aria-expanded', 'false'));
};

const showCouponError = (root: Document, message: string, place: Element): void => {
  clearCouponError(root);
  if (!message) return;
  const field = couponField(root);
  const note = root.createElement('span');
  note.className = 'coupon-error-notice';
  note.id = 'coupon-error-notice';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  place.append(note);
  field?.classList.add('has-error');
  field?.setAttribute('aria-invalid', 'true');
  field?.setAttribute('aria-describedby', note.id);
  field?.focus();
};

const applyCoupon = (c: Checkout, couponForm: HTMLFormElement): void => {
  const { root } = c;
  if (couponForm.classList.contains('processing')) return;
  clearCouponError(root);
  couponForm.classList.add('processing');
  couponForm.setAttribute('aria-busy', 'true');
  const done = (): void => {
    couponForm.classList.remove('processing');
    couponForm.removeAttribute('aria-busy');
  };
  const code = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '';
  const place = couponField(root)?.parentElement ?? couponForm;
  postHtml(c, 'apply_coupon', {
    security: c.params.string('apply_coupon_nonce', ''),
    coupon_code: code,
    billing_email: c.form.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value,
  }).then(
    (html) => {
      removeAll(`${NOTICES}, .checkout-inline-error-message`, root);
      done();
      if (!html.trim()) return;
      // Errors stay under the code field; a success notice goes above the coupon form.
      if (/woocommerce-error|is-error/.test(html)) {
        const parsed = root.createElement('template');
        parsed.innerHTML = html;
        showCouponError(root, parsed.content.textContent!.trim(), place);
      } else {
        closeCouponForm(root);
        couponForm.insertAdjacentHTML('beforebegin', html);
      }
      couponChanged(c, 'applied_coupon_in_checkout', code);
    },
    () => {
      done();
      showCouponError(root, __('The coupon could not be applied. Please try again.', 'islas'), place);
    },
  );
};

export const removeCoupon = (c: Checkout, link: Element): void => {
  const { root } = c;
  const container = link.closest('.woocommerce-checkout-review-order');
  const coupon = link.getAttribute('data-coupon') ?? '';
  container?.classList.add('processing');
  const before = (html: string): void => root.querySelector('form.woocommerce-checkout')?.insertAdjacentHTML('beforebegin', html);
  postHtml(c, 'remove_coupon', { security: c.params.string('remove_coupon_nonce', ''), coupon }).then(
    (html) => {
      removeAll(NOTICES, root);
      container?.classList.remove('processing');
      if (!html.trim()) return;
      before(html);
      couponChanged(c, 'removed_coupon_in_checkout', coupon);
      closeCouponForm(root);
    },
    () => {
      container?.classList.remove('processing');
      before(errorNotice(__('The coupon could not be removed. Please try again.', 'islas')));
    },
  );
};

/** The coupon form's submit and its field, delegated on the page: the form is outside the checkout form. */
export const listenForCoupons = (c: Checkout): void => {
  on(c, c.root, 'submit', (event) => {
    if (event.target instanceof HTMLFormElement && event.target.matches('form.checkout_coupon')) {
      event.preventDefault();
      applyCoupon(c, event.target);
    }
  });
  on(c, c.root, 'input change', (event) => {
    if (event.target === couponField(c.root)) clearCouponError(c.root);
  });
};
