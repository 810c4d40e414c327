/**
 * One slider on the page, drawn as Flickity 2.3 draws it (Flatsome's CSS styles that DOM):
 * the element gets `.flickity-enabled` (and `is-draggable`), tabindex 0, a
 * `.flickity-viewport` (its height the cells', touch-action pan-y) holding a
 * `.flickity-slider` moved by translateX, the cells absolutely placed by `left` in %, the
 * selected slide's cells `.is-selected` (the others aria-hidden). Moves run the physics of
 * ./core.ts frame by frame. Arrows, dots, keys, drag and autoplay are ./controls.ts,
 * ./drag.ts and ./player.ts, which drive it through the `Slider` below.
 */
import {
  cellPositions,
  FREE_SCROLL_FRICTION,
  layout,
  modulo,
  percent,
  step,
  wrapSelect,
  type CellBox,
  type Layout,
  type Motion,
  type SliderOptions,
} from './core';

/** What a slider tells its parts: Flickity's events, and a shopper's arrow, dot or key (`ui`). */
export type SliderEvent = 'select' | 'change' | 'settle' | 'ui' | 'pointerDown' | 'dragStart' | 'dragEnd';

export interface Slider {
  el: HTMLElement;
  viewport: HTMLElement;
  options: SliderOptions;
  cells: HTMLElement[];
  layout: Layout;
  motion: Motion;
  selected: number;
  /** Whether a drag is under way (the drag's own x pulls, not the selected slide). */
  dragX: number | null;
  /** After a free-scroll drag: no pull until it rests. */
  freeScrolling: boolean;
  /** `isWrap`: past the last slide to the first (autoplay) even without wrapAround; `instant`: no animation. */
  select(index: number, isWrap?: boolean, instant?: boolean, fromDrag?: boolean): void;
  startAnimation(): void;
  /** Measures again (a resize, an image that loaded) and keeps the selected cell in place. */
  reposition(): void;
  /** Listeners on what the slider does: select (every select), change (another slide), settle, ui (a shopper's arrow, dot or key). */
  on(name: SliderEvent, run: () => void): void;
  emit(name: SliderEvent): void;
  /** Takes the element back to its server markup. */
  destroy(): void;
}

const px = (value: string): number => parseFloat(value) || 0;

/** Flickity's getSize: border-box width (the cells are border-box in Flatsome), margins, outer height. */
function measureCell(cell: HTMLElement, view: Window): CellBox {
  const style = view.getComputedStyle(cell);
  const content = style.boxSizing !== 'border-box';
  const sum = (...values: string[]): number => (content ? values.reduce((total, value) => total + px(value), 0) : 0);
  return {
    width: px(style.width) + sum(style.paddingLeft, style.paddingRight, style.borderLeftWidth, style.borderRightWidth) || cell.offsetWidth,
    marginLeft: px(style.marginLeft),
    marginRight: px(style.marginRight),
    height: (px(style.height) + sum(style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth) || cell.offsetHeight) + px(style.marginTop) + px(style.marginBottom),
  };
}

/** The element's inner width (Flickity's size.innerWidth). */
function innerWidth(el: HTMLElement, view: Window): number {
  const style = view.getComputedStyle(el);
  return el.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
}

function buildFrame(el: HTMLElement, options: SliderOptions): { viewport: HTMLElement; track: HTMLElement; cells: HTMLElement[] } {
  const doc = el.ownerDocument;
  const viewport = doc.createElement('div');
  viewport.className = 'flickity-viewport';
  const track = doc.createElement('div');
  track.className = 'flickity-slider';
  track.style[options.rightToLeft ? 'right' : 'left'] = '0';
  const cells = Array.from(el.children) as HTMLElement[];
  for (const cell of cells) {
    cell.style.position = 'absolute';
    cell.setAttribute('aria-hidden', 'true');
    track.appendChild(cell);
  }
  viewport.appendChild(track);
  el.appendChild(viewport);
  el.classList.add('flickity-enabled');
  if (options.rightToLeft) el.classList.add('flickity-rtl');
  el.tabIndex = 0;
  return { viewport, track, cells };
}

