import { describe, expect, it } from 'vitest';
import {
  boost,
  cellPositions,
  DEFAULTS,
  layout,
  parseOptions,
  percent,
  restingSlide,
  restingX,
  step,
  withReducedMotion,
  wrapSelect,
  type CellBox,
  type SliderOptions,
} from './core';

const box = (width: number, height = 100): CellBox => ({ width, marginLeft: 0, marginRight: 0, height });
const options = (over: Partial<SliderOptions>): SliderOptions => ({ ...DEFAULTS, ...over });
/** Flatsome's repeater (related products, [ux_products type=slider]). */
const REPEATER = '{"imagesLoaded": true, "groupCells": "100%", "dragThreshold" : 5, "cellAlign": "left","wrapAround": true,"prevNextButtons": true,"percentPosition": true,"pageDots": false, "rightToLeft": false, "autoPlay" : false}';

describe('the options Flatsome prints', () => {
  it("reads the repeater's and [ux_slider]'s options, spacing and all", () => {
    const repeater = parseOptions(REPEATER);
    expect(repeater).toMatchObject({ groupCells: '100%', dragThreshold: 5, cellAlign: 'left', wrapAround: true, pageDots: false, autoPlay: false, prevNextButtons: true });
    const hero = parseOptions('{ "cellAlign": "center", "autoPlay": 4000, "pauseAutoPlayOnHover" : true, "contain" : true, "adaptiveHeight" : true, "friction": 0.6, "selectedAttraction": 0.1, "parallax" : 0 }');
    expect(hero).toMatchObject({ autoPlay: 4000, pauseAutoPlayOnHover: true, contain: true, adaptiveHeight: true, friction: 0.6, selectedAttraction: 0.1, draggable: '>1' });
    expect(parseOptions('{"autoPlay": true}').autoPlay).toBe(3000);
    // Flatsome's touch restart reads the markup's own pauseAutoPlayOnHover, not Flickity's default.
    expect([hero.restartOnTouchElsewhere, repeater.restartOnTouchElsewhere]).toEqual([true, false]);
  });

  it('falls back to the defaults for malformed JSON and for values of the wrong kind', () => {
    expect(parseOptions('{not json')).toEqual(DEFAULTS);
    expect(parseOptions(null)).toEqual(DEFAULTS);
    expect(parseOptions('[1]')).toMatchObject({ cellAlign: 'center' });
    expect(parseOptions('{"cellAlign": "middle", "friction": 7, "autoPlay": "soon", "wrapAround": "yes"}')).toEqual(DEFAULTS);
  });

  it('under reduced motion, every move lands in one frame and nothing plays by itself', () => {
    const reduced = withReducedMotion(parseOptions('{"autoPlay": 4000, "friction": 0.6}'));
    expect(reduced).toMatchObject({ friction: 1, selectedAttraction: 1, autoPlay: false });
    const moved = step({ x: 0, velocity: 0 }, { to: -300, strength: reduced.selectedAttraction }, reduced.friction);
    expect(moved.x).toBe(-300);
    expect(Math.abs(moved.velocity)).toBe(0);
  });
});

describe('layout', () => {
  it('groups cells into slides of up to the viewport (groupCells "100%"), aligned left', () => {
    const l = layout([box(100), box(100), box(100), box(100)], 300, parseOptions(REPEATER));
    expect(l.cellX).toEqual([0, 100, 200, 300]);
    expect(l.slides.map((s) => s.cells)).toEqual([[0, 1, 2], [3]]);
    expect(l.slides.map((s) => s.target)).toEqual([0, 300]);
    expect(l.slideableWidth).toBe(400);
  });

  it('groups by a number of cells, or one cell a slide without groupCells', () => {
    expect(layout([box(10), box(10), box(10)], 300, options({ groupCells: 2 })).slides.map((s) => s.cells)).toEqual([[0, 1], [2]]);
    expect(layout([box(10), box(10)], 300, options({})).slides.map((s) => s.cells)).toEqual([[0], [1]]);
  });

  it('centres a slide on the viewport (cellAlign center) and contains the ends without wrapping', () => {
    const centred = layout([box(100), box(100), box(100)], 200, options({ cellAlign: 'center' }));
    expect(centred.cursor).toBe(100);
    expect(centred.slides.map((s) => s.target)).toEqual([50, 150, 250]);
    const contained = layout([box(100), box(100), box(100)], 200, options({ cellAlign: 'center', contain: true }));
    expect(contained.slides.map((s) => s.target)).toEqual([100, 150, 200]);
    const few = layout([box(50), box(50)], 200, options({ cellAlign: 'left', contain: true }));
    expect(few.slides.map((s) => s.target)).toEqual([0, 0]);
  });

  it('keeps the tallest cell for the viewport, and each slide its own height (adaptiveHeight)', () => {
    const l = layout([box(100, 50), box(100, 80)], 100, options({}));
    expect(l.maxHeight).toBe(80);
    expect(l.slides.map((s) => s.height)).toEqual([50, 80]);
  });

  it('handles no cells', () => {
    const l = layout([], 300, options({ wrapAround: true }));
    expect(l.slides).toEqual([]);
    expect(cellPositions(l, [], 0, 300, true).left).toEqual([]);
  });
});

describe('wrap-around', () => {
  it("draws the slider a lap back and moves the gap's cells a lap over, as Flickity's DOM shows", () => {
    // The real shop's [ux_products type=slider]: 4 products, 3 to a row: translateX(-133.33%), cells at 133.33%, 166.67%, 200%, 100%.
    const boxes = [box(100), box(100), box(100), box(100)];
    const l = layout(boxes, 300, parseOptions(REPEATER));
    const { drawnX, left } = cellPositions(l, boxes, 0, 300, true);
    expect(percent(drawnX + l.cursor, 300)).toBe('-133.33%');
    expect(left.map((x) => percent(x, 300))).toEqual(['133.33%', '166.67%', '200%', '100%']);
  });

  it('goes the short way round: next from the last slide is the first, one lap on', () => {
    expect(wrapSelect(3, 2, 3, 600, true, false)).toEqual({ index: 0, lap: 600 });
    expect(wrapSelect(-1, 0, 3, 600, true, false)).toEqual({ index: 2, lap: -600 });
    expect(wrapSelect(1, 0, 3, 600, true, false)).toEqual({ index: 1, lap: 0 });
    expect(wrapSelect(5, 1, 3, 600, false, false)).toEqual({ index: 5, lap: 0 });
  });
});

describe('drag release', () => {
  const l = layout([box(100), box(100), box(100)], 100, options({ cellAlign: 'left' }));
  it('settles on the slide nearest where the slider would coast to', () => {
    expect(restingX({ x: -120, velocity: -10 }, 0.28)).toBeCloseTo(-155.7, 1);
    expect(restingSlide(l, -155, 0, options({ cellAlign: 'left' }))).toBe(2);
    expect(restingSlide(l, -40, 1, options({ cellAlign: 'left' }))).toBe(0);
  });

  it('a quick flick that would settle back moves one slide in its direction', () => {
    expect(boost(20, 5)).toBe(1);
    expect(boost(-20, -5)).toBe(-1);
    expect(boost(20, -5)).toBe(0);
    expect(boost(null, 5)).toBe(0);
  });

  it('the pointer pulls the slider while dragging', () => {
    expect(step({ x: 0, velocity: 0 }, { dragX: -40 }, 0.28).x).toBe(-40);
  });
});
