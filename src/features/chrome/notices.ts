/**
 * Notices and the result count, for screen readers, as WooCommerce does: the first notice
 * with role=alert is focused after 500 ms (and scrolled to, 100 px below the top, over
 * 1000 ms), and the result count of a listing reached with a query (sorted, filtered, paged:
 * `location.search` not empty) is announced again, as WooCommerce 10.9+ does it: the first
 * `.woocommerce-result-count` (not only 9.4's `[data-is-sorted-by]`) gets `role=alert` and
 * `aria-hidden=true`, then after 2000 ms `aria-hidden=false` and its content re-written.
 */
import { motionMs } from '../../dom/motion';

export const NOTICE_FOCUS_DELAY_MS = 500;
export const RESULT_COUNT_REFRESH_MS = 2000;
export const SCROLL_OFFSET_PX = 100;
export const SCROLL_DURATION_MS = 1000;

const NOTICES = '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]';
/** jQuery's "swing" easing, which WooCommerce's scroll uses. */
const swing = (p: number): number => 0.5 - Math.cos(p * Math.PI) / 2;

/** Scrolls the window so `el` sits 100 px below the top, over 1000 ms (at once under reduced motion). */
export function scrollToNotices(el: Element): Promise<void> {
  const from = window.scrollY;
  const to = Math.max(0, el.getBoundingClientRect().top + from - SCROLL_OFFSET_PX);
  const duration = motionMs(SCROLL_DURATION_MS);
  if (duration === 0 || to === from) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number): void => {
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, from + (to - from) * swing(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

export function enhance(root: Document = document): void {
  const notice = root.querySelector<HTMLElement>(NOTICES);
  if (notice) {
    notice.tabIndex = -1;
    setTimeout(() => {
      void scrollToNotices(notice);
      notice.focus({ preventScroll: true });
    }, NOTICE_FOCUS_DELAY_MS);
  }
  // Not where the product-filters block runs: it announces its own counts (10.9).
  const count = root.querySelector<HTMLElement>('.woocommerce-result-count');
  if (count && location.search && !root.querySelector('[data-wp-interactive="woocommerce/product-filters"]')) {
    const text = count.innerHTML;
    count.setAttribute('role', 'alert');
    count.setAttribute('aria-hidden', 'true');
    setTimeout(() => {
      count.setAttribute('aria-hidden', 'false');
      // Assigning replaces the children, even with the same markup: the region changes.
      count.innerHTML = text;
    }, RESULT_COUNT_REFRESH_MS);
  }
}
