/**
 * Flatsome's entrance animations (inventory rows 59 and 63): every `[data-animate]` (the
 * animate option of banners, text boxes, images, columns, grids, and every [ux_hotspot])
 * is kept at opacity 0 by the theme's CSS until its script marks it. As flatsome.js's
 * `animate` behaviour: an element with an empty value, or any element when the shopper
 * prefers reduced motion (or in the UX Builder), is marked animated at once; the others
 * each as a tenth of it enters the viewport: the marks come one frame apart, so the
 * theme's CSS first puts the element at its start (a transform) and then turns its
 * transition on, and `data-animated` 300 ms later plays it.
 */
import { prefersReducedMotion } from '../../../dom/motion';

/** How much of an element shows before it animates, as Flatsome's observer (threshold 0.1, no margin). */
export const THRESHOLD = 0.1;
/** From the transition's start to `data-animated`, as Flatsome waits. */
export const ANIMATED_AFTER_MS = 300;

/** Whether an element is marked animated at once rather than as it comes into view. */
export function animatesAtOnce(value: string | null, reducedMotion: boolean, inBuilder: boolean): boolean {
  return reducedMotion || inBuilder || !value;
}

/** The marks, in Flatsome's order: the start, one frame later the transition, 300 ms later the end. */
export function playEntrance(el: Element, frame: (next: () => void) => void = requestAnimationFrame): void {
  el.removeAttribute('data-animate-transition');
  el.removeAttribute('data-animated');
  frame(() => {
    el.setAttribute('data-animate-transform', 'true');
    frame(() => {
      el.setAttribute('data-animate-transition', 'true');
      setTimeout(() => el.setAttribute('data-animated', 'true'), ANIMATED_AFTER_MS);
    });
  });
}

export function enhance(root: Document): void {
  const view = root.defaultView;
  const inBuilder = root.documentElement.getAttribute('ng-app') === 'uxBuilder';
  const atOnce = !view || typeof view.IntersectionObserver !== 'function';
  const observer = atOnce
    ? undefined
    : new view.IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.intersectionRatio <= 0) continue;
            observer!.unobserve(entry.target);
            playEntrance(entry.target);
          }
        },
        { threshold: THRESHOLD },
      );
  const reduced = prefersReducedMotion();
  root.querySelectorAll('[data-animate]').forEach((el) => {
    if (el.hasAttribute('data-animated')) return;
    if (!observer || animatesAtOnce(el.getAttribute('data-animate'), reduced, inBuilder)) el.setAttribute('data-animated', 'true');
    else observer.observe(el);
  });
}
