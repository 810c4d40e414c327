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

  for (const [release, markup] of [
    ['9.4 (a sorted count)', '<p class="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by="true">Mostrando 1–20 de 30 resultados</p>'],
    ['10.8+ (role=status on every count)', '<p class="woocommerce-result-count" role="status" aria-relevant="all">Mostrando 1–20 de 30 resultados</p>'],
  ]) {
    it(`announces the result count of a listing with a query again: role=alert, aria-hidden until 2000 ms, then re-written (${release})`, () => {
      vi.useFakeTimers();
      history.replaceState(null, '', '/tienda/?orderby=price');
      setBody(markup! + '<p class="woocommerce-result-count" id="second">Mostrando</p>');
      const count = document.querySelector('.woocommerce-result-count')!;
      const writes: string[] = [];
      new MutationObserver((records) => records.forEach(() => writes.push(count.textContent ?? ''))).observe(count, { childList: true });
      enhance(document);
      expect([count.getAttribute('role'), count.getAttribute('aria-hidden')]).toEqual(['alert', 'true']);
      vi.advanceTimersByTime(1999);
      expect(writes).toEqual([]);
      expect(count.getAttribute('aria-hidden')).toBe('true');
      vi.advanceTimersByTime(1);
      expect(count.getAttribute('aria-hidden')).toBe('false');
      expect(count.textContent).toBe('Mostrando 1–20 de 30 resultados');
      expect(document.getElementById('second')!.hasAttribute('aria-hidden')).toBe(false);
      history.replaceState(null, '', '/');
      return Promise.resolve().then(() => expect(writes.length).toBeGreaterThanOrEqual(1));
    });
  }

  it.each([
    ['without a query in the address', '/tienda/', ''],
    ['where the product-filters block announces its own counts (10.9)', '/tienda/?orderby=price', '<div data-wp-interactive="woocommerce/product-filters"></div>'],
  ])('leaves the result count alone %s', (_, address, filters) => {
    vi.useFakeTimers();
    history.replaceState(null, '', address);
    setBody(`${filters}<p class="woocommerce-result-count" role="status">Mostrando 30 resultados</p>`);
    const count = document.querySelector('.woocommerce-result-count')!;
    const writes: unknown[] = [];
    new MutationObserver((records) => writes.push(...records)).observe(count, { childList: true, attributes: true });
    enhance(document);
    vi.advanceTimersByTime(3000);
    return Promise.resolve().then(() => {
      expect(writes).toEqual([]);
      expect(count.getAttribute('role')).toBe('status');
      history.replaceState(null, '', '/');
    });
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
