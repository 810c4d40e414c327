import { describe, expect, it } from 'vitest';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhanceVerticalMenu } from './vertical-menu';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const pointer = (el: Element, type: string, pointerType = 'mouse') => el.dispatchEvent(new PointerEvent(type, { pointerType }));

/** element-nav-vertical.php in the header's bottom row; `open` as printed on the front page. */
function verticalMenu(open = false): void {
  setBody(`<header id="header" class="header has-sticky"><div class="header-wrapper"><div id="wide-nav" class="header-bottom"><ul class="nav header-bottom-nav">
    <li class="header-vertical-menu">
      <div class="header-vertical-menu__opener dark" tabindex="0" role="button" aria-expanded="${open}" aria-haspopup="menu" data-flatsome-role-button><span class="header-vertical-menu__title">Categorías</span></div>
      <div class="header-vertical-menu__fly-out${open ? ' header-vertical-menu__fly-out--open' : ''} has-shadow"><div class="menu-vertical-container"><ul class="ux-nav-vertical-menu nav-vertical-fly-out">
        <li class="menu-item"><a href="/categoria-producto/ropa/" class="nav-top-link">Ropa</a></li></ul></div></div>
    </li></ul></div></div></header>`);
  enhanceVerticalMenu(document);
}
const isOpen = () => $('.header-vertical-menu__fly-out').classList.contains('header-vertical-menu__fly-out--open');
const expanded = () => $('.header-vertical-menu__opener').getAttribute('aria-expanded');
const stick = async (stuck: boolean) => {
  $('.header-wrapper').classList.toggle('stuck', stuck);
  await flush(1);
};

describe('vertical menu (flatsome.js vertical-menu)', () => {
  it('opens while the mouse is over it and closes when it leaves, with aria-expanded', () => {
    verticalMenu();
    pointer($('.header-vertical-menu'), 'pointerenter');
    expect(isOpen()).toBe(true);
    expect(expanded()).toBe('true');
    pointer($('.header-vertical-menu'), 'pointerleave');
    expect(isOpen()).toBe(false);
    expect(expanded()).toBe('false');
  });

  it('toggles on a click (or a tap: a finger does not hover) on the opener', () => {
    verticalMenu();
    pointer($('.header-vertical-menu'), 'pointerenter', 'touch');
    expect(isOpen()).toBe(false);
    $('.header-vertical-menu__opener').click();
    expect(isOpen()).toBe(true);
    $('.header-vertical-menu__opener').click();
    expect(isOpen()).toBe(false);
    // A click on a link in the fly-out leaves it to the link.
    $('.header-vertical-menu__opener').click();
    $('.header-vertical-menu__fly-out a').addEventListener('click', (event) => event.preventDefault());
    $('.header-vertical-menu__fly-out a').click();
    expect(isOpen()).toBe(true);
  });

  it('closes when the header sticks', async () => {
    verticalMenu();
    $('.header-vertical-menu__opener').click();
    await stick(true);
    expect(isOpen()).toBe(false);
    expect(expanded()).toBe('false');
    await stick(false);
    expect(isOpen()).toBe(false);
  });

  it('stays open where the theme printed it open (the front page), but while the header is stuck', async () => {
    verticalMenu(true);
    pointer($('.header-vertical-menu'), 'pointerenter');
    pointer($('.header-vertical-menu'), 'pointerleave');
    $('.header-vertical-menu__opener').click();
    expect(isOpen()).toBe(true);
    await stick(true);
    expect(isOpen()).toBe(false);
    expect(expanded()).toBe('false');
    // Stuck, it opens and closes as anywhere else.
    pointer($('.header-vertical-menu'), 'pointerenter');
    expect(isOpen()).toBe(true);
    pointer($('.header-vertical-menu'), 'pointerleave');
    expect(isOpen()).toBe(false);
    await stick(false);
    expect(isOpen()).toBe(true);
    expect(expanded()).toBe('true');
  });
});
