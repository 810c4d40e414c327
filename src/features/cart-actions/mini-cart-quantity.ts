/**
 * Quantity fields in mini cart lines (Flatsome's `.woocommerce-mini-cart-item .qty`).
 * A change is sent only when the browser says the value is valid; otherwise the browser's
 * own validity message is shown and nothing is sent. Then the cart's fragments refresh.
 * One delegated listener serves every mini cart on the page (dropdown, drawer, mobile),
 * so a change is never sent twice.
 */
import { __ } from '@wordpress/i18n';
import { announce } from '../../dom/announce';
import type { CartRuntime } from '../../cart/types';
import { emit, listenJQueryTrigger } from '../../kernel/events';

export const MINI_CART_QTY_SELECTOR = '.woocommerce-mini-cart-item input.qty';

/** The line's cart_item_key: from its remove link, else from the field name `cart[KEY][qty]`. */
export function lineKey(input: HTMLInputElement): string | undefined {
  const line = input.closest('.woocommerce-mini-cart-item');
  const fromLink = line?.querySelector('[data-cart_item_key]')?.getAttribute('data-cart_item_key');
  if (fromLink) return fromLink;
  return /^cart\[([^\]]+)\]\[qty\]$/.exec(input.name)?.[1];
}

export function enhanceMiniCartQuantity(cart: CartRuntime, root: Document | HTMLElement = document): () => void {
  const onChange = (input: EventTarget | null): void => {
    if (!(input instanceof HTMLInputElement) || !input.matches(MINI_CART_QTY_SELECTOR)) return;
    const key = lineKey(input);
    if (!key) return;
    if (!input.checkValidity()) {
      input.reportValidity();
      return;
    }
    cart.setQuantity(key, input.value).then(
      () => {
        announce(__('Cart updated.', 'islas'));
        // A cart page under the header cart (islas's or WooCommerce's cart.js) shows the same lines.
        emit('wc_update_cart', [true]);
      },
      (error: unknown) => {
        console.error('[islas] the quantity could not be changed.', error);
        announce(__('Could not update the cart. Please try again.', 'islas'), 'error');
      },
    );
  };
  const onNativeChange = (event: Event): void => onChange(event.target);
  root.addEventListener('change', onNativeChange);
  // A plugin's `$(qty).val(2).trigger('change')` sends no native event.
  const stopJQuery = listenJQueryTrigger(root, 'change', (_args, target) => onChange(target));
  return () => {
    root.removeEventListener('change', onNativeChange);
    stopJQuery();
  };
}
