/**
 * Flatsome tabs (`.tabbed-content`: `ul.nav > li.tab > a[href="#panel"]` and
 * `.tab-panels > .panel`): one panel shown at a time, as an ARIA tab list (arrow keys,
 * Home, End). The product page's `.woocommerce-tabs` belong to the product-page code.
 */
export function enhanceTabs(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.tabbed-content')) {
    if (block.closest('.woocommerce-tabs')) continue;
    const list = block.querySelector<HTMLElement>(':scope > ul.nav, :scope > .nav');
    const tabs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ?? [])];
    const panelOf = (tab: HTMLAnchorElement) => block.querySelector<HTMLElement>(`.tab-panels > [id="${CSS.escape(tab.hash.slice(1))}"]`);
    const pairs = tabs.map((tab) => ({ tab, panel: panelOf(tab) })).filter((pair): pair is { tab: HTMLAnchorElement; panel: HTMLElement } => Boolean(pair.panel));
    if (!list || pairs.length === 0) continue;
    list.setAttribute('role', 'tablist');
    const select = (chosen: HTMLAnchorElement, focus = false): void => {
      for (const { tab, panel } of pairs) {
        const on = tab === chosen;
        tab.parentElement?.classList.toggle('active', on);
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
        panel.classList.toggle('active', on);
        panel.hidden = !on;
      }
      if (focus) chosen.focus();
    };
    for (const { tab, panel } of pairs) {
      tab.parentElement?.setAttribute('role', 'presentation');
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      if (!tab.id) tab.id = `${panel.id}-tab`;
      panel.setAttribute('aria-labelledby', tab.id);
      tab.addEventListener('click', (event) => {
        event.preventDefault();
        select(tab);
      });
      tab.addEventListener('keydown', (event) => {
        const at = pairs.findIndex((pair) => pair.tab === tab);
        const moves: Record<string, number> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: pairs.length - 1 };
        const to = moves[event.key];
        if (to === undefined) return;
        event.preventDefault();
        select(pairs[(to + pairs.length) % pairs.length]!.tab, true);
      });
    }
    const active = pairs.find(({ tab }) => tab.parentElement?.classList.contains('active')) ?? pairs[0]!;
    select(active.tab);
  }
}
