/** The variation form's alerts, in the shop's words. */
import { __ } from '@wordpress/i18n';
import { addTranslations } from '../../../kernel/i18n';
import { esES } from './index.es_ES';

export type Texts = Record<'noMatch' | 'cleared' | 'unavailable', string>;

export interface VariationTexts extends Texts {
  selectOptions: string;
}

/** WooCommerce prints the alerts' texts (translated) in wc_add_to_cart_variation_params. */
export function variationTexts(win: object = window): VariationTexts {
  addTranslations(esES);
  const params = (win as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params;
  const read = (key: string, fallback: string): string => {
    const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return {
    selectOptions: read(
      'i18n_make_a_selection_text',
      __('Please select some product options before adding this product to your cart.', 'islas'),
    ),
    unavailable: read('i18n_unavailable_text', __('Sorry, this product is unavailable. Please choose a different combination.', 'islas')),
    noMatch: read(
      'i18n_no_matching_variations_text',
      __('Sorry, no products matched your selection. Please choose a different combination.', 'islas'),
    ),
    cleared: read('i18n_reset_alert_text', __('Your selection has been cleared.', 'islas')),
  };
}
