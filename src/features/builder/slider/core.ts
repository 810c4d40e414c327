/**
 * The slider's model, pure: Flickity 2.3's (the engine Flatsome 3.20 loads for every
 * `[data-flickity-options]`), because Flatsome's CSS is written for its layout: cells
 * absolutely placed side by side (`left`, in % of the viewport), the `.flickity-slider`
 * moved with a translateX, the viewport given the cells' height. Here: the options Flatsome
 * prints, where each cell and slide sits (groupCells, cellAlign, contain), the wrap-around
 * shifting of cells, and the attraction physics behind every move (friction,
 * selectedAttraction) and behind a drag's resting slide. The DOM layer is ./slider.ts.
 */

export interface SliderOptions {
  cellAlign: 'left' | 'center' | 'right';
  wrapAround: boolean;
  contain: boolean;
  /** false, a number of cells, or "N%" of the viewport (true: 100%). */
  groupCells: boolean | number | string;
  /** ms between moves, or false. */
  autoPlay: number | false;
  pauseAutoPlayOnHover: boolean;
  /** Flatsome restarts autoplay at a touch elsewhere only where the markup says pauseAutoPlayOnHover (not by default). */
  restartOnTouchElsewhere: boolean;
  prevNextButtons: boolean;
  pageDots: boolean;
  /** true, false, or '>1' (only with more than one slide). */
  draggable: boolean | '>1';
  dragThreshold: number;
  freeScroll: boolean;
  friction: number;
  selectedAttraction: number;
  adaptiveHeight: boolean;
  rightToLeft: boolean;
  /** Flatsome's own option: background images move at 1/parallax of the slides' speed. */
  parallax: number;
  initialIndex: number;
}

/** Flickity's defaults (and its plugins'), for what the markup leaves out. */
export const DEFAULTS: SliderOptions = {
  cellAlign: 'center',
  wrapAround: false,
  contain: false,
  groupCells: false,
  autoPlay: false,
  pauseAutoPlayOnHover: true,
  restartOnTouchElsewhere: false,
  prevNextButtons: true,
  pageDots: true,
  draggable: '>1',
  dragThreshold: 3,
  freeScroll: false,
  friction: 0.28,
  selectedAttraction: 0.025,
  adaptiveHeight: false,
  rightToLeft: false,
  parallax: 0,
  initialIndex: 0,
};

export const FREE_SCROLL_FRICTION = 0.075;

const pick = <T>(value: unknown, ok: (v: unknown) => boolean, fallback: T): T => (ok(value) ? (value as T) : fallback);
const isBool = (v: unknown): boolean => typeof v === 'boolean';
const isNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

/** The options of a `data-flickity-options` attribute; malformed JSON or values fall back to the defaults. */
export function parseOptions(json: string | null): SliderOptions {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // Flickity logs and leaves such a slider alone; a strip of cells is worse than its defaults.
  }
  const d = DEFAULTS;
  const autoPlay = raw.autoPlay === true ? 3000 : pick<number | false>(raw.autoPlay, (v) => isNumber(v) && (v as number) > 0, false);
  return {
    cellAlign: pick(raw.cellAlign, (v) => v === 'left' || v === 'center' || v === 'right', d.cellAlign),
    wrapAround: pick(raw.wrapAround, isBool, d.wrapAround),
    contain: pick(raw.contain, isBool, d.contain),
    groupCells: pick(raw.groupCells, (v) => isBool(v) || isNumber(v) || typeof v === 'string', d.groupCells),
    autoPlay,
    pauseAutoPlayOnHover: pick(raw.pauseAutoPlayOnHover, isBool, d.pauseAutoPlayOnHover),
    restartOnTouchElsewhere: raw.pauseAutoPlayOnHover === true,
    prevNextButtons: pick(raw.prevNextButtons, isBool, d.prevNextButtons),
    pageDots: pick(raw.pageDots, isBool, d.pageDots),
    draggable: pick(raw.draggable, (v) => isBool(v) || v === '>1', d.draggable),
    dragThreshold: pick(raw.dragThreshold, isNumber, d.dragThreshold),
    freeScroll: pick(raw.freeScroll, isBool, d.freeScroll),
    friction: pick(raw.friction, (v) => isNumber(v) && (v as number) > 0 && (v as number) <= 1, d.friction),
    selectedAttraction: pick(raw.selectedAttraction, (v) => isNumber(v) && (v as number) > 0 && (v as number) <= 1, d.selectedAttraction),
    adaptiveHeight: pick(raw.adaptiveHeight, isBool, d.adaptiveHeight),
    rightToLeft: pick(raw.rightToLeft, isBool, d.rightToLeft),
    parallax: pick(raw.parallax, isNumber, d.parallax),
    initialIndex: pick(raw.initialIndex, isNumber, d.initialIndex),
  };
}

