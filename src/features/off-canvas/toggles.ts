/**
 * Flatsome's sub-menu toggles (its `toggle` behaviour): a `button.toggle` before each nested
 * list of the mobile menu, of menus in widgets and of the category widget. Flatsome's CSS
 * keeps those lists off-screen (`.nav .children`) or hidden (`.widget > ul > li ul`) until
 * their item is `.active`; the item says whether it is open with `aria-expanded`, as
 * Flatsome's does, and so does the button, which is what a screen reader announces.
 */
import { SUBMENU_LISTS } from './core';

const TOGGLE = '.has-child > button.toggle';

function setOpen(item: Element, open: boolean): void {
  item.classList.toggle('active', open);
  item.setAttribute('aria-expanded', String(open));
  for (const child of item.children) if (child.matches('button.toggle')) child.setAttribute('aria-expanded', String(open));
}

function toggleButton(doc: Document, label: string, slide: boolean): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'toggle';
  button.setAttribute('aria-label', label);
  const icon = doc.createElement('i');
  // Slide-in sub-menus open to the side (`.nav-slide`), the others downwards.
  icon.className = slide ? 'icon-angle-right' : 'icon-angle-down';
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon);
  return button;
}

/**
 * Adds the toggles under `root` and handles their clicks; returns a function that takes
 * them away again.
 */
export function addSubmenuToggles(root: Document, label: string): () => void {
  const added: HTMLButtonElement[] = [];
  for (const list of root.querySelectorAll(SUBMENU_LISTS)) {
    const item = list.parentElement;
    if (!item || list.previousElementSibling?.matches('button.toggle')) continue;
    item.classList.add('has-child');
    const button = toggleButton(root, label, !!list.closest('.nav-slide'));
    list.before(button);
    added.push(button);
    setOpen(item, item.classList.contains('active'));
  }
  // The category widget opens on the current category's parent; Flatsome then drops the
  // class, whose CSS would keep the list open when the shopper closes it.
  for (const item of root.querySelectorAll('.current-cat-parent')) {
    setOpen(item, true);
    item.classList.remove('current-cat-parent');
  }
  const submenuToggle = root.body.classList.contains('mobile-submenu-toggle');
  const onClick = (event: MouseEvent): void => {
    // A slide-in sub-menu's toggle has slid it in already (slide.ts).
    if (event.defaultPrevented) return;
    const clicked = event.target instanceof Element ? event.target : null;
    let item = clicked?.closest(TOGGLE)?.parentElement;
    // In the mobile menu, a parent whose link goes nowhere ("#") opens its sub-menu, and with
    // Flatsome's `mobile-submenu-toggle` option every parent link does.
    const link = item ? null : clicked?.closest('.sidebar-menu li.menu-item.has-child > a:first-of-type');
    if (link && (link.getAttribute('href') === '#' || (submenuToggle && link.nextElementSibling?.matches('button.toggle')))) item = link.parentElement;
    if (!item) return;
    event.preventDefault();
    setOpen(item, !item.classList.contains('active'));
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    for (const button of added) {
      button.parentElement?.classList.remove('has-child');
      button.parentElement?.removeAttribute('aria-expanded');
      button.remove();
    }
  };
}
