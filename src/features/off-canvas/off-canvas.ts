/**
 * Flatsome's `[data-open]` links (its `lightboxes` behaviour), sub-menu toggles, slide-in
 * sub-menus and the mobile menu's tabs, on the theme's own markup: the mobile menu
 * (`#main-menu`), the shop and product filter sidebars, the search lightbox, the mobile
 * contact popup, any other target printed hidden with `.mfp-hide`. The header cart's
 * drawer and the login popup are islands of their own (core.ts, ISLAND_TARGETS). Without
 * JavaScript those links go nowhere ("#"), which is why islas must do this wherever it
 * replaces Flatsome's script.
 */
import { __ } from '@wordpress/i18n';
import { addTranslations } from '../../kernel/i18n';
import { handles, readOpener } from './core';
import { esES } from './off-canvas.es_ES';
import { openPanel, type Panel } from './panel';
import { addSlideMenus } from './slide';
import { addSidebarTabs } from './tabs';
import { addSubmenuToggles } from './toggles';

export function enhance(root: Document): () => void {
  addTranslations(esES);
  let current: Panel | undefined;
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opener = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-open]') : null;
    const id = opener?.getAttribute('data-open') ?? '';
    const target = id.startsWith('#') ? root.getElementById(id.slice(1)) : null;
    if (!opener || !target) return;
    const options = readOpener((name) => opener.getAttribute(name), target.classList.contains('mfp-hide'));
    if (!handles(options)) return;
    event.preventDefault();
    current?.close(true);
    const panel: Panel = openPanel(opener, target, options, {
      closeLabel: __('Close (Esc)', 'islas'),
      onGone: () => {
        if (current === panel) current = undefined;
      },
    });
    current = panel;
  };
  root.addEventListener('click', onClick);
  // The toggles first: the slide-in sub-menus open from them.
  const removeToggles = addSubmenuToggles(root, __('Show or hide the sub-menu', 'islas'));
  const removeSlides = addSlideMenus(root, __('Main Menu', 'islas'));
  const removeTabs = addSidebarTabs(root);
  return () => {
    root.removeEventListener('click', onClick);
    current?.close(true);
    removeTabs();
    removeSlides();
    removeToggles();
  };
}
