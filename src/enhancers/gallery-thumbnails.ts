/**
 * The product gallery's thumbnails (Flatsome's `.product-thumbnails` beside the gallery,
 * or WooCommerce's `.flex-control-thumbs` in it). Their images have empty alt text, so
 * the entry names their links at load ('Mostrar la imagen N'); the gallery island, which
 * makes them work, hydrates only when the shopper points at the gallery.
 */
import { __, sprintf } from '@wordpress/i18n';

export function readThumbnails(host: HTMLElement): HTMLElement[] {
  const flatsome =
    (host.nextElementSibling?.matches('.product-thumbnails') ? host.nextElementSibling : null) ??
    host.parentElement?.querySelector(':scope > .product-thumbnails');
  if (flatsome) return [...flatsome.querySelectorAll<HTMLElement>(':scope > .col, :scope > div')];
  return [...host.querySelectorAll<HTMLElement>('.flex-control-thumbs li')];
}

/** The link (or the thumbnail itself) a shopper activates. */
export const thumbnailControl = (thumb: HTMLElement): HTMLElement => thumb.querySelector('a') ?? thumb;

/** Names every thumbnail's link after its place, unless the server named it. */
export function labelThumbnails(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>('.woocommerce-product-gallery')) {
    readThumbnails(gallery).forEach((thumb, i) => {
      const control = thumbnailControl(thumb);
      if (!control.hasAttribute('aria-label')) control.setAttribute('aria-label', sprintf(__('Show image %d', 'islas'), i + 1));
    });
  }
}
