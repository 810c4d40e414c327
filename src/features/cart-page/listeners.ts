/**
 * What the shopper does, sent to its job: clicks (calculator button, coupon removal,
 * remove and undo links), Space on those printed as buttons, submits (cart form,
 * Flatsome's coupon form, calculator), typing and changes (quantities, the coupon field,
 * the shipping method).
 */
import { clickOnSpace } from '../../dom/focus';
import { CART_FORM, CHECKOUT_FORM, COUPON_FIELD, find } from './core';
import { applyCoupon, removeCoupon } from './coupons';
import { clearCouponError } from './notices';
import { enableUpdate, inCheckout, type CartPage } from './page';
import { postCart } from './quantities';
import { followLink, LINE_REMOVE, REMOVE_LINK } from './remove';
import { calculateShipping, shippingMethodChanged, toggleCalculator } from './shipping';

/** Flatsome's sidebar coupon form: `form.ux-cart-coupon` since 3.19.4, `form.checkout_coupon` before. */
const SIDEBAR_COUPON_FORM = 'form.ux-cart-coupon, form.checkout_coupon';
const LINE_FIELD = `${CART_FORM} .cart_item :is(input, select, textarea)`;
/** A shipping method's select, or its chosen radio or hidden field. */
const SHIPPING_CHOICE = 'select.shipping_method, [name^="shipping_method"]:is(:checked, select, [type="hidden"])';
const CALCULATOR_BUTTON = '.shipping-calculator-button';
const REMOVE_COUPON = 'a.woocommerce-remove-coupon';
/**
 * Links WooCommerce 9.9+ prints as buttons (`role=button`), which take Space. Stock binds
 * Space on the remove links; the calculator's toggle (9.5+) is a button too.
 */
const SPACE_CLICKS = `${LINE_REMOVE}, ${REMOVE_COUPON}, ${CALCULATOR_BUTTON}`;

/** A field's change, native or a plugin's jQuery trigger: a line's makes the update button usable, a shipping method's is sent. */
export const fieldChanged = (page: CartPage, target: EventTarget | null): void => {
  if (!(target instanceof Element)) return;
  if (target.matches(COUPON_FIELD)) clearCouponError(target);
  else if (target.matches(LINE_FIELD)) enableUpdate(page, true);
  else if (target.matches(SHIPPING_CHOICE) && !inCheckout(target)) shippingMethodChanged(page);
};

export const onClick = (page: CartPage, event: MouseEvent): void => {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>(`${REMOVE_LINK}, ${REMOVE_COUPON}, ${CALCULATOR_BUTTON}`);
  if (!link || inCheckout(link)) return;
  if (link.matches(CALCULATOR_BUTTON)) {
    event.preventDefault();
    toggleCalculator(page, link);
  } else if (link.matches(REMOVE_COUPON)) {
    event.preventDefault();
    removeCoupon(page, link.getAttribute('data-coupon') ?? '');
  } else if (link.origin === page.win.location.origin) {
    event.preventDefault();
    followLink(page, link);
  }
};

/** Space on those links printed as buttons clicks them (the checkout's are checkout.js's). */
export const onSpace = (_page: CartPage, event: KeyboardEvent): void => {
  if (!(event.target instanceof Element && inCheckout(event.target))) clickOnSpace(event, SPACE_CLICKS);
};

export const onSubmit = (page: CartPage, event: SubmitEvent): void => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const by = event.submitter?.getAttribute('name');
  const active = page.root.activeElement;
  const coupon = find<HTMLInputElement>(form, COUPON_FIELD);
  const applying = coupon && (by === 'apply_coupon' || active === coupon);
  if (form.matches(CART_FORM)) {
    // A cart form without lines (a plugin's) posts as it is.
    if (!find(form, '.woocommerce-cart-form__contents')) return;
    if (applying) {
      event.preventDefault();
      applyCoupon(page, coupon);
    } else if (by === 'update_cart' || active?.matches('input.qty')) {
      event.preventDefault();
      postCart(page, true, false);
    }
  } else if (form.matches(SIDEBAR_COUPON_FORM) && coupon && !find(page.root, CHECKOUT_FORM)) {
    event.preventDefault();
    applyCoupon(page, coupon);
  } else if (form.matches('form.woocommerce-shipping-calculator') && !inCheckout(form)) {
    event.preventDefault();
    calculateShipping(page, form);
  }
};

// Radios fire input too: only change sends a shipping method, once.
export const onInput = (page: CartPage, event: Event): void => {
  const target = event.target as Element;
  if (target.matches(COUPON_FIELD)) clearCouponError(target);
  else if (target.matches(LINE_FIELD)) enableUpdate(page, true);
};
