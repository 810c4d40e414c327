import { getCookie, setCookie } from '../../src/kernel/cookies';
import type { IslandModule } from '../../src/kernel/islands';

/** WooCommerce's cookie: `store_notice` + the notice id, value `hidden` once dismissed. */
export function noticeCookieName(host: HTMLElement): string {
  return `store_notice${host.dataset.noticeId ?? ''}`;
}

/**
 * The store notice (`p.woocommerce-store-notice[data-notice-id]`): shown until the shopper
 * dismisses it; the dismissal is remembered in the `store_notice<id>` cookie, so a new
 * notice (a new id) shows again. Its view is the server's markup, so this island has no
 * React component: it must run at load (WooCommerce prints the notice hidden), and
 * pulling in the UI library there would cost every page its bytes.
 */
export const mount: IslandModule['mount'] = (host) => {
  const cookie = noticeCookieName(host);
  const show = (visible: boolean): void => {
    host.hidden = !visible;
    host.style.display = visible ? '' : 'none';
  };
  show(getCookie(cookie) !== 'hidden');
  const link = host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  if (!link) return () => {};
  const dismiss = (event: Event): void => {
    event.preventDefault();
    // A session cookie, as WooCommerce sets it: path /, SameSite=Lax.
    setCookie(cookie, 'hidden', { session: true });
    show(false);
  };
  // The link has role=button (9.9.3+): Space activates it, as it would a button. Enter, which
  // WooCommerce 9.9.3 also binds, is the link's own click. (Its handlers stay bound after
  // the dismissal, where WooCommerce unbinds them: the notice is hidden, nothing reaches them.)
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === ' ') dismiss(event);
  };
  link.addEventListener('click', dismiss);
  link.addEventListener('keydown', onKey);
  return () => {
    link.removeEventListener('click', dismiss);
    link.removeEventListener('keydown', onKey);
  };
};
