import { __ } from '@wordpress/i18n';
import { useLayoutEffect, useRef } from 'react';
import type { PageContext } from '../../src/kernel/context';
import { enhanceProductForm } from '../../src/features/product/product-form';
import { showImages } from '../../src/features/chrome/lazy-images';
import { raiseQuantitiesToMin } from '../../src/features/cart-actions/quantity-min';
import { hydrateIslands, unmountIslands } from '../../src/kernel/islands';
import { $openOverlay, closeOverlay, openOverlay } from '../../src/stores/ui';

export interface QuickViewProps {
  /** The shop's quick-view HTML (admin-ajax flatsome_quickview): a trusted server fragment. */
  html: string;
  /** The page: its cart (the form adds through its queue) and the product form's loaders. */
  page: PageContext;
  idPrefix: string;
  overlayName: string;
  onClose: () => void;
}

/**
 * The quick-view dialog: a native modal <dialog> (the rest of the page inert, so focus
 * stays inside; Escape closes), holding the server's product markup whose add-to-cart
 * form adds through the cart queue. Opening another overlay (the mini cart after an
 * add) closes it.
 */
export function QuickView({ html, page, idPrefix, overlayName, onClose }: QuickViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = `${idPrefix}title`;

  useLayoutEffect(() => {
    const box = content.current;
    const el = dialog.current;
    if (!box || !el) return;
    box.innerHTML = html;
    const title = box.querySelector('.product-title, .product_title, h1');
    if (title) {
      title.id = titleId;
      el.setAttribute('aria-labelledby', titleId);
    } else {
      el.setAttribute('aria-label', __('Quick view', 'islas'));
    }
    raiseQuantitiesToMin(box);
    const stops = [...box.querySelectorAll<HTMLFormElement>('form.cart')].map((form) =>
      enhanceProductForm(form, page, { ajax: true }),
    );
    // Flatsome's quick view prints its slider (`.product-gallery-slider.main-images`)
    // without WooCommerce's gallery around it: its column is the gallery island then.
    for (const slider of box.querySelectorAll('.product-gallery-slider')) {
      if (!slider.closest('.woocommerce-product-gallery')) (slider.closest('.product-gallery') ?? slider.parentElement)?.setAttribute('data-island', 'gallery');
    }
    // The shopper asked for this product: its gallery hydrates at once, not on a hover,
    // and its pictures load now (Flatsome's lazy images), all about to be seen.
    for (const gallery of box.querySelectorAll('.woocommerce-product-gallery, [data-island="gallery"]')) {
      gallery.setAttribute('data-hydrate', 'load');
    }
    showImages(box);
    hydrateIslands(box);
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    document.documentElement.classList.add('islas-scroll-locked');
    openOverlay(overlayName);
    const stopOverlay = $openOverlay.listen((open) => {
      if (open !== overlayName) onClose();
    });
    return () => {
      stopOverlay();
      closeOverlay(overlayName);
      stops.forEach((stop) => stop());
      unmountIslands(box);
      document.documentElement.classList.remove('islas-scroll-locked');
      if (el.open) el.close();
    };
  }, [html, page, titleId, overlayName, onClose]);

  return (
    <dialog
      ref={dialog}
      className="islas-quick-view product-lightbox lightbox-content"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Browsers without <dialog>: Escape closes too.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      <button type="button" className="islas-quick-view__close mfp-close" aria-label={__('Close the quick view', 'islas')} onClick={onClose}>
        ×
      </button>
      <div ref={content} className="islas-quick-view__content" />
    </dialog>
  );
}
