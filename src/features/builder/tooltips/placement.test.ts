import { describe, expect, it } from 'vitest';
import { DISTANCE, place } from './placement';

const view = { width: 1280, height: 900 };
const noScroll = { x: 0, y: 0 };

describe("a tooltip's place (Tooltipster's sidetip as Flatsome uses it)", () => {
  it('goes above its element, centred, 6 px away, in page coordinates', () => {
    // Measured on the real shop: the button at 882.4,620.7 (169.8 × 38.8), the tip 275.5 × 40 at 829,574.7, its arrow at 138.
    const at = place({ left: 882.40625, top: 620.6875, width: 169.78125, height: 38.796875 }, { width: 275.5, height: 40 }, view, noScroll);
    expect(DISTANCE).toBe(6);
    expect(at).toEqual({ side: 'top', left: 829, top: 574.6875, arrow: 138 });
    expect(place({ left: 100, top: 300, width: 50, height: 20 }, { width: 100, height: 40 }, view, { x: 0, y: 2000 }).top).toBe(2254);
  });

  it('goes below where the window has no room above, and above again where there is less room below', () => {
    expect(place({ left: 100, top: 20, width: 50, height: 20 }, { width: 100, height: 40 }, view, noScroll)).toMatchObject({ side: 'bottom', top: 46 });
    expect(place({ left: 100, top: 30, width: 50, height: 850 }, { width: 100, height: 40 }, view, noScroll).side).toBe('top');
  });

  it('stays inside the window sideways, its arrow still at the element (but on the box)', () => {
    const left = place({ left: 0, top: 300, width: 20, height: 20 }, { width: 200, height: 40 }, { width: 390, height: 844 }, noScroll);
    expect([left.left, left.arrow]).toEqual([0, 10]);
    const right = place({ left: 380, top: 300, width: 10, height: 20 }, { width: 200, height: 40 }, { width: 390, height: 844 }, noScroll);
    expect([right.left, right.arrow]).toEqual([190, 192]);
    const edge = place({ left: 389, top: 300, width: 1, height: 20 }, { width: 200, height: 40 }, { width: 390, height: 844 }, noScroll);
    expect(edge.arrow).toBe(192);
    expect(place({ left: 10, top: 300, width: 10, height: 20 }, { width: 500, height: 40 }, { width: 390, height: 844 }, noScroll).left).toBe(0);
  });
});