/** Flatsome under prefers-reduced-motion: every move lands in one frame, and nothing moves by itself. */
export function withReducedMotion(options: SliderOptions): SliderOptions {
  return { ...options, friction: 1, selectedAttraction: 1, autoPlay: false };
}

/** A cell's box as Flickity measures it (px): border-box width, margins, outer height. */
export interface CellBox {
  width: number;
  marginLeft: number;
  marginRight: number;
  height: number;
}

export interface Slide {
  /** Indexes of its cells. */
  cells: number[];
  /** Where the slider's x rests (negated) when this slide is selected. */
  target: number;
  height: number;
}

export interface Layout {
  /** Each cell's x (px from the slider's origin). */
  cellX: number[];
  slides: Slide[];
  /** All cells' outer widths together. */
  slideableWidth: number;
  /** Where in the viewport a selected slide aligns: viewport width × cellAlign. */
  cursor: number;
  /** Cells moved before the first (from the last back) and after the last (from the first on) to wrap around. */
  beforeShift: number[];
  afterShift: number[];
  maxHeight: number;
}

const ALIGN = { left: 0, center: 0.5, right: 1 } as const;

export const alignOf = (options: SliderOptions): number => {
  const align = ALIGN[options.cellAlign];
  return options.rightToLeft ? 1 - align : align;
};

const outer = (box: CellBox): number => box.width + box.marginLeft + box.marginRight;

/** Whether cell `index` still fits in the slide that would be `width` wide with it. */
function canFit(groupCells: SliderOptions['groupCells'], viewport: number): (index: number, width: number) => boolean {
  if (!groupCells) return () => false;
  if (typeof groupCells === 'number') return (index) => index % Math.trunc(groupCells) !== 0;
  const percent = typeof groupCells === 'string' ? /^(\d+)%$/.exec(groupCells) : null;
  const share = percent ? Number(percent[1]) / 100 : 1;
  return (_, width) => width <= (viewport + 1) * share;
}

function slideTarget(cells: number[], boxes: CellBox[], cellX: number[], align: number, lead: 'marginLeft' | 'marginRight', trail: 'marginLeft' | 'marginRight'): number {
  const first = boxes[cells[0]!]!;
  const last = boxes[cells[cells.length - 1]!]!;
  const outerWidth = cells.reduce((sum, i) => sum + outer(boxes[i]!), 0);
  return cellX[cells[0]!]! + first[lead] + (outerWidth - first[lead] - last[trail]) * align;
}

function gapCells(boxes: CellBox[], gap: number, from: number, step: 1 | -1): number[] {
  const found: number[] = [];
  for (let i = from; gap > 0 && boxes[i]; i += step) {
    found.push(i);
    gap -= outer(boxes[i]!);
  }
  return found;
}

/** Places the cells side by side, groups them into slides and sets each slide's resting target. */
export function layout(boxes: CellBox[], viewport: number, options: SliderOptions): Layout {
  const align = alignOf(options);
  const [lead, trail] = options.rightToLeft ? (['marginRight', 'marginLeft'] as const) : (['marginLeft', 'marginRight'] as const);
  const cellX: number[] = [];
  let x = 0;
  for (const box of boxes) {
    cellX.push(x);
    x += outer(box);
  }
  const fits = canFit(options.groupCells, viewport);
  const groups: number[][] = [];
  boxes.forEach((box, i) => {
    const group = groups[groups.length - 1];
    if (group) {
      const width = group.reduce((sum, j) => sum + outer(boxes[j]!), 0) - boxes[group[0]!]![lead] + (outer(box) - box[trail]);
      if (fits(i, width)) return void group.push(i);
    }
    groups.push([i]);
  });
  const slides: Slide[] = groups.map((cells) => ({
    cells,
    target: slideTarget(cells, boxes, cellX, align, lead, trail),
    height: Math.max(...cells.map((i) => boxes[i]!.height)),
  }));
  const cursor = viewport * align;
  if (options.contain && !options.wrapAround && boxes.length) {
    const lastX = x - boxes[boxes.length - 1]![trail];
    const begin = cursor + boxes[0]![lead];
    const end = lastX - viewport * (1 - align);
    for (const slide of slides) slide.target = lastX < viewport ? lastX * align : Math.min(Math.max(slide.target, begin), end);
  }
  const wraps = options.wrapAround;
  return {
    cellX,
    slides,
    slideableWidth: x,
    cursor,
    beforeShift: wraps ? gapCells(boxes, cursor, boxes.length - 1, -1) : [],
    afterShift: wraps ? gapCells(boxes, viewport - cursor, 0, 1) : [],
    maxHeight: Math.max(0, ...boxes.map((box) => box.height)),
  };
}

export const modulo = (n: number, m: number): number => ((n % m) + m) % m;

