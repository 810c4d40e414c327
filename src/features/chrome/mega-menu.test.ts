import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { placeDropdown } from './mega-menu';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
/** Gives an element a box (happy-dom lays nothing out). */
function lay(el: HTMLElement, box: { left: number; top: number; width: number; height: number }, clientWidth = box.width): void {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height } as DOMRect);
  vi.spyOn(el, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

// A 1280 px window: Flatsome's container 1110 px wide at 85 px (1080 px inside its gutters),
// the masthead 30-120 px down, its menu items 60-90 px.
function header(items: string): void {
  setBody(`<div class="header-wrapper"><div id="masthead" class="header-main"><div class="header-inner flex-row container">
    <ul class="nav header-nav">${items}</ul></div></div></div>`);
  vi.stubGlobal('innerWidth', 1280);
  lay($('.container'), { left: 85, top: 30, width: 1110, height: 90 });
  lay($('#masthead'), { left: 0, top: 30, width: 1280, height: 90 });
  lay(document.body, { left: 0, top: 0, width: 1280, height: 2000 });
}

describe('dropdown placement (flatsome.js dropdown)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('moves a dropdown that would run out of the container back inside it', () => {
    header('<li id="m" class="menu-item has-dropdown current-dropdown"><a href="/">Marcas</a><ul class="nav-dropdown"></ul></li>');
    // 800 px wide from x = 600: 220 px past the container's inner right edge (1180).
    lay($('#m > .nav-dropdown'), { left: 600, top: 90, width: 800, height: 300 });
    placeDropdown($('#m'));
    expect($('#m > .nav-dropdown').style.marginLeft).toBe('-220px');
    expect($('#m > .nav-dropdown').classList.contains('nav-dropdown-full')).toBe(false);
  });

  it('moves one that fits but sits nearer the right toward the middle, and leaves one on the left alone', () => {
    header('<li id="m" class="menu-item has-dropdown"><a href="/">Marcas</a><ul class="nav-dropdown"></ul></li>');
    // 520 px wide, 500 px left of it and 60 px right: moved (500 + 60) / 3.
    lay($('#m > .nav-dropdown'), { left: 600, top: 90, width: 520, height: 300 });
    placeDropdown($('#m'));
    expect(parseFloat($('#m > .nav-dropdown').style.marginLeft)).toBeCloseTo(-560 / 3, 3);

    header('<li id="m" class="menu-item has-dropdown"><a href="/">Ropa</a><ul class="nav-dropdown"></ul></li>');
    lay($('#m > .nav-dropdown'), { left: 150, top: 90, width: 260, height: 300 });
    placeDropdown($('#m'));
    expect($('#m > .nav-dropdown').getAttribute('style')).toBeNull();
  });

  it('marks one wider than the container nav-dropdown-full', () => {
    header('<li id="m" class="menu-item has-dropdown"><a href="/">Marcas</a><ul class="nav-dropdown"></ul></li>');
    lay($('#m > .nav-dropdown'), { left: 100, top: 90, width: 1200, height: 300 });
    placeDropdown($('#m'));
    expect($('#m > .nav-dropdown').classList.contains('nav-dropdown-full')).toBe(true);
  });

  it('gives a full-width mega menu the body width, its left edge and a top under the masthead', () => {
    header('<li id="m" class="menu-item menu-item-design-full-width menu-item-has-block has-dropdown"><a href="/">Novedades</a><div class="sub-menu nav-dropdown"></div></li>');
    lay($('#m'), { left: 400, top: 60, width: 120, height: 30 });
    lay($('#m > .nav-dropdown'), { left: 400, top: 60, width: 260, height: 200 });
    placeDropdown($('#m'));
    const style = $('#m > .nav-dropdown').style;
    expect(style.width).toBe('1280px');
    expect(style.left).toBe('-400px');
    // The masthead ends 30 px below the item: 30 + its 30 px height.
    expect(style.top).toBe('60px');
  });

  it('gives a container-width one the container inner width, from its inner left edge', () => {
    header('<li id="m" class="menu-item menu-item-design-container-width menu-item-has-block has-dropdown"><a href="/">Novedades</a><div class="sub-menu nav-dropdown"></div></li>');
    lay($('#m'), { left: 400, top: 60, width: 120, height: 30 });
    lay($('#m > .nav-dropdown'), { left: 400, top: 60, width: 260, height: 200 });
    placeDropdown($('#m'));
    const style = $('#m > .nav-dropdown').style;
    expect(style.width).toBe('1080px');
    expect(style.left).toBe(`${85 + 15 - 400}px`);
    expect(style.top).toBe('60px');
  });

  it('opens a full-width one of the vertical menu beside it, to the window edge', () => {
    setBody(`<div class="header-wrapper"><div id="wide-nav" class="header-bottom"><div class="flex-row container">
      <ul class="nav"><li class="header-vertical-menu"><div class="header-vertical-menu__fly-out"><ul class="ux-nav-vertical-menu">
      <li id="m" class="menu-item menu-item-design-full-width has-dropdown"><a href="/">Ropa</a><div class="sub-menu nav-dropdown"></div></li>
      </ul></div></li></ul></div></div></div>`);
    lay($('.container'), { left: 85, top: 120, width: 1110, height: 50 });
    lay(document.body, { left: 0, top: 0, width: 1280, height: 2000 });
    lay($('#m'), { left: 100, top: 170, width: 250, height: 40 });
    lay($('#m > .nav-dropdown'), { left: 100, top: 170, width: 260, height: 200 });
    placeDropdown($('#m'));
    const style = $('#m > .nav-dropdown').style;
    expect(style.width).toBe(`${1280 - 350}px`);
    expect(style.top).toBe('');
  });
});
