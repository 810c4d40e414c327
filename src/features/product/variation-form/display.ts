/**
 * What a variation changes on its product page outside the form: the SKU, weight and
 * dimensions, and the main picture. Each change keeps the page's original in a
 * `data-o_*` attribute so a reset brings it back, the way WooCommerce's `$.fn` plugins
 * (`wc_set_content`, `wc_set_variation_attr`, `wc_variations_image_update`, …) do; the
 * jQuery bridge exposes these functions under those names. No side effects on import.
 */
import { emit } from '../../../kernel/events';
import type { Variation, VariationImage } from './core';
import { safeSrcset } from '../../../dom/srcset-guard';
import { safeUrl } from '../../../dom/url-guard';
import { galleryActive, hasGallery, replaceGallery, resetGallery } from './gallery-swap';

/** Text with HTML entities decoded (`&times;`); a textarea parses no tags, so nothing loads or runs. */
export function decodeHtml(value: string): string {
  const textarea = document.createElement('textarea');
  textarea.innerHTML = value;
  return textarea.value;
}

/** `$.fn.wc_set_content`: sets the text, keeping the original once in `data-o_content`. */
export function setContent(el: Element, text: string): void {
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  el.textContent = text;
}

export function resetContent(el: Element): void {
  const original = el.getAttribute('data-o_content');
  if (original !== null) el.textContent = original;
}

/** `$.fn.wc_set_variation_attr`: the original once in `data-o_<attr>` ('' if absent); false removes, undefined leaves it (as jQuery's attr). */
export function setVariationAttr(el: Element, attr: string, value: unknown): void {
  if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
  if (value === false || value === null) el.removeAttribute(attr);
  else if (value !== undefined) el.setAttribute(attr, String(value));
}

/** Puts the original back; one that was absent stays absent (stock would leave it empty: the same to a reader). */
export function resetVariationAttr(el: Element, attr: string): void {
  const original = el.getAttribute(`data-o_${attr}`);
  if (original) el.setAttribute(attr, original);
  else if (original === '') el.removeAttribute(attr);
}

/** The product a form belongs to: a quick view's container, or the page's `.product`. */
export function productOf(form: Element): Element | null {
  return form.closest('.product-quick-view-container, .product-lightbox') ?? form.closest('.product');
}

const inProduct = (form: Element, selector: string): Element[] => [...(productOf(form)?.querySelectorAll(selector) ?? [])];

const FIELDS = [
  ['.product_meta .sku', 'sku', 'sku'],
  ['.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value', 'weight', 'weight_html'],
  ['.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value', 'dimensions', 'dimensions_html'],
] as const;

/** SKU, weight and dimensions of `variation`, or the page's own again (false, or a variation without them). */
export function showProductData(form: Element, variation: Variation | false): void {
  for (const [selector, flag, key] of FIELDS) {
    for (const el of inProduct(form, selector)) {
      const value = variation && variation[flag] ? variation[key] : undefined;
      if (typeof value === 'string') setContent(el, key === 'dimensions_html' ? decodeHtml(value) : value);
      else resetContent(el);
    }
  }
}

// attribute:image key, as WooCommerce's image update pairs them
const IMAGE_ATTRS = 'src:src height:src_h width:src_w srcset:srcset sizes:sizes title:title data-caption:caption alt:alt data-src:full_src data-large_image:full_src data-large_image_width:full_src_w data-large_image_height:full_src_h'
  .split(' ')
  .map((pair) => pair.split(':') as [string, keyof VariationImage]);

/**
 * The attributes a variation picture sets: on the first gallery image (or, in Flatsome's
 * quick view, which has no WooCommerce gallery, the first slide's image), its wrapper's
 * `data-thumb`, the first flexslider thumbnail and the first link.
 */
