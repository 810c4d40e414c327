/**
 * Whether a variation form came with options already chosen (the product's default
 * attributes, `?attribute_pa_x=` in the address, or values the browser restored): such a
 * form must show its variation, price and enabled button at load, not at the first input.
 * Its own module so the entry can ask without loading the variation form.
 */
export function hasPreselection(form: ParentNode): boolean {
  return [...form.querySelectorAll<HTMLSelectElement>('.variations select')].some((select) => select.value !== '');
}
