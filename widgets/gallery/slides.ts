/** Reading Flatsome / WooCommerce gallery markup. */
export interface Slide {
  el: HTMLElement;
  img: HTMLImageElement | null;
  link: HTMLAnchorElement | null;
}

/**
 * The scrolling slider: WooCommerce's wrapper (Flatsome gives it its slider classes), or
 * the `.product-gallery-slider.main-images` of Flatsome's quick view, which has no
 * WooCommerce gallery around it.
 */
export const sliderOf = (host: HTMLElement): HTMLElement | null =>
  host.querySelector('.woocommerce-product-gallery__wrapper, .product-gallery-slider');

export function readSlides(host: HTMLElement): Slide[] {
  return [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image, .product-gallery-slider .slide')].map((el) => ({
    el,
    img: el.querySelector('img'),
    link: el.querySelector('a'),
  }));
}

/** The large picture of a slide, as WooCommerce prints it (a lazy image's real address, not its placeholder). */
export function largeImage(slide: Slide): { src: string; width: number; height: number; alt: string } {
  const img = slide.img;
  return {
    src: img?.getAttribute('data-large_image') || slide.link?.href || img?.getAttribute('data-src') || img?.currentSrc || img?.src || '',
    width: Number(img?.getAttribute('data-large_image_width')) || 0,
    height: Number(img?.getAttribute('data-large_image_height')) || 0,
    alt: img?.alt ?? '',
  };
}

/**
 * Whether the gallery shows previous/next arrows. Flatsome's slider (`.product-gallery-slider`)
 * shows Flickity's unless its `data-flickity-options` say `"prevNextButtons": false` (Flickity's
 * default is on) or it carries `.slider-no-arrows`, whose CSS hides them; it prints them on,
 * thumbnails or not. Any other slider (WooCommerce's own gallery) gets them only where nothing
 * else browses it: no thumbnails.
 */
export function showsArrows(slider: HTMLElement | null, thumbnails: number): boolean {
  if (!slider?.matches('.product-gallery-slider')) return thumbnails === 0;
  return !slider.matches('.slider-no-arrows') && !/"prevNextButtons"\s*:\s*false/.test(slider.getAttribute('data-flickity-options') ?? '');
}

/**
 * The shop's gallery options, as Flatsome prints them on the slider
 * (`woocommerce/single-product/product-image.php`): `.has-image-zoom` only with
 * `product_zoom` on (off by default), `.disable-lightbox` with `product_lightbox` "disabled".
 * Flatsome's own selectors are `.has-image-zoom .slide` and `.disable-lightbox a`.
 * WooCommerce's own gallery markup (no Flatsome slider) zooms where the shop turned zoom on
 * (`wc_single_product_params.zoom_enabled`, the theme's `wc-product-gallery-zoom`).
 */
export const zooms = (slide: Slide, zoomEnabled = false): boolean =>
  slide.el.closest('.has-image-zoom') !== null || (zoomEnabled && slide.el.closest('.product-gallery-slider') === null);
export const lightboxOff = (slide: Slide): boolean => slide.el.closest('.disable-lightbox') !== null;

export { readThumbnails } from '../../src/features/product/gallery-thumbnails';
