import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceStickyHeader, stickyStep, thresholds, type Thresholds } from './sticky-header';
import { emit } from '../../kernel/events';

describe("Flatsome's sticky thresholds", () => {
  it('jump and fade: stuck past the header + 100 px, loose at the top, or below a top bar that hides while stuck', () => {
    expect(thresholds(false, 120.5, 30.5, 0)).toEqual({ stick: 220.5, unstick: 31.5 });
    expect(thresholds(false, 90, 0, 0)).toEqual({ stick: 190, unstick: 1 });
    // A main row that hides (header_sticky off, the top bar sticks) does not count.
    expect(thresholds(false, 120, 0, 90)).toEqual({ stick: 220, unstick: 1 });
  });

  it('shrink: stuck as soon as the rows that hide are scrolled past', () => {
    expect(thresholds(true, 120.5, 30.5, 0)).toEqual({ stick: 30.5, unstick: 31.5 });
    expect(thresholds(true, 120, 0, 90)).toEqual({ stick: 90, unstick: 91 });
    expect(thresholds(true, 90, 0, 0)).toEqual({ stick: 0, unstick: 1 });
  });
});

describe('what a scroll does', () => {
  const limits: Thresholds = { stick: 220, unstick: 31 };

  it('without hide-on-scroll: sticks past stick, comes loose below unstick, and keeps its state between', () => {
    expect(stickyStep(221, 'down', limits, false)).toEqual({ stuck: true });
    expect(stickyStep(220, 'down', limits, false)).toEqual({});
    expect(stickyStep(100, 'up', limits, false)).toEqual({});
    expect(stickyStep(30, 'up', limits, false)).toEqual({ stuck: false });
    // Shrink's limits one pixel apart: past stick wins (as on the real shop at 31 px).
    expect(stickyStep(31, 'down', { stick: 30.5, unstick: 31.5 }, false)).toEqual({ stuck: true });
  });

  it('with hide-on-scroll: down hides (100 ms later), up past stick shows, at the top it is loose at once', () => {
    expect(stickyStep(50, 'down', limits, true)).toEqual({ stuck: false, later: true, hiding: true });
    expect(stickyStep(500, 'down', limits, true)).toEqual({ stuck: false, later: true, hiding: true });
    expect(stickyStep(300, 'up', limits, true)).toEqual({ stuck: true, later: true, hiding: false });
    expect(stickyStep(100, 'up', limits, true)).toEqual({});
    expect(stickyStep(10, 'up', limits, true)).toEqual({ stuck: false });
    expect(stickyStep(10, 'down', limits, true)).toEqual({ stuck: false });
  });
});

// The header as Flatsome 3.20 prints it (header.php, template-parts/header/*), with the
// heights of the real shop's rows (1280 px): a 30 px top bar that hides while stuck, a 90 px main row.
const HEADER = (classes: string, topBar = 'hide-for-sticky nav-dark') => `
  <header id="header" class="header ${classes}"><div class="header-wrapper" data-h="120">
    <div id="top-bar" class="header-top ${topBar}" data-h="30"></div>
    <div id="masthead" class="header-main" data-h="90">logo</div>
  </div></header><main id="main"></main>`;

