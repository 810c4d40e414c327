/**
 * WooCommerce 10.8+'s variation gallery (reference woocommerce-11.md §4.4): a variation whose
 * data carries `gallery_images_html` replaces the whole `.woocommerce-product-gallery` of
 * its `.product`; the default gallery comes back on reset or with a variation without one.
 * The old root hears `wc-product-gallery-before-destroy` and loses its gallery island; the
 * new one gets the island at once (as stock runs `$.fn.wc_product_gallery` on it), whose
 * mount fires `wc-product-gallery-before-init` / `-after-init`. The form says a swap is on
 * with `data-product_gallery_active="yes"`.
 *
 * The default gallery is the page's own markup (the form's template, or the inline
 * `wc_variation_gallery_defaults`), trusted as the page is; a variation's gallery is data,
 * so it is cleaned first: nothing that runs, no event attribute, only http(s) addresses.
 */
import { emit } from '../../../kernel/events';
import { hydrateIslands, unmountIslands } from '../../../kernel/islands';
import { safeSrcset } from '../../../dom/srcset-guard';
import { safeUrl } from '../../../dom/url-guard';
import type { Variation } from './core';

const ROOT = '.woocommerce-product-gallery';
const ACTIVE = 'data-product_gallery_active';
const DROPPED = 'script,style,template,iframe,object,embed,base,link,meta,form,svg,math,noscript';
// Attributes that hold an address (src, srcset, href, data-src, data-large_image, data-thumb, ...).
const ADDRESS = /src|href|large_image|thumb|poster|action/i;

/** `$.fn.wc_variations_gallery_is_active`. */
export const galleryActive = (form: Element): boolean => form.getAttribute(ACTIVE) === 'yes';

/** `$.fn.wc_get_default_product_gallery_html`: the form's template, else the page's defaults for its product. */
export function defaultGalleryHtml(form: Element, win: object = window): string {
  const template = form.querySelector('.wc-product-gallery-default-template');
  if (template) return (template.textContent ?? '').trim();
  const defaults = (win as { wc_variation_gallery_defaults?: unknown }).wc_variation_gallery_defaults;
  const html = typeof defaults === 'object' && defaults !== null ? (defaults as Record<string, unknown>)[form.getAttribute('data-product_id') ?? ''] : '';
  return typeof html === 'string' ? html : '';
}

/** `$.fn.wc_find_gallery_root`: `scope` itself or the first gallery inside it. */
export const findGalleryRoot = (scope: ParentNode | null | undefined): HTMLElement | null =>
  scope instanceof HTMLElement && scope.matches(ROOT) ? scope : (scope?.querySelector<HTMLElement>(ROOT) ?? null);

/** Removes what could run or lead away from markup that came as data: no event attribute, only http(s) addresses. */
export function cleanGalleryMarkup(root: ParentNode): void {
  root.querySelectorAll(DROPPED).forEach((el) => el.remove());
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of [...el.attributes]) {
      // A srcset keeps its good candidates; a bad address or an event attribute goes.
      const safe = /^on/i.test(name) ? null : !ADDRESS.test(name) || !value ? value : /srcset/i.test(name) ? safeSrcset(value) : safeUrl(value, true) && value;
      if (safe == null) el.removeAttribute(name);
      else if (safe !== value) el.setAttribute(name, safe);
    }
  }
}

/** The gallery root in `html`, parsed inert (nothing loads before it is in the page). */
export function parseGallery(html: string, fromData: boolean): HTMLElement | null {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  if (fromData) cleanGalleryMarkup(template.content);
  return findGalleryRoot(template.content);
}

const singleProductParams = (): unknown => (window as { wc_single_product_params?: unknown }).wc_single_product_params ?? {};

/**
 * `$.fn.wc_variations_gallery_replace`: the product's gallery swapped for the one in `html`;
 * false (and nothing changed) when either is missing.
 */
export function replaceGallery(form: Element, html: string, variation: Variation | false, fromData: boolean): boolean {
  const current = findGalleryRoot(form.closest('.product'));
  const next = parseGallery(html, fromData);
  if (!current || !next) return false;
  emit('wc-product-gallery-before-destroy', [current, singleProductParams()], current);
  unmountIslands(current);
  current.replaceWith(next);
  // Stock shows it (opacity 1) and runs the gallery on it now, not at the shopper's first look.
  next.style.opacity = '1';
  next.setAttribute('data-hydrate', 'load');
  hydrateIslands(next);
  form.setAttribute('current-image', String((variation && variation.image_id) || ''));
  form.setAttribute(ACTIVE, 'yes');
  return true;
}

/** `$.fn.wc_variations_gallery_reset`: the default gallery back; false when there is none to restore. */
export function resetGallery(form: Element): boolean {
  const html = defaultGalleryHtml(form);
  if (!html || !replaceGallery(form, html, false, false)) return false;
  form.removeAttribute(ACTIVE);
  form.setAttribute('current-image', '');
  return true;
}

/** A variation with its own gallery (WooCommerce 10.8+ sends an empty string when it has none, or the feature is off). */
export const hasGallery = (variation: Variation | false): variation is Variation & { gallery_images_html: string } =>
  !!variation && typeof variation.gallery_images_html === 'string' && variation.gallery_images_html.length > 0;
