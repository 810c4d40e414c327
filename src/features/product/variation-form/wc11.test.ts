// WooCommerce 9.5-11.0.1's variation form (reference woocommerce-11.md §4.4, §3, §6): the
// delayed show_variation, the reset announcements and keys, the stray disabled attribute,
// the variation gallery, and get_variation's empty body.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../kernel/config';
import { fakeNetwork } from '../../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../../tests/unit/helpers/dom';
import type { Variation } from './core';
import { cleanGalleryMarkup, defaultGalleryHtml, parseGallery } from './gallery-swap';
import { showsVariationLater, variationForm, variationTexts, type VariationFormController } from './index';

const gallery = (name: string, extra = '') =>
  `<div class="woocommerce-product-gallery images" data-name="${name}" style="opacity: 0">${extra}<div class="woocommerce-product-gallery__image"><a href="/img/${name}.svg"><img class="wp-post-image" src="/img/${name}.svg" alt=""></a></div></div>`;

const azulGallery = gallery('azul') + '<div class="product-thumbnails"></div>';
const variations: Variation[] = [
  { variation_id: 1, attributes: { attribute_pa_color: 'rojo' }, is_in_stock: true, price_html: '<span class="price">10 €</span>', gallery_image_ids: [], gallery_images_html: '' },
  { variation_id: 2, attributes: { attribute_pa_color: 'azul' }, is_in_stock: true, price_html: '<span class="price">12 €</span>', image_id: 22, gallery_image_ids: [31, 32], gallery_images_html: azulGallery },
  { variation_id: 3, attributes: { attribute_pa_color: 'verde' }, is_in_stock: false, variation_is_active: true, variation_is_visible: true },
];

