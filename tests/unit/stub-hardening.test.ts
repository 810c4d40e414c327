// @vitest-environment node
// The stub as an attacker and a careless client would meet it (issue 13): no path walks out of
// dist/ and fixtures/, big bodies get 413 and the server lives on, PHP's errors stay in the
// log, every answer has nosniff and no X-Powered-By, static files take only GET and HEAD, and
// pages cache as WordPress + WooCommerce decide (no-store only where WooCommerce asks).
// Both PHPs (system php -S behind serve.mjs's front, and PHP.wasm), plus router.php alone
// under a bare `php -S`, whose own guards the front otherwise shadows.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LOG, hasSystemPhp, MAX_BODY_BYTES, startStub } from '../../php-stub/serve.mjs';
import { rawRequest, type RawRequestInit } from './helpers/raw-request';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request, its body read as text (the stub compresses only when asked: these never ask). */
async function request(base: string, path: string, init: RawRequestInit = {}): Promise<Answer> {
  const { status, headers, text } = await rawRequest(base, path, init);
  return { status, headers, body: text };
}

/**
 * POSTs `size` bytes (declared with Content-Length, or chunked with no length), 1 MB at a time,
 * stopping as soon as an answer arrives; resolves with it and how much had been sent by then.
 */
function bigPost(base: string, size: number, chunked: boolean, expectContinue = false): Promise<Answer & { sent: number }> {
  const { port } = new URL(base);
  return new Promise((ok, fail) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/x-www-form-urlencoded' };
    if (!chunked) headers['Content-Length'] = size;
    if (expectContinue) headers.Expect = '100-continue';
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/?wc-ajax=get_refreshed_fragments', headers, agent: false });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), sent: at });
        req.destroy();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // A server may close the connection right after an early answer (RFC 9112 §9.6); under
      // load the client's next write can meet the closed socket before it has read the 413.
      if (chunked && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) ok({ status: 0, headers: {}, body: '', sent });
      else fail(error);
    });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    if (expectContinue) req.once('continue', pump);
    else pump();
  });
}

/** What must never reach a client: the project's files, PHP's messages, server paths. */
function expectNothingLeaked(answer: Answer) {
  expect(answer.body).not.toContain('"name": "islas"');
  expect(answer.body).not.toMatch(/Fatal error|Stack trace|Warning:|Uncaught|URI malformed|PHP\.wasm/);
  expect(answer.body).not.toContain(root);
  expect(answer.body).not.toMatch(/php-stub|\.php(?::\d+|\(\d+\)| on line)/);
}

/** Hostile static paths: encoded, double-encoded and raw dots, backslashes, NUL bytes. */
const WALK_OUT = [
  '/dist/..%2fpackage.json',
  '/dist/%2e%2e%2fbuild.mjs',
  '/dist/../package.json',
  '/fixtures/..%2fpackage-lock.json',
  '/dist/..%2fnode_modules%2fpreact%2fpackage.json',
  '/dist/%252e%252e%252fpackage.json',
  '/dist/%252e%252e/package.json',
  '/dist/.%2e/package.json',
  '/dist/%2E%2E%2Fpackage.json',
  '/dist/..%5cpackage.json',
  '/dist/..\\package.json',
  '/dist/..%255cpackage.json',
  '/dist/./../package.json',
  '/dist%2f..%2fpackage.json',
  '/fixtures/%2e%2e/%2e%2e/etc/passwd',
  '/wp-includes/js/jquery/../../../package.json',
  '/wp-includes/js/jquery/jquery.min.js/../../../../../package.json',
  '/dist/../x%00.js',
  '/fixtures/theme.css%00.txt',
  '/dist/%00',
  '/dist/%2500../package.json',
];

const modes = (['system', 'wasm'] as const).filter((mode) => mode === 'wasm' || hasSystemPhp());

