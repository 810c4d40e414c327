/**
 * WooCommerce's check_variations: the choice read, the options updated, and the matching
 * variation shown (found in the printed data, or asked by AJAX), or the data reset.
 */
import { emit } from '../../../kernel/events';
import { choiceKey, chosenAttributes, updateValues } from './attributes';
import { findMatching, type Chosen } from './core';
import { askVariation } from './get-variation';
import { cancelShow, found, noMatch, resetAndTell, toggleReset } from './show';
import type { FormState } from './state';

// The check_variations handler.
export const check = (state: FormState, given?: unknown): void => {
  const { form } = state;
  const mine = ++state.checks;
  state.request?.abort();
  cancelShow(state);
  const chosen = typeof given === 'object' && given !== null && 'data' in given ? (given as Chosen) : chosenAttributes(form);
  state.choice = choiceKey(form);
  const complete = chosen.count > 0 && chosen.count === chosen.chosenCount;
  if (!complete || state.variations) {
    updateValues(state);
    emit('update_variation_values', [], form);
    if (mine !== state.checks) return; // a choice that cannot combine was cleared and checked again
  }
  if (!complete) resetAndTell(state);
  else if (state.variations) {
    const variation = findMatching(state.variations, chosen.data)[0];
    if (variation) found(state, variation);
    else noMatch(state);
  } else void askVariation(state, chosen, mine);
  toggleReset(form, chosen.chosenCount > 0);
  state.checked();
};

export const checkAndTell = (state: FormState): void => {
  check(state);
  emit('check_variations', [], state.form);
};
