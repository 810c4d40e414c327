/**
 * Flatsome's scroll-to sections (inventory rows 72 and 73), as flatsome.js's `scroll-to`
 * behaviour and its "scroll for more" button do them:
 * - each [scroll_to] (`span.scroll-to[data-link][data-title][data-bullet]`, holding the
 *   section's `a[name]` anchor) gets a bullet in a column at the right of the window
 *   (`.scroll-to-bullets`, hidden below 850 px by the theme's CSS), lit while its section
 *   is under the header, and a link in the menus that have a "single page" item
 *   (inserted before each `li.nav-single-page`);
 * - any link to such a section (the bullets, those menu links, a button in the content)
 *   scrolls to its anchor below the stuck header (or the section's own `data-offset`),
 *   over a second with Flatsome's easing, at once for reduced motion; the address keeps
 *   its hash; an open off-canvas panel closes first;
 * - an address with a section's hash lands on it below the header at load;
 * - `.scroll-for-more` (a section's "scroll for more" arrow) scrolls to the next section.
 */
import { prefersReducedMotion } from '../../../dom/motion';
import type { PageContext } from '../../../kernel/context';
import { easeInOutExpo, litBullets, offsetFor, scrollDuration, wantsBullet } from './core';

/** The menu links get Flatsome's fade-in (its `data-animate`) this long after they are added. */
const NAV_FADE_AFTER_MS = 300;
/** The lit bullet is worked out this long after the scroll rests, as there. */
const SETTLE_MS = 100;

const adminBarHeight = (root: Document): number => {
  const bar = root.getElementById('wpadminbar');
  return bar && bar.getClientRects().length ? bar.offsetHeight : 0;
};

/** The stuck header's height where it sticks, as the header part measured it (flatsomeVars.scrollPaddingTop), else the option's, plus the admin bar. */
export function headerOffset(root: Document, stickyHeight: number): number {
  const measured = Number((root.defaultView as { flatsomeVars?: { scrollPaddingTop?: unknown } } | null)?.flatsomeVars?.scrollPaddingTop);
  if (measured) return measured;
  return (root.getElementById('header')?.classList.contains('has-sticky') ? stickyHeight : 0) + adminBarHeight(root);
}

let scrolling = 0;

/** Scrolls the window so `target`'s top lands `offset` px below the top: over a second with Flatsome's easing, or at once. */
export function scrollToElement(root: Document, target: Element, offset: number, animate = true): void {
  const view = root.defaultView!;
  const max = Math.max(0, root.documentElement.scrollHeight - view.innerHeight);
  const to = Math.min(max, Math.max(0, Math.round(target.getBoundingClientRect().top + view.scrollY - offset)));
  const cssSmooth = view.getComputedStyle(root.documentElement).scrollBehavior === 'smooth';
  const duration = animate ? scrollDuration(prefersReducedMotion(), cssSmooth) : 0;
  view.cancelAnimationFrame(scrolling);
  if (!duration) return view.scrollTo(0, to);
  const from = view.scrollY;
  const start = view.performance.now();
  const step = (now: number): void => {
    const t = Math.min(1, (now - start) / duration);
    view.scrollTo(0, Math.round(from + (to - from) * easeInOutExpo(t)));
    if (t < 1) scrolling = view.requestAnimationFrame(step);
  };
  scrolling = view.requestAnimationFrame(step);
}

/** A link to a section as Flatsome builds its bullets and menu items: the `data-link` as it is, the title twice. */
function link(doc: Document, href: string, title: string): HTMLAnchorElement {
  const a = doc.createElement('a');
  a.setAttribute('href', href);
  a.setAttribute('data-title', title);
  a.title = title;
  return a;
}

/** The bullets' column, made anew (or emptied), at the end of the body. */
function addBullets(root: Document, sections: HTMLElement[]): HTMLElement {
  let column = root.querySelector<HTMLElement>('.scroll-to-bullets');
  if (column) column.replaceChildren();
  else {
    column = root.createElement('div');
    column.className = 'scroll-to-bullets hide-for-medium';
    root.body.append(column);
  }
  for (const section of sections) {
    if (!wantsBullet(section.getAttribute('data-bullet'))) continue;
    const bullet = link(root, section.getAttribute('data-link') ?? '', section.getAttribute('data-title') ?? '');
    bullet.append(root.createElement('strong'));
    column.append(bullet);
  }
  return column;
}

