import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandModule } from '../../src/islands';
import { StoreNotice } from './StoreNotice';

/**
 * The store notice (`p.woocommerce-store-notice[data-notice-id]`): shown until the shopper
 * dismisses it; the dismissal is remembered in the `store_notice<id>` cookie, so a new
 * notice (a new id) shows again.
 */
export const mount: IslandModule['mount'] = (host) => {
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const root = createRoot(container);
  root.render(createElement(StoreNotice, { host }));
  return () => {
    root.unmount();
    container.remove();
  };
};
