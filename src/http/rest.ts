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
import type { IslasConfig } from '../config';
import { createWooHttp } from './client';
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

const fail = (code: keyof typeof MESSAGES, status?: number): RestError => new RestError(code, MESSAGES[code], status);

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The root and path joined; plain-permalink roots (`?rest_route=`) take `&` for the query. */
export function restUrl(root: string, path: string): string {
  const clean = path.replace(/^\//, '');
  return root.includes('?') ? root + clean.replace('?', '&') : root + clean;
}

function withLocale(url: string): string {
  if (/[?&]_locale=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}_locale=user`;
}

function withPerPage(url: string, perPage: number): string {
  return url.replace(/([?&]per_page=)-1\b/, `$1${perPage}`);
}

/** The `rel="next"` address of a Link header. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

async function errorFrom(response: Response): Promise<RestError> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return fail('unknown_error', response.status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail('invalid_json', response.status);
  }
  const { code, message, data } = (body ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'string') return fail('unknown_error', response.status);
  return new RestError(code, typeof message === 'string' ? message : MESSAGES.unknown_error, response.status, data);
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
  const http = (url: string | URL, init: SendOptions = {}): Promise<Response> => fetchOnce(url, { ...init, throwHttpErrors: false });

  async function send(url: string, request: RestRequest): Promise<Response> {
    const method = (request.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...request.headers };
    if (nonce) headers['X-WP-Nonce'] = nonce;
    let body = request.body;
    if (body === undefined && request.data !== undefined) {
      body = JSON.stringify(request.data);
      headers['Content-Type'] = 'application/json';
    }
    const override = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
    if (override) headers['X-HTTP-Method-Override'] = method;
    try {
      return await http(url, { method: override ? 'POST' : method, headers, body, signal: request.signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw fail('fetch_error');
    }
  }

  const fetchNonce =
    options.fetchNonce ??
    (async (signal?: AbortSignal): Promise<string> => {
      const url = new URL(options.ajaxUrl, typeof location === 'undefined' ? undefined : location.href);
      url.searchParams.set('action', 'rest-nonce');
      const response = await http(url, { signal });
      if (!response.ok) throw await errorFrom(response);
      return response.text();
    });

  /** api-fetch's media middleware: finish the upload server-side, or clean it up. */
  async function postProcess(id: string, request: RestRequest): Promise<Response> {
    for (let attempt = 1; attempt <= POST_PROCESS_TRIES; attempt += 1) {
      const response = await send(withLocale(restUrl(options.root, `wp/v2/media/${id}/post-process`)), {
        method: 'POST',
        data: { action: 'create-image-subsizes' },
        signal: request.signal,
      }).catch(() => undefined);
      if (response?.ok) return response;
    }
    void send(withLocale(restUrl(options.root, `wp/v2/media/${id}?force=true`)), { method: 'DELETE' }).catch(() => {});
    throw fail('post_process');
  }

  async function one(url: string, request: RestRequest, retried = false): Promise<Response> {
    let response = await send(url, request);
    const attachment = response.headers.get('x-wp-upload-attachment-id');
    if (response.status >= 500 && response.status < 600 && attachment) {
      response = await postProcess(attachment, request);
    }
    if (response.ok) return response;
    const error = await errorFrom(response);
    if (error.code === 'rest_cookie_invalid_nonce' && !retried) {
      try {
        nonce = (await fetchNonce(request.signal)).trim();
      } catch (refreshError) {
        if (isAbort(refreshError)) throw refreshError;
        throw error;
      }
      return one(url, request, true);
    }
    throw error;
  }

  async function all(url: string, request: RestRequest): Promise<unknown[]> {
    const items: unknown[] = [];
    let next: string | undefined = withPerPage(url, PAGE_SIZE);
    while (next) {
      const response = await one(next, request);
      const page = await parseBody(response);
      if (!Array.isArray(page)) return page as unknown[];
      items.push(...(page as unknown[]));
      next = nextLink(response.headers.get('Link'));
    }
    return items;
  }

  const client = async <T,>(request: RestRequest): Promise<T> => {
    const address = withLocale(request.url ?? restUrl(options.root, request.path ?? ''));
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'GET' && /[?&]per_page=-1\b/.test(address) && request.parse !== false) {
      return (await all(address, request)) as T;
    }
    const response = await one(address, request);
    if (request.parse === false) return response as T;
    return (await parseBody(response)) as T;
  };
  Object.defineProperty(client, 'nonce', { get: () => nonce });
  return client as RestClient;
}

/** The site's REST client: root from `wpApiSettings.root`, nonce from `wpApiSettings.nonce`. */
export function createSiteRestClient(config: IslasConfig, overrides: Partial<RestClientOptions> = {}): RestClient {
  const ajax = createWooHttp(config);
  return createRestClient({
    root: config.restRoot,
    nonce: config.restNonce,
    ajaxUrl: config.ajaxUrl,
    fetchNonce: (signal) => ajax.adminAjax('rest-nonce', {}, { method: 'get', signal }),
    ...overrides,
  });
}