/** A link per section before each menu's "single page" item, faded in as Flatsome's are. */
function addMenuLinks(root: Document, sections: HTMLElement[]): void {
  root.querySelectorAll('li.scroll-to-link').forEach((item) => item.remove());
  const places = root.querySelectorAll('li.nav-single-page');
  if (!places.length) return;
  for (const section of sections) {
    const title = section.getAttribute('data-title') ?? '';
    places.forEach((place) => {
      const item = root.createElement('li');
      item.className = 'scroll-to-link';
      const a = link(root, section.getAttribute('data-link') ?? '', title);
      a.setAttribute('data-animate', 'fadeIn');
      a.textContent = title;
      item.append(a);
      place.before(item);
    });
  }
  setTimeout(() => root.querySelectorAll('.scroll-to-link a').forEach((a) => a.setAttribute('data-animated', 'true')), NAV_FADE_AFTER_MS);
}

/** The anchor a hash names (`a[name]`), if any. */
function anchorNamed(root: Document, name: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('a[name]')].find((a) => a.getAttribute('name') === name) ?? null;
}

/** Lights each section's bullet while it is under the header, 100 ms after the scroll rests; returns what stops it. */
function lightBullets(view: Window, sections: HTMLElement[], column: HTMLElement, stickyHeight: number): () => void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  const light = (): void => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      const lit = litBullets(sections.map((s) => s.getBoundingClientRect().y), view.innerHeight, stickyHeight);
      column.querySelectorAll('a').forEach((bullet, i) => bullet.classList.toggle('active', lit[i] ?? false));
    }, SETTLE_MS);
  };
  view.addEventListener('scroll', light, { passive: true });
  view.addEventListener('resize', light);
  light();
  return () => {
    clearTimeout(settle);
    view.removeEventListener('scroll', light);
    view.removeEventListener('resize', light);
  };
}

/** The anchor name an address's hash gives (decoded where it can be). */
function hashName(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Enhances the page's sections; returns what undoes the listeners. */
export function enhance(root: Document, ctx: PageContext): () => void {
  const view = root.defaultView!;
  const sections = [...root.querySelectorAll<HTMLElement>('span.scroll-to')];
  const header = (): number => headerOffset(root, ctx.config.stickyHeight);
  const scrollToAnchor = (name: string, section: Element | null, animate: boolean): void => {
    const anchor = anchorNamed(root, name);
    if (anchor) scrollToElement(root, anchor, offsetFor(section?.getAttribute('data-offset') ?? null, adminBarHeight(root), header()), animate);
  };
  const onClick = (event: MouseEvent): void => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const more = event.target.closest('.scroll-for-more');
    if (more) {
      event.preventDefault();
      return scrollToElement(root, more.closest('.has-scroll-for-more')?.nextElementSibling ?? more, header());
    }
    const href = event.target.closest('a[href*="#"]')?.getAttribute('href') ?? '';
    const section = sections.find((s) => href.includes(s.getAttribute('data-link') || '<nolink>'));
    const name = href.split('#')[1];
    if (!section || !name) return;
    event.preventDefault();
    // An open off-canvas panel (the mobile menu's links) closes before the page scrolls.
    root.querySelector<HTMLElement>('.mfp-wrap .mfp-close')?.click();
    setTimeout(() => scrollToAnchor(name, section, true), 0);
  };
  root.addEventListener('click', onClick);
  const stopClicks = (): void => root.removeEventListener('click', onClick);
  if (!sections.length) return stopClicks;
  const stopLighting = lightBullets(view, sections, addBullets(root, sections), ctx.config.stickyHeight);
  addMenuLinks(root, sections);
  if (view.location.hash) {
    const name = hashName(view.location.hash);
    scrollToAnchor(name, anchorNamed(root, name)?.closest('.scroll-to') ?? null, false);
  }
  return () => {
    stopClicks();
    stopLighting();
  };
}
