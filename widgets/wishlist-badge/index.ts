import type { IslandModule } from '../../src/kernel/islands';
import { $wishlist } from '../../src/stores/wishlist';

/** How long the icon keeps Flatsome's `added` class (its little bounce). */
export const PULSE_MS = 500;

/**
 * The header wishlist count (`.header-wishlist-icon i.wishlist-icon[data-icon-label]`):
 * follows the $wishlist store the wishlist buttons update. The server's label stays
 * until the count changes; 0 clears it. Its view is Flatsome's icon label, so it needs no
 * React component (and no UI library in the page before the shopper acts).
 */
export const mount: IslandModule['mount'] = (host) => {
  let pulse: ReturnType<typeof setTimeout> | undefined;
  let shown: number | null = null;
  const unsubscribe = $wishlist.subscribe(({ count }) => {
    const icon = host.querySelector<HTMLElement>('i.wishlist-icon');
    // null: no change yet, the server's label is right.
    if (!icon || count === null || count === shown) return;
    shown = count;
    if (count === 0) icon.removeAttribute('data-icon-label');
    else icon.setAttribute('data-icon-label', String(count));
    icon.classList.add('added');
    clearTimeout(pulse);
    pulse = setTimeout(() => icon.classList.remove('added'), PULSE_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(pulse);
  };
};
