import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './off-canvas';

// Flatsome 3.20's overlay-menu.php with mobile_submenu_effect "slide", two levels, and two
// tabs (mobile_sidebar_tabs): the second tab's list printed first and hidden.
const MENU = (levels: 1 | 2, bodyClass = '') => `
  <a href="#" data-open="#main-menu" data-pos="left" id="hamburger">Menú</a>
  <div id="main-menu" class="mobile-sidebar no-scrollbar mfp-hide mobile-sidebar-slide mobile-sidebar-levels-1${levels > 1 ? ' mobile-sidebar-levels-2' : ''}" data-levels="${levels}">
    <div class="sidebar-menu no-scrollbar" id="sidebar-menu">
      <ul class="sidebar-menu-tabs flex nav nav-line-bottom nav-uppercase">
        <li class="sidebar-menu-tabs__tab active" id="tab-1"><a class="sidebar-menu-tabs__tab-link" href="#">Menú</a></li>
        <li class="sidebar-menu-tabs__tab" id="tab-2"><a class="sidebar-menu-tabs__tab-link" href="#">Categorías</a></li>
      </ul>
      <ul class="nav nav-sidebar nav-vertical nav-uppercase nav-slide hidden" data-tab="2" id="list-2">
        <li class="account-item menu-item"><a href="/mi-cuenta/">Acceder</a></li>
      </ul>
      <ul class="nav nav-sidebar nav-vertical nav-uppercase nav-slide" data-tab="1" id="list-1">
        <li class="menu-item menu-item-has-children" id="ropa"><a href="/ropa/" id="ropa-link">Ropa</a>
          <ul class="sub-menu nav-sidebar-ul children" id="ropa-list">
            <li class="menu-item menu-item-has-children" id="camisetas"><a href="/camisetas/">Camisetas</a>
              <ul class="sub-menu nav-sidebar-ul" id="camisetas-list"><li class="menu-item"><a href="/tallas/" id="tallas">Tallas</a></li></ul></li>
            <li class="menu-item"><a href="/sudaderas/">Sudaderas</a></li>
          </ul></li>
        <li class="menu-item menu-item-has-children" id="mas"><a href="#" id="mas-link"></a>
          <ul class="sub-menu nav-sidebar-ul children" id="mas-list"><li class="menu-item"><a href="/ayuda/">Ayuda</a></li></ul></li>
      </ul>
    </div>
  </div>${bodyClass}`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(event);
  return event;
};
const inert = () => [...document.querySelectorAll('#main-menu [inert]')].map((el) => el.id);
const header = (list: string) => $(`#${list} > li.nav-slide-header > button.toggle`);

