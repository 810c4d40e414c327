import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, setBody } from '../../../../tests/unit/helpers/dom';
import { fakeIntersectionObserver } from '../../../../tests/unit/helpers/intersection-observer';
import { buildSlider, enhance, SLIDER_SELECTOR } from './sliders';

const HERO = `<div class="slider-wrapper"><div class="slider" data-flickity-options='{"cellAlign": "center", "wrapAround": true, "autoPlay": 4000, "pageDots": true}'>
  <div class="banner">1</div><div class="banner">2</div><div class="banner"><video class="video-bg"></video>3</div>
</div><div class="loading-spin dark large centered"></div></div>`;

describe('sliders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the product gallery to its island', () => {
    setBody('<div class="product-gallery-slider" data-flickity-options="{}"></div><div class="product-thumbnails" data-flickity-options="{}"></div><div class="row-slider" data-flickity-options="{}"></div>');
    expect(Array.from(document.querySelectorAll(SLIDER_SELECTOR), (el) => el.className)).toEqual(['row-slider']);
  });

  it('builds a slider when a tenth of it is in view, with Flickity\'s markup, and says so with flatsome-flickity-ready', async () => {
    setBody(HERO);
    const { observers: observed, intersect } = fakeIntersectionObserver();
    const slider = document.querySelector<HTMLElement>('.slider')!;
    const heard = vi.fn();
    document.addEventListener('flatsome-flickity-ready', heard);
    enhance(document);
    expect(observed[0]!.options?.threshold).toBe(0.1);
    expect(slider.querySelector('.flickity-viewport')).toBeNull();
    intersect(slider, true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![0].target).toBe(slider);
    expect(slider.tabIndex).toBe(0);
    expect(slider.querySelectorAll('.flickity-viewport > .flickity-slider > .banner')).toHaveLength(3);
    expect(slider.querySelector('.banner')!.classList.contains('is-selected')).toBe(true);
    expect(slider.querySelectorAll('.banner[aria-hidden="true"]')).toHaveLength(2);
    expect(Array.from(slider.querySelectorAll('button.flickity-prev-next-button'), (b) => b.getAttribute('aria-label'))).toEqual(['Previous', 'Next']);
    expect(slider.querySelectorAll('ol.flickity-page-dots > li.dot')).toHaveLength(3);
    expect(slider.querySelector('.dot.is-selected')!.getAttribute('aria-current')).toBe('step');
    await flush(2);
    expect(slider.classList.contains('flickity-enabled')).toBe(true);
    // A second pass builds nothing twice.
    expect(buildSlider(slider)).toBeNull();
  });

  it('the next arrow, a dot and the arrow keys select slides, and the dots follow', () => {
    setBody(HERO);
    const slider = document.querySelector<HTMLElement>('.slider')!;
    buildSlider(slider);
    const banners = Array.from(slider.querySelectorAll('.banner'));
    const selected = () => banners.findIndex((b) => b.classList.contains('is-selected'));
    slider.querySelector<HTMLButtonElement>('.next')!.click();
    expect(selected()).toBe(1);
    slider.querySelectorAll<HTMLElement>('.dot')[2]!.click();
    expect(selected()).toBe(2);
    expect(slider.querySelectorAll('.dot')[2]!.className).toBe('dot is-selected');
    slider.focus();
    slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(selected()).toBe(0);
    slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(selected()).toBe(2);
  });

  it('plays the background video of the selected slide only', () => {
    setBody(HERO);
    const video = document.querySelector('video')!;
    const play = vi.spyOn(video, 'play').mockResolvedValue();
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    const slider = document.querySelector<HTMLElement>('.slider')!;
    buildSlider(slider);
    expect(pause).toHaveBeenCalled();
    slider.querySelectorAll<HTMLElement>('.dot')[2]!.click();
    expect(play).toHaveBeenCalled();
  });

  it('fades out the [ux_slider] spinner once the images are in, before the slider is built', async () => {
    setBody(HERO);
    fakeIntersectionObserver();
    enhance(document);
    await flush(2);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.loading-spin')!.style.display).toBe('none'));
  });

  it('survives malformed options and empty sliders', () => {
    setBody('<div class="slider" data-flickity-options="{oops"><div>1</div><div>2</div></div><div class="slider" data-flickity-options="{}"></div>');
    const [broken, empty] = Array.from(document.querySelectorAll<HTMLElement>('.slider'));
    expect(() => buildSlider(broken!)).not.toThrow();
    expect(broken!.querySelectorAll('.flickity-slider > div')).toHaveLength(2);
    expect(buildSlider(empty!)).toBeNull();
  });
});
