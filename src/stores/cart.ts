import { atom } from 'nanostores';

/** What the header and islands know of the cart; the server owns the markup and money. */
export interface CartState {
  /** The cart hash of the last answer (the `woocommerce_cart_hash` cookie); '' when empty. */
  hash: string;
  /** Cart writes waiting or in flight. */
  pending: number;
}

export const $cart = atom<CartState>({ hash: '', pending: 0 });

/** The last successful add to cart, so the mini cart can open for it. */
export interface AddedToCart {
  productId: string;
  at: number;
}

export const $lastAdded = atom<AddedToCart | null>(null);

export function setCartHash(hash: string): void {
  if ($cart.get().hash !== hash) $cart.set({ ...$cart.get(), hash });
}

export function setPendingWrites(pending: number): void {
  if ($cart.get().pending !== pending) $cart.set({ ...$cart.get(), pending });
}

export function markAdded(productId: string, at = Date.now()): void {
  $lastAdded.set({ productId, at });
}
