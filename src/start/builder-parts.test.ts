import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../tests/unit/helpers/dom';
import { fakeIntersectionObserver } from '../../tests/unit/helpers/intersection-observer';
import { BUILDER_INPUT_MARKUP, BUILDER_MARKUP } from './chrome-parts';
import { asEnhancers, builderParts, NEAR, whenAnyNear, type BuilderPart } from './builder-parts';


describe("the page-builder elements' table", () => {
  afterEach(() => vi.unstubAllGlobals());

  /**
   * Whether every element `piece` matches also matches `listed`: the same selector, or
   * `listed` with more qualifiers on its last compound (`.entry-content a` covers
   * `.entry-content a[href*=".png"]`), so the chrome's lists may be shorter than the parts'.
   */
  const covers = (listed: string, piece: string): boolean => piece === listed || (piece.startsWith(listed) && /^[[:.]/.test(piece.slice(listed.length)));
  const list = (markup: string) => markup.split(',').map((part) => part.trim());

  it('lists every selector of its parts in the chrome part that loads it (those of parts that wait for input may be in the input list)', () => {
    for (const part of builderParts) {
      const listed = part.when === 'input' ? [...list(BUILDER_MARKUP), ...list(BUILDER_INPUT_MARKUP)] : list(BUILDER_MARKUP);
      for (const selector of list(part.selector)) expect(listed.some((one) => covers(one, selector)), `${part.name}: ${selector}`).toBe(true);
    }
  });

  it('counts a selector covered only by itself or by a shorter one with fewer qualifiers on the same element', () => {
    expect(covers('.entry-content a', '.entry-content a[href*=".png"]')).toBe(true);
    expect(covers('a.button', 'a.button.open-video')).toBe(true);
    expect(covers('.gallery a', '.gallery ab')).toBe(false);
    expect(covers('.gallery a', '.gallery a img')).toBe(false);
    expect(covers('.lightbox', '.lightbox-by-id')).toBe(false);
  });

  it("loads the table at load where a [lightbox] opens by itself (the lightbox part's neededAtLoad)", () => {
    expect(BUILDER_MARKUP.split(',')).toContain('[data-islas-auto-open]');
  });

  it('lists in the input list only selectors of parts that wait for input (others would wait for the input too)', () => {
    const waiting = builderParts.filter((part) => part.when === 'input').flatMap((part) => list(part.selector));
    for (const selector of list(BUILDER_INPUT_MARKUP)) expect(waiting.some((piece) => covers(selector, piece)), selector).toBe(true);
  });

  it('waits for the first matching element to near the viewport, about a screen ahead', async () => {
    setBody('<div class="far" data-x></div><div class="near" data-x></div>');
    const { observers, intersect } = fakeIntersectionObserver();
    let near = false;
    const done = whenAnyNear(document, '[data-x]').then(() => (near = true));
    expect(observers[0]!.options?.rootMargin).toBe(NEAR);
    expect(observers[0]!.targets).toHaveLength(2);
    intersect(document.querySelector('.far')!, false);
    await Promise.resolve();
    expect(near).toBe(false);
    intersect(document.querySelector('.near')!, true);
    await done;
    expect(near).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('loads a visible part only once its markup nears the viewport; load and input parts as the runner does', async () => {
    setBody('<div data-x></div>');
    const { intersect } = fakeIntersectionObserver();
    const load = vi.fn(async () => ({ enhance: () => {} }));
    const parts: BuilderPart[] = [
      { name: 'seen', selector: '[data-x]', load, when: 'visible' },
      { name: 'now', selector: '[data-x]', load },
      { name: 'later', selector: '[data-x]', load, when: 'input' },
    ];
    const [seen, now, later] = asEnhancers(parts, document);
    expect(now!.when).toBeUndefined();
    expect(later!.when).toBe('input');
    expect(seen!.when).toBe('load');
    const loaded = seen!.load();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    intersect(document.querySelector('[data-x]')!, true);
    await loaded;
    expect(load).toHaveBeenCalledTimes(1);
  });
});
