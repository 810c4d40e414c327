/**
 * Where a JavaScript-mode sticky column sits (flatsome.js `sticky-sidebar`), apart from the
 * page: a column shorter than the window sticks below the header (`top`); a taller one
 * scrolls with the page until its bottom shows, then sticks by its bottom going down, and
 * by its top going back up, moving within its row (`transform`) in between.
 */
export type Direction = 'up' | 'down';

/** What the DOM layer measures: the row's content box (page top and height) and the column's height. */
export interface Measures {
  viewportHeight: number;
  scrollY: number;
  /** The stuck header's height plus 30 px: the gap the column keeps at the top. */
  gap: number;
  row?: { top: number; height: number };
  columnHeight?: number;
}

export interface Placement {
  /** Inline `top` in px, or null for none. */
  top: number | null;
  /** Inline translateY in px, or null for none. */
  shift: number | null;
  /** Where the column last let go, carried to the next step. */
  anchor: number;
}

export function place(m: Measures, direction: Direction, anchor: number): Placement {
  const { viewportHeight: vh, scrollY, gap, row } = m;
  const height = Math.round(m.columnHeight ?? NaN);
  const scrolled = scrollY + gap - Math.round(row?.top ?? NaN);
  const bottomStop = vh + anchor - gap - height;
  const shift = Math.max(Math.min(bottomStop, Math.round((row?.height ?? NaN) - height)), 0);
  if (!row || height < vh - gap) return { top: gap, shift: null, anchor };
  if (direction === 'down') {
    if (scrolled <= anchor) return { top: null, shift: Number.isNaN(shift) ? null : shift, anchor };
    if (height - scrolled <= vh) return { top: vh - height, shift: null, anchor: scrolled };
    return { top: null, shift: null, anchor };
  }
  if (scrolled <= bottomStop) return { top: gap, shift: null, anchor: scrolled + height - vh + gap };
  return { top: null, shift: Number.isNaN(shift) ? null : shift, anchor };
}
