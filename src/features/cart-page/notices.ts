/**
 * Where the cart page's messages go: the notices of an answer, islas's notice for a
 * failed request, and a refused coupon's error at its field.
 */
import { announce } from '../../dom/announce';
import { CART_FORM, failureMessage, find, NOTICES, TOTALS } from './core';
import { refreshMiniCart, type CartPage } from './page';

export const COUPON_ERROR = 'coupon-error-notice';

/** Notices go first in the notices wrapper (stock), else above the cart. */
export const placeNotices = (root: Document, notices: Element[]): void => {
  const wrapper = find(root, '.woocommerce-notices-wrapper');
  if (wrapper) wrapper.prepend(...notices);
  else find(root, `${CART_FORM}, ${TOTALS}, .wc-empty-cart-message`)?.before(...notices);
};

export const removeNotices = (root: Document): void =>
  root.querySelectorAll(`${NOTICES}, .${COUPON_ERROR}`).forEach((notice) => notice.remove());

/** The field's error cleared, as stock does when the code is edited (`change input`) or a coupon removed. */
export const clearCouponError = (field: Element | null): void => {
  field?.classList.remove('has-error');
  field?.removeAttribute('aria-invalid');
  field?.removeAttribute('aria-describedby');
  field?.closest('.coupon')?.querySelector(`.${COUPON_ERROR}`)?.remove();
};

/** The notices woocommerce.js focuses (`focus_populate_live_region`). */
export const ALERT_NOTICES = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner'].map((name) => `.${name}[role="alert"]`).join();
export const NOTICE_FOCUS_DELAY_MS = 500;

/**
 * WooCommerce 10.0+'s woocommerce.js after `updated_wc_div` and `item_removed_from_classic_cart`:
 * the first alert notice becomes focusable now and is focused 500 ms later, so a screen
 * reader reads it. (The same as chrome/notices.ts does at load; a copy, as importing that
 * module here would split it into a chunk of its own on every page.)
 */
export const focusFirstAlert = (root: Document): void => {
  const notice = find<HTMLElement>(root, ALERT_NOTICES);
  notice?.setAttribute('tabindex', '-1');
  if (notice) setTimeout(() => notice.focus(), NOTICE_FOCUS_DELAY_MS);
};

/** A refused code is told at its field, as stock's `p.coupon-error-notice` in `.coupon`. */
export const showCouponError = (root: Document, field: HTMLInputElement | null, text: string): boolean => {
  const wrapper = field?.closest('.coupon');
  if (!field || !wrapper) return false;
  const error = root.createElement('p');
  error.id = error.className = COUPON_ERROR;
  error.setAttribute('role', 'alert');
  error.textContent = text;
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', COUPON_ERROR);
  wrapper.append(error);
  return true;
};

export const fail = (page: CartPage, error: unknown): void => {
  const { root } = page;
  console.error('[islas] the cart page could not be updated.', error);
  const text = failureMessage(error);
  find(root, '.islas-cart-error')?.remove();
  const notice = root.createElement('ul');
  notice.className = 'woocommerce-error islas-cart-error';
  notice.append(root.createElement('li'));
  notice.firstChild!.textContent = text;
  placeNotices(root, [notice]);
  notice.scrollIntoView({ block: 'nearest' });
  announce(text);
  // The server may have made the change before failing: the mini cart shows its cart.
  refreshMiniCart(page);
};
