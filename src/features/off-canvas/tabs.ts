/**
 * The mobile menu's two tabs (Flatsome's `sidebar-tabs` behaviour, option
 * `mobile_sidebar_tabs`): a tab (`.sidebar-menu-tabs__tab`, a link to "#") shows its list
 * of `ul.nav-sidebar` and hides the other, and is marked `active`. No aria: Flatsome's
 * markup has none, and its links stay plain links in the tab order.
 */
import { tabHides } from './core';

export function addSidebarTabs(root: Document): () => void {
  const onClick = (event: MouseEvent): void => {
    const tab = event.target instanceof Element ? event.target.closest('.sidebar-menu-tabs__tab') : null;
    const bar = tab?.closest('.sidebar-menu-tabs');
    if (!tab || !bar) return;
    event.preventDefault();
    const tabs = [...bar.querySelectorAll('.sidebar-menu-tabs__tab')];
    const clicked = tabs.indexOf(tab);
    tabs.forEach((each, index) => each.classList.toggle('active', index === clicked));
    bar.parentElement?.querySelectorAll('ul.nav-sidebar').forEach((list, index) => list.classList.toggle('hidden', tabHides(clicked, index, list.getAttribute('data-tab'))));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
