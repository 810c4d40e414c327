/**
 * Packery's packing, as Flatsome's masonry and packery grids use it: each item, in order,
 * goes to the free space nearest the top (then the left) that holds it; the free spaces
 * are the largest rectangles left around what is placed. For equal widths that is the
 * shortest column, left first; it also packs Flatsome's banner grids of mixed sizes.
 * Heights count in whole pixels, rounded down, as Packery's measuring left them on the real
 * shop (an item 333.7 px tall puts the next one at 333 px).
 */
export interface Size {
  width: number;
  height: number;
}

interface Rect extends Size {
  x: number;
  y: number;
}

export interface Packed {
  spots: { x: number; y: number }[];
  /** The grid's height: the lowest item's bottom. */
  height: number;
}

/** Packery lets an item fit a space a pixel narrower or shorter than itself. */
const fits = (space: Rect, item: Size): boolean => space.width >= item.width - 1 && space.height >= item.height - 1;

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

const contains = (a: Rect, b: Rect): boolean => a.x <= b.x && a.y <= b.y && a.x + a.width >= b.x + b.width && a.y + a.height >= b.y + b.height;

/** What is left of `space` around `taken`: the strips above, right of, below and left of it, each as wide or tall as the space. */
function around(space: Rect, taken: Rect): Rect[] {
  const right = space.x + space.width;
  const bottom = space.y + space.height;
  return [
    { x: space.x, y: space.y, width: space.width, height: taken.y - space.y },
    { x: taken.x + taken.width, y: space.y, width: right - taken.x - taken.width, height: space.height },
    { x: space.x, y: taken.y + taken.height, width: space.width, height: bottom - taken.y - taken.height },
    { x: space.x, y: space.y, width: taken.x - space.x, height: space.height },
  ].filter((rect) => rect.width > 0 && rect.height > 0);
}

/** Free spaces after `taken`: split where it overlaps, only the largest kept, top first then left. */
function take(spaces: Rect[], taken: Rect): Rect[] {
  const split = spaces.flatMap((space) => (overlaps(space, taken) ? around(space, taken) : [space]));
  const largest = split.filter((rect, i) => !split.some((other, j) => j !== i && contains(other, rect) && (!contains(rect, other) || j < i)));
  return largest.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Where each item of `sizes` goes in a grid `width` wide. */
export function pack(width: number, sizes: Size[]): Packed {
  let spaces: Rect[] = [{ x: 0, y: 0, width, height: Infinity }];
  let height = 0;
  const spots = sizes.map((size) => {
    const item = { width: size.width, height: Math.floor(size.height) };
    const space = spaces.find((one) => fits(one, item)) ?? { x: 0, y: height };
    const taken = { x: space.x, y: space.y, ...item };
    spaces = take(spaces, taken);
    height = Math.max(height, space.y + size.height);
    return { x: space.x, y: space.y };
  });
  return { spots, height };
}
