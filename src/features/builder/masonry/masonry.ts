/**
 * Flatsome's masonry and packery grids (its `commons` behaviour with Packery:
 * `[data-packery-options]` — masonry [ux_gallery], [ux_products], [blog_posts] — and
 * `.has-packery` — [ux_banner_grid]): the items placed absolutely where Packery packs
 * them (./pack.ts), the grid as tall as they are, from the right in a right-to-left page.
 * Laid out again whenever the grid or an item changes size (images arriving, the window,
 * a tab, accordion or lightbox showing the grid: one ResizeObserver, where Flatsome called
 * `packery('layout')` from each of those), writing only what changed, so nothing shifts
 * needlessly. `.banner-grid-wrapper` loses `.processing` once its images have loaded.
 */
import { pack } from './pack';

export const PACKERY_GRIDS = '[data-packery-options],.has-packery';

/** The grid's items: its options' `itemSelector` (Flatsome prints ".col"), else every child. */
export function itemsOf(grid: HTMLElement): HTMLElement[] {
  let selector: unknown;
  try {
    selector = (JSON.parse(grid.dataset.packeryOptions ?? '{}') as { itemSelector?: unknown } | null)?.itemSelector;
  } catch {
    // Malformed options: Packery's defaults.
  }
  const children = [...grid.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (typeof selector !== 'string') return children;
  try {
    return children.filter((child) => child.matches(selector));
  } catch {
    return children;
  }
}

const px = (value: string): number => parseFloat(value) || 0;

const setStyle = (el: HTMLElement, name: string, value: string): void => {
  if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
};

/** Places the grid's items; nothing while the grid is hidden (it is laid out when it shows). */
export function layout(grid: HTMLElement): void {
  const style = getComputedStyle(grid);
  const width = grid.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
  if (!(width > 0)) return;
  const items = itemsOf(grid);
  const sizes = items.map((item) => {
    const margins = getComputedStyle(item);
    const rect = item.getBoundingClientRect();
    return {
      width: rect.width + px(margins.marginLeft) + px(margins.marginRight),
      height: rect.height + px(margins.marginTop) + px(margins.marginBottom),
    };
  });
  const packed = pack(width, sizes);
  const side = style.direction === 'rtl' ? 'right' : 'left';
  setStyle(grid, 'position', 'relative');
  setStyle(grid, 'height', `${packed.height}px`);
  items.forEach((item, i) => {
    setStyle(item, 'position', 'absolute');
    setStyle(item, side, `${packed.spots[i]!.x}px`);
    setStyle(item, 'top', `${packed.spots[i]!.y}px`);
  });
}

/** Resolves once every image in `el` has loaded or failed. */
function imagesLoaded(el: Element): Promise<void> {
  const pending = [...el.querySelectorAll('img')].filter((img) => !img.complete);
  return Promise.all(pending.map((img) => new Promise((done) => ['load', 'error'].forEach((type) => img.addEventListener(type, done, { once: true }))))).then(() => {});
}

export function enhanceMasonry(root: Document): void {
  for (const wrapper of root.querySelectorAll('.banner-grid-wrapper.processing')) void imagesLoaded(wrapper).then(() => wrapper.classList.remove('processing'));
  const grids = [...root.querySelectorAll<HTMLElement>(PACKERY_GRIDS)];
  const due = new Set<HTMLElement>();
  let frame = 0;
  const later = (grid: HTMLElement): void => {
    due.add(grid);
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      due.forEach(layout);
      due.clear();
    });
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => entries.forEach((entry) => later(entry.target.closest<HTMLElement>(PACKERY_GRIDS)!))) : undefined;
  for (const grid of grids) {
    layout(grid);
    observer?.observe(grid);
    itemsOf(grid).forEach((item) => observer?.observe(item));
    // An image that loads without changing its item's size changes nothing; one that does is the observer's.
    if (!observer) grid.addEventListener('load', () => later(grid), true);
  }
  if (!observer) addEventListener('resize', () => grids.forEach(later));
}

export const enhance = (root: Document): void => enhanceMasonry(root);
