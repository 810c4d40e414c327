import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { cartAnswer, fakeNetwork } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { $lastAdded } from '../../stores/cart';
import { enhance, enhanceProductForm, formFields } from './product-form';
import { withLoaders } from '../../../tests/unit/helpers/page';

// The variation form is a lazy chunk in the bundle; loaded once here, so each test's first request is not an import away.
beforeAll(() => import('../../start/chunks/variation'));

const variations = [
  { variation_id: 1021, attributes: { attribute_pa_color: 'rojo', attribute_pa_talla: 's' }, is_in_stock: true, is_purchasable: true, variation_is_visible: true, variation_is_active: true, price_html: '<span class="price"><span class="woocommerce-Price-amount amount"><bdi>39,95&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></span>', availability_html: '<p class="stock in-stock">8 disponibles</p>', image: { src: '/img/rojo.svg', full_src: '/img/rojo-full.svg', full_src_w: 1200, full_src_h: 1200, alt: 'Rojo' }, max_qty: 8 },
  { variation_id: 1025, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: 'm' }, is_in_stock: false, is_purchasable: true, variation_is_visible: true, variation_is_active: true, price_html: '<span class="price">42,95 €</span>', availability_html: '<p class="stock out-of-stock">Sin existencias</p>', image: { src: '/img/azul.svg' } },
  { variation_id: 1026, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: 's' }, is_in_stock: true, is_purchasable: true, variation_is_visible: true, variation_is_active: true, price_html: '<span class="price">42,95 €<img src=x onerror="alert(1)"></span>', availability_html: '', image: { src: '/img/azul.svg' } },
];

// WooCommerce prints max="" on a variable product's quantity; happy-dom reads that as max 0
// and refuses to submit (browsers ignore it), so the markup here leaves it out.
const variableForm = (data: unknown = variations) => `
  <div class="product"><div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image slide first" data-thumb="/img/main.svg"><a href="/img/main.svg"><img class="wp-post-image" src="/img/main.svg" alt="Main" data-large_image="/img/main.svg"></a></div></div>
  <form class="variations_form cart" action="/producto/sudadera/" method="post" data-product_id="102" data-product_variations='${JSON.stringify(data)}'>
    <table class="variations"><tbody>
      <tr><td><select id="pa_color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"><option value="">Elige</option><option value="rojo">Rojo</option><option value="azul">Azul</option><option value="negro">Negro</option></select></td></tr>
      <tr><td><select id="pa_talla" name="attribute_pa_talla" data-attribute_name="attribute_pa_talla"><option value="">Elige</option><option value="s">S</option><option value="m">M</option><option value="l">L</option></select><a class="reset_variations" href="#" style="visibility: hidden;">Limpiar</a></td></tr>
    </tbody></table>
    <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
      <div class="woocommerce-variation-add-to-cart variations_button">
        <div class="quantity buttons_added"><input type="number" class="qty" name="quantity" value="1" min="1"></div>
        <button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed" id="add">Añadir al carrito</button>
        <button type="submit" name="ux-buy-now" value="102" class="ux-buy-now-button button primary" id="buy">Comprar ahora</button>
        <input type="hidden" name="add-to-cart" value="102"><input type="hidden" name="product_id" value="102"><input type="hidden" name="variation_id" class="variation_id" value="0">
      </div></div>
  </form></div>`;

const simpleForm = `<form class="cart" method="post" action="/producto/camiseta/"><div class="quantity"><input type="number" class="qty" name="quantity" value="2" min="1"></div>
  <button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt" id="add">Añadir al carrito</button>
  <button type="submit" name="ux-buy-now" value="101" class="ux-buy-now-button button" id="buy">Comprar ahora</button></form>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const choose = async (id: string, value: string) => {
  const select = $<HTMLSelectElement>(`#${id}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await flush(2);
};
const ctx = () => withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) });
/** The submits that went through (not prevented), by their submit button's id; none post for real. */
const recordPosts = (form: HTMLFormElement): string[] => {
  const posted: string[] = [];
  form.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) posted.push((event.submitter as HTMLButtonElement | null)?.id ?? '');
    event.preventDefault();
  });
  return posted;
};

