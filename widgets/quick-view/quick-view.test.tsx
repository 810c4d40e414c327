import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import { enhanceQuantityStepper } from '../../src/features/cart-actions/quantity-stepper';
import type { IslandContext } from '../../src/kernel/context';
import { defineIslands } from '../../src/kernel/islands';
import * as galleryIsland from '../gallery/index';
import { $lastAdded } from '../../src/stores/cart';
import { $openOverlay, openOverlay } from '../../src/stores/ui';
import { cartAnswer, fakeNetwork } from '../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { forgetQuickViews } from './store';
import { withLoaders } from '../../tests/unit/helpers/page';

const quickViewHtml = (id: string) => `<div class="product-quick-view-container"><div class="row product" id="product-${id}">
  <div class="product-info"><h1 class="product-title product_title entry-title">Camiseta ${id}</h1>
  <form class="cart" method="post" action="/producto/camiseta/"><div class="quantity buttons_added"><input type="button" class="minus" value="-"><input type="number" class="qty" name="quantity" value="1" min="1"><input type="button" class="plus" value="+"></div>
  <button type="submit" name="add-to-cart" value="${id}" class="single_add_to_cart_button button alt">Añadir al carrito</button></form></div></div></div>`;

const page = `<div class="products"><div class="product-small col product" id="box-101"><a class="quick-view" data-prod="101" href="#quick-view" id="qv-101">Vista rápida</a></div>
  <div class="product-small col product" id="box-102"><a class="quick-view" data-prod="102" href="#quick-view" id="qv-102">Vista rápida</a></div></div>
  <div class="widget_shopping_cart_content"></div>`;

const ctx = (n = 1): IslandContext => (withLoaders({ name: 'quick-view', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: `islas-quick-view-${n}-` }));
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const settle = () => new Promise((r) => setTimeout(r, 50));
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.islas-quick-view');

