/**
 * Flatsome tabs (`.tabbed-content`: `ul.nav > li.tab > a[href="#panel"]` and
 * `.tab-panels > .panel`): one panel shown at a time, as an ARIA tab list (tablist.ts).
 * The product page's `.woocommerce-tabs` belong to the product-page code.
 */
import { enhanceTablist } from '../../dom/tablist';

function show(panel: HTMLElement, open: boolean): void {
  panel.classList.toggle('active', open);
  panel.hidden = !open;
}

export function enhanceTabs(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.tabbed-content')) {
    if (block.closest('.woocommerce-tabs')) continue;
    const list = block.querySelector<HTMLElement>(':scope > ul.nav, :scope > .nav');
    const pairs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ?? [])].flatMap((tab) => {
      const panel = block.querySelector<HTMLElement>(`.tab-panels > [id="${CSS.escape(tab.hash.slice(1))}"]`);
      return panel ? [{ tab, panel }] : [];
    });
    if (list && pairs.length > 0) enhanceTablist(list, pairs, show);
  }
}
