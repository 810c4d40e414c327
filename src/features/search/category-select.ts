/**
 * The search form's category select (Flatsome's `header_search_categories` option,
 * inventory row 11): Flatsome's resizeselect sized it to the chosen category's name, and a
 * chosen category put the focus in the search field beside it, so the shopper types next.
 * The width is CSS here (`field-sizing: content`, islas-critical.css; browsers without it keep
 * the select as wide as its longest name); the focus is this, delegated, from the shopper's
 * first input (a change of the select is one). Flatsome prints the select with no label
 * (woocommerce/product-searchform.php): a screen reader announces a bare "Todo" list, so
 * one without a name gets one.
 */
import { __ } from '@wordpress/i18n';
import { addTranslations } from '../../kernel/i18n';
import { esES } from './category-select.es_ES';

export const CATEGORY_SELECT = 'select.resize-select, select.resizeselect';

/** Whether the select has an accessible name of its own (a label, aria-label or aria-labelledby). */
const named = (select: HTMLSelectElement): boolean =>
  select.labels.length > 0 || select.hasAttribute('aria-label') || select.hasAttribute('aria-labelledby');

/** The search field a category select belongs to: in its form (Flatsome: two levels up). */
export function fieldFor(select: HTMLSelectElement): HTMLInputElement | null {
  return (select.form ?? select.parentElement?.parentElement)?.querySelector<HTMLInputElement>('input.search-field') ?? null;
}

export function enhanceCategorySelect(root: Document): () => void {
  addTranslations(esES);
  for (const select of root.querySelectorAll<HTMLSelectElement>(CATEGORY_SELECT)) {
    if (!named(select)) select.setAttribute('aria-label', __('Category', 'islas'));
  }
  const focusField = (event: Event): void => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.matches(CATEGORY_SELECT) || !select.value) return;
    fieldFor(select)?.focus();
  };
  root.addEventListener('change', focusField);
  return () => root.removeEventListener('change', focusField);
}
