import { describe, expect, it } from 'vitest';
import { pack } from './pack';

describe("Packery's packing", () => {
  it("lays the real shop's masonry gallery out as Packery did there (3 columns of 360 px, and 2 of 195 px)", () => {
    // [ux_gallery type=masonry] on /portada/, stock Flatsome 3.20: the items' sizes and where Packery put them.
    const wide = pack(1080, [540.3, 333.7, 416.2, 293, 498.7, 375.5].map((height) => ({ width: 360, height })));
    expect(wide.spots).toEqual([
      { x: 0, y: 0 },
      { x: 360, y: 0 },
      { x: 720, y: 0 },
      { x: 360, y: 333 },
      { x: 720, y: 416 },
      { x: 0, y: 540 },
    ]);
    expect(wide.height).toBeCloseTo(915.5, 1);
    const phone = pack(390, [310.1, 206.8, 248, 186.4, 289.3, 227.7].map((height) => ({ width: 195, height })));
    expect(phone.spots).toEqual([
      { x: 0, y: 0 },
      { x: 195, y: 0 },
      { x: 195, y: 206 },
      { x: 0, y: 310 },
      { x: 195, y: 454 },
      { x: 0, y: 496 },
    ]);
  });

  it('packs mixed sizes into the gaps (a banner grid): a small item goes beside a tall one, before a row below', () => {
    const { spots, height } = pack(600, [
      { width: 400, height: 400 },
      { width: 200, height: 200 },
      { width: 200, height: 200 },
      { width: 600, height: 100 },
    ]);
    expect(spots).toEqual([
      { x: 0, y: 0 },
      { x: 400, y: 0 },
      { x: 400, y: 200 },
      { x: 0, y: 400 },
    ]);
    expect(height).toBe(500);
  });

  it('puts an item wider than the grid below everything, and takes nothing for nothing', () => {
    expect(pack(300, [{ width: 200, height: 50 }, { width: 400, height: 80 }]).spots).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 50 },
    ]);
    expect(pack(300, [])).toEqual({ spots: [], height: 0 });
  });
});
