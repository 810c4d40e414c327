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

export { readThumbnails } from '../../src/features/product/gallery-thumbnails';
