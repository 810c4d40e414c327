import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance, scrollToNotices } from './notices';

describe('notices and result count', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('focuses the first role=alert notice after 500 ms', () => {
    vi.useFakeTimers();
    setBody(`<a href="#" id="first">x</a><div class="woocommerce-info">info</div>
      <ul class="woocommerce-error" role="alert" id="err"><li>Error</li></ul>
      <div class="woocommerce-message" role="alert">ok</div>`);
    enhance(document);
    const err = document.getElementById('err')!;
    expect(err.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(err);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(err);
  });

  it('refreshes a sorted result count after 2000 ms for screen readers', () => {
    vi.useFakeTimers();
    setBody('<p class="woocommerce-result-count" role="alert" data-is-sorted-by="true">Mostrando 1–20 de 30 resultados</p>');
    const count = document.querySelector('.woocommerce-result-count')!;
    const writes: string[] = [];
    new MutationObserver((records) => records.forEach(() => writes.push(count.textContent ?? ''))).observe(count, { childList: true });
    enhance(document);
    vi.advanceTimersByTime(1999);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(count.textContent).toBe('Mostrando 1–20 de 30 resultados');
    return Promise.resolve().then(() => expect(writes.length).toBeGreaterThanOrEqual(2));
  });

  it('scrolls to a notice with a 100 px offset over 1000 ms', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: false, media: q }) as MediaQueryList);
    setBody('<div id="n">notice</div>');
    const el = document.getElementById('n')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => void positions.push(y)) as unknown as typeof window.scrollTo);
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      clock += 250;
      setTimeout(() => cb(clock), 0);
      return 0;
    });
    await scrollToNotices(el);
    expect(positions.at(-1)).toBe(800);
    expect(positions).toHaveLength(4);
    expect(positions[1]).toBeCloseTo(400, 0);
  });

  it('jumps at once under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: true, media: q }) as MediaQueryList);
    setBody('<div id="n">notice</div>');
    const el = document.getElementById('n')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation((() => {}) as typeof window.scrollTo);
    await scrollToNotices(el);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith(0, 200);
  });
});
