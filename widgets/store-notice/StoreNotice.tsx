import { useLayoutEffect } from 'react';
import { getCookie, setCookie } from '../../src/cookies';

export interface StoreNoticeProps {
  /** The server's notice element. */
  host: HTMLElement;
}

/** WooCommerce's cookie: `store_notice` + the notice id, value `hidden` once dismissed. */
export function noticeCookieName(host: HTMLElement): string {
  return `store_notice${host.dataset.noticeId ?? ''}`;
}

export function StoreNotice({ host }: StoreNoticeProps) {
  useLayoutEffect(() => {
    const cookie = noticeCookieName(host);
    const show = (visible: boolean): void => {
      host.hidden = !visible;
      host.style.display = visible ? '' : 'none';
    };
    show(getCookie(cookie) !== 'hidden');
    const link = host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
    if (!link) return;
    const dismiss = (event: Event): void => {
      event.preventDefault();
      // A session cookie, as WooCommerce sets it: path /, SameSite=Lax.
      setCookie(cookie, 'hidden', { session: true });
      show(false);
    };
    // The link has role=button: Space activates it, as it would a button.
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === ' ') dismiss(event);
    };
    link.addEventListener('click', dismiss);
    link.addEventListener('keydown', onKey);
    return () => {
      link.removeEventListener('click', dismiss);
      link.removeEventListener('keydown', onKey);
    };
  }, [host]);
  return null;
}
