// @vitest-environment node
// The stub delivers as a production server would (issue 14; php-stub/delivery.mjs): brotli
// or gzip by Accept-Encoding with Vary, a year's immutable caching for the content-hashed
// chunks, ETag and 304 for the other static files; pages and Ajax answers compressed too,
// and still streamed. Both PHPs (system php -S behind serve.mjs's front, and PHP.wasm).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { chooseEncoding, isCompressible, isImmutablePath, matchesIfNoneMatch, varyOnEncoding } from '../../php-stub/delivery.mjs';
import { hasSystemPhp, startStub } from '../../php-stub/serve.mjs';
import { rawRequest } from './helpers/raw-request';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
  ])('Accept-Encoding "%s" gets %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('adds Accept-Encoding to Vary without losing what it named', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
  });

  it('matches If-None-Match lists, weak validators and *', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"b-br"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });

  it('compresses text, JSON, scripts and SVG, not images that are compressed already', () => {
    for (const type of ['text/html; charset=UTF-8', 'application/json; charset=utf-8', 'text/javascript; charset=utf-8', 'image/svg+xml']) {
      expect(isCompressible(type)).toBe(true);
    }
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'font/woff2', undefined]) expect(isCompressible(type)).toBe(false);
  });

  it('takes only content-hashed chunks as immutable', () => {
    expect(isImmutablePath('/dist/chunks/product-3U476ZQE.js')).toBe(true);
    expect(isImmutablePath('/dist/react/chunks/chunk-ACUK5RN3.js.map')).toBe(true);
    expect(isImmutablePath('/wp-content/plugins/islas/dist/chunks/search-GE67425P.js')).toBe(true);
    expect(isImmutablePath('/dist/main.js')).toBe(false);
    expect(isImmutablePath('/dist/islas.css')).toBe(false);
    expect(isImmutablePath('/fixtures/theme.css')).toBe(false);
  });
});

const modes = (['system', 'wasm'] as const).filter((mode) => mode === 'wasm' || hasSystemPhp());

describe.each(modes)('the stub delivering (%s PHP)', (mode) => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let chunk: string;
  const probe = join(root, 'fixtures', `serving-probe-${mode}.txt`);

  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build({ outdir: join(root, 'dist') });
    const manifest = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')) as { lazy: string[] };
    chunk = `/dist/${manifest.lazy.find((file) => file.includes('chunks/first-input-'))!}`;
    stub = await startStub({ port: 0, php: mode });
  }, 120_000);
  afterAll(async () => {
    rmSync(probe, { force: true });
    await stub?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(stub.url, path, { method, headers });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    [undefined, 'identity'],
  ])('sends a script as %s for "%s", the same bytes once decoded, with Vary', async (encoding, accept) => {
    const plainFile = readFileSync(join(root, chunk.slice(1)), 'utf8');
    const answer = await get(chunk, { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.text).toBe(plainFile);
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    if (encoding) expect(answer.raw.length).toBeLessThan(plainFile.length / 2);
  });

  it('caches a content-hashed chunk for a year, immutable', async () => {
    const answer = await get(chunk, { 'Accept-Encoding': 'br' });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/dist/main.js', '/fixtures/theme.css'])('revalidates %s by ETag: 304 with no body when unchanged, per encoding', async (path) => {
    const first = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+-gzip"$/);
    const again = await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    // Another encoding is another representation: its own ETag, so the full answer.
    const brotli = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.etag).not.toBe(etag);
  });

  it('gives a changed file a new ETag', async () => {
    writeFileSync(probe, 'uno '.repeat(400));
    const path = `/fixtures/serving-probe-${mode}.txt`;
    const before = await get(path);
    expect(before.status).toBe(200);
    writeFileSync(probe, 'dos '.repeat(400));
    const after = await get(path, { 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.text).toBe('dos '.repeat(400));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('leaves small bodies alone, and answers HEAD without a body', async () => {
    writeFileSync(probe, 'tiny');
    const tiny = await get(`/fixtures/serving-probe-${mode}.txt`, { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.text).toBe('tiny');
    const head = await get(chunk, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });

  it('compresses a whole page, streamed, and a wc-ajax answer', async () => {
    const page = await get('/tienda/', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);
    expect(page.text).toMatch(/^<!doctype html>/i);
    expect(page.text.trimEnd()).toMatch(/<\/html>$/);
    expect(page.headers.etag).toBeUndefined(); // pages are not cached by validator
    // With a product in the cart the fragments are well over the 1 KB below which answers go as they are.
    const productId = /ajax_add_to_cart[^>]*data-product_id="(\d+)"|data-product_id="(\d+)"[^>]*ajax_add_to_cart/.exec(page.text)!;
    const ajax = await rawRequest(stub.url, '/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `product_id=${productId[1] ?? productId[2]}&quantity=1`,
    });
    expect(ajax.status).toBe(200);
    expect(ajax.headers['content-encoding']).toBe('gzip');
    expect(ajax.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(ajax.text)).toHaveProperty('fragments');
  });

  it('keeps the identity page byte for byte the same as the compressed one decoded', async () => {
    const [identity, brotli] = await Promise.all([get('/ayuda/'), get('/ayuda/', { 'Accept-Encoding': 'br' })]);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    // Nonces and session ids differ between requests; the rest is the same page.
    const stable = (html: string) => html.replace(/[0-9a-f]{10,}/g, 'x');
    expect(stable(brotli.text)).toBe(stable(identity.text));
  });
});
