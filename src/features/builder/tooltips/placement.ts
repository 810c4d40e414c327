/**
 * Where a Tooltipster "sidetip" goes, as Flatsome's tooltips place it: above its element,
 * centred, 6 px away (Tooltipster's `distance`), below it where the window has no room
 * above; kept inside the window sideways, the arrow still pointing at the element's centre.
 * Hand-written rather than @floating-ui/dom: the two sides Flatsome's tooltips use, a clamp
 * and an arrow are ~0.3 KB gzip, where computePosition + flip + shift + offset + arrow are
 * 6 KB.
 */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  side: 'top' | 'bottom';
  /** Page coordinates of the tip's box (Tooltipster's `left`/`top`, absolute in the body). */
  left: number;
  top: number;
  /** The arrow's offset from the tip's left edge. */
  arrow: number;
}

export const DISTANCE = 6;
/** Half the arrow's width (Flatsome's CSS: 16 px), which must stay on the box. */
const ARROW_HALF = 8;

const clamp = (value: number, min: number, max: number): number => Math.max(min, Math.min(value, max));

/**
 * `anchor` in window coordinates, `tip` the tip's size, `view` the window's size and
 * `scroll` its scroll offsets.
 */
export function place(anchor: Rect, tip: { width: number; height: number }, view: { width: number; height: number }, scroll: { x: number; y: number }): Placement {
  const above = anchor.top - DISTANCE - tip.height;
  const below = anchor.top + anchor.height + DISTANCE;
  const side = above >= 0 || below + tip.height > view.height && anchor.top > view.height - below ? 'top' : 'bottom';
  const centre = anchor.left + anchor.width / 2;
  // Whole pixels, rounded down as Tooltipster's were on the real shop (829.55 → 829).
  const left = Math.floor(clamp(centre - tip.width / 2, 0, Math.max(0, view.width - tip.width)));
  return {
    side,
    left: left + scroll.x,
    top: (side === 'top' ? above : below) + scroll.y,
    arrow: Math.round(clamp(centre - left, ARROW_HALF, tip.width - ARROW_HALF)),
  };
}
