import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { enhanceMasonry, itemsOf, layout } from './masonry';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

/** jsdom lays nothing out: each element's size as the test says. */
function sizes(grid: HTMLElement, width: number, heights: number[]): void {
  Object.defineProperty(grid, 'clientWidth', { configurable: true, value: width });
  itemsOf(grid).forEach((item, i) => vi.spyOn(item, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, width / 2, heights[i])));
}

describe('masonry / packery grids', () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes its items from the options' itemSelector, else every child (also for malformed options)", () => {
    setBody(`<div id="a" data-packery-options='{"itemSelector": ".col"}'><div class="col"></div><p></p><div class="col"></div></div>
      <div id="b" data-packery-options='{itemSelector'><div></div><p></p></div><div id="c" class="has-packery"><div></div></div>
      <div id="d" data-packery-options='{"itemSelector": "::bad("}'><div></div></div><div id="e" data-packery-options="null"><i></i></div>`);
    expect(itemsOf($('#a'))).toHaveLength(2);
    expect(itemsOf($('#b'))).toHaveLength(2);
    expect(itemsOf($('#c'))).toHaveLength(1);
    expect(itemsOf($('#d'))).toHaveLength(1);
    expect(itemsOf($('#e'))).toHaveLength(1);
  });

  it('places the items where Packery packs them and makes the grid as tall; writes nothing the second time', () => {
    setBody(`<div id="g" data-packery-options='{"itemSelector": ".col"}'>${'<div class="col"></div>'.repeat(3)}</div>`);
    const grid = $('#g');
    sizes(grid, 400, [300, 100, 100]);
    layout(grid);
    expect(grid.style.position).toBe('relative');
    expect(grid.style.height).toBe('300px');
    expect([...grid.children].map((item) => (item as HTMLElement).style.cssText)).toEqual([
      'position: absolute; left: 0px; top: 0px;',
      'position: absolute; left: 200px; top: 0px;',
      'position: absolute; left: 200px; top: 100px;',
    ]);
    const set = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    layout(grid);
    expect(set).not.toHaveBeenCalled();
  });

  it('leaves a hidden grid (no width) alone, and a banner grid wrapper loses .processing once its images are in', async () => {
    setBody('<div class="banner-grid-wrapper processing"><div class="has-packery" id="g"><div><img id="i"></div></div></div>');
    Object.defineProperty($('#i'), 'complete', { configurable: true, value: false });
    enhanceMasonry(document);
    expect($('#g').style.position).toBe('');
    expect($('.banner-grid-wrapper').classList.contains('processing')).toBe(true);
    $('#i').dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve));
    expect($('.banner-grid-wrapper').classList.contains('processing')).toBe(false);
  });
});
