/**
 * The chosen attributes and the selects' options: what the shopper chose, and WooCommerce's
 * `update_variation_values`, which drops the options that cannot combine with the other
 * choices and disables those of inactive variations.
 */
import { emit } from '../../../kernel/events';
import { chosenFrom, optionStates, type Chosen } from './core';
import { decodeHtml } from './display';
import { fireChange, type FormState } from './state';

export const selects = (form: HTMLElement): HTMLSelectElement[] => [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
const attributeName = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;

export const chosenAttributes = (form: HTMLElement): Chosen =>
  chosenFrom(selects(form).map((select) => [attributeName(select), select.value]));

export const choiceKey = (form: HTMLElement): string => JSON.stringify(chosenAttributes(form).data);

// WooCommerce's update_variation_values: rebuilds each select from its original options.
export const updateValues = (state: FormState): void => {
  const { form, variations, originals } = state;
  if (!variations) return;
  for (const select of selects(form)) {
    const name = attributeName(select);
    const value = select.value;
    let copies = originals.get(select);
    if (!copies) {
      copies = [...select.options].map((option) => {
        const copy = option.cloneNode(true) as HTMLOptionElement;
        copy.removeAttribute('selected');
        copy.removeAttribute('disabled');
        return copy;
      });
      originals.set(select, copies);
    }
    const optionState = optionStates(variations, chosenAttributes(form).data, name, decodeHtml);
    const [placeholder, ...rest] = copies.map((option) => option.cloneNode(true) as HTMLOptionElement);
    const options = rest.filter((option) => {
      const { attached, enabled } = optionState(option.value);
      option.classList.toggle('attached', attached);
      option.classList.toggle('enabled', enabled);
      option.disabled = !enabled;
      return attached;
    });
    const valid = value === '' || options.some((option) => option.value === value && !option.disabled);
    // The placeholder goes only when a valid choice is made and the select says show_option_none="no".
    const keepPlaceholder = !(options.length && value && valid && select.getAttribute('data-show_option_none') === 'no');
    select.replaceChildren(...(placeholder && keepPlaceholder ? [placeholder] : []), ...options);
    select.value = valid ? value : '';
    if (!valid) fireChange(select);
  }
  emit('woocommerce_update_variation_values', [], form);
};
