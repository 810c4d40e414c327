import { listen } from '../../src/kernel/events';
import { openOverlay } from '../../src/stores/ui';

/**
 * What asks for "the mini cart", whichever header shows it (a page has a desktop and a
 * mobile one), where Flatsome's theme script opens it whatever the shop's reveal option:
 * the page a product form's add reloaded into, where its notice filter adds
 * `span.added-to-cart`, and `$(document).trigger('flatsome-open-mini-cart')`. The request
 * is this name in $openOverlay; the instance the shopper sees takes it and opens under its
 * own name.
 */
export const OPEN_REQUEST = 'mini-cart';

export function requestOpen(): void {
  openOverlay(OPEN_REQUEST);
}

/** The notices already asked for: each reloaded page asks once, however many header carts mount. */
const asked = new WeakSet<Element>();

/** Asks for the mini cart on the page a product form's add reloaded into, and at Flatsome's event; returns the stop. */
export function listenForRequests(): () => void {
  const notice = document.querySelector('.added-to-cart');
  if (notice && !asked.has(notice)) {
    asked.add(notice);
    requestOpen();
  }
  return listen(document, 'flatsome-open-mini-cart', requestOpen);
}
