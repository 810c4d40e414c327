/**
 * Add to cart from product listings, as WooCommerce's add-to-cart script does it, plus
 * what it lacks: failures clear `loading`, tell the shopper and leave the page usable.
 *
 * Double clicks: a button whose add is waiting or running ignores further clicks (its
 * `loading` class is the guard). A second click before the answer is almost always an
 * accidental double click; once the answer is in, a new click adds one more, as a shopper
 * who clicks again expects. Different buttons queue one request after another.
 */
import { __ } from '@wordpress/i18n';
import { sprintf } from '../../kernel/i18n/sprintf';
import { announce } from '../../dom/announce';
import { clickOnSpace } from '../../dom/focus';
import { addTranslations } from '../../kernel/i18n';
import { esES } from './add-to-cart.es_ES';
import type { CartRuntime } from '../../cart/types';
import { addToCartVetoed, emit } from '../../kernel/events';
import { isHTTPError, isTimeoutError, type FormFields } from '../../http/client';
import { markAdded } from '../../stores/cart';

export const ADD_TO_CART_SELECTOR = '.add_to_cart_button:not(.wc-interactive)';

/** Every data-* attribute of the button, as WooCommerce sends them. */
export function buttonData(button: HTMLElement): FormFields {
  const fields: FormFields = {};
  for (const attribute of button.attributes) {
    if (attribute.name.startsWith('data-')) fields[attribute.name.slice(5)] = attribute.value;
  }
  return fields;
}

function productName(button: HTMLElement): string {
  const box = button.closest('.product, .product-small');
  const title = box?.querySelector('.woocommerce-loop-product__title, .product-title, .name');
  return title?.textContent?.trim() ?? '';
}

export function failureMessage(error: unknown, name: string): string {
  if (isTimeoutError(error)) {
    return __('The shop is taking too long to answer. Check your cart before trying again.', 'islas');
  }
  if (!isHTTPError(error) && error instanceof TypeError) {
    return __('You seem to be offline. Check your connection and try again.', 'islas');
  }
  return name
    ? sprintf(__('Could not add “%s” to the cart. Please try again.', 'islas'), name)
    : __('Could not add the product to the cart. Please try again.', 'islas');
}

function appendViewCartLink(button: HTMLElement, cart: CartRuntime): void {
  if (cart.config.isCart) return;
  const next = button.nextElementSibling;
  if (next?.classList.contains('added_to_cart')) return;
  const parent = button.parentElement;
  if (parent?.querySelector(':scope > .added_to_cart')) return;
  const link = document.createElement('a');
  link.href = cart.config.cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = cart.config.viewCartLabel;
  link.textContent = cart.config.viewCartLabel;
  button.after(link);
}

/**
 * Adds `fields` through the cart queue with WooCommerce's feedback on `button`: `loading`,
 * then `added` (plus, from listings, one "Ver carrito" link), the success message
 * announced, the events fired; an error answer with a product_url goes to that page; a
 * failure clears `loading` and tells the shopper in Spanish.
 */
export async function addWithFeedback(
  button: HTMLElement,
  fields: FormFields,
  cart: CartRuntime,
  options: { name: string; viewCartLink: boolean },
): Promise<void> {
  addTranslations(esES);
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-disabled', 'true');
  emit('adding_to_cart', [button, fields]);
  const done = (): void => {
    button.classList.remove('loading');
    button.removeAttribute('aria-disabled');
  };
  try {
    const result = await cart.add(fields);
    if (result.kind === 'redirect') {
      window.location.assign(result.url);
      return;
    }
    if (cart.config.cartRedirectAfterAdd) {
      window.location.assign(cart.config.cartUrl);
      return;
    }
    done();
    button.classList.add('added');
    if (options.viewCartLink) appendViewCartLink(button, cart);
    const message =
      button.getAttribute('data-success_message') ??
      (options.name ? sprintf(__('Added to the cart: “%s”', 'islas'), options.name) : __('Cart updated.', 'islas'));
    announce(message);
    markAdded(String(fields.product_id ?? ''));
    emit('added_to_cart', [result.answer.fragments, result.answer.cart_hash, button]);
    emit('wc_fragments_loaded');
    emit('wc_cart_button_updated', [button]);
  } catch (error) {
    done();
    console.error('[islas] add to cart failed.', error);
    announce(failureMessage(error, options.name), 'error');
  }
}

export function addFromButton(button: HTMLElement, cart: CartRuntime): Promise<void> {
  return addWithFeedback(button, buttonData(button), cart, { name: productName(button), viewCartLink: true });
}

/** Delegated click handling for every add-to-cart button in `root`. Returns a stop function. */
export function enhanceAddToCart(cart: CartRuntime, root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(ADD_TO_CART_SELECTOR);
    if (!button || !button.classList.contains('ajax_add_to_cart')) return;
    // Without a product id WooCommerce does not handle the button: its link is followed.
    if (!button.getAttribute('data-product_id')) return;
    event.preventDefault();
    if (button.classList.contains('loading')) return;
    if (addToCartVetoed(button)) {
      emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
      return;
    }
    void addFromButton(button, cart);
  };
  // Space on a listing's add link printed as a button (`a[role=button]`, 10.1+) clicks it, as
  // add-to-cart.js 10.4+ does; 9.4's plain links keep the browser's Space.
  const onSpace = (event: Event): unknown => clickOnSpace(event as KeyboardEvent, ADD_TO_CART_SELECTOR);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onSpace);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onSpace);
  };
}
