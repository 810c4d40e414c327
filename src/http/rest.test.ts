import { afterEach, describe, expect, it } from 'vitest';
import { isRestError, RestError } from './errors/rest-error';
import { createRestClient, createSiteRestClient, nextLink, POST_PROCESS_TRIES, restUrl } from './rest';
import { setTransport } from './transport';
import { defaultConfig } from '../kernel/config';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

type Answer = Response | 'network-error';

/** A transport answering from `reply`, recording what was sent. */
function network(reply: (request: Seen, index: number) => Answer) {
  const seen: Seen[] = [];
  restore = setTransport(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const entry: Seen = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.method === 'GET' ? '' : await request.clone().text(),
    };
    seen.push(entry);
    const answer = reply(entry, seen.length - 1);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  return seen;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const root = 'https://tienda.example/wp-json/';
const ajaxUrl = 'https://tienda.example/wp-admin/admin-ajax.php';
const client = (nonce = 'n1') => createRestClient({ root, nonce, ajaxUrl });

async function failure(promise: Promise<unknown>): Promise<RestError> {
  try {
    await promise;
  } catch (error) {
    if (isRestError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('REST client', () => {
  it('sends the nonce header and _locale=user under the root, and parses JSON', async () => {
    const seen = network(() => json({ id: 7 }));
    expect(await client()({ path: '/wp/v2/posts/7' })).toEqual({ id: 7 });
    expect(seen[0]!.url.href).toBe('https://tienda.example/wp-json/wp/v2/posts/7?_locale=user');
    expect(seen[0]!.headers.get('X-WP-Nonce')).toBe('n1');
    expect(seen[0]!.method).toBe('GET');
  });

  it('keeps a _locale the caller set', async () => {
    const seen = network(() => json([]));
    await client()({ path: 'wp/v2/posts?_locale=es_ES' });
    expect(seen[0]!.url.searchParams.getAll('_locale')).toEqual(['es_ES']);
  });

  it('uses the site root and nonce from the config (wpApiSettings)', async () => {
    const seen = network(() => json({}));
    const rest = createSiteRestClient({ ...defaultConfig(), restRoot: 'https://otra.example/wp-json/', restNonce: 'abc' });
    await rest({ path: 'wp/v2/users/me' });
    expect(seen[0]!.url.origin + seen[0]!.url.pathname).toBe('https://otra.example/wp-json/wp/v2/users/me');
    expect(seen[0]!.headers.get('X-WP-Nonce')).toBe('abc');
  });

  it('joins plain-permalink roots with &', () => {
    expect(restUrl('https://s.example/?rest_route=/', 'wp/v2/posts?page=2')).toBe('https://s.example/?rest_route=/wp/v2/posts&page=2');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    const seen = network(() => json({ ok: true }));
    await client()({ path: 'wp/v2/posts/1', method, data: { title: 'x' } });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('X-HTTP-Method-Override')).toBe(method);
  });

  it('sends data as JSON and leaves POST as it is', async () => {
    const seen = network(() => json({ ok: true }));
    await client()({ path: 'wp/v2/posts', method: 'POST', data: { title: 'Hola' } });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('X-HTTP-Method-Override')).toBeNull();
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ title: 'Hola' });
  });

  it('fetches per_page=-1 as pages of 100 following Link rel="next", concatenated', async () => {
    const seen = network((request) => {
      const page = Number(request.url.searchParams.get('page') ?? '1');
      const items = Array.from({ length: page < 3 ? 100 : 5 }, (_, i) => ({ id: (page - 1) * 100 + i }));
      const headers: Record<string, string> =
        page < 3 ? { Link: `<${root}wp/v2/posts?per_page=100&page=${page + 1}&_locale=user>; rel="next"` } : {};
      return json(items, { headers });
    });
    const posts = await client()<{ id: number }[]>({ path: 'wp/v2/posts?per_page=-1' });
    expect(posts).toHaveLength(205);
    expect(posts[204]!.id).toBe(204);
    expect(seen).toHaveLength(3);
    expect(seen[0]!.url.searchParams.get('per_page')).toBe('100');
    expect(seen.every((request) => request.headers.get('X-WP-Nonce') === 'n1')).toBe(true);
  });

  it('reads the next link among others', () => {
    expect(nextLink('<https://a/?page=1>; rel="prev", <https://a/?page=3>; rel="next"')).toBe('https://a/?page=3');
    expect(nextLink(null)).toBeUndefined();
  });

  it('on rest_cookie_invalid_nonce fetches a new nonce from admin-ajax and retries once with it', async () => {
    const seen = network((request) => {
      if (request.url.searchParams.get('action') === 'rest-nonce') return new Response('fresh-nonce', { status: 200 });
      if (request.headers.get('X-WP-Nonce') === 'fresh-nonce') return json({ saved: true });
      return json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });
    });
    const rest = client('stale');
    expect(await rest({ path: 'wp/v2/settings', method: 'POST', data: {} })).toEqual({ saved: true });
    expect(seen.map((request) => request.url.searchParams.get('action') ?? request.method)).toEqual(['POST', 'rest-nonce', 'POST']);
    expect(seen[1]!.method).toBe('GET');
    expect(seen[1]!.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(rest.nonce).toBe('fresh-nonce');
  });

  it("the site client refreshes the nonce from the config's admin-ajax", async () => {
    const seen = network((request) => {
      if (request.url.searchParams.get('action') === 'rest-nonce') return new Response('site-nonce');
      if (request.headers.get('X-WP-Nonce') === 'site-nonce') return json([]);
      return json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 });
    });
    const config = { ...defaultConfig(), ajaxUrl: 'https://otra.example/wp-admin/admin-ajax.php', restRoot: root, restNonce: 'old' };
    expect(await createSiteRestClient(config)({ path: 'wp/v2/posts' })).toEqual([]);
    expect(seen[1]!.method).toBe('GET');
    expect(seen[1]!.url.href).toBe('https://otra.example/wp-admin/admin-ajax.php?action=rest-nonce');
  });

  it('retries only once when the fresh nonce is refused too', async () => {
    const seen = network((request) =>
      request.url.searchParams.get('action') === 'rest-nonce'
        ? new Response('still-bad')
        : json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 }),
    );
    const error = await failure(client()({ path: 'wp/v2/settings' }));
    expect(error.code).toBe('rest_cookie_invalid_nonce');
    expect(seen).toHaveLength(3);
  });

  it('passes server errors on with their code, message and status', async () => {
    network(() => json({ code: 'rest_forbidden', message: 'Lo siento', data: { status: 401 } }, { status: 401 }));
    const error = await failure(client()({ path: 'wp/v2/users/1' }));
    expect(error).toBeInstanceOf(RestError);
    expect([error.code, error.message, error.status]).toEqual(['rest_forbidden', 'Lo siento', 401]);
  });

  it('fails with fetch_error when the network fails', async () => {
    network(() => 'network-error');
    const error = await failure(client()({ path: 'wp/v2/posts' }));
    expect([error.code, error.message]).toEqual(['fetch_error', 'You are probably offline.']);
  });

  it('fails with invalid_json on an unparseable answer', async () => {
    network(() => new Response('<html>Fatal error</html>', { status: 200 }));
    const error = await failure(client()({ path: 'wp/v2/posts' }));
    expect([error.code, error.message]).toEqual(['invalid_json', 'The response is not a valid JSON response.']);
  });

  it('fails with unknown_error on an error without a body', async () => {
    network(() => new Response('', { status: 500 }));
    const error = await failure(client()({ path: 'wp/v2/posts' }));
    expect([error.code, error.message, error.status]).toEqual(['unknown_error', 'An unknown error occurred.', 500]);
  });

  it('gives null for a 204', async () => {
    network(() => new Response(null, { status: 204 }));
    expect(await client()({ path: 'wp/v2/posts/1', method: 'DELETE' })).toBeNull();
  });

  it('lets an abort through as an abort, not as offline', async () => {
    restore = setTransport(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    await expect(client()({ path: 'x', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('media upload post-processing', () => {
    const failedUpload = () => new Response('', { status: 500, headers: { 'x-wp-upload-attachment-id': '42' } });

    it('on a 5xx with x-wp-upload-attachment-id, finishes it with post-process and returns the attachment', async () => {
      const seen = network((request, index) => {
        if (index === 0) return failedUpload();
        if (request.url.pathname.endsWith('/post-process') && index < 2) return new Response('', { status: 500 });
        return json({ id: 42, source_url: 'x.jpg' }, { status: 201 });
      });
      const media = await client()({ path: 'wp/v2/media', method: 'POST', body: new FormData() });
      expect(media).toEqual({ id: 42, source_url: 'x.jpg' });
      expect(seen[1]!.url.pathname).toBe('/wp-json/wp/v2/media/42/post-process');
      expect(seen[1]!.method).toBe('POST');
      expect(JSON.parse(seen[1]!.body)).toEqual({ action: 'create-image-subsizes' });
      expect(seen).toHaveLength(3);
    });

    it('tries post-process 5 times, then deletes the attachment (force) and fails with post_process', async () => {
      const seen = network((_request, index) => (index === 0 ? failedUpload() : new Response('', { status: 500 })));
      const error = await failure(client()({ path: 'wp/v2/media', method: 'POST', body: new FormData() }));
      expect(error.code).toBe('post_process');
      expect(error.message).toBe('Media upload failed. If this is a photo or a large image, please scale it down and try again.');
      await Promise.resolve();
      const postProcesses = seen.filter((request) => request.url.pathname.endsWith('/media/42/post-process'));
      expect(postProcesses).toHaveLength(POST_PROCESS_TRIES);
      const last = seen[seen.length - 1]!;
      expect(last.url.pathname).toBe('/wp-json/wp/v2/media/42');
      expect(last.url.searchParams.get('force')).toBe('true');
      expect(last.method).toBe('POST');
      expect(last.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    });
  });
});
