/**
 * The ARIA tabs pattern over server markup, for Flatsome's tabbed content and
 * WooCommerce's product tabs alike: one panel shown at a time; arrow keys (wrapping),
 * Home and End move between tabs, Space selects; only the selected tab is in the Tab order.
 */
export interface TabPair {
  tab: HTMLAnchorElement;
  panel: HTMLElement;
}

export interface Tablist {
  select(index: number, focus?: boolean): void;
  stop(): void;
}

/** The tab a key moves to from `index` (wrapping), or undefined for a key the tabs leave alone. */
export type KeyTarget = (key: string, index: number, tabs: HTMLElement[]) => number | undefined;

/** Flatsome's tabbed content: both arrow pairs move, whatever the layout. */
const anyArrow: KeyTarget = (key, index, tabs) => {
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1 };
  return moves[key];
};

export function enhanceTablist(
  list: HTMLElement,
  pairs: TabPair[],
  show: (panel: HTMLElement, open: boolean) => void,
  keyTarget: KeyTarget = anyArrow,
): Tablist {
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
    tab.parentElement?.setAttribute('role', 'presentation');
    tab.parentElement?.removeAttribute('aria-controls');
    tab.parentElement?.removeAttribute('aria-selected');
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
    const to = event.key === ' ' ? index : keyTarget(event.key, index, tabs);
    if (to === undefined) return;
    event.preventDefault();
    select((to + tabs.length) % tabs.length, true);
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
