import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './off-canvas';

// Flatsome 3.20's markup: element-menu-icon.php, overlay-menu.php (FlatsomeNavSidebar),
// loop/filter-button.php with layouts/category.php, element-search.php (lightbox style).
const PAGE = `
  <header id="header" class="header"><div class="header-wrapper">
    <ul class="mobile-nav nav nav-left"><li class="nav-icon has-icon">
      <a href="#" class="is-small" data-open="#main-menu" data-pos="left" data-bg="main-menu-overlay" role="button" aria-label="Menú" aria-controls="main-menu" aria-expanded="false" aria-haspopup="dialog" data-flatsome-role-button id="hamburger"><i class="icon-menu" aria-hidden="true"></i></a>
    </li></ul>
    <ul class="nav"><li class="header-search header-search-lightbox has-icon">
      <a href="#search-lightbox" aria-label="Buscar" data-open="#search-lightbox" data-focus="input.search-field" role="button" aria-expanded="false" aria-haspopup="dialog" aria-controls="search-lightbox" id="search-link"><i class="icon-search"></i></a>
      <div id="search-lightbox" class="mfp-hide dark text-center"><form class="searchform"><input type="search" class="search-field" id="lightbox-field"><button type="submit">Buscar</button></form></div>
    </li>
    <li class="cart-item"><a href="/carrito/" data-open="#cart-popup" id="cart-link">Carrito</a></li></ul>
  </div></header>
  <div class="category-filtering category-filter-row show-for-medium">
    <a href="#" data-open="#shop-sidebar" data-pos="left" class="filter-button uppercase plain" role="button" aria-controls="shop-sidebar" aria-expanded="false" aria-haspopup="dialog" data-visible-after="true" id="filter">Filtrar</a>
  </div>
  <main id="main"><div class="row category-page-row">
    <div class="col large-3 hide-for-medium" id="sidebar-col"><div id="shop-sidebar" class="sidebar-inner col-inner">
      <aside class="widget woocommerce widget_product_categories"><ul class="product-categories">
        <li class="cat-item cat-item-15 cat-parent current-cat-parent"><a href="/categoria-producto/ropa/">Ropa</a>
          <ul class="children"><li class="cat-item cat-item-16 current-cat"><a href="/categoria-producto/ropa/camisetas/" id="camisetas">Camisetas</a></li></ul></li>
        <li class="cat-item cat-item-17 cat-parent"><a href="/categoria-producto/calzado/">Calzado</a>
          <ul class="children"><li class="cat-item cat-item-18"><a href="/categoria-producto/calzado/botas/">Botas</a></li></ul></li>
      </ul></aside>
    </div></div>
    <div class="col large-9"><a href="/producto/x/" id="behind">Producto</a></div>
  </div></main>
  <div id="main-menu" class="mobile-sidebar no-scrollbar mfp-hide"><div class="sidebar-menu no-scrollbar">
    <ul class="nav nav-sidebar nav-vertical nav-uppercase" data-tab="1">
      <li class="header-search-form search-form html relative has-icon"><form class="searchform"><input type="search" class="search-field" id="menu-field"><button type="submit" id="menu-submit">Buscar</button></form></li>
      <li class="menu-item menu-item-has-children" id="cats"><a href="/tienda/">Categorías</a>
        <ul class="sub-menu nav-sidebar-ul children"><li class="menu-item"><a href="/categoria-producto/camisetas/" id="camisetas-menu">Camisetas</a></li></ul></li>
      <li class="menu-item menu-item-has-children" id="hash-parent"><a href="#">Más</a>
        <ul class="sub-menu nav-sidebar-ul children"><li class="menu-item"><a href="/ayuda/">Ayuda</a></li></ul></li>
      <li class="account-item has-icon menu-item"><a href="/mi-cuenta/" class="nav-top-link nav-top-not-logged-in" id="account">Acceder</a></li>
    </ul>
  </div></div>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(event);
  return event;
};
const key = (k: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe('off-canvas panels', () => {
  let undo: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    setBody(PAGE);
    document.documentElement.className = 'js';
    undo = enhance(document);
  });
  afterEach(() => {
    undo();
    vi.useRealTimers();
    document.documentElement.removeAttribute('style');
  });

  it("opens the mobile menu as Flatsome's off-canvas: Magnific's wrapper, its classes, html.has-off-canvas, aria-expanded", () => {
    $('#hamburger').focus();
    const event = click($('#hamburger'));
    expect(event.defaultPrevented).toBe(true);
    const [backdrop, wrap] = [...document.body.children];
    expect(backdrop!.className).toBe('mfp-bg off-canvas off-canvas-left main-menu-overlay');
    expect(wrap!.className).toBe('mfp-wrap mfp-auto-cursor off-canvas off-canvas-left');
    expect(wrap!.getAttribute('role')).toBe('dialog');
    expect(wrap!.getAttribute('aria-label')).toBe('Menú');
    expect($('#main-menu').parentElement!.matches('.mfp-wrap > .mfp-container.mfp-s-ready.mfp-inline-holder > .mfp-content')).toBe(true);
    expect($('#main-menu').classList.contains('mfp-hide')).toBe(false);
    expect($('.mfp-wrap > button.mfp-close').getAttribute('aria-label')).toBeTruthy();
    expect(document.documentElement.className).toBe('js has-off-canvas has-off-canvas-left');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect($('#hamburger').getAttribute('aria-expanded')).toBe('true');
    expect($('#hamburger').classList.contains('current-lightbox-clicked')).toBe(true);
    // A frame later: ready (Flatsome's CSS slides it in) and focused.
    vi.advanceTimersByTime(16);
    expect(wrap!.classList.contains('mfp-ready')).toBe(true);
    expect(backdrop!.classList.contains('mfp-ready')).toBe(true);
    expect(document.activeElement).toBe(wrap);
  });

  it('keeps Tab inside, closes on Escape after the fade, puts the menu back hidden and focus on the opener', () => {
    $('#hamburger').focus();
    click($('#hamburger'));
    vi.advanceTimersByTime(16);
    $('.mfp-close').focus();
    key('Tab');
    expect(document.activeElement).toBe($('#menu-field'));
    key('Tab', true);
    expect(document.activeElement).toBe($('.mfp-close'));
    // Focus that wanders out comes back.
    $('#behind').focus();
    expect($('.mfp-wrap').contains(document.activeElement)).toBe(true);
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(document.documentElement.className).toBe('js has-off-canvas-left');
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(true);
    expect($('#hamburger').getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(300);
    expect(document.querySelector('.mfp-wrap, .mfp-bg')).toBeNull();
    expect(document.documentElement.className).toBe('js');
    expect(document.documentElement.style.overflow).toBe('');
    expect($('#main-menu').classList.contains('mfp-hide')).toBe(true);
    expect($('#main-menu').parentElement).toBe(document.body);
    // Back at its place, the placeholder gone.
    expect($('#main-menu').previousElementSibling).toBe($('#main'));
    expect(document.querySelectorAll('body > .mfp-hide:empty').length).toBe(0);
    expect(document.activeElement).toBe($('#hamburger'));
    expect($('#hamburger').classList.contains('current-lightbox-clicked')).toBe(false);
  });

  it('closes from the backdrop, from outside the content and from the close button; clicks inside do not close', () => {
    click($('#hamburger'));
    click($('#camisetas-menu'));
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(false);
    click($('.mfp-container'));
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(true);
    vi.advanceTimersByTime(300);
    click($('#hamburger'));
    click($('.mfp-bg'));
    vi.advanceTimersByTime(300);
    expect(document.querySelector('.mfp-wrap')).toBeNull();
    click($('#hamburger'));
    click($('.mfp-close svg')!);
    vi.advanceTimersByTime(300);
    expect(document.querySelector('.mfp-wrap')).toBeNull();
  });

  it('leaves a link inside the menu to the browser', () => {
    click($('#hamburger'));
    expect(click($('#account')).defaultPrevented).toBe(false);
  });

  it('opens the shop sidebar from the filter button and leaves it shown in its column after (data-visible-after)', () => {
    click($('#filter'));
    expect($('#shop-sidebar').closest('.mfp-content')).not.toBeNull();
    expect($('#sidebar-col').querySelector('.mfp-hide')).not.toBeNull();
    key('Escape');
    vi.advanceTimersByTime(300);
    expect($('#shop-sidebar').parentElement).toBe($('#sidebar-col'));
    expect($('#shop-sidebar').classList.contains('mfp-hide')).toBe(false);
    expect($('#sidebar-col').children).toHaveLength(1);
  });

  it('focuses the search lightbox field (data-focus)', () => {
    click($('#search-link'));
    vi.advanceTimersByTime(16);
    expect(document.activeElement).toBe($('#lightbox-field'));
    expect($('.mfp-wrap').className).toBe('mfp-wrap mfp-auto-cursor off-canvas mfp-ready');
    expect(document.documentElement.className).toBe('js has-off-canvas');
  });

  it("leaves the cart drawer's and the login popup's links to their islands, and modified clicks to the browser", () => {
    expect(click($('#cart-link')).defaultPrevented).toBe(false);
    expect(click($('#hamburger'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(document.querySelector('.mfp-wrap')).toBeNull();
  });

  it('opening another panel closes the open one at once', () => {
    click($('#hamburger'));
    click($('#filter'));
    expect(document.querySelectorAll('.mfp-wrap')).toHaveLength(1);
    expect($('#main-menu').classList.contains('mfp-hide')).toBe(true);
    expect($('#hamburger').getAttribute('aria-expanded')).toBe('false');
    expect($('#filter').getAttribute('aria-expanded')).toBe('true');
  });

  it('fixes the body in place on a phone, as Flatsome does, and scrolls back on close', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(274);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    click($('#hamburger'));
    expect(document.body.classList.contains('body-scroll-lock--active')).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-274px');
    key('Escape');
    expect(document.body.classList.contains('body-scroll-lock--active')).toBe(false);
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 274);
    vi.restoreAllMocks();
  });
});

describe('sub-menu toggles', () => {
  let undo: () => void;
  beforeEach(() => {
    setBody(PAGE);
    undo = enhance(document);
  });
  afterEach(() => undo());

  it('puts a button.toggle before each sub-menu; its item gets has-child and aria-expanded', () => {
    const item = $('#cats');
    const button = item.querySelector(':scope > button.toggle')!;
    expect(button.nextElementSibling!.matches('ul.children')).toBe(true);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('i.icon-angle-down[aria-hidden="true"]')).not.toBeNull();
    expect(item.classList.contains('has-child')).toBe(true);
    expect(item.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(click(button).defaultPrevented).toBe(true);
    expect(item.classList.contains('active')).toBe(true);
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    click(button.querySelector('i')!);
    expect(item.classList.contains('active')).toBe(false);
    expect(item.getAttribute('aria-expanded')).toBe('false');
  });

  it('a parent link to "#" opens its sub-menu; a parent link to a page still goes there', () => {
    expect(click($('#hash-parent > a')).defaultPrevented).toBe(true);
    expect($('#hash-parent').classList.contains('active')).toBe(true);
    expect(click($('#cats > a')).defaultPrevented).toBe(false);
    expect($('#cats').classList.contains('active')).toBe(false);
  });

  it("opens the category widget on the current category's parent, which then closes like any other", () => {
    const parent = $('.cat-item-15');
    expect(parent.classList.contains('active')).toBe(true);
    expect(parent.classList.contains('current-cat-parent')).toBe(false);
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect($('.cat-item-17').classList.contains('active')).toBe(false);
    click(parent.querySelector(':scope > button.toggle')!);
    expect(parent.classList.contains('active')).toBe(false);
  });

  it('adds no second toggle when run again, and takes its toggles away when undone', () => {
    const again = enhance(document);
    expect($('#cats').querySelectorAll(':scope > button.toggle')).toHaveLength(1);
    again();
    undo();
    expect(document.querySelectorAll('button.toggle')).toHaveLength(0);
    expect($('#cats').classList.contains('has-child')).toBe(false);
    undo = () => {};
  });

  it("gives the mobile-submenu-toggle option's parent links the toggle", () => {
    undo();
    setBody(PAGE);
    document.body.classList.add('mobile-submenu-toggle');
    undo = enhance(document);
    expect(click($('#cats > a')).defaultPrevented).toBe(true);
    expect($('#cats').classList.contains('active')).toBe(true);
    document.body.classList.remove('mobile-submenu-toggle');
  });
});
