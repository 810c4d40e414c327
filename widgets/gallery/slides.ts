/** Reading Flatsome / WooCommerce gallery markup. */
export interface Slide {
  el: HTMLElement;
  img: HTMLImageElement | null;
  link: HTMLAnchorElement | null;
}

export function readSlides(host: HTMLElement): Slide[] {
  return [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')].map((el) => ({
    el,
    img: el.querySelector('img'),
    link: el.querySelector('a'),
  }));
}

/** The large picture of a slide, as WooCommerce prints it. */
export function largeImage(slide: Slide): { src: string; width: number; height: number; alt: string } {
  const img = slide.img;
  return {
    src: img?.getAttribute('data-large_image') || slide.link?.href || img?.currentSrc || img?.src || '',
    width: Number(img?.getAttribute('data-large_image_width')) || 0,
    height: Number(img?.getAttribute('data-large_image_height')) || 0,
    alt: img?.alt ?? '',
  };
}

export { readThumbnails } from '../../src/enhancers/gallery-thumbnails';
