import { describe, expect, it } from 'vitest';
import { backdropClasses, handles, isMobileAgent, mainClasses, pageClasses, readOpener, slideLevels, slideLists, slideTransform, tabHides, wrapperClasses } from './core';

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

describe('off-canvas core: slide-in sub-menus and tabs', () => {
  it('reads data-levels (1 unless 2) and picks the lists that slide', () => {
    expect([slideLevels('2'), slideLevels('1'), slideLevels(null), slideLevels('x')]).toEqual([2, 1, 1, 1]);
    expect(slideLists(1)).toBe(':scope > li > ul.children, :scope > li > .sub-menu');
    expect(slideLists(2)).toBe(':scope > li > ul.children, :scope > li > .sub-menu, :scope > li > ul.children > li > ul');
  });

  it('moves the menu a width per level, the other way right to left', () => {
    expect([slideTransform(0, false), slideTransform(1, false), slideTransform(2, false)]).toEqual(['translateX(0%)', 'translateX(-100%)', 'translateX(-200%)']);
    expect(slideTransform(1, true)).toBe('translateX(100%)');
  });

  it('hides the lists of the other tab, by data-tab, else by Flatsome\'s index rule', () => {
    // Flatsome prints data-tab="2" first: tab 1 (index 0) shows the second list.
    expect([tabHides(0, 0, '2'), tabHides(0, 1, '1')]).toEqual([true, false]);
    expect([tabHides(1, 0, '2'), tabHides(1, 1, '1')]).toEqual([false, true]);
    expect([tabHides(1, 0, null), tabHides(1, 1, null)]).toEqual([false, true]);
  });
});
