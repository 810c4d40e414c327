/**
 * What the form hears: a select's change (the shopper's, or a plugin's jQuery `change`),
 * the reset link (a click, or Enter or Space on it), and what plugins trigger
 * (`check_variations`, `reset_data`, `reload_product_variations`, `update_variation_values`,
 * and WooCommerce 9.5's `announce_reset`, `reset_focus`, `clear_reset_announcement`).
 * Returns the undos.
 */
import { emit, listen, listenJQueryTrigger } from '../../../kernel/events';
import { choiceKey, selects, updateValues } from './attributes';
import { check, checkAndTell } from './check';
import { parseVariations } from './core';
import { removeNoMatch, resetAndTell, resetData, setVariationId } from './show';
import { fireChange, type FormState } from './state';

const RESET = '.reset_variations';

/** The screen-reader alert WooCommerce 9.5+ prints after the variations table; '' empties it. */
const setResetAlert = (form: HTMLElement, text: string): void => {
  const alert = form.querySelector('.reset_variations_alert');
  if (alert) alert.textContent = text;
};

const focusFirstSelect = (form: HTMLElement): void => selects(form)[0]?.focus();

/**
 * The reset link, in stock's order: every choice cleared (each select tells its change),
 * then `announce_reset` (the alert said), `reset_data`, `reset_focus` (the first select).
 */
const resetChoices = (state: FormState): void => {
  const { form } = state;
  const list = selects(form);
  list.forEach((select) => (select.value = ''));
  list.forEach(fireChange);
  if (!state.announcesReset) return resetAndTell(state); // 9.4's reset
  setResetAlert(form, state.texts.cleared);
  emit('announce_reset', [], form);
  resetAndTell(state);
  focusFirstSelect(form);
  emit('reset_focus', [], form);
};

export const bindListeners = (state: FormState): (() => void)[] => {
  const { form } = state;
  const onChange = (): void => {
    setVariationId(form, '');
    if (state.announcesReset) {
      setResetAlert(form, '');
      emit('clear_reset_announcement', [], form);
    }
    removeNoMatch(form);
    if (state.variations) emit('woocommerce_variation_select_change', [], form);
    checkAndTell(state);
    emit('woocommerce_variation_has_changed', [], form);
  };
  const onNativeChange = (event: Event): void => {
    if ((event.target as Element).matches('.variations select')) onChange();
  };
  const onClick = (event: Event): void => {
    if (!(event.target as Element).closest(RESET)) return;
    event.preventDefault();
    resetChoices(state);
  };
  // WooCommerce 9.6+: the link is `href="#"` with a label; Enter or Space resets (and Enter's own click is not sent).
  // On 9.4 Enter clicks the link, as any link's.
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!state.announcesReset || !(event.target as Element).closest(RESET) || (event.code !== 'Enter' && event.code !== 'Space')) return;
    event.preventDefault();
    resetChoices(state);
  };
  form.addEventListener('change', onNativeChange);
  form.addEventListener('click', onClick);
  form.addEventListener('keydown', onKeyDown);
  return [
    () => form.removeEventListener('change', onNativeChange),
    () => form.removeEventListener('click', onClick),
    () => form.removeEventListener('keydown', onKeyDown),
    listen(form, 'check_variations', (args) => check(state, args[0])),
    listen(form, 'reset_data', () => resetData(state)),
    listen(form, 'update_variation_values', () => updateValues(state)),
    listen(form, 'announce_reset', () => setResetAlert(form, state.texts.cleared)),
    listen(form, 'clear_reset_announcement', () => setResetAlert(form, '')),
    listen(form, 'reset_focus', () => focusFirstSelect(form)),
    listen(form, 'reload_product_variations', () => {
      state.variations = parseVariations(form.getAttribute('data-product_variations'));
      checkAndTell(state);
    }),
    // `$(select).val('x').trigger('change')` (swatches) sends no native event; an unchanged choice is ignored.
    listenJQueryTrigger(form, 'change', () => {
      if (choiceKey(form) !== state.choice) onChange();
    }),
  ];
};
