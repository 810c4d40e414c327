/**
 * What a variation form needs at load, without its chunk: whether options came already
 * chosen (the product's default attributes, `?attribute_pa_x=` in the address, or values
 * the browser restored; such a form starts at load to show its variation, price and enabled
 * button), and the add button's state for a form with nothing chosen.
 */
export function hasPreselection(form: ParentNode): boolean {
  return [...form.querySelectorAll<HTMLSelectElement>('.variations select')].some((select) => select.value !== '');
}

/**
 * WooCommerce prints the add button of a variable product enabled, and its variation
 * script disables it at its first check. Where nothing is chosen, islas starts the
 * variation form only at the first input, so it marks the add button and Flatsome's
 * buy-now as that check would, at load (other plugins' buy-now buttons follow at the first
 * input, with the product form). A click before the form has started is held by the
 * product form and alerts once it has.
 */
export function markSelectionNeeded(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form.variations_form')) {
    if (hasPreselection(form)) continue;
    for (const button of form.querySelectorAll('.single_add_to_cart_button,.ux-buy-now-button')) {
      button.classList.add('disabled', 'wc-variation-selection-needed');
    }
    form.querySelector('.woocommerce-variation-add-to-cart')?.classList.add('woocommerce-variation-add-to-cart-disabled');
  }
}
