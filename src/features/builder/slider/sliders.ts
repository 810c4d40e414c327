/**
 * Flatsome 3.20's sliders (row 58): every `[data-flickity-options]` but the product
 * gallery's (the gallery island's own). As Flatsome's `slider` behaviour and its
 * lazyFlickity: the [ux_slider] spinner fades out once the slider's images are in; each
 * slider is built when a tenth of it is in view, with Flatsome's options (under
 * prefers-reduced-motion: moves land at once and nothing plays by itself), then it hears
 * `flatsome-flickity-ready` (a bubbling DOM event, which jQuery's `.on` hears too). Cells
 * out of view are inert and aria-hidden; background videos play only on the selected slide.
 */
import { motionMs, prefersReducedMotion } from '../../../dom/motion';
import { parseOptions, withReducedMotion } from './core';
import { addArrows, addDots, addKeys } from './controls';
import { addDrag } from './drag';
import { addPlayer } from './player';
import { createSlider, type Slider, type SliderEvent } from './slider';

/** Flatsome's sliders; the product gallery's are the gallery island's. */
export const SLIDER_SELECTOR = '[data-flickity-options]:not(.product-gallery-slider):not(.product-thumbnails)';

const FADE_MS = 400;
const built = new WeakSet<Element>();

/** Flatsome's IntersectionObserver settings for sliders and their cells: a tenth in view. */
const tenthInView = (view: Window & typeof globalThis, run: (entry: IntersectionObserverEntry, observer: IntersectionObserver) => void): IntersectionObserver =>
  new view.IntersectionObserver((entries, observer) => entries.forEach((entry) => run(entry, observer)), { threshold: 0.1 });

function whenImagesLoaded(el: Element, run: () => void): void {
  const pending = Array.from(el.querySelectorAll('img')).filter((img) => !img.complete);
  let left = pending.length;
  if (!left) return run();
  const one = (): void => {
    if (--left === 0) run();
  };
  pending.forEach((img) => {
    img.addEventListener('load', one, { once: true });
    img.addEventListener('error', one, { once: true });
  });
}

/** jQuery's fadeOut, as Flatsome fades the [ux_slider] spinner: opacity to 0, then display none. */
function fadeOutSpinner(el: Element): void {
  const spinner = el.closest('.slider-wrapper')?.querySelector<HTMLElement>('.loading-spin');
  if (!spinner) return;
  const hide = (): void => void (spinner.style.display = 'none');
  const ms = motionMs(FADE_MS);
  if (!ms || typeof spinner.animate !== 'function') return hide();
  spinner.animate([{ opacity: getComputedStyle(spinner).opacity }, { opacity: 0 }], { duration: ms }).finished.then(hide, hide);
}

/** Only the selected slide's background videos play. */
function playSelectedVideos(slider: Slider): void {
  slider.cells.forEach((cell) => {
    const selected = cell.classList.contains('is-selected');
    cell.querySelectorAll<HTMLVideoElement>('.video-bg').forEach((video) => {
      if (selected) video.play?.()?.catch(() => {});
      else video.pause?.();
    });
  });
}

/** Cells out of view (under a tenth visible) are inert and aria-hidden, as Flatsome marks them. */
function hideCellsOutOfView(slider: Slider, view: Window & typeof globalThis): void {
  const observer = tenthInView(view, ({ target, isIntersecting }) => {
    if (isIntersecting) {
      target.removeAttribute('aria-hidden');
      target.removeAttribute('inert');
    } else {
      target.setAttribute('aria-hidden', 'true');
      target.setAttribute('inert', '');
    }
  });
  slider.cells.forEach((cell) => observer.observe(cell));
}

interface JQueryTrigger {
  (el: Element): { trigger(name: string, args?: unknown[]): unknown };
}

/**
 * Where jQuery is, Flickity's own events as its jQuery bridge triggered them on the slider
 * (`ready.flickity`, `select.flickity` and `change.flickity` and `settle.flickity` with the
 * slide's index, `dragStart.flickity`, `dragEnd.flickity`), for code that listens to them.
 */
function echoThroughJQuery(slider: Slider, view: Window): void {
  const $ = (view as Window & { jQuery?: JQueryTrigger }).jQuery;
  if (typeof $ !== 'function') return;
  const echo = (name: SliderEvent, withIndex: boolean): void =>
    slider.on(name, () => void $(slider.el).trigger(`${name}.flickity`, withIndex ? [slider.selected] : undefined));
  echo('select', true);
  echo('change', true);
  echo('settle', true);
  echo('dragStart', false);
  echo('dragEnd', false);
  // Flickity selected the first slide, then said it was ready.
  $(slider.el).trigger('select.flickity', [slider.selected]);
  $(slider.el).trigger('ready.flickity');
}

/** Builds one slider now. */
export function buildSlider(el: HTMLElement): Slider | null {
  if (built.has(el) || !el.children.length) return null;
  built.add(el);
  const view = el.ownerDocument.defaultView ?? window;
  const parsed = parseOptions(el.getAttribute('data-flickity-options'));
  const options = prefersReducedMotion() ? withReducedMotion(parsed) : parsed;
  const slider = createSlider(el, options);
  if (options.prevNextButtons) addArrows(slider);
  if (options.pageDots) addDots(slider);
  addKeys(slider);
  addDrag(slider);
  addPlayer(slider);
  if (options.parallax) el.classList.add('slider-has-parallax');
  slider.on('change', () => playSelectedVideos(slider));
  let resizing = 0;
  view.addEventListener('resize', () => {
    view.clearTimeout(resizing);
    resizing = view.setTimeout(slider.reposition, 150);
  });
  el.addEventListener('load', () => slider.reposition(), true);
  playSelectedVideos(slider);
  // As Flatsome at ready: enabled again a frame later, so the CSS transitions keyed on it run.
  el.classList.remove('flickity-enabled');
  view.requestAnimationFrame(() => el.classList.add('flickity-enabled'));
  hideCellsOutOfView(slider, view);
  echoThroughJQuery(slider, view);
  el.dispatchEvent(new CustomEvent('flatsome-flickity-ready', { bubbles: true }));
  return slider;
}

/** Every slider in `root`: its spinner fades once its images are in; it is built as it comes into view. */
export function enhance(root: Document): void {
  const view = root.defaultView;
  const sliders = Array.from(root.querySelectorAll<HTMLElement>(SLIDER_SELECTOR)).filter((el) => !built.has(el));
  if (!view || !sliders.length) return;
  const observer = typeof view.IntersectionObserver === 'function'
    ? tenthInView(view, ({ target, isIntersecting }, obs) => {
        if (!isIntersecting) return;
        obs.unobserve(target);
        buildSlider(target as HTMLElement);
      })
    : null;
  for (const el of sliders) {
    whenImagesLoaded(el, () => fadeOutSpinner(el));
    if (observer) observer.observe(el);
    else buildSlider(el);
  }
}
