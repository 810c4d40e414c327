import { describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../cart';
import { defaultConfig } from '../config';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { runLazyEnhancers } from './lazy';

describe('lazy enhancers', () => {
  const ctx = { config: defaultConfig(), cart: createCartRuntime(defaultConfig()) };

  it('imports only the enhancers whose markup is on the page', async () => {
    setBody(`<div class="woocommerce-tabs"></div>`);
    const enhance = vi.fn();
    const tabs = vi.fn(async () => ({ enhance }));
    const absent = vi.fn(async () => ({ enhance: vi.fn() }));
    runLazyEnhancers(
      [
        { name: 'tabs', selector: '.woocommerce-tabs', load: tabs },
        { name: 'attribution', selector: 'wc-order-attribution-inputs', load: absent },
      ],
      ctx,
    );
    await flush();
    expect(tabs).toHaveBeenCalledTimes(1);
    expect(enhance).toHaveBeenCalledWith(document, ctx);
    expect(absent).not.toHaveBeenCalled();
  });

  it('keeps a failing enhancer to itself', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setBody(`<div class="a"></div>`);
    const fine = vi.fn();
    runLazyEnhancers(
      [
        { name: 'broken', selector: '.a', load: async () => ({ enhance: () => { throw new Error('boom'); } }) },
        { name: 'unloadable', selector: '.a', load: () => Promise.reject(new Error('404')) },
        { name: 'fine', selector: '.a', load: async () => ({ enhance: fine }) },
      ],
      ctx,
    );
    await flush();
    expect(fine).toHaveBeenCalled();
    expect(error.mock.calls.map(([m]) => String(m)).sort()).toEqual([
      '[islas] enhancer "broken" failed.',
      '[islas] enhancer "unloadable" could not be loaded.',
    ]);
  });
});
