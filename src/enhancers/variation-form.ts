/**
 * WooCommerce's variation form (`form.variations_form`): choosing every attribute finds
 * the variation in `data-product_variations` (or asks `?wc-ajax=get_variation` when the
 * server printed "false"), shows its price and stock, swaps the product image and enables
 * the add button; an incomplete choice keeps it `disabled wc-variation-selection-needed`,
 * an unavailable one `disabled wc-variation-is-unavailable` (the classes the disabled-click
 * alerts and the buy-now button follow). Options that match no variation are disabled.
 */
import type { IslasConfig } from '../config';
import { createWooHttp } from '../http/client';
import { safePriceHtml } from '../safe-html';

export interface VariationImage {
  src?: string;
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
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  variation_is_visible?: boolean;
  variation_is_active?: boolean;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  image?: VariationImage;
  min_qty?: number | string;
  max_qty?: number | string;
}

export type Texts = Record<'noMatch' | 'cleared', string>;

const NEEDS_SELECTION = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';

function isVariation(value: unknown): value is Variation {
  const v = value as Variation | null;
  return typeof v === 'object' && v !== null && typeof v.attributes === 'object' && v.attributes !== null;
}

/** The variations the server printed; undefined when it printed "false" (ask by Ajax). */
export function readVariations(form: HTMLElement): Variation[] | undefined {
  try {
    const parsed: unknown = JSON.parse(form.getAttribute('data-product_variations') ?? 'false');
    return Array.isArray(parsed) ? parsed.filter(isVariation) : undefined;
  } catch {
    return undefined;
  }
}

/** A variation's empty attribute value means "any". */
export function matches(variation: Variation, chosen: Record<string, string>): boolean {
  return Object.entries(chosen).every(([name, value]) => {
    const wanted = variation.attributes[name];
    return wanted === undefined || wanted === '' || value === '' || wanted === value;
  });
}

export function findVariation(variations: Variation[], chosen: Record<string, string>): Variation | undefined {
  return variations.find((variation) => matches(variation, chosen));
}

export function isPurchasable(variation: Variation): boolean {
  return variation.is_purchasable !== false && variation.is_in_stock !== false && variation.variation_is_visible !== false;
}

function selects(form: HTMLElement): HTMLSelectElement[] {
  return [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
}

function attributeName(select: HTMLSelectElement): string {
  return select.getAttribute('data-attribute_name') ?? select.name;
}

export function chosenAttributes(form: HTMLElement): Record<string, string> {
  return Object.fromEntries(selects(form).map((select) => [attributeName(select), select.value]));
}

/** Sets an attribute, keeping the server's original in `data-o_<name>` (as WooCommerce does). */
function setVariationAttr(el: Element, name: string, value: string | number | undefined | false): void {
  const original = `data-o_${name}`;
  if (!el.hasAttribute(original)) el.setAttribute(original, el.getAttribute(name) ?? '');
  if (value === false || value === undefined || value === '') el.removeAttribute(name);
  else el.setAttribute(name, String(value));
}

function resetVariationAttr(el: Element, name: string): void {
  const original = el.getAttribute(`data-o_${name}`);
  if (original === null) return;
  if (original === '') el.removeAttribute(name);
  else el.setAttribute(name, original);
}

const IMAGE_ATTRS = ['src', 'srcset', 'sizes', 'title', 'alt', 'data-caption', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height'];

function gallerySlide(form: HTMLElement): Element | null | undefined {
  const product = form.closest('.product, .product-lightbox, .product-quick-view-container') ?? document;
  return product.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder');
}

export function updateImage(form: HTMLElement, variation: Variation | undefined): void {
  const slide = gallerySlide(form);
  const img = slide?.querySelector('img');
  if (!slide || !img) return;
  const link = slide.querySelector('a');
  const image = variation?.image;
  if (!image?.src) {
    IMAGE_ATTRS.forEach((name) => resetVariationAttr(img, name));
    resetVariationAttr(slide, 'data-thumb');
    if (link) resetVariationAttr(link, 'href');
    return;
  }
  const values: Record<string, string | number | false | undefined> = {
    src: image.src,
    srcset: image.srcset,
    sizes: image.sizes,
    title: image.title,
    alt: image.alt,
    'data-caption': image.caption,
    'data-src': image.full_src,
    'data-large_image': image.full_src,
    'data-large_image_width': image.full_src_w,
    'data-large_image_height': image.full_src_h,
  };
  IMAGE_ATTRS.forEach((name) => setVariationAttr(img, name, values[name]));
  setVariationAttr(slide, 'data-thumb', image.src);
  if (link) setVariationAttr(link, 'href', image.full_src ?? image.src);
}

function setButtonState(form: HTMLElement, state: 'ready' | 'needs-selection' | 'unavailable'): void {
  const button = form.querySelector('.single_add_to_cart_button');
  button?.classList.toggle('disabled', state !== 'ready');
  button?.classList.toggle(NEEDS_SELECTION, state === 'needs-selection');
  button?.classList.toggle(UNAVAILABLE, state === 'unavailable');
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'ready');
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'ready');
}

