import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installJQueryBridge } from '../../kernel/events';
import { createBridge } from '../../kernel/jquery/bridge';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhanceDropdownMenus } from './dropdown-menus';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const jQuery: any = jQueryFactory;
const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const key = (target: Element, k: string) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const pointer = (target: Element, type: string, pointerType = 'mouse', x = 10) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: type === 'pointerdown', pointerType, clientX: x, clientY: 10 }));
const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
/** The mouse comes over `target` and rests there past hoverIntent's 20 ms. */
const rest = (target: Element) => {
  pointer(target, 'pointerenter');
  vi.advanceTimersByTime(20);
};
const leave = (target: Element) => {
  pointer(target, 'pointerleave');
  vi.advanceTimersByTime(70);
};
const open = (id: string) => $(`#${id}`).classList.contains('current-dropdown');
const expanded = (id: string) => $(`#${id} a`).getAttribute('aria-expanded');
const overlay = () => [...$('.ux-body-overlay').classList].filter((name) => name !== 'ux-body-overlay');

/**
 * Flatsome's desktop header as FlatsomeNavDropdown and its elements print it: a sub-menu
 * item, a click-only item (menu item behaviour "click"), the search dropdown, the cart (the
 * mini-cart island's), in navs with the body overlay option on (nav-prompts-overlay).
 */
const HEADER = `<header id="header" class="header has-sticky"><div class="header-wrapper"><div id="masthead" class="header-main"><div class="header-inner flex-row container">
  <ul class="header-nav header-nav-main nav nav-left nav-prompts-overlay">
    <li id="tienda" class="menu-item menu-item-design-default"><a href="/tienda/" class="nav-top-link">Tienda</a></li>
    <li id="ropa" class="menu-item menu-item-has-children menu-item-design-default has-dropdown"><a href="/ropa/" class="nav-top-link" aria-expanded="false" aria-haspopup="menu">Ropa</a>
      <ul class="sub-menu nav-dropdown nav-dropdown-default"><li class="menu-item"><a href="/ropa/camisetas/" id="camisetas">Camisetas</a></li></ul></li>
    <li id="marcas" class="menu-item menu-item-has-children menu-item-design-default has-dropdown nav-dropdown-toggle"><a href="/marcas/" class="nav-top-link" aria-expanded="false" aria-haspopup="menu">Marcas</a>
      <ul class="sub-menu nav-dropdown nav-dropdown-default"><li class="menu-item"><a href="/marcas/mar-azul/">Mar Azul</a></li></ul></li>
  </ul>
  <ul class="header-nav header-nav-main nav nav-right">
    <li id="buscar" class="header-search header-search-dropdown has-icon has-dropdown menu-item-has-children"><a href="#" aria-label="Buscar" aria-haspopup="true" aria-expanded="false" class="nav-top-link is-small">B</a>
      <ul id="ux-search-dropdown" class="nav-dropdown nav-dropdown-default"><li class="header-search-form search-form html relative has-icon"><form class="searchform"><input type="search" class="search-field mb-0" name="s"></form></li></ul></li>
    <li id="cart" class="cart-item has-icon has-dropdown"><a href="/carrito/" class="header-cart-link">Carrito</a><ul class="nav-dropdown"></ul></li>
  </ul></div></div></div></header><main><button id="out">fuera</button></main><div class="ux-body-overlay"></div>`;

