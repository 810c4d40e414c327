import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { $openOverlay, openOverlay } from '../../src/stores/ui';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';

const slide = (i: number, large = 1200) =>
  `<div class="woocommerce-product-gallery__image slide${i === 0 ? ' first' : ''}" id="s${i}"><a href="/img/${i}.svg"><img src="/img/${i}.svg" alt="Imagen ${i + 1}" data-large_image="/img/${i}-large.svg" data-large_image_width="${large}" data-large_image_height="${large}"></a></div>`;

/** A gallery whose slider carries `options`: the classes Flatsome adds for the shop's settings (zoom on here). */
const gallery = (large = 1200, options = 'has-image-zoom') => `<div class="product"><div class="product-gallery">
  <div class="woocommerce-product-gallery images" id="host"><div class="woocommerce-product-gallery__wrapper ${options}">${[0, 1, 2, 3].map((i) => slide(i, large)).join('')}</div>
  <div class="image-tools"><a href="/img/0.svg" class="zoom-button" id="zoom">+</a></div></div>
  <div class="product-thumbnails">${[0, 1, 2, 3].map((i) => `<div class="col${i === 0 ? ' is-nav-selected' : ''}"><a href="/img/${i}.svg"><img src="/img/${i}.svg" alt=""></a></div>`).join('')}</div>
  </div></div>`;

