/**
 * The product gallery's thumbnails: Flatsome's `.product-thumbnails` slider, found by what
 * it is the navigation of (its `data-flickity-options` `asNavFor` names the gallery's
 * slider), wherever the product layout puts it: below the gallery, or in a column beside
 * it (vertical thumbnails); else WooCommerce's `.flex-control-thumbs` in the gallery.
 * Their images have empty alt text, so the entry names their links at load ('Mostrar la
 * imagen N'); the gallery island, which makes them work, hydrates only when the shopper
 * points at the gallery or at them. In the product chunk, from the shopper's first input (it was
 * every page's eager code until issue 32 needed the bytes): keep it small.
 */
import { __ } from '@wordpress/i18n';
import { sprintf } from '../../kernel/i18n/sprintf';

const PRODUCT = '.product, .product-main, .product-container';

/** Whether `nav`'s Flickity options say it navigates `slider` (malformed options: no). */
function navigates(nav: Element, slider: Element): boolean {
  try {
    return slider.matches(JSON.parse(nav.getAttribute('data-flickity-options') ?? '').asNavFor);
  } catch {
    return false;
  }
}

export function readThumbnails(host: HTMLElement): HTMLElement[] {
  const slider = host.querySelector('.product-gallery-slider') ?? host;
  const product = host.closest(PRODUCT) ?? host.parentElement;
  let nav: Element | null | undefined;
  for (const scope of [host.closest('.row'), product]) {
    nav ??= [...(scope?.querySelectorAll('.product-thumbnails') ?? [])].find((el) => navigates(el, slider));
  }
  nav ??= product?.querySelector('.product-thumbnails');
  if (nav) return [...nav.querySelectorAll<HTMLElement>(':scope > .col, :scope > div')];
  return [...host.querySelectorAll<HTMLElement>('.flex-control-thumbs li')];
}

/** The link (or the thumbnail itself) a shopper activates. */
export const thumbnailControl = (thumb: HTMLElement): HTMLElement => thumb.querySelector('a') ?? thumb;

/** Names every thumbnail's link after its place, unless the server named it. */
export function nameThumbnails(thumbs: HTMLElement[]): void {
  thumbs.forEach((thumb, i) => {
    const control = thumbnailControl(thumb);
    if (!control.hasAttribute('aria-label')) control.setAttribute('aria-label', sprintf(__('Show image %d', 'islas'), i + 1));
  });
}

/**
 * Thumbnails outside the gallery wake its island as the gallery itself would (pointing,
 * touch, focus); a click that comes before the island is there is held and played again
 * when it is, or when it has failed (then the link opens the picture, as without JS).
 */
function wakeFrom(gallery: HTMLElement, nav: HTMLElement): void {
  const wake = (event: Event): void => {
    if (gallery.getAttribute('data-island-state') !== 'pending') return;
    gallery.dispatchEvent(new Event('focusin'));
    const link = event.type === 'click' ? (event.target as Element).closest('a') : null;
    if (!link) return;
    event.preventDefault();
    new MutationObserver((_, observer) => {
      observer.disconnect();
      link.click();
    }).observe(gallery, { attributeFilter: ['data-island-state'] });
  };
  for (const type of ['pointerover', 'focusin', 'touchstart', 'click']) nav.addEventListener(type, wake, { capture: true, passive: type !== 'click' });
}

export function labelThumbnails(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>('.woocommerce-product-gallery')) {
    const thumbs = readThumbnails(gallery);
    nameThumbnails(thumbs);
    const nav = thumbs[0]?.parentElement;
    if (nav && !gallery.contains(nav)) wakeFrom(gallery, nav);
  }
}
