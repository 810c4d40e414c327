/**
 * What the checkout's modules share: the page and its form, wc_checkout_params, and the
 * little state that crosses modules (the chosen gateway, the review's timers and the
 * field being typed in, what unblocks the form and the review). One object per enhanced
 * form, made by index.ts; the modules are plain functions taking it.
 */
import type { Reader } from '../../kernel/config';
import type { PageContext } from '../../kernel/context';
import type { Fragments } from '../../cart/types';

/** What an `update_checkout` trigger may carry (checkout.js's args). */
export interface UpdateArgs {
  update_shipping_method?: boolean;
  current_target?: Element | null;
}

/** Inputs and selects alike: islas reads value, type and checked. */
export type Field = HTMLInputElement;
export type JQueryLike = ((el: unknown) => { on(name: string, fn: (event: { originalEvent?: Event }) => unknown): unknown; off(name: string, fn: unknown): unknown }) | undefined;
type Timer = ReturnType<typeof setTimeout>;

export interface Checkout {
  readonly root: Document;
  readonly form: HTMLFormElement;
  readonly ctx: PageContext;
  /** wc_checkout_params. */
  readonly params: Reader;
  /** jQuery where the page has it: gateways' hooks are given jQuery objects. */
  readonly $: JQueryLike;
  /** Aborted when the checkout stops: every native listener goes with it. */
  readonly off: AbortController;
  /** The notice of an order that failed without messages. */
  readonly checkoutError: string;
  /** The chosen gateway's radio (payment.ts): payment_method_selected fires on a change only. */
  selectedMethod?: string;
  /** update_order_review, one request at a time (review.ts starts it). */
  runUpdate: (args: UpdateArgs) => void;
  /** The last answer's fragments: only what changed is replaced. */
  lastFragments: Fragments;
  /** Lifts the review's and payment's fade once the answer is in. */
  unblockReview?: () => void;
  /** The review's debounce, and its wait after typing. */
  debounce?: Timer;
  typing?: Timer;
  /** The address field typed in or changed since the review was last asked for. */
  dirty?: Element;
  /** Ends the order's processing state (place-order.ts). */
  unblockForm?: () => void;
}

export const all = <T extends Element = HTMLElement>(selector: string, scope: ParentNode): T[] => [...scope.querySelectorAll<T>(selector)];
export const byId = (root: Document, id: string): Field | null => root.getElementById(id) as Field | null;
/** A native listener for each of the space-separated types, removed when the checkout stops. */
export const on = (c: Checkout, target: EventTarget, types: string, handler: (event: Event) => void): void =>
  types.split(' ').forEach((type) => target.addEventListener(type, handler, { signal: c.off.signal }));
export const serialize = (form: HTMLFormElement): string => new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();

/** jQuery's hide()/show(), which gateways' and themes' scripts test with :visible. */
export const show = (el: HTMLElement, shown: boolean): void => {
  el.style.display = shown ? '' : 'none';
};
export const showAll = (selector: string, scope: ParentNode, shown: boolean): void => all(selector, scope).forEach((el) => show(el, shown));
export const shown = (el: Element): boolean => !el.closest('[hidden], [style*="display: none"], [style*="display:none"]');
export const removeAll = (selector: string, scope: ParentNode): void => all(selector, scope).forEach((el) => el.remove());
/** The box that sends the order to the shipping address. */
export const SHIP_ELSEWHERE = '#ship-to-different-address input';
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