const ctx = (): IslandContext => (withLoaders({ name: 'gallery', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-gallery-1-' }));
/** Captured before any test fakes the timers. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const settle = () => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(50) : new Promise((r) => setTimeout(r, 50)));
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const thumbs = () => [...document.querySelectorAll<HTMLElement>('.product-thumbnails .col')];
const lightbox = () => document.querySelector<HTMLDialogElement>('dialog.islas-lightbox');
const key = (k: string) => lightbox()!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const pointer = (type: string, target: Element, init: PointerEventInit = {}) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', clientX: 100, clientY: 100, ...init }));

describe('gallery island', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    $openOverlay.set(null);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    HTMLElement.prototype.scrollTo = vi.fn() as unknown as HTMLElement['scrollTo'];
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.useRealTimers();
  });

  it("announces its start as WooCommerce's gallery does: before-init and after-init on the gallery, with the params", () => {
    setBody(gallery());
    const seen: [string, unknown[]][] = [];
    for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
      $('#host').addEventListener(`islas:${name}`, (event) => seen.push([name, (event as CustomEvent<unknown[]>).detail]));
    }
    unmount = mount($('#host'), ctx());
    expect(seen.map(([name]) => name)).toEqual(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
    expect(seen[0]![1][0]).toBe($('#host'));
  });

  it('switches the main picture from the thumbnails, which get names and the selected mark', async () => {
    setBody(gallery());
    vi.spyOn($('#s2'), 'offsetLeft', 'get').mockReturnValue(1200);
    unmount = mount($('#host'), ctx());
    await settle();
    const link = thumbs()[2]!.querySelector('a')!;
    expect(link.getAttribute('aria-label')).toBe('Show image 3');
    link.click();
    await settle();
    expect($('.woocommerce-product-gallery__wrapper').scrollTo).toHaveBeenCalledWith({ left: 1200, behavior: 'smooth' });
    expect(thumbs()[2]!.classList.contains('is-nav-selected')).toBe(true);
    expect(thumbs()[0]!.classList.contains('is-nav-selected')).toBe(false);
    expect(link.getAttribute('aria-current')).toBe('true');
  });

  it('zooms on hover when the large picture is bigger than the frame, and not otherwise', async () => {
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    pointer('pointerover', $('#s0 img'));
    const zoom = $<HTMLImageElement>('#s0 img.zoomImg');
    expect(zoom.getAttribute('src')).toBe('/img/0-large.svg');
    pointer('pointerout', $('#s0 img'), { relatedTarget: document.body });
    expect(document.querySelector('img.zoomImg')).toBeNull();
    unmount();
    setBody(gallery(500));
    unmount = mount($('#host'), ctx());
    await settle();
    pointer('pointerover', $('#s0 img'));
    expect(document.querySelector('img.zoomImg')).toBeNull();
  });

  it('does not zoom where the shop left zoom off (Flatsome prints .has-image-zoom only with product_zoom on)', async () => {
    setBody(gallery(1200, ''));
    unmount = mount($('#host'), ctx());
    await settle();
    pointer('pointerover', $('#s0 img'));
    pointer('pointermove', $('#s0 img'));
    expect(document.querySelector('img.zoomImg')).toBeNull();
  });

  it('does not zoom on touch, where a tap opens the lightbox (Flatsome sets up no zoom on phones)', async () => {
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    for (const type of ['pointerover', 'pointerdown', 'pointerup']) pointer(type, $('#s1 img'), { pointerType: 'touch' });
    $('#s1 img').dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, pointerType: 'touch' }));
    await settle();
    expect(document.querySelector('img.zoomImg')).toBeNull();
    expect(lightbox()?.open).toBe(true);
    expect(lightbox()!.querySelector('img')!.getAttribute('src')).toBe('/img/1-large.svg');
  });

  it('says "The image could not be loaded" for 2.5 s when the zoom picture fails', async () => {
    vi.useFakeTimers();
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    pointer('pointerover', $('#s0 img'));
    $('img.zoomImg').dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(10);
    // Real React commits from its scheduler's own (real) task: let one run.
    await new Promise((resolve) => realSetTimeout(resolve, 0));
    expect($('.islas-gallery-message').textContent).toBe('The image could not be loaded');
    await vi.advanceTimersByTimeAsync(2400);
    expect(document.querySelector('.islas-gallery-message')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    // Real React renders from its own scheduler task: let it run.
    vi.useRealTimers();
    await settle();
    expect(document.querySelector('.islas-gallery-message')).toBeNull();
  });

  it('opens a lightbox from a picture, moves with the arrow keys, and closes on Escape with focus back', async () => {
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    const link = $('#s1 a');
    link.focus();
    link.click();
    await settle();
    expect(lightbox()?.open).toBe(true);
    expect(lightbox()!.querySelector('img')!.getAttribute('src')).toBe('/img/1-large.svg');
    expect(lightbox()!.getAttribute('aria-label')).toBe('Full screen image');
    expect(lightbox()!.querySelector('.islas-lightbox__counter')!.getAttribute('aria-label')).toBe('Image 2 of 4');
    key('ArrowRight');
    await settle();
    expect(lightbox()!.querySelector('img')!.getAttribute('src')).toBe('/img/2-large.svg');
    key('ArrowLeft');
    key('ArrowLeft');
    key('ArrowLeft');
    await settle();
    expect(lightbox()!.querySelector('img')!.getAttribute('src')).toBe('/img/3-large.svg');
    key('Escape');
    await settle();
    expect(lightbox()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('says "The image #n could not be loaded." in the lightbox', async () => {
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    $('#zoom').click();
    await settle();
    lightbox()!.querySelector('img')!.dispatchEvent(new Event('error'));
    await settle();
    expect(lightbox()!.querySelector('.islas-lightbox__error')!.textContent).toBe('The image #1 could not be loaded.');
  });

  it('opens nothing where the shop turned the lightbox off (.disable-lightbox): neither the lightbox nor the picture', async () => {
    setBody(gallery(1200, 'disable-lightbox'));
    unmount = mount($('#host'), ctx());
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#s1 img').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const fromButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#zoom').dispatchEvent(fromButton);
    expect(fromButton.defaultPrevented).toBe(true);
    await settle();
    expect(lightbox()).toBeNull();
  });

  it('closes the lightbox when another overlay opens', async () => {
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    $('#s0 a').click();
    await settle();
    openOverlay('mini-cart:1');
    await settle();
    expect(lightbox()).toBeNull();
  });

  it('stacks on a quick view instead of closing it', async () => {
    setBody(`<dialog open>${gallery()}</dialog>`);
    openOverlay('quick-view');
    unmount = mount($('#host'), ctx());
    await settle();
    $('#s0 a').click();
    await settle();
    expect(lightbox()?.open).toBe(true);
    expect($openOverlay.get()).toBe('quick-view');
  });

  describe("WooCommerce's full-screen trigger (9.5.1+) and the lightbox it controls", () => {
    type Params = Record<string, unknown>;
    const setParams = (params: Params | undefined) => ((window as { wc_single_product_params?: Params }).wc_single_product_params = params);
    const trigger = () => document.querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__trigger');
    afterEach(() => setParams(undefined));

    it('starts the gallery with the trigger where zoom and the lightbox are on, named by the shop, before after-init', () => {
      setParams({ zoom_enabled: '1', photoswipe_enabled: '1', i18n_product_gallery_trigger_text: 'Ver galería de imágenes a pantalla completa' });
      setBody(gallery());
      let atAfterInit: Element | null = null;
      $('#host').addEventListener('islas:wc-product-gallery-after-init', () => (atAfterInit = trigger()));
      unmount = mount($('#host'), ctx());
      const link = trigger()!;
      expect(atAfterInit).toBe(link);
      expect($('#host').firstElementChild).toBe(link);
      expect(link.outerHTML).toBe(
        '<a href="#" class="woocommerce-product-gallery__trigger" role="button" aria-haspopup="dialog" aria-controls="photoswipe-fullscreen-dialog" aria-label="Ver galería de imágenes a pantalla completa"><span aria-hidden="true">🔍</span></a>',
      );
      unmount();
      unmount = undefined;
      expect(trigger()).toBeNull();
    });

    it("prints none where zoom or the lightbox is off, or the gallery has no picture; islas's name where the shop gave none (9.4)", () => {
      for (const params of [{ zoom_enabled: '', photoswipe_enabled: '1' }, { zoom_enabled: '1', photoswipe_enabled: '' }, undefined]) {
        setParams(params);
        setBody(gallery());
        unmount = mount($('#host'), ctx());
        expect(trigger()).toBeNull();
        unmount();
      }
      setParams({ zoom_enabled: '1', photoswipe_enabled: '1' });
      setBody('<div class="woocommerce-product-gallery" id="host"><div class="woocommerce-product-gallery__wrapper"></div></div>');
      unmount = mount($('#host'), ctx());
      expect(trigger()).toBeNull();
      unmount();
      setBody(gallery());
      unmount = mount($('#host'), ctx());
      expect(trigger()!.getAttribute('aria-label')).toBe('View full-screen image gallery');
    });

    it('opens the lightbox at the picture shown on Space (and a click), as #photoswipe-fullscreen-dialog, modal, named; focus comes back', async () => {
      setParams({ zoom_enabled: '1', photoswipe_enabled: '1' });
      setBody(`${gallery()}<div class="pswp" id="photoswipe-fullscreen-dialog" role="dialog" aria-modal="true" aria-hidden="true" aria-label="Full screen image"></div>`);
      unmount = mount($('#host'), ctx());
      await settle();
      const link = trigger()!;
      link.focus();
      const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      link.dispatchEvent(space);
      expect(space.defaultPrevented).toBe(true);
      await settle();
      expect(lightbox()?.open).toBe(true);
      expect([lightbox()!.id, lightbox()!.getAttribute('aria-modal'), lightbox()!.getAttribute('aria-label')]).toEqual([
        'photoswipe-fullscreen-dialog',
        'true',
        'Full screen image',
      ]);
      expect(document.querySelectorAll('#photoswipe-fullscreen-dialog')).toHaveLength(1);
      expect($('.pswp').getAttribute('role')).toBe('dialog');
      expect(lightbox()!.querySelector('img')!.getAttribute('src')).toBe('/img/0-large.svg');
      key('Escape');
      await settle();
      expect(document.activeElement).toBe(link);
      link.click();
      await settle();
      expect(lightbox()?.open).toBe(true);
    });

    it("zooms WooCommerce's own gallery where zoom is on, only once the window has loaded (9.8.1)", async () => {
      setParams({ zoom_enabled: '1', photoswipe_enabled: '' });
      setBody(gallery(1200, ''));
      const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      unmount = mount($('#host'), ctx());
      await settle();
      vi.spyOn($('#s0'), 'matches').mockImplementation((selector: string) => selector === ':hover');
      pointer('pointerover', $('#s0 img'));
      expect(document.querySelector('img.zoomImg')).toBeNull();
      state.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect($<HTMLImageElement>('#s0 img.zoomImg').getAttribute('src')).toBe('/img/0-large.svg');
    });

    it("does not zoom Flatsome's slider on zoom_enabled alone (Flatsome's product_zoom decides)", async () => {
      setParams({ zoom_enabled: '1', photoswipe_enabled: '1' });
      setBody(gallery(1200, 'product-gallery-slider'));
      unmount = mount($('#host'), ctx());
      await settle();
      pointer('pointerover', $('#s0 img'));
      expect(document.querySelector('img.zoomImg')).toBeNull();
    });
  });

  describe('on Flatsome layouts', () => {
    const NAV = `data-flickity-options='{"asNavFor":".product-gallery-slider","contain":true}'`;
    const lazySlide = (i: number) =>
      `<div class="woocommerce-product-gallery__image slide" id="s${i}"><a href="/img/${i}-large.svg"><img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" data-src="/img/${i}.svg" class="lazy-load" alt=""></a></div>`;
    const thumb = (i: number, src = `/img/${i}-thumb.svg`) => `<div class="col${i === 0 ? ' is-nav-selected first' : ''}"><a href="/img/${i}.svg"><img src="${src}" srcset="${src} 100w" alt=""></a></div>`;
    /** Vertical thumbnails: a column before the gallery's, in the same row. */
    const vertical = (id = 'p1') => `<div class="product" id="${id}"><div class="row content-row"><div class="product-gallery col large-6"><div class="row row-small">
      <div class="col large-10"><div class="woocommerce-product-gallery images" id="host-${id}"><div class="woocommerce-product-gallery__wrapper product-gallery-slider slider">${slide(0)}${lazySlide(1)}${slide(2)}</div></div></div>
      <div class="col large-2 large-col-first vertical-thumbnails pb-0"><div class="product-thumbnails thumbnails slider row row-small" ${NAV}>${[0, 1, 2].map((i) => thumb(i)).join('')}</div></div>
      </div></div><div class="product-info summary col large-6"><form class="cart variations_form" id="form-${id}" data-product_variations="[]"><input type="hidden" name="variation_id" value=""></form></div></div></div>`;
    const vthumbsIn = (scope: string) => [...document.querySelectorAll<HTMLElement>(`${scope} .product-thumbnails .col`)];
    const vthumbs = (id = 'p1') => [...document.querySelectorAll<HTMLElement>(`#${id} .product-thumbnails .col`)];
    const fire = (target: Element, name: string, detail: unknown[] = []) => target.dispatchEvent(new CustomEvent(`islas:${name}`, { bubbles: true, detail }));
    const variation = (gallery_thumbnail_src: string) => ({ variation_id: 7, image: { src: '/img/v.svg', gallery_thumbnail_src } });

    it('makes vertical thumbnails in the column beside the gallery work, loading a lazy picture as it is shown', async () => {
      setBody(vertical());
      vi.spyOn($('#s1'), 'offsetLeft', 'get').mockReturnValue(600);
      unmount = mount($('#host-p1'), ctx());
      await settle();
      expect($<HTMLImageElement>('#s1 img').getAttribute('src')).toMatch(/^data:/);
      const link = vthumbs()[1]!.querySelector('a')!;
      expect(link.getAttribute('aria-label')).toBe('Show image 2');
      link.click();
      await settle();
      expect($('.woocommerce-product-gallery__wrapper').scrollTo).toHaveBeenCalledWith({ left: 600, behavior: 'smooth' });
      expect(vthumbs().map((t) => t.classList.contains('is-nav-selected'))).toEqual([false, true, false]);
      expect($<HTMLImageElement>('#s1 img').getAttribute('src')).toBe('/img/1.svg');
      expect($('#s1 img').classList.contains('lazy-load-active')).toBe(true);
    });

    it("follows its product's variation: back to the first slide, whose thumbnail shows the variation, restored on reset", async () => {
      setBody(vertical('p1') + vertical('p2'));
      vi.spyOn(document.querySelector<HTMLElement>('#p1 #s2')!, 'offsetLeft', 'get').mockReturnValue(1200);
      unmount = mount($('#host-p1'), ctx());
      await settle();
      const first = vthumbs()[0]!.querySelector('img')!;
      vthumbs()[2]!.querySelector('a')!.click();
      await settle();
      // Another product's form: not this gallery's business.
      fire($('#form-p2'), 'found_variation', [variation('/img/v-thumb.svg')]);
      await settle();
      expect(vthumbs()[2]!.classList.contains('is-nav-selected')).toBe(true);
      fire($('#form-p1'), 'found_variation', [variation('/img/v-thumb.svg')]);
      await settle();
      expect(vthumbs().map((t) => t.classList.contains('is-nav-selected'))).toEqual([true, false, false]);
      expect($('.woocommerce-product-gallery__wrapper').scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
      expect(first.getAttribute('src')).toBe('/img/v-thumb.svg');
      expect(first.hasAttribute('srcset')).toBe(false);
      expect(vthumbs('p2')[0]!.querySelector('img')!.getAttribute('src')).toBe('/img/0-thumb.svg');
      fire($('#form-p1'), 'reset_image');
      await settle();
      expect(first.getAttribute('src')).toBe('/img/0-thumb.svg');
      expect(first.getAttribute('srcset')).toBe('/img/0-thumb.svg 100w');
      // A thumbnail address that is no http(s) one (the URL guard) leaves the page's picture.
      for (const bad of ['javascript:alert(1)', '&#106;avascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
        fire($('#form-p1'), 'found_variation', [variation(bad)]);
        await settle();
        expect(first.getAttribute('src'), bad).toBe('/img/0-thumb.svg');
        expect(first.getAttribute('srcset'), bad).toBe('/img/0-thumb.svg 100w');
      }
    });

    it('selects the thumbnail that already shows the variation picture instead', async () => {
      setBody(vertical());
      vi.spyOn($('#s2'), 'offsetLeft', 'get').mockReturnValue(1200);
      unmount = mount($('#host-p1'), ctx());
      await settle();
      fire($('#form-p1'), 'found_variation', [variation('/img/2-thumb.svg')]);
      await settle();
      expect(vthumbs().map((t) => t.classList.contains('is-nav-selected'))).toEqual([false, false, true]);
      expect($('.woocommerce-product-gallery__wrapper').scrollTo).toHaveBeenLastCalledWith({ left: 1200, behavior: 'smooth' });
      expect(vthumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe('/img/0-thumb.svg');
      fire($('#host-p1'), 'woocommerce_gallery_reset_slide_position');
      await settle();
      expect(vthumbs()[0]!.classList.contains('is-nav-selected')).toBe(true);
    });

    it('shows on its first thumbnail a variation chosen before it hydrated', async () => {
      setBody(vertical());
      $('#form-p1').setAttribute('data-product_variations', JSON.stringify([variation('/img/v-thumb.svg')]));
      $<HTMLInputElement>('#form-p1 input[name="variation_id"]').value = '7';
      unmount = mount($('#host-p1'), ctx());
      await settle();
      expect(vthumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe('/img/v-thumb.svg');
    });

    /** Flatsome's main gallery (product-image.php): its slider's Flickity options, thumbnails below it. */
    const flatsome = (sliderClass = '', options = '{"wrapAround":true,"prevNextButtons":true,"pageDots":false}') => `<div class="product"><div class="product-gallery">
      <div class="product-images woocommerce-product-gallery images" id="host"><div class="woocommerce-product-gallery__wrapper product-gallery-slider slider slider-nav-small ${sliderClass}" id="slider" data-flickity-options='${options}'>${[0, 1, 2].map((i) => slide(i)).join('')}</div></div>
      <div class="product-thumbnails thumbnails slider-no-arrows slider row" ${NAV}>${[0, 1, 2].map((i) => thumb(i)).join('')}</div></div></div>`;

    it("shows previous and next arrows on Flatsome's gallery slider beside its thumbnails, as Flickity does, wrapping around", async () => {
      setBody(flatsome());
      vi.spyOn($('#s1'), 'offsetLeft', 'get').mockReturnValue(600);
      vi.spyOn($('#s2'), 'offsetLeft', 'get').mockReturnValue(1200);
      unmount = mount($('#host'), ctx());
      await settle();
      const [prev, next] = [$('#host .islas-gallery__prev'), $('#host .islas-gallery__next')];
      expect([prev.getAttribute('aria-label'), next.getAttribute('aria-label')]).toEqual(['Previous image', 'Next image']);
      next.click();
      await settle();
      expect($('#slider').scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
      expect(vthumbsIn('.product')[1]!.classList.contains('is-nav-selected')).toBe(true);
      prev.click();
      prev.click();
      await settle();
      expect($('#slider').scrollTo).toHaveBeenLastCalledWith({ left: 1200, behavior: 'smooth' });
      expect(vthumbsIn('.product')[2]!.classList.contains('is-nav-selected')).toBe(true);
    });

    it('steps on from where the slider is going when an arrow is clicked again during its smooth scroll', async () => {
      setBody(flatsome());
      vi.spyOn($('#s1'), 'offsetLeft', 'get').mockReturnValue(600);
      vi.spyOn($('#s2'), 'offsetLeft', 'get').mockReturnValue(1200);
      let left = 0;
      vi.spyOn($('#slider'), 'scrollLeft', 'get').mockImplementation(() => left);
      unmount = mount($('#host'), ctx());
      await settle();
      $('#host .islas-gallery__next').click();
      // On its way from the first picture to the second: the first is still nearer.
      left = 250;
      $('#slider').dispatchEvent(new Event('scroll'));
      await settle();
      $('#host .islas-gallery__next').click();
      await settle();
      expect($('#slider').scrollTo).toHaveBeenLastCalledWith({ left: 1200, behavior: 'smooth' });
      // There: a swipe from now on selects what it shows.
      left = 1200;
      $('#slider').dispatchEvent(new Event('scroll'));
      await settle();
      left = 610;
      $('#slider').dispatchEvent(new Event('scroll'));
      await settle();
      expect(vthumbsIn('.product')[1]!.classList.contains('is-nav-selected')).toBe(true);
    });

    it('shows no arrows where the slider says so: "prevNextButtons": false, or .slider-no-arrows', async () => {
      for (const markup of [flatsome('', '{"prevNextButtons":false}'), flatsome('slider-no-arrows')]) {
        setBody(markup);
        unmount = mount($('#host'), ctx());
        await settle();
        expect(document.querySelector('.islas-gallery__prev, .islas-gallery__next')).toBeNull();
        unmount();
        unmount = undefined;
      }
    });

    it("browses Flatsome's quick-view slider (no thumbnails, no WooCommerce gallery) with previous and next buttons", async () => {
      setBody(`<div class="product-quick-view-container"><div class="row row-collapse mb-0 product"><div class="product-gallery large-6 col" id="qv">
        <div class="slider slider-show-nav product-gallery-slider main-images mb-0" id="slider">
          <div class="slide first" id="q0"><a href="/img/0-large.svg"><img src="/img/0.svg" alt="Uno"></a></div>
          <div class="slide" id="q1"><a href="/img/1-large.svg"><img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" data-src="/img/1.svg" class="lazy-load" alt="Dos"></a></div>
          <div class="slide" id="q2"><img src="/img/2.svg" alt="Tres"></div></div></div>
        <div class="product-info summary large-6 col entry-summary"></div></div></div>`);
      vi.spyOn($('#q1'), 'offsetLeft', 'get').mockReturnValue(400);
      vi.spyOn($('#q2'), 'offsetLeft', 'get').mockReturnValue(800);
      unmount = mount($('#qv'), ctx());
      await settle();
      const next = $('#qv .islas-gallery__next');
      expect(next.getAttribute('aria-label')).toBe('Next image');
      next.click();
      await settle();
      expect($('#slider').scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
      expect($<HTMLImageElement>('#q1 img').getAttribute('src')).toBe('/img/1.svg');
      $('#qv .islas-gallery__prev').click();
      $('#qv .islas-gallery__prev').click();
      await settle();
      expect($('#slider').scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
      $('#q1 a').click();
      await settle();
      expect(lightbox()!.querySelector('img')!.getAttribute('src')).toMatch(/\/img\/1-large\.svg$/);
    });
  });
});
