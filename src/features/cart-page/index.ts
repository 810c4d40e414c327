/**
 * WooCommerce's cart page (cart.js, reference woocommerce-scripts.md §5) without reloads:
 * quantities (the update button, Enter in a quantity), remove and undo links, coupons
 * (the cart form's and Flatsome's sidebar `form.checkout_coupon`), the shipping method
 * and the shipping calculator. Each sends what stock sends and puts the answer's cart
 * form, totals and notices in the page, with stock's events in stock's order.
 *
 * Done better than stock where it is safe: requests share the cart's one-at-a-time queue
 * (with the mini cart's), a repeat of a request still waiting or already sent adds
 * nothing, quantities typed while a request runs survive its answer, and a failure (no
 * connection, a time-out, an error status, an answer that is not a cart) leaves the page
 * as it was with a Spanish notice. After every change the mini cart and header follow
 * through the runtime's fragment refresh, which also brings the new cart hash.
 */
import { announce } from '../../dom/announce';
import type { EnhancerContext } from '../../kernel/lazy-enhancers';
import { emit, listen, listenJQueryTrigger } from '../../kernel/events';
import { markUpdating } from '../../cart/fragments';
import { CART_WRITE_TIMEOUT_MS } from '../../http/client';
import { send } from '../../http/fetch';
import { hydrateIslands, unmountIslands } from '../../kernel/islands';
import {
  CART_FORM,
  failureMessage,
  formBody,
  NOTICES,
  readCartPage,
  readCartParams,
  readCouponAnswer,
  readTotals,
  shippingMethodBody,
  TOTALS,
  unsavedEdits,
  type CartPageAnswer,
} from './core';

const LINE_FIELD = ['input', 'select', 'textarea'].map((tag) => `${CART_FORM} .cart_item ${tag}`).join();
const SHIPPING_FIELD = 'select.shipping_method, [name^="shipping_method"]';
const REMOVE_LINK = `${CART_FORM} .product-remove > a, a.restore-item`;
const COUPON_ERROR = 'coupon-error-notice';

