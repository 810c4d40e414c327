// The stand-in WordPress + WooCommerce + Flatsome server for the islas demo and tests.
//
//   node php-stub/serve.mjs [--port N]       PORT env or 8080; 127.0.0.1 only
//   ISLAS_PHP=system|wasm                    force a PHP (default: system php if on PATH)
//
// System mode runs `php -S` with php-stub/router.php. Wasm mode runs the same router in
// PHP.wasm (@php-wasm/node-8-3) behind a Node http server, for machines without PHP; it
// serves /dist/, /fixtures/ and WordPress's jQuery path itself and mounts the project
// read-write at its real path, so edits show without a restart.
//
//   import { startStub } from './php-stub/serve.mjs';
//   const stub = await startStub({ port: 0, php: 'wasm' });   // port 0: any free port
//   ... stub.url ...; await stub.close();
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const router = join(here, 'router.php');
const host = '127.0.0.1';

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

// ------------------------------------------------------------------ system php

/** Rejects when something already listens there (php -S would fail, and we would talk to that). */
async function assertPortFree(port) {
  const server = net.createServer();
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  await new Promise((ok) => server.close(ok));
}

async function startSystem(port) {
  if (port) await assertPortFree(port);
  else port = await freePort();
  const child = spawn('php', ['-S', `${host}:${port}`, '-t', root, router], {
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
  try {
    await waitForPort(port, child);
  } catch (error) {
    kill();
    throw new Error(`${error.message}\n${log}`);
  }
  return {
    url: `http://${host}:${port}/`,
    php: 'system',
    close: async () => {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      kill();
      await exited;
    },
  };
}

// ------------------------------------------------------------------ PHP.wasm

async function loadWasmPhp() {
  const [{ getPHPLoaderModule }, universal] = await Promise.all([
    import('@php-wasm/node-8-3'),
    import('@php-wasm/universal'),
  ]);
  const { loadPHPRuntime, PHP, __private__dont__use: internals } = universal;
  const php = new PHP(await loadPHPRuntime(await getPHPLoaderModule()));
  // The project at its real path: templates, catalogue and dist/ read live from disk.
  const FS = php[internals].FS;
  FS.mkdirTree(root);
  FS.mount(FS.filesystems.NODEFS, { root }, root);
  return php;
}

/** WordPress's jQuery address → npm's jQuery 3.7.1; this one file only (as lib/static.php). */
const JQUERY_PATH = '/wp-includes/js/jquery/jquery.min.js';
const JQUERY_FILE = join(root, 'node_modules/jquery/dist/jquery.min.js');

function serveStatic(pathname, req, res) {
  if (pathname === '/favicon.ico') {
    res.writeHead(204).end();
    return true;
  }
  const jquery = pathname === JQUERY_PATH;
  if (!jquery && !/^\/(dist|fixtures)\//.test(pathname)) return false;
  const file = jquery ? JQUERY_FILE : resolve(root, `.${pathname}`);
  const type = types[extname(file).toLowerCase()];
  let stat;
  try {
    stat = file.startsWith(root + sep) && type ? statSync(file) : undefined;
  } catch {
    stat = undefined;
  }
  if (!stat?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return true;
  }
  const modified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Last-Modified': modified.toUTCString() };
  if (since >= modified.getTime()) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

async function startWasm(port) {
  const started = performance.now();
  const php = await loadWasmPhp();
  let queue = Promise.resolve();
  // One PHP instance: requests take turns (as with a single php -S worker).
  const runExclusive = (job) => {
    const run = queue.then(job, job);
    queue = run.catch(() => {});
    return run;
  };

  async function runPhp(req, url, body, extraServer) {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const address = req.socket.address();
    const query = url.search.slice(1);
    return runExclusive(() =>
      php.run({
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
          ...extraServer,
        },
      }),
    ).catch((error) => {
      // A fatal PHP error: answer like php -S would, with the output PHP printed.
      const response = error?.response;
      if (response) return response;
      throw error;
    });
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, `http://${host}`);
      if (serveStatic(decodeURIComponent(url.pathname), req, res)) return;
      const body = await readBody(req);
      let response = await runPhp(req, url, body, {});
      const defer = Number(response.headers['x-islas-defer']?.[0]);
      if (defer > 0) {
        // test-hooks.php asked for a slow answer: wait here, without blocking PHP.
        await new Promise((ok) => setTimeout(ok, defer));
        response = await runPhp(req, url, body, { ISLAS_DELAY_DONE: '1' });
      }
      const headers = { ...response.headers };
      delete headers['x-powered-by'];
      res.writeHead(response.httpStatusCode, headers);
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(response.bytes));
    } catch (error) {
      console.error('[islas stub] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('PHP.wasm failed: ' + (error?.message ?? error));
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const actual = server.address().port;
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
      await new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections?.();
      });
      php.exit?.();
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
