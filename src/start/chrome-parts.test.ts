import { describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../cart/cart';
import { defaultConfig } from '../kernel/config';
import { clearCookies, setBody, shopperClick } from '../../tests/unit/helpers/dom';
import { rememberFirstInput } from '../kernel/triggers';
import { chromeEnhancers as chromeTable, chromeParts } from './chrome-parts';
import { withLoaders } from '../../tests/unit/helpers/page';

// As the table of parts hands them in (parts.ts).
const afterInput = () => import('./chunks/first-input');
const loadTracking = () => import('./chunks/order-attribution');
const loadBuilder = () => import('./chunks/builder').then((chunk) => chunk.builder);
const chromeEnhancers = chromeTable(afterInput, loadTracking, loadBuilder);
const { enhance } = chromeParts(afterInput, loadTracking, loadBuilder);
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
    // 10.8+: role=status on every count, sorted or not.
    setBody('<p class="woocommerce-result-count" role="status" aria-relevant="all">x</p>');
    expect(matching()).toEqual(['notices']);
    setBody('<div class="tabbed-content"></div><span class="count-up">3</span>');
    expect(matching()).toEqual(['content']);
    setBody('<div id="coming-soon-footer-banner"></div>');
    expect(matching()).toEqual(['coming-soon-banner']);
    setBody('<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>');
    expect(matching()).toEqual(['order-attribution']);
    setBody('<script id="wc-order-attribution-js-extra">var wc_order_attribution = {};</script>');
    expect(matching()).toEqual(['order-attribution']);
    // Flatsome's: back-to-top, keys, cookie notice.
    setBody('<button type="button" id="top-link" class="back-to-top button icon"></button>');
    expect(matching()).toEqual(['back-to-top']);
    setBody('<a href="#" role="button" data-flatsome-role-button>x</a><div role="radiogroup" data-flatsome-role-radiogroup></div>');
    expect(matching()).toEqual(['role-button']);
    setBody('<div class="flatsome-cookies" inert></div>');
    expect(matching()).toEqual(['cookie-notice']);
  });

  it('each loads a module with enhance()', async () => {
    // The cookie notice's code waits for an input or for the notice to be due.
    vi.useFakeTimers();
    const modules = Promise.all(chromeEnhancers.map((enhancer) => enhancer.load()));
    await vi.advanceTimersByTimeAsync(2500);
    vi.useRealTimers();
    for (const module of await modules) expect(typeof module.enhance).toBe('function');
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

  it("shows Flatsome's cookie notice 2.5 s later without any input, and the back-to-top button and keys once the shopper acts", async () => {
    clearCookies();
    setBody(`<div id="wrapper"><a href="#" id="menu" role="button" data-flatsome-role-button>Menú</a>
      <button type="button" id="top-link" class="back-to-top button icon" aria-label="Ir arriba"></button></div>
      <div class="flatsome-cookies" inert><div class="flatsome-cookies__inner"><div class="flatsome-cookies__text">Cookies.</div>
      <div class="flatsome-cookies__buttons"><button type="button" class="button primary flatsome-cookies__accept-btn"><span>Aceptar</span></button></div></div></div>`);
    document.documentElement.removeAttribute('data-islas-enhanced');
    const enhanced = () => (document.documentElement.getAttribute('data-islas-enhanced') ?? '').split(' ').filter(Boolean).sort();
    vi.useFakeTimers();
    try {
      enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
      await vi.advanceTimersByTimeAsync(1000);
      // No input yet: the notice's code comes when it is due. (happy-dom has no navigation
      // timing, so the notice counts its 2.5 s from its code's arrival here.)
      expect(enhanced()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1500);
      await vi.waitFor(() => expect(enhanced()).toEqual(['cookie-notice']));
      await vi.advanceTimersByTimeAsync(2500);
      expect(document.querySelector('.flatsome-cookies')!.className).toBe('flatsome-cookies flatsome-cookies--active');
      // Until the shopper acts, Space on a role=button link is the browser's.
      const space = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
      document.querySelector('#menu')!.dispatchEvent(space);
      expect(space.defaultPrevented).toBe(false);
      window.dispatchEvent(new PointerEvent('pointermove', { movementX: 4, movementY: 2 }));
      await vi.waitFor(() => expect(enhanced()).toEqual(['back-to-top', 'cookie-notice', 'role-button']));
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a click on a dropdown's link made before the header's code is there (the search icon: a link to \"#\" that only opens its dropdown)", async () => {
    setBody(`<div class="header-wrapper"><ul class="header-nav"><li class="header-search header-search-dropdown has-icon has-dropdown">
      <a href="#" class="nav-top-link is-small" aria-expanded="false">Buscar</a><ul class="nav-dropdown"><li><input type="search" class="search-field"></li></ul></li></ul></div>`);
    const forget = rememberFirstInput();
    try {
      enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
      // The click is the first input: pressed with no pointer move before it, as a shopper may.
      const click = shopperClick(document.querySelector('.header-search > a')!);
      expect(click.defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(document.querySelector('.header-search')!.classList.contains('current-dropdown')).toBe(true));
      expect(document.querySelector('.header-search > a')!.getAttribute('aria-expanded')).toBe('true');
    } finally {
      forget();
    }
  });
});
