/**
 * The jQuery side of islas's events (src/kernel/events.ts), in the manner of WooCommerce Blocks'
 * legacy-events bridge: islas's events are also triggered through jQuery with
 * jQuery-wrapped elements (plugins expect `$button`, `$form`; the gallery's events, whose
 * stock arguments are elements, excepted), and what plugins trigger
 * through jQuery reaches islas's listeners with the elements unwrapped.
 */
import type { EventArgs, JQueryBridge } from '../events';
import type { JQueryEvent, JQueryObject, JQueryStatic } from './types';

function isJQueryObject(value: unknown): value is JQueryObject {
  return typeof value === 'object' && value !== null && typeof (value as JQueryObject).jquery === 'string';
}

/** WooCommerce's gallery events pass the gallery's element itself (`[el, wc_single_product_params]`). */
const PASSES_ELEMENTS = /^wc-product-gallery-/;

export function createBridge($: JQueryStatic): JQueryBridge {
  const wrapFor = (name: string, args: EventArgs): EventArgs => (PASSES_ELEMENTS.test(name) ? args : args.map((arg) => (arg instanceof Element ? $(arg) : arg)));
  const unwrap = (args: EventArgs): EventArgs =>
    args.map((arg) => (isJQueryObject(arg) && arg.length <= 1 ? (arg[0] ?? null) : arg));
  return {
    trigger(target, name, args) {
      $(target).trigger(name, wrapFor(name, args));
    },
    triggerHandler(target, name, args) {
      return $(target).triggerHandler(name, wrapFor(name, args));
    },
    on(target, name, handler, jQueryOnly) {
      const onEvent = (event: JQueryEvent, ...args: unknown[]): void => {
        // A native event jQuery also delivers is heard natively already.
        if (jQueryOnly && event.originalEvent) return;
        handler(unwrap(args), event.target ?? null);
      };
      $(target).on(name, onEvent);
      return () => void $(target).off(name, onEvent);
    },
  };
}
