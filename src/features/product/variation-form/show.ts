/**
 * Showing the chosen variation and taking it away: WooCommerce's found_variation (with
 * show_variation), reset_data (with reset_image and hide_variation), the "no match"
 * message and the reset link's visibility. Each fires its WooCommerce events after doing
 * its part.
 */
import { emit } from '../../../kernel/events';
import { setButtonState, setQuantity } from './add-button';
import { isPurchasable, type Variation } from './core';
import { showProductData, updateVariationImage } from './display';
import { fireChange, type FormState } from './state';
import { variationContent } from './template';

const box = (form: HTMLElement): HTMLElement | null => form.querySelector<HTMLElement>('.single_variation');

// `always`: WooCommerce triggers change even when the value stays (a choice clears it first).
export const setVariationId = (form: HTMLElement, id: string, always = true): void =>
  form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id').forEach((input) => {
    if (!always && input.value === id) return;
    input.value = id;
    fireChange(input);
  });

export const removeNoMatch = (form: HTMLElement): void =>
  form.querySelectorAll('.wc-no-matching-variations').forEach((p) => p.parentElement?.remove());

export const toggleReset = (form: HTMLElement, visible: boolean): void =>
  form.querySelectorAll<HTMLElement>('.reset_variations').forEach((link) => (link.style.visibility = visible ? 'visible' : 'hidden'));

// The reset_data handler (with reset_image and hide_variation).
export const resetData = (form: HTMLElement): void => {
  showProductData(form, false);
  setVariationId(form, '', false);
  updateVariationImage(form, false);
  emit('reset_image', [], form);
  const el = box(form);
  setButtonState(form, 'needs-selection');
  if (!el) return;
  el.style.display = 'none';
  el.replaceChildren();
  emit('hide_variation', [], el);
};

/** reset_data done, then told, as the stock script triggers it. */
export const resetAndTell = (form: HTMLElement): void => {
  resetData(form);
  emit('reset_data', [], form);
};

// The found_variation handler (with show_variation).
export const found = ({ form, texts }: FormState, variation: Variation): void => {
  showProductData(form, variation);
  updateVariationImage(form, variation);
  const el = box(form);
  el?.replaceChildren(variationContent(variation, texts.unavailable));
  setVariationId(form, String(variation.variation_id));
  setQuantity(form, variation);
  const purchasable = isPurchasable(variation);
  setButtonState(form, purchasable ? 'ready' : 'unavailable');
  if (el) {
    el.style.display = '';
    emit('show_variation', [variation, purchasable], el);
  }
  emit('found_variation', [variation], form);
};

export const noMatch = (state: FormState): void => {
  const { form } = state;
  resetAndTell(form);
  const el = box(form);
  if (state.loading || !el) return;
  removeNoMatch(form);
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const notice = alert.appendChild(document.createElement('p'));
  notice.className = 'wc-no-matching-variations woocommerce-info';
  notice.textContent = state.texts.noMatch;
  el.after(alert);
};
