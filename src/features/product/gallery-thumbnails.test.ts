import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../kernel/i18n';
import { loadFixturePage, setBody } from '../../../tests/unit/helpers/dom';
import { labelThumbnails, readThumbnails } from './gallery-thumbnails';

const NAV = `data-flickity-options='{"cellAlign":"left","asNavFor":".product-gallery-slider","contain":true}'`;
const gallery = (id: string) =>
  `<div class="woocommerce-product-gallery images" id="${id}"><div class="woocommerce-product-gallery__wrapper product-gallery-slider slider">
  <div class="woocommerce-product-gallery__image slide first"><a href="/1.jpg"><img src="/1.jpg"></a></div></div></div>`;
const thumbnails = (id: string, options = NAV) =>
  `<div class="product-thumbnails thumbnails slider row row-small row-slider" id="${id}" ${options}>
  <div class="col is-nav-selected first"><a href="/1.jpg"><img alt=""></a></div><div class="col"><a href="/2.jpg"><img alt=""></a></div></div>`;
const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

/** Flatsome's default product layout: thumbnails right after the gallery, in its column. */
const defaultLayout = `<div class="product"><div class="product-main"><div class="row content-row">
  <div class="product-gallery col large-6">${gallery('g')}${thumbnails('t')}</div>
  <div class="product-info summary col large-6"></div></div></div></div>`;

/** Vertical thumbnails: their own column before the gallery's, in the same row. */
const verticalLayout = (options = NAV) => `<div class="product"><div class="product-main"><div class="row content-row">
  <div class="product-gallery col large-6"><div class="row row-small">
    <div class="col large-10">${gallery('g')}</div>
    <div class="col large-2 large-col-first vertical-thumbnails pb-0">${thumbnails('t', options)}</div>
  </div></div><div class="product-info summary col large-6"></div></div></div></div>`;

describe('gallery thumbnails at load', () => {
  it("names each thumbnail link after its place ('Mostrar la imagen N'), keeping a name the server gave", () => {
    setupI18n('es-ES');
    setBody(`<div class="product-images"><div class="woocommerce-product-gallery"></div>
      <div class="product-thumbnails"><div class="col"><a href="/1.jpg"><img alt=""></a></div>
      <div class="col"><a href="/2.jpg" aria-label="Detalle"><img alt=""></a></div>
      <div class="col"><a href="/3.jpg"><img alt=""></a></div></div></div>`);
    labelThumbnails();
    expect([...document.querySelectorAll('.product-thumbnails a')].map((a) => a.getAttribute('aria-label'))).toEqual([
      'Mostrar la imagen 1',
      'Detalle',
      'Mostrar la imagen 3',
    ]);
  });

  it('finds the thumbnails right after the gallery (default layout)', () => {
    setBody(defaultLayout);
    expect(readThumbnails($('#g'))).toEqual([...document.querySelectorAll('#t > .col')]);
  });

  it('finds vertical thumbnails in the column beside the gallery, by the slider they navigate', () => {
    setBody(verticalLayout());
    const thumbs = readThumbnails($('#g'));
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]!.parentElement!.id).toBe('t');
  });

  it('with malformed Flickity options falls back to the thumbnails in the same product, without throwing', () => {
    setBody(verticalLayout(`data-flickity-options='{"asNavFor": ".product-gallery-slider",'`));
    expect(readThumbnails($('#g'))).toHaveLength(2);
  });

  it('picks the thumbnails that navigate this gallery, not another product part', () => {
    setBody(`<div class="product"><div class="row"><div class="col">${thumbnails('other', `data-flickity-options='{"asNavFor":".other-slider"}'`)}</div>
      <div class="col">${gallery('g')}</div><div class="col">${thumbnails('t')}</div></div></div>`);
    expect(readThumbnails($('#g'))[0]!.parentElement!.id).toBe('t');
  });

  it('uses WooCommerce flexslider thumbnails inside the gallery when Flatsome printed none', () => {
    setBody(`<div class="product"><div class="woocommerce-product-gallery" id="g"><ol class="flex-control-nav flex-control-thumbs"><li><img></li><li><img></li></ol></div></div>`);
    expect(readThumbnails($('#g'))).toHaveLength(2);
  });

  it('wakes the gallery island from a vertical thumbnail and replays a click that came before it was there', async () => {
    setBody(verticalLayout());
    labelThumbnails();
    const host = $('#g');
    host.setAttribute('data-island-state', 'pending');
    const woke = vi.fn();
    host.addEventListener('focusin', woke);
    $('#t').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(woke).toHaveBeenCalledTimes(1);
    const link = $('#t .col:nth-child(2) a');
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    link.click();
    expect(clicks).toEqual([true]);
    // The island mounts: the click is played again, now with nothing stopping it.
    host.setAttribute('data-island-state', 'hydrated');
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks).toEqual([true, false]);
  });

  it("finds the vertical thumbnails of the stub's Flatsome page (?islas-layout=vertical)", () => {
    loadFixturePage('product-vertical-lazy');
    const thumbs = readThumbnails(document.querySelector<HTMLElement>('.woocommerce-product-gallery')!);
    expect(thumbs.length).toBeGreaterThan(1);
    expect(thumbs[0]!.closest('.vertical-thumbnails')).not.toBeNull();
  });
});
