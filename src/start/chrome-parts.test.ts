import { describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../cart/cart';
import { defaultConfig } from '../kernel/config';
import { setBody } from '../../tests/unit/helpers/dom';
import { chromeEnhancers as chromeTable, chromeParts } from './chrome-parts';
import { withLoaders } from '../../tests/unit/helpers/page';

// As the table of parts hands it in (parts.ts).
const afterInput = () => import('./chunks/first-input');
const chromeEnhancers = chromeTable(afterInput);
const { enhance } = chromeParts(afterInput);
const matching = () => chromeEnhancers.filter((enhancer) => document.querySelector(enhancer.selector)).map((enhancer) => enhancer.name);

describe('site-chrome enhancers', () => {
  it('load only where their markup is', () => {
    setBody('<div class="page"><p>nada</p></div>');
    expect(matching()).toEqual([]);
    setBody('<header class="header"><div class="header-wrapper"></div></header><main id="main"></main>');
    expect(matching()).toEqual(['header']);
    setBody('<form><input type="password"></form><p class="form-row validate-email"><input></p>');
    expect(matching()).toEqual(['forms']);
    setBody('<ul class="woocommerce-error" role="alert"><li>x</li></ul>');
    expect(matching()).toEqual(['notices']);
    setBody('<p class="woocommerce-result-count" data-is-sorted-by="true">x</p>');
    expect(matching()).toEqual(['notices']);
    setBody('<div class="tabbed-content"></div><span class="count-up">3</span>');
    expect(matching()).toEqual(['content']);
    setBody('<div id="coming-soon-footer-banner"></div>');
    expect(matching()).toEqual(['coming-soon-banner']);
    setBody('<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>');
    expect(matching()).toEqual(['order-attribution']);
    setBody('<script id="wc-order-attribution-js-extra">var wc_order_attribution = {};</script>');
    expect(matching()).toEqual(['order-attribution']);
  });

  it('each loads a module with enhance()', async () => {
    for (const enhancer of chromeEnhancers) expect(typeof (await enhancer.load()).enhance).toBe('function');
  });

  it('runs the matching ones, those for after the first input once the shopper acts, and marks them on <html data-islas-enhanced>', async () => {
    setBody('<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" href="#">x</a></div><ul class="woocommerce-error" role="alert"><li>x</li></ul>');
    document.documentElement.removeAttribute('data-islas-enhanced');
    vi.useFakeTimers();
    enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    await vi.advanceTimersByTimeAsync(2500);
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-islas-enhanced')).toBe('notices'));
    // The banner's dismiss link only matters once the shopper acts.
    expect(document.querySelector('.coming-soon-footer-banner-dismiss')!.hasAttribute('role')).toBe(false);
    window.dispatchEvent(new PointerEvent('pointermove', { movementX: 4, movementY: 2 }));
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-islas-enhanced')?.split(' ').sort()).toEqual(['coming-soon-banner', 'notices']));
    expect(document.querySelector('.coming-soon-footer-banner-dismiss')!.getAttribute('role')).toBe('button');
  });
});
