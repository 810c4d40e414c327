/**
 * The URL guard (url-guard.ts) for a `srcset`, apart so that only the variation form's
 * chunk carries it.
 */
import { decodeEntities } from './text';
import { safeUrl } from './url-guard';

/**
 * A `srcset` with every candidate's address checked (http(s), anywhere) and the bad ones
 * dropped; null when none is left. Candidates split as the HTML parser splits them: the
 * address runs to the next space (commas inside it stay, as in a CDN's `w_300,c_fill`),
 * its descriptor to the next comma.
 */
export function safeSrcset(value: unknown, base = location.href): string | null {
  const kept: string[] = [];
  if (typeof value == 'string') {
    for (const [, address, descriptor] of decodeEntities(value).matchAll(/[\s,]*([^\s,]\S*?)(?:,+(?=\s|$)|$|\s+([^,]*),?)/g)) {
      const url = safeUrl(address, true, base);
      if (url) kept.push(descriptor?.trim() ? `${url} ${descriptor.trim()}` : url);
    }
  }
  return kept.length ? kept.join(', ') : null;
}
