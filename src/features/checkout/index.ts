/**
 * WooCommerce's checkout (`form.checkout`), as its checkout.js behaves (reference:
 * woocommerce-scripts.md §2 and §5): the order review follows the address, shipping
 * method and coupons through `update_order_review` (one request at a time, the newest
 * choice winning); the chosen gateway's box is shown; the order is placed by AJAX with
 * WooCommerce's gateway hooks (`checkout_place_order`, `checkout_place_order_<id>`,
 * `checkout_place_order_success`), once however often the shopper clicks; failures come
 * back as notices at the top of the form with the fields marked, nothing typed lost.
 * Every event of the stock script is fired on its target, and what plugins trigger
 * (`update_checkout`, the form's `update`, `$(field).trigger('change')`) is heard.
 */
import { __ } from '@wordpress/i18n';
import { isRecord, Reader, wcAjaxEndpoint } from '../../kernel/config';
import type { PageContext } from '../../kernel/context';
import { emit, listen, listenJQueryTrigger, vetoed } from '../../kernel/events';
import { applyFragments, isFragments, markUpdating } from '../../cart/fragments';
import type { Fragments } from '../../cart/types';
import { CART_WRITE_TIMEOUT_MS, createWooHttp, toFormBody, type FormFields } from '../../http/client';
import { send } from '../../http/fetch';
import { addTranslations } from '../../kernel/i18n';
import { safeUrl } from '../../dom/url-guard';
import { fieldProblems, latestWins, orderReviewFields, readCheckoutAnswer } from './core';
import { esES } from './index.es_ES';

const REVIEW = '.woocommerce-checkout-review-order-table';
const PAYMENT = '.woocommerce-checkout-payment';
const FIELDS = '.input-text, select, input[type="checkbox"]';
const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';
const INVALID = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone'];
const UPDATES_TOTALS =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';
const TYPED = '.address-field input.input-text, .update_totals_on_change input.input-text';
const SHIP_ELSEWHERE = '#ship-to-different-address input';
/** The toggles: link → what it shows and hides. */
const PANELS: [string, string][] = [
  ['a.showcoupon', 'form.checkout_coupon'],
  ['a.showlogin', 'form.login, form.woocommerce-form-login, form.woocommerce-form--login'],
  ['a.woocommerce-terms-and-conditions-link', '.woocommerce-terms-and-conditions'],
];
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** Placing an order may wait on a payment provider: longer than a cart write. */
const PLACE_ORDER_TIMEOUT_MS = 60_000;

/** Inputs and selects alike: islas reads value, type and checked. */
type Field = HTMLInputElement;
interface UpdateArgs {
  update_shipping_method?: boolean;
  current_target?: Element | null;
}
type JQueryLike = ((el: unknown) => { on(name: string, fn: (event: { originalEvent?: Event }) => unknown): unknown; off(name: string, fn: unknown): unknown }) | undefined;

/** jQuery's hide()/show(), which gateways' and themes' scripts test with :visible. */
const show = (el: HTMLElement, shown: boolean): void => {
  el.style.display = shown ? '' : 'none';
};
const shown = (el: Element): boolean => !el.closest('[hidden], [style*="display: none"], [style*="display:none"]');
const remove = (el: Element): void => el.remove();

