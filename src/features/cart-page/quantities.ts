/**
 * The cart form's post: the update button and Enter in a quantity (stock's update_cart),
 * and the refresh the other jobs ask for after their change (stock's quantity_update).
 */
import { CART_FORM, formBody, readCartPage, TOTALS } from './core';
import { cartForm, enableUpdate, reload, type CartPage } from './page';
import { request, run } from './requests';
import { showCart } from './swap';

/** Posts the cart form (stock's update_cart / quantity_update) and shows the answer. */
export const postCart = (page: CartPage, update: boolean, preserveNotices: boolean): void => {
  if (!cartForm(page)) return reload(page);
  const waiting = page.waitingPost;
  if (waiting) {
    waiting.update ||= update;
    waiting.preserve &&= preserveNotices;
    return;
  }
  // A second click while the same quantities are on their way adds nothing.
  if (update && !page.changed && page.running === 'form') return;
  const post = (page.waitingPost = { update, preserve: preserveNotices });
  run(
    page,
    'form',
    [CART_FORM, TOTALS],
    async () => {
      page.waitingPost = undefined;
      const form = cartForm(page);
      if (!form) return reload(page);
      if (post.update) enableUpdate(page, false);
      const body = formBody(form, post.update ? { update_cart: 'Update Cart' } : {});
      try {
        showCart(page, readCartPage(await request(form.action, body)), post.preserve, post.update ? body : undefined);
      } catch (error) {
        // The typed quantities are still there: the shopper may send them again.
        if (post.update) enableUpdate(page, true);
        throw error;
      }
    },
    true,
  );
};

/** Enter in a quantity updates the cart (not the first submit button, which may be the coupon's). */
export const onQuantityEnter = (page: CartPage, event: KeyboardEvent): void => {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.matches(`${CART_FORM} input.qty`)) return;
  if (!field.form!.checkValidity()) return;
  event.preventDefault();
  postCart(page, true, false);
};
