/**
 * Flatsome's answer, read without touching the page: the suggestions it holds (addresses
 * through the URL guard, which resolves them against the page's), and which one is the
 * "no products found" line.
 */
import { decodeEntities } from '../../src/dom/text';
import { safeUrl } from '../../src/dom/url-guard';

/** One of Flatsome's product search suggestions (SPEC §3). id -1 is "no products found". */
export interface Suggestion {
  id: number | string;
  value: string;
  url: string;
  img?: string;
  price?: string;
}

/** Reads Flatsome's answer `{suggestions: [...]}`, dropping anything malformed. */
export function parseSuggestions(text: string): Suggestion[] {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return [];
  }
  const list = (answer as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { id, value, url, img, price } = raw as Record<string, unknown>;
    if (typeof value !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) return [];
    return [{
      id,
      value: decodeEntities(value),
      // Through the URL guard: a product of this shop; its picture from anywhere (a CDN).
      url: safeUrl(url) ?? '',
      img: (safeUrl(img, true) && (img as string)) || undefined,
      price: typeof price === 'string' && price ? price : undefined,
    }];
  });
}

/** The "no products found" line (or one whose address the guard refused): shown, never chosen. */
export const isNoResults = (suggestion: Suggestion) => String(suggestion.id) === '-1' || !suggestion.url;
