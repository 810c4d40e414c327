/**
 * What the shopper does to the cart on any page: WooCommerce's add-to-cart buttons,
 * Flatsome's quantity -/+ buttons, the mini cart's quantity fields and remove links. Each
 * only matters once the shopper acts, so they wait for the first input (in the first-input
 * chunk) rather than weigh on every page's load; a click on them before the chunk is
 * there is held and replayed, and a mini-cart quantity changed meanwhile is sent once it
 * is (`holdClicksOn`, `holdChangesOn` in src/start/parts.ts). Each part steps aside where the server
 * kept the stock script it replaces.
 */
import { isKept } from '../../kernel/config';
import { enhanceAddToCart } from './add-to-cart';
import { addTranslations } from '../../kernel/i18n';
import { esES } from './add-to-cart.es_ES';
import type { PageContext } from '../../kernel/context';
import { enhanceMiniCartQuantity } from './mini-cart-quantity';
import { enhanceQuantityStepper } from './quantity-stepper';
import { enhanceRemoveFromCart } from './remove-from-cart';

/** The product form (product chunk) and `islas.cart.add()` add through it too. */
export { addWithFeedback } from './add-to-cart';

export function enhance(root: Document, { config, cart }: PageContext): () => void {
  addTranslations(esES);
  const undo: (() => void)[] = [];
  if (!isKept(config, 'flatsome-theme-woocommerce-js')) {
    undo.push(enhanceQuantityStepper(root), enhanceMiniCartQuantity(cart, root));
  }
  if (!isKept(config, 'wc-add-to-cart')) undo.push(enhanceAddToCart(cart, root), enhanceRemoveFromCart(cart, root));
  return () => undo.forEach((stop) => stop());
}
