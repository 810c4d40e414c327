/**
 * What Flatsome's `tabs` and `accordion-title` behaviours do with the address's hash: the tab
 * or accordion title whose link names it (`href="#tab_envíos"`, raw or percent-encoded in the
 * address) opens at once, and the first one found is scrolled to half a second later, below
 * the sticky header, as its `$.scrollTo` did.
 */
import { prefersReducedMotion } from '../../dom/motion';

/** Whether the link's `href` fragment is the address's `hash` (as typed, or decoded). */
export function namesHash(href: string | null, hash: string): boolean {
  const fragment = href?.split('#')[1];
  const wanted = hash.slice(1);
  if (!fragment || !wanted) return false;
  if (fragment === wanted) return true;
  try {
    return fragment === decodeURIComponent(wanted);
  } catch {
    return false;
  }
}

/** Phones, by the test Flatsome itself makes (its accordions scroll their opened item up there). */
export const isPhone = (): boolean => /Android|webOS|iPhone|iPad|iPod|BlackBerry/i.test(navigator.userAgent);

/** Scrolls `el` to the top of the window, below the sticky header (as Flatsome's `$.scrollTo`, whose offset is the stuck header's height). */
export function scrollToTop(el: Element, stickyHeight: number): void {
  scrollTo({ top: el.getBoundingClientRect().top + scrollY - stickyHeight, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/** A scroll to the first element the hash opened, 500 ms later (one per enhance, as Flatsome's flag per attach). */
export function hashScroller(stickyHeight: number): (el: Element) => void {
  let scrolled = false;
  return (el) => {
    if (scrolled) return;
    scrolled = true;
    setTimeout(() => scrollToTop(el, stickyHeight), 500);
  };
}
