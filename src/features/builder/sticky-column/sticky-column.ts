/**
 * Flatsome's JavaScript-mode sticky columns (inventory row 79): `.is-sticky-column
 * [data-sticky-mode="javascript"]` (the sidebars' and product gallery's "JavaScript" sticky
 * mode, a row column's sticky option). As flatsome.js's `sticky-sidebar` does: each column
 * follows the scroll within its row (core.ts), measured again whenever the row or the
 * column changes size; where the browser has no ResizeObserver, or the column has no
 * positioned row to move in, it drops the mode and the theme's CSS sticks it (CSS mode).
 * CSS mode's top, `--flatsome--header--sticky-height`, is the header part's.
 */
import type { PageContext } from '../../../kernel/context';
import { place, type Direction, type Measures } from './core';

export const SELECTOR = '.is-sticky-column[data-sticky-mode="javascript"]';

/** An element's page top and height. */
const pageBox = (el: Element): { top: number; height: number } => {
  const box = el.getBoundingClientRect();
  return { top: box.top + window.scrollY, height: box.height };
};

export function follow(column: HTMLElement, stickyHeight: number): () => void {
  const view = column.ownerDocument.defaultView!;
  const row = column.offsetParent as HTMLElement;
  const measures: Measures = { viewportHeight: view.innerHeight, scrollY: view.scrollY, gap: stickyHeight + 30 };
  let anchor = 0;
  let shown: [number | null, number | null] = [null, null];
  let lastY = view.scrollY;
  const update = (direction: Direction = 'down'): void => {
    measures.scrollY = view.scrollY;
    const next = place(measures, direction, anchor);
    anchor = next.anchor;
    if (next.top === shown[0] && next.shift === shown[1]) return;
    shown = [next.top, next.shift];
    column.style.top = next.top === null ? '' : `${next.top}px`;
    column.style.transform = next.shift === null ? '' : `translateY(${next.shift}px)`;
  };
  const resized = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      if (target === row) measures.row = { top: pageBox(row).top + contentRect.y, height: contentRect.height };
      else if (target === column) {
        measures.columnHeight = pageBox(column).height;
        update();
      }
    }
  });
  const onScroll = (): void => {
    const y = view.scrollY;
    update(y > lastY ? 'down' : 'up');
    lastY = y;
  };
  const onResize = (): void => {
    measures.viewportHeight = view.innerHeight;
    update();
  };
  resized.observe(row);
  resized.observe(column);
  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('resize', onResize, { passive: true });
  return () => {
    resized.disconnect();
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('resize', onResize);
  };
}

export function enhance(root: Document, ctx: PageContext): void {
  const view = root.defaultView;
  root.querySelectorAll<HTMLElement>(SELECTOR).forEach((column) => {
    const row = column.offsetParent;
    if (!view || typeof view.ResizeObserver !== 'function' || !row || row === root.body) column.removeAttribute('data-sticky-mode');
    else follow(column, ctx.config.stickyHeight);
  });
}
