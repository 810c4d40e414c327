import { createElement } from 'react';
import { addTranslations } from '../../src/i18n';
import type { IslandModule } from '../../src/islands';
import { esES } from './es_ES';
import { Gallery } from './Gallery';
import { renderNow } from '../../src/render';

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
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const root = renderNow(container, createElement(Gallery, { host, overlayName: `gallery:${ctx.idPrefix}` }));
  return () => {
    root.unmount();
    container.remove();
  };
};
