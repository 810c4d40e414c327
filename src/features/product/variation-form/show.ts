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

/** A found variation still waiting to show is not shown any more (a newer check, a reset). */
export const cancelShow = (state: FormState): void => {
  clearTimeout(state.pendingShow);
  state.pendingShow = undefined;
};

// The reset_data handler (with reset_image and hide_variation).
export const resetData = (state: FormState): void => {
  const { form } = state;
  cancelShow(state);
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
export const resetAndTell = (state: FormState): void => {
  resetData(state);
  emit('reset_data', [], state.form);
};

// The show_variation part of found_variation: the description, price and stock, and the button.
const showVariation = ({ form, texts }: FormState, variation: Variation): void => {
  const el = box(form);
  el?.replaceChildren(variationContent(variation, texts.unavailable));
  const purchasable = isPurchasable(variation);
  setButtonState(form, purchasable ? 'ready' : 'unavailable');
  if (!el) return;
  el.style.display = '';
  emit('show_variation', [variation, purchasable], el);
};

/**
 * The found_variation handler. SKU, picture, variation_id and quantity change at once; the
 * variation itself shows `showDelay` later (WooCommerce 9.8.1+), so plugins hear
 * found_variation before show_variation (the back-in-stock form sets its product on the
 * first and shows itself on the second), and the add button keeps its state meanwhile.
 */
export const found = (state: FormState, variation: Variation): void => {
  const { form } = state;
  cancelShow(state);
  showProductData(form, variation);
  updateVariationImage(form, variation);
  setVariationId(form, String(variation.variation_id));
  setQuantity(form, variation);
  if (!state.showDelay) {
    showVariation(state, variation);
    emit('found_variation', [variation], form);
    return;
  }
  emit('found_variation', [variation], form);
  state.pendingShow = setTimeout(() => {
    state.pendingShow = undefined;
    showVariation(state, variation);
  }, state.showDelay);
};

export const noMatch = (state: FormState): void => {
  const { form } = state;
  resetAndTell(state);
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
