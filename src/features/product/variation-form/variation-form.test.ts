import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../kernel/config';
import { installJQueryBridge, type EventHandler } from '../../../kernel/events';
import { fakeNetwork } from '../../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../../tests/unit/helpers/dom';
import { findMatching, type Variation } from './core';
import {
  maybeTriggerSlidePositionReset,
  resetContent,
  resetVariationAttr,
  setContent,
  setVariationAttr,
  variationForm,
  type VariationFormController,
} from './index';

const variations: Variation[] = [
  { variation_id: 1, attributes: { attribute_pa_color: 'rojo', attribute_pa_talla: 's' }, is_in_stock: true, price_html: '<span class="price"><del aria-hidden="true">49 €</del> <ins>44,95 €</ins></span>', availability_html: '<p class="stock in-stock">8 disponibles</p>', image_id: 11, image: { src: '/img/rojo.svg', src_w: 600, src_h: 500, full_src: '/img/rojo-full.svg', full_src_w: 1200, full_src_h: 1000, alt: 'Rojo', gallery_thumbnail_src: '/img/rojo-thumb.svg' }, max_qty: 8, min_qty: 1, sku: 'SUD-ROJO-S', weight: '0.4', weight_html: '0,4 kg', dimensions: { length: '10' }, dimensions_html: '10 &times; 20 &times; 5 cm' },
  { variation_id: 2, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: 'm' }, is_in_stock: false, price_html: '<span class="price">42,95 €<img src=x onerror="alert(1)"><script>alert(2)</script></span>', availability_html: '<p class="stock out-of-stock">Sin existencias</p>' },
  { variation_id: 3, attributes: { attribute_pa_color: 'azul', attribute_pa_talla: '' }, is_in_stock: true, is_sold_individually: 'yes', min_qty: 1, max_qty: 1 },
  { variation_id: 4, attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 's' }, is_in_stock: true, min_qty: 2, max_qty: 5, sku: '' },
];

const markup = (data: unknown, extra = '') => `<div class="product">
  <div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image slide first" data-thumb="/img/main.svg"><a href="/img/main-full.svg"><img class="wp-post-image" src="/img/main.svg" alt="Main" width="300" data-large_image="/img/main-full.svg"></a></div>
  <ol class="flex-control-nav"><li><img src="/img/main-thumb.svg"></li><li><img src="/img/negro-thumb.svg"></li></ol></div>
  <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">SUD</span></span></div>
  <table class="woocommerce-product-attributes"><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">1 kg</td></tr>
  <tr class="woocommerce-product-attributes-item--dimensions"><td class="woocommerce-product-attributes-item__value">N/D</td></tr></table>
  <form class="variations_form cart" data-product_id="102" data-product_variations='${JSON.stringify(data).replace(/&/g, '&amp;')}' ${extra}>
  <table class="variations"><tbody><tr><td>
    <select id="color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"><option value="">-</option><option value="rojo">Rojo</option><option value="azul">Azul</option><option value="negro">Negro</option></select>
    <select id="talla" name="attribute_pa_talla" data-attribute_name="attribute_pa_talla"><option value="">-</option><option value="s">S</option><option value="m">M</option><option value="l">L</option></select>
    <a class="reset_variations" href="#" style="visibility: hidden;">Limpiar</a></td></tr></tbody></table><div class="reset_variations_alert screen-reader-text" role="alert"></div>
  <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
  <div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="qty" name="quantity" value="3" max=""></div>
  <button type="submit" class="single_add_to_cart_button button alt">Añadir</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const texts = { noMatch: 'No match', cleared: 'Cleared', unavailable: 'Unavailable' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const choose = async (id: string, value: string) => {
  $<HTMLSelectElement>(`#${id}`).value = value;
  $(`#${id}`).dispatchEvent(new Event('change', { bubbles: true }));
  await flush(3);
};
const button = () => $('.single_add_to_cart_button');
const form = () => $<HTMLFormElement>('form');
const optionValues = (id: string) => [...$<HTMLSelectElement>(`#${id}`).options].map((o) => `${o.value}${o.disabled ? '(disabled)' : ''}`);

/** Records the islas events fired while `run` runs: "name@target". */
function recordEvents(names: string[]): string[] {
  const seen: string[] = [];
  for (const name of names) {
    document.addEventListener(`islas:${name}`, (event) => {
      const target = event.target as Element;
      seen.push(`${name}@${target.classList.contains('single_variation') ? 'single_variation' : target.tagName === 'FORM' ? 'form' : target.className}`);
    });
  }
  return seen;
}

