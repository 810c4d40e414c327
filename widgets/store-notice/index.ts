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
 *
 * As WooCommerce 9.9+: the dismiss link (`a[role=button]` since then) takes Enter or Space,
 * and its handlers are bound only while the notice shows, and unbound once it is dismissed.
 */
export const mount: IslandModule['mount'] = (host) => {
  const cookie = noticeCookieName(host);
  const show = (visible: boolean): void => {
    host.hidden = !visible;
    host.style.display = visible ? '' : 'none';
  };
  const shown = getCookie(cookie) !== 'hidden';
  show(shown);
  const link = host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  if (!link || !shown) return () => {};
  // 9.9.3 prints the link as role=button; 9.4's plain link gets it, as it acts as one.
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
  const stop = (): void => {
    link.removeEventListener('click', dismiss);
    link.removeEventListener('keydown', onKey);
  };
  function dismiss(event: Event): void {
    event.preventDefault();
    // A session cookie, as WooCommerce sets it: path /, SameSite=Lax.
    setCookie(cookie, 'hidden', { session: true });
    show(false);
    stop();
  }
  function onKey(event: KeyboardEvent): void {
    if (event.key === ' ' || event.key === 'Enter') dismiss(event);
  }
  link.addEventListener('click', dismiss);
  link.addEventListener('keydown', onKey);
  return stop;
};