function showVariation(form: HTMLElement, variation: Variation | undefined, texts: Texts, complete: boolean): void {
  const box = form.querySelector<HTMLElement>('.single_variation');
  if (!box) return;
  box.replaceChildren();
  if (variation) {
    for (const [className, html] of [
      ['woocommerce-variation-description', variation.variation_description],
      ['woocommerce-variation-price', variation.price_html],
      ['woocommerce-variation-availability', variation.availability_html],
    ] as const) {
      const part = document.createElement('div');
      part.className = className;
      if (html) part.append(safePriceHtml(html));
      box.append(part);
    }
  } else if (complete) {
    const notice = document.createElement('p');
    notice.className = 'wc-no-matching-variations woocommerce-info';
    notice.textContent = texts.noMatch;
    box.append(notice);
  }
  box.hidden = box.childElementCount === 0;
}

function applyQuantityLimits(form: HTMLElement, variation: Variation | undefined): void {
  const qty = form.querySelector<HTMLInputElement>('input.qty');
  if (!qty) return;
  if (!qty.hasAttribute('data-o_max')) qty.setAttribute('data-o_max', qty.getAttribute('max') ?? '');
  const max = String(variation?.max_qty ?? '') || (qty.getAttribute('data-o_max') ?? '');
  // max="" means none; removing it keeps every browser's validity check happy.
  if (max === '') qty.removeAttribute('max');
  else qty.setAttribute('max', max);
}

/** Disables the options that, with the other current choices, match no active variation. */
function refreshOptions(form: HTMLElement, variations: Variation[]): void {
  const chosen = chosenAttributes(form);
  for (const select of selects(form)) {
    const name = attributeName(select);
    for (const option of select.options) {
      if (option.value === '') continue;
      const wanted = { ...chosen, [name]: option.value };
      option.disabled = !variations.some((v) => v.variation_is_active !== false && matches(v, wanted));
    }
  }
}

/** Enhances one variation form; returns a function that undoes the listeners. */
export function enhanceVariationForm(form: HTMLFormElement, config: IslasConfig, texts: Texts): () => void {
  const variations = readVariations(form);
  const variationId = form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id');
  const reset = form.querySelector<HTMLElement>('.reset_variations');
  let request = 0;

  const fire = (name: string, detail?: unknown): void => {
    form.dispatchEvent(new CustomEvent(`islas:${name}`, { bubbles: true, detail }));
  };

  const show = (variation: Variation | undefined, complete: boolean): void => {
    if (variationId) variationId.value = variation && complete ? String(variation.variation_id) : '';
    showVariation(form, complete ? variation : undefined, texts, complete);
    updateImage(form, complete ? variation : undefined);
    applyQuantityLimits(form, complete ? variation : undefined);
    setButtonState(form, !complete ? 'needs-selection' : variation && isPurchasable(variation) ? 'ready' : 'unavailable');
    if (complete && variation) fire('found_variation', variation);
  };

  const check = async (): Promise<void> => {
    const chosen = chosenAttributes(form);
    const values = Object.values(chosen);
    const complete = values.length > 0 && values.every((value) => value !== '');
    if (reset) reset.style.visibility = values.some((value) => value !== '') ? 'visible' : 'hidden';
    if (variations) refreshOptions(form, variations);
    if (!complete) {
      show(undefined, false);
      return;
    }
    if (variations) {
      show(findVariation(variations, chosen), true);
      return;
    }
    const mine = ++request;
    const productId = form.getAttribute('data-product_id') ?? '';
    const answer = await createWooHttp(config)
      .wcAjax('get_variation', { ...chosen, product_id: productId })
      .catch(() => false);
    if (mine === request) show(isVariation(answer) ? answer : undefined, true);
  };

  const onChange = (event: Event): void => {
    if (event.target instanceof HTMLSelectElement && event.target.closest('.variations')) void check();
  };
  const onReset = (event: Event): void => {
    event.preventDefault();
    selects(form).forEach((select) => (select.value = ''));
    void check();
    fire('reset_data');
    // WooCommerce 9 tells screen readers the choice was cleared.
    const alert = form.querySelector('.reset_variations_alert');
    if (alert) alert.textContent = texts.cleared;
  };

  form.addEventListener('change', onChange);
  reset?.addEventListener('click', onReset);
  void check();
  return () => {
    form.removeEventListener('change', onChange);
    reset?.removeEventListener('click', onReset);
  };
}
