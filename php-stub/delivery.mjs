// How the stub's Node front delivers answers as a production server would (issue 14):
// gzip or brotli by Accept-Encoding (with Vary), content-hashed chunks cached for a year,
// everything else static revalidated by ETag (304 when unchanged). serve.mjs applies it to
// both PHPs' answers; the pure parts here are what tests/unit/stub-serving.test.ts drives.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** The folders whose files the stub serves statically (lib/static.php's list). */
const STATIC_PATH = /^\/(?:dist|fixtures|wp-content\/plugins\/islas\/(?:dist|languages))\/|^\/wp-includes\/js\/jquery\/jquery\.min\.js$/;

/** esbuild's content-hashed chunks: a changed chunk gets a new name, so a copy never goes stale. */
const IMMUTABLE_PATH = /^\/(?:wp-content\/plugins\/islas\/)?dist\/(?:react\/)?chunks\/[^/]+-[A-Z0-9]{8}\.js(?:\.map)?$/;

export const isStaticPath = (path) => STATIC_PATH.test(path);
export const isImmutablePath = (path) => IMMUTABLE_PATH.test(path);

/** Text answers compress; images (other than SVG), fonts and anything already encoded do not. */
export function isCompressible(contentType = '') {
  return /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i.test(contentType);
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, honouring
 * q-values (`gzip;q=0` refuses gzip, `*` stands for any encoding not named); null for
 * none (identity).
 */
export function chooseEncoding(acceptEncoding = '') {
  const weights = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = ['br', 'gzip'].filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}

/** A strong validator for these bytes, per encoding (the encoded bytes differ from the file's). */
export function etagFor(bytes, encoding = null) {
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 20);
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether If-None-Match names this ETag (or `*`); weak validators compare by their opaque part. */
export function matchesIfNoneMatch(header, etag) {
  if (!header) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Appends Accept-Encoding to a Vary header without dropping what it named. */
export function varyOnEncoding(vary = '') {
  const names = String(vary).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}

/**
 * The bytes encoded. Files are compressed hard once (and kept: see createCompressedCache);
 * pages and Ajax answers, made anew for every request, at a quick setting.
 */
export function encodeSync(bytes, encoding, { hard = false } = {}) {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: hard ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return zlib.gzipSync(bytes, { level: hard ? 9 : 6 });
}

/** A streaming encoder for answers that arrive in pieces (PHP pages behind php -S). */
export function encoderStream(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
}

/** Compressed static files by ETag and encoding, so each is compressed hard once per stub. */
export function createCompressedCache(limit = 200) {
  const cache = new Map();
  return (bytes, etag, encoding) => {
    const key = `${etag} ${encoding}`;
    let encoded = cache.get(key);
    if (!encoded) {
      encoded = encodeSync(bytes, encoding, { hard: true });
      if (cache.size >= limit) cache.delete(cache.keys().next().value);
      cache.set(key, encoded);
    }
    return encoded;
  };
}
