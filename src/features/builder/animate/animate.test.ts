import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { fakeIntersectionObserver } from '../../../../tests/unit/helpers/intersection-observer';
import { animatesAtOnce, enhance, playEntrance, THRESHOLD } from './animate';

/** The fake observer, with `show` reporting an element's visible ratio to the first observer made. */
function fakeObserver() {
  const { observers: made, report } = fakeIntersectionObserver();
  const show = (el: Element, intersectionRatio: number) => report(made[0]!, el, { intersectionRatio });
  return { made, show };
}

const reduce = (on: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), addEventListener() {} }));

describe("Flatsome's entrance animations", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.documentElement.removeAttribute('ng-app');
  });

  it('marks at once an empty value, reduced motion and the UX Builder; else as it shows', () => {
    expect(animatesAtOnce('fadeInUp', false, false)).toBe(false);
    expect(animatesAtOnce('', false, false)).toBe(true);
    expect(animatesAtOnce(null, false, false)).toBe(true);
    expect(animatesAtOnce('bounceIn', true, false)).toBe(true);
    expect(animatesAtOnce('bounceIn', false, true)).toBe(true);
  });

  it('plays the marks in order: the start, a frame later the transition, 300 ms later the end', () => {
    vi.useFakeTimers();
    setBody('<div data-animate="fadeInUp" data-animated="false" data-animate-transition="true"></div>');
    const el = document.querySelector('div')!;
    const frames: (() => void)[] = [];
    playEntrance(el, (next) => frames.push(next));
    expect(el.hasAttribute('data-animated')).toBe(false);
    expect(el.hasAttribute('data-animate-transition')).toBe(false);
    frames.shift()!();
    expect(el.getAttribute('data-animate-transform')).toBe('true');
    expect(el.hasAttribute('data-animate-transition')).toBe(false);
    frames.shift()!();
    expect(el.getAttribute('data-animate-transition')).toBe('true');
    vi.advanceTimersByTime(299);
    expect(el.hasAttribute('data-animated')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(el.getAttribute('data-animated')).toBe('true');
  });

  it('watches each element with a tenth showing, and plays one once it shows at all', async () => {
    reduce(false);
    const { made, show } = fakeObserver();
    setBody('<div id="a" data-animate="fadeInUp"></div><div id="b" data-animate="bounceIn"></div><div id="c" data-animate=""></div>');
    enhance(document);
    expect(made).toHaveLength(1);
    expect(made[0]!.options?.threshold).toBe(THRESHOLD);
    expect(made[0]!.observed.map((el) => el.id)).toEqual(['a', 'b']);
    expect(document.getElementById('c')!.getAttribute('data-animated')).toBe('true');
    const a = document.getElementById('a')!;
    show(a, 0);
    expect(made[0]!.unobserved).toEqual([]);
    show(a, 0.05);
    expect(made[0]!.unobserved).toEqual([a]);
    await new Promise((done) => setTimeout(done, 400));
    expect(a.getAttribute('data-animated')).toBe('true');
    expect(document.getElementById('b')!.hasAttribute('data-animated')).toBe(false);
  });

  it('marks every element at once for reduced motion, or without IntersectionObserver', () => {
    reduce(true);
    const { made } = fakeObserver();
    setBody('<div data-animate="fadeInUp"></div><a class="hotspot" data-animate="bounceIn"></a>');
    enhance(document);
    expect(made[0]!.observed).toEqual([]);
    expect([...document.querySelectorAll('[data-animate]')].map((el) => el.getAttribute('data-animated'))).toEqual(['true', 'true']);
    reduce(false);
    vi.stubGlobal('IntersectionObserver', undefined);
    setBody('<div data-animate="fadeInUp"></div>');
    enhance(document);
    expect(document.querySelector('div')!.getAttribute('data-animated')).toBe('true');
  });

  it('leaves an element already marked alone when run again', () => {
    reduce(false);
    const { made } = fakeObserver();
    setBody('<div data-animate="fadeInUp" data-animated="true"></div>');
    enhance(document);
    expect(made[0]!.observed).toEqual([]);
  });
});
