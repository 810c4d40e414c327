import { createElement } from 'react';
import { emit } from '../../src/kernel/events';
import { addTranslations } from '../../src/kernel/i18n';
import type { IslandModule } from '../../src/kernel/islands';
import { esES } from './es_ES';
import { Gallery } from './Gallery';
import { renderNow } from '../../src/dom/render';
import { addTrigger, galleryParams } from './trigger';
import { readSlides } from './slides';

/**
 * The product gallery (`.woocommerce-product-gallery`, or the column of Flatsome's
 * quick-view slider, which has none): thumbnails wherever the layout prints them, or
 * previous/next buttons without them; zoom, lightbox; it follows the variation form.
 * An island, not an enhancer: it owns state (the selected picture, the zoom, the open
 * lightbox), renders UI of its own (the lightbox dialog, error messages), and has a
 * lifecycle per gallery: a quick view brings its own gallery and takes it away again,
 * which the island registry mounts and unmounts. It hydrates when the gallery is visible.
 */
export const mount: IslandModule['mount'] = (host, ctx) => {
  addTranslations(esES);
  // WooCommerce's gallery announces its start to plugins, with the single-product params.
  const params = [host, (window as { wc_single_product_params?: unknown }).wc_single_product_params ?? {}];
  emit('wc-product-gallery-before-init', params, host);
  const removeTrigger = addTrigger(host, galleryParams(), readSlides(host).length);
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const root = renderNow(container, createElement(Gallery, { host, overlayName: `gallery:${ctx.idPrefix}` }));
  emit('wc-product-gallery-after-init', params, host);
  return () => {
    root.unmount();
    container.remove();
    removeTrigger();
  };
};
