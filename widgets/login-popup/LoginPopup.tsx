import { useStore } from '@nanostores/react';
import { __ } from '@wordpress/i18n';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { openDialogFromLink } from '../../src/dom/dialog-link';
import { fadeIn, fadeOut } from '../../src/dom/motion';
import { $openOverlay, closeOverlay, openOverlay } from '../../src/stores/ui';
import { focusables, trapTab } from '../../src/dom/focus';

export interface LoginPopupProps {
  /** The header account link. */
  link: HTMLAnchorElement;
  /** The server's login panel (`#login-form-popup`, hidden with `.mfp-hide`). */
  panel: HTMLElement;
  overlayName: string;
  idPrefix: string;
  /** What takes focus the first time it opens (the errors it reopened with); then the first field. */
  firstFocus?: HTMLElement;
}

/** closed → open → closing (fading out) → closed. */
type Phase = 'closed' | 'open' | 'closing';

export function LoginPopup({ link, panel, overlayName, idPrefix, firstFocus }: LoginPopupProps) {
  const open = useStore($openOverlay) === overlayName;
  const [phase, setPhase] = useState<Phase>('closed');
  const backdrop = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(firstFocus);

  // The account link opens the dialog instead of going to the account page.
  useLayoutEffect(() => {
    const release = openDialogFromLink(link, () => openOverlay(overlayName));
    return () => {
      release();
      closeOverlay(overlayName);
    };
  }, [link, overlayName]);

  useLayoutEffect(() => {
    if (open) setPhase('open');
    else setPhase((now) => (now === 'open' ? 'closing' : now));
    // The link says whether its popup is open, as Flatsome's does.
    if (link.hasAttribute('aria-expanded') || open) link.setAttribute('aria-expanded', String(open));
  }, [open, link]);

  // While open: a modal dialog made of the server's panel, focus inside and trapped.
  useLayoutEffect(() => {
    if (phase === 'closed') return;
    const heading = panel.querySelector<HTMLElement>('h1, h2, h3');
    if (heading && !heading.id) heading.id = `${idPrefix}title`;
    panel.classList.remove('mfp-hide');
    panel.classList.add('islas-dialog');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    if (heading) panel.setAttribute('aria-labelledby', heading.id);
    else panel.setAttribute('aria-label', __('Log in', 'islas'));
    panel.tabIndex = -1;
    document.documentElement.classList.add('islas-scroll-locked');
    return () => {
      panel.classList.add('mfp-hide');
      panel.classList.remove('islas-dialog');
      for (const name of ['role', 'aria-modal', 'aria-labelledby', 'aria-label', 'tabindex']) panel.removeAttribute(name);
      document.documentElement.classList.remove('islas-scroll-locked');
    };
  }, [phase === 'closed', panel, idPrefix]);

  useLayoutEffect(() => {
    if (phase === 'open') {
      (focusFirst.current ?? panel.querySelector<HTMLElement>('input:not([type="hidden"])') ?? focusables(panel)[0] ?? panel).focus();
      focusFirst.current = undefined;
      void fadeIn(panel);
      if (backdrop.current) void fadeIn(backdrop.current);
      const onKeyDown = (event: KeyboardEvent): void => {
        if (event.key === 'Escape') {
          event.preventDefault();
          closeOverlay(overlayName);
        } else trapTab(event, panel);
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }
    if (phase === 'closing') {
      let current = true;
      link.focus();
      void Promise.all([fadeOut(panel), backdrop.current ? fadeOut(backdrop.current) : undefined]).then(() => {
        if (current) setPhase((now) => (now === 'closing' ? 'closed' : now));
      });
      return () => {
        current = false;
      };
    }
    return undefined;
  }, [phase, panel, link, overlayName]);

  if (phase === 'closed') return null;
  const close = (): void => closeOverlay(overlayName);
  return (
    <>
      {createPortal(<div ref={backdrop} className="islas-dialog-backdrop" onClick={close} />, document.body)}
      {createPortal(
        <button type="button" className="islas-dialog-close" aria-label={__('Close the login', 'islas')} onClick={close}>
          ×
        </button>,
        panel,
      )}
    </>
  );
}
