/**
 * Flatsome's product gallery thumbnails named at load ('Mostrar la imagen N'): their
 * pictures have empty alt text, so their links have no name until something gives them
 * one. Run from the page-builder table at load (the thumbnails are a Flickity slider, whose
 * markup loads that table); the product chunk's thumbnail part, at the first input, and the
 * gallery island name any others (./gallery-thumbnails.ts). Not imported by those, so it
 * ships in the builder table alone.
 */
import { __ } from '@wordpress/i18n';

export function nameThumbnailLinks(root: Document): void {
  for (const nav of root.querySelectorAll('.product-thumbnails')) {
    nav.querySelectorAll<HTMLElement>(':scope > .col, :scope > div').forEach((thumb, i) => {
      const control = thumb.querySelector('a') ?? thumb;
      if (!control.hasAttribute('aria-label')) control.setAttribute('aria-label', __('Show image %d', 'islas').replace('%d', String(i + 1)));
    });
  }
}
