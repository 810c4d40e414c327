/**
 * Flatsome's slide-in sub-menus (its `sidebar-slider` behaviour, option
 * `mobile_submenu_effect` "slide"): in `.mobile-sidebar-slide`, a sub-menu's toggle (or a
 * parent link that goes nowhere, or any parent link with `mobile-submenu-toggle`) slides
 * the menu sideways to that sub-menu, which starts with a back button (`.nav-slide-header`)
 * named after its parent. Lists out of sight are `inert`, as Flatsome makes them; the
 * parent says `aria-expanded`. Beyond Flatsome, focus follows: into the back button when
 * a list slides in, back to its opener when it slides out (Flatsome left it on a control
 * that had slid out of sight, or on nothing).
 */
import { slideLevels, slideLists, slideTransform, SLIDE_MS } from './core';

interface Level {
  list: HTMLElement;
  item: HTMLElement;
  /** The list `item` is in, marked `is-current-parent` while `list` shows. */
  parentList: HTMLElement | null;
  depth: number;
  menu: HTMLElement;
  back: HTMLButtonElement;
  /** The toggle or link that slid it in, which takes focus back when it slides out. */
  opener?: HTMLElement;
  timer?: ReturnType<typeof setTimeout>;
}

function backButton(doc: Document, label: string): HTMLLIElement {
  const header = doc.createElement('li');
  header.className = 'nav-slide-header pt-half pb-half';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'toggle';
  const icon = doc.createElement('i');
  icon.className = 'icon-angle-left';
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon, ` ${label}`);
  header.append(button);
  return header;
}

const setExpanded = (level: Level, open: boolean): void => {
  level.item.setAttribute('aria-expanded', String(open));
  level.item.querySelector(':scope > button.toggle')?.setAttribute('aria-expanded', String(open));
};

/** Adds the back buttons under `root`, handles the slides; returns the undo. */
export function addSlideMenus(root: Document, mainMenuLabel: string): () => void {
  const levels = new Map<Element, Level>();
  const rtl = root.documentElement.dir === 'rtl';
  for (const panel of root.querySelectorAll<HTMLElement>('.mobile-sidebar-slide')) {
    const menu = panel.querySelector<HTMLElement>('.sidebar-menu');
    if (!menu) continue;
    const selector = slideLists(slideLevels(panel.getAttribute('data-levels')));
    for (const nav of panel.querySelectorAll('.nav-sidebar')) {
      for (const list of nav.querySelectorAll<HTMLElement>(selector)) {
        const item = list.parentElement!;
        if (levels.has(item)) continue;
        const name = item.querySelector(':scope > a')?.textContent?.trim();
        const header = backButton(root, name || mainMenuLabel);
        list.prepend(header);
        list.setAttribute('inert', '');
        let depth = 0;
        for (let up = list.parentElement; up; up = up.parentElement) if (up.tagName === 'UL') depth += 1;
        levels.set(item, { list, item, parentList: item.closest('ul'), depth, menu, back: header.querySelector('button')! });
      }
    }
  }
  if (!levels.size) return () => {};

  const submenuToggle = root.body.classList.contains('mobile-submenu-toggle');
  const open = (level: Level, opener: HTMLElement): void => {
    clearTimeout(level.timer);
    level.opener = opener;
    setExpanded(level, true);
    level.parentList?.classList.add('is-current-parent');
    level.list.classList.add('is-current-slide');
    level.menu.style.transform = slideTransform(level.depth, rtl);
    level.list.removeAttribute('inert');
    level.back.focus({ preventScroll: true });
  };
  const close = (level: Level): void => {
    level.menu.style.transform = slideTransform(level.depth - 1, rtl);
    level.list.setAttribute('inert', '');
    level.timer = setTimeout(() => {
      level.list.classList.remove('is-current-slide');
      level.parentList?.classList.remove('is-current-parent');
    }, SLIDE_MS);
    level.item.classList.remove('active');
    setExpanded(level, false);
    level.opener?.focus({ preventScroll: true });
  };
  // Capture, ahead of the sub-menu toggles (toggles.ts), which leave a handled click alone.
  const onClick = (event: MouseEvent): void => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button.toggle, a') : null;
    const item = control?.parentElement;
    if (!control || !item) return;
    if (item.matches('li.nav-slide-header')) {
      const level = item.parentElement && levels.get(item.parentElement.parentElement!);
      if (level) close(level);
      return;
    }
    const level = levels.get(item);
    const opens = control.matches('button.toggle') || control.getAttribute('href') === '#' || submenuToggle;
    if (!level || !opens) return;
    event.preventDefault();
    open(level, control);
  };
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    for (const level of levels.values()) {
      clearTimeout(level.timer);
      level.back.parentElement!.remove();
      level.list.removeAttribute('inert');
      level.list.classList.remove('is-current-slide');
      level.parentList?.classList.remove('is-current-parent');
      level.menu.style.removeProperty('transform');
    }
  };
}
