const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], .mfp-hide') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Keeps Tab and Shift+Tab inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Space on a link printed as a button (`a[role=button]` matching `selector`) clicks it and
 * keeps the page from scrolling, as a button takes Space and a link does not. A key another
 * handler took already is left to it. Returns whether it clicked.
 */
export function clickOnSpace(event: KeyboardEvent, selector: string): boolean {
  const target = event.target;
  const link = event.key === ' ' && target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  if (link?.getAttribute('role') !== 'button' || event.defaultPrevented) return false;
  event.preventDefault();
  link.click();
  return true;
}
