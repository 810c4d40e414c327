/**
 * How Flatsome's `equalize-box` behaviour (its WooCommerce script) groups a product row's
 * boxes: as many per row as the row's `large-/medium-/small-columns-N` class says for the
 * window's width (850 px and up, 550-849 px, below 550 px; 3, 3 and 2 without the class),
 * nothing at one per row, and all of them together in a slider or a grid. A group ends at
 * the row's end or at the last box, counted over the part's own elements (as Flatsome
 * counts them: where some boxes lack a part, the groups shift with it).
 */
export type Screen = 'large' | 'medium' | 'small';

export const screenOf = (width: number): Screen => (width >= 850 ? 'large' : width >= 550 ? 'medium' : 'small');

/** Boxes per row for `className` on `screen`. */
export function columnsPerRow(className: string, screen: Screen): number {
  const match = new RegExp(`(?:^|\\s)${screen}-columns-(\\d+)`).exec(className);
  return match ? parseInt(match[1]!, 10) : screen === 'small' ? 2 : 3;
}

/**
 * The groups of `count` elements (indexes) equalized together, `perRow` to a row (all of
 * them when `together`), a group also ending at the last of `boxes`.
 */
export function groups(count: number, perRow: number, boxes: number, together: boolean): number[][] {
  const result: number[][] = [];
  let rowEnd = together ? boxes : perRow;
  let group: number[] = [];
  for (let i = 0; i < count; i++) {
    group.push(i);
    if (i !== rowEnd - 1 && i !== boxes - 1) continue;
    result.push(group);
    group = [];
    rowEnd += perRow;
  }
  return result;
}
