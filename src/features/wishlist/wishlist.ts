/**
 * Flatsome's wishlist buttons (`.wishlist-icon button.wishlist-button`, YITH Wishlist):
 * a click adds the product (admin-ajax `add_to_wishlist`) or, when it is already there,
 * removes it (`remove_from_wishlist`); the button shows `loading` while that runs and
 * `wishlist-added` (and aria-pressed) while the product is in the wishlist. Then
 * `flatsome_update_wishlist_count` gives the number the header badge shows. Buttons and
 * badge share the $wishlist store, so every button for a product agrees.
 */
import { __ } from '@wordpress/i18n';
import { announce } from '../../dom/announce';
import { emit } from '../../kernel/events';
import { createWooHttp, parseJson, type WooHttp } from '../../http/client';
import { addTranslations } from '../../kernel/i18n';
import { $wishlist, setInWishlist, setWishlistCount, setWishlistPending, type WishlistState } from '../../stores/wishlist';
import type { PageContext } from '../../kernel/context';
import { esES } from './wishlist.es_ES';

export const WISHLIST_BUTTON_SELECTOR = '.wishlist-button';

/** The product of a button: its own data, else YITH's markup beside it. */
export function wishlistProductId(button: Element): string {
  const own = button.getAttribute('data-product-id') ?? button.getAttribute('data-product_id');
  if (own) return own;
  const yith = button.closest('.wishlist-icon')?.querySelector('[data-product-id], [data-fragment-ref]');
  return yith?.getAttribute('data-product-id') ?? yith?.getAttribute('data-fragment-ref') ?? '';
}

function alreadyAdded(button: Element): boolean {
  return (
    button.classList.contains('wishlist-added') ||
    Boolean(button.closest('.wishlist-icon')?.querySelector('.yith-wcwl-wishlistaddedbrowse, .yith-wcwl-wishlistexistsbrowse'))
  );
}

function paint(state: WishlistState, root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(WISHLIST_BUTTON_SELECTOR).forEach((button) => {
    const id = wishlistProductId(button);
    if (!id) return;
    const added = state.added.includes(id);
    button.classList.toggle('wishlist-added', added);
    button.classList.toggle('loading', state.pending.includes(id));
    button.setAttribute('aria-pressed', String(added));
  });
}

/** Adds or removes a product, then asks the server for the count. */
export async function toggleWishlist(id: string, http: WooHttp): Promise<void> {
  if ($wishlist.get().pending.includes(id)) return;
  const adding = !$wishlist.get().added.includes(id);
  const action = adding ? 'add_to_wishlist' : 'remove_from_wishlist';
  setWishlistPending(id, true);
  try {
    const answer = parseJson(await http.adminAjax(action, { [action]: id, product_id: id, context: 'frontend' })) as { result?: unknown } | null;
    const result = String(answer?.result ?? '');
    if (result !== 'true' && result !== 'exists') throw new Error(`wishlist answered ${JSON.stringify(answer)}`);
    setInWishlist(id, adding);
    announce(adding ? __('Added to the wishlist.', 'islas') : __('Removed from the wishlist.', 'islas'));
    emit(adding ? 'added_to_wishlist' : 'removed_from_wishlist', [id]);
    const count = parseInt(await http.adminAjax('flatsome_update_wishlist_count', {}), 10);
    if (Number.isFinite(count) && count >= 0) setWishlistCount(count);
  } catch (error) {
    console.error('[islas] the wishlist could not be changed.', error);
    announce(__('Could not update the wishlist. Please try again.', 'islas'), 'error');
  } finally {
    setWishlistPending(id, false);
  }
}

export function enhance(root: Document, ctx: PageContext): () => void {
  addTranslations(esES);
  const http = createWooHttp(ctx.config);
  root.querySelectorAll(WISHLIST_BUTTON_SELECTOR).forEach((button) => {
    const id = wishlistProductId(button);
    if (id && alreadyAdded(button)) setInWishlist(id, true);
  });
  const stop = $wishlist.subscribe((state) => paint(state, root));
  const onClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest?.(WISHLIST_BUTTON_SELECTOR);
    const id = button ? wishlistProductId(button) : '';
    if (!id) return;
    event.preventDefault();
    void toggleWishlist(id, http);
  };
  root.addEventListener('click', onClick);
  return () => {
    stop();
    root.removeEventListener('click', onClick);
  };
}
