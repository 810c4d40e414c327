/**
 * One screen-reader live region for the whole page (WooCommerce's
 * `.widget_shopping_cart_live_region`, reused when the theme prints it). Created on first
 * use, so the page's DOM is untouched until something happens.
 */
const REGION_SELECTOR = '.widget_shopping_cart_live_region';

function region(): HTMLElement {
  let el = document.querySelector<HTMLElement>(REGION_SELECTOR);
  if (!el) {
    el = document.createElement('div');
    el.className = 'widget_shopping_cart_live_region islas-live-region screen-reader-text';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    document.body.append(el);
  }
  return el;
}

/**
 * Announces a message. Errors are also shown: the region becomes visible as a notice
 * (class `islas-live-region--error`) until the next announcement or 8 s pass.
 */
export function announce(message: string, kind: 'status' | 'error' = 'status'): void {
  const el = region();
  el.classList.toggle('islas-live-region--error', kind === 'error');
  // Re-setting the same text is not announced by screen readers; clear it first.
  el.textContent = '';
  el.textContent = message;
  if (kind === 'error') {
    const shown = message;
    setTimeout(() => {
      if (el.textContent === shown) el.classList.remove('islas-live-region--error');
    }, 8000);
  }
}
