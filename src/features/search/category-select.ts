/**
 * The search form's category select (Flatsome's `header_search_categories` option,
 * inventory row 11): Flatsome's resizeselect sized it to the chosen category's name, and a
 * chosen category put the focus in the search field beside it, so the shopper types next.
 * The width is CSS here (`field-sizing: content`, islas-critical.css; browsers without it keep
 * the select as wide as its longest name); the focus is this, delegated, from the shopper's
 * first input (a change of the select is one).
 */
export const CATEGORY_SELECT = 'select.resize-select, select.resizeselect';

/** The search field a category select belongs to: in its form (Flatsome: two levels up). */
export function fieldFor(select: HTMLSelectElement): HTMLInputElement | null {
  return (select.form ?? select.parentElement?.parentElement)?.querySelector<HTMLInputElement>('input.search-field') ?? null;
}

export function enhanceCategorySelect(root: Document): () => void {
  const focusField = (event: Event): void => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.matches(CATEGORY_SELECT) || !select.value) return;
    fieldFor(select)?.focus();
  };
  root.addEventListener('change', focusField);
  return () => root.removeEventListener('change', focusField);
}
