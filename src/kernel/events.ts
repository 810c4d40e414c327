/**
 * Events: every WooCommerce event islas fires is a native `islas:<name>` CustomEvent
 * (bubbling, detail = WooCommerce's arguments as an array, elements unwrapped) on the
 * element WooCommerce triggers it on. Where jQuery is on the page, the lazy jQuery bridge
 * (`src/kernel/jquery/`) installs itself here and the same event is also triggered through
 * jQuery, with jQuery-wrapped elements, so plugins listening with `$(...).on(...)` keep
 * working; and what plugins trigger through jQuery reaches islas's listeners.
 *
 * islas never reacts to its own events: a listener is skipped while islas itself is
 * firing an event of that name (dispatch is synchronous, in jQuery as natively).
 */

export type EventArgs = unknown[];
/** WooCommerce's arguments, and the element the event was triggered on. */
export type EventHandler = (args: EventArgs, target: EventTarget | null) => void;

/** What the jQuery bridge offers; installed only where `window.jQuery` is. */
export interface JQueryBridge {
  trigger(target: EventTarget, name: string, args: EventArgs): void;
  /** jQuery's triggerHandler: the last handler's return value, no bubbling. */
  triggerHandler(target: EventTarget, name: string, args: EventArgs): unknown;
  /** Handler for events triggered through jQuery; `jQueryOnly` skips native events jQuery also sees. */
  on(target: EventTarget, name: string, handler: EventHandler, jQueryOnly: boolean): () => void;
}

let bridge: JQueryBridge | undefined;
const firing = new Map<string, number>();

export function installJQueryBridge(next: JQueryBridge | undefined): void {
  bridge = next;
}

function whileFiring<T>(name: string, run: () => T): T {
  firing.set(name, (firing.get(name) ?? 0) + 1);
  try {
    return run();
  } finally {
    firing.set(name, (firing.get(name) ?? 1) - 1);
  }
}

const isOwn = (name: string): boolean => (firing.get(name) ?? 0) > 0;

/** Fires WooCommerce's event `name` on `target` (document.body by default). */
export function emit(name: string, args: EventArgs = [], target: EventTarget = document.body): void {
  whileFiring(name, () => {
    target.dispatchEvent(new CustomEvent(`islas:${name}`, { bubbles: true, detail: args }));
    bridge?.trigger(target, name, args);
  });
}

/**
 * WooCommerce's veto hooks (`should_send_ajax_request.adding_to_cart`,
 * `checkout_place_order`): true when a native listener called preventDefault on
 * `islas:<name>` or a jQuery handler returned false.
 */
export function vetoed(name: string, args: EventArgs = [], target: EventTarget = document.body): boolean {
  return whileFiring(name, () => {
    const native = new CustomEvent(`islas:${name}`, { cancelable: true, detail: args });
    if (!target.dispatchEvent(native)) return true;
    return bridge?.triggerHandler(target, name, args) === false;
  });
}

/** WooCommerce's cancel hook for an add from a listing button. */
export function addToCartVetoed(button: Element): boolean {
  return vetoed('should_send_ajax_request.adding_to_cart', [button]);
}

/**
 * Listens for an event fired by others on `target`: `islas:<name>` natively, and `name`
 * through jQuery when the bridge is there. islas's own events are not delivered, unless
 * `own` (code that follows the page from outside, such as the gallery following the
 * variation form): then they arrive once, natively.
 */
export function listen(target: EventTarget, name: string, handler: EventHandler, { own = false } = {}): () => void {
  const native = (event: Event): void => {
    if (!own && isOwn(name)) return;
    const detail = (event as CustomEvent<unknown>).detail;
    handler(Array.isArray(detail) ? detail : [], event.target);
  };
  target.addEventListener(`islas:${name}`, native);
  const stopJQuery = bridge?.on(target, name, (args, from) => {
    if (!isOwn(name)) handler(args, from);
  }, false);
  return () => {
    target.removeEventListener(`islas:${name}`, native);
    stopJQuery?.();
  };
}

/**
 * Only what jQuery's `.trigger()` sends, for DOM events islas already hears natively:
 * `$(select).val('x').trigger('change')` dispatches no native change event.
 */
export function listenJQueryTrigger(target: EventTarget, name: string, handler: EventHandler): () => void {
  return bridge?.on(target, name, (args, from) => {
    if (!isOwn(name)) handler(args, from);
  }, true) ?? (() => {});
}

/** A request for islas made on document.body (e.g. `wc_fragment_refresh`). */
export function onRequest(name: string, handler: () => void): () => void {
  return listen(document.body, name, () => handler());
}
