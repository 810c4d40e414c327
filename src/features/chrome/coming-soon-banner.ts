/**
 * WooCommerce's coming-soon footer banner (`#coming-soon-footer-banner`), shown to the
 * store's staff while the shop is in coming-soon mode. Its dismiss link POSTs
 * `woocommerce_meta.coming_soon_banner_dismissed = "yes"` to the REST address on the link,
 * with the link's nonce in X-WP-Nonce, and the banner goes whatever the answer.
 */
import { createSiteRestClient } from '../../http/rest';
import type { PageContext } from '../../kernel/context';

export const COMING_SOON_SELECTOR = '#coming-soon-footer-banner';

export function enhance(root: Document, ctx: PageContext): void {
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
    const rest = createSiteRestClient(ctx.config, { nonce: link.dataset.restNonce ?? ctx.config.restNonce });
    rest({ url, method: 'POST', data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }).catch((error: unknown) =>
      console.warn('[islas] the coming-soon banner dismissal was not saved.', error),
    );
  });
}
