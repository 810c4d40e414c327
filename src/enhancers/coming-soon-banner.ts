/**
 * WooCommerce's coming-soon footer banner (`#coming-soon-footer-banner`), shown to the
 * store's staff while the shop is in coming-soon mode. Its dismiss link POSTs
 * `woocommerce_meta.coming_soon_banner_dismissed = "yes"` to the REST address on the link,
 * with the link's nonce in X-WP-Nonce, and the banner goes whatever the answer. (One JSON
 * POST: the REST client's paging and nonce refresh would only add bytes here.)
 */
import { send } from '../http/fetch';
import type { EnhancerContext } from './lazy';

export const COMING_SOON_SELECTOR = '#coming-soon-footer-banner';

export function enhance(root: Document, ctx: EnhancerContext): void {
  const banner = root.querySelector<HTMLElement>(COMING_SOON_SELECTOR);
  const link = banner?.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss');
  if (!banner || !link) return;
  // A link that acts as a button: announced and operated as one.
  link.setAttribute('role', 'button');
  link.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    link.click();
  });
  link.addEventListener('click', (event) => {
    event.preventDefault();
    banner.hidden = true;
    banner.style.display = 'none';
    const url = link.dataset.restUrl;
    if (!url) return;
    send(url, {
      method: 'POST',
      headers: { 'X-WP-Nonce': link.dataset.restNonce ?? ctx.config.restNonce, 'Content-Type': 'application/json' },
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
    }).catch((error: unknown) => console.warn('[islas] the coming-soon banner dismissal was not saved.', error));
  });
}
