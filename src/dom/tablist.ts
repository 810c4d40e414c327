/**
 * The ARIA tabs pattern over server markup, for Flatsome's tabbed content and
 * WooCommerce's product tabs alike: one panel shown at a time; only the selected tab is in
 * the Tab order. The keys are WooCommerce's (single-product.js 9.6-10.0.2): Left/Right move
 * along horizontal tabs (swapped in a right-to-left page), Up/Down along vertical ones (the
 * layout read from where the first two tabs sit when the key comes), Home and End go to the
 * ends, every move wraps; Space selects. The tab moved to is selected (WooCommerce only
 * moves focus): its panel is in the page already.
 */
export interface TabPair {
  tab: HTMLAnchorElement;
  panel: HTMLElement;
}

export interface Tablist {
  select(index: number, focus?: boolean): void;
  stop(): void;
}

/** Where `key` moves from tab `index` of `count` (wrapping), or undefined; `vertical` and `rtl` as the page lays the tabs out. */
export function tabKeyTarget(key: string, index: number, count: number, vertical: boolean, rtl: boolean): number | undefined {
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  const to = { [back!]: index - 1, [forward!]: index + 1, Home: 0, End: count - 1, ' ': index }[key];
  return to === undefined ? undefined : (to + count) % count;
}

/** Vertical when the second tab sits further below the first than beside it. */
export function isVertical(first: DOMRect | undefined, second: DOMRect | undefined): boolean {
  return !!first && !!second && Math.abs(second.top - first.top) > Math.abs(second.left - first.left);
}

export function enhanceTablist(list: HTMLElement, pairs: TabPair[], show: (panel: HTMLElement, open: boolean) => void): Tablist {
  const tabs = pairs.map(({ tab }) => tab);
  const select = (index: number, focus = false): void => {
    pairs.forEach(({ tab, panel }, i) => {
      const on = i === index;
      tab.parentElement?.classList.toggle('active', on);
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      show(panel, on);
    });
    if (focus) tabs[index]?.focus();
  };
  list.setAttribute('role', 'tablist');
  for (const { tab, panel } of pairs) {
    // WooCommerce 9.4 put role=tab and aria-controls on the li: the link is the tab now.
    const li = tab.parentElement;
    li?.setAttribute('role', 'presentation');
    li?.removeAttribute('aria-controls');
    tab.setAttribute('role', 'tab');
    if (!tab.id) tab.id = `${panel.id}-tab`;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    if (!panel.hasAttribute('aria-labelledby')) panel.setAttribute('aria-labelledby', tab.id);
  }
  const onClick = (event: MouseEvent): void => {
    const index = tabs.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    select(index);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = tabs.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const vertical = isVertical(tabs[0]?.getBoundingClientRect(), tabs[1]?.getBoundingClientRect());
    const to = tabKeyTarget(event.key, index, tabs.length, vertical, document.documentElement.dir === 'rtl');
    if (to === undefined) return;
    event.preventDefault();
    select(to, true);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  select(Math.max(0, tabs.findIndex((tab) => tab.parentElement?.classList.contains('active'))));
  return {
    select,
    stop() {
      list.removeEventListener('click', onClick);
      list.removeEventListener('keydown', onKeyDown);
    },
  };
}
