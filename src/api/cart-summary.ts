/**
 * The cart's item count and subtotal, read from the mini cart markup the server sends
 * (on the page, or in the last cart fragments where the page has no mini cart, such as
 * the cart page). islas's store keeps only the hash: the server owns money, and its mini
 * cart, kept current by every cart answer, already says both.
 */

export interface CartSummary {
  count: number | null;
  subtotal: number | null;
}

/**
 * A number as the server printed it ("1.234,56 €", "12,30", "2 "): a separator before
 * exactly three digits groups thousands, the other one is the decimal separator. Null when
 * there are no digits.
 */
export function parseAmount(text: string): number | null {
  const number = text.replace(/[^\d.,]/g, '').replace(/[.,](?=\d{3}(\D|$))/g, '').replace(',', '.');
  return /\d/.test(number) ? Number(number) : null;
}

/**
 * WooCommerce's cart/mini-cart.php: one `.woocommerce-mini-cart-item` per line with
 * `span.quantity` "2 × 9,50 €", the subtotal in `.woocommerce-mini-cart__total`, or the
 * empty message. Anything else (no mini cart) is unknown: nulls.
 */
export function readMiniCart(root: ParentNode | null | undefined): CartSummary {
  const lines = [...(root?.querySelectorAll('.woocommerce-mini-cart-item') ?? [])];
  if (!lines.length) {
    const empty = root?.querySelector('.woocommerce-mini-cart__empty-message');
    return empty ? { count: 0, subtotal: 0 } : { count: null, subtotal: null };
  }
  const quantity = (line: Element): number => parseAmount(line.querySelector('span.quantity')?.textContent?.split('×')[0] ?? '') ?? 1;
  const total = root!.querySelector('.woocommerce-mini-cart__total .woocommerce-Price-amount');
  return {
    count: lines.reduce((sum, line) => sum + quantity(line), 0),
    subtotal: total ? parseAmount(total.textContent ?? '') : null,
  };
}
