import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../tests/unit/helpers/dom';
import { prefetchAtIdle } from './prefetch';

const LIST = [
  ['body', ['/dist/chunks/first-input.js', '/dist/chunks/runtime-after-input.js']],
  ['form.cart', ['/dist/chunks/product.js', '/dist/chunks/runtime-after-input.js']],
  ['[data-open]', ['/dist/chunks/off-canvas.js']],
];

const preloads = (): string[] => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')!);

/** The document's readyState, as the page is when islas starts. */
function pageIs(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('prefetchAtIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    setBody('<form class="cart"></form>');
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
    delete (navigator as { connection?: unknown }).connection;
  });

  it("preloads (without running) the chunks of the markup on the page, once the browser is idle after the load", async () => {
    pageIs('loading');
    prefetchAtIdle(LIST);
    await vi.advanceTimersByTimeAsync(3000);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    // Not at once: the page's own chunks, which islas imports after the load, come first.
    await vi.advanceTimersByTimeAsync(900);
    expect(preloads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    // The off-canvas chunk is not: no [data-open] here. An address twice is fetched once by the module map.
    expect(preloads()).toEqual(['/dist/chunks/first-input.js', '/dist/chunks/runtime-after-input.js', '/dist/chunks/product.js', '/dist/chunks/runtime-after-input.js']);
  });

  it('starts at idle at once where the page had loaded before islas started (the jQuery bridge first)', async () => {
    pageIs('complete');
    prefetchAtIdle(LIST);
    await vi.advanceTimersByTimeAsync(3000);
    expect(preloads()).toContain('/dist/chunks/product.js');
  });

  it('fetches nothing where the visitor asked to save data', async () => {
    pageIs('complete');
    (navigator as { connection?: unknown }).connection = { saveData: true };
    prefetchAtIdle(LIST);
    await vi.advanceTimersByTimeAsync(3000);
    expect(preloads()).toEqual([]);
  });

  it('says a malformed list once and does not throw; no list, nothing', async () => {
    pageIs('complete');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    prefetchAtIdle({ body: ['/x.js'] });
    prefetchAtIdle([['', ['/y.js']]]);
    prefetchAtIdle(undefined);
    await vi.advanceTimersByTimeAsync(3000);
    expect(preloads()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('islas_params.prefetch');
    warn.mockRestore();
  });
});