describe('dropdown menus (flatsome.js dropdown and nav-hover)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setBody(HEADER);
    enhanceDropdownMenus(document);
  });
  afterEach(() => vi.useRealTimers());

  it('opens when the mouse rests on an item (hover intent), not as it passes over; closes 70 ms after it leaves', () => {
    pointer($('#ropa'), 'pointerenter', 'mouse', 0);
    for (let x = 6; x <= 60; x += 6) {
      vi.advanceTimersByTime(8);
      pointer($('#ropa'), 'pointermove', 'mouse', x);
    }
    pointer($('#ropa'), 'pointerleave', 'mouse', 66);
    vi.advanceTimersByTime(200);
    expect(open('ropa')).toBe(false);

    rest($('#ropa'));
    expect(open('ropa')).toBe(true);
    expect(expanded('ropa')).toBe('true');
    pointer($('#ropa'), 'pointerleave');
    vi.advanceTimersByTime(60);
    expect(open('ropa')).toBe(true);
    vi.advanceTimersByTime(10);
    expect(open('ropa')).toBe(false);
    expect(expanded('ropa')).toBe('false');
  });

  it('keeps one open at a time, and keeps it open while focus is inside it', () => {
    rest($('#ropa'));
    $('#camisetas').focus();
    leave($('#ropa'));
    expect(open('ropa')).toBe(true);
    rest($('#buscar'));
    expect(open('buscar')).toBe(true);
    expect(open('ropa')).toBe(false);
  });

  it('fires flatsome-dropdown-opened on document with the item, natively and through jQuery', () => {
    installJQueryBridge(createBridge(jQuery));
    try {
      const native = vi.fn();
      const viaJQuery = vi.fn();
      document.addEventListener('islas:flatsome-dropdown-opened', (event) => native((event as CustomEvent).detail));
      jQuery(document).on('flatsome-dropdown-opened', (_event: unknown, $item: ArrayLike<Element> & { jquery?: string }) => viaJQuery($item));
      rest($('#ropa'));
      expect(native).toHaveBeenCalledWith([$('#ropa')]);
      expect(viaJQuery).toHaveBeenCalledOnce();
      expect(viaJQuery.mock.calls[0]![0].jquery).toBeTypeOf('string');
      expect(viaJQuery.mock.calls[0]![0][0]).toBe($('#ropa'));
    } finally {
      installJQueryBridge(undefined);
      jQuery(document).off();
    }
  });

  it('opens a click-only item (nav-dropdown-toggle) on a click only, and closes it on the next or on a click outside', () => {
    rest($('#marcas'));
    expect(open('marcas')).toBe(false);
    expect(click($('#marcas > a')).defaultPrevented).toBe(true);
    expect(open('marcas')).toBe(true);
    expect(overlay()).toContain('ux-body-overlay--click-active');
    leave($('#marcas'));
    expect(open('marcas')).toBe(true);
    expect(click($('#marcas > a')).defaultPrevented).toBe(true);
    expect(open('marcas')).toBe(false);
    click($('#marcas > a'));
    pointer($('#out'), 'pointerdown');
    expect(open('marcas')).toBe(false);
    expect(overlay()).not.toContain('ux-body-overlay--click-active');
  });

  it('toggles with Space (the page does not scroll), with the click overlay; a hover-opened one has none', () => {
    $('#ropa > a').focus();
    expect(key($('#ropa > a'), ' ').defaultPrevented).toBe(true);
    expect(open('ropa')).toBe(true);
    expect(overlay()).toEqual(['ux-body-overlay--click-active']);
    key($('#ropa > a'), ' ');
    expect(open('ropa')).toBe(false);
    expect(overlay()).toEqual([]);
    key($('#marcas > a'), ' ');
    expect(open('marcas')).toBe(true);
    rest($('#buscar'));
    expect(open('marcas')).toBe(false);
    expect(overlay()).not.toContain('ux-body-overlay--click-active');
  });

  it('opens on the first tap and follows the link on the next; a mouse click follows it at once', () => {
    pointer($('#ropa > a'), 'pointerdown', 'touch');
    expect(click($('#ropa > a')).defaultPrevented).toBe(true);
    expect(open('ropa')).toBe(true);
    pointer($('#ropa > a'), 'pointerdown', 'touch');
    expect(click($('#ropa > a')).defaultPrevented).toBe(false);
    pointer($('#out'), 'pointerdown', 'touch');
    expect(open('ropa')).toBe(false);
    pointer($('#ropa > a'), 'pointerdown', 'mouse');
    expect(click($('#ropa > a')).defaultPrevented).toBe(false);
  });

  it('puts focus in the search field when the search dropdown opens by click or Space, not by hover', () => {
    rest($('#buscar'));
    expect(open('buscar')).toBe(true);
    expect(document.activeElement).toBe(document.body);
    leave($('#buscar'));
    // Its icon links to "#": a click opens it, without a jump to the top.
    expect(click($('#buscar > a')).defaultPrevented).toBe(true);
    expect(open('buscar')).toBe(true);
    expect(document.activeElement).toBe($('#buscar .search-field'));
    // Shown at once: the field of a dropdown still fading in could not take focus.
    expect($('#ux-search-dropdown').style.transition).toBe('none');
    key($('#buscar .search-field'), 'Escape');
    expect(open('buscar')).toBe(false);
    expect(document.activeElement).toBe($('#buscar > a'));
    expect($('#ux-search-dropdown').getAttribute('style')).toBeNull();
    key($('#buscar > a'), ' ');
    expect(document.activeElement).toBe($('#buscar .search-field'));
  });

  it('closes the open one when focus moves to another top-level link, or out of it', () => {
    rest($('#ropa'));
    $('#tienda > a').focus();
    expect(open('ropa')).toBe(false);
    key($('#ropa > a'), ' ');
    $('#camisetas').focus();
    expect(open('ropa')).toBe(true);
    $('#out').focus();
    expect(open('ropa')).toBe(false);
  });

  it('closes everything when the header sticks', async () => {
    click($('#marcas > a'));
    expect(open('marcas')).toBe(true);
    $('.header-wrapper').classList.add('stuck');
    await vi.waitFor(() => expect(open('marcas')).toBe(false));
    expect(overlay()).toEqual([]);
  });

  it("shows the body overlay while the mouse is over a menu item of a nav-prompts-overlay nav", () => {
    $('#tienda').dispatchEvent(new MouseEvent('mouseenter'));
    expect(overlay()).toEqual(['ux-body-overlay--hover-active']);
    $('#tienda').dispatchEvent(new MouseEvent('mouseleave'));
    expect(overlay()).toEqual([]);
    // The right nav has not the option; the search item is no menu item.
    $('#buscar').dispatchEvent(new MouseEvent('mouseenter'));
    expect(overlay()).toEqual([]);
  });

  it('leaves the header cart to the mini-cart island', () => {
    rest($('#cart'));
    expect(open('cart')).toBe(false);
    expect($('#cart > a').hasAttribute('aria-expanded')).toBe(false);
  });
});

describe('dropdown menus without the overlay, nor a container', () => {
  it('open and close all the same', async () => {
    setBody('<ul class="nav header-nav"><li id="ropa" class="menu-item has-dropdown"><a href="/ropa/">Ropa</a><ul class="nav-dropdown"><li><a href="/c/">C</a></li></ul></li></ul>');
    enhanceDropdownMenus(document);
    key($('#ropa > a'), ' ');
    expect(open('ropa')).toBe(true);
    expect(expanded('ropa')).toBe('true');
    await flush(1);
  });
});
