/**
 * Coupons: apply (the cart form's coupon field or Flatsome's sidebar `form.checkout_coupon`)
 * and remove, each with its wc-ajax endpoint and nonce, then the cart form refreshed.
 */
import { emit } from '../../kernel/events';
import { CART_FORM, find, readCouponAnswer, TOTALS } from './core';
import { clearCouponError, placeNotices, removeNotices, showCouponError } from './notices';
import type { CartPage } from './page';
import { postCart } from './quantities';
import { request, run } from './requests';

export const applyCoupon = (page: CartPage, field: HTMLInputElement): void => {
  const { root, params } = page;
  const code = field.value;
  run(page, `apply ${code}`, [CART_FORM, TOTALS], async () => {
    const answer = readCouponAnswer(
      await request(params.url('apply_coupon'), new URLSearchParams({ security: params.applyNonce, coupon_code: code })),
    );
    const live = field.isConnected ? field : find<HTMLInputElement>(root, '#coupon_code');
    removeNotices(root);
    clearCouponError(live);
    if (!answer.error || !showCouponError(root, live, answer.error)) placeNotices(root, answer.notices);
    // A refused code stays in the field to be corrected; an applied one is cleared.
    if (live && !answer.error) live.value = '';
    emit('applied_coupon', [code]);
    postCart(page, false, true);
  });
};

export const removeCoupon = (page: CartPage, code: string): void => {
  const { root, params } = page;
  run(page, `remove ${code}`, [TOTALS], async () => {
    const answer = readCouponAnswer(
      await request(params.url('remove_coupon'), new URLSearchParams({ security: params.removeNonce, coupon: code })),
    );
    removeNotices(root);
    placeNotices(root, answer.notices);
    emit('removed_coupon', [code]);
    // WooCommerce 10.0+: the coupon field starts again, empty and without an error.
    const field = find<HTMLInputElement>(root, '#coupon_code');
    if (field) field.value = '';
    clearCouponError(field);
    postCart(page, false, true);
  });
};
