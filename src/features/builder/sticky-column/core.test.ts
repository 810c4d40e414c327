import { describe, expect, it } from 'vitest';
import { place, type Measures } from './core';

const base: Measures = { viewportHeight: 800, scrollY: 0, gap: 100, row: { top: 200, height: 3000 }, columnHeight: 1500 };

describe("a JavaScript-mode sticky column's place (flatsome.js sticky-sidebar)", () => {
  it('sticks a column shorter than the window below the header', () => {
    expect(place({ ...base, columnHeight: 500 }, 'down', 0)).toEqual({ top: 100, shift: null, anchor: 0 });
    // Not yet measured: the same.
    expect(place({ ...base, row: undefined }, 'down', 0)).toEqual({ top: 100, shift: null, anchor: 0 });
  });

  it('lets a taller one scroll until its bottom shows, then holds it by the bottom going down', () => {
    // 300 px into the row: 1200 px of column still below the line, more than the window.
    expect(place({ ...base, scrollY: 400 }, 'down', 0)).toEqual({ top: null, shift: null, anchor: 0 });
    // 800 px in: its bottom (1500 − 800 = 700 ≤ 800) shows: held with its bottom at the window's.
    expect(place({ ...base, scrollY: 900 }, 'down', 0)).toEqual({ top: -700, shift: null, anchor: 800 });
  });

  it('going back up, moves it within the row, then holds it by the top', () => {
    const up = place({ ...base, scrollY: 1200 }, 'up', 800);
    expect(up).toEqual({ top: null, shift: 0, anchor: 800 });
    expect(place({ ...base, scrollY: 1200 }, 'up', 1500).shift).toBe(700);
    // Scrolled back up past where it let go: held by its top below the header again.
    expect(place({ ...base, scrollY: 300 }, 'up', 800)).toEqual({ top: null, shift: 0, anchor: 800 });
    expect(place({ ...base, scrollY: 300 }, 'up', 1500)).toEqual({ top: 100, shift: null, anchor: 200 + 1500 - 800 + 100 });
  });

  it('never moves it out of its row', () => {
    expect(place({ ...base, scrollY: 5000, row: { top: 200, height: 1600 } }, 'up', 5000).shift).toBe(100);
  });
});
