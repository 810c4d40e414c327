import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './catalog-ordering';

describe('catalog ordering', () => {
  let stop = () => {};
  afterEach(() => stop());

  const page = () =>
    setBody(`<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby">
      <option value="menu_order" selected>Orden por defecto</option><option value="price">Ordenar por precio: bajo a alto</option>
    </select><input type="hidden" name="paged" value="1"></form><form class="other"><select name="orderby" class="orderby"><option>a</option><option>b</option></select></form>`);

  it('submits the sort form when the shopper picks another order (the form has no button)', () => {
    page();
    stop = enhance(document);
    const submitted: string[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event.target as HTMLFormElement).className);
    });
    const select = document.querySelector<HTMLSelectElement>('.woocommerce-ordering select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toEqual(['woocommerce-ordering']);
  });

  it('leaves other selects named orderby alone', () => {
    page();
    stop = enhance(document);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    document.querySelector('.other select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submit).not.toHaveBeenCalled();
  });
});
