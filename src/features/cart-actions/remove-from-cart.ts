/**
 * Remove links in the mini cart: the line fades while `remove_from_cart` runs; the answer's
 * fragments are applied, and when it has none (`{"success":false}`: the line is no longer
 * in the cart, or the shop refused), or the request fails, the link's own address is
 * followed (the no-JavaScript remove, as stock does), so a remove is never silently lost
 * and the page the shopper lands on shows the cart as the server has it. WooCommerce 10.0+
 * prints the links as buttons (`role=button`): Space clicks them, as add-to-cart.js does.
 */
import { __ } from '@wordpress/i18n';
import { announce } from '../../dom/announce';
import { clickOnSpace } from '../../dom/focus';
import type { CartRuntime } from '../../cart/types';
import { emit } from '../../kernel/events';

export const REMOVE_SELECTOR = '.remove_from_cart_button';

export function enhanceRemoveFromCart(cart: CartRuntime, root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(REMOVE_SELECTOR);
    if (!link) return;
    const key = link.getAttribute('data-cart_item_key');
    if (!key) return;
    event.preventDefault();
    const line = link.closest<HTMLElement>('.woocommerce-mini-cart-item') ?? link;
    if (line.classList.contains('islas-removing')) return;
    line.classList.add('islas-removing');
    line.style.opacity = '0.6';
    line.setAttribute('aria-busy', 'true');
    const followLink = (): void => window.location.assign(link.href);
    cart.remove(key).then(
      (answer) => {
        if (!answer) {
          followLink();
          return;
        }
        announce(__('Removed from the cart.', 'islas'));
        emit('removed_from_cart', [answer.fragments, answer.cart_hash, link]);
        emit('wc_fragments_loaded');
      },
      (error: unknown) => {
        console.error('[islas] remove from cart failed; following the link instead.', error);
        followLink();
      },
    );
  };
  const onSpace = (event: KeyboardEvent): unknown => clickOnSpace(event, REMOVE_SELECTOR);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onSpace as EventListener);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onSpace as EventListener);
  };
}
