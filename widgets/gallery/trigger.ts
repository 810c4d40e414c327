/**
 * WooCommerce's full-screen trigger (single-product.js 9.5.1-10.4): where the shop turned on
 * both zoom and the lightbox (`wc_single_product_params.zoom_enabled` and
 * `photoswipe_enabled`, its theme supports) and the gallery has pictures, the gallery starts
 * with `a.woocommerce-product-gallery__trigger[role=button][aria-haspopup=dialog]`, which
 * controls the lightbox (`#photoswipe-fullscreen-dialog`, photoswipe.php 10.2), is named by
 * `i18n_product_gallery_trigger_text` and holds an `aria-hidden` 🔍. Space opens it as a
 * click does (10.4); the gallery's click handler opens the lightbox at the picture shown.
 * Flatsome hides it with its CSS and prints its own zoom button.
 */
import { __ } from '@wordpress/i18n';

export interface GalleryParams {
  zoom_enabled?: unknown;
  photoswipe_enabled?: unknown;
  i18n_product_gallery_trigger_text?: unknown;
}

/** The lightbox's id, which the trigger's aria-controls names (WooCommerce's PhotoSwipe dialog). */
export const LIGHTBOX_ID = 'photoswipe-fullscreen-dialog';

export const galleryParams = (): GalleryParams =>
  ((window as { wc_single_product_params?: unknown }).wc_single_product_params ?? {}) as GalleryParams;

/** Whether WooCommerce would print the trigger: zoom and lightbox on (its JavaScript truthiness), a picture. */
export const wantsTrigger = (params: GalleryParams, pictures: number): boolean =>
  Boolean(params.zoom_enabled) && Boolean(params.photoswipe_enabled) && pictures > 0;

/** The shop's text (9.5.1+), else islas's ('Ver galería de imágenes a pantalla completa'). */
export function triggerLabel(params: GalleryParams): string {
  const text = params.i18n_product_gallery_trigger_text;
  return typeof text === 'string' && text.trim() ? text : __('View full-screen image gallery', 'islas');
}

/** Puts the trigger first in the gallery (once); returns what takes it away again. */
export function addTrigger(host: HTMLElement, params: GalleryParams, pictures: number): () => void {
  if (!wantsTrigger(params, pictures) || host.querySelector(':scope > .woocommerce-product-gallery__trigger')) return () => {};
  const trigger = document.createElement('a');
  trigger.href = '#';
  trigger.className = 'woocommerce-product-gallery__trigger';
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-controls', LIGHTBOX_ID);
  trigger.setAttribute('aria-label', triggerLabel(params));
  const icon = trigger.appendChild(document.createElement('span'));
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = '🔍';
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    trigger.click();
  });
  host.prepend(trigger);
  return () => trigger.remove();
}

/**
 * Gives the lightbox WooCommerce's dialog id: the server's PhotoSwipe markup (`.pswp`, which
 * no script opens where islas replaced PhotoSwipe) keeps its role but gives the id up.
 */
export function claimLightboxId(dialog: HTMLElement): void {
  const holder = document.getElementById(LIGHTBOX_ID);
  if (holder && holder !== dialog) {
    if (!holder.matches('.pswp') || 'PhotoSwipe' in window) return;
    holder.removeAttribute('id');
  }
  dialog.id = LIGHTBOX_ID;
}