export function enhance(root: Document, ctx: EnhancerContext): () => void {
  const win = root.defaultView ?? window;
  const params = readCartParams(win, ctx.config);
  const cartForm = (): HTMLFormElement | null => root.querySelector(CART_FORM);
  const inCheckout = (el: Element): boolean => !!el.closest('form.checkout');
  /** Line fields changed since the last quantity update was sent. */
  let changed = false;
  const waiting = new Set<string>();
  let running: string | undefined;
  /** The cart form post still waiting in the queue: later requests merge into it. */
  let waitingPost: { update: boolean; preserve: boolean } | undefined;

  const request = async (url: string, body?: URLSearchParams): Promise<string> => {
    const response = await send(url, {
      method: body ? 'post' : 'get',
      body,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      timeout: CART_WRITE_TIMEOUT_MS,
    });
    return response.text();
  };

  const enableUpdate = (on: boolean): void => {
    changed = on;
    const button = cartForm()?.querySelector<HTMLButtonElement>('[name="update_cart"]');
    if (button) button.disabled = !on;
  };

  const replace = (old: Element, next: Element): void => {
    unmountIslands(old);
    old.replaceWith(next);
    hydrateIslands(next);
  };

  /** Notices go first in the notices wrapper (stock), else above the cart. */
  const placeNotices = (notices: Element[]): void => {
    const wrapper = root.querySelector('.woocommerce-notices-wrapper');
    if (wrapper) wrapper.prepend(...notices);
    else root.querySelector(`${CART_FORM}, ${TOTALS}, .wc-empty-cart-message`)?.before(...notices);
  };
  const removeNotices = (): void => root.querySelectorAll(`${NOTICES}, .${COUPON_ERROR}`).forEach((notice) => notice.remove());

  const clearCouponError = (field: Element | null): void => {
    field?.classList.remove('has-error');
    field?.removeAttribute('aria-invalid');
    field?.closest('.coupon')?.querySelector(`.${COUPON_ERROR}`)?.remove();
  };
  /** A refused code is told at its field, as stock's `p.coupon-error-notice` in `.coupon`. */
  const showCouponError = (field: HTMLInputElement | null, text: string): boolean => {
    const wrapper = field?.closest('.coupon');
    if (!field || !wrapper) return false;
    const error = root.createElement('p');
    error.className = COUPON_ERROR;
    error.id = COUPON_ERROR;
    error.setAttribute('role', 'alert');
    error.textContent = text;
    field.classList.add('has-error');
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', COUPON_ERROR);
    wrapper.append(error);
    return true;
  };

  const replaceTotals = (totals: Element | null): void => {
    const old = root.querySelector(TOTALS);
    if (old && totals) replace(old, totals);
    emit('updated_cart_totals');
  };

  /** Stock's update_wc_div: the answer's form, totals and notices, or the empty cart. */
  const showCart = (answer: CartPageAnswer, preserveNotices: boolean, sent?: URLSearchParams): void => {
    const form = cartForm();
    if (!form || (!answer.form && root.querySelector('.woocommerce-checkout'))) {
      win.location.reload();
      return;
    }
    const couponError = preserveNotices ? root.querySelector(`${CART_FORM} .${COUPON_ERROR}`)?.textContent : null;
    if (!preserveNotices) removeNotices();
    if (!answer.form) {
      replace(form.closest('.woocommerce') ?? form, answer.empty!);
      placeNotices(answer.notices);
      emit('wc_cart_emptied');
    } else {
      if (root.querySelector('.woocommerce-checkout')) emit('update_checkout');
      const edits = unsavedEdits(form, sent);
      replace(form, answer.form);
      const fields = answer.form.querySelectorAll<HTMLInputElement>('input[name]');
      for (const [name, value] of edits) {
        for (const field of fields) if (field.name === name) field.value = value;
      }
      enableUpdate(edits.some(([name]) => /^cart\[/.test(name)));
      if (couponError) showCouponError(answer.form.querySelector('[name="coupon_code"]'), couponError);
      placeNotices(answer.notices);
      replaceTotals(answer.totals);
    }
    emit('updated_wc_div');
    root.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
    void ctx.cart.fragments.refresh();
  };

  const fail = (error: unknown): void => {
    console.error('[islas] the cart page could not be updated.', error);
    const text = failureMessage(error);
    root.querySelector('.islas-cart-error')?.remove();
    const notice = root.createElement('ul');
    notice.className = 'woocommerce-error islas-cart-error';
    notice.append(root.createElement('li'));
    notice.firstChild!.textContent = text;
    placeNotices([notice]);
    notice.scrollIntoView({ block: 'nearest' });
    announce(text);
    // The server may have made the change before failing: the mini cart shows its cart.
    void ctx.cart.fragments.refresh();
  };

  /**
   * Queues a cart request. `key` names what it sends: one still waiting is not queued
   * again, one running only when `again` (its answer will not show the newer change).
   * The affected blocks are busy (faded, aria-busy) while it runs.
   */
  const run = (key: string, busy: string[], task: () => Promise<void>, again = false): void => {
    if (waiting.has(key) || (running === key && !again)) return;
    waiting.add(key);
    void ctx.cart.queue.push(async () => {
      waiting.delete(key);
      running = key;
      const restore = markUpdating(busy, root);
      try {
        await task();
      } catch (error) {
        fail(error);
      } finally {
        restore();
        running = undefined;
      }
    });
  };

  /** Posts the cart form (stock's update_cart / quantity_update) and shows the answer. */
  const postCart = (update: boolean, preserveNotices: boolean): void => {
    if (!cartForm()) {
      win.location.reload();
      return;
    }
    if (waitingPost) {
      waitingPost.update ||= update;
      waitingPost.preserve &&= preserveNotices;
      return;
    }
    // A second click while the same quantities are on their way adds nothing.
    if (update && !changed && running === 'form') return;
    const post = (waitingPost = { update, preserve: preserveNotices });
    run(
      'form',
      [CART_FORM, TOTALS],
      async () => {
        waitingPost = undefined;
        const form = cartForm();
        if (!form) return win.location.reload();
        if (post.update) enableUpdate(false);
        const body = formBody(form, post.update ? { update_cart: 'Update Cart' } : {});
        try {
          showCart(readCartPage(await request(form.action, body)), post.preserve, post.update ? body : undefined);
        } catch (error) {
          // The typed quantities are still there: the shopper may send them again.
          if (post.update) enableUpdate(true);
          throw error;
        }
      },
      true,
    );
  };

  const applyCoupon = (field: HTMLInputElement): void => {
    const code = field.value;
    run(`apply ${code}`, [CART_FORM, TOTALS], async () => {
      const answer = readCouponAnswer(
        await request(params.url('apply_coupon'), new URLSearchParams({ security: params.applyNonce, coupon_code: code })),
      );
      const live = field.isConnected ? field : root.querySelector<HTMLInputElement>('#coupon_code');
      removeNotices();
      clearCouponError(live);
      if (!answer.error || !showCouponError(live, answer.error)) placeNotices(answer.notices);
      // A refused code stays in the field to be corrected; an applied one is cleared.
      if (live && !answer.error) live.value = '';
      emit('applied_coupon', [code]);
      postCart(false, true);
    });
  };

  const removeCoupon = (code: string): void => {
    run(`remove ${code}`, [TOTALS], async () => {
      const answer = readCouponAnswer(
        await request(params.url('remove_coupon'), new URLSearchParams({ security: params.removeNonce, coupon: code })),
      );
      removeNotices();
      placeNotices(answer.notices);
      emit('removed_coupon', [code]);
      postCart(false, true);
    });
  };

  const shippingMethodChanged = (): void => {
    run(
      'shipping',
      [TOTALS],
      async () => {
        try {
          replaceTotals(readTotals(await request(params.url('update_shipping_method'), shippingMethodBody(root, params.shippingNonce))));
          void ctx.cart.fragments.refresh();
        } finally {
          emit('updated_shipping_method');
        }
      },
      true,
    );
  };

  const toggleCalculator = (button: Element): void => {
    const section =
      button.closest('form')?.querySelector<HTMLElement>('.shipping-calculator-form') ??
      root.querySelector<HTMLElement>('.shipping-calculator-form');
    if (!section) return;
    const open = section.style.display === 'none';
    section.style.display = open ? '' : 'none';
    button.setAttribute('aria-expanded', String(open));
    // Stock refreshes the country fields and lets selectWoo start on them.
    section.querySelectorAll('.country_to_state').forEach((field) => field.dispatchEvent(new Event('change', { bubbles: true })));
    emit('country_to_state_changed');
  };

  const fieldChanged = (target: EventTarget | null): void => {
    if (!(target instanceof Element)) return;
    if (target.matches(LINE_FIELD)) enableUpdate(true);
    else if (target.matches(SHIPPING_FIELD) && !inCheckout(target) && target.matches(':checked, select, [type="hidden"]')) {
      shippingMethodChanged();
    }
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`${REMOVE_LINK}, a.woocommerce-remove-coupon, .shipping-calculator-button`);
    if (!link || inCheckout(link)) return;
    if (link.matches('.shipping-calculator-button')) {
      event.preventDefault();
      toggleCalculator(link);
    } else if (link.matches('a.woocommerce-remove-coupon')) {
      event.preventDefault();
      removeCoupon(link.getAttribute('data-coupon') ?? '');
    } else if (link.href && new URL(link.href).origin === win.location.origin) {
      event.preventDefault();
      const href = link.href;
      run(`link ${href}`, [CART_FORM, TOTALS], async () => showCart(readCartPage(await request(href)), false));
    }
  };

  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const by = event.submitter;
    const active = root.activeElement;
    const coupon = form.querySelector<HTMLInputElement>('[name="coupon_code"]');
    const applying = by?.getAttribute('name') === 'apply_coupon' || (!!coupon && active === coupon);
    if (form.matches(CART_FORM)) {
      // A cart form without lines (a plugin's) posts as it is.
      if (!form.querySelector('.woocommerce-cart-form__contents')) return;
      if (applying && coupon) {
        event.preventDefault();
        applyCoupon(coupon);
      } else if (by?.getAttribute('name') === 'update_cart' || active?.matches('input.qty')) {
        event.preventDefault();
        postCart(true, false);
      }
    } else if (form.matches('form.checkout_coupon') && coupon && !root.querySelector('form.checkout')) {
      event.preventDefault();
      applyCoupon(coupon);
    } else if (form.matches('form.woocommerce-shipping-calculator') && !inCheckout(form)) {
      event.preventDefault();
      run('calculator', [TOTALS], async () =>
        showCart(readCartPage(await request(form.action, formBody(form, { calc_shipping: 'x' }))), false),
      );
    }
  };

  /** Enter in a quantity updates the cart (not the first submit button, which may be the coupon's). */
  const onKeyDown = (event: KeyboardEvent): void => {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.matches(`${CART_FORM} input.qty`)) return;
    if (!field.form!.checkValidity()) return;
    event.preventDefault();
    postCart(true, false);
  };

  // Radios fire input too: only change sends a shipping method, once.
  const onInput = (event: Event): void => {
    const target = event.target as Element;
    if (target.matches('[name="coupon_code"]')) clearCouponError(target);
    else if (target.matches(LINE_FIELD)) enableUpdate(true);
  };

  const stopping = new AbortController();
  const on = <K extends keyof DocumentEventMap>(type: K, handler: (event: DocumentEventMap[K]) => void): void =>
    root.addEventListener(type, handler, { signal: stopping.signal });
  on('click', onClick);
  on('submit', onSubmit);
  on('keydown', onKeyDown);
  on('input', onInput);
  on('change', (event) => fieldChanged(event.target));
  const stops = [
    () => stopping.abort(),
    // A plugin's `$(qty).val(3).trigger('change')` or shipping radio change sends no native event.
    listenJQueryTrigger(root, 'change', (_args, target) => fieldChanged(target)),
    // Also islas's own: the header mini cart's quantity fields ask for it (mini-cart-quantity.ts).
    listen(root, 'wc_update_cart', ([preserveNotices]) => postCart(false, !!preserveNotices), { own: true }),
    // A cross-sell added or a line removed from the mini cart: the cart form follows.
    listen(root, 'added_to_cart', () => postCart(false, true), { own: true }),
    listen(root, 'removed_from_cart', () => postCart(false, true), { own: true }),
  ];

  // As stock at start, but quantities typed before islas arrived keep the button usable.
  enableUpdate(unsavedEdits(cartForm() ?? root.createElement('form')).some(([name]) => /^cart\[/.test(name)));
  root.querySelectorAll<HTMLElement>('.shipping-calculator-form').forEach((section) => (section.style.display = 'none'));
  // A shipping method chosen (by keyboard) before islas came is sent now.
  const chosen = root.querySelector<HTMLInputElement>(`${TOTALS} input[name^="shipping_method"]:checked`);
  if (chosen && !chosen.defaultChecked) shippingMethodChanged();

  return () => stops.forEach((stop) => stop());
}
