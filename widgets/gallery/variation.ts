/**
 * Following WooCommerce's variation form from outside it (the gallery, the sticky bar):
 * the variation already chosen before the listener was there (its events come through
 * `listen(…, { own: true })`).
 */

export interface Variation {
  variation_id?: number | string;
  image?: { src?: string; thumb_src?: string; gallery_thumbnail_src?: string };
  price_html?: string;
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