describe('variation form', () => {
  let controller: VariationFormController | undefined;
  const start = async (data: unknown = variations, extra = '') => {
    setBody(markup(data, extra));
    controller = variationForm(form(), defaultConfig(), texts);
    await wait(110);
  };
  afterEach(() => {
    controller?.destroy();
    controller = undefined;
    installJQueryBridge(undefined);
  });

  it('matches "any" attribute values', () => {
    expect(findMatching(variations, { attribute_pa_color: 'azul', attribute_pa_talla: 'l' })[0]?.variation_id).toBe(3);
    expect(findMatching(variations, { attribute_pa_color: 'negro', attribute_pa_talla: 'l' })).toEqual([]);
  });

  it('needs a full selection before the button is enabled, and shows the reset link only while something is chosen', async () => {
    await start();
    expect(button().className).toContain('disabled wc-variation-selection-needed');
    await choose('color', 'rojo');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect($('.reset_variations').style.visibility).toBe('visible');
    await choose('talla', 's');
    expect(button().classList.contains('disabled')).toBe(false);
    expect($('.woocommerce-variation-add-to-cart').classList.contains('woocommerce-variation-add-to-cart-enabled')).toBe(true);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1');
    await choose('talla', '');
    await choose('color', '');
    expect($('.reset_variations').style.visibility).toBe('hidden');
  });

  it('shows the variation price and stock, swaps the image, and undoes it on reset', async () => {
    await start();
    await choose('color', 'rojo');
    await choose('talla', 's');
    expect($('.single_variation').style.display).toBe('');
    expect($('.woocommerce-variation-price').innerHTML).toBe('<span class="price"><del aria-hidden="true">49 €</del> <ins>44,95 €</ins></span>');
    expect($('.woocommerce-variation-availability').textContent).toBe('8 disponibles');
    const img = $<HTMLImageElement>('.wp-post-image');
    expect(img.getAttribute('src')).toBe('/img/rojo.svg');
    expect(img.getAttribute('width')).toBe('600');
    expect(img.getAttribute('data-src')).toBe('/img/rojo-full.svg');
    expect(img.getAttribute('data-large_image')).toBe('/img/rojo-full.svg');
    expect(img.getAttribute('data-large_image_height')).toBe('1000');
    expect(img.getAttribute('data-o_src')).toBe('/img/main.svg');
    expect($('.woocommerce-product-gallery__image').getAttribute('data-thumb')).toBe('/img/rojo.svg');
    expect($('.flex-control-nav img').getAttribute('src')).toBe('/img/rojo-thumb.svg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/rojo-full.svg');
    expect($('input.qty').getAttribute('max')).toBe('8');
    $('.reset_variations').click();
    await flush(3);
    expect(img.getAttribute('src')).toBe('/img/main.svg');
    expect(img.getAttribute('alt')).toBe('Main');
    expect(img.getAttribute('width')).toBe('300');
    expect($('.flex-control-nav img').getAttribute('src')).toBe('/img/main-thumb.svg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/main-full.svg');
    expect($('.woocommerce-product-gallery__image').getAttribute('data-thumb')).toBe('/img/main.svg');
    // As stock, a reset leaves the quantity rules of the last variation.
    expect($('input.qty').getAttribute('max')).toBe('8');
    expect($<HTMLSelectElement>('#color').value).toBe('');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect($('.single_variation').style.display).toBe('none');
    expect($('.single_variation').childElementCount).toBe(0);
    expect($('.reset_variations_alert').textContent).toBe('Cleared');
  });

  it('puts only http(s) picture addresses in the gallery: a bad one leaves the page its own', async () => {
    const hostile = {
      src: 'javascript:alert(1)',
      srcset: ' JaVaScRiPt:alert(2) 300w, https://cdn.example/rojo-600.jpg 600w, data:image/svg+xml,x 900w',
      full_src: 'java&#x09;script:alert(3)',
      gallery_thumbnail_src: 'vbscript:msgbox(4)',
      alt: 'Rojo',
    };
    await start([{ ...variations[0]!, image: hostile }]);
    await choose('color', 'rojo');
    await choose('talla', 's');
    const img = $<HTMLImageElement>('.wp-post-image');
    expect(img.getAttribute('src')).toBe('/img/main.svg');
    expect(img.getAttribute('srcset')).toBe('https://cdn.example/rojo-600.jpg 600w');
    expect(img.getAttribute('data-large_image')).toBe('/img/main-full.svg');
    expect(img.hasAttribute('data-src')).toBe(false);
    expect(img.getAttribute('alt')).toBe('Rojo');
    expect($('.woocommerce-product-gallery__image').getAttribute('data-thumb')).toBe('/img/main.svg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/img/main-full.svg');
    expect($('.flex-control-nav img').getAttribute('src')).toBe('/img/main-thumb.svg');
    for (const el of document.querySelectorAll('.product *')) {
      for (const { name, value } of el.attributes) if (name !== 'data-product_variations') expect(value, name).not.toMatch(/script:|^data:/i);
    }
    // A picture from a CDN is a picture.
    controller?.destroy();
    await start([{ ...variations[0]!, image: { ...hostile, src: 'https://cdn.example/rojo.jpg', full_src: '//cdn.example/rojo-full.jpg' } }]);
    await choose('color', 'rojo');
    await choose('talla', 's');
    expect($('.wp-post-image').getAttribute('src')).toBe('https://cdn.example/rojo.jpg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('//cdn.example/rojo-full.jpg');
  });

  it('sets the SKU, weight and dimensions of the variation, and restores the page ones', async () => {
    await start();
    await choose('color', 'rojo');
    await choose('talla', 's');
    expect($('.product_meta .sku').textContent).toBe('SUD-ROJO-S');
    expect($('.product_meta .sku').getAttribute('data-o_content')).toBe('SUD');
    expect($('.woocommerce-product-attributes-item--weight td').textContent).toBe('0,4 kg');
    expect($('.woocommerce-product-attributes-item--dimensions td').textContent).toBe('10 × 20 × 5 cm');
    await choose('color', 'negro'); // variation 4: no sku, weight nor dimensions
    expect($('.product_meta .sku').textContent).toBe('SUD');
    expect($('.woocommerce-product-attributes-item--weight td').textContent).toBe('1 kg');
    await choose('color', 'rojo');
    expect($('.product_meta .sku').textContent).toBe('SUD-ROJO-S');
    $('.reset_variations').click();
    await flush(3);
    expect($('.product_meta .sku').textContent).toBe('SUD');
    expect($('.woocommerce-product-attributes-item--dimensions td').textContent).toBe('N/D');
  });

  it('sets variation_id with a change event, and the quantity rules: sold individually posts 1 with the field hidden', async () => {
    await start();
    const changes: string[] = [];
    $('input.variation_id').addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).value));
    const qtyChanges: string[] = [];
    $('input.qty').addEventListener('change', (event) => qtyChanges.push((event.target as HTMLInputElement).value));
    await choose('color', 'azul');
    await choose('talla', 'l'); // variation 3, "any" size, sold individually
    expect(changes.at(-1)).toBe('3');
    const qty = $<HTMLInputElement>('input.qty');
    expect(qty.value).toBe('1');
    expect(qty.getAttribute('min')).toBe('1');
    expect(qty.hasAttribute('max')).toBe(false);
    expect($('.quantity').style.display).toBe('none');
    expect(qtyChanges).toEqual(['1']);
    expect(new FormData(form()).get('quantity')).toBe('1');
    expect(new FormData(form()).get('attribute_pa_talla')).toBe('l');
    qty.value = '9';
    await choose('talla', '');
    await choose('color', 'negro');
    await choose('talla', 's'); // variation 4: min 2, max 5
    expect(qty.value).toBe('5');
    expect(qty.getAttribute('min')).toBe('2');
    expect(qty.getAttribute('max')).toBe('5');
    expect($('.quantity').style.display).toBe('');
    qty.value = '1';
    await choose('color', 'rojo');
    await choose('color', 'negro');
    expect(qty.value).toBe('2');
    expect(qtyChanges.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the button disabled and unavailable for an out-of-stock variation, and never runs its HTML', async () => {
    await start();
    await choose('color', 'azul');
    await choose('talla', 'm');
    expect(button().className).toContain('disabled wc-variation-is-unavailable');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(false);
    expect($('.woocommerce-variation-availability').textContent).toBe('Sin existencias');
    expect($('.single_variation').querySelector('img, script')).toBeNull();
    expect($('.woocommerce-variation-price').textContent).toBe('42,95 €');
  });

  it('renders the page template, and the unavailable one for a hidden variation', async () => {
    const hidden = { ...variations[3]!, variation_is_visible: false };
    setBody(`<script type="text/template" id="tmpl-variation-template"><div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div><p class="ref">#{{ data.variation.variation_id }}</p></script>
      <script type="text/template" id="tmpl-unavailable-variation-template"><p role="alert">Agotado</p></script>${markup([variations[0], variations[1], hidden])}`);
    controller = variationForm(form(), defaultConfig(), texts);
    await choose('color', 'azul');
    await choose('talla', 'm');
    expect($('.single_variation').innerHTML).toBe('<div class="woocommerce-variation-price"><span class="price">42,95 €</span></div><p class="ref">#2</p>');
    await choose('talla', '');
    await choose('color', 'negro');
    await choose('talla', 's');
    expect($('.single_variation').innerHTML).toBe('<p role="alert">Agotado</p>');
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
  });

  it('drops the options that cannot combine, disables inactive ones, and brings them back when the choice changes', async () => {
    const data = [...variations, { variation_id: 5, attributes: { attribute_pa_color: 'negro', attribute_pa_talla: 'm' }, variation_is_active: false }];
    await start(data);
    await choose('color', 'negro');
    expect(optionValues('talla')).toEqual(['', 's', 'm(disabled)']);
    expect($('#talla option[value="s"]').className).toBe('attached enabled');
    expect(optionValues('color')).toEqual(['', 'rojo', 'azul', 'negro']);
    await choose('talla', 's');
    expect(optionValues('color')).toEqual(['', 'rojo', 'azul', 'negro']);
    await choose('color', 'rojo');
    expect(optionValues('talla')).toEqual(['', 's']);
    await choose('talla', '');
    await choose('color', 'azul');
    expect(optionValues('talla')).toEqual(['', 's', 'm', 'l']);
    await choose('color', '');
    expect(optionValues('talla')).toEqual(['', 's', 'm', 'l']);
  });

  it('shows a preselected (default) variation 100 ms after init with no input, then fires wc_variation_form with the controller', async () => {
    setBody(markup(variations).replace('<option value="negro">', '<option value="negro" selected>').replace('<option value="s">', '<option value="s" selected>'));
    // happy-dom misreads a later option's `selected`; a browser gives these values.
    $<HTMLSelectElement>('#color').value = 'negro';
    $<HTMLSelectElement>('#talla').value = 's';
    const seen: unknown[] = [];
    form().addEventListener('islas:wc_variation_form', (event) => seen.push((event as CustomEvent<unknown[]>).detail[0]));
    controller = variationForm(form(), defaultConfig(), texts);
    await wait(50);
    expect(seen).toEqual([]);
    expect($('.single_variation').childElementCount).toBe(0);
    await wait(70);
    expect(seen).toEqual([controller]);
    expect(controller.variationData).toHaveLength(4);
    expect($('.woocommerce-variation-price')).not.toBeNull();
    expect(button().classList.contains('disabled')).toBe(false);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('4');
    expect($<HTMLInputElement>('input.qty').getAttribute('min')).toBe('2');
    expect($('.reset_variations').style.visibility).toBe('visible');
  });

  it('fires WooCommerce events on their targets in the order a plugin sees them', async () => {
    await start();
    await choose('color', 'rojo');
    const seen = recordEvents([
      'check_variations', 'woocommerce_variation_select_change', 'woocommerce_variation_has_changed', 'update_variation_values',
      'woocommerce_update_variation_values', 'found_variation', 'reset_data', 'reset_image', 'show_variation', 'hide_variation',
    ]);
    let shown: unknown[] = [];
    document.addEventListener('islas:show_variation', (event) => (shown = (event as CustomEvent<unknown[]>).detail));
    await choose('talla', 's');
    expect(seen).toEqual([
      'woocommerce_variation_select_change@form',
      'woocommerce_update_variation_values@form',
      'update_variation_values@form',
      'show_variation@single_variation',
      'found_variation@form',
      'check_variations@form',
      'woocommerce_variation_has_changed@form',
    ]);
    expect(shown).toEqual([variations[0], true]);
    seen.length = 0;
    await choose('talla', '');
    expect(seen).toEqual([
      'woocommerce_variation_select_change@form',
      'woocommerce_update_variation_values@form',
      'update_variation_values@form',
      'reset_image@form',
      'hide_variation@single_variation',
      'reset_data@form',
      'check_variations@form',
      'woocommerce_variation_has_changed@form',
    ]);
  });

  it('leaves the gallery where the shopper put it when it starts with nothing chosen (it starts at their first input)', async () => {
    const moved: string[] = [];
    document.addEventListener('islas:woocommerce_gallery_reset_slide_position', () => moved.push('reset'));
    await start();
    await wait(30);
    expect(moved).toEqual([]);
  });

  it('updates the gallery position and zoom 20 ms after a picture change', async () => {
    await start();
    const gallery: string[] = [];
    let firedAt: number[] = [];
    for (const name of ['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'flexslider-click']) {
      document.addEventListener(`islas:${name}`, (event) => {
        gallery.push(`${name}@${(event.target as Element).tagName}`);
        firedAt.push(performance.now());
      });
    }
    await choose('color', 'rojo');
    await wait(30);
    gallery.length = 0;
    firedAt = [];
    // Timed rather than checked right after the change: a busy machine may take 20 ms to flush.
    const changedAt = performance.now();
    await choose('talla', 's');
    await wait(30);
    expect(gallery).toEqual(['woocommerce_gallery_reset_slide_position@DIV', 'woocommerce_gallery_init_zoom@DIV']);
    expect(Math.min(...firedAt) - changedAt).toBeGreaterThanOrEqual(19);
    expect(form().getAttribute('current-image')).toBe('11');
    gallery.length = 0;
    maybeTriggerSlidePositionReset(form(), variations[0]!);
    expect(gallery).toEqual([]);
    // A picture the thumbnails already hold: the gallery slides to it.
    controller!.destroy();
    const withThumb = variations.map((v) => (v.variation_id === 4 ? { ...v, image_id: 14, image: { src: '/img/negro.svg', gallery_thumbnail_src: '/img/negro-thumb.svg' } } : v));
    await start(withThumb);
    await choose('color', 'negro');
    await choose('talla', 's');
    expect(gallery).toContain('flexslider-click@IMG');
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/main.svg');
  });

  it('swaps the first slide picture of a Flatsome quick view, which has no WooCommerce gallery', async () => {
    setBody(`<div class="product-lightbox"><div class="product-quick-view-container"><div class="product-gallery"><div class="product-gallery-slider main-images"><div class="slide first"><a href="/img/q.svg"><img src="/img/q.svg" alt="Q"></a></div><div class="slide"><a href="/img/q2.svg"><img src="/img/q2.svg"></a></div></div></div>
      <div class="product-info">${markup(variations).replace(/^<div class="product">[\s\S]*?(<form)/, '$1').replace(/<\/div>$/, '')}</div></div></div>`);
    controller = variationForm(form(), defaultConfig(), texts);
    await choose('color', 'rojo');
    await choose('talla', 's');
    const img = $<HTMLImageElement>('.product-gallery-slider .slide img');
    expect(img.getAttribute('src')).toBe('/img/rojo.svg');
    expect($('.product-gallery-slider .slide a').getAttribute('href')).toBe('/img/rojo-full.svg');
    expect($('.product-gallery-slider .slide').getAttribute('data-thumb')).toBe('/img/rojo.svg');
    expect(document.querySelectorAll('.product-gallery-slider .slide img')[1]!.getAttribute('src')).toBe('/img/q2.svg');
  });

  it('hears what plugins trigger: reset_data, check_variations, reload_product_variations, and a jQuery change on a select', async () => {
    const handlers: { target: EventTarget; name: string; handler: EventHandler }[] = [];
    installJQueryBridge({
      trigger: () => {},
      triggerHandler: () => undefined,
      on(target, name, handler) {
        const entry = { target, name, handler };
        handlers.push(entry);
        return () => handlers.splice(handlers.indexOf(entry), 1);
      },
    });
    const jQueryTrigger = (el: Element, name: string) =>
      handlers.filter((h) => h.name === name && h.target instanceof Node && h.target.contains(el)).forEach((h) => h.handler([], el));
    await start();
    const found: unknown[] = [];
    form().addEventListener('islas:found_variation', () => found.push(1));
    // A swatch plugin: $(select).val('rojo').trigger('change'), no native event.
    $<HTMLSelectElement>('#color').value = 'rojo';
    jQueryTrigger($('#color'), 'change');
    $<HTMLSelectElement>('#talla').value = 's';
    jQueryTrigger($('#talla'), 'change');
    expect(button().classList.contains('disabled')).toBe(false);
    expect(found).toHaveLength(1);
    jQueryTrigger($('input.qty'), 'change'); // nothing chosen changed: no new check
    expect(found).toHaveLength(1);
    form().dispatchEvent(new CustomEvent('islas:reset_data', { detail: [] }));
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect($<HTMLImageElement>('.wp-post-image').getAttribute('src')).toBe('/img/main.svg');
    form().dispatchEvent(new CustomEvent('islas:check_variations', { detail: [] }));
    expect(button().classList.contains('disabled')).toBe(false);
    expect(found).toHaveLength(2);
    form().setAttribute('data-product_variations', JSON.stringify([{ ...variations[0], is_in_stock: false }]));
    form().dispatchEvent(new CustomEvent('islas:reload_product_variations', { detail: [] }));
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    controller!.destroy();
    controller = undefined;
    expect(handlers).toEqual([]);
  });

  it('binds once per form however often it is started', async () => {
    setBody(markup(variations));
    controller = variationForm(form(), defaultConfig(), texts);
    expect(variationForm(form(), defaultConfig(), texts)).toBe(controller);
    // After the first check (100 ms after the start): on a loaded machine the two choices
    // below could otherwise end after it, and that check would find the variation again.
    await wait(110);
    const found: unknown[] = [];
    form().addEventListener('islas:found_variation', () => found.push(1));
    await choose('color', 'rojo');
    await choose('talla', 's');
    expect(found).toHaveLength(1);
  });

  it('asks wc-ajax get_variation when the server printed no variations, blocks the form meanwhile, and tells when nothing matches', async () => {
    const network = fakeNetwork([
      { match: 'wc-ajax=get_variation', reply: (request) => ({ json: request.form.attribute_pa_color === 'rojo' ? variations[0] : false, delayMs: 30 }) },
    ]);
    await start(false, `data-custom_data='{"bundle":"7"}'`);
    await choose('color', 'rojo');
    expect(network.seen).toHaveLength(0);
    expect(optionValues('talla')).toEqual(['', 's', 'm', 'l']); // options are not filtered in AJAX mode
    await choose('talla', 's');
    expect(form().classList.contains('processing')).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    await wait(50);
    expect(form().classList.contains('processing')).toBe(false);
    expect(network.seen[0]!.form).toEqual({ attribute_pa_color: 'rojo', attribute_pa_talla: 's', product_id: '102', 'custom_data[bundle]': '7' });
    expect(button().classList.contains('disabled')).toBe(false);
    await choose('color', 'negro');
    await wait(50);
    // As stock: no match resets the data, so the button asks for a selection again.
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    const notice = $('.wc-no-matching-variations');
    expect(notice.textContent).toBe('No match');
    expect(notice.className).toBe('wc-no-matching-variations woocommerce-info');
    expect(notice.parentElement!.getAttribute('role')).toBe('alert');
    expect(notice.parentElement!.previousElementSibling).toBe($('.single_variation'));
    await choose('color', 'rojo');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
    await wait(50);
    network.restore();
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1');
  });

  it('drops a stale AJAX answer, and shows the message without throwing when the network fails', async () => {
    let calls = 0;
    const network = fakeNetwork([
      { match: 'wc-ajax=get_variation', reply: () => (++calls === 1 ? { json: variations[0], delayMs: 30 } : { networkError: true }) },
    ]);
    await start(false);
    await choose('color', 'rojo');
    await choose('talla', 's');
    await choose('talla', 'm');
    await wait(50);
    network.restore();
    expect(calls).toBe(2);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('');
    expect(button().classList.contains('disabled')).toBe(true);
    expect($('.wc-no-matching-variations').textContent).toBe('No match');
    expect(form().classList.contains('processing')).toBe(false);
  });

  it('keeps originals as the $.fn plugins do (data-o_content, data-o_<attr>)', () => {
    setBody('<span id="a">uno</span><img id="b" src="/x.svg">');
    setContent($('#a'), 'dos');
    setContent($('#a'), 'tres');
    expect($('#a').getAttribute('data-o_content')).toBe('uno');
    resetContent($('#a'));
    expect($('#a').textContent).toBe('uno');
    setVariationAttr($('#b'), 'srcset', 'a.svg 1x');
    setVariationAttr($('#b'), 'src', false);
    expect($('#b').getAttribute('data-o_srcset')).toBe('');
    expect($('#b').hasAttribute('src')).toBe(false);
    resetVariationAttr($('#b'), 'src');
    resetVariationAttr($('#b'), 'srcset');
    expect($('#b').getAttribute('src')).toBe('/x.svg');
    expect($('#b').hasAttribute('srcset')).toBe(false);
  });
});
