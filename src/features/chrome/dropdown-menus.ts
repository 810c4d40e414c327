/**
 * Flatsome's dropdown menus (`li.has-dropdown` with a `.nav-dropdown`), as its `dropdown`
 * and `nav-hover` behaviours do them (flatsome.js):
 * - a mouse opens one by resting on it (hover intent, ./hover-intent.ts) and closes it by
 *   leaving; a first tap opens it and the next follows the link; Space toggles it;
 * - items set to open on click (`nav-dropdown-toggle`) open and close on a click only
 *   (a tap too: Flatsome lets a second tap follow their link on touch screens, which
 *   costs bytes here for little);
 * - one is open at a time; Escape (focus back on its link), a click outside, focus moving
 *   out and focus on another top-level link close it, and so does the header sticking;
 * - opening places it (./mega-menu.ts) and fires `flatsome-dropdown-opened` on document
 *   (through jQuery too where it is on the page) with the item, as Flatsome does;
 * - the body overlay (`.ux-body-overlay`, options nav_*_body_overlay): shown while a
 *   dropdown opened by click or Space is open, and while the mouse is over a menu item of
 *   a nav printed with `nav-prompts-overlay`;
 * - the header search dropdown (`.header-search`) opened by click or Space puts focus in
 *   its field (not on hover: the mouse's user may be typing elsewhere).
 * The link's aria-expanded says whether its menu is open. The header cart is the
 * mini-cart island's, not this.
 */
import { emit } from '../../kernel/events';
import { onHeaderStuck } from './header-stuck';
import { hoverIntent } from './hover-intent';
import { placeDropdown } from './mega-menu';

const OPEN = 'current-dropdown';

export function enhanceDropdownMenus(root: Document): void {
  const items = [...root.querySelectorAll<HTMLElement>('li.has-dropdown:not(.cart-item)')];
  const overlay = root.querySelector('.ux-body-overlay')?.classList;
  const linkOf = (item: HTMLElement) => item.querySelector('a');
  const isOpen = (item: HTMLElement) => item.classList.contains(OPEN);
  const set = (item: HTMLElement, open: boolean): void => {
    item.classList.toggle(OPEN, open);
    linkOf(item)?.setAttribute('aria-expanded', String(open));
  };
  const close = (item: HTMLElement): void => {
    if (!isOpen(item)) return;
    set(item, false);
    item.querySelector(':scope > .nav-dropdown')?.removeAttribute('style');
    overlay?.remove('ux-body-overlay--click-active');
  };
  const closeAll = (): void => items.forEach(close);
  const open = (item: HTMLElement, byClick: boolean): void => {
    closeAll();
    set(item, true);
    placeDropdown(item);
    overlay?.toggle('ux-body-overlay--click-active', byClick);
    emit('flatsome-dropdown-opened', [item], root);
    const field = byClick && item.querySelector<HTMLElement>('input.search-field');
    if (field) {
      // Its dropdown fades in, and a field still hidden cannot take focus: shown at once.
      field.closest<HTMLElement>('.nav-dropdown')!.style.transition = 'none';
      field.focus();
    }
  };

  for (const item of items) {
    const link = linkOf(item);
    if (!link) continue;
    const toggle = () => (isOpen(item) ? close(item) : open(item, true));
    if (item.classList.contains('nav-dropdown-toggle')) {
      link.addEventListener('click', (event) => {
        event.preventDefault();
        toggle();
      });
    } else {
      let touched = false;
      item.addEventListener('pointerdown', (event) => (touched = event.pointerType !== 'mouse'));
      // A tap's first click opens; a link to "#" (the search icon) has nowhere to go but open.
      link.addEventListener('click', (event) => {
        if (link.getAttribute('href') !== '#' && (isOpen(item) || !touched)) return;
        event.preventDefault();
        open(item, true);
      });
      hoverIntent(
        item,
        () => open(item, false),
        () => item.contains(root.activeElement) || close(item),
      );
    }
    link.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      toggle();
    });
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen(item)) return;
      event.stopPropagation();
      close(item);
      link.focus();
    });
  }
  // A press or focus outside a dropdown closes it (so focus on another top-level link does).
  const outside = (event: Event): void => {
    for (const item of items) if (!item.contains(event.target as Node)) close(item);
  };
  root.addEventListener('pointerdown', outside);
  root.addEventListener('focusin', outside);
  onHeaderStuck(root, (stuck) => stuck && closeAll());
  if (overlay)
    for (const el of root.querySelectorAll('.nav-prompts-overlay li.menu-item, .nav-prompts-overlay .header-vertical-menu__opener')) {
      el.addEventListener('mouseenter', () => overlay.add('ux-body-overlay--hover-active'));
      el.addEventListener('mouseleave', () => overlay.remove('ux-body-overlay--hover-active'));
    }
}
