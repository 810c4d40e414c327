import { createElement } from 'react';
import { addTranslations } from '../../src/kernel/i18n';
import type { IslandModule } from '../../src/kernel/islands';
import { esES } from './es_ES';
import { MiniCart } from './MiniCart';
import { readMiniCartOptions } from './options';
import { renderNow } from '../../src/dom/render';

/**
 * The header mini cart (`li.cart-item`): a dropdown or an off-canvas drawer, opened from
 * the header and after an add as Flatsome's theme script opens it (MiniCart.tsx). Its
 * contents are the server's mini cart markup, kept fresh by cart fragments; this island
 * only drives it.
 */
export const mount: IslandModule['mount'] = (host, ctx) => {
  addTranslations(esES);
  const options = readMiniCartOptions(host, ctx);
  if (options.style === 'link') return () => {};
  const container = document.createElement('span');
  container.className = 'islas-mini-cart-root';
  container.hidden = true;
  host.append(container);
  const root = renderNow(container, createElement(MiniCart, { host, options, overlayName: `mini-cart:${ctx.idPrefix}` }));
  return () => {
    root.unmount();
    container.remove();
  };
};
