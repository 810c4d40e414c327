/**
 * Quantity inputs outside the cart table start at least at their `min`, as
 * WooCommerce does on load (the cart table keeps what the shopper has).
 */
export function raiseQuantitiesToMin(root: ParentNode = document): void {
  root.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
    if (input.closest('.product-quantity')) return;
    const min = parseFloat(input.min);
    if (min >= 0 && parseFloat(input.value) < min) input.value = String(min);
  });
}
