/**
 * What the form hears: a select's change (the shopper's, or a plugin's jQuery `change`),
 * the reset link, and what plugins trigger (`check_variations`, `reset_data`,
 * `reload_product_variations`, `update_variation_values`). Returns the undos.
 */
import { emit, listen, listenJQueryTrigger } from '../../../kernel/events';
import { choiceKey, selects, updateValues } from './attributes';
import { check, checkAndTell } from './check';
import { parseVariations } from './core';
import { removeNoMatch, resetAndTell, resetData, setVariationId } from './show';
import { fireChange, type FormState } from './state';

export const bindListeners = (state: FormState): (() => void)[] => {
  const { form, texts } = state;
  const onChange = (): void => {
    setVariationId(form, '');
    removeNoMatch(form);
    if (state.variations) emit('woocommerce_variation_select_change', [], form);
    checkAndTell(state);
    emit('woocommerce_variation_has_changed', [], form);
  };
  const onNativeChange = (event: Event): void => {
    if ((event.target as Element).matches('.variations select')) onChange();
  };
  // The reset link: every choice cleared (each select tells its change), the data reset, and the alert said.
  const onClick = (event: Event): void => {
    if (!(event.target as Element).closest('.reset_variations')) return;
    event.preventDefault();
    const list = selects(form);
    list.forEach((select) => (select.value = ''));
    list.forEach(fireChange);
    resetAndTell(form);
    const alert = form.querySelector('.reset_variations_alert');
    if (alert) alert.textContent = texts.cleared;
  };
  form.addEventListener('change', onNativeChange);
  form.addEventListener('click', onClick);
  return [
    () => form.removeEventListener('change', onNativeChange),
    () => form.removeEventListener('click', onClick),
    listen(form, 'check_variations', (args) => check(state, args[0])),
    listen(form, 'reset_data', () => resetData(form)),
    listen(form, 'update_variation_values', () => updateValues(state)),
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
