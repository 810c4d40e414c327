import { __ } from '@wordpress/i18n';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { announce } from '../../src/dom/announce';
import { createWooHttp } from '../../src/http/client';
import { addTranslations } from '../../src/kernel/i18n';
import type { IslandContext } from '../../src/kernel/context';
import type { IslandModule } from '../../src/kernel/islands';
import { esES } from './es_ES';
import { QuickView } from './QuickView';
import { quickViewHtml } from './store';

interface Open {
  root: Root;
  container: HTMLElement;
  close: () => void;
}

/** One quick view on screen at a time, whichever product box opened it. */
let current: Open | undefined;

function boxOf(link: HTMLElement): HTMLElement {
  return link.closest<HTMLElement>('.product-small, .product') ?? link;
}

export async function openQuickView(link: HTMLElement, ctx: IslandContext): Promise<void> {
  const productId = link.getAttribute('data-prod') ?? '';
  if (!productId) return;
  const box = boxOf(link);
  box.classList.add('processing');
  let html: string;
  try {
    html = await quickViewHtml(productId, createWooHttp(ctx.config));
  } catch (error) {
    console.error('[islas] the quick view could not be loaded.', error);
    announce(__('The quick view could not be loaded. Please try again.', 'islas'), 'error');
    return;
  } finally {
    box.classList.remove('processing');
  }
  current?.close();
  const container = document.createElement('div');
  container.className = 'islas-quick-view-root';
  document.body.append(container);
  const root = createRoot(container);
  const open: Open = {
    root,
    container,
    close: () => {
      if (current !== open) return;
      current = undefined;
      root.unmount();
      container.remove();
      // Back to where the shopper was: the product box's quick-view link.
      link.focus();
    },
  };
  current = open;
  root.render(
    createElement(QuickView, { html, page: ctx, idPrefix: ctx.idPrefix, overlayName: 'quick-view', onClose: open.close }),
  );
}

/**
 * Flatsome's quick view (`a.quick-view[data-prod]` in product boxes): POST admin-ajax
 * `flatsome_quickview` with the product, show the answer in an accessible dialog whose
 * form adds through the cart queue. Hydrates on the first interaction with the link.
 */
export const mount: IslandModule['mount'] = (link, ctx) => {
  addTranslations(esES);
  link.setAttribute('aria-haspopup', 'dialog');
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    void openQuickView(link, ctx);
  };
  link.addEventListener('click', onClick);
  // A click that came while this chunk loaded only set the #quick-view hash: honour it.
  if (document.activeElement === link && location.hash === '#quick-view') {
    history.replaceState(history.state, '', location.pathname + location.search);
    void openQuickView(link, ctx);
  }
  return () => {
    link.removeEventListener('click', onClick);
    link.removeAttribute('aria-haspopup');
  };
};
