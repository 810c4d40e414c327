import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { fakeNetwork } from '../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { enhanceVariationForm, findVariation, type Variation } from './variation-form';

const variations: Variation[] = [
  { variation_id: 1, attributes: { attribute_pa_color: 'rojo', attribute_pa_talla: 's' }, is_in_stock: true, price_html: '<span class="price"><del aria-hidden="true">49 €</del> <ins>44,95 €</ins></span>', availability_html: '<p class="stock in-stock">8 disponibles</p>', image: { src: '/img/rojo.svg', full_src: '/img/rojo-full.svg', full_src_w: 1200, full_src_h: 1000, alt: 'Rojo' }, max_qty: 8 },
  { variation_id: 2, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: 'm' }, is_in_stock: false, price_html: '<span class="price">42,95 €<img src=x onerror="alert(1)"><script>alert(2)</script></span>', availability_html: '<p class="stock out-of-stock">Sin existencias</p>' },
  { variation_id: 3, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: '' }, is_in_stock: true },
  { variation_id: 4, attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 's' }, is_in_stock: true },
];

const markup = (data: unknown) => `<div class="product">
  <div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image slide first" data-thumb="/img/main.svg"><a href="/img/main-full.svg"><img class="wp-post-image" src="/img/main.svg" alt="Main" data-large_image="/img/main-full.svg"></a></div></div>
  <form class="variations_form cart" data-product_id="102" data-product_variations='${JSON.stringify(data)}'>
  <table class="variations"><tbody><tr><td>
    <select id="color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"><option value="">-</option><option value="rojo">Rojo</option><option value="azul">Azul</option><option value="negro">Negro</option></select>
    <select id="talla" name="attribute_pa_talla" data-attribute_name="attribute_pa_talla"><option value="">-</option><option value="s">S</option><option value="m">M</option><option value="l">L</option></select>
    <a class="reset_variations" href="#" style="visibility: hidden;">Limpiar</a></td></tr></tbody></table><div class="reset_variations_alert screen-reader-text" role="alert"></div>
  <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
  <div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="qty" name="quantity" value="1" max=""></div>
  <button type="submit" class="single_add_to_cart_button button alt">Añadir</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const texts = { noMatch: 'No match', cleared: 'Cleared' };
const choose = async (id: string, value: string) => {
  $<HTMLSelectElement>(`#${id}`).value = value;
  $(`#${id}`).dispatchEvent(new Event('change', { bubbles: true }));
  await flush(3);
};
const button = () => $('.single_add_to_cart_button');

describe('variation form', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('matches "any" attribute values', () => {
    expect(findVariation(variations, { attribute_pa_color: 'azul', attribute_pa_talla: 'l' })?.variation_id).toBe(3);
    expect(findVariation(variations, { attribute_pa_color: 'negro', attribute_pa_talla: 'l' })).toBeUndefined();
  });

  it('needs a full selection before the button is enabled', async () => {
    setBody(markup(variations));
    stop = enhanceVariationForm($('form') as HTMLFormElement, defaultConfig(), texts);
    expect(button().className).toContain('disabled wc-variation-selection-needed');
    await choose('color', 'rojo');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect($('.reset_variations').style.visibility).toBe('visible');
    await choose('talla', 's');
    expect(button().classList.contains('disabled')).toBe(false);
    expect($('.woocommerce-variation-add-to-cart').classList.contains('woocommerce-variation-add-to-cart-enabled')).toBe(true);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1');
  });

  it('shows the variation price and stock, swaps the image and the quantity max, and undoes it on reset', async () => {
    setBody(markup(variations));
    stop = enhanceVariationForm($('form') as HTMLFormElement, defaultConfig(), texts);
    await choose('color', 'rojo');
    await choose('talla', 's');
    expect($('.woocommerce-variation-price').innerHTML).toBe('<span class="price"><del aria-hidden="true">49 €</del> <ins>44,95 €</ins></span>');
    expect($('.woocommerce-variation-availability').textContent).toBe('8 disponibles');
    const img = $<HTMLImageElement>('.wp-post-image');
    expect(img.getAttribute('src')).toBe('/img/rojo.svg');
    expect(img.getAttribute('data-large_image')).toBe('/img/rojo-full.svg');
    expect(img.getAttribute('data-large_image_height')).toBe('1000');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/rojo-full.svg');
    expect($('input.qty').getAttribute('max')).toBe('8');
    $('.reset_variations').click();
    await flush(3);
    expect(img.getAttribute('src')).toBe('/img/main.svg');
    expect(img.getAttribute('alt')).toBe('Main');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/main-full.svg');
    expect($('input.qty').hasAttribute('max')).toBe(false);
    expect($<HTMLSelectElement>('#color').value).toBe('');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect($('.single_variation').childElementCount).toBe(0);
    expect($('.reset_variations_alert').textContent).toBe('Cleared');
  });

  it('keeps the button disabled and unavailable for an out-of-stock variation, and never runs its HTML', async () => {
    setBody(markup(variations));
    stop = enhanceVariationForm($('form') as HTMLFormElement, defaultConfig(), texts);
    await choose('color', 'azul');
    await choose('talla', 'm');
    expect(button().className).toContain('disabled wc-variation-is-unavailable');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(false);
    expect($('.woocommerce-variation-availability').textContent).toBe('Sin existencias');
    expect($('.single_variation').querySelector('img, script')).toBeNull();
    expect($('.woocommerce-variation-price').textContent).toBe('42,95 €');
  });

  it('disables options that match no variation with the current choice', async () => {
    setBody(markup(variations));
    stop = enhanceVariationForm($('form') as HTMLFormElement, defaultConfig(), texts);
    await choose('color', 'negro');
    const option = (value: string) => [...$<HTMLSelectElement>('#talla').options].find((o) => o.value === value)!;
    expect(option('s').disabled).toBe(false);
    expect(option('l').disabled).toBe(true);
  });

  it('asks wc-ajax get_variation when the server printed no variations, and tells when nothing matches', async () => {
    const network = fakeNetwork([
      { match: 'wc-ajax=get_variation', reply: (request) => ({ json: request.form.attribute_pa_color === 'rojo' ? variations[0] : false }) },
    ]);
    setBody(markup(false));
    stop = enhanceVariationForm($('form') as HTMLFormElement, defaultConfig(), texts);
    await choose('color', 'rojo');
    expect(network.seen).toHaveLength(0);
    await choose('talla', 's');
    await flush();
    expect(network.seen[0]!.form).toEqual({ attribute_pa_color: 'rojo', attribute_pa_talla: 's', product_id: '102' });
    expect(button().classList.contains('disabled')).toBe(false);
    await choose('color', 'negro');
    await flush();
    network.restore();
    expect($('.wc-no-matching-variations').textContent).toBe('No match');
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
  });
});