describe('product form', () => {
  let stop: (() => void) | undefined;
  let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;
  beforeEach(() => {
    alert = vi.fn<(message?: string) => void>();
    window.alert = alert;
    delete (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params;
  });
  afterEach(async () => {
    stop?.();
    stop = undefined;
    // A variation's picture update resizes the window 20 ms later; let it run while the
    // test's window still exists (it ran after the file's teardown once, an unhandled error).
    await new Promise((resolve) => setTimeout(resolve, 30));
  });

  it('marks add and buy-now loading after submit, and clears it on a back/forward-cache restore', () => {
    setBody(simpleForm);
    stop = enhance(document, ctx());
    const posted = recordPosts($<HTMLFormElement>('form'));
    $('#add').click();
    expect(posted).toHaveLength(1);
    expect($('#add').classList.contains('loading')).toBe(true);
    expect($('#buy').classList.contains('loading')).toBe(true);
    $('#add').click();
    expect(posted).toHaveLength(1); // a second submit while the first is on its way is dropped
    const pageshow = (persisted: boolean) => {
      const event = new Event('pageshow');
      Object.defineProperty(event, 'persisted', { value: persisted });
      window.dispatchEvent(event);
    };
    pageshow(false);
    expect($('#add').classList.contains('loading')).toBe(true);
    pageshow(true);
    expect($('#add').classList.contains('loading')).toBe(false);
    expect($('#buy').classList.contains('loading')).toBe(false);
  });

  it('keeps buy-now disabled exactly when the add button is', async () => {
    setBody(variableForm());
    stop = enhance(document, ctx());
    expect($('#buy').classList.contains('disabled')).toBe(true);
    await choose('pa_color', 'rojo');
    await choose('pa_talla', 's');
    await flush(1);
    expect($('#add').classList.contains('disabled')).toBe(false);
    expect($('#buy').classList.contains('disabled')).toBe(false);
    $('#add').classList.add('disabled');
    await flush(1);
    expect($('#buy').classList.contains('disabled')).toBe(true);
  });

  it('says the add and buy-now buttons are disabled (aria-disabled) exactly while the add button is (row 47)', async () => {
    setBody(variableForm());
    stop = enhance(document, ctx());
    await flush(1);
    expect([$('#add').getAttribute('aria-disabled'), $('#buy').getAttribute('aria-disabled')]).toEqual(['true', 'true']);
    await choose('pa_color', 'rojo');
    await choose('pa_talla', 's');
    await flush(1);
    expect([$('#add').hasAttribute('aria-disabled'), $('#buy').hasAttribute('aria-disabled')]).toEqual([false, false]);
    $('#add').classList.add('disabled');
    await flush(1);
    expect([$('#add').getAttribute('aria-disabled'), $('#buy').getAttribute('aria-disabled')]).toEqual(['true', 'true']);
  });

  it('alerts the shop text when a disabled button is clicked without a selection, and posts nothing', async () => {
    (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params = {
      i18n_make_a_selection_text: 'Elige las opciones del producto antes de añadir este producto a tu carrito.',
    };
    setBody(variableForm());
    stop = enhance(document, ctx());
    const posted = recordPosts($<HTMLFormElement>('form'));
    $('#add').click();
    $('#buy').click();
    // Clicked before the variation form's first check (100 ms after it starts): each waits for it.
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenCalledWith('Elige las opciones del producto antes de añadir este producto a tu carrito.');
    expect(posted).toEqual([]);
    expect($('#add').classList.contains('loading')).toBe(false);
  });

  it('holds a submit made before the variation form has checked the choice, then alerts or posts as a later one would', async () => {
    // As a real page prints it: nothing says the button is disabled until the variation form's first check.
    setBody(variableForm().replace(' disabled wc-variation-selection-needed', ''));
    stop = enhance(document, ctx());
    let posted = recordPosts($<HTMLFormElement>('form'));
    $('#buy').click();
    await flush(1);
    expect(alert).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([]);

    stop();
    setBody(variableForm().replace(' disabled wc-variation-selection-needed', ''));
    $<HTMLSelectElement>('#pa_color').value = 'rojo';
    $<HTMLSelectElement>('#pa_talla').value = 's';
    stop = enhance(document, ctx());
    posted = recordPosts($<HTMLFormElement>('form'));
    $('#buy').click();
    $('#buy').click();
    expect(posted).toEqual([]);
    await vi.waitFor(() => expect(posted).toEqual(['buy'])); // with its own name, once
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1021');
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('alerts i18n_unavailable_text for an out-of-stock variation (English source when the shop prints none)', async () => {
    setBody(variableForm());
    stop = enhance(document, ctx());
    await choose('pa_color', 'azul');
    await choose('pa_talla', 'm');
    expect($('#add').className).toContain('wc-variation-is-unavailable');
    $('#buy').click();
    await flush();
    expect(alert).toHaveBeenCalledWith('Sorry, this product is unavailable. Please choose a different combination.');
    (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params = { i18n_unavailable_text: 'Lo siento, no disponible.' };
    stop();
    stop = enhance(document, ctx());
    $('#add').click();
    await vi.waitFor(() => expect(alert).toHaveBeenLastCalledWith('Lo siento, no disponible.'));
  });

  it('leaves variation forms and the add button alert to the stock script the server kept, and keeps buy-now', async () => {
    setBody(variableForm());
    const config = { ...defaultConfig(), keptScripts: ['wc-add-to-cart-variation'] };
    stop = enhance(document, withLoaders({ config, cart: createCartRuntime(config) }));
    await choose('pa_color', 'rojo');
    await choose('pa_talla', 's');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect($('#add').classList.contains('disabled')).toBe(true); // islas found no variation: the stock script would
    expect($<HTMLInputElement>('input.variation_id').value).toBe('0');
    expect($('.single_variation').childElementCount).toBe(0);
    const posted = recordPosts($<HTMLFormElement>('form'));
    $('#add').click();
    await flush();
    expect(alert).not.toHaveBeenCalled();
    $('#buy').click(); // the stock script has no buy-now button: islas still explains
    await flush();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
    $('#add').classList.remove('disabled');
    await flush(1);
    $('#add').click();
    expect($('#buy').classList.contains('loading')).toBe(true);
  });

  it('enhances a form once however often it is asked', async () => {
    setBody(variableForm());
    const context = ctx();
    stop = enhanceProductForm($<HTMLFormElement>('form'), context);
    expect(enhanceProductForm($<HTMLFormElement>('form'), context)).toBe(stop);
    $('#add').click();
    await vi.waitFor(() => expect(alert).toHaveBeenCalled());
    await flush();
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('sends form fields as wc-ajax add_to_cart takes them: a simple product by its id', () => {
    setBody(simpleForm);
    expect(formFields($<HTMLFormElement>('form'), $('#add'))).toEqual({ quantity: '2', product_id: '101' });
  });

  it("sends a chosen variation by the variation's own id (the parent's id would add the parent), keeping variation_id and the attributes", () => {
    setBody(variableForm());
    $<HTMLSelectElement>('#pa_color').value = 'rojo';
    $<HTMLSelectElement>('#pa_talla').value = 's';
    $<HTMLInputElement>('input.variation_id').value = '1021';
    const fields = formFields($<HTMLFormElement>('form'), $('#add'));
    expect(fields).toEqual({ attribute_pa_color: 'rojo', attribute_pa_talla: 's', quantity: '1', product_id: '1021', variation_id: '1021' });
  });

  it('sends nothing that would add the parent: no variation chosen, or one the form does not know', () => {
    setBody(variableForm());
    for (const id of ['0', '', '102', '9999', '1021abc']) {
      $<HTMLInputElement>('input.variation_id').value = id;
      expect(formFields($<HTMLFormElement>('form'), $('#add')), id).toBeUndefined();
    }
    // A variation form without the variation_id field at all.
    $('input.variation_id').remove();
    expect(formFields($<HTMLFormElement>('form'), $('#add'))).toBeUndefined();
  });

  it('leaves a variation with an "any" attribute to the form post: the AJAX add never reads the posted attribute', () => {
    const any = { ...variations[0]!, variation_id: 1030, attributes: { attribute_pa_color: 'negro', attribute_pa_talla: '' } };
    setBody(variableForm([...variations, any]));
    $<HTMLSelectElement>('#pa_color').value = 'negro';
    $<HTMLSelectElement>('#pa_talla').value = 'm';
    $<HTMLInputElement>('input.variation_id').value = '1030';
    expect(formFields($<HTMLFormElement>('form'), $('#add'))).toBeUndefined();
  });

  it('takes the found variation when the form does not print its variations (more than 30)', () => {
    setBody(variableForm(false));
    const form = $<HTMLFormElement>('form');
    $<HTMLInputElement>('input.variation_id').value = '1021';
    expect(formFields(form, $('#add'))).toBeUndefined();
    expect(formFields(form, $('#add'), { variation_id: 1026, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: 's' } })).toBeUndefined();
    expect(formFields(form, $('#add'), { variation_id: 1021, attributes: { attribute_pa_color: 'rojo', attribute_pa_talla: '' } })).toBeUndefined();
    expect(formFields(form, $('#add'), { variation_id: 1021, attributes: { attribute_pa_color: 'rojo', attribute_pa_talla: 's' } })).toMatchObject({ product_id: '1021', variation_id: '1021' });
  });

  it('leaves grouped and external products to the form: the AJAX add cannot add them', () => {
    setBody(`<form class="cart grouped_form" method="post" action="/producto/pack/"><input type="number" name="quantity[101]" value="1"><input type="number" name="quantity[103]" value="0">
      <input type="hidden" name="add-to-cart" value="150"><button type="submit" class="single_add_to_cart_button button alt" id="add">Añadir al carrito</button></form>`);
    expect(formFields($<HTMLFormElement>('form'), $('#add'))).toBeUndefined();
    setBody('<form class="cart" action="https://example.com/libro" method="get"><button type="submit" class="single_add_to_cart_button button alt" id="add">Comprar</button></form>');
    expect(formFields($<HTMLFormElement>('form'), $('#add'))).toBeUndefined();
  });

  it('adds through the cart queue in ajax mode (quick view) and marks the button added', async () => {
    const network = fakeNetwork([{ match: 'wc-ajax=add_to_cart', reply: { json: cartAnswer(['Sudadera']) } }]);
    setBody(`${variableForm()}<div class="widget_shopping_cart_content"></div>`);
    $lastAdded.set(null);
    const form = $<HTMLFormElement>('form');
    stop = enhanceProductForm(form, ctx(), { ajax: true });
    await choose('pa_color', 'rojo');
    await choose('pa_talla', 's');
    $('#add').click();
    expect($('#add').classList.contains('loading')).toBe(true);
    // The add-to-cart code comes from the first-input chunk (a dynamic import).
    await vi.waitFor(() => expect($('#add').classList.contains('added')).toBe(true));
    network.restore();
    expect(network.seen).toHaveLength(1);
    expect(network.seen[0]!.form).toEqual({ product_id: '1021', variation_id: '1021', quantity: '1', attribute_pa_color: 'rojo', attribute_pa_talla: 's' });
    expect($('#add').classList.contains('added')).toBe(true);
    expect($('#add').classList.contains('loading')).toBe(false);
    expect($lastAdded.get()?.productId).toBe('1021');
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
  });

  it('in ajax mode posts the form (no AJAX add) for a variation with an "any" attribute', async () => {
    const network = fakeNetwork([{ match: 'wc-ajax=add_to_cart', reply: { json: cartAnswer(['Sudadera']) } }]);
    const any = { ...variations[0]!, variation_id: 1030, attributes: { attribute_pa_color: 'negro', attribute_pa_talla: '' } };
    setBody(variableForm([...variations, any]));
    const form = $<HTMLFormElement>('form');
    stop = enhanceProductForm(form, ctx(), { ajax: true });
    const posted = recordPosts(form);
    await choose('pa_color', 'negro');
    await choose('pa_talla', 'm');
    await vi.waitFor(() => expect($<HTMLInputElement>('input.variation_id').value).toBe('1030'));
    $('#add').click();
    await flush();
    network.restore();
    expect(posted).toEqual(['add']);
    expect(network.seen).toHaveLength(0);
    expect($('#add').classList.contains('loading')).toBe(true);
  });

  it('in ajax mode adds a variation the server found (more than 30 variations) by its own id', async () => {
    const network = fakeNetwork([
      { match: 'wc-ajax=get_variation', reply: { json: variations[0] } },
      { match: 'wc-ajax=add_to_cart', reply: { json: cartAnswer(['Sudadera']) } },
    ]);
    setBody(`${variableForm(false)}<div class="widget_shopping_cart_content"></div>`);
    const form = $<HTMLFormElement>('form');
    stop = enhanceProductForm(form, ctx(), { ajax: true });
    await choose('pa_color', 'rojo');
    await choose('pa_talla', 's');
    await vi.waitFor(() => expect($<HTMLInputElement>('input.variation_id').value).toBe('1021'));
    $('#add').click();
    await vi.waitFor(() => expect($('#add').classList.contains('added')).toBe(true));
    network.restore();
    const adds = network.seen.filter((request) => request.url.search.includes('add_to_cart'));
    expect(adds).toHaveLength(1);
    expect(adds[0]!.form).toMatchObject({ product_id: '1021', variation_id: '1021' });
  });
});
