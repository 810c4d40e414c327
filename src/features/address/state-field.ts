/**
 * country-select.js: the state field follows the country, as a select of the country's
 * states, a free text, or a hidden input where the country has none.
 */
import { emit } from '../../kernel/events';
import { stateFieldFor, type States } from './core';
import { type Field, show } from './fields';

const STATE = '#billing_state, #shipping_state, #calc_shipping_state';
/** What a rebuilt state field keeps of the one it replaces. */
const KEPT_ATTRIBUTES = ['id', 'name', 'placeholder', 'data-placeholder', 'data-input-classes', 'autocomplete', 'aria-required'];

const optionValues = (select: HTMLSelectElement): string => [...select.options].map((option) => option.value).join();

/**
 * What rebuilds a wrapper's state field for a country: `states` lists each country's
 * (none: the fields stay as printed), `chooseText` is the select's empty option.
 */
export const createStateField = (root: Document, states: States | undefined, chooseText: string) => (wrapper: Element, country: string): void => {
  const box = wrapper.querySelector<Field>(STATE);
  if (!box || !states) return;
  const row = box.closest<HTMLElement>('.form-row');
  const classes = box.getAttribute('data-input-classes') ?? '';
  const rules = stateFieldFor(states, country);
  const make = <T extends Field>(tag: 'input' | 'select', className: string, type?: string): T => {
    const el = root.createElement(tag) as T;
    for (const name of KEPT_ATTRIBUTES) {
      const value = box.getAttribute(name);
      if (value !== null) el.setAttribute(name, value);
    }
    if (type) el.setAttribute('type', type);
    el.className = `${className} ${classes}`.trim();
    return el;
  };
  if (rules.kind === 'select') {
    const select = box instanceof HTMLSelectElement ? box : make<HTMLSelectElement>('select', 'state_select');
    const value = box.value;
    const before = optionValues(select);
    if (row) show(row, true);
    if (select !== box) box.replaceWith(select);
    select.replaceChildren(
      ...[['', chooseText], ...rules.options].map(([code, name]) => {
        const option = root.createElement('option');
        option.value = code!;
        option.text = name!;
        return option;
      }),
    );
    select.value = value;
    if (select.selectedIndex < 0) select.selectedIndex = 0;
    // Stock fires change so the checkout's totals follow; only when something changed here.
    if (select !== box || select.value !== value || before !== optionValues(select)) {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  } else if (rules.kind === 'hidden') {
    if (row) show(row, false);
    box.replaceWith(make('input', 'hidden', 'hidden'));
  } else if (box instanceof HTMLSelectElement || box.type === 'hidden') {
    if (row) show(row, true);
    box.replaceWith(make('input', 'input-text', 'text'));
  } else {
    return;
  }
  emit('country_to_state_changed', [country, wrapper]);
};
