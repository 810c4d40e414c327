import type { RestClient } from '../../src/http/rest';
import type { SortKey } from './options';
import { safeUrl } from '../../src/dom/url-guard';

/** One search hit, normalised from Jetpack's `{fields, highlight}`. */
export interface SearchResult {
  id: string;
  postType: string;
  /** The title with the matched words between <mark> and </mark>; everything else is text. */
  title: string;
  url: string;
  image?: string;
  price?: number;
  salePrice?: number;
  rating?: number;
  date?: string;
}

export interface SearchPage {
  total: number;
  /** Handle of the next page; null on the last page. */
  pageHandle: string | null;
  results: SearchResult[];
}

export interface SearchParams {
  query: string;
  sort: SortKey;
  /** One post type, or '' for all of `allowedTypes`. */
  postType: string;
  /** Post types a shopper may see (postTypes minus excludedPostTypes); empty: no filter. */
  allowedTypes?: string[];
  excludedTypes?: string[];
}

export type FetchSearchPage = (params: SearchParams, pageHandle: string | null, signal: AbortSignal) => Promise<SearchPage>;

type Fields = Record<string, unknown>;

/** Jetpack gives scalars, arrays of one, and addresses without a scheme. */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: unknown): string | undefined {
  const one = first(value);
  return typeof one === 'string' && one !== '' ? one : typeof one === 'number' ? String(one) : undefined;
}

function number(value: unknown): number | undefined {
  const one = first(value);
  const parsed = typeof one === 'number' ? one : typeof one === 'string' && one.trim() !== '' ? Number(one) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Through the URL guard (url-guard.ts): a page of this site, or a picture from anywhere. */
function address(value: unknown, anywhere?: boolean): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  return safeUrl(/^(https?:)?\/\//i.test(raw) || raw.startsWith('/') ? raw : `//${raw}`, anywhere) ?? undefined;
}

function escapeMarks(raw: string): string {
  return raw.replace(/<(?!\/?mark>)/gi, '&lt;');
}

function normalise(raw: unknown, index: number): SearchResult | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { fields = {}, highlight = {}, _id } = raw as { fields?: Fields; highlight?: Fields; _id?: unknown };
  const url = address(fields['permalink.url.raw'] ?? fields['permalink.url'] ?? fields.url);
  if (!url) return undefined;
  const plainTitle = text(fields['title.default'] ?? fields.title) ?? '';
  const title = text(highlight.title) ?? escapeMarks(plainTitle);
  const price = number(fields['wc.price']);
  const sale = number(fields['wc.sale_price']);
  return {
    id: text(fields.post_id) ?? text(_id) ?? String(index),
    postType: text(fields.post_type) ?? 'post',
    title,
    url,
    image: address(fields['image.url.raw'] ?? fields.image, true),
    price,
    salePrice: sale !== undefined && price !== undefined && sale > 0 && sale < price ? sale : undefined,
    rating: number(fields['meta._wc_average_rating.double']),
    date: text(fields.date),
  };
}

/** Parses a `jetpack/v4/search` answer; anything malformed becomes an empty page. */
export function parseSearchPage(answer: unknown): SearchPage {
  const { total, page_handle, results } = (answer ?? {}) as { total?: unknown; page_handle?: unknown; results?: unknown };
  const list = Array.isArray(results) ? results : [];
  const parsed = list.map(normalise).filter((result): result is SearchResult => result !== undefined);
  return {
    total: number(total) ?? parsed.length,
    pageHandle: typeof page_handle === 'string' && page_handle !== '' ? page_handle : null,
    results: parsed,
  };
}

/** Jetpack's filter: the chosen post type, or all allowed ones, never an excluded one. */
function filterFor(params: SearchParams): string | undefined {
  const must = params.postType ? [params.postType] : (params.allowedTypes ?? []);
  const bool: Record<string, unknown> = {};
  if (must.length) bool.must = [{ terms: { post_type: must } }];
  if (params.excludedTypes?.length) bool.must_not = [{ terms: { post_type: params.excludedTypes } }];
  return Object.keys(bool).length ? JSON.stringify({ bool }) : undefined;
}

export function searchPath(params: SearchParams, size: number, pageHandle: string | null): string {
  const query = new URLSearchParams({ query: params.query, sort: params.sort, size: String(size) });
  if (pageHandle) query.set('page_handle', pageHandle);
  const filter = filterFor(params);
  if (filter) query.set('filter', filter);
  return `jetpack/v4/search?${query}`;
}

/** GET `${apiRoot}jetpack/v4/search` through the REST client (nonce header included). */
export function createSearchApi(rest: RestClient, size: number): FetchSearchPage {
  return async (params, pageHandle, signal) =>
    parseSearchPage(await rest({ path: searchPath(params, size, pageHandle), signal }));
}