/**
 * Where each cell is drawn for the slider at `x` (wrap-around: the slider is drawn one lap
 * back, `drawnX`, and the cells that would leave a gap at either edge are moved a lap over).
 */
export function cellPositions(l: Layout, boxes: CellBox[], x: number, viewport: number, wraps: boolean): { drawnX: number; left: number[] } {
  if (!wraps || boxes.length < 2 || l.slideableWidth <= 0) return { drawnX: x, left: l.cellX.slice() };
  const drawnX = modulo(x, l.slideableWidth) - l.slideableWidth;
  const shift = l.cellX.map(() => 0);
  let gap = l.cursor + drawnX;
  for (const i of l.beforeShift) {
    if (gap > 0) shift[i] = -1;
    gap -= outer(boxes[i]!);
  }
  gap = viewport - (drawnX + l.slideableWidth + l.cursor);
  for (const i of l.afterShift) {
    if (gap > 0) shift[i] = 1;
    gap -= outer(boxes[i]!);
  }
  return { drawnX, left: l.cellX.map((cx, i) => cx + l.slideableWidth * shift[i]!) };
}

/** The moving part of the slider: its x, its velocity, the slide it is drawn to. */
export interface Motion {
  x: number;
  velocity: number;
}

/**
 * One animation frame: the pull towards `target` (the selected slide's, negated) or the
 * dragging pointer's x, then friction. Returns the new motion.
 */
export function step(motion: Motion, pull: { to: number; strength: number } | { dragX: number } | null, friction: number): Motion {
  let { velocity } = motion;
  if (pull && 'dragX' in pull) velocity += pull.dragX - motion.x - velocity;
  else if (pull) velocity += (pull.to - motion.x) * pull.strength;
  const x = motion.x + velocity;
  return { x, velocity: velocity * (1 - friction) };
}

/** Where a motion comes to rest under friction alone. */
export const restingX = (motion: Motion, friction: number): number => motion.x + motion.velocity / friction;

/** The distance from `x` (a slider position) to slide `index`'s target, laps counted when wrapping; null past the ends. */
export function slideDistance(l: Layout, x: number, index: number, wraps: boolean): number | null {
  const count = l.slides.length;
  const wrapping = wraps && count > 1;
  const slide = l.slides[wrapping ? modulo(index, count) : index];
  if (!slide) return null;
  const laps = wrapping ? l.slideableWidth * Math.floor(index / count) : 0;
  return x - (slide.target + laps);
}

/** The slide closest to where a drag lets go (`rest`, the slider's resting x), searching out from `selected`. */
export function restingSlide(l: Layout, rest: number, selected: number, options: SliderOptions): number {
  const wraps = options.wrapAround;
  const startDistance = Math.abs(slideDistance(l, -rest, selected, wraps) ?? Infinity);
  const closer = options.contain && !wraps ? (a: number, b: number): boolean => a <= b : (a: number, b: number): boolean => a < b;
  const closest = (direction: 1 | -1): { distance: number; index: number } => {
    let index = selected;
    let best = Infinity;
    let distance: number | null = startDistance;
    while (distance !== null && closer(distance, best)) {
      index += direction;
      best = distance;
      distance = slideDistance(l, -rest, index, wraps);
      if (distance !== null) distance = Math.abs(distance);
    }
    return { distance: best, index: index - direction };
  };
  const forward = closest(1);
  const back = closest(-1);
  return forward.distance < back.distance ? forward.index : back.index;
}

/**
 * A quick flick that would settle back on the same slide moves one on, in the flick's
 * direction (Flickity's dragEndBoostSelect): `distance` from the selected slide, `moved`
 * the last pointer step (positive: towards earlier slides' side).
 */
export function boost(distance: number | null, moved: number): -1 | 0 | 1 {
  if (distance === null) return 0;
  if (distance > 0 && moved > 0) return 1;
  if (distance < 0 && moved < 0) return -1;
  return 0;
}

/**
 * The index a select lands on and how far the slider's x jumps a lap to get there the short
 * way round (wrap-around). `fromDrag`: a drag picked the index by distance already.
 */
export function wrapSelect(index: number, selected: number, count: number, slideableWidth: number, wraps: boolean, fromDrag: boolean): { index: number; lap: number } {
  if (!wraps || count < 2) return { index, lap: 0 };
  const wrapped = modulo(index, count);
  const direct = Math.abs(wrapped - selected);
  if (!fromDrag && Math.abs(wrapped + count - selected) < direct) index += count;
  else if (!fromDrag && Math.abs(wrapped - count - selected) < direct) index -= count;
  const lap = index < 0 ? -slideableWidth : index >= count ? slideableWidth : 0;
  return { index: modulo(index, count), lap };
}

/** A length as Flickity writes it with percentPosition: % of the viewport, two decimals. */
export const percent = (px: number, viewport: number): string => `${Math.round((px / (viewport || 1)) * 10000) / 100}%`;
