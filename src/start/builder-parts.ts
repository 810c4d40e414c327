/**
 * The page-builder elements' table (issue 32): Flatsome 3.20's UX Builder elements that its
 * flatsome.js ran (sliders, entrance animations, parallax, lightboxes, tooltips, ...), each
 * with where it is (selector), when its code loads and the chunk that holds it. The site
 * chrome's `builder` part (`./chrome-parts.ts`, whose BUILDER_MARKUP names every selector
 * below) loads this table, as its own chunk, only on pages that have such markup; so pages
 * without builder content pay one selector for all of them. Beside `./parts.ts`, this is
 * the other home of chunk loaders.
 *
 * `when`: `load` runs at once (markup Flatsome's CSS hides until its script acts); `visible`
 * loads the element's code as the first of its elements nears the viewport, as Flatsome's
 * lazy chunks do; `input` at the shopper's first input (what only a click or hover needs:
 * a click before it is held and replayed with `holdClicksOn`).
 */
import type { PageContext } from '../kernel/context';
import { runLazyEnhancers, type EnhancerModule, type LazyEnhancer } from '../kernel/lazy-enhancers';
import { nameThumbnailLinks } from '../features/product/thumbnail-names';

export interface BuilderPart extends Omit<LazyEnhancer, 'when'> {
  when?: 'load' | 'visible' | 'input';
}

/** How far below (and around) the viewport an element counts as near: about a screen, so its code is there as it scrolls in. */
export const NEAR = '100% 0px';

/**
 * Where Flatsome's content lightboxes are (features/builder/lightbox/core.ts has the exact
 * links): pictures linked to their file, galleries, video links and buttons, [lightbox]
 * popups (whose links are any `#id` link: those are held too until the code is there). A
 * [lightbox] that opens by itself (`data-islas-auto-open`, which BUILDER_MARKUP lists) needs
 * its code at load.
 */
const LIGHTBOX_MARKUP =
  '.image-lightbox,.lightbox-gallery,.lightbox-multi-gallery,.lightbox-by-id,.open-video,a.button[href*=youtu],a.button[href*=vimeo],a.button[href*=".mp4"],a.button[href*=".webm"],[id^=attachment] a,.wp-block-image a,.gallery a,.entry-content a[href*=".jp"],.entry-content a[href*=".png"],.entry-content a[href*=".webp"],.entry-content a[href*=".avif"]';

export const builderParts: BuilderPart[] = [
  // At load, in this table's own chunk: the product gallery's thumbnail links named (no script of Flatsome's does).
  { name: 'thumbnail-names', selector: '[data-flickity-options].product-thumbnails', load: async () => ({ enhance: nameThumbnailLinks }) },
  {
    // Flatsome's sliders but the product gallery's (the gallery island's); each is built as it comes into view.
    name: 'sliders',
    selector: '[data-flickity-options]:not(.product-gallery-slider):not(.product-thumbnails)',
    load: () => import('./chunks/slider').then((chunk) => chunk.sliders),
    when: 'visible',
    stock: 'flatsome-js',
  },
  {
    name: 'tooltips',
    selector: '.tooltip,.has-tooltip,.tip-top,li.chosen a,.tooltip-as-html',
    load: () => import('./chunks/tooltips').then((chunk) => chunk.tooltips),
    when: 'input',
    // A tap on a hotspot before the code came shows its tip once it has.
    holdClicksOn: '.hotspot',
    stock: 'flatsome-js',
  },
  {
    name: 'masonry',
    selector: '[data-packery-options],.has-packery',
    load: () => import('./chunks/masonry').then((chunk) => chunk.masonry),
    when: 'visible',
    stock: 'flatsome-js',
  },
  {
    name: 'equalize',
    selector: '.equalize-box',
    load: () => import('./chunks/equalize').then((chunk) => chunk.equalize),
    when: 'visible',
    stock: 'flatsome-theme-woocommerce-js',
  },
  {
    name: 'youtube',
    selector: '.ux-youtube',
    load: () => import('./chunks/media').then((chunk) => chunk.youtube),
    when: 'visible',
    stock: 'flatsome-js',
  },
  {
    name: 'lottie',
    selector: '.ux-lottie__player',
    load: () => import('./chunks/media').then((chunk) => chunk.lottie),
    when: 'visible',
    stock: 'flatsome-js',
  },
  // At load: the theme's CSS keeps both invisible until their code marks them.
  { name: 'animate', selector: '[data-animate]', load: () => import('./chunks/motion').then((c) => c.animate), stock: 'flatsome-js' },
  { name: 'parallax', selector: '[data-parallax]', load: () => import('./chunks/motion').then((c) => c.parallax), stock: 'flatsome-js' },
  // Sections' spinners fade at load; Contact Form 7's states.
  { name: 'spinners', selector: '.loading-spin,.wpcf7', load: () => import('./chunks/motion').then((c) => c.spinners), stock: 'flatsome-js' },
  // At load: an address with a section's hash lands on it.
  { name: 'scroll-to', selector: '.scroll-to,.scroll-for-more', load: () => import('./chunks/scroll-to').then((c) => c.scrollTo), stock: 'flatsome-js' },
  { name: 'sticky-column', selector: '[data-sticky-mode=javascript]', load: () => import('./chunks/motion').then((c) => c.stickyColumn), stock: 'flatsome-js' },
  // At load, as the theme's scripts did: a timer's spinner would otherwise show until it scrolls near.
  {
    name: 'countdown',
    selector: '[data-countdown]',
    load: () => import('./chunks/motion').then((c) => c.countdown),
    stock: ['flatsome-countdown-script', 'flatsome-countdown-theme-js'],
  },
  // Click-only, but for a [lightbox] that opens by itself after its delay.
  {
    name: 'lightbox',
    selector: LIGHTBOX_MARKUP,
    load: () => import('./chunks/lightbox').then((chunk) => chunk.lightbox),
    when: 'input',
    neededAtLoad: (root) => root.querySelector('[data-islas-auto-open]') !== null,
    holdClicksOn: `${LIGHTBOX_MARKUP},a[href^="#"]:not([href="#"])`,
    stock: 'flatsome-js',
  },
];

/** Resolves once any element matching `selector` is near the viewport (at once without IntersectionObserver). */
export function whenAnyNear(root: Document, selector: string): Promise<void> {
  return new Promise((near) => {
    const view = root.defaultView;
    if (!view || typeof view.IntersectionObserver !== 'function') return near();
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: NEAR },
    );
    root.querySelectorAll(selector).forEach((el) => observer.observe(el));
  });
}

/** The table as the lazy enhancers' runner takes it: a `visible` part waits for its markup to near the viewport. */
export function asEnhancers(parts: BuilderPart[], root: Document): LazyEnhancer[] {
  return parts.map((part) =>
    part.when === 'visible' ? { ...part, when: 'load', load: () => whenAnyNear(root, part.selector).then(part.load) } : { ...part, when: part.when },
  );
}

/** The builder elements as one enhancer. */
export const builder: EnhancerModule = {
  enhance: (root: Document, ctx: PageContext) => runLazyEnhancers(asEnhancers(builderParts, root), ctx, root),
};
