/**
 * WooCommerce's product tabs (`.woocommerce-tabs ul.tabs li a[href="#tab-…"]` and their
 * `.woocommerce-Tabs-panel`s): one panel open at a time, as the ARIA tabs pattern (arrow
 * keys, Home, End; only the selected tab in the Tab order). Flatsome's other tabs and
 * accordions are src/enhancers/tabs.ts and accordion.ts.
 *
 * A page opened with `#reviews`, `#tab-reviews`, a `#comment-N` anchor, or a
 * `comment-page-N` / `cpage=` address opens the reviews panel and scrolls to it, below
 * the sticky header (as WooCommerce does; without it the browser's own jump lands on a
 * hidden panel). A link to the reviews on the page (the rating link) does the same.
 */
import type { EnhancerContext } from './lazy';
import { wantsReviews } from './reviews-address';

export { wantsReviews };

/** Tab panels this enhancer can open, so anything inside one can be revealed. */
const openers = new Map<Element, () => void>();

function show(panel: HTMLElement, open: boolean): void {
  panel.classList.toggle('active', open);
  // Inline display, as WooCommerce sets it: it wins over theme CSS that shows panels.
  panel.style.display = open ? '' : 'none';
  panel.hidden = !open;
}

function panelOf(link: HTMLAnchorElement, wrapper: Element): HTMLElement | null {
  const id = link.getAttribute('aria-controls') ?? link.hash.slice(1);
  const panel = id ? document.getElementById(id) : null;
  return panel && wrapper.contains(panel) ? panel : null;
}

export function enhanceProductTabs(wrapper: HTMLElement): () => void {
  const list = wrapper.querySelector<HTMLElement>('ul.tabs, ul.wc-tabs');
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? [])].filter((link) => panelOf(link, wrapper));
  if (!list || links.length === 0) return () => {};
  const panels = links.map((link) => panelOf(link, wrapper)!);
  list.setAttribute('role', 'tablist');

  const select = (index: number, focus = false): void => {
    links.forEach((link, i) => {
      const on = i === index;
      link.parentElement?.classList.toggle('active', on);
      link.setAttribute('aria-selected', String(on));
      link.tabIndex = on ? 0 : -1;
      show(panels[i]!, on);
    });
    if (focus) links[index]!.focus();
  };

  links.forEach((link, i) => {
    const panel = panels[i]!;
    link.parentElement?.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    if (!link.id) link.id = `${panel.id}-tab`;
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    if (!panel.hasAttribute('aria-labelledby')) panel.setAttribute('aria-labelledby', link.id);
    openers.set(panel, () => select(i));
  });
  select(Math.max(0, links.findIndex((link) => link.parentElement?.classList.contains('active'))));

  const onClick = (event: MouseEvent): void => {
    const index = links.indexOf((event.target as Element).closest('a') as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    select(index);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const last = links.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
      ' ': index,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    panels.forEach((panel) => openers.delete(panel));
  };
}

/** Opens the tab panel (or Flatsome accordion item) around `el`. */
export function reveal(el: Element): void {
  for (let node: Element | null = el; node; node = node.parentElement) {
    openers.get(node)?.();
    if (node.matches('.accordion-inner')) {
      const title = node.parentElement?.querySelector<HTMLElement>(':scope > .accordion-title');
      if (title && !title.classList.contains('active')) title.click();
    }
  }
}

/** Opens the reviews; scrolls to the anchored comment, else to the reviews tab. */
export function openReviews(url: URL, stickyHeight: number): boolean {
  const reviews = document.getElementById('reviews') ?? document.getElementById('tab-reviews');
  if (!reviews) return false;
  reveal(reviews);
  const anchored = url.hash.includes('comment-') ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  const target =
    anchored ??
    document.querySelector<HTMLElement>('.woocommerce-tabs li.reviews_tab, .woocommerce-tabs [aria-controls="tab-reviews"]') ??
    reviews;
  const top = target.getBoundingClientRect().top + window.scrollY - stickyHeight;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  return true;
}

export function enhance(root: Document, ctx: EnhancerContext): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>('.woocommerce-tabs')].map(enhanceProductTabs);
  const here = (): URL => new URL(window.location.href);
  if (wantsReviews(here())) openReviews(here(), ctx.config.stickyHeight);

  const onClick = (event: MouseEvent): void => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href*="#"]');
    if (!link || link.pathname !== window.location.pathname || link.closest('.woocommerce-tabs ul.tabs')) return;
    const url = new URL(link.href);
    if (!wantsReviews(url)) return;
    event.preventDefault();
    history.pushState(null, '', url.hash);
    openReviews(url, ctx.config.stickyHeight);
  };
  const onHashChange = (): void => {
    if (wantsReviews(here())) openReviews(here(), ctx.config.stickyHeight);
  };
  root.addEventListener('click', onClick);
  window.addEventListener('hashchange', onHashChange);
  return () => {
    stops.forEach((stop) => stop());
    root.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', onHashChange);
  };
}