export function enhance(root: Document, ctx: PageContext): (() => void) | void {
  const form = root.querySelector<HTMLFormElement>('form.checkout');
  if (!form) return;
  addTranslations(esES);
  const globals = window as unknown as Record<string, unknown>;
  const params = new Reader('wc_checkout_params', isRecord(globals.wc_checkout_params) ? globals.wc_checkout_params : undefined, console.warn);
  const $ = globals.jQuery as JQueryLike;
  const http = createWooHttp(ctx.config);
  const all = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = root): T[] => [...scope.querySelectorAll<T>(selector)];
  const byId = (id: string): Field | null => root.getElementById(id) as Field | null;
  const checkoutError = params.string('i18n_checkout_error', '') || __('There was an error processing your order. Please try again.', 'islas');
  const off = new AbortController();
  const on = (target: EventTarget, types: string, handler: (event: Event) => void): void =>
    types.split(' ').forEach((type) => target.addEventListener(type, handler, { signal: off.signal }));
  const noticeGroup = (kind: string, html: string): HTMLElement => {
    const group = root.createElement('div');
    group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`;
    group.innerHTML = html;
    return group;
  };
  const errorNotice = (html: string): string => `<div class="woocommerce-error" role="alert" tabindex="-1">${html}</div>`;

  // Payment methods.
  let selectedMethod: string | undefined;
  const paymentMethod = (): string => form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
  const paymentSelected = (radio: HTMLInputElement): void => {
    const several = all('.payment_methods input.input-radio').length > 1;
    for (const box of all('div.payment_box')) show(box, !several || (radio.checked && box.classList.contains(radio.id)));
    const button = byId('place_order');
    if (button) button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent;
    const chosen = (radio.checked ? radio : form.querySelector('input[name="payment_method"]:checked'))?.id;
    if (chosen !== selectedMethod) {
      selectedMethod = chosen;
      emit('payment_method_selected');
    }
  };
  const initPaymentMethods = (): void => {
    const radios = all<HTMLInputElement>('.woocommerce-checkout input[name="payment_method"]');
    if (radios.length === 1) show(radios[0]!, false);
    const previous = selectedMethod && byId(selectedMethod);
    if (previous) previous.checked = true;
    const checked = radios.find((radio) => radio.checked) ?? radios[0];
    if (checked) checked.checked = true;
    // A click, as stock: gateways listen for it on the radio.
    checked?.click();
  };

  // The order review.
  let lastFragments: Fragments = {};
  let unblockReview = (): void => {};
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let typing: ReturnType<typeof setTimeout> | undefined;
  let dirty: Element | undefined;
  const address = (prefix: string): string[] =>
    ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((name) => byId(`${prefix}_${name}`)?.value ?? '');
  const serialize = (): string => new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();

  const updateFailed = (): void => {
    all('.woocommerce-NoticeGroup-updateOrderReview').forEach(remove);
    form.prepend(noticeGroup('updateOrderReview', errorNotice(__('The order summary could not be updated. Please try again.', 'islas'))));
  };

  const runUpdate = latestWins<UpdateArgs, unknown>(
    (args) => {
      const fields = orderReviewFields({
        security: params.string('update_order_review_nonce', ''),
        paymentMethod: paymentMethod(),
        billing: address('billing'),
        shipping: root.querySelector<HTMLInputElement>(SHIP_ELSEWHERE)?.checked ? address('shipping') : undefined,
        hasFullAddress: all('.address-field.validate-required', form)
          .filter(shown)
          .every((row) => row.querySelector<Field>('input, select, textarea')?.value !== ''),
        postData: serialize(),
        shippingMethods:
          args.update_shipping_method === false
            ? undefined
            : Object.fromEntries(
                all<Field>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]').map(
                  (el) => [el.dataset.index ?? '', el.value],
                ),
              ),
      });
      unblockReview();
      unblockReview = markUpdating([REVIEW, PAYMENT], root);
      return http.wcAjax('update_order_review', fields);
    },
    (outcome, args) => {
      unblockReview();
      const data = outcome.ok ? outcome.value : undefined;
      if (!isRecord(data)) {
        updateFailed();
        return;
      }
      if (data.reload === true) {
        location.reload();
        return;
      }
      all('.woocommerce-NoticeGroup-updateOrderReview').forEach(remove);
      // The review and payment boxes may be replaced: keep the terms and what was typed in a gateway's box.
      const termsChecked = byId('terms')?.checked;
      const typed = all<Field>('.payment_box input, .payment_box select, .payment_box textarea')
        .filter((el) => el.id)
        .map((el): [string, string | boolean] => [el.id, el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value]);
      if (isFragments(data.fragments)) {
        const fresh = data.fragments;
        applyFragments(Object.fromEntries(Object.entries(fresh).filter(([key, html]) => lastFragments[key] !== html)), root);
        lastFragments = fresh;
      }
      if (termsChecked) byId('terms')!.checked = true;
      for (const [id, saved] of typed) {
        const el = byId(id);
        if (!el?.closest('.payment_box')) continue;
        if (typeof saved === 'boolean') el.checked = saved;
        else if (el.tagName === 'SELECT' || !el.value) el.value = saved;
        else continue;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const failed = data.result === 'failure';
      if (failed) all(NOTICES).forEach(remove);
      if (typeof data.messages === 'string' && data.messages) form.prepend(noticeGroup('updateOrderReview', data.messages));
      if (failed) {
        validateAll();
        scrollToGroups();
      }
      initPaymentMethods();
      // The shipping radios were inside the replaced review: the focus goes back to the chosen one.
      const target = args.current_target;
      if (data.result === 'success' && target?.id.includes('shipping_method')) byId(target.id)?.focus();
      emit('updated_checkout', [data]);
    },
  );
  const update = (args: UpdateArgs = {}): void => {
    clearTimeout(typing);
    clearTimeout(debounce);
    // Several fields changing at once (autofill, a country and its state) make one request.
    debounce = setTimeout(() => runUpdate(args), 5);
  };
  const emitUpdate = (args: UpdateArgs = {}): void => {
    dirty = undefined;
    emit('update_checkout', [args]);
    update(args);
  };
  const maybeUpdate = (): void => {
    // Not while a required address field of the section being typed in is still empty.
    const section = dirty?.closest('div');
    if (section && all('.address-field.validate-required', section).some((row) => row.querySelector<Field>('input.input-text')?.value === '')) return;
    emitUpdate({ current_target: null });
  };

  // Inline validation.
  const validate = (el: Field, type: string): void => {
    const row = el.closest<HTMLElement>('.form-row');
    if (!row) return;
    const describedBy = `${el.id}_description`;
    const clear = (): void => {
      el.removeAttribute('aria-invalid');
      if (el.getAttribute('aria-describedby') === describedBy) el.removeAttribute('aria-describedby');
      all('.checkout-inline-error-message', row).forEach(remove);
      row.classList.remove(...INVALID, 'woocommerce-validated');
    };
    if (type === 'input') return clear();
    const problems = fieldProblems({
      value: el.value,
      checked: el.type !== 'checkbox' || el.checked,
      required: row.classList.contains('validate-required'),
      email: row.classList.contains('validate-email'),
      phone: row.classList.contains('validate-phone'),
    });
    if (problems.length) {
      el.setAttribute('aria-invalid', 'true');
      row.classList.remove('woocommerce-validated');
      row.classList.add('woocommerce-invalid', ...problems.map((problem) => `woocommerce-invalid-${problem}`));
    } else {
      clear();
      row.classList.add('woocommerce-validated');
    }
  };
  const validateAll = (): void => all<Field>(FIELDS, form).forEach((el) => validate(el, 'validate'));
  // Not notices.ts's animated scroll: importing it here splits it out of the page-start chunk.
  const scrollToGroups = (): void =>
    (root.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form).scrollIntoView?.({ block: 'center' });

  const toggleShipping = (): void =>
    all('div.shipping_address').forEach((el) => show(el, !!root.querySelector<HTMLInputElement>(SHIP_ELSEWHERE)?.checked));
  const toggleAccount = (): void => {
    const box = byId('createaccount');
    if (box) all('div.create-account').forEach((el) => show(el, box.checked));
  };

  const handle = (type: string, target: EventTarget | null): void => {
    if (!(target instanceof Element)) return;
    if (type === 'click') {
      if (target.matches('input[name="payment_method"]')) paymentSelected(target as HTMLInputElement);
      return;
    }
    if (target.matches(FIELDS)) validate(target as Field, type);
    if (type === 'input') {
      if (target.matches(TYPED)) {
        dirty = target;
        clearTimeout(typing);
        typing = setTimeout(maybeUpdate, 1000);
      }
    } else if (type === 'change') {
      if (target.matches(SHIP_ELSEWHERE)) toggleShipping();
      if (target.matches('input#createaccount') && params.string('option_guest_checkout', 'yes') === 'yes') toggleAccount();
      if (target.matches(UPDATES_TOTALS)) {
        emitUpdate({ current_target: target });
      } else if (target.matches('.address-field select') || (dirty && target.matches(TYPED))) {
        dirty = target;
        maybeUpdate();
      }
    }
  };
  on(form, 'click input change focusout validate', (event) => handle(event.type === 'focusout' ? 'validate' : event.type, event.target));

  // Placing the order.
  let unblockForm = (): void => {};
  const submitError = (html: string): void => {
    all(`.woocommerce-NoticeGroup-checkout, ${NOTICES}`).forEach(remove);
    form.prepend(noticeGroup('checkout', html));
    unblockForm();
    validateAll();
    scrollToGroups();
    form.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"]')?.focus({ preventScroll: true });
    emit('checkout_error', [html]);
  };
  const showFailure = (messages: string): void => {
    const group = root.createElement('div');
    group.setAttribute('role', 'alert');
    group.innerHTML = messages;
    for (const list of group.children) {
      // role=alert on the list would hide it as a list from screen readers; the wrapper announces.
      list.removeAttribute('role');
      list.setAttribute('tabindex', '-1');
    }
    const invalid: [string, string][] = [];
    for (const item of all('li[data-id]', group)) {
      const id = item.getAttribute('data-id')!;
      invalid.push([id, item.textContent!.trim()]);
      const link = root.createElement('a');
      link.href = `#${id}`;
      link.append(...item.childNodes);
      item.append(link);
    }
    submitError(group.outerHTML);
    for (const [id, message] of invalid) {
      const field = byId(id);
      const row = field?.closest('.form-row');
      if (!field || !row) continue;
      const note = root.createElement('p');
      note.id = `${id}_description`;
      note.className = 'checkout-inline-error-message';
      note.textContent = message;
      row.append(note);
      row.classList.remove('woocommerce-validated');
      row.classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
      field.setAttribute('aria-describedby', note.id);
      field.setAttribute('aria-invalid', 'true');
    }
  };
  const facade = {
    $checkout_form: $ ? $(form) : form,
    $order_review: $ ? $('#order_review') : root.getElementById('order_review'),
    get_payment_method: paymentMethod,
    submit_error: submitError,
  };
  const placeOrder = (): void => {
    clearTimeout(debounce);
    clearTimeout(typing);
    // One order however often the shopper clicks or presses Enter.
    if (form.classList.contains('processing')) return;
    if (vetoed('checkout_place_order', [facade], form) || vetoed(`checkout_place_order_${paymentMethod()}`, [facade], form)) return;
    form.classList.add('processing');
    const unmark = markUpdating(['form.checkout'], root);
    unblockForm = () => {
      form.classList.remove('processing');
      unmark();
    };
    // Serialized after the hooks: gateways add their token fields there.
    send(params.url('checkout_url', wcAjaxEndpoint(ctx.config, 'checkout')), {
      method: 'post',
      body: serialize(),
      headers: { ...XHR, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      timeout: PLACE_ORDER_TIMEOUT_MS,
    })
      .then((response) => response.text())
      .then((text) => {
        const result = readCheckoutAnswer(text);
        all('.checkout-inline-error-message').forEach(remove);
        if (result.result === 'success') {
          if (vetoed('checkout_place_order_success', [result, facade], form)) return unblockForm();
          // Any http(s) address: gateways (Redsys, PayPal) send the shopper to their own site to pay.
          const url = safeUrl(result.redirect, true);
          if (!url) throw new Error(`[islas] the checkout's redirect is not a web address: ${String(result.redirect)}`);
          location.assign(url);
          return;
        }
        if (result.reload === true) return location.reload();
        // A fresh nonce comes with the next review.
        if (result.refresh === true) emitUpdate();
        if (typeof result.messages === 'string' && result.messages) showFailure(result.messages);
        else submitError(errorNotice(checkoutError));
      })
      .catch((error: unknown) => {
        console.error('[islas] placing the order failed.', error);
        submitError(errorNotice(checkoutError));
      });
  };
  on(form, 'submit', (event) => {
    event.preventDefault();
    placeOrder();
  });
  // A gateway's $form.trigger('submit') sends no submit event: jQuery would post the page.
  const onJQuerySubmit = (event: { originalEvent?: Event }): unknown => (event.originalEvent ? undefined : (placeOrder(), false));
  $?.(form).on('submit', onJQuerySubmit);

  // Coupons, posted in the cart's queue with its other writes.
  const couponField = (): HTMLInputElement | null => root.querySelector('#coupon_code');
  const postHtml = (endpoint: string, fields: FormFields): Promise<string> =>
    ctx.cart.queue.push(() =>
      send(wcAjaxEndpoint(ctx.config, endpoint), { method: 'post', body: toFormBody(fields), headers: XHR, timeout: CART_WRITE_TIMEOUT_MS }).then(
        (response) => response.text(),
      ),
    );
  const clearCouponError = (): void => {
    const field = couponField();
    field?.classList.remove('has-error');
    field?.removeAttribute('aria-invalid');
    field?.removeAttribute('aria-describedby');
    root.getElementById('coupon-error-notice')?.remove();
  };
  const closeCouponForm = (): void => {
    clearCouponError();
    const field = couponField();
    if (field) field.value = '';
    all('form.checkout_coupon').forEach((el) => show(el, false));
    all('a.showcoupon').forEach((link) => link.setAttribute('aria-expanded', 'false'));
  };
  const showCouponError = (message: string, place: Element): void => {
    clearCouponError();
    const field = couponField();
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
  const applyCoupon = (couponForm: HTMLFormElement): void => {
    if (couponForm.classList.contains('processing')) return;
    clearCouponError();
    couponForm.classList.add('processing');
    couponForm.setAttribute('aria-busy', 'true');
    const done = (): void => {
      couponForm.classList.remove('processing');
      couponForm.removeAttribute('aria-busy');
    };
    const code = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '';
    const place = couponField()?.parentElement ?? couponForm;
    postHtml('apply_coupon', {
      security: params.string('apply_coupon_nonce', ''),
      coupon_code: code,
      billing_email: form.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value,
    }).then(
      (html) => {
        all(`${NOTICES}, .checkout-inline-error-message`).forEach(remove);
        done();
        if (!html.trim()) return;
        // Errors stay under the code field; a success notice goes above the coupon form.
        if (/woocommerce-error|is-error/.test(html)) {
          const parsed = root.createElement('template');
          parsed.innerHTML = html;
          showCouponError(parsed.content.textContent!.trim(), place);
        } else {
          closeCouponForm();
          couponForm.insertAdjacentHTML('beforebegin', html);
        }
        emit('applied_coupon_in_checkout', [code]);
        emitUpdate({ update_shipping_method: false });
      },
      () => {
        done();
        showCouponError(__('The coupon could not be applied. Please try again.', 'islas'), place);
      },
    );
  };
  const removeCoupon = (link: Element): void => {
    const container = link.closest('.woocommerce-checkout-review-order');
    const coupon = link.getAttribute('data-coupon') ?? '';
    container?.classList.add('processing');
    const before = (html: string): void => root.querySelector('form.woocommerce-checkout')?.insertAdjacentHTML('beforebegin', html);
    postHtml('remove_coupon', { security: params.string('remove_coupon_nonce', ''), coupon }).then(
      (html) => {
        all(NOTICES).forEach(remove);
        container?.classList.remove('processing');
        if (!html.trim()) return;
        before(html);
        emit('removed_coupon_in_checkout', [coupon]);
        emitUpdate({ update_shipping_method: false });
        closeCouponForm();
      },
      () => {
        container?.classList.remove('processing');
        before(errorNotice(__('The coupon could not be removed. Please try again.', 'islas')));
      },
    );
  };

  // Toggles and coupon links, delegated on the page (the coupon and login forms are outside the checkout form).
  on(root, 'click keydown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const remover = target?.closest('.woocommerce-remove-coupon');
    if (event.type === 'keydown') {
      // It is a link with role=button: Space presses it.
      if (remover && (event as KeyboardEvent).key === ' ') {
        event.preventDefault();
        (remover as HTMLElement).click();
      }
      return;
    }
    if (remover) {
      event.preventDefault();
      return removeCoupon(remover);
    }
    for (const [linkSelector, panelSelector] of PANELS) {
      const link = target?.closest(linkSelector);
      // The panel beside the link: not the theme's login form in a header popup.
      const panels = link ? all(panelSelector, link.closest('.woocommerce') ?? root) : [];
      if (!link || !panels.length) continue;
      event.preventDefault();
      const opening = !shown(panels[0]!);
      panels.forEach((panel) => {
        panel.hidden = false;
        show(panel, opening);
      });
      all(linkSelector).forEach((el) => {
        el.setAttribute('aria-expanded', String(opening));
        el.classList.toggle('woocommerce-terms-and-conditions-link--open', opening && el.matches(PANELS[2]![0]));
        el.classList.toggle('woocommerce-terms-and-conditions-link--closed', !opening && el.matches(PANELS[2]![0]));
      });
      if (opening && panelSelector === PANELS[0]![1]) panels[0]!.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    }
  });
  on(root, 'submit', (event) => {
    if (event.target instanceof HTMLFormElement && event.target.matches('form.checkout_coupon')) {
      event.preventDefault();
      applyCoupon(event.target);
    }
  });
  on(root, 'input change', (event) => {
    if (event.target === couponField()) clearCouponError();
  });

  const stops = [
    listen(root.body, 'update_checkout', ([args]) => update(isRecord(args) ? args : {})),
    listen(root.body, 'init_checkout', () => emitUpdate()),
    listen(form, 'update', () => emitUpdate()),
    listenJQueryTrigger(form, 'change', (_args, target) => handle('change', target)),
    listenJQueryTrigger(form, 'validate', (_args, target) => handle('validate', target)),
  ];

  // Start as stock does.
  form.setAttribute('novalidate', 'novalidate');
  all('form.checkout_coupon').forEach((el) => show(el, false));
  for (const [linkSelector, panelSelector] of PANELS) {
    const panel = root.querySelector(panelSelector);
    if (panel) all(linkSelector).forEach((link) => link.setAttribute('aria-expanded', String(shown(panel))));
  }
  toggleShipping();
  initPaymentMethods();
  if (params.flag('is_checkout', true)) {
    emit('init_checkout');
    emitUpdate();
  }
  if (params.string('option_guest_checkout', 'yes') === 'yes') toggleAccount();

  return () => {
    off.abort();
    stops.forEach((stop) => stop());
    $?.(form).off('submit', onJQuerySubmit);
    clearTimeout(debounce);
    clearTimeout(typing);
  };
}
