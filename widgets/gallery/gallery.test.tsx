import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart';
import { defaultConfig } from '../../src/config';
import type { IslandContext } from '../../src/islands';
import { $openOverlay, openOverlay } from '../../src/stores/ui';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';

const slide = (i: number, large = 1200) =>
  `<div class="woocommerce-product-gallery__image slide${i === 0 ? ' first' : ''}" id="s${i}"><a href="/img/${i}.svg"><img src="/img/${i}.svg" alt="Imagen ${i + 1}" data-large_image="/img/${i}-large.svg" data-large_image_width="${large}" data-large_image_height="${large}"></a></div>`;

const gallery = (large = 1200) => `<div class="product"><div class="product-gallery">
  <div class="woocommerce-product-gallery images" id="host"><div class="woocommerce-product-gallery__wrapper">${[0, 1, 2, 3].map((i) => slide(i, large)).join('')}</div>
  <div class="image-tools"><a href="/img/0.svg" class="zoom-button" id="zoom">+</a></div></div>
  <div class="product-thumbnails">${[0, 1, 2, 3].map((i) => `<div class="col${i === 0 ? ' is-nav-selected' : ''}"><a href="/img/${i}.svg"><img src="/img/${i}.svg" alt=""></a></div>`).join('')}</div>
  </div></div>`;

const ctx = (): IslandContext => ({ name: 'gallery', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-gallery-1-' });
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

  it('zooms with a tap on touch, and a second tap ends it', async () => {
    setBody(gallery());
    unmount = mount($('#host'), ctx());
    await settle();
    pointer('pointerover', $('#s1 img'), { pointerType: 'touch' });
    expect(document.querySelector('img.zoomImg')).toBeNull();
    pointer('pointerup', $('#s1 img'), { pointerType: 'touch' });
    expect(document.querySelector('#s1 img.zoomImg')).not.toBeNull();
    pointer('pointerup', $('#s1 img'), { pointerType: 'touch' });
    expect(document.querySelector('img.zoomImg')).toBeNull();
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
    expect(lightbox()!.getAttribute('aria-label')).toBe('Image 2 of 4');
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
});
