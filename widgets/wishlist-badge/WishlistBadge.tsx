import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $wishlist } from '../../src/stores/wishlist';

/** How long the icon keeps Flatsome's `added` class (its little bounce). */
export const PULSE_MS = 500;

export function WishlistBadge({ host }: { host: HTMLElement }) {
  const { count } = useStore($wishlist);

  useLayoutEffect(() => {
    const icon = host.querySelector<HTMLElement>('i.wishlist-icon');
    // null: no change yet, the server's label is right.
    if (!icon || count === null) return;
    if (count === 0) icon.removeAttribute('data-icon-label');
    else icon.setAttribute('data-icon-label', String(count));
    icon.classList.add('added');
    const timer = setTimeout(() => icon.classList.remove('added'), PULSE_MS);
    return () => clearTimeout(timer);
  }, [host, count]);

  return null;
}
