/**
 * Flatsome's vertical menu (header element "nav-vertical", `li.header-vertical-menu`), as
 * its `vertical-menu` behaviour drives it: the fly-out opens (`__fly-out--open`, the
 * opener's aria-expanded) when the mouse comes over the element, closes when it leaves,
 * and the opener toggles it. It closes when the header sticks. On the front page the theme
 * prints it open (`header_nav_vertical_fly_out_frontpage`): there it stays open, but while
 * the header is stuck, and opens again when the header comes loose.
 * The opener's keyboard (Enter, Space) is Flatsome's role=button part's: it clicks.
 */
import { onHeaderStuck } from './header-stuck';

const OPEN = 'header-vertical-menu__fly-out--open';

export function enhanceVerticalMenu(root: Document): void {
  const opener = root.querySelector('.header-vertical-menu__opener');
  const flyOut = opener?.nextElementSibling;
  const menu = opener?.parentElement;
  if (!flyOut || !menu) return;
  const pinned = flyOut.classList.contains(OPEN);
  let stuck = false;
  const set = (open: boolean): void => {
    if (!open && pinned && !stuck) return;
    flyOut.classList.toggle(OPEN, open);
    opener.setAttribute('aria-expanded', String(open));
  };
  const hover = (event: PointerEvent) => event.pointerType === 'mouse' && set(event.type === 'pointerenter');
  opener.addEventListener('click', () => set(!flyOut.classList.contains(OPEN)));
  menu.addEventListener('pointerenter', hover);
  menu.addEventListener('pointerleave', hover);
  onHeaderStuck(root, (now) => {
    stuck = now;
    if (now || pinned) set(!now);
  });
}
