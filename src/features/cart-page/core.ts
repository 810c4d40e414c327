/**
 * The cart page's pure part: what the cart page sends (its forms as jQuery's serialize()
 * sends them, the chosen shipping methods) and what it reads from WooCommerce's answers
 * (a whole cart page, the bare cart totals, a coupon notice). Answers that are not what
 * the request expects throw InvalidResponseError, so the page is never half-replaced.
 */
import { __ } from '@wordpress/i18n';
import { Reader, type IslasConfig, type Source } from '../../kernel/config';
import { isHTTPError, isTimeoutError } from '../../http/errors/guards';
import { InvalidResponseError } from '../../http/errors/invalid-response-error';

export const CART_FORM = 'form.woocommerce-cart-form';
export const TOTALS = '.cart_totals';
export const COUPON_FIELD = '[name="coupon_code"]';
export const CHECKOUT_FORM = 'form.checkout';
/** `scope.querySelector(selector)` by a name: the cart page says it some twenty times, and a name minifies where a method cannot. */
export const find = <T extends Element = Element>(scope: ParentNode, selector: string): T | null => scope.querySelector<T>(selector);

/** What cart.js removes and shows as notices (classic and block notices). */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';

/** `wc_cart_params`: the three nonces and the wc-ajax address. */
export interface CartParams {
  shippingNonce: string;
  applyNonce: string;
  removeNonce: string;
  /** `/?wc-ajax=ENDPOINT` for `endpoint`. */
  url(endpoint: string): string;
}

export function readCartParams(win: object, config: IslasConfig): CartParams {
  // Reader reads nothing (and warns nothing) from a value that is not an object.
  const read = new Reader('wc_cart_params', (win as { wc_cart_params?: Source }).wc_cart_params, console.warn);
  const nonce = (name: string): string => read.string(`${name}_nonce`, '');
  const template = read.string('wc_ajax_url', '');
  const base = template.includes('%%endpoint%%') ? template : config.wcAjaxUrl;
  return {
    shippingNonce: nonce('update_shipping_method'),
    applyNonce: nonce('apply_coupon'),
    removeNonce: nonce('remove_coupon'),
    url: (endpoint) => base.replace('%%endpoint%%', endpoint),
  };
}

/** A form's successful fields as jQuery's serialize() sends them (no buttons, no files), plus `extra`. */
export function formBody(form: HTMLFormElement, extra: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** The cart page's chosen shipping methods, `shipping_method[<package>]=<rate>` (the checkout's are its own). */
export function shippingMethodBody(root: ParentNode, security: string): URLSearchParams {
  const body = new URLSearchParams({ security });
  const chosen = root.querySelectorAll<HTMLInputElement>(
    'select.shipping_method, [name^="shipping_method"][type="radio"]:checked, [name^="shipping_method"][type="hidden"]',
  );
  for (const field of chosen) {
    if (field.closest(CHECKOUT_FORM)) continue;
    const index = field.dataset.index ?? /\[(\d+)\]/.exec(field.name)?.[1] ?? '0';
    body.set(`shipping_method[${index}]`, field.value);
  }
  return body;
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const unexpected = (html: string): InvalidResponseError =>
  new InvalidResponseError('The cart answer is not the markup it should be.', html.slice(0, 500));

/** Top-level notices in `scope`, outside `skip`, each text once (as cart.js de-duplicates them). */
function noticesIn(scope: ParentNode, skip: (Element | null)[] = []): Element[] {
  const texts = new Set<string>();
  return [...scope.querySelectorAll(NOTICES)].filter((notice) => {
    const text = notice.textContent?.trim() ?? '';
    if (skip.some((block) => block?.contains(notice)) || notice.parentElement?.closest(NOTICES) || texts.has(text)) return false;
    texts.add(text);
    return true;
  });
}

/** The parts of a cart page answer islas puts in the page. */
export interface CartPageAnswer {
  form: Element | null;
  totals: Element | null;
  /** When the cart is now empty: the `.woocommerce` block around `.wc-empty-cart-message`. */
  empty: Element | null;
  /** Notices outside those blocks (the blocks bring their own). */
  notices: Element[];
}

/** Reads the full page the cart form, a remove/undo link or the shipping calculator answers. */
export function readCartPage(html: string): CartPageAnswer {
  const doc = parse(html);
  const form = find(doc, CART_FORM);
  const totals = form && find(doc, TOTALS);
  const message = find(doc, '.wc-empty-cart-message');
  const empty = form ? null : (message?.closest('.woocommerce') ?? message);
  if (!form && !empty) throw unexpected(html);
  return { form, totals, empty, notices: noticesIn(doc, [form, totals, empty]) };
}

/** Reads `update_shipping_method`'s answer: the bare `div.cart_totals`. */
export function readTotals(html: string): Element {
  const totals = find(parse(html), TOTALS);
  if (!totals) throw unexpected(html);
  return totals;
}

export interface CouponAnswer {
  notices: Element[];
  /** The coupon was refused (`ul.woocommerce-error`): its text, for the coupon field. */
  error: string | undefined;
}

/** Reads `apply_coupon` / `remove_coupon`'s answer: one notice. */
export function readCouponAnswer(html: string): CouponAnswer {
  const notices = noticesIn(parse(html).body);
  if (notices.length === 0) throw unexpected(html);
  const error = notices.find((notice) => notice.matches('.woocommerce-error, .is-error'));
  return { notices, error: error?.textContent?.trim() };
}

/**
 * Cart line fields the shopper changed and the coming answer will not show: compared with
 * what a quantity update `sent` (the server's answer reflects those), else with the
 * values the server printed. They are put back into the new form.
 */
export function unsavedEdits(form: ParentNode, sent?: URLSearchParams): [string, string][] {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="number"], input[type="text"]')]
    .filter((field) => field.value !== (sent?.get(field.name) ?? field.defaultValue))
    .map((field) => [field.name, field.value]);
}

/** True when `edits` change a cart line (a quantity), which the update button sends. */
export function editsLines(edits: [string, string][]): boolean {
  return edits.some(([name]) => /^cart\[/.test(name));
}

/** The Spanish message for a failed cart request: a time-out, no connection, anything else. */
export function failureMessage(error: unknown): string {
  if (isTimeoutError(error)) {
    return __('The shop is taking too long to answer. Check your cart before trying again.', 'islas');
  }
  if (!isHTTPError(error) && error instanceof TypeError) {
    return __('You seem to be offline. Check your connection and try again.', 'islas');
  }
  return __('Could not update the cart. Please try again.', 'islas');
}
