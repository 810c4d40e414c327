import { useStore } from '@nanostores/react';
import { __ } from '@wordpress/i18n';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $lastAdded } from '../../src/stores/cart';
import { $openOverlay, closeOverlay, openOverlay } from '../../src/stores/ui';
import { openDialogFromLink } from '../../src/dom/dialog-link';
import { focusables, trapTab } from '../../src/dom/focus';
import { FADE_OUT_MS, motionMs } from '../../src/dom/motion';
import type { MiniCartOptions } from './options';

export interface MiniCartProps {
  /** The header cart item (`li.cart-item`). */
  host: HTMLElement;
  options: MiniCartOptions;
  /** This instance's name in $openOverlay (a page may have a desktop and a mobile cart). */
  overlayName: string;
}

/**
 * How the mini cart was opened. A reveal after an add is a passing notice: focus stays
 * where the shopper is and it closes by itself. Opening the drawer from the cart link is
 * a modal dialog: focus moves in, is trapped, and returns to the link on close.
 */
type OpenMode = 'reveal' | 'modal';

/**
 * An add this recent when the island mounts still reveals the cart: the first add is what
 * hydrates the mini cart, so its chunk may still have been on its way.
 */
const LATE_REVEAL_MS = 5000;

function isVisible(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}

export function MiniCart({ host, options, overlayName }: MiniCartProps) {
  const open = useStore($openOverlay) === overlayName;
  const [mode, setMode] = useState<OpenMode>('reveal');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The drawer fades out (Flatsome's off-canvas: 400 ms) before it is hidden.
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const link = host.querySelector<HTMLAnchorElement>('a.header-cart-link') ?? host.querySelector('a');
  const drawerSelector = link?.getAttribute('data-open') ?? '#cart-popup';
  const panel =
    options.style === 'drawer' ? document.querySelector<HTMLElement>(drawerSelector) : host;

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    closeOverlay(overlayName);
  }, [cancelClose, overlayName]);

  // Reveal after a successful add to cart, when the shop enables it.
  useLayoutEffect(() => {
    if (!options.reveal || !panel) return;
    const reveal = (): void => {
      if (!isVisible(host)) return;
      setMode('reveal');
      openOverlay(overlayName);
      cancelClose();
      closeTimer.current = setTimeout(close, options.autoCloseMs);
    };
    const recent = $lastAdded.get();
    if (recent && Date.now() - recent.at < LATE_REVEAL_MS) reveal();
    return $lastAdded.listen((added) => {
      if (added) reveal();
    });
  }, [options.reveal, options.autoCloseMs, panel, host, overlayName, cancelClose, close]);

  // The drawer opens from the cart link as a modal dialog.
  useLayoutEffect(() => {
    if (options.style !== 'drawer' || !link || !panel) return;
    return openDialogFromLink(link, () => {
      cancelClose();
      setMode('modal');
      openOverlay(overlayName);
    });
  }, [options.style, link, panel, overlayName, cancelClose]);

  // Hover or focus inside keeps it open. The dropdown also opens on hover and on focus
  // (Flatsome's theme script did this; its CSS hover fallback only applies under .no-js)
  // and closes when both pointer and focus have left it.
  useLayoutEffect(() => {
    if (!panel) return;
    const dropdown = options.style === 'dropdown';
    if (!open && !dropdown) return;
    const area = dropdown ? host : panel;
    const onEnter = (): void => {
      cancelClose();
      if (dropdown) openOverlay(overlayName);
    };
    const onLeave = (): void => {
      if (dropdown && !host.contains(document.activeElement)) close();
    };
    const onFocusOut = (event: FocusEvent): void => {
      const next = event.relatedTarget as Node | null;
      if (dropdown && !(next && host.contains(next)) && !host.matches(':hover')) close();
    };
    area.addEventListener('mouseenter', onEnter);
    area.addEventListener('focusin', onEnter);
    area.addEventListener('mouseleave', onLeave);
    area.addEventListener('focusout', onFocusOut);
    return () => {
      area.removeEventListener('mouseenter', onEnter);
      area.removeEventListener('focusin', onEnter);
      area.removeEventListener('mouseleave', onLeave);
      area.removeEventListener('focusout', onFocusOut);
    };
  }, [open, panel, host, options.style, overlayName, cancelClose, close]);

  // Hydrated by a hover or a focus (its hydration strategy): open as that would have.
  useLayoutEffect(() => {
    if (!panel || options.style !== 'dropdown') return;
    if (host.matches(':hover') || host.contains(document.activeElement)) openOverlay(overlayName);
  }, [panel, host, options.style, overlayName]);

  // Escape closes; a press outside closes; the modal drawer keeps Tab inside.
  useLayoutEffect(() => {
    if (!open || !panel) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        const hadFocus = panel.contains(document.activeElement) || host.contains(document.activeElement);
        close();
        if (hadFocus) link?.focus();
      } else if (mode === 'modal' && options.style === 'drawer') {
        trapTab(event, panel);
      }
    };
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target as Node | null;
      if (target && (panel.contains(target) || host.contains(target))) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, panel, host, link, mode, options.style, close]);

  // Reflect the state on the server markup: Flatsome's classes, ARIA, the drawer panel.
  useLayoutEffect(() => {
    if (!panel) return;
    link?.setAttribute('aria-expanded', String(open));
    if (options.style === 'dropdown') {
      host.classList.toggle('current-dropdown', open);
      return () => {
        host.classList.remove('current-dropdown');
        link?.removeAttribute('aria-expanded');
      };
    }
    if (!open) return;
    const modal = mode === 'modal';
    clearTimeout(fadeTimer.current);
    setFading(false);
    panel.inert = false;
    panel.classList.remove('mfp-hide', 'islas-drawer--closing');
    panel.classList.add('islas-drawer', 'islas-drawer--open');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', __('Cart', 'islas'));
    panel.setAttribute('aria-modal', String(modal));
    panel.tabIndex = -1;
    if (modal) {
      document.documentElement.classList.add('islas-scroll-locked');
      (focusables(panel)[0] ?? panel).focus();
    }
    return () => {
      panel.removeAttribute('aria-modal');
      if (modal) {
        document.documentElement.classList.remove('islas-scroll-locked');
        if (panel.contains(document.activeElement) || document.activeElement === document.body) link?.focus();
      }
      // Closed (or re-run for a new mode, which cancels this at once): the panel stays in
      // view, inert, while it fades out, then is hidden as the server printed it.
      panel.classList.replace('islas-drawer--open', 'islas-drawer--closing');
      panel.inert = true;
      setFading(true);
      fadeTimer.current = setTimeout(() => {
        panel.classList.remove('islas-drawer--closing');
        panel.classList.add('mfp-hide');
        panel.inert = false;
        setFading(false);
      }, motionMs(FADE_OUT_MS));
    };
  }, [open, mode, panel, host, link, options.style]);

  useLayoutEffect(() => cancelClose, [cancelClose]);

  if (options.style !== 'drawer' || !panel) return null;
  if (!open) return fading ? createPortal(<div className="islas-drawer-backdrop islas-drawer-backdrop--closing" />, document.body) : null;
  return (
    <>
      {createPortal(<div className="islas-drawer-backdrop" onClick={close} />, document.body)}
      {createPortal(
        <button type="button" className="islas-drawer-close" aria-label={__('Close the cart', 'islas')} onClick={close}>
          ×
        </button>,
        panel,
      )}
    </>
  );
}
