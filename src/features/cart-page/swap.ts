/**
 * Putting an answer in the page: the cart form, the totals and the notices (stock's
 * update_wc_div), or the empty cart. Islands inside the old markup are unmounted and
 * those in the new one hydrated.
 */
import { emit } from '../../kernel/events';
import { hydrateIslands, unmountIslands } from '../../kernel/islands';
import { CART_FORM, COUPON_FIELD, editsLines, find, TOTALS, unsavedEdits, type CartPageAnswer } from './core';
import { COUPON_ERROR, placeNotices, removeNotices, showCouponError } from './notices';
import { cartForm, enableUpdate, refreshMiniCart, reload, type CartPage } from './page';

const replace = (old: Element, next: Element): void => {
  unmountIslands(old);
  old.replaceWith(next);
  hydrateIslands(next);
};

export const replaceTotals = (root: Document, totals: Element | null): void => {
  const old = find(root, TOTALS);
  if (old && totals) replace(old, totals);
  emit('updated_cart_totals');
};

/** Stock's update_wc_div: the answer's form, totals and notices, or the empty cart. */
export const showCart = (page: CartPage, answer: CartPageAnswer, preserveNotices: boolean, sent?: URLSearchParams): void => {
  const { root } = page;
  const form = cartForm(page);
  const checkout = find(root, '.woocommerce-checkout');
  if (!form || (!answer.form && checkout)) return reload(page);
  const couponError = preserveNotices ? find(root, `${CART_FORM} .${COUPON_ERROR}`)?.textContent : null;
  if (!preserveNotices) removeNotices(root);
  if (!answer.form) {
    replace(form.closest('.woocommerce') ?? form, answer.empty!);
    placeNotices(root, answer.notices);
    emit('wc_cart_emptied');
  } else {
    if (checkout) emit('update_checkout');
    const edits = unsavedEdits(form, sent);
    replace(form, answer.form);
    const fields = answer.form.querySelectorAll<HTMLInputElement>('input[name]');
    for (const [name, value] of edits) {
      for (const field of fields) if (field.name === name) field.value = value;
    }
    enableUpdate(page, editsLines(edits));
    if (couponError) showCouponError(root, find<HTMLInputElement>(answer.form, COUPON_FIELD), couponError);
    placeNotices(root, answer.notices);
    replaceTotals(root, answer.totals);
  }
  emit('updated_wc_div');
  find(root, '[role="alert"]')?.scrollIntoView({ block: 'nearest' });
  refreshMiniCart(page);
};
