/**
 * The variation form, its own chunk: only variable products load it (with the product form
 * at the first input, or at load where options are preselected), and the jQuery bridge
 * for `$.fn.wc_variation_form` and the variation `$.fn` helpers.
 */
import './runtime';
import './input-runtime';

export * as variationForm from '../../features/product/variation-form';