describe('sticky header on the page', () => {
  let y = 0;
  const scrollTo = (to: number): void => {
    y = to;
    window.dispatchEvent(new Event('scroll'));
  };
  const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  const stuck = () => $('.header-wrapper').classList.contains('stuck');
  let stop = () => {};

  beforeEach(() => {
    y = 0;
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const h = this.closest('.stuck') && this.matches('.header-wrapper') ? 70 : Number(this.getAttribute('data-h') ?? 0);
      return { height: h, top: 0, bottom: h } as DOMRect;
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('style');
  });

  it('sticks past the header + 100 px keeping its height, loose again below the top bar; fires the events', () => {
    setBody(HEADER('has-sticky sticky-jump'));
    const heard: string[] = [];
    for (const name of ['flatsome-header-sticky', 'flatsome-header-unsticky']) document.addEventListener(`islas:${name}`, () => heard.push(name));
    $('#header').dataset.h = '120';
    stop = enhanceStickyHeader(document);
    scrollTo(220);
    expect(stuck()).toBe(false);
    scrollTo(221);
    expect(stuck()).toBe(true);
    expect($('#header').style.height).toBe('120px');
    scrollTo(31);
    expect(stuck()).toBe(true);
    scrollTo(30);
    expect(stuck()).toBe(false);
    expect($('#header').style.height).toBe('');
    expect(heard).toEqual(['flatsome-header-sticky', 'flatsome-header-unsticky']);
  });

  it('shrink sticks once the top bar is scrolled past', () => {
    setBody(HEADER('has-sticky sticky-shrink'));
    stop = enhanceStickyHeader(document);
    scrollTo(30);
    expect(stuck()).toBe(false);
    scrollTo(31);
    expect(stuck()).toBe(true);
    scrollTo(30);
    expect(stuck()).toBe(false);
  });

  it('hide-on-scroll: hidden 100 ms after scrolling down, back 100 ms after scrolling up past the threshold', () => {
    setBody(HEADER('has-sticky sticky-jump sticky-hide-on-scroll'));
    stop = enhanceStickyHeader(document);
    const hiding = () => $('#header').classList.contains('sticky-hide-on-scroll--active');
    scrollTo(400);
    expect(hiding()).toBe(true);
    expect(stuck()).toBe(false);
    scrollTo(300);
    expect(hiding()).toBe(false);
    expect(stuck()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(stuck()).toBe(true);
    // Down again: the mark at once, loose once the scroll rests 100 ms; a scroll within cancels.
    scrollTo(350);
    expect(hiding()).toBe(true);
    vi.advanceTimersByTime(50);
    scrollTo(360);
    vi.advanceTimersByTime(50);
    expect(stuck()).toBe(true);
    vi.advanceTimersByTime(50);
    expect(stuck()).toBe(false);
    // Up past it, then on up to where the header scrolled: the second scroll cancels the first's show.
    scrollTo(300);
    scrollTo(150);
    vi.advanceTimersByTime(200);
    expect(stuck()).toBe(false);
    // Back down to 300: hidden again; up to 250, shown; at the top, loose at once.
    scrollTo(300);
    scrollTo(250);
    vi.advanceTimersByTime(100);
    expect(stuck()).toBe(true);
    scrollTo(10);
    expect(stuck()).toBe(false);
  });

  it('a transparent header gets its background (and light nav) back while stuck', () => {
    setBody(HEADER('transparent has-transparent nav-dark toggle-nav-dark has-sticky sticky-jump'));
    stop = enhanceStickyHeader(document);
    scrollTo(300);
    expect($('#header').className).toBe('header has-transparent toggle-nav-dark has-sticky sticky-jump');
    expect($('#top-bar').classList.contains('nav-dark')).toBe(true);
    scrollTo(0);
    expect($('#header').className).toBe('header has-transparent toggle-nav-dark has-sticky sticky-jump transparent nav-dark');
  });

  it('publishes the stuck height: the CSS variable on <html> and flatsomeVars, the clone gone', () => {
    setBody(HEADER('has-sticky sticky-jump'));
    const win = window as unknown as { flatsomeVars?: Record<string, unknown> };
    win.flatsomeVars = { sticky_height: '70', stickyHeaderHeight: 0, scrollPaddingTop: 0 };
    stop = enhanceStickyHeader(document);
    expect(document.documentElement.style.getPropertyValue('--flatsome--header--sticky-height')).toBe('70px');
    expect(win.flatsomeVars).toMatchObject({ stickyHeaderHeight: 70, scrollPaddingTop: 70 });
    expect(document.getElementById('header-clone')).toBeNull();
    delete win.flatsomeVars;
  });

  it('after an add, with the mini cart revealed, a header hidden by hide-on-scroll comes back', () => {
    setBody(HEADER('has-sticky sticky-jump sticky-hide-on-scroll') + '<ul><li class="cart-item has-dropdown"></li></ul>');
    stop = enhanceStickyHeader(document, true);
    scrollTo(400);
    vi.advanceTimersByTime(100);
    expect(stuck()).toBe(false);
    emit('added_to_cart', [{}, 'hash', null]);
    expect(stuck()).toBe(true);
    expect($('#header').classList.contains('sticky-hide-on-scroll--active')).toBe(false);
  });

  it('does nothing while an off-canvas panel holds the page still', () => {
    setBody(HEADER('has-sticky sticky-jump'));
    stop = enhanceStickyHeader(document);
    scrollTo(300);
    document.body.classList.add('body-scroll-lock--active');
    scrollTo(0);
    expect(stuck()).toBe(true);
    document.body.classList.remove('body-scroll-lock--active');
  });

  // The header as Flatsome prints it with every sticky row off (header_sticky, topbar_sticky
  // and bottombar_sticky): no has-sticky on #header (inc/structure/structure-header.php).
  it('never sticks a header without has-sticky, nor publishes a height', () => {
    setBody(HEADER('', 'hide-for-sticky'));
    stop = enhanceStickyHeader(document);
    scrollTo(500);
    expect(stuck()).toBe(false);
    expect($('#header').style.height).toBe('');
    expect(document.documentElement.style.getPropertyValue('--flatsome--header--sticky-height')).toBe('');
  });

  it('leaves a page without the header alone', () => {
    setBody('<main></main>');
    stop = enhanceStickyHeader(document);
    scrollTo(500);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});