describe("slide-in sub-menus (Flatsome's sidebar-slider, mobile_submenu_effect slide)", () => {
  let undo: () => void;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    undo?.();
    document.body.className = '';
    vi.useRealTimers();
  });

  it('gives each sliding list a back button named after its parent and makes it inert', () => {
    setBody(MENU(2));
    undo = enhance(document);
    expect(header('ropa-list').textContent!.trim()).toBe('Ropa');
    expect(header('camisetas-list').textContent!.trim()).toBe('Camisetas');
    expect($('#ropa-list > li.nav-slide-header').className).toBe('nav-slide-header pt-half pb-half');
    // Nameless parent: Flatsome's "Main Menu".
    expect(header('mas-list').textContent!.trim()).toBe('Main Menu');
    expect(inert()).toEqual(['ropa-list', 'camisetas-list', 'mas-list']);
    expect($('#ropa > button.toggle i').className).toBe('icon-angle-right');
  });

  it('slides a list in from its toggle and out from its back button, a level at a time', () => {
    setBody(MENU(2));
    undo = enhance(document);
    const toggle = $('#ropa > button.toggle');
    expect(click(toggle).defaultPrevented).toBe(true);
    expect($('#sidebar-menu').style.transform).toBe('translateX(-100%)');
    expect($('#ropa').getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Not the accordion's "active": the list slides, it does not unfold.
    expect($('#ropa').classList.contains('active')).toBe(false);
    expect($('#list-1').classList.contains('is-current-parent')).toBe(true);
    expect($('#ropa-list').classList.contains('is-current-slide')).toBe(true);
    expect(inert()).toEqual(['camisetas-list', 'mas-list']);
    expect(document.activeElement).toBe(header('ropa-list'));

    click($('#camisetas > button.toggle'));
    expect($('#sidebar-menu').style.transform).toBe('translateX(-200%)');
    expect(inert()).toEqual(['mas-list']);

    click(header('camisetas-list'));
    expect($('#sidebar-menu').style.transform).toBe('translateX(-100%)');
    expect(inert()).toEqual(['camisetas-list', 'mas-list']);
    expect($('#camisetas').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('#camisetas > button.toggle'));
    // Still marked current while it slides out (300 ms), then not.
    expect($('#camisetas-list').classList.contains('is-current-slide')).toBe(true);
    vi.advanceTimersByTime(300);
    expect($('#camisetas-list').classList.contains('is-current-slide')).toBe(false);
    expect($('#ropa-list').classList.contains('is-current-parent')).toBe(false);

    click(header('ropa-list'));
    expect($('#sidebar-menu').style.transform).toBe('translateX(0%)');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens from a parent link to "#" but follows a real one, unless mobile-submenu-toggle', () => {
    setBody(MENU(1));
    undo = enhance(document);
    expect(click($('#ropa-link')).defaultPrevented).toBe(false);
    expect($('#sidebar-menu').style.transform).toBe('');
    expect(click($('#mas-link')).defaultPrevented).toBe(true);
    expect($('#sidebar-menu').style.transform).toBe('translateX(-100%)');
    undo();

    setBody(MENU(1));
    document.body.classList.add('mobile-submenu-toggle');
    undo = enhance(document);
    expect(click($('#ropa-link')).defaultPrevented).toBe(true);
    expect($('#ropa-list').classList.contains('is-current-slide')).toBe(true);
  });

  it('with one level, the third level stays as it is (no back button, no toggle)', () => {
    setBody(MENU(1));
    undo = enhance(document);
    expect(document.querySelector('#camisetas-list > .nav-slide-header')).toBeNull();
    expect(document.querySelector('#camisetas > button.toggle')).toBeNull();
    expect(inert()).toEqual(['ropa-list', 'mas-list']);
  });

  it('slides right to left on a right-to-left page', () => {
    setBody(MENU(1));
    document.documentElement.dir = 'rtl';
    undo = enhance(document);
    click($('#ropa > button.toggle'));
    expect($('#sidebar-menu').style.transform).toBe('translateX(100%)');
    document.documentElement.removeAttribute('dir');
  });

  it('takes everything away again', () => {
    setBody(MENU(2));
    undo = enhance(document);
    click($('#ropa > button.toggle'));
    undo();
    expect(document.querySelector('.nav-slide-header')).toBeNull();
    expect(inert()).toEqual([]);
    expect($('#sidebar-menu').style.transform).toBe('');
    expect(click($('#mas-link')).defaultPrevented).toBe(false);
  });
});

describe("the mobile menu's tabs (Flatsome's sidebar-tabs, mobile_sidebar_tabs)", () => {
  let undo: () => void;
  afterEach(() => undo?.());

  it('shows the chosen tab\'s list and hides the other; the address keeps no "#"', () => {
    setBody(MENU(1));
    undo = enhance(document);
    expect(click($('#tab-2 a')).defaultPrevented).toBe(true);
    expect([$('#tab-1').className, $('#tab-2').className]).toEqual(['sidebar-menu-tabs__tab', 'sidebar-menu-tabs__tab active']);
    expect([$('#list-1').classList.contains('hidden'), $('#list-2').classList.contains('hidden')]).toEqual([true, false]);
    click($('#tab-1 a'));
    expect([$('#list-1').classList.contains('hidden'), $('#list-2').classList.contains('hidden')]).toEqual([false, true]);
    expect($('#tab-1').classList.contains('active')).toBe(true);
  });
});
