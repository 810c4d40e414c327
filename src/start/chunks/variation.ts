/**
 * The variation form, its own chunk: only variable products load it (with the product form
 * at the first input, or at load where options are preselected), and the jQuery bridge
 * for `$.fn.wc_variation_form` and the variation `$.fn` helpers.
 */
import './runtime';
import './input-runtime';

import {
  enhance,
  enhanceVariationForm,
  maybeTriggerSlidePositionReset,
  resetContent,
  resetVariationAttr,
  setContent,
  setVariationAttr,
  updateVariationImage,
  variationFormChecked,
  variationTexts,
} from '../../features/product/variation-form';

// An object of what the table and the page context's loader use, not a namespace
// (cart-checkout.ts says why).
export const variationForm = {
  enhance,
  enhanceVariationForm,
  maybeTriggerSlidePositionReset,
  resetContent,
  resetVariationAttr,
  setContent,
  setVariationAttr,
  updateVariationImage,
  variationFormChecked,
  variationTexts,
};
