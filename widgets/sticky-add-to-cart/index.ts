import { createElement } from 'react';
import type { IslandModule } from '../../src/kernel/islands';
import { StickyAddToCart } from './StickyAddToCart';
import { renderNow } from '../../src/dom/render';

/**
 * Flatsome's sticky add-to-cart bar. Hook: `.sticky-add-to-cart-wrapper` (Flatsome wraps
 * the form's quantity and button in it, so the bar is the real form) or a separate
 * `.sticky-add-to-cart` bar with its own quantity and button (data-island).
 */
export const mount: IslandModule['mount'] = (host, ctx) => {
  const bar = host.matches('.sticky-add-to-cart') ? host : host.querySelector<HTMLElement>('.sticky-add-to-cart');
  const form =
    host.closest<HTMLFormElement>('form.cart') ??
    host.closest('.product')?.querySelector<HTMLFormElement>('form.cart') ??
    document.querySelector<HTMLFormElement>('form.cart');
  if (!bar || !form) return () => {};
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const root = renderNow(container, createElement(StickyAddToCart, { host, bar, form, stickyHeight: ctx.config.stickyHeight }));
  return () => {
    root.unmount();
    container.remove();
  };
};
