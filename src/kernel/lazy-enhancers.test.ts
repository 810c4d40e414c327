import { describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../cart/cart';
import { defaultConfig } from './config';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { runLazyEnhancers } from './lazy-enhancers';
import { withLoaders } from '../../tests/unit/helpers/page';

describe('lazy enhancers', () => {
  const ctx = withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) });

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

  it('stays off where the server kept any of the stock scripts it overlaps', async () => {
    setBody(`<div class="woocommerce-tabs"></div>`);
    const load = vi.fn(async () => ({ enhance: vi.fn() }));
    const tabs = { name: 'tabs', selector: '.woocommerce-tabs', load, stock: ['wc-single-product', 'flatsome-js'] };
    const page = (kept: string[]) => withLoaders({ config: { ...defaultConfig(), keptScripts: kept }, cart: ctx.cart });
    runLazyEnhancers([tabs], page(['flatsome-js']));
    runLazyEnhancers([tabs], page(['wc-single-product']));
    await flush();
    expect(load).not.toHaveBeenCalled();
    runLazyEnhancers([tabs], page(['woocommerce']));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
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

  it("with when: 'input', waits for the shopper's first input, unless the page needs it at load", async () => {
    setBody(`<div class="woocommerce-tabs"></div>`);
    const later = vi.fn(async () => ({ enhance: vi.fn() }));
    const now = vi.fn(async () => ({ enhance: vi.fn() }));
    runLazyEnhancers(
      [
        { name: 'later', selector: '.woocommerce-tabs', load: later, when: 'input' },
        { name: 'now', selector: '.woocommerce-tabs', load: now, when: 'input', neededAtLoad: () => true },
      ],
      ctx,
    );
    await flush();
    expect(later).not.toHaveBeenCalled();
    expect(now).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("with when: 'input' and holdChangesOn, a change on those fields before any input brings it (a password manager's, a script's), a change elsewhere does not", async () => {
    setBody(`<form class="variations_form"><select id="color"><option value="">-</option><option value="rojo">Rojo</option></select></form><input type="checkbox" id="other">`);
    const load = vi.fn(async () => ({ enhance: vi.fn() }));
    runLazyEnhancers([{ name: 'variation-form', selector: 'form.variations_form', load, when: 'input', holdChangesOn: '.variations_form select' }], ctx);
    document.getElementById('other')!.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(load).not.toHaveBeenCalled();
    const select = document.getElementById('color') as HTMLSelectElement;
    select.value = 'rojo';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // Then neither a first input nor another change loads it again.
    window.dispatchEvent(new Event('scroll'));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a click that comes before the enhancer and plays it to the enhanced markup', async () => {
    setBody(`<button class="wishlist-button" id="heart">♥</button>`);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const clicked = vi.fn();
    runLazyEnhancers(
      [
        {
          name: 'wishlist',
          selector: '.wishlist-button',
          load: async () => {
            await arrived;
            return { enhance: () => document.getElementById('heart')!.addEventListener('click', clicked) };
          },
          when: 'input',
          holdClicksOn: '.wishlist-button',
        },
      ],
      ctx,
    );
    const heart = document.getElementById('heart')!;
    heart.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    heart.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    release();
    await flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
