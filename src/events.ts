/**
 * Events: islas dispatches a native `islas:<name>` CustomEvent on document.body for each
 * WooCommerce cart event (detail = WooCommerce's arguments, elements unwrapped), and when
 * jQuery is on the page it also triggers WooCommerce's own jQuery event with the same
 * arguments, so themes and plugins listening with `$(document.body).on(...)` keep working.
 */

/** WooCommerce's cart events that islas emits. */
export type WooEventName =
  | 'adding_to_cart'
  | 'added_to_cart'
  | 'removed_from_cart'
  | 'wc_fragments_loaded'
  | 'wc_fragments_refreshed'
  | 'wc_fragments_ajax_error'
  | 'wc_cart_button_updated';

interface JQueryLike {
  (target: unknown): {
    trigger(name: string, args?: unknown[]): unknown;
    triggerHandler(name: string, args?: unknown[]): unknown;
    on(name: string, handler: (...args: unknown[]) => void): unknown;
    off(name: string, handler: (...args: unknown[]) => void): unknown;
  };
}

function jQuery(): JQueryLike | undefined {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : undefined;
}

/** Wraps DOM elements for jQuery listeners, which expect `$button`, not a bare element. */
function forJQuery($: JQueryLike, args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Element ? $(arg) : arg));
}

export function emit(name: WooEventName, args: unknown[] = []): void {
  document.body.dispatchEvent(new CustomEvent(`islas:${name}`, { detail: args }));
  const $ = jQuery();
  if ($) $(document.body).trigger(name, forJQuery($, args));
}

/**
 * WooCommerce's veto hook: a handler of `should_send_ajax_request.adding_to_cart` returning
 * false cancels the add. Native listeners veto with preventDefault on
 * `islas:should-send-add-to-cart`.
 */
export function addToCartVetoed(button: Element): boolean {
  const native = new CustomEvent('islas:should-send-add-to-cart', {
    cancelable: true,
    detail: { button },
  });
  if (!document.body.dispatchEvent(native)) return true;
  const $ = jQuery();
  return $ ? $(document.body).triggerHandler('should_send_ajax_request.adding_to_cart', [$(button)]) === false : false;
}

/**
 * Listens for a request made by others: the native `islas:<name>` event, and the jQuery
 * event of the same name when jQuery is present (e.g. `wc_fragment_refresh`).
 */
export function onRequest(name: string, handler: () => void): () => void {
  const native = (): void => handler();
  document.body.addEventListener(`islas:${name}`, native);
  const $ = jQuery();
  const viaJQuery = (): void => handler();
  if ($) $(document.body).on(name, viaJQuery);
  return () => {
    document.body.removeEventListener(`islas:${name}`, native);
    if ($) $(document.body).off(name, viaJQuery);
  };
}
