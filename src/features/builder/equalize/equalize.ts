/**
 * Flatsome's equal-height product boxes (`equalize-box`, its WooCommerce script): in a row
 * with `.equalize-box`, the title, price, excerpt and button of the boxes in each visual
 * row get the tallest one's height, then the whole `.box-text`, so the cards line up
 * (./rows.ts groups them). Where some prices of a row have stars, the others get an
 * invisible stand-in of the same height (so the prices line up too), and the same for
 * swatches. Done again when a row's width changes (the window, a tab or lightbox showing
 * it: a ResizeObserver, where Flatsome listened to the window) and at
 * `flatsome-equalize-box` on the document (DOM or jQuery event, as other scripts send it).
 */
import { columnsPerRow, groups, screenOf } from './rows';

export const EQUALIZE_ROWS = '.equalize-box';
const PARTS = ['.product-title', '.price-wrapper', '.box-excerpt', '.add-to-cart-button'];
const STARS = ':scope > .star-rating:not(.js-star-rating)';
const SWATCHES = ':scope > .ux-swatches.ux-swatches-in-loop:not(.js-ux-swatches)';

const px = (value: string): number => parseFloat(value) || 0;

/** Padding and border above and below: what a border-box height has beyond its content. */
function verticalExtra(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
}

/** An invisible copy of `model`'s box (its classes, its height), which holds its place where a box lacks it. */
function standIn(model: HTMLElement, marker: string, inner?: Element | null): HTMLElement {
  const dummy = document.createElement('div');
  dummy.className = `${marker} ${model.className}`;
  dummy.setAttribute('aria-hidden', 'true');
  dummy.style.cssText = `opacity: 0; visibility: hidden; height: ${model.getBoundingClientRect().height}px`;
  if (inner) dummy.append(Object.assign(document.createElement('div'), { className: inner.className }));
  return dummy;
}

function equalizeItems(items: HTMLElement[], perRow: number, boxes: number, together: boolean): void {
  for (const item of items) {
    item.style.height = '';
    item.querySelectorAll(':scope > .js-star-rating, :scope > .js-ux-swatches').forEach((dummy) => dummy.remove());
  }
  for (const group of groups(items.length, perRow, boxes, together)) {
    const members = group.map((i) => items[i]!);
    // jQuery's height(): the computed height, less padding and border where that includes them.
    const heights = members.map((item) => {
      const style = getComputedStyle(item);
      return px(style.height) - (style.boxSizing === 'border-box' ? verticalExtra(item) : 0);
    });
    const tallest = Math.max(...heights);
    const stars = members.map((item) => item.querySelector<HTMLElement>(STARS)).find(Boolean);
    const swatches = members.map((item) => item.querySelector<HTMLElement>(SWATCHES)).find(Boolean);
    for (const item of members) {
      const extra = getComputedStyle(item).boxSizing === 'border-box' ? verticalExtra(item) : 0;
      item.style.height = `${tallest + extra}px`;
      if (stars && item.classList.contains('price-wrapper') && !item.querySelector(STARS)) item.prepend(standIn(stars, 'js-star-rating'));
      if (swatches && !item.querySelector(SWATCHES)) item.prepend(standIn(swatches, 'js-ux-swatches', swatches.querySelector('.ux-swatch')));
    }
  }
}

/** Equalizes one row for a window `width` wide; a hidden row waits until it shows. */
export function equalizeRow(row: HTMLElement, width: number): void {
  const perRow = columnsPerRow(row.className, screenOf(width));
  if (perRow === 1 || row.getClientRects().length === 0) return;
  const together = row.classList.contains('row-slider') || row.classList.contains('row-grid');
  const boxes = row.querySelectorAll('.box-text').length;
  for (const selector of [...PARTS.map((part) => `.box-text ${part}`), '.box-text']) equalizeItems([...row.querySelectorAll<HTMLElement>(selector)], perRow, boxes, together);
}

export function enhanceEqualize(root: Document): void {
  const rows = (): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(EQUALIZE_ROWS)];
  const all = (): void => rows().forEach((row) => equalizeRow(row, innerWidth));
  all();
  root.addEventListener('flatsome-equalize-box', all);
  (window as { jQuery?: (el: Document) => { on(type: string, run: () => void): unknown } }).jQuery?.(root).on('flatsome-equalize-box', all);
  if (typeof ResizeObserver !== 'function') return void addEventListener('resize', all);
  const widths = new WeakMap<Element, number>();
  const observer = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      const before = widths.get(target);
      widths.set(target, contentRect.width);
      // The first report is the width just equalized for.
      if (before !== undefined && before !== contentRect.width) equalizeRow(target as HTMLElement, innerWidth);
    }
  });
  rows().forEach((row) => observer.observe(row));
}

export const enhance = (root: Document): void => enhanceEqualize(root);
