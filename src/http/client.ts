import { wcAjaxEndpoint, type IslasConfig } from '../kernel/config';
import { InvalidResponseError } from './errors/invalid-response-error';
import { send } from './fetch';

export { isHTTPError, isTimeoutError } from './errors/guards';

/** Form fields as WooCommerce and admin-ajax expect them (jQuery.ajax's form encoding). */
export type FormFields = Record<string, string | number | boolean | null | undefined>;

/** Cart writes must never be sent twice: no retries, and a generous time-out. */
export const CART_WRITE_TIMEOUT_MS = 30_000;

export function toFormBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return body;
}

/** What jQuery.ajax sent, so servers and plugins that look for an AJAX request see one. */
const AJAX_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json, text/plain, */*' };

/** Parses a body as JSON, turning unparseable text into InvalidResponseError. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidResponseError('The response is not a valid JSON response.', text.slice(0, 500));
  }
}

export interface RequestOptions {
  timeout?: number;
  signal?: AbortSignal;
}

/** HTTP for WooCommerce's wc-ajax endpoints and WordPress's admin-ajax.php. */
export interface WooHttp {
  /** POST form fields to `?wc-ajax=<endpoint>`; resolves with the parsed JSON answer. */
  wcAjax(endpoint: string, fields: FormFields, options?: RequestOptions): Promise<unknown>;
  /** POST (or GET) an admin-ajax action; resolves with the raw text answer. */
  adminAjax(
    action: string,
    fields: FormFields,
    options?: RequestOptions & { method?: 'get' | 'post' },
  ): Promise<string>;
}

export function createWooHttp(config: IslasConfig): WooHttp {
  const request = (url: string | URL, method: 'get' | 'post', body: URLSearchParams | undefined, options: RequestOptions) =>
    send(url, { method, body, headers: AJAX_HEADERS, timeout: CART_WRITE_TIMEOUT_MS, ...options }).then((response) => response.text());
  return {
    async wcAjax(endpoint, fields, options = {}) {
      return parseJson(await request(wcAjaxEndpoint(config, endpoint), 'post', toFormBody(fields), options));
    },
    adminAjax(action, fields, options = {}) {
      const { method = 'post', ...rest } = options;
      const all = toFormBody({ action, ...fields });
      if (method === 'get') {
        const url = new URL(config.ajaxUrl, location.href);
        for (const [key, value] of all) url.searchParams.append(key, value);
        return request(url, 'get', undefined, rest);
      }
      return request(config.ajaxUrl, 'post', all, rest);
    },
  };
}
