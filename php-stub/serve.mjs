// The stand-in WordPress + WooCommerce + Flatsome server for the islas demo and tests.
//
//   node php-stub/serve.mjs [--port N]       PORT env or 8080; 127.0.0.1 only
//   ISLAS_PHP=system|wasm                    force a PHP (default: system php if on PATH)
//
// A small Node front answers on the port in both modes and applies the transport guards
// (docs/reliability.md "Hardening"): malformed or NUL-bearing paths get 400, bodies over 8 MB get 413
// before any PHP sees them, every answer carries nosniff and no X-Powered-By, and a PHP
// that fails answers a generic 500. System mode proxies to `php -S` with php-stub/router.php
// on a private port (php -S allocates whatever Content-Length claims, so it must never see
// an oversized request). Wasm mode runs the same router in PHP.wasm (@php-wasm/node-8-3), for
// machines without PHP, mounting the project read-write at its real path, so edits show
// without a restart. In both modes the front serves /dist/, /fixtures/ and WordPress's jQuery
// path itself (lib/static.php's rules): a page's thirty-odd files then cost no PHP worker
// and no second connection (the browser tests' CPU, measured: 56-63 s -> 48-49 s for two
// files).
//
// In both modes the front also delivers answers as a production server would
// (php-stub/delivery.mjs): brotli or gzip by Accept-Encoding with Vary, a year's immutable
// caching for the content-hashed chunks, an ETag (and 304) for the other static files.
//
//   import { startStub } from './php-stub/serve.mjs';
//   const stub = await startStub({ port: 0, php: 'wasm' });   // port 0: any free port
//   ... stub.url ...; await stub.close();
import { spawn, spawnSync } from 'node:child_process';
import { appendFile, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import {
  MIN_COMPRESS_BYTES,
  chooseEncoding,
  createCompressedCache,
  encodeSync,
  encoderStream,
  etagFor,
  isCompressible,
  isImmutablePath,
  isStaticPath,
  matchesIfNoneMatch,
  varyOnEncoding,
} from './delivery.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const router = join(here, 'router.php');
const host = '127.0.0.1';

/** Request bodies above this get 413 before PHP sees them (router.php and php -S use the same 8M). */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Where PHP's errors go in both modes (never to the client). */
export const ERROR_LOG = process.env.ISLAS_STUB_ERROR_LOG || join(tmpdir(), 'islas-stub-php-errors.log');

/** php.ini settings both PHPs get: errors logged not shown, no version header, router.php's body cap. */
const PHP_INI = {
  display_errors: '0',
  display_startup_errors: '0',
  html_errors: '0',
  log_errors: '1',
  expose_php: '0',
  post_max_size: '8M',
  upload_max_filesize: '8M',
};

/** Same table as lib/static.php. */
const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function hasSystemPhp() {
  try {
    return spawnSync('php', ['-v'], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  }
}

/** Resolves "auto" (or undefined) to the PHP this machine can run. */
export function choosePhp(php = process.env.ISLAS_PHP) {
  if (php === 'system' || php === 'wasm') return php;
  if (php && php !== 'auto') throw new Error(`ISLAS_PHP must be "system" or "wasm", not "${php}"`);
  return hasSystemPhp() ? 'system' : 'wasm';
}

async function freePort() {
  const server = net.createServer();
  await new Promise((ok, fail) => server.once('error', fail).listen(0, host, ok));
  const { port } = server.address();
  await new Promise((ok) => server.close(ok));
  return port;
}

async function waitForPort(port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`php -S exited with code ${child.exitCode}`);
    const open = await new Promise((ok) => {
      const socket = net.connect(port, host, () => {
        socket.end();
        ok(true);
      });
      socket.once('error', () => ok(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`php -S did not listen on ${host}:${port}`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

// ------------------------------------------------------------------ the front (both modes)

/** Appends to ERROR_LOG (mirrored on stderr with ISLAS_STUB_LOG): what failed never goes to the client. */
function logError(text) {
  if (!text) return;
  const line = text.endsWith('\n') ? text : `${text}\n`;
  appendFile(ERROR_LOG, line, () => {});
  if (process.env.ISLAS_STUB_LOG) process.stderr.write(line);
}

/** A plain-text answer that names nothing on the server. */
function plain(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${text}\n`);
}

/**
 * The request path decoded once, or 400: a target that is not an ASCII path, a malformed
 * escape, bytes that are not UTF-8 (decodeURIComponent throws: "URI malformed") or control
 * characters such as NUL. router.php applies the same rules.
 */
export function requestPath(target) {
  const raw = target.split('?')[0];
  if (!raw.startsWith('/') || /[^\x21-\x7e]/.test(raw) || /%(?![0-9a-f]{2})/i.test(raw)) return { status: 400 };
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  return /[\x00-\x1f\x7f]/.test(path) ? { status: 400 } : { path };
}

class BodyTooLarge extends Error {}

/** What the client says it will send; chunked bodies say nothing and are counted while read. */
function declaredLength(req) {
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length : Infinity;
}

/** Reads the body, counting streamed bytes; past MAX_BODY_BYTES it stops keeping them and rejects. */
function readBody(req) {
  if (declaredLength(req) > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
  return new Promise((ok, fail) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      fail(new BodyTooLarge());
    };
    req.on('data', onData);
    req.once('end', () => ok(new Uint8Array(Buffer.concat(chunks))));
    req.once('error', fail);
  });
}

/**
 * 413. What the client still sends is read and dropped (closing at once would reset the
 * connection before the client reads the answer: the 413 would be lost), for at most a few
 * seconds, then the connection is cut.
 */
function refuseBody(req, res) {
  plain(res, 413, 'Payload Too Large');
  const cut = setTimeout(() => req.socket.destroy(), 5_000);
  cut.unref();
  req.once('end', () => clearTimeout(cut));
  req.resume();
}

/**
 * The Node server in front of either PHP. handle(req, res, path, body) gets requests whose
 * path decoded cleanly; body() reads the request body within the cap.
 */
function createFront(handle) {
  const onRequest = async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      const target = requestPath(req.url ?? '');
      if (target.status) return plain(res, target.status, 'Bad Request', { Connection: 'close' });
      if (declaredLength(req) > MAX_BODY_BYTES) return refuseBody(req, res);
      await handle(req, res, target.path, () => readBody(req));
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuseBody(req, res);
      logError(`[${new Date().toISOString()}] islas stub: ${req.method} ${req.url} failed: ${error?.stack ?? error}`);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
  const server = http.createServer(onRequest);
  // "Expect: 100-continue": refuse an oversized body before the client sends it.
  server.on('checkContinue', (req, res) => {
    if (declaredLength(req) > MAX_BODY_BYTES) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      return plain(res, 413, 'Payload Too Large', { Connection: 'close' });
    }
    res.writeContinue();
    return onRequest(req, res);
  });
  return server;
}

const compressedFiles = createCompressedCache();

/** Header names in lower case (php -S and PHP.wasm spell them as PHP was given them). */
function lowerCaseHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

/**
 * The encoding for an answer of `size` bytes to this request (null: sent as it is); where
 * the answer could be compressed, Vary says it depends on Accept-Encoding.
 */
function negotiateEncoding(req, out, status, size) {
  const compressible = isCompressible(String(out['content-type'] ?? '')) && !out['content-encoding'];
  if (compressible) out.vary = varyOnEncoding(out.vary);
  const hasBody = status !== 204 && status !== 304;
  return compressible && hasBody && size >= MIN_COMPRESS_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
}

/** Whether a static file's conditional GET is answered 304: If-None-Match first, else If-Modified-Since. */
function notModified(req, headers) {
  if (req.headers['if-none-match']) return matchesIfNoneMatch(req.headers['if-none-match'], headers.etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  const modified = Date.parse(headers['last-modified'] ?? '');
  return Number.isFinite(since) && Number.isFinite(modified) && since >= modified;
}

/**
 * Sends a whole answer (a static file, or PHP.wasm's page): a static file gets its caching
 * headers (immutable for a hashed chunk, else revalidated by ETag, 304 when unchanged), and
 * text is compressed for a client that accepts it (Vary says so).
 */
function deliver(req, res, status, headers, body, path) {
  const out = lowerCaseHeaders(headers);
  for (const name of ['content-length', 'x-powered-by']) delete out[name];
  const encoding = negotiateEncoding(req, out, status, body.length);
  const file = status === 200 && isStaticPath(path);
  if (file) {
    out['cache-control'] = isImmutablePath(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
    out.etag = etagFor(body, encoding);
    if (notModified(req, out)) {
      res.writeHead(304, out);
      res.end();
      return;
    }
  }
  const payload = !encoding ? body : file ? compressedFiles(body, out.etag, encoding) : encodeSync(body, encoding);
  if (encoding) out['content-encoding'] = encoding;
  out['content-length'] = String(payload.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Streams a PHP page or Ajax answer from php -S as it comes, compressed when the client
 * accepts it: each piece is flushed through the encoder, so the page still streams.
 */
function streamAnswer(req, res, answer, headers) {
  const out = lowerCaseHeaders(headers);
  const status = answer.statusCode ?? 502;
  const declared = out['content-length'] === undefined ? Infinity : Number(out['content-length']);
  const negotiated = negotiateEncoding(req, out, status, declared);
  // A HEAD has no body to encode here (php -S sent none).
  const encoding = req.method === 'HEAD' ? null : negotiated;
  if (!encoding) {
    res.writeHead(status, out);
    answer.pipe(res);
    return;
  }
  delete out['content-length'];
  out['content-encoding'] = encoding;
  res.writeHead(status, out);
  const encoder = encoderStream(encoding);
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  encoder.pipe(res);
  answer.on('data', (chunk) => {
    encoder.write(chunk);
    encoder.flush(flushKind);
  });
  answer.once('end', () => encoder.end());
}

/** A whole upstream answer in memory (static files are small). */
function readAll(stream) {
  return new Promise((ok, fail) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.once('end', () => ok(Buffer.concat(chunks)));
    stream.once('error', fail);
  });
}

async function listen(server, port) {
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  return server.address().port;
}

async function closeServer(server) {
  await new Promise((ok) => {
    server.close(ok);
    server.closeAllConnections?.();
  });
}

// ------------------------------------------------------------------ system php

/** Headers that belong to one connection, not to the message (not forwarded either way). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect'];

/**
 * Forwards a checked request (body already read, within the cap) to php -S and streams its
 * answer back. A static file is fetched whole (a HEAD as a GET, conditions left to the
 * front) and delivered with its caching headers.
 */
function proxyTo(phpPort) {
  return async (req, res, path, body) => {
    const payload = await body();
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    if (payload.length || 'content-length' in req.headers || 'transfer-encoding' in req.headers) {
      headers['content-length'] = String(payload.length);
    }
    const file = isStaticPath(path) && (req.method === 'GET' || req.method === 'HEAD');
    if (file) for (const name of ['if-none-match', 'if-modified-since', 'accept-encoding']) delete headers[name];
    await new Promise((ok, fail) => {
      const method = file ? 'GET' : req.method;
      const upstream = http.request({ host, port: phpPort, method, path: req.url, headers, agent: false }, (answer) => {
        const out = { ...answer.headers };
        for (const name of [...HOP_BY_HOP, 'x-powered-by', 'host']) delete out[name];
        answer.once('error', fail);
        if (file) {
          readAll(answer).then((bytes) => {
            deliver(req, res, answer.statusCode ?? 502, out, bytes, path);
            ok();
          }, fail);
          return;
        }
        streamAnswer(req, res, answer, out);
        answer.once('end', ok);
      });
      upstream.once('error', fail);
      // Done, or the client went away (a test aborting a slow ?islas-delay request): stop waiting on PHP.
      res.once('close', () => {
        upstream.destroy();
        ok();
      });
      upstream.end(payload);
    });
  };
}

async function startSystem(port) {
  if (port) await assertPortFree(port);
  const phpPort = await freePort();
  const ini = Object.entries({ ...PHP_INI, error_log: ERROR_LOG }).flatMap(([name, value]) => ['-d', `${name}=${value}`]);
  const child = spawn('php', [...ini, '-S', `${host}:${phpPort}`, '-t', root, router], {
    cwd: root,
    // Several workers, so a test's slow request (?islas-delay) does not hold up the others.
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS || '4' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: the workers are forked children, closed together.
    detached: true,
  });
  let log = '';
  child.stderr.on('data', (chunk) => {
    const text = chunk.toString();
    log = (log + text).slice(-4000);
    if (process.env.ISLAS_STUB_LOG) process.stderr.write(text);
  });
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  let front;
  let actual;
  try {
    await waitForPort(phpPort, child);
    const toPhp = proxyTo(phpPort);
    front = createFront((req, res, path, body) => (serveStatic(path, req, res) ? undefined : toPhp(req, res, path, body)));
    actual = await listen(front, port);
  } catch (error) {
    kill();
    throw new Error(`${error.message}\n${log}`);
  }
  return {
    url: `http://${host}:${actual}/`,
    php: 'system',
    close: async () => {
      process.off('exit', kill);
      await closeServer(front);
      if (child.exitCode !== null) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      kill();
      await exited;
    },
  };
}

/** Rejects when something already listens there (we would talk to that). */
async function assertPortFree(port) {
  const server = net.createServer();
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  await new Promise((ok) => server.close(ok));
}

// ------------------------------------------------------------------ PHP.wasm

async function loadWasmPhp() {
  const [{ getPHPLoaderModule }, universal] = await Promise.all([
    import('@php-wasm/node-8-3'),
    import('@php-wasm/universal'),
  ]);
  const { loadPHPRuntime, PHP, setPhpIniEntries, __private__dont__use: internals } = universal;
  const php = new PHP(await loadPHPRuntime(await getPHPLoaderModule()));
  // PHP.wasm's own php.ini shows errors and takes 2000M bodies; ours logs them (to stderr,
  // which serve.mjs copies to ERROR_LOG) and caps at 8M.
  await setPhpIniEntries(php, PHP_INI);
  // The project at its real path: templates, catalogue and dist/ read live from disk.
  const FS = php[internals].FS;
  FS.mkdirTree(root);
  FS.mount(FS.filesystems.NODEFS, { root }, root);
  return php;
}

/** WordPress's jQuery address → npm's jQuery 3.7.1; this one file only (as lib/static.php). */
const JQUERY_PATH = '/wp-includes/js/jquery/jquery.min.js';
const JQUERY_FILE = join(root, 'node_modules/jquery/dist/jquery.min.js');

/** A decoded static path that could step out of its folder (lib/static.php's rule). */
const unsafeStaticPath = (path) => path.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(path) || /[\x00-\x1f\x7f]/.test(path);

function decodeAgain(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The real file a static path names, when it lies inside dist/ or fixtures/ (symlinks resolved), or jQuery's. */
function staticFile(path, jquery) {
  try {
    if (jquery) return realpathSync(JQUERY_FILE);
    const file = realpathSync(join(root, path));
    for (const folder of ['dist', 'fixtures']) {
      if (file.startsWith(realpathSync(join(root, folder)) + sep)) return file;
    }
  } catch {
    // missing
  }
  return undefined;
}

/** lib/static.php in Node (both modes): same paths, guard, statuses and headers; false for any other path. */
function serveStatic(path, req, res) {
  const favicon = path === '/favicon.ico';
  const jquery = path === JQUERY_PATH;
  if (!favicon && !jquery && !/^\/(dist|fixtures)\//.test(path)) return false;
  if (unsafeStaticPath(path) || unsafeStaticPath(decodeAgain(path))) {
    plain(res, 403, 'Forbidden');
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return true;
  }
  if (favicon) {
    res.writeHead(204).end();
    return true;
  }
  const type = types[extname(path).toLowerCase()];
  const file = type ? staticFile(path, jquery) : undefined;
  let stat;
  try {
    stat = file ? statSync(file) : undefined;
  } catch {
    stat = undefined;
  }
  if (!stat?.isFile()) {
    plain(res, 404, 'Not found');
    return true;
  }
  const modified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
  deliver(req, res, 200, { 'Content-Type': type, 'Last-Modified': modified.toUTCString() }, readFileSync(file), path);
  return true;
}

async function startWasm(port) {
  const started = performance.now();
  let runtime = loadWasmPhp();
  await runtime;
  let queue = Promise.resolve();
  // One PHP instance: requests take turns (as with a single php -S worker).
  const runExclusive = (job) => {
    const run = queue.then(job, job);
    queue = run.catch(() => {});
    return run;
  };

  /** Runs router.php; PHP's stderr (its error log) goes to ERROR_LOG. A crashed runtime is replaced. */
  async function runPhp(req, body, extraServer) {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const address = req.socket.address();
    const mark = req.url.indexOf('?');
    const query = mark === -1 ? '' : req.url.slice(mark + 1);
    return runExclusive(async () => {
      const php = await runtime;
      let response;
      try {
        response = await php.run({
          scriptPath: router,
          relativeUri: req.url,
          method: req.method,
          headers,
          body,
          $_SERVER: {
            REQUEST_URI: req.url,
            QUERY_STRING: query,
            SCRIPT_NAME: '/php-stub/router.php',
            SCRIPT_FILENAME: router,
            PHP_SELF: '/php-stub/router.php',
            DOCUMENT_ROOT: root,
            SERVER_NAME: host,
            SERVER_ADDR: address.address,
            SERVER_PORT: String(address.port),
            SERVER_PROTOCOL: `HTTP/${req.httpVersion}`,
            SERVER_SOFTWARE: 'PHP.wasm (islas stub)',
            REMOTE_ADDR: req.socket.remoteAddress ?? host,
            REQUEST_METHOD: req.method,
            HTTP_HOST: req.headers.host ?? `${host}:${address.port}`,
            HTTPS: '',
            ISLAS_SAPI: 'wasm',
            // lib/static.php's stub_plugin_dir(): getenv() sees nothing inside PHP.wasm.
            ...(process.env.ISLAS_PLUGIN_DIR ? { ISLAS_PLUGIN_DIR: process.env.ISLAS_PLUGIN_DIR } : {}),
            ...extraServer,
          },
        });
      } catch (error) {
        // A fatal PHP error: router.php's shutdown handler already printed the generic page.
        if (error?.response) response = error.response;
        else {
          // The runtime itself failed (a WebAssembly trap): the next request gets a fresh one.
          runtime = loadWasmPhp();
          try {
            php.exit?.();
          } catch {
            // already unusable
          }
          throw error;
        }
      }
      if (response.errors) logError(response.errors);
      return response;
    });
  }

  const server = createFront(async (req, res, path, body) => {
    if (serveStatic(path, req, res)) return;
    const payload = await body();
    let response = await runPhp(req, payload, {});
    const defer = Number(response.headers['x-islas-defer']?.[0]);
    if (defer > 0) {
      // test-hooks.php asked for a slow answer: wait here, without blocking PHP.
      await new Promise((ok) => setTimeout(ok, defer));
      response = await runPhp(req, payload, { ISLAS_DELAY_DONE: '1' });
    }
    deliver(req, res, response.httpStatusCode, response.headers, Buffer.from(response.bytes), path);
  });
  const actual = await listen(server, port);
  // The first runs compile PHP's hot paths (~1.5 s); pay it now, not on the first page.
  for (const path of ['/tienda/', '/producto/sudadera-capucha-islas/']) {
    await fetch(`http://${host}:${actual}${path}`).then((res) => res.arrayBuffer());
  }
  const readyMs = performance.now() - started;
  return {
    url: `http://${host}:${actual}/`,
    php: 'wasm',
    bootMs: readyMs,
    close: async () => {
      await closeServer(server);
      (await runtime.catch(() => undefined))?.exit?.();
    },
  };
}

/**
 * Starts the stub; resolves once it accepts requests. port 0 picks a free port; php
 * defaults to ISLAS_PHP, else system PHP when installed, else PHP.wasm.
 * @param {{ port?: number, php?: 'system' | 'wasm' | 'auto' }} [options]
 * @returns {Promise<{ url: string, php: 'system' | 'wasm', bootMs?: number, close: () => Promise<void> }>}
 */
export async function startStub({ port = Number(process.env.PORT ?? 8080), php } = {}) {
  const which = choosePhp(php);
  if (which === 'system') return startSystem(port);
  return startWasm(port);
}

function parsePort(argv) {
  const i = argv.indexOf('--port');
  if (i !== -1) return Number(argv[i + 1]);
  const inline = argv.find((arg) => arg.startsWith('--port='));
  return inline ? Number(inline.slice(7)) : Number(process.env.PORT ?? 8080);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = parsePort(process.argv.slice(2));
  const stub = await startStub({ port });
  if (!existsSync(join(root, 'dist/manifest.json'))) {
    console.log('islas demo: dist/manifest.json not found; pages render without the bundle (npm run build).');
  }
  console.log(`islas demo: ${stub.url} (php: ${stub.php})`);
  if (stub.bootMs) console.log(`PHP.wasm ready in ${Math.round(stub.bootMs)} ms`);
  const stop = async () => {
    await stub.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
