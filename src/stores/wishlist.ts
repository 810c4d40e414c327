import { atom } from 'nanostores';

/**
 * The wishlist as the page knows it, shared by every wishlist button and the header
 * badge, so two buttons for the same product always agree.
 */
export interface WishlistState {
  /** Product ids in the wishlist. */
  added: readonly string[];
  /** Product ids with a request running. */
  pending: readonly string[];
  /** The count the server last gave; null until it gave one (the markup is right). */
  count: number | null;
}

export const $wishlist = atom<WishlistState>({ added: [], pending: [], count: null });

function toggled(list: readonly string[], id: string, on: boolean): readonly string[] {
  const without = list.filter((item) => item !== id);
  return on ? [...without, id] : without;
}

export function setInWishlist(id: string, added: boolean): void {
  const state = $wishlist.get();
  if (state.added.includes(id) !== added) $wishlist.set({ ...state, added: toggled(state.added, id, added) });
}

export function setWishlistPending(id: string, pending: boolean): void {
  const state = $wishlist.get();
  if (state.pending.includes(id) !== pending) $wishlist.set({ ...state, pending: toggled(state.pending, id, pending) });
}

export function setWishlistCount(count: number): void {
  const state = $wishlist.get();
  if (state.count !== count) $wishlist.set({ ...state, count });
}