describe('quick-view island', () => {
  let cleanup: (() => void)[] = [];
  beforeEach(() => {
    forgetQuickViews();
    $openOverlay.set(null);
    $lastAdded.set(null);
    setBody(page);
  });
  afterEach(async () => {
    document.querySelector<HTMLElement>('.islas-quick-view__close')?.click();
    await settle();
    cleanup.forEach((fn) => fn());
    cleanup = [];
  });

  function serve(html = quickViewHtml) {
    const network = fakeNetwork([
      { match: 'action=flatsome_quickview', reply: (request) => ({ text: html(request.form.product!) }) },
      { match: 'wc-ajax=add_to_cart', reply: { json: cartAnswer(['Camiseta']) } },
    ]);
    cleanup.push(network.restore);
    return network;
  }

  it('POSTs flatsome_quickview with the product and shows the answer in a labelled modal dialog', async () => {
    const network = serve();
    cleanup.push(mount($('#qv-101'), ctx()));
    $('#qv-101').click();
    expect($('#box-101').classList.contains('processing')).toBe(true);
    await flush();
    await settle();
    expect(network.seen[0]!.method).toBe('POST');
    expect(network.seen[0]!.form).toEqual({ action: 'flatsome_quickview', product: '101' });
    expect($('#box-101').classList.contains('processing')).toBe(false);
    expect(dialog()?.open).toBe(true);
    expect(dialog()!.getAttribute('aria-labelledby')).toBe('islas-quick-view-1-title');
    expect(document.getElementById('islas-quick-view-1-title')!.textContent).toBe('Camiseta 101');
    expect($openOverlay.get()).toBe('quick-view');
  });

  it('closes on Escape and gives focus back to the product box', async () => {
    serve();
    cleanup.push(mount($('#qv-101'), ctx()));
    $('#qv-101').click();
    await flush();
    await settle();
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe($('#qv-101'));
    expect($openOverlay.get()).toBeNull();
  });

  it('serves a second quick view of the same product from memory', async () => {
    const network = serve();
    cleanup.push(mount($('#qv-101'), ctx()));
    $('#qv-101').click();
    await flush();
    await settle();
    $('.islas-quick-view__close').click();
    await settle();
    $('#qv-101').click();
    await flush();
    await settle();
    expect(dialog()?.open).toBe(true);
    expect(network.seen.filter((r) => r.form.action === 'flatsome_quickview')).toHaveLength(1);
  });

  it('adds from its form through the cart queue (product_id, quantity), updating the mini cart', async () => {
    const network = serve();
    cleanup.push(mount($('#qv-102'), ctx()), enhanceQuantityStepper());
    $('#qv-102').click();
    await flush();
    await settle();
    dialog()!.querySelector<HTMLElement>('.plus')!.click();
    dialog()!.querySelector<HTMLElement>('.single_add_to_cart_button')!.click();
    // The add-to-cart code comes from the first-input chunk (a dynamic import).
    await vi.waitFor(() => expect($lastAdded.get()?.productId).toBe('102'));
    const add = network.seen.find((r) => r.url.search.includes('add_to_cart'))!;
    expect(add.form).toEqual({ product_id: '102', quantity: '2' });
    expect(document.querySelectorAll('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveLength(1);
    expect($lastAdded.get()?.productId).toBe('102');
  });

  // Flatsome's quick-view answer for a variable product: its variation form, action="" (the
  // theme empties it), the variations printed; 1024 is azul/S, 1030 takes any size.
  const variableHtml = () => {
    const variation = (id: number, color: string, size: string) => ({ variation_id: id, attributes: { attribute_pa_color: color, attribute_pa_talla: size }, is_in_stock: true, is_purchasable: true, variation_is_visible: true, variation_is_active: true, price_html: '<span class="price">42,95 €</span>', availability_html: '' });
    const data = JSON.stringify([variation(1024, 'azul', 's'), variation(1030, 'negro', '')]).replace(/"/g, '&quot;');
    return `<div class="product-quick-view-container"><div class="row product type-product product-type-variable" id="product-102"><div class="product-info"><h1 class="product-title product_title entry-title">Sudadera</h1>
    <form class="variations_form cart" action="" method="post" enctype="multipart/form-data" data-product_id="102" data-product_variations="${data}">
      <table class="variations"><tbody>
        <tr><td><select id="pa_color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"><option value="">Elige</option><option value="azul">Azul</option><option value="negro">Negro</option></select></td></tr>
        <tr><td><select id="pa_talla" name="attribute_pa_talla" data-attribute_name="attribute_pa_talla"><option value="">Elige</option><option value="s">S</option><option value="m">M</option></select></td></tr>
      </tbody></table>
      <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">
        <div class="quantity"><input type="number" class="qty" name="quantity" value="1" min="1"></div>
        <button type="submit" class="single_add_to_cart_button button alt">Añadir al carrito</button>
        <input type="hidden" name="add-to-cart" value="102"><input type="hidden" name="product_id" value="102"><input type="hidden" name="variation_id" class="variation_id" value="0">
      </div></div></form></div></div></div>`;
  };
  const chooseInDialog = async (color: string, size: string) => {
    for (const [name, value] of [['attribute_pa_color', color], ['attribute_pa_talla', size]] as const) {
      const select = dialog()!.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  it("adds a variable product's chosen variation by the variation's id: the parent's id would put the parent in the cart", async () => {
    const network = serve(variableHtml);
    cleanup.push(mount($('#qv-102'), ctx()));
    $('#qv-102').click();
    await flush();
    await settle();
    await chooseInDialog('azul', 's');
    await vi.waitFor(() => expect(dialog()!.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('1024'));
    dialog()!.querySelector<HTMLElement>('.single_add_to_cart_button')!.click();
    await vi.waitFor(() => expect($lastAdded.get()).not.toBeNull());
    const add = network.seen.find((r) => r.url.search.includes('add_to_cart'))!;
    expect(add.form).toEqual({ product_id: '1024', variation_id: '1024', quantity: '1', attribute_pa_color: 'azul', attribute_pa_talla: 's' });
  });

  it('posts the form of a variation with an "any" attribute, which the AJAX add cannot take', async () => {
    const network = serve(variableHtml);
    cleanup.push(mount($('#qv-102'), ctx()));
    $('#qv-102').click();
    await flush();
    await settle();
    const posted: string[] = [];
    dialog()!.querySelector('form')!.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) posted.push(new URLSearchParams([...new FormData(event.target as HTMLFormElement)] as [string, string][]).toString());
      event.preventDefault();
    });
    await chooseInDialog('negro', 'm');
    await vi.waitFor(() => expect(dialog()!.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('1030'));
    dialog()!.querySelector<HTMLElement>('.single_add_to_cart_button')!.click();
    await settle();
    expect(posted).toEqual(['attribute_pa_color=negro&attribute_pa_talla=m&quantity=1&add-to-cart=102&product_id=102&variation_id=1030']);
    expect(network.seen.filter((r) => r.url.search.includes('add_to_cart'))).toHaveLength(0);
  });

  it('closes when another overlay opens (the mini cart after an add)', async () => {
    serve();
    cleanup.push(mount($('#qv-101'), ctx()));
    $('#qv-101').click();
    await flush();
    await settle();
    openOverlay('mini-cart:1');
    await settle();
    expect(dialog()).toBeNull();
  });

  it('tells the shopper when the quick view cannot be loaded, and tries again next time', async () => {
    let fail = true;
    const network = fakeNetwork([{ match: 'action=flatsome_quickview', reply: () => (fail ? { status: 500, text: '' } : { text: quickViewHtml('101') }) }]);
    cleanup.push(network.restore);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanup.push(mount($('#qv-101'), ctx()));
    $('#qv-101').click();
    await flush();
    expect(dialog()).toBeNull();
    expect($('.islas-live-region--error').textContent).toBe('The quick view could not be loaded. Please try again.');
    expect($('#box-101').classList.contains('processing')).toBe(false);
    fail = false;
    $('#qv-101').click();
    await flush();
    await settle();
    expect(dialog()?.open).toBe(true);
  });

  it('opens for a click that came while its chunk was loading (the link only got #quick-view)', async () => {
    serve();
    $('#qv-101').focus();
    history.replaceState(null, '', '/tienda/#quick-view');
    cleanup.push(mount($('#qv-101'), ctx()));
    await flush();
    await settle();
    expect(dialog()?.open).toBe(true);
    expect(location.hash).toBe('');
  });

  it("shows Flatsome's real answer: its slider's pictures with previous/next, following the form, and adds from it", async () => {
    const PLACEHOLDER = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E';
    const flatsomeAnswer = (id: string) => `<div class="product-quick-view-container"><div class="row row-collapse mb-0 product type-product post-${id} product-type-simple" id="product-${id}">
      <div class="product-gallery large-6 col"><div class="slider slider-show-nav product-gallery-slider main-images mb-0" data-flickity-options='{"cellAlign":"center","wrapAround":true,"prevNextButtons":true,"pageDots":false}'>
        <div class="slide first"><a href="/img/${id}-1-large.jpg"><img src="/img/${id}-1.jpg" alt="Camiseta ${id}"></a></div>
        <div class="slide"><a href="/img/${id}-2-large.jpg"><img src="${PLACEHOLDER}" data-src="/img/${id}-2.jpg" class="lazy-load" alt=""></a></div></div></div>
      <div class="product-info summary large-6 col entry-summary" style="font-size:90%;"><div class="product-lightbox-inner" style="padding: 30px;">
        <a href="/producto/camiseta-${id}/" class="plain"><h1 class="product-title product_title entry-title">Camiseta ${id}</h1></a>
        <div class="price-wrapper"><p class="price product-page-price"><span class="amount">19,95 €</span></p></div>
        <form class="cart" method="post" action="/producto/camiseta-${id}/"><div class="quantity buttons_added"><input type="button" class="minus" value="-"><input type="number" class="qty" name="quantity" value="1" min="1"><input type="button" class="plus" value="+"></div>
        <button type="submit" name="add-to-cart" value="${id}" class="single_add_to_cart_button button alt">Añadir al carrito</button></form></div></div></div></div>`;
    const network = serve(flatsomeAnswer);
    defineIslands({ gallery: { load: async () => galleryIsland, hydrate: 'interaction', stockSelector: '.woocommerce-product-gallery' } }, ctx());
    HTMLElement.prototype.scrollTo = vi.fn() as unknown as HTMLElement['scrollTo'];
    cleanup.push(mount($('#qv-101'), ctx()), enhanceQuantityStepper());
    $('#qv-101').click();
    await flush();
    await settle();
    const box = dialog()!;
    expect(document.getElementById('islas-quick-view-1-title')!.textContent).toBe('Camiseta 101');
    const gallery = box.querySelector<HTMLElement>('.product-gallery')!;
    expect(gallery.getAttribute('data-island-state')).toBe('hydrated');
    // Every picture of the quick view is about to be seen: the lazy ones load now.
    expect(box.querySelectorAll('.slide img')[1]!.getAttribute('src')).toBe('/img/101-2.jpg');
    const slider = box.querySelector<HTMLElement>('.product-gallery-slider')!;
    vi.spyOn(box.querySelectorAll<HTMLElement>('.slide')[1]!, 'offsetLeft', 'get').mockReturnValue(400);
    gallery.querySelector<HTMLElement>('.islas-gallery__next')!.click();
    await settle();
    expect(slider.scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    box.querySelector('form.cart')!.dispatchEvent(new CustomEvent('islas:found_variation', { bubbles: true, detail: [{ image: { gallery_thumbnail_src: '/img/v.jpg' } }] }));
    await settle();
    expect(slider.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    box.querySelector<HTMLElement>('.plus')!.click();
    box.querySelector<HTMLElement>('.single_add_to_cart_button')!.click();
    await flush();
    const add = network.seen.find((r) => r.url.search.includes('add_to_cart'))!;
    expect(add.form).toEqual({ product_id: '101', quantity: '2' });
  });
});
