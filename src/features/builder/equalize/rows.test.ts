import { describe, expect, it } from 'vitest';
import { columnsPerRow, groups, screenOf } from './rows';

describe("Flatsome's equal-height rows", () => {
  it('reads the columns for the window width from the row, 3/3/2 without a class', () => {
    const row = 'row equalize-box large-columns-4 medium-columns-3 small-columns-2 row-small';
    expect([screenOf(1280), screenOf(850), screenOf(849), screenOf(550), screenOf(549), screenOf(390)]).toEqual(['large', 'large', 'medium', 'medium', 'small', 'small']);
    expect([columnsPerRow(row, 'large'), columnsPerRow(row, 'medium'), columnsPerRow(row, 'small')]).toEqual([4, 3, 2]);
    expect([columnsPerRow('row medium-columns- xlarge-columns-6', 'large'), columnsPerRow('row medium-columns-', 'medium'), columnsPerRow('row', 'small')]).toEqual([3, 3, 2]);
  });

  it('groups by row, the last group ending at the last box; all together in a slider', () => {
    expect(groups(7, 3, 7, false)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(groups(7, 3, 7, true)).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
    expect(groups(0, 3, 0, false)).toEqual([]);
  });

  it("shifts where some boxes lack the part, and leaves the tail unequalized, as Flatsome's counting does", () => {
    // 6 boxes, 5 of them with an excerpt: the groups are the first 3 excerpts and then 2 never closed.
    expect(groups(5, 3, 6, false)).toEqual([[0, 1, 2]]);
  });
});
