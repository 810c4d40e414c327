import { describe, expect, it } from 'vitest';
import { backdropClasses, handles, isMobileAgent, mainClasses, pageClasses, readOpener, wrapperClasses } from './core';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('off-canvas core', () => {
  it("reads Flatsome's menu icon (element-menu-icon.php) and sets the classes its lightboxes behaviour sets", () => {
    const menu = readOpener(attrs({ 'data-open': '#main-menu', 'data-pos': 'left', 'data-bg': 'main-menu-overlay', 'data-color': '' }), true);
    expect(menu).toEqual({ target: '#main-menu', pos: 'left', bg: 'main-menu-overlay', color: '', contentClass: '', focus: '', visibleAfter: false });
    expect(mainClasses(menu)).toEqual(['off-canvas', 'off-canvas-left']);
    expect(backdropClasses(menu)).toEqual(['mfp-bg', 'off-canvas', 'off-canvas-left', 'main-menu-overlay']);
    expect(wrapperClasses(menu)).toEqual(['mfp-wrap', 'mfp-auto-cursor', 'off-canvas', 'off-canvas-left']);
    expect(pageClasses(menu)).toEqual({ whileOpen: 'has-off-canvas', untilGone: ['has-off-canvas-left'] });
    expect(mainClasses({ ...menu, pos: 'center', color: 'dark' })).toEqual(['off-canvas', 'dark', 'off-canvas-center']);
  });

  it('reads the search lightbox focus target, the cart class and data-visible-after', () => {
    const search = readOpener(attrs({ 'data-open': '#search-lightbox', 'data-focus': 'input.search-field' }), true);
    expect(search.focus).toBe('input.search-field');
    expect(mainClasses(search)).toEqual(['off-canvas']);
    expect(pageClasses(search).untilGone).toEqual([]);
    expect(readOpener(attrs({ 'data-open': '#shop-sidebar', 'data-visible-after': 'true' }), false).visibleAfter).toBe(true);
    expect(readOpener(attrs({ 'data-open': '#x', 'data-visible-after': 'false' }), false).visibleAfter).toBe(false);
    expect(readOpener(attrs({ 'data-open': '#cart-popup', 'data-class': 'off-canvas-cart' }), true).contentClass).toBe('off-canvas-cart');
  });

  it('keeps the product sidebar shown after closing when it was shown (Flatsome guesses for that one only)', () => {
    expect(readOpener(attrs({ 'data-open': '#product-sidebar' }), false).visibleAfter).toBe(true);
    expect(readOpener(attrs({ 'data-open': '#product-sidebar' }), true).visibleAfter).toBe(false);
    expect(readOpener(attrs({ 'data-open': '#shop-sidebar' }), false).visibleAfter).toBe(false);
  });

  it("leaves the islands' targets and anything but one id to others", () => {
    const target = (id: string) => readOpener(attrs({ 'data-open': id }), true);
    expect(handles(target('#main-menu'))).toBe(true);
    expect(handles(target('#cart-popup'))).toBe(false);
    expect(handles(target('#login-form-popup'))).toBe(false);
    expect(handles(target('.menu'))).toBe(false);
    expect(handles(target(''))).toBe(false);
  });

  it('tells the phones and tablets whose body Flatsome fixes in place', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
  });
});
