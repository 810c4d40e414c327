import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandModule } from '../../src/islands';
import { WishlistBadge } from './WishlistBadge';

/**
 * The header wishlist count (`.header-wishlist-icon i.wishlist-icon[data-icon-label]`):
 * follows the $wishlist store the wishlist buttons update. The server's label stays
 * until the count changes; 0 clears it.
 */
export const mount: IslandModule['mount'] = (host) => {
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const root = createRoot(container);
  root.render(createElement(WishlistBadge, { host }));
  return () => {
    root.unmount();
    container.remove();
  };
};
