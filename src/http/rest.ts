/**
 * The WordPress REST client: what WordPress's api-fetch does, on the islas fetch helper.
 * - `X-WP-Nonce` on every call; on `rest_cookie_invalid_nonce` a fresh nonce is fetched
 *   from admin-ajax `rest-nonce` (the answer is the nonce as text) and the call retried once;
 * - PUT, PATCH and DELETE go as POST with `X-HTTP-Method-Override` (servers and proxies
 *   that only pass GET and POST);
 * - `_locale=user` is added unless the URL has a `_locale` already;
 * - `per_page=-1` fetches every page, 100 at a time, following `Link: <...>; rel="next"`;
 * - a media upload that fails with a 5xx and `x-wp-upload-attachment-id` is finished with
 *   `post-process` (up to 5 tries), else the attachment is deleted and the call fails
 *   with `post_process`;
 * - failures are RestError with api-fetch's codes and messages; a 204 gives null.
 */
import type { IslasConfig } from '../kernel/config';
import { createWooHttp } from './client';
import { isAbortError } from './errors/guards';
import { RestError } from './errors/rest-error';
import { send as fetchOnce, type SendOptions } from './fetch';

export interface RestRequest {
  /** Path under the REST root, e.g. `wp/v2/posts?per_page=-1`. */
  path?: string;
  /** A full address instead of `path`. */
  url?: string;
  /** GET by default. */
  method?: string;
  /** Sent as JSON. */
  data?: unknown;
  /** Sent as it is (FormData for a media upload); wins over `data`. */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: resolve with the Response itself (ok answers only). */
  parse?: boolean;
}

export interface RestClient {
  <T = unknown>(request: RestRequest): Promise<T>;
  /** The nonce in use (it changes when the server asks for a fresh one). */
  readonly nonce: string;
}

export interface RestClientOptions {
  /** The site's /wp-json/ address. */
  root: string;
  nonce: string;
  /** admin-ajax.php, where a fresh nonce comes from (`action=rest-nonce`). */
  ajaxUrl: string;
  /** Fetches a fresh nonce; by default a GET of admin-ajax `rest-nonce` (the answer is the nonce). */
  fetchNonce?: (signal?: AbortSignal) => Promise<string>;
}

export const MESSAGES = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export const POST_PROCESS_TRIES = 5;
const PAGE_SIZE = 100;
const PER_PAGE_ALL = /([?&]per_page=)-1\b/;

const fail = (code: keyof typeof MESSAGES, status?: number): RestError => new RestError(code, MESSAGES[code], status);

/** The root and path joined; plain-permalink roots (`?rest_route=`) take `&` for the query. */
export function restUrl(root: string, path: string): string {
  const clean = path.replace(/^\//, '');
  return root + (root.includes('?') ? clean.replace('?', '&') : clean);
}

function withLocale(url: string): string {
  return /[?&]_locale=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}_locale=user`;
}

/** The `rel="next"` address of a Link header. */
export function nextLink(header: string | null): string | undefined {
  return header ? /<([^>]+)>\s*;\s*rel="?next"?/i.exec(header)?.[1] : undefined;
}

async function errorFrom(response: Response): Promise<RestError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return fail('invalid_json', response.status);
  }
  const { code, message, data } = (body ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  return typeof code === 'string'
    ? new RestError(code, typeof message === 'string' ? message : MESSAGES.unknown_error, response.status, data)
    : fail('unknown_error', response.status);
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail('invalid_json', response.status);
  }
}

export function createRestClient(options: RestClientOptions): RestClient {
  let nonce = options.nonce;
  const fetchNonce =
    options.fetchNonce ??
    ((signal?: AbortSignal) => createWooHttp({ ajaxUrl: options.ajaxUrl } as IslasConfig).adminAjax('rest-nonce', {}, { method: 'get', signal }));
  const under = (path: string) => withLocale(restUrl(options.root, path));

  async function send(url: string, request: RestRequest): Promise<Response> {
    const method = (request.method ?? 'GET').toUpperCase();
    const override = /^(PUT|PATCH|DELETE)$/.test(method);
    const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...request.headers };
    if (nonce) headers['X-WP-Nonce'] = nonce;
    if (override) headers['X-HTTP-Method-Override'] = method;
    let body = request.body;
    if (body === undefined && request.data !== undefined) {
      body = JSON.stringify(request.data);
      headers['Content-Type'] = 'application/json';
    }
    try {
      return await fetchOnce(url, { method: override ? 'POST' : method, headers, body, signal: request.signal, throwHttpErrors: false });
    } catch (error) {
      throw isAbortError(error) ? error : fail('fetch_error');
    }
  }

  /** api-fetch's media middleware: finish the upload server-side, or clean it up. */
  async function postProcess(id: string, signal?: AbortSignal): Promise<Response> {
    for (let attempt = 0; attempt < POST_PROCESS_TRIES; attempt += 1) {
      const response = await send(under(`wp/v2/media/${id}/post-process`), { method: 'POST', data: { action: 'create-image-subsizes' }, signal }).catch(
        () => undefined,
      );
      if (response?.ok) return response;
    }
    void send(under(`wp/v2/media/${id}?force=true`), { method: 'DELETE' }).catch(() => {});
    throw fail('post_process');
  }

  async function one(url: string, request: RestRequest, retried = false): Promise<Response> {
    let response = await send(url, request);
    const attachment = response.headers.get('x-wp-upload-attachment-id');
    if (response.status >= 500 && attachment) response = await postProcess(attachment, request.signal);
    if (response.ok) return response;
    const error = await errorFrom(response);
    if (error.code !== 'rest_cookie_invalid_nonce' || retried) throw error;
    try {
      nonce = (await fetchNonce(request.signal)).trim();
    } catch (refreshError) {
      throw isAbortError(refreshError) ? refreshError : error;
    }
    return one(url, request, true);
  }

  const client = async <T,>(request: RestRequest): Promise<T> => {
    const address = withLocale(request.url ?? restUrl(options.root, request.path ?? ''));
    if (request.parse === false) return (await one(address, request)) as T;
    if ((request.method ?? 'GET').toUpperCase() !== 'GET' || !PER_PAGE_ALL.test(address)) return (await parseBody(await one(address, request))) as T;
    // per_page=-1: every page, PAGE_SIZE at a time, following the Link header.
    const items: unknown[] = [];
    for (let next: string | undefined = address.replace(PER_PAGE_ALL, `$1${PAGE_SIZE}`); next; ) {
      const response = await one(next, request);
      const page = await parseBody(response);
      if (!Array.isArray(page)) return page as T;
      items.push(...page);
      next = nextLink(response.headers.get('Link'));
    }
    return items as T;
  };
  return Object.defineProperty(client, 'nonce', { get: () => nonce }) as RestClient;
}

/** The site's REST client: root from `wpApiSettings.root`, nonce from `wpApiSettings.nonce`. */
export function createSiteRestClient(config: IslasConfig, overrides: Partial<RestClientOptions> = {}): RestClient {
  return createRestClient({ root: config.restRoot, nonce: config.restNonce, ajaxUrl: config.ajaxUrl, ...overrides });
}
