import { afterEach, describe, expect, it, vi } from 'vitest';
import { fadeIn, fadeOut, FADE_IN_MS, FADE_OUT_MS, motionMs, slide, SLIDE_MS } from './motion';

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

function recordAnimations() {
  const durations: number[] = [];
  vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(function (_frames, options) {
    durations.push(Number((options as KeyframeAnimationOptions).duration));
    return { finished: Promise.resolve() } as unknown as Animation;
  });
  return durations;
}

describe('motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fades overlays in over 200 ms and out over 400 ms, slides over 250 ms', async () => {
    reducedMotion(false);
    const durations = recordAnimations();
    const el = document.createElement('div');
    await fadeIn(el);
    await fadeOut(el);
    await slide(el, true);
    expect([FADE_IN_MS, FADE_OUT_MS, SLIDE_MS]).toEqual([200, 400, 250]);
    expect(durations).toEqual([200, 400, 250]);
  });

  it('does not animate at all when the shopper prefers reduced motion', async () => {
    reducedMotion(true);
    const durations = recordAnimations();
    const el = document.createElement('div');
    await fadeIn(el);
    await fadeOut(el);
    await slide(el, false);
    expect(durations).toEqual([]);
    expect(motionMs(400)).toBe(0);
    expect(el.hidden).toBe(true);
  });
});
