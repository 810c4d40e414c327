/** The variation form's alerts, in the shop's words. */
import { __ } from '@wordpress/i18n';
import { addTranslations } from '../../../kernel/i18n';
import { esES } from './index.es_ES';

export type Texts = Record<'noMatch' | 'cleared' | 'unavailable', string>;

export interface VariationTexts extends Texts {
  selectOptions: string;
}

const paramsOf = (win: object): unknown => (win as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params;

/**
 * Whether the page's script is WooCommerce 9.5+'s, which announces a reset: its params
 * carry `i18n_reset_alert_text`. Since 9.8.1 that script also shows a found variation (and
 * tells `show_variation`) 300 ms after `found_variation`, for screen readers to catch the
 * change; 9.4's did both at once, `show_variation` first.
 */
export function showsVariationLater(win: object = window): boolean {
  const params = paramsOf(win);
  return typeof params === 'object' && params !== null && typeof (params as Record<string, unknown>).i18n_reset_alert_text === 'string';
}

/** WooCommerce prints the alerts' texts (translated) in wc_add_to_cart_variation_params. */
export function variationTexts(win: object = window): VariationTexts {
  addTranslations(esES);
  const params = paramsOf(win);
  const read = (key: string, fallback: string): string => {
    const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const selectOptions = read(
    'i18n_make_a_selection_text',
    __('Please select some product options before adding this product to your cart.', 'islas'),
  );
  return {
    selectOptions,
    unavailable: read('i18n_unavailable_text', __('Sorry, this product is unavailable. Please choose a different combination.', 'islas')),
    noMatch: read(
      'i18n_no_matching_variations_text',
      __('Sorry, no products matched your selection. Please choose a different combination.', 'islas'),
    ),
    // 9.4's params have no such text (its script announced nothing): where a page still has
    // the alert region, the selection text says what 9.5's does, in the shop's words.
    cleared: read('i18n_reset_alert_text', selectOptions),
  };
}