const markup = (data: unknown, { inForm = '', button = '' } = {}) => `<div class="product">${gallery('main')}
  <form class="variations_form cart" data-product_id="102" data-product_variations='${JSON.stringify(data).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'>
  <table class="variations"><tbody><tr><td>
    <select id="color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"><option value="">-</option><option value="rojo">Rojo</option><option value="azul">Azul</option><option value="verde">Verde</option></select>
    <a class="reset_variations" href="#" aria-label="Vaciar opciones">Limpiar</a></td></tr></tbody></table>
  <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>${inForm}
  <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
  <div class="woocommerce-variation-add-to-cart variations_button"><button type="submit" class="single_add_to_cart_button button alt"${button}>Añadir</button>
  <input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const texts = { noMatch: 'No match', cleared: 'Reset said', unavailable: 'Unavailable' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const choose = async (value: string) => {
  $<HTMLSelectElement>('#color').value = value;
  $('#color').dispatchEvent(new Event('change', { bubbles: true }));
  await flush(3);
};
const button = () => $('.single_add_to_cart_button');
const win = window as { wc_add_to_cart_variation_params?: unknown; wc_variation_gallery_defaults?: unknown };

function record(names: string[]): string[] {
  const seen: string[] = [];
  const stops = names.map((name) => {
    const on = (event: Event) => seen.push(`${name}${(event.target as Element).matches?.('.single_variation') ? '@box' : ''}`);
    document.addEventListener(`islas:${name}`, on);
    return () => document.removeEventListener(`islas:${name}`, on);
  });
  cleanups.push(...stops);
  return seen;
}
const cleanups: (() => void)[] = [];

describe('variation form, WooCommerce 9.5-11.0.1', () => {
  let controller: VariationFormController | undefined;
  const start = async (options: { params?: object; data?: unknown; inForm?: string; button?: string } = {}) => {
    win.wc_add_to_cart_variation_params = options.params;
    setBody(markup(options.data ?? variations, options));
    controller = variationForm($<HTMLFormElement>('form'), defaultConfig(), texts);
    await wait(140); // the first check (100 ms) and its picture reset's 20 ms are over
  };
  afterEach(() => {
    controller?.destroy();
    controller = undefined;
    cleanups.splice(0).forEach((stop) => stop());
    delete win.wc_add_to_cart_variation_params;
    delete win.wc_variation_gallery_defaults;
  });

  it('reads the 9.5+ script from its params: the reset alert text, or the selection text on 9.4', () => {
    expect(showsVariationLater({ wc_add_to_cart_variation_params: { i18n_reset_alert_text: 'x' } })).toBe(true);
    expect(showsVariationLater({ wc_add_to_cart_variation_params: { i18n_make_a_selection_text: 'x' } })).toBe(false);
    expect(showsVariationLater({ wc_add_to_cart_variation_params: 'broken' })).toBe(false);
    expect(showsVariationLater({})).toBe(false);
    expect(variationTexts({ wc_add_to_cart_variation_params: { i18n_reset_alert_text: 'Dicho' } }).cleared).toBe('Dicho');
    expect(variationTexts({}).cleared).toBe(variationTexts({}).selectOptions);
    expect(variationTexts({ wc_add_to_cart_variation_params: { i18n_make_a_selection_text: 'Elige' } }).cleared).toBe('Elige');
  });

  it('where the page says 9.5+, shows the variation 300 ms after found_variation, the button waiting meanwhile', async () => {
    await start({ params: { i18n_reset_alert_text: 'x' } });
    const seen = record(['found_variation', 'show_variation']);
    await choose('rojo');
    expect(seen).toEqual(['found_variation']);
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1');
    expect(button().className).toContain('disabled wc-variation-selection-needed');
    expect($('.single_variation').textContent).toBe('');
    await wait(320);
    expect(seen).toEqual(['found_variation', 'show_variation@box']);
    expect(button().classList.contains('disabled')).toBe(false);
    expect($('.single_variation').textContent).toContain('10 €');
  });

  it('on a 9.4 page, shows it at once, show_variation first, as 9.4 did', async () => {
    await start();
    const seen = record(['found_variation', 'show_variation']);
    await choose('rojo');
    expect(seen).toEqual(['show_variation@box', 'found_variation']);
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('drops a variation waiting to show when the choice is reset or changed meanwhile', async () => {
    await start({ params: { i18n_reset_alert_text: 'x' } });
    const seen = record(['show_variation']);
    await choose('rojo');
    $('.reset_variations').click();
    await wait(320);
    expect(seen).toEqual([]);
    expect(button().className).toContain('wc-variation-selection-needed');
    expect($('.single_variation').textContent).toBe('');
    await choose('rojo');
    await choose('verde');
    await wait(320);
    expect(seen).toEqual(['show_variation@box']);
    expect(button().className).toContain('wc-variation-is-unavailable');
  });

  it('resets in stock order: the selects\' change, announce_reset, reset_data, reset_focus; a change clears the alert', async () => {
    await start({ params: { i18n_reset_alert_text: 'x' } });
    await choose('rojo');
    const seen = record(['clear_reset_announcement', 'announce_reset', 'reset_data', 'reset_focus']);
    $('.reset_variations').click();
    expect(seen).toEqual(['clear_reset_announcement', 'reset_data', 'announce_reset', 'reset_data', 'reset_focus']);
    expect($('.reset_variations_alert').textContent).toBe('Reset said');
    expect(document.activeElement).toBe($('#color'));
    await choose('azul');
    expect($('.reset_variations_alert').textContent).toBe('');
    expect(seen.at(-1)).toBe('clear_reset_announcement');
  });

  it('resets on Enter or Space on the reset link (event.code), not on other keys', async () => {
    await start();
    for (const code of ['Enter', 'Space']) {
      await choose('rojo');
      const key = new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true });
      $('.reset_variations').dispatchEvent(key);
      expect(key.defaultPrevented).toBe(true);
      expect($<HTMLSelectElement>('#color').value).toBe('');
      expect($('.reset_variations_alert').textContent).toBe('Reset said');
    }
    await choose('rojo');
    $('.reset_variations').dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyA', bubbles: true }));
    expect($<HTMLSelectElement>('#color').value).toBe('rojo');
  });

  it("on a 9.4 page (no params key, no alert region) resets as 9.4: no announcement, islas moves no focus, Enter is the link's own click", async () => {
    await start();
    $('.reset_variations_alert').remove();
    controller!.destroy();
    controller = variationForm($<HTMLFormElement>('form'), defaultConfig(), texts);
    await wait(140);
    await choose('rojo');
    const seen = record(['announce_reset', 'reset_data', 'reset_focus', 'clear_reset_announcement']);
    $('.reset_variations').focus();
    const key = new KeyboardEvent('keydown', { code: 'Enter', bubbles: true, cancelable: true });
    $('.reset_variations').dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    $('.reset_variations').click();
    expect($<HTMLSelectElement>('#color').value).toBe('');
    expect(seen).toEqual(['reset_data', 'reset_data']);
    expect(document.activeElement).toBe($('.reset_variations'));
  });

  it("announces with WooCommerce's words where the template has the alert region but the params lack the text", async () => {
    const fallback = variationTexts({});
    setBody(markup(variations));
    controller = variationForm($<HTMLFormElement>('form'), defaultConfig(), fallback);
    await wait(140);
    await choose('rojo');
    $('.reset_variations').click();
    expect($('.reset_variations_alert').textContent).toBe(fallback.cleared);
    expect(document.activeElement).toBe($('#color'));
  });

  it('hears what plugins trigger: announce_reset, clear_reset_announcement, reset_focus', async () => {
    await start();
    const form = $('form');
    // As a plugin fires them (islas's own events are not heard back).
    form.dispatchEvent(new CustomEvent('islas:announce_reset', { bubbles: true, detail: [] }));
    expect($('.reset_variations_alert').textContent).toBe('Reset said');
    form.dispatchEvent(new CustomEvent('islas:clear_reset_announcement', { bubbles: true, detail: [] }));
    expect($('.reset_variations_alert').textContent).toBe('');
    form.dispatchEvent(new CustomEvent('islas:reset_focus', { bubbles: true, detail: [] }));
    expect(document.activeElement).toBe($('#color'));
  });

  it('takes away the disabled attribute WooCommerce 10.5.0-10.5.1 printed on the add button', async () => {
    await start({ button: ' disabled="disabled"' });
    expect(button().hasAttribute('disabled')).toBe(false);
    await choose('rojo');
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it("swaps in a variation's gallery and restores the form's default one on reset and for a variation without one", async () => {
    await start({ inForm: `<script type="text/template" class="wc-product-gallery-default-template">\n${gallery('default')}\n</script>` });
    const old = $('.woocommerce-product-gallery');
    const seen: [string, unknown][] = [];
    for (const name of ['wc-product-gallery-before-destroy']) {
      const on = (event: Event) => seen.push([name, (event as CustomEvent<unknown[]>).detail[0]]);
      document.addEventListener(`islas:${name}`, on);
      cleanups.push(() => document.removeEventListener(`islas:${name}`, on));
    }
    await choose('azul');
    const swapped = $('.woocommerce-product-gallery');
    expect(swapped.getAttribute('data-name')).toBe('azul');
    expect(old.isConnected).toBe(false);
    expect(seen).toEqual([['wc-product-gallery-before-destroy', old]]);
    expect(swapped.style.opacity).toBe('1');
    expect(swapped.getAttribute('data-hydrate')).toBe('load');
    // Only the gallery root: the thumbnails that came with it are not the gallery's.
    expect(document.querySelectorAll('.product-thumbnails')).toHaveLength(0);
    expect($('form').getAttribute('data-product_gallery_active')).toBe('yes');
    expect($('form').getAttribute('current-image')).toBe('22');
    await choose('rojo');
    expect($('.woocommerce-product-gallery').getAttribute('data-name')).toBe('default');
    expect($('form').hasAttribute('data-product_gallery_active')).toBe(false);
    await choose('azul');
    $('.reset_variations').click();
    expect($('.woocommerce-product-gallery').getAttribute('data-name')).toBe('default');
    expect(document.querySelectorAll('.woocommerce-product-gallery')).toHaveLength(1);
  });

  it('restores from window.wc_variation_gallery_defaults when the form has no template; without any default the swap stays', async () => {
    win.wc_variation_gallery_defaults = { 102: gallery('page-default') };
    await start();
    await choose('azul');
    $('.reset_variations').click();
    expect($('.woocommerce-product-gallery').getAttribute('data-name')).toBe('page-default');
    delete win.wc_variation_gallery_defaults;
    await choose('azul');
    await choose('rojo');
    // Nothing to restore: stock leaves the variation's gallery and does not touch its picture.
    expect($('.woocommerce-product-gallery').getAttribute('data-name')).toBe('azul');
    expect($('.wp-post-image').hasAttribute('data-o_src')).toBe(false);
  });

  it('leaves the gallery alone for a variation gallery without a gallery root, or with an empty string', async () => {
    await start({ data: [{ ...variations[1]!, gallery_images_html: '<p>no gallery</p>' }, variations[0]] });
    await choose('azul');
    expect($('.woocommerce-product-gallery').getAttribute('data-name')).toBe('main');
    expect($('form').hasAttribute('data-product_gallery_active')).toBe(false);
  });

  it("cleans a variation's gallery markup: nothing that runs, only http(s) addresses", () => {
    const root = parseGallery(
      gallery('x', '<script>alert(1)</script><img src="/ok.svg" onerror="alert(2)" srcset="javascript:alert(3) 2x"><a href="javascript:alert(4)" data-large_image="https://cdn.example/a.jpg">a</a><iframe src="/x"></iframe>'),
      true,
    )!;
    expect(root.querySelector('script,iframe')).toBeNull();
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/ok.svg');
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(root.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(root.querySelector('a')!.getAttribute('data-large_image')).toBe('https://cdn.example/a.jpg');
    const mixed = parseGallery(gallery('y', '<img src="/b.svg" srcset="https://cdn.example/b-600.jpg 600w, data:image/svg+xml,x 900w">'), true)!;
    expect(mixed.querySelector('img[src="/b.svg"]')!.getAttribute('srcset')).toBe('https://cdn.example/b-600.jpg 600w');
    const page = document.createElement('div');
    page.innerHTML = '<img src="/a.svg" onload="x()">';
    cleanGalleryMarkup(page);
    expect(page.innerHTML).toBe('<img src="/a.svg">');
    expect(parseGallery('<div>none</div>', true)).toBeNull();
  });

  it('reads the default gallery: the template, else the page defaults by product id, else nothing', () => {
    setBody('<form data-product_id="7"><script type="text/template" class="wc-product-gallery-default-template"> <div>t</div> </script></form>');
    expect(defaultGalleryHtml($('form'), {})).toBe('<div>t</div>');
    setBody('<form data-product_id="7"></form>');
    expect(defaultGalleryHtml($('form'), { wc_variation_gallery_defaults: { 7: '<div>d</div>' } })).toBe('<div>d</div>');
    expect(defaultGalleryHtml($('form'), { wc_variation_gallery_defaults: { 7: 5 } })).toBe('');
    expect(defaultGalleryHtml($('form'), { wc_variation_gallery_defaults: 'x' })).toBe('');
    expect(defaultGalleryHtml($('form'), {})).toBe('');
  });

  it("takes get_variation's empty or non-JSON body (11.0's unpublished parent) as no match, without an error", async () => {
    const bodies = ['', '<html>nope</html>'];
    const network = fakeNetwork([{ match: 'wc-ajax=get_variation', reply: () => ({ text: bodies.shift() ?? '' }) }]);
    cleanups.push(network.restore);
    await start({ data: false });
    for (const value of ['rojo', 'azul']) {
      await choose(value);
      await wait(20);
      expect($('.wc-no-matching-variations').textContent).toBe('No match');
      expect($<HTMLInputElement>('input.variation_id').value).toBe('');
      expect(button().className).toContain('wc-variation-selection-needed');
    }
    expect(network.seen).toHaveLength(2);
  });
});
