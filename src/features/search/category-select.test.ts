import { afterEach, describe, expect, it } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceCategorySelect } from './category-select';

const FORM = `<form role="search" method="get" class="searchform" action="/">
  <div class="flex-row relative">
    <div class="flex-col search-form-categories"><select class="search_categories resize-select mb-0" name="product_cat"><option value="" selected>Todo</option><option value="ropa">Ropa</option></select></div>
    <div class="flex-col flex-grow"><input type="search" class="search-field mb-0" name="s" value=""></div>
  </div>
</form>`;

describe("the search form's category select (row 11)", () => {
  let stop = () => {};
  afterEach(() => stop());

  function change(value: string): void {
    const select = document.querySelector<HTMLSelectElement>('select.resize-select')!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('puts the focus in the search field once a category is chosen, not for "all"', () => {
    setBody(FORM);
    stop = enhanceCategorySelect(document);
    change('');
    expect(document.activeElement).toBe(document.body);
    change('ropa');
    expect(document.activeElement).toBe(document.querySelector('input.search-field'));
  });

  it('names a select the theme printed without a label, and leaves a labelled one as it is', () => {
    setBody(`${FORM}<label for="cat2">Sección</label><select id="cat2" class="resize-select"><option value="">Todo</option></select>`);
    stop = enhanceCategorySelect(document);
    const [bare, labelled] = document.querySelectorAll('select.resize-select');
    expect(bare!.getAttribute('aria-label')).toBe('Category');
    expect(labelled!.hasAttribute('aria-label')).toBe(false);
  });

  it('leaves other selects, and a select without a field, alone', () => {
    setBody(`${FORM.replace('class="search_categories resize-select mb-0"', 'class="orderby"')}<div><div><select class="resize-select"><option value="a">a</option></select></div></div>`);
    stop = enhanceCategorySelect(document);
    const other = document.querySelector<HTMLSelectElement>('select.orderby')!;
    other.value = 'ropa';
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.activeElement).toBe(document.body);
    change('a');
    expect(document.activeElement).toBe(document.body);
  });
});
