/**
 * How the two mini cart styles answer the shopper once open (or, for the dropdown, to open
 * it): hooks of MiniCart.tsx, one per style.
 */
import { useLayoutEffect } from 'react';
import { focusables, trapTab } from '../../src/dom/focus';

/**
 * The dropdown opens on hover and on focus (Flatsome's theme script did this; its CSS hover
 * fallback only applies under .no-js), and hover or focus inside keeps it open. It closes
 * when both pointer and focus have left it, on Escape (focus back on the cart link, when
 * it was inside) and on a press outside.
 */
export function useDropdown(
  /** The header cart item (`li.cart-item.has-dropdown`), and its link. */
  host: HTMLElement,
  link: HTMLElement | null,
  enabled: boolean,
  open: boolean,
  show: () => void,
  close: () => void,
  /** Keeps a revealed dropdown from closing by itself. */
  cancelClose: () => void,
): void {
  useLayoutEffect(() => {
    if (!enabled) return;
    const onEnter = (): void => {
      cancelClose();
      show();
    };
    const onLeave = (): void => {
      if (!host.contains(document.activeElement)) close();
    };
    const onFocusOut = (event: FocusEvent): void => {
      const next = event.relatedTarget as Node | null;
      if (!(next && host.contains(next)) && !host.matches(':hover')) close();
    };
    host.addEventListener('mouseenter', onEnter);
    host.addEventListener('focusin', onEnter);
    host.addEventListener('mouseleave', onLeave);
    host.addEventListener('focusout', onFocusOut);
    // Hydrated by a hover or a focus (its hydration strategy): open as that would have.
    if (host.matches(':hover') || host.contains(document.activeElement)) show();
    return () => {
      host.removeEventListener('mouseenter', onEnter);
      host.removeEventListener('focusin', onEnter);
      host.removeEventListener('mouseleave', onLeave);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [enabled, host, show, close, cancelClose]);

  useLayoutEffect(() => {
    if (!enabled || !open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      const hadFocus = host.contains(document.activeElement);
      close();
      if (hadFocus) link?.focus();
    };
    const onPointerDown = (event: PointerEvent): void => {
      if (!host.contains(event.target as Node | null)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [enabled, open, host, link, close]);
}

/**
 * The open drawer, a modal dialog as Flatsome's lightbox makes it: Escape closes it (its
 * backdrop and close button are MiniCart's); Tab and Shift+Tab stay inside; focus a script
 * moves out (the notices focus their message 500 ms after the page a product form's add
 * reloaded into) comes back. `current` says whether it is still the open overlay: when
 * another takes over, it closes in the same render and lets focus go.
 */
export function useDrawerFocus(panel: HTMLElement | null, open: boolean, current: () => boolean, close: () => void): void {
  useLayoutEffect(() => {
    if (!panel || !open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        close();
      } else if (event.key === 'Tab' && event.shiftKey && document.activeElement === panel) {
        // From the panel itself (focused at open), Shift+Tab would leave it.
        event.preventDefault();
        focusables(panel).pop()?.focus();
      } else {
        trapTab(event, panel);
      }
    };
    const onFocusIn = (event: FocusEvent): void => {
      if (current() && !panel.contains(event.target as Node)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [panel, open, current, close]);
}
