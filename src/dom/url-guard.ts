/**
 * The one check for an address that comes from data (a cart answer, the page's config, a
 * variation, a search hit) before islas navigates to it or puts it in an attribute. It
 * answers the address resolved against the page, absolute, or null when it is not http(s)
 * (`javascript:`, `data:`, `vbscript:`, in any case, behind spaces, tabs, newlines, control
 * characters or HTML entities) or, unless `anywhere`, not on this site. HTML entities are
 * decoded first because the value may be parsed as HTML somewhere; the URL parser then
 * strips and lowercases as the browser does before following a link. Pure.
 *
 * Same-origin (the default) for where islas sends the shopper or its requests: a product
 * page after a failed add, the cart, the AJAX and REST addresses, a search hit. `anywhere`
 * for pictures, which a CDN may legitimately serve from another site.
 *
 * A picture attribute may keep the value as the data spells it once it passed with
 * `anywhere` (`safeUrl(value, true) && value`, which plugins comparing a variation's `src`
 * with the page's expect): decoding only changes what follows an `&`, which no scheme
 * holds, so the raw value has the checked scheme or none (then the page's, http(s)).
 */
import { decodeEntities } from './text';

export function safeUrl(value: unknown, anywhere?: boolean, base = location.href): string | null {
  try {
    const text = decodeEntities(value as string);
    const url = new URL(text, base);
    // Nothing but spaces and controls resolves to the page itself: that is no address.
    return /[^\0- ]/.test(text) && /^https?:$/.test(url.protocol) && (anywhere || url.origin == new URL(base).origin)
      ? url.href
      : null;
  } catch {
    // Not a string, or nothing the URL parser accepts.
    return null;
  }
}
