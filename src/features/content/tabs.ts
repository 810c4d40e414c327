/**
 * Flatsome tabs (`.tabbed-content`: `ul.nav > li.tab > a[href="#panel"]` and
 * `.tab-panels > .panel`): one panel shown at a time, as an ARIA tab list (tablist.ts).
 * As Flatsome's `tabs` behaviour: a list with `active-on-hover` selects the tab the mouse
 * rests on (hoverIntent, as its dropdowns), and the tab the address's hash names is selected
 * and scrolled to. The product page's `.woocommerce-tabs` belong to the product-page code.
 */
import { enhanceTablist } from '../../dom/tablist';
import { hoverIntent } from '../chrome/hover-intent';
import { hashScroller, namesHash } from './hash';

function show(panel: HTMLElement, open: boolean): void {
  panel.classList.toggle('active', open);
  panel.hidden = !open;
}

export function enhanceTabs(root: ParentNode, stickyHeight = 0): void {
  const scrollOnce = hashScroller(stickyHeight);
  for (const block of root.querySelectorAll<HTMLElement>('.tabbed-content')) {
    if (block.closest('.woocommerce-tabs')) continue;
    const list = block.querySelector<HTMLElement>(':scope > ul.nav, :scope > .nav');
    const pairs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ?? [])].flatMap((tab) => {
      // The id as the href prints it: `tab.hash` percent-encodes "#tab_envíos".
      const panel = block.querySelector<HTMLElement>(`.tab-panels > [id="${CSS.escape(tab.getAttribute('href')!.slice(1))}"]`);
      return panel ? [{ tab, panel }] : [];
    });
    if (!list || pairs.length === 0) continue;
    const tablist = enhanceTablist(list, pairs, show);
    pairs.forEach(({ tab }, index) => {
      if (list.classList.contains('active-on-hover')) hoverIntent(tab, () => tablist.select(index), () => {});
      if (!namesHash(tab.getAttribute('href'), location.hash)) return;
      tablist.select(index);
      scrollOnce(block);
    });
  }
}
