/**
 * The one HTTP call under every islas request: `fetch` through the transport seam, with a
 * time-out, the shopper's abort signal, and typed errors (`HTTPError` for a non-2xx
 * answer, `TimeoutError`). Never retried: cart writes must not be sent twice.
 *
 * islas used ky for this. ky 1.14 is 5 KB gzip, and the first page view with a cart
 * makes a request at load, so ky was a quarter of the 20 KB a page may load before the
 * shopper acts and a tenth of the 50 KB for everything (issue 5); the part of it islas
 * used is this file.
 */
import { HTTPError } from './errors/http-error';
import { TimeoutError } from './errors/timeout-error';
import { transportFetch } from './transport';

export interface SendOptions extends RequestInit {
  /** Milliseconds until the request is given up with TimeoutError; false: never. */
  timeout?: number | false;
  /** false: answer non-2xx responses instead of throwing HTTPError. */
  throwHttpErrors?: boolean;
}

export async function send(url: string | URL, options: SendOptions = {}): Promise<Response> {
  const { timeout = false, throwHttpErrors = true, signal, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const address = String(url);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout === false
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout);
  const forwardAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await transportFetch(address, { credentials: 'same-origin', ...init, method, signal: controller.signal });
    if (throwHttpErrors && !response.ok) throw new HTTPError(response, method, address);
    return response;
  } catch (error) {
    if (timedOut) throw new TimeoutError(method, address);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