function imageAttrs(form: Element, image: VariationImage = {}): [Element, string, unknown][] {
  const product = productOf(form);
  const wrap = product?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder');
  const img = wrap ? wrap.querySelector('.wp-post-image') : product?.querySelector('.product-gallery-slider .slide img');
  const slide = wrap ?? img?.closest('.slide');
  const out: [Element, string, unknown][] = [];
  if (img) for (const [attr, key] of IMAGE_ATTRS) out.push([img, attr, image[key]]);
  if (slide) out.push([slide, 'data-thumb', image.src]);
  const thumb = product?.querySelector('.flex-control-nav li img');
  if (thumb) out.push([thumb, 'src', image.gallery_thumbnail_src]);
  const link = slide?.querySelector('a');
  if (link) out.push([link, 'href', image.full_src]);
  return out;
}

const ADDRESS = /^(src|href|data-src|data-thumb|data-large_image)$/;

/**
 * Every address a variation puts in the page is set here, through the URL guard (http(s),
 * any site: pictures may come from a CDN). A bad one leaves the page's own attribute.
 */
function setImage(form: Element, image: VariationImage): void {
  for (const [el, attr, value] of imageAttrs(form, image)) {
    // An address is checked, then set as the variation spells it (see url-guard.ts); a srcset
    // loses its bad candidates.
    const safe = !value || typeof value != 'string' ? value : attr == 'srcset' ? safeSrcset(value) : ADDRESS.test(attr) ? safeUrl(value, true) && value : value;
    if (safe === null) resetVariationAttr(el, attr);
    else setVariationAttr(el, attr, safe);
  }
}

export function resetVariationImage(form: Element): void {
  for (const [el, attr] of imageAttrs(form)) resetVariationAttr(el, attr);
}

const galleries = (form: Element): Element[] => inProduct(form, '.images');

/** Moves the gallery back to its first slide when the picture changed (`current-image` on the form). */
export function maybeTriggerSlidePositionReset(form: Element, variation?: Variation | false): void {
  const id = String((variation && variation.image_id) || '');
  // No attribute yet: the page shows its own picture. (WooCommerce's reset at start moves the
  // slider back; islas starts at the shopper's first input, which may be a thumbnail click.)
  const changed = (form.getAttribute('current-image') ?? '') !== id;
  form.setAttribute('current-image', id);
  if (changed) for (const gallery of galleries(form)) emit('woocommerce_gallery_reset_slide_position', [], gallery);
}

const resizeSoon = (): void => void setTimeout(() => window.dispatchEvent(new Event('resize')), 20);

/**
 * `$.fn.wc_variations_image_update`: the variation's own gallery in place of the product's
 * (WooCommerce 10.8+), or its picture in the gallery, or the page's own (false). A swapped
 * gallery goes back first; without a default to restore, the picture is left alone.
 */
export function updateVariationImage(form: Element, variation: Variation | false): void {
  if (hasGallery(variation) && replaceGallery(form, variation.gallery_images_html, variation, true)) return resizeSoon();
  if (galleryActive(form)) {
    const restored = resetGallery(form);
    if (restored && !variation) resizeSoon();
    if (!restored || !variation) return;
  }
  const image = variation ? variation.image : undefined;
  let slideReset = true;
  if (variation && image?.src && image.src.length > 1) {
    const thumbs = inProduct(form, '.flex-control-nav li img');
    const src = image.gallery_thumbnail_src;
    if (thumbs.some((thumb) => thumb.getAttribute('data-o_src') === src)) resetVariationImage(form);
    const thumb = thumbs.find((candidate) => candidate.getAttribute('src') === src);
    // The picture is in the gallery already: slide to it instead.
    if (thumb) {
      emit('flexslider-click', [], thumb);
      form.setAttribute('current-image', String(variation.image_id ?? ''));
      slideReset = false;
    } else setImage(form, image);
  } else resetVariationImage(form);
  // The gallery measures and zooms the new picture once it is in.
  setTimeout(() => {
    window.dispatchEvent(new Event('resize'));
    if (slideReset) maybeTriggerSlidePositionReset(form, variation);
    for (const gallery of galleries(form)) emit('woocommerce_gallery_init_zoom', [], gallery);
  }, 20);
}
