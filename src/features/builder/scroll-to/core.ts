/**
 * The pure rules of Flatsome's scroll-to sections ([scroll_to]; flatsome.js `scroll-to` and
 * `$.scrollTo` with its defaults): which sections get a bullet, which bullet is lit, how
 * far below the top a section lands and how long the scroll takes.
 */

/** Whether `data-bullet` asks for a bullet, as jQuery's `.data()` reads it ("false", "null", "0" and "" do not). */
export function wantsBullet(value: string | null): boolean {
  return value !== null && !['', 'false', 'null', '0'].includes(value.trim());
}

/**
 * The lit bullets: a section's is lit while its anchor has passed the line 100 px below
 * the stuck header and the next section's anchor (or the viewport's bottom) has not.
 * `tops` are the anchors' viewport tops, in the page's order.
 */
export function litBullets(tops: number[], viewportHeight: number, stickyHeight: number): boolean[] {
  const line = stickyHeight + 100;
  return tops.map((top, i) => top <= line && (tops[i + 1] || viewportHeight) > line);
}

/**
 * How far above a target the page stops: a section's own `data-offset` (plus the WordPress
 * admin bar, where shown) where it sets one, else the stuck header's height (with the bar).
 */
export function offsetFor(dataOffset: string | null, adminBar: number, headerOffset: number): number {
  if (dataOffset === null) return headerOffset;
  // An empty one is a 0 there, and one that is no number falls back to the header's.
  if (dataOffset === '') return 0;
  const custom = Number(dataOffset) + adminBar;
  return Number.isNaN(custom) ? headerOffset : custom;
}

/** Flatsome's easing for its scrolls (`fsEaseInOutExpo`), `t` from 0 to 1. */
export function easeInOutExpo(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? Math.pow(2, 20 * t - 10) / 2 : (2 - Math.pow(2, -20 * t + 10)) / 2;
}

/** Flatsome scrolls over a second, or at once for reduced motion or where the page's CSS already scrolls smoothly. */
export const SCROLL_MS = 1000;
export function scrollDuration(reducedMotion: boolean, cssSmooth: boolean): number {
  return reducedMotion || cssSmooth ? 0 : SCROLL_MS;
}