/** Builds the slider in `el` and selects its first slide; arrows and the rest are added by the caller. */
export function createSlider(el: HTMLElement, options: SliderOptions): Slider {
  const view = el.ownerDocument.defaultView ?? window;
  const { viewport, track, cells } = buildFrame(el, options);
  const side = options.rightToLeft ? 'right' : 'left';
  const listeners = new Map<string, Array<() => void>>();
  let boxes: CellBox[] = [];
  let width = 0;
  let animating = false;
  let restingFrames = 0;
  let frame = 0;
  /** The cells marked selected (kept apart from the layout, which a resize replaces). */
  let selectedCells: number[] = [];
  const bgs = options.parallax ? Array.from(el.querySelectorAll<HTMLElement>('.bg, .flickity-slider > .img img')) : [];

  const render = (): void => {
    const { drawnX, left } = cellPositions(slider.layout, boxes, slider.motion.x, width, options.wrapAround);
    cells.forEach((cell, i) => {
      cell.style[side] = percent(left[i] ?? 0, width);
    });
    const x = (drawnX + slider.layout.cursor) * (options.rightToLeft ? -1 : 1);
    track.style.transform = animating ? `translate3d(${percent(x, width)},0,0)` : `translateX(${percent(x, width)})`;
    slider.layout.slides.forEach((slide, i) => {
      const bg = bgs[i];
      if (bg) bg.style.transform = `translateX( ${(-1 * (slide.target + slider.motion.x)) / options.parallax}px)`;
    });
  };

  const setHeight = (): void => {
    const slide = slider.layout.slides[slider.selected];
    viewport.style.height = `${options.adaptiveHeight && slide ? slide.height : slider.layout.maxHeight}px`;
  };

  const measure = (): void => {
    width = innerWidth(el, view);
    boxes = cells.map((cell) => measureCell(cell, view));
    slider.layout = layout(boxes, width, options);
    setHeight();
  };

  /** Flickity's select/unselect: only the cells of the slides involved change (the rest keep what the a11y observer set). */
  const markSelected = (previousCells: number[]): void => {
    for (const i of previousCells) {
      cells[i]?.classList.remove('is-selected');
      cells[i]?.setAttribute('aria-hidden', 'true');
    }
    for (const i of slider.layout.slides[slider.selected]?.cells ?? []) {
      cells[i]?.classList.add('is-selected');
      cells[i]?.removeAttribute('aria-hidden');
    }
  };

  const animate = (): void => {
    const before = slider.motion.x;
    const target = slider.layout.slides[slider.selected]?.target ?? 0;
    const pull = slider.dragX !== null ? { dragX: slider.dragX } : slider.freeScrolling ? null : { to: -target, strength: options.selectedAttraction };
    slider.motion = step(slider.motion, pull, slider.freeScrolling ? FREE_SCROLL_FRICTION : options.friction);
    render();
    if (slider.dragX === null && Math.round(slider.motion.x * 100) === Math.round(before * 100)) restingFrames++;
    if (restingFrames > 2) {
      animating = false;
      slider.freeScrolling = false;
      render();
      slider.emit('settle');
      return;
    }
    frame = view.requestAnimationFrame(animate);
  };

  const slider: Slider = {
    el,
    viewport,
    options,
    cells,
    layout: layout([], 0, options),
    motion: { x: 0, velocity: 0 },
    selected: 0,
    dragX: null,
    freeScrolling: false,
    select(index, isWrap = false, instant = false, fromDrag = false) {
      const count = slider.layout.slides.length;
      if (!count) return;
      const wrapped = wrapSelect(index, slider.selected, count, slider.layout.slideableWidth, options.wrapAround, fromDrag);
      slider.motion.x += wrapped.lap;
      const next = !options.wrapAround && isWrap ? modulo(index, count) : wrapped.index;
      if (!slider.layout.slides[next]) return;
      const previous = slider.selected;
      slider.selected = next;
      markSelected(selectedCells);
      selectedCells = slider.layout.slides[next].cells;
      if (instant) {
        slider.motion = { x: -slider.layout.slides[next].target, velocity: 0 };
        render();
      } else slider.startAnimation();
      if (options.adaptiveHeight) setHeight();
      slider.emit('select');
      if (next !== previous) slider.emit('change');
    },
    startAnimation() {
      restingFrames = 0;
      if (animating) return;
      animating = true;
      // The first step at once, as Flickity: the move shows in the frame of the click.
      animate();
    },
    reposition() {
      if (animating || slider.dragX !== null) return;
      const firstSelected = slider.layout.slides[slider.selected]?.cells[0] ?? 0;
      if (options.wrapAround && slider.layout.slideableWidth) slider.motion.x = modulo(slider.motion.x, slider.layout.slideableWidth);
      measure();
      const index = slider.layout.slides.findIndex((slide) => slide.cells.includes(firstSelected));
      slider.select(Math.max(0, index), false, true);
    },
    on(name, run) {
      listeners.set(name, [...(listeners.get(name) ?? []), run]);
    },
    emit(name) {
      for (const run of listeners.get(name) ?? []) run();
    },
    destroy() {
      view.cancelAnimationFrame(frame);
      for (const cell of cells) {
        cell.classList.remove('is-selected');
        cell.style.position = '';
        cell.style[side] = '';
        cell.removeAttribute('aria-hidden');
        el.insertBefore(cell, viewport);
      }
      viewport.remove();
      el.classList.remove('flickity-enabled', 'flickity-rtl', 'is-draggable');
      el.removeAttribute('tabindex');
      listeners.clear();
    },
  };

  measure();
  const initial = slider.layout.slides[options.initialIndex] ? options.initialIndex : 0;
  slider.selected = initial;
  slider.select(initial, false, true);
  return slider;
}
