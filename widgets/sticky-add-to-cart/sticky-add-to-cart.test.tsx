import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';

/** A hand-driven IntersectionObserver: tests say where the observed element is. */
class FakeObserver {
  static last: FakeObserver | undefined;
  target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {}
  place(isIntersecting: boolean, bottom: number) {
    this.callback([{ isIntersecting, boundingClientRect: { bottom } as DOMRectReadOnly, target: this.target! } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const flatsome = (variable = false) => `<div class="product"><form class="cart${variable ? ' variations_form' : ''}" method="post">
  ${variable ? '<table class="variations"><tr><td><select name="attribute_pa_color"><option value="">-</option><option value="rojo">Rojo</option></select></td></tr></table>' : ''}
  <div class="sticky-add-to-cart-wrapper" id="wrapper"><div class="sticky-add-to-cart" id="bar">
    <div class="sticky-add-to-cart__product"><strong>Sudadera</strong></div>
    <div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div>
    <button type="submit" class="single_add_to_cart_button button alt${variable ? ' disabled wc-variation-selection-needed' : ''}" id="add">Añadir</button>
  </div></div>${variable ? '<input type="hidden" name="variation_id" value="">' : ''}</form></div>`;

const separate = `<div class="product"><form class="cart" method="post" id="form"><div class="quantity"><input type="number" class="qty" name="quantity" value="1" id="form-qty"></div>
  <button type="submit" class="single_add_to_cart_button" id="real">Añadir</button></form>
  <div class="sticky-add-to-cart" id="bar" data-island="sticky-add-to-cart"><div class="quantity"><input type="number" class="qty" value="1" id="bar-qty"></div><button type="button" class="single_add_to_cart_button" id="bar-add">Añadir</button></div></div>`;

const ctx = (): IslandContext => (withLoaders({ name: 'sticky-add-to-cart', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-sticky-1-' }));
const settle = () => new Promise((r) => setTimeout(r, 50));
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const active = () => $('#bar').classList.contains('sticky-add-to-cart--active');

describe('sticky-add-to-cart island', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.unstubAllGlobals();
  });

  it('is active only while the real add button has scrolled out above the viewport', async () => {
    setBody(flatsome());
    unmount = mount($('#wrapper'), ctx());
    await settle();
    expect(FakeObserver.last!.target).toBe($('#wrapper'));
    FakeObserver.last!.place(false, 900); // below the viewport: not yet
    await settle();
    expect(active()).toBe(false);
    FakeObserver.last!.place(false, -10); // above: active
    await settle();
    expect(active()).toBe(true);
    expect(document.body.classList.contains('has-sticky-product-cart')).toBe(true);
    FakeObserver.last!.place(true, 300); // back in view
    await settle();
    expect(active()).toBe(false);
    expect(document.body.classList.contains('has-sticky-product-cart')).toBe(false);
  });

  it('keeps the wrapper height while the bar is fixed, so nothing jumps', async () => {
    setBody(flatsome());
    vi.spyOn($('#wrapper'), 'getBoundingClientRect').mockReturnValue({ height: 64.5 } as DOMRect);
    unmount = mount($('#wrapper'), ctx());
    await settle();
    FakeObserver.last!.place(false, -10);
    await settle();
    expect($('#wrapper').style.height).toBe('64.5px');
    FakeObserver.last!.place(true, 300);
    await settle();
    expect($('#wrapper').style.height).toBe('');
  });

  it('on a variable product scrolls to the variations (below the sticky header) until one is chosen', async () => {
    setBody(flatsome(true));
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    vi.spyOn($('table.variations'), 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    unmount = mount($('#wrapper'), ctx());
    await settle();
    FakeObserver.last!.place(false, -10);
    await settle();
    let submitted = 0;
    $('form').addEventListener('submit', (event) => {
      submitted += 1;
      event.preventDefault();
    });
    $('#add').click();
    expect(submitted).toBe(0);
    expect(scrollTo).toHaveBeenCalledWith({ top: 400 + window.scrollY - 70 - 10, behavior: 'smooth' });
    expect(document.activeElement).toBe($('select'));
    $<HTMLInputElement>('input[name="variation_id"]').value = '1021';
    $('#add').click();
    expect(submitted).toBe(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps a separate bar quantity in sync with the form, both ways, and submits the real form', async () => {
    setBody(separate);
    unmount = mount($('#bar'), ctx());
    await settle();
    expect(FakeObserver.last!.target).toBe($('#real'));
    const type = (id: string, value: string) => {
      $<HTMLInputElement>(id).value = value;
      $(id).dispatchEvent(new Event('change', { bubbles: true }));
    };
    type('#bar-qty', '4');
    expect($<HTMLInputElement>('#form-qty').value).toBe('4');
    type('#form-qty', '2');
    expect($<HTMLInputElement>('#bar-qty').value).toBe('2');
    FakeObserver.last!.place(false, -10);
    await settle();
    let submitter: Element | null = null;
    $('#form').addEventListener('submit', (event) => {
      submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
    });
    $('#bar-add').click();
    expect(submitter).toBe($('#real'));
  });

  it("shows the chosen variation's picture and price, and the product's again on a reset", async () => {
    setBody(flatsome(true).replace('<strong>Sudadera</strong>', '<strong>Sudadera</strong><div class="price-wrapper"><span class="price"><span class="amount">29,95 €</span> – <span class="amount">39,95 €</span></span></div>').replace('<div class="sticky-add-to-cart__product">', '<div class="sticky-add-to-cart__product"><img src="/img/sudadera-100.svg" srcset="/img/sudadera-100.svg 100w, /img/sudadera-300.svg 300w" class="sticky-add-to-cart-img" alt="">'));
    unmount = mount($('#wrapper'), ctx());
    await settle();
    const img = $<HTMLImageElement>('.sticky-add-to-cart-img');
    const price = $('.sticky-add-to-cart__product .price');
    const original = price.innerHTML;
    const variation = {
      variation_id: 1021,
      image: { src: '/img/rojo-600.svg', thumb_src: '/img/rojo-100.svg', gallery_thumbnail_src: '/img/rojo-thumb.svg' },
      price_html: '<span class="price"><span class="woocommerce-Price-amount amount"><bdi>39,95&nbsp;€</bdi></span><img src=x onerror="alert(1)"></span>',
    };
    $('form').dispatchEvent(new CustomEvent('islas:found_variation', { bubbles: true, detail: [variation] }));
    expect(img.getAttribute('src')).toBe('/img/rojo-100.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(price.innerHTML).toBe('<span class="woocommerce-Price-amount amount"><bdi>39,95&nbsp;€</bdi></span>');
    $('form').dispatchEvent(new CustomEvent('islas:found_variation', { bubbles: true, detail: [{ ...variation, image: { src: '/img/azul-600.svg' }, price_html: '' }] }));
    expect(img.getAttribute('src')).toBe('/img/azul-600.svg');
    expect(price.innerHTML).toBe(original);
    $('form').dispatchEvent(new CustomEvent('islas:reset_data', { bubbles: true, detail: [] }));
    expect(img.getAttribute('src')).toBe('/img/sudadera-100.svg');
    expect(img.getAttribute('srcset')).toBe('/img/sudadera-100.svg 100w, /img/sudadera-300.svg 300w');
    expect(price.innerHTML).toBe(original);
    // A picture address that is no http(s) one (the URL guard) leaves the product's picture.
    for (const bad of ['javascript:alert(1)', ' JAVA&#x09;SCRIPT:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      $('form').dispatchEvent(new CustomEvent('islas:found_variation', { bubbles: true, detail: [{ ...variation, image: { thumb_src: bad } }] }));
      expect(img.getAttribute('src'), bad).toBe('/img/sudadera-100.svg');
      expect(img.getAttribute('srcset'), bad).toBe('/img/sudadera-100.svg 100w, /img/sudadera-300.svg 300w');
    }
  });

  it('shows a variation chosen before the bar hydrated (default attributes)', async () => {
    setBody(flatsome(true).replace('<div class="sticky-add-to-cart__product">', '<div class="sticky-add-to-cart__product"><img src="/img/sudadera-100.svg" class="sticky-add-to-cart-img" alt="">'));
    $('form').setAttribute('data-product_variations', JSON.stringify([{ variation_id: 1021, image: { gallery_thumbnail_src: '/img/rojo-thumb.svg' } }]));
    $<HTMLInputElement>('input[name="variation_id"]').value = '1021';
    unmount = mount($('#wrapper'), ctx());
    await settle();
    expect($('.sticky-add-to-cart-img').getAttribute('src')).toBe('/img/rojo-thumb.svg');
  });
});
