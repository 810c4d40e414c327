/**
 * The variation form's rules, without the DOM (reference: woocommerce-scripts.md §4):
 * which variation a choice matches, which options can still combine with the other
 * choices, and the quantity a variation allows. A flag a variation's data leaves out
 * counts as true, as some plugins' variation data omit them.
 */

export interface VariationImage {
  src?: string;
  src_w?: number | string;
  src_h?: number | string;
  srcset?: string | false;
  sizes?: string;
  title?: string;
  alt?: string;
  caption?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
}

export interface Variation {
  variation_id: number;
  attributes: Record<string, string>;
  image_id?: number | string;
  image?: VariationImage;
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  variation_is_visible?: boolean;
  variation_is_active?: boolean;
  is_sold_individually?: string;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: unknown;
  dimensions_html?: string;
  min_qty?: number | string;
  max_qty?: number | string;
  /** WooCommerce 10.8+: the variation's own gallery (ids, and the whole gallery's markup; empty when off). */
  gallery_image_ids?: unknown;
  gallery_images_html?: unknown;
}

/** WooCommerce's `getChosenAttributes()`: every select's value by attribute name. */
export interface Chosen {
  count: number;
  chosenCount: number;
  data: Record<string, string>;
}

/** Decoded JSON (a printed variation, a get_variation answer) that is a variation. */
export function isVariation(value: unknown): value is Variation {
  const attributes = (value as Variation | null | undefined)?.attributes;
  return typeof attributes === 'object' && attributes !== null;
}

/** `data-product_variations`; undefined when the server printed "false" (more than 30: ask by Ajax). */
export function parseVariations(json: string | null): Variation[] | undefined {
  try {
    const parsed: unknown = JSON.parse(json ?? 'false');
    return Array.isArray(parsed) ? parsed.filter(isVariation) : undefined;
  } catch {
    return undefined;
  }
}

export function chosenFrom(entries: [string, string][]): Chosen {
  return {
    count: entries.length,
    chosenCount: entries.filter(([, value]) => value !== '').length,
    data: Object.fromEntries(entries),
  };
}

/** An empty value on either side ("any" in the variation, nothing chosen yet) matches. */
export function matches(variation: Variation, chosen: Record<string, string>): boolean {
  return Object.entries(chosen).every(([name, value]) => {
    const wanted = variation.attributes[name];
    return !wanted || !value || wanted === value;
  });
}

export function findMatching(variations: Variation[], chosen: Record<string, string>): Variation[] {
  return variations.filter((variation) => matches(variation, chosen));
}

export function isPurchasable(variation: Variation): boolean {
  return variation.is_purchasable !== false && variation.is_in_stock !== false && variation.variation_is_visible !== false;
}

/**
 * WooCommerce's `update_variation_values` for one select: an option is attached when a
 * variation (active or not) matches it with the other current choices, enabled when such
 * a variation is active. `state(value)` answers for one option value.
 */
export function optionStates(
  variations: Variation[],
  chosen: Record<string, string>,
  name: string,
  decode: (value: string) => string = (value) => value,
): (value: string) => { attached: boolean; enabled: boolean } {
  const values = new Map<string, boolean>();
  let any: boolean | undefined; // a variation with "any" value for this attribute
  for (const variation of findMatching(variations, { ...chosen, [name]: '' })) {
    const value = variation.attributes[name];
    if (value === undefined) continue;
    const active = variation.variation_is_active !== false;
    if (value === '') any ||= active;
    else values.set(decode(value), values.get(decode(value)) || active);
  }
  return (value) => ({
    attached: values.has(value) || any !== undefined,
    enabled: values.get(value) === true || any === true,
  });
}

export interface QuantityRule {
  value: string;
  min: string;
  max: string;
  hidden: boolean;
}

/** Sold individually: one, and no quantity field; otherwise the variation's min and max, the value kept inside. */
export function quantityFor(variation: Variation, current: string): QuantityRule {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
  const min = String(variation.min_qty ?? '');
  const max = String(variation.max_qty ?? '');
  const n = parseFloat(current);
  const value = isNaN(n) ? min || '1' : n > parseFloat(max) ? max : n < parseFloat(min) ? min : current;
  return { value, min, max, hidden: false };
}
