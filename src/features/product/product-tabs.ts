/**
 * WooCommerce's product tabs (`.woocommerce-tabs ul.tabs li a[href="#tab-…"]` and their
 * `.woocommerce-Tabs-panel`s): one panel open at a time, as the ARIA tabs pattern (arrow
 * keys, Home, End; only the selected tab in the Tab order). Flatsome's other tabs and
 * accordions are src/features/content/tabs.ts and accordion.ts.
 *
 * The keys are WooCommerce's (`src/dom/tablist.ts`). WooCommerce 9.6+ prints `li[role=presentation] > a[role=tab]` (Flatsome's own tabs.php
 * too); 9.4 put `role=tab` on the `li`: either becomes the 9.6 markup, with `aria-selected`
 * and the roving `tabindex` on the link and `active` on its `li`.
 *
 * A page opened with `#reviews`, `#tab-reviews`, a `#comment-N` anchor, or a
 * `comment-page-N` / `cpage=` address opens the reviews panel and scrolls to it, below
 * the sticky header (as WooCommerce does; without it the browser's own jump lands on a
 * hidden panel). A link to the reviews on the page (the rating link) does the same.
 */
import type { PageContext } from '../../kernel/context';
import { wantsReviews } from './reviews-address';
import { enhanceTablist } from '../../dom/tablist';

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
  const pairs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? [])].flatMap((tab) => {
    const panel = panelOf(tab, wrapper);
    return panel ? [{ tab, panel }] : [];
  });
  if (!list || pairs.length === 0) return () => {};
  const tablist = enhanceTablist(list, pairs, show);
  pairs.forEach(({ panel }, i) => openers.set(panel, () => tablist.select(i)));
  // `#tab-additional_information` (or any tab's panel) opens that tab, as WooCommerce's init does.
  const named = pairs.findIndex(({ panel }) => `#${panel.id}` === window.location.hash);
  if (named > 0) tablist.select(named);
  return () => {
    tablist.stop();
    pairs.forEach(({ panel }) => openers.delete(panel));
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

/**
 * Below the stuck header: its height as the header part measured it at the first input
 * (`flatsomeVars.scrollPaddingTop`, which Flatsome's woocommerce.js reads), else the option's.
 * (The sticky bar has its twin: one shared module would be a chunk of its own.)
 */
const stickyOffset = (fallback: number): number =>
  Number((window as { flatsomeVars?: { scrollPaddingTop?: unknown } }).flatsomeVars?.scrollPaddingTop) || fallback;

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
  const top = target.getBoundingClientRect().top + window.scrollY - stickyOffset(stickyHeight);
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  return true;
}

export function enhance(root: Document, ctx: PageContext): () => void {
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
