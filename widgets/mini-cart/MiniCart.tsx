import { useStore } from '@nanostores/react';
import { __ } from '@wordpress/i18n';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $lastAdded } from '../../src/stores/cart';
import { $openOverlay, closeOverlay, openOverlay } from '../../src/stores/ui';
import { openDialogFromLink } from '../../src/dom/dialog-link';
import { FADE_OUT_MS, motionMs } from '../../src/dom/motion';
import { useDrawerFocus, useDropdown } from './behaviours';
import { drawerPanel } from './drawer-panel';
import type { MiniCartOptions } from './options';
import { listenForRequests, OPEN_REQUEST } from './request';

export interface MiniCartProps {
  /** The header cart item (`li.cart-item`). */
  host: HTMLElement;
  options: MiniCartOptions;
  /** This instance's name in $openOverlay (a page may have a desktop and a mobile cart). */
  overlayName: string;
}

/**
 * An add this recent when the island mounts still reveals the cart: the first add is what
 * hydrates the mini cart, so its chunk may still have been on its way.
 */
const LATE_REVEAL_MS = 5000;

function isVisible(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}

/**
 * The header mini cart, as Flatsome's theme script drives it. The dropdown opens on hover
 * and focus, and after an add it opens without taking focus and closes by itself after
 * 5 s. The drawer (phones, or the "off-canvas" cart style) is a modal dialog however it
 * opens, from the cart link or after an add: focus moves in and stays, and it stays open
 * until Escape, the backdrop or its close button closes it; focus then goes back to where
 * it was.
 */
export function MiniCart({ host, options, overlayName }: MiniCartProps) {
  const open = useStore($openOverlay) === overlayName;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether the open dropdown was revealed by an add (Flatsome marks it cart-active), not hovered.
  const revealed = useRef(false);
  // The drawer fades out (Flatsome's off-canvas: 400 ms) before it is hidden.
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const link = host.querySelector<HTMLAnchorElement>('a.header-cart-link') ?? host.querySelector('a');
  const drawer = options.style === 'drawer';
  const panel = drawer ? document.querySelector<HTMLElement>(link?.getAttribute('data-open') ?? '#cart-popup') : host;
  const onScreen = useMemo(() => (drawer && panel ? drawerPanel(panel, link) : undefined), [drawer, panel, link]);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    closeOverlay(overlayName);
  }, [cancelClose, overlayName]);

  // Flatsome opens the mini cart the shopper sees: the drawer stays open, the dropdown
  // closes by itself (SPEC §4, 5 s).
  const reveal = useCallback((): void => {
    if (!panel || !isVisible(host)) return;
    cancelClose();
    openOverlay(overlayName);
    if (drawer) return;
    revealed.current = true;
    closeTimer.current = setTimeout(close, options.autoCloseMs);
  }, [panel, host, drawer, overlayName, options.autoCloseMs, cancelClose, close]);

  // After a successful add to cart, when the shop enables it.
  useLayoutEffect(() => {
    if (!options.reveal) return;
    const recent = $lastAdded.get();
    if (recent && Date.now() - recent.at < LATE_REVEAL_MS) reveal();
    return $lastAdded.listen((added) => {
      if (added) reveal();
    });
  }, [options.reveal, reveal]);

  // When the page asks (request.ts), even if it asked before this chunk came.
  useLayoutEffect(() => {
    const take = (name: string | null): void => {
      if (name === OPEN_REQUEST) reveal();
    };
    const stopTaking = $openOverlay.listen(take);
    const stopListening = listenForRequests();
    take($openOverlay.get());
    return () => {
      stopTaking();
      stopListening();
    };
  }, [reveal]);

  // The drawer opens from the cart link.
  useLayoutEffect(() => {
    if (!drawer || !link || !panel) return;
    return openDialogFromLink(link, () => {
      cancelClose();
      openOverlay(overlayName);
    });
  }, [drawer, link, panel, overlayName, cancelClose]);

  const show = useCallback(() => openOverlay(overlayName), [overlayName]);
  const current = useCallback(() => $openOverlay.get() === overlayName, [overlayName]);
  useDropdown(host, link, !drawer && !!panel, open, show, close, cancelClose);
  useDrawerFocus(onScreen ? panel : null, open, current, close);

  // Reflect the state on the server markup: Flatsome's classes, ARIA, the drawer panel.
  useLayoutEffect(() => {
    if (!panel) return;
    link?.setAttribute('aria-expanded', String(open));
    if (!onScreen) {
      host.classList.toggle('current-dropdown', open);
      revealed.current &&= open;
      host.classList.toggle('cart-active', revealed.current);
      return () => {
        host.classList.remove('current-dropdown', 'cart-active');
        link?.removeAttribute('aria-expanded');
      };
    }
    if (!open) return;
    // Where focus goes back to: the cart link it was opened from, or what had focus before
    // an add opened it (Flatsome's lightbox does the same).
    const opener = document.activeElement;
    clearTimeout(fadeTimer.current);
    setFading(false);
    onScreen.open(__('Cart', 'islas'));
    panel.focus();
    return () => {
      onScreen.closing();
      if (panel.contains(document.activeElement) || document.activeElement === document.body) {
        const back = opener instanceof HTMLElement && opener !== document.body && opener.isConnected && !panel.contains(opener) ? opener : link;
        back?.focus();
      }
      // Closed (or re-run, which cancels this at once): the panel stays in view, inert,
      // while it fades out, then is hidden and put back as the server printed it.
      setFading(true);
      fadeTimer.current = setTimeout(() => {
        onScreen.hidden();
        setFading(false);
      }, motionMs(FADE_OUT_MS));
    };
  }, [open, panel, host, link, onScreen]);

  useLayoutEffect(() => cancelClose, [cancelClose]);

  if (!drawer || !panel) return null;
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
