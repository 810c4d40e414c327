/**
 * Flatsome's parallax (inventory row 60): `[data-parallax]` backgrounds, banners, text boxes,
 * rows, columns, images, and the featured category, product and post headers. The theme's
 * CSS keeps them at opacity 0 until `.parallax-active`; as flatsome.js does, each gets it,
 * and then moves with the scroll, but on phones and tablets (by user agent) unless
 * `body.parallax-mobile`. A shopper who prefers reduced motion gets nothing, as there: the
 * theme's CSS shows them unmoved then. Positions are written once per frame, on scroll,
 * resize and when the body's children change (a popup moving content), as there.
 */
import { prefersReducedMotion } from '../../../dom/motion';
import { isMobileAgent, kindOf, positionStyle, sizeStyle, strength, type ParallaxKind, type StylePatch } from './core';

interface Moving {
  el: HTMLElement;
  kind: ParallaxKind;
}

function apply(el: HTMLElement, patch: StylePatch | undefined): void {
  if (!patch) return;
  for (const [name, value] of Object.entries(patch)) (el.style as unknown as Record<string, string>)[name] = value ?? '';
}

/** The container it moves within: the nearest match of its `data-parallax-container` (or any `[data-parallax-container]`), itself included. */
function containerOf(el: HTMLElement): HTMLElement {
  try {
    return el.closest<HTMLElement>(el.dataset.parallaxContainer || '[data-parallax-container]') ?? el;
  } catch {
    return el;
  }
}

function update(root: Document, { el, kind }: Moving): void {
  const view = root.defaultView!;
  const container = containerOf(el);
  const viewportHeight = view.innerHeight;
  apply(el, sizeStyle(kind, strength(el.dataset.parallax), viewportHeight, container.offsetHeight));
  const box = el.getBoundingClientRect();
  const containerBox = container === el ? box : container.getBoundingClientRect();
  const speed = strength(el.dataset.parallax || el.dataset.parallaxBackground);
  const frame = {
    viewportHeight,
    scrollTop: root.documentElement.scrollTop || root.body.scrollTop,
    top: box.top,
    height: el.offsetHeight,
    containerTop: containerBox.top,
    containerHeight: container.offsetHeight,
  };
  apply(el, positionStyle(kind, speed, el.dataset.parallaxFade !== undefined, frame));
}

export function enhance(root: Document): void {
  const view = root.defaultView;
  if (!view || prefersReducedMotion()) return;
  const moves = !isMobileAgent(view.navigator.userAgent) || root.body.classList.contains('parallax-mobile');
  const moving: Moving[] = [];
  root.querySelectorAll<HTMLElement>('[data-parallax]').forEach((el) => {
    if (el.classList.contains('parallax-active')) return;
    el.classList.add('parallax-active');
    if (!moves) return;
    const item = { el, kind: kindOf(el.dataset, el.style.backgroundImage) };
    moving.push(item);
    update(root, item);
  });
  if (!moving.length) return;
  let frame = 0;
  const schedule = (): void => {
    view.cancelAnimationFrame(frame);
    frame = view.requestAnimationFrame(() => {
      // Elements taken out of the page (or hidden) stop moving.
      for (let i = moving.length - 1; i >= 0; i -= 1) if (!moving[i]!.el.offsetParent) moving.splice(i, 1);
      moving.forEach((item) => update(root, item));
    });
  };
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  new MutationObserver(schedule).observe(root.body, { childList: true });
}