describe.each(modes)('the stub hardened (%s PHP)', (mode) => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  const links: string[] = [];
  beforeAll(async () => {
    stub = await startStub({ port: 0, php: mode });
  }, 120_000);
  afterAll(async () => {
    for (const link of links) rmSync(link, { force: true });
    await stub?.close();
  });

  it('serves the files it should: dist/, fixtures/ and the one mapped jQuery file', async () => {
    const css = await request(stub.url, '/fixtures/theme.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const jquery = await request(stub.url, '/wp-includes/js/jquery/jquery.min.js');
    expect(jquery.status).toBe(200);
    expect(jquery.body).toContain('jQuery v3');
    expect((await request(stub.url, '/dist/no-such-chunk.js')).status).toBe(404);
    expect((await request(stub.url, '/wp-includes/js/jquery/jquery.js')).status).not.toBe(200);
  });

  it.each(WALK_OUT)('never serves %s', async (path) => {
    const answer = await request(stub.url, path);
    expect([400, 403, 404]).toContain(answer.status);
    expectNothingLeaked(answer);
  });

  it('refuses the walk-outs that name a file outside with 403, before the disk', async () => {
    for (const path of ['/dist/..%2fpackage.json', '/dist/../package.json', '/dist/%252e%252e/package.json', '/dist/..%5cpackage.json']) {
      expect((await request(stub.url, path)).status, path).toBe(403);
    }
  });

  it('does not follow a symlink out of the served folders', async () => {
    const file = join(root, `fixtures/.islas-hardening-${mode}-${process.pid}.json`);
    const folder = join(root, `fixtures/.islas-hardening-${mode}-${process.pid}-dir`);
    links.push(file, folder);
    symlinkSync(join(root, 'package.json'), file);
    symlinkSync(root, folder);
    for (const path of [`/fixtures/${file.split('/').pop()}`, `/fixtures/${folder.split('/').pop()}/package.json`]) {
      const answer = await request(stub.url, path);
      expect([403, 404], path).toContain(answer.status);
      expectNothingLeaked(answer);
    }
  });

  it('answers a 200 MB POST with 413 before reading it, and keeps serving', async () => {
    const size = 200 * 1024 * 1024;
    const answer = await bigPost(stub.url, size, false);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(size);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await request(stub.url, '/tienda/')).status).toBe(200);
  }, 60_000);

  it('counts a chunked body (no Content-Length) and stops reading past the cap', async () => {
    const size = 200 * 1024 * 1024;
    const answer = await bigPost(stub.url, size, true);
    // 413, or (status 0) the connection cut after it before the client could read it.
    expect([413, 0]).toContain(answer.status);
    expect(answer.sent).toBeLessThan(size / 4);
    expect((await request(stub.url, '/tienda/')).status).toBe(200);
  }, 60_000);

  it('refuses an oversized "Expect: 100-continue" body before it is sent', async () => {
    const answer = await bigPost(stub.url, 50 * 1024 * 1024, false, true);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBe(0);
  });

  it('still takes bodies under the cap', async () => {
    const body = `a=${'b'.repeat(2 * 1024 * 1024)}`;
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    const answer = await request(stub.url, '/?wc-ajax=get_refreshed_fragments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('fragments');
  });

  it('answers a PHP fatal error with a generic 500 page and logs the error instead', async () => {
    const before = existsSync(ERROR_LOG) ? statSync(ERROR_LOG).size : 0;
    const answer = await request(stub.url, '/?islas-test=fatal');
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('Error del servidor');
    expectNothingLeaked(answer);
    let logged = '';
    for (let i = 0; i < 50 && !logged.includes('realpath'); i++) {
      await new Promise((ok) => setTimeout(ok, 20));
      logged = existsSync(ERROR_LOG) ? readFileSync(ERROR_LOG).subarray(before).toString('utf8') : '';
    }
    expect(logged).toMatch(/Fatal error: +Uncaught ValueError: realpath\(\)/);
    expect(logged).toContain('router.php');
  });

  it('answers a malformed URI with a plain 400', async () => {
    for (const path of ['/%E0%A4%A', '/%E0%A4', '/tienda/%', '/%zz/', '/producto/%C3/']) {
      const answer = await request(stub.url, path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.body).toBe('Bad Request\n');
    }
  });

  it('refuses NUL bytes anywhere in the path', async () => {
    for (const path of ['/tienda/%00/', '/producto/x%00/', '/%00', '/wp-admin/admin-ajax.php%00']) {
      const answer = await request(stub.url, path);
      expect(answer.status, path).toBe(400);
      expectNothingLeaked(answer);
    }
  });

  it('sends nosniff and no X-Powered-By on every kind of answer', async () => {
    const answers = await Promise.all([
      request(stub.url, '/tienda/'),
      request(stub.url, '/no-such-page/'),
      request(stub.url, '/tienda'),
      request(stub.url, '/fixtures/theme.css'),
      request(stub.url, '/fixtures/theme.css', { headers: { 'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString() } }),
      request(stub.url, '/favicon.ico'),
      request(stub.url, '/dist/nothing.js'),
      request(stub.url, '/dist/..%2fpackage.json'),
      request(stub.url, '/fixtures/theme.css', { method: 'POST', body: 'x' }),
      request(stub.url, '/%E0%A4%A'),
      request(stub.url, '/?islas-test=fatal'),
      request(stub.url, '/?wc-ajax=get_refreshed_fragments', { method: 'POST' }),
      request(stub.url, '/wp-admin/admin-ajax.php?action=nope'),
      request(stub.url, '/wp-json/'),
      bigPost(stub.url, 20 * 1024 * 1024, false),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 301, 200, 304, 204, 404, 403, 405, 400, 500, 200, 400, 200, 413]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  }, 60_000);

  it('takes only GET and HEAD on static files: 405 with Allow otherwise', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/fixtures/theme.css', '/wp-includes/js/jquery/jquery.min.js', '/dist/main.js']) {
        const answer = await request(stub.url, path, { method, body: method === 'POST' ? 'a=1' : undefined });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const file = await request(stub.url, '/fixtures/theme.css', { method: 'HEAD' });
    expect(file.status).toBe(200);
    expect(Number(file.headers['content-length'])).toBe(statSync(join(root, 'fixtures/theme.css')).size);
    expect(file.body).toBe('');
    const page = await request(stub.url, '/tienda/', { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe('');
  });

  describe('caching as WordPress and WooCommerce send it', () => {
    /** The cookie of a visitor with one product in the cart (checkout would redirect an empty cart). */
    async function cartCookie() {
      const shop = await request(stub.url, '/tienda/');
      const id = /ajax_add_to_cart[^>]*data-product_id="(\d+)"|data-product_id="(\d+)"[^>]*ajax_add_to_cart/.exec(shop.body);
      const add = await request(stub.url, '/?wc-ajax=add_to_cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `product_id=${id?.[1] ?? id?.[2]}&quantity=1`,
      });
      return ([] as string[]).concat(add.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    }

    it('sends no caching header on shop, product, home, search and help pages (back/forward cache)', async () => {
      const cookie = await cartCookie();
      const shop = await request(stub.url, '/tienda/');
      const product = /href="(\/producto\/[a-z0-9-]+\/)"/.exec(shop.body)![1]!;
      for (const path of ['/', '/tienda/', '/tienda/page/2/', product, '/categoria-producto/camisetas/', '/?s=camiseta&post_type=product', '/ayuda/']) {
        for (const headers of [{ 'User-Agent': CHROME }, { 'User-Agent': CHROME, Cookie: cookie }] as Record<string, string>[]) {
          const answer = await request(stub.url, path, { headers });
          expect(answer.status, path).toBe(200);
          expect(answer.headers['cache-control'], path).toBeUndefined();
          expect(answer.headers.expires, path).toBeUndefined();
          expect(answer.headers.pragma, path).toBeUndefined();
        }
      }
    });

    it("sends WordPress's nocache headers on checkout and account pages", async () => {
      const cookie = await cartCookie();
      for (const path of ['/finalizar-compra/', '/mi-cuenta/', '/mi-cuenta/pedidos/', '/finalizar-compra/pedido-recibido/']) {
        const answer = await request(stub.url, path, { headers: { 'User-Agent': CHROME, Cookie: cookie } });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], path).toBe('no-cache, must-revalidate, max-age=0');
        expect(answer.headers.expires, path).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
      }
      // Decided before the empty checkout's redirect, as WooCommerce does.
      const empty = await request(stub.url, '/finalizar-compra/');
      expect(empty.status).toBe(302);
      expect(empty.headers['cache-control']).toBe('no-cache, must-revalidate, max-age=0');
    });

    it('adds no-store on the cart page for Chrome, as WooCommerce does', async () => {
      const chrome = await request(stub.url, '/carrito/', { headers: { 'User-Agent': CHROME } });
      expect(chrome.headers['cache-control']).toBe('no-transform, no-cache, no-store, must-revalidate');
      expect(chrome.headers.expires).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
      const other = await request(stub.url, '/carrito/', { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' } });
      expect(other.headers['cache-control']).toBe('no-cache, must-revalidate, max-age=0');
    });

    it('marks wc-ajax and admin-ajax answers not cacheable (woocommerce-ajax.md)', async () => {
      const answers = await Promise.all([
        request(stub.url, '/?wc-ajax=get_refreshed_fragments', { method: 'POST' }),
        request(stub.url, '/?wc-ajax=no_such_endpoint', { method: 'POST' }),
        request(stub.url, '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=cam'),
        request(stub.url, '/wp-admin/admin-ajax.php?action=flatsome_load_instagram&data=x'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-cache, must-revalidate, max-age=0');
        expect(answer.headers.expires).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
      }
    });

    it('never marks static files no-store', async () => {
      for (const path of ['/fixtures/theme.css', '/wp-includes/js/jquery/jquery.min.js']) {
        expect((await request(stub.url, path)).headers['cache-control'] ?? '').not.toContain('no-store');
      }
    });
  });
});

// router.php under a bare `php -S` (how a developer may run it): its own guards, which the
// Node front answers first when serve.mjs starts it.
describe.skipIf(!hasSystemPhp())('router.php alone under php -S', () => {
  let base = '';
  let child: ReturnType<typeof spawn> | undefined;
  beforeAll(async () => {
    const probe = net.createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((ok) => probe.close(ok));
    child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', root, join(root, 'php-stub/router.php')], { cwd: root, stdio: 'ignore' });
    base = `http://127.0.0.1:${port}/`;
    for (let i = 0; i < 200; i++) {
      if (await request(base, '/favicon.ico').then(() => true, () => false)) return;
      await new Promise((ok) => setTimeout(ok, 25));
    }
    throw new Error('php -S did not start');
  }, 30_000);
  afterAll(() => {
    child?.kill();
  });

  it('refuses walk-outs, NUL bytes and malformed URIs without PHP errors', async () => {
    for (const path of WALK_OUT) {
      const answer = await request(base, path);
      expect([400, 403, 404], path).toContain(answer.status);
      expectNothingLeaked(answer);
    }
    expect((await request(base, '/%E0%A4%A')).status).toBe(400);
    expect((await request(base, '/tienda/%00/')).status).toBe(400);
  });

  it('answers 413 from CONTENT_LENGTH before touching the body', async () => {
    const answer = await request(base, '/?wc-ajax=get_refreshed_fragments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expectNothingLeaked(answer);
  });

  it('sends nosniff, no X-Powered-By and a generic 500 page', async () => {
    const fatal = await request(base, '/?islas-test=fatal');
    expect(fatal.status).toBe(500);
    expectNothingLeaked(fatal);
    for (const answer of [fatal, await request(base, '/tienda/'), await request(base, '/fixtures/theme.css')]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
