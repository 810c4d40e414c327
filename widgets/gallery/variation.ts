/**
 * Following WooCommerce's variation form from outside it (the gallery, the sticky bar):
 * its events, and the variation already chosen before the listener was there.
 */
import { listenJQueryTrigger } from '../../src/events';

export interface Variation {
  variation_id?: number | string;
  image?: { src?: string; thumb_src?: string; gallery_thumbnail_src?: string };
  price_html?: string;
}

/**
 * Hears a variation event fired on or inside `target`: islas's own form fires it as
 * `islas:<name>` (which `listen` leaves out, being islas's), plugins through jQuery.
 */
export function hear(target: EventTarget, name: string, handler: (args: unknown[]) => void): () => void {
  const native = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    handler(Array.isArray(detail) ? detail : []);
  };
  target.addEventListener(`islas:${name}`, native);
  const stop = listenJQueryTrigger(target, name, handler);
  return () => {
    target.removeEventListener(`islas:${name}`, native);
    stop();
  };
}

/**
 * The variation the form shows already (default attributes, or a choice made before this
 * island hydrated), from the form's variations data; none in AJAX mode.
 */
export function chosenVariation(form: Element | null | undefined): Variation | undefined {
  const id = form?.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id')?.value;
  if (!form || !id || id === '0') return undefined;
  try {
    return (JSON.parse(form.getAttribute('data-product_variations') ?? '') as Variation[]).find((v) => String(v.variation_id) === id);
  } catch {
    return undefined;
  }
}
