import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { defaultConfig } from '../../../kernel/config';
import type { PageContext } from '../../../kernel/context';
import { enhance } from './sticky-column';

const ctx = { config: defaultConfig() } as PageContext;
const COLUMN = '<div class="row" style="position:relative"><div class="col"><div class="is-sticky-column" data-sticky-mode="javascript"><div class="is-sticky-column__inner"></div></div></div></div>';

describe('JavaScript-mode sticky columns', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("drops the mode (CSS mode then) without ResizeObserver, or without a row to move in", () => {
    vi.stubGlobal('ResizeObserver', undefined);
    setBody(COLUMN);
    enhance(document, ctx);
    expect(document.querySelector('.is-sticky-column')!.hasAttribute('data-sticky-mode')).toBe(false);
  });

  it('follows the row and the column sizes, and sticks a short column below the header (sticky height + 30)', () => {
    const observed: Element[] = [];
    let callback: ResizeObserverCallback | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: ResizeObserverCallback) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    setBody(COLUMN);
    const row = document.querySelector<HTMLElement>('.row')!;
    const column = document.querySelector<HTMLElement>('.is-sticky-column')!;
    // happy-dom lays nothing out: the row is the column's positioned ancestor.
    Object.defineProperty(column, 'offsetParent', { get: () => row, configurable: true });
    enhance(document, ctx);
    expect(observed).toEqual([row, column]);
    const rect = { x: 0, y: 0, width: 300, height: 2000 } as DOMRectReadOnly;
    callback!([{ target: row, contentRect: rect } as unknown as ResizeObserverEntry, { target: column, contentRect: rect } as unknown as ResizeObserverEntry], {} as ResizeObserver);
    // jsdom lays nothing out: a 0 px column is shorter than the window.
    expect(column.style.top).toBe(`${ctx.config.stickyHeight + 30}px`);
    expect(column.style.transform).toBe('');
  });
});
