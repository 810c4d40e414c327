// The islas bench: bytes and main-thread time, preact build beside the real-React build,
// with jQuery 3.7.1 on the same page as the floor of the stack islas replaces.
//   node build.mjs && node build.mjs --react && node tests/bench/run.mjs
// Then Lighthouse (npm's `lighthouse`, mobile preset) on every fixture page type, preact
// build (tests/bench/lighthouse.mjs).
// Prints markdown tables and writes tests/bench/results.json. Timings are reported, not
// asserted (the byte budgets are a test: tests/unit/budget.test.ts).
// Then the first input after load on each lazy part (tests/bench/first-input.mjs: cold, on
// Lighthouse's mobile profile and unthrottled), and the PHP requests of one visit
// (tests/bench/server-requests.mjs).
// Env: BENCH_RUNS (default 7), BENCH_CPU (default 4), LIGHTHOUSE_RUNS (default 3; 0 skips
//      Lighthouse), FIRST_INPUT_RUNS (default 5; 0 skips), ISLAS_PHP (system|wasm),
//      CHROMIUM_PATH (default /usr/bin/chromium).
// On a real shop with the islas plugin: `npm run bench -- --url BASE --login user:password`
// (tests/bench/shop.mjs: islas beside ?islas=off, in one run).
import { chromium } from 'playwright-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { startStub } from '../../php-stub/serve.mjs';
import { FIXTURE_PAGES } from '../fixture-pages.mjs';
import { lighthouseMarkdown, runLighthouse } from './lighthouse.mjs';
import { firstInputMarkdown, measureFirstInputs } from './first-input.mjs';
import { guestVisit, parseArgs, visitTable } from './server-requests.mjs';
import { benchShop } from './shop.mjs';
import { scriptMsOf, TRACE_CATEGORIES } from './trace.mjs';
import { fmt, median, withQuery } from './numbers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const CPU = Number(process.env.BENCH_CPU ?? 4);
const LIGHTHOUSE_RUNS = Math.max(0, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const FIRST_INPUT_RUNS = Math.max(0, Number(process.env.FIRST_INPUT_RUNS ?? 5));
/** The fixture pages each first input happens on (tests/bench/first-input.mjs). */
const FIRST_INPUT_PATHS = { shop: '/tienda/', simple: '/producto/camiseta-basica-algodon-organico/', variable: '/producto/sudadera-capucha-islas/', slider: '/elementos/' };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = Date.now();

const BUILDS = [
  { name: 'preact', dir: 'dist', query: '' },
  { name: 'react', dir: 'dist/react', query: 'islas-build=react' },
];

/** The fixture site's page types (tests/fixture-pages.mjs). */
const PAGES = FIXTURE_PAGES;
/** The pages timed at load (each RUNS times per build and with jQuery). */
const TIMED = ['shop', 'simple product', 'cart'];

// ---------------------------------------------------------------- bytes (deterministic)

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buffer = readFileSync(file);
    sizeCache.set(file, {
      raw: buffer.length,
      gzip: gzipSync(buffer, { level: 9 }).length,
      brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}
const sum = (list) =>
  list.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

function chunkBytes(build) {
  const dir = join(root, build.dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const eager = [manifest.entry, ...manifest.preload];
  const all = [...eager, ...manifest.lazy];
  // esbuild names shared chunks "chunk-HASH": say what they hold (the UI library, the
  // after-input runtime of src/start/chunks/input-runtime.ts, known by the REST client in it).
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  const labels = {};
  for (const [out, { inputs }] of Object.entries(meta.outputs)) {
    const file = out.slice(out.indexOf('chunks/'));
    if (!/^chunks\/chunk-/.test(file)) continue;
    const names = Object.keys(inputs).join(' ');
    labels[file] = /node_modules\/(preact|react-dom)\//.test(names) ? 'ui library' : names.includes('src/http/rest.ts') ? 'after-input runtime' : 'shared';
  }
  return {
    labels,
    static_eager: { files: eager.length, ...sum(eager.map((f) => sizes(join(dir, f)))) },
    lazy: Object.fromEntries(manifest.lazy.map((f) => [f, sizes(join(dir, f))])),
    total: { files: all.length, ...sum(all.map((f) => sizes(join(dir, f)))) },
  };
}

// ---------------------------------------------------------------- browser helpers


/** Long tasks and layout shifts, observed from the first byte of the page. */
const OBSERVERS = `
  window.__bench = { longTasks: [], cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  // The chunks islas prefetches at idle for the first input (modulepreload links added after the load).
  window.__bench.prefetchedAt = {};
  new MutationObserver((records) => {
    if (document.readyState !== 'complete') return;
    for (const record of records) for (const node of record.addedNodes)
      if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') window.__bench.prefetchedAt[new URL(node.href).pathname] ??= Date.now();
  }).observe(document, { childList: true, subtree: true });
`;

async function newVisitor(browser, base) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const scripts = new Set();
  const requestedAt = {};
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname);
      requestedAt[url.pathname] ??= Date.now();
    }
  });
  return { context, page, cdp, errors, scripts, requestedAt };
}


/**
 * Load, then wait until no script has been requested for 400 ms and the browser is idle, two
 * seconds after the load at least (islas's idle prefetch starts a second after it).
 */
async function settle(visitor) {
  const { page, scripts } = visitor;
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
  let count = -1;
  for (let i = 0; i < 40 && count !== scripts.size; i += 1) {
    count = scripts.size;
    await page.waitForTimeout(400);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  }
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

async function addToServerCart(context, base, productId = 101) {
  await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: String(productId), quantity: '1' } });
}

/** jQuery 3.7.1 from npm, on the page without islas (`?islas-nojs=1`): the replaced stack's floor. */
async function routeJQuery(page, base) {
  const jquery = readFileSync(join(root, 'node_modules/jquery/dist/jquery.min.js'));
  await page.route(`${base}/__bench/jquery.min.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: jquery }),
  );
  await page.route((url) => url.searchParams.get('islas-nojs') === '1', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      `<script src="${base}/__bench/jquery.min.js"></script><script>jQuery(function ($) { $(document.body).addClass('jquery-ready'); });</script></body>`,
    );
    await route.fulfill({ response, body: html });
  });
}

async function loadRun(browser, base, pageDef, variant) {
  const visitor = await newVisitor(browser, base);
  try {
    if (pageDef.cart) await addToServerCart(visitor.context, base);
    if (variant.jquery) await routeJQuery(visitor.page, base);
    const rate = variant.cpu ?? CPU;
    if (rate > 1) await visitor.cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Tracing slows every task down (by 50–100 ms in all on the shop), so only the script
    // time comes from traced loads, and the other columns from loads without a trace.
    if (variant.trace) await browser.startTracing(visitor.page, { categories: TRACE_CATEGORIES });
    await visitor.page.goto(base + withQuery(pageDef.path, variant.query), { waitUntil: 'load' });
    await settle(visitor);
    const trace = variant.trace ? JSON.parse((await browser.stopTracing()).toString()) : null;
    const m = await metrics(visitor.cdp);
    const observed = await visitor.page.evaluate(() => window.__bench);
    return {
      scriptMs: trace ? scriptMsOf(trace) : NaN,
      cdpScriptMs: m.ScriptDuration * 1000,
      taskMs: m.TaskDuration * 1000,
      styleMs: m.RecalcStyleDuration * 1000,
      layoutMs: m.LayoutDuration * 1000,
      longTasks: observed.longTasks.length,
      longTaskMs: observed.longTasks.reduce((a, b) => a + b, 0),
      cls: observed.cls,
      // Fetched for the first input, not run (a chunk the page ran before its link came is the page's own).
      prefetched: [...visitor.scripts].filter((file) => observed.prefetchedAt[file] !== undefined && visitor.requestedAt[file] >= observed.prefetchedAt[file] - 50),
      scripts: [...visitor.scripts],
      errors: visitor.errors,
    };
  } finally {
    await visitor.context.close();
  }
}

/** Resource timing of the calls matching `pattern` since `since`: the stub's share. */
const SERVER_TIME = (pattern, since) =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes(pattern) && e.startTime >= since)
    .reduce((total, e) => total + (e.responseEnd - e.requestStart), 0);

/**
 * Marks the time of `startEvent` (capture phase, so before islas sees it), then the first
 * frame after `done()` becomes true: that frame is when the change is painted.
 */
function armProbe({ startEvent, done }) {
  const isDone = new Function(`return (${done})();`);
  window.__probe = { start: null, painted: null };
  document.addEventListener(
    startEvent,
    () => {
      if (window.__probe.start === null) window.__probe.start = performance.now();
    },
    { capture: true },
  );
  const check = () => {
    if (window.__probe.start !== null && window.__probe.painted === null && isDone()) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__probe.painted = performance.now()), 0));
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function probeResult(page, pattern) {
  await page.waitForFunction(() => window.__probe?.painted !== null && window.__probe?.painted !== undefined, null, { timeout: 30_000 });
  return page.evaluate(
    ({ pattern, fn }) => {
      const serverTime = new Function('pattern', 'since', `return (${fn})(pattern, since);`);
      const { start, painted } = window.__probe;
      return { totalMs: painted - start, serverMs: serverTime(pattern, start) };
    },
    { pattern, fn: SERVER_TIME.toString() },
  );
}

const cartCountIs = (n) => `() => document.querySelector('.cart-icon strong')?.textContent.trim() === '${n}'`;

const INTERACTIONS = [
  {
    name: 'add to cart → fragments painted',
    pattern: 'wc-ajax=add_to_cart',
    async run(visitor, base, query) {
      const { page } = visitor;
      await page.goto(base + withQuery('/tienda/', query));
      await settle(visitor);
      // The shopper's pointer is on the page before the click: what the first input loads is there.
      await page.mouse.move(640, 450);
      await settle(visitor);
      await page.evaluate(armProbe, { startEvent: 'click', done: cartCountIs(1) });
      await page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-product_id]').first().click();
    },
  },
  {
    name: 'mini cart quantity → updated',
    pattern: 'admin-ajax',
    async run(visitor, base, query) {
      const { page, context } = visitor;
      await addToServerCart(context, base);
      await page.goto(base + withQuery('/tienda/', query));
      await settle(visitor);
      // Pointing at the cart hydrates the mini cart and opens it.
      await page.hover('.header-nav li.cart-item > a');
      await page.waitForSelector('li.cart-item[data-island-state="hydrated"]', { state: 'attached', timeout: 30_000 });
      await settle(visitor);
      const qty = page.locator('.header-nav li.cart-item .woocommerce-mini-cart-item input.qty').first();
      await qty.fill('3');
      await page.evaluate(armProbe, { startEvent: 'change', done: cartCountIs(3) });
      await qty.press('Enter');
    },
  },
  {
    name: 'keystroke → suggestions painted',
    pattern: 'flatsome_ajax_search_products',
    async run(visitor, base, query) {
      const { page } = visitor;
      await page.goto(base + withQuery('/tienda/', query));
      await settle(visitor);
      const field = page.locator('.header-nav form.searchform input.search-field, form.searchform input.search-field').first();
      await field.click();
      await field.pressSequentially('ca');
      await page.waitForSelector('form.searchform[data-island-state="hydrated"]', { state: 'attached', timeout: 30_000 }).catch(() => {});
      await page.waitForTimeout(300);
      await page.evaluate(armProbe, {
        startEvent: 'keydown',
        done: `() => document.querySelectorAll('.live-search-results .autocomplete-suggestion').length > 0`,
      });
      await field.press('m');
    },
  },
];

async function interactionRun(browser, base, interaction, build) {
  const visitor = await newVisitor(browser, base);
  try {
    if (CPU > 1) await visitor.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await interaction.run(visitor, base, build.query);
    const result = await probeResult(visitor.page, interaction.pattern);
    return { ...result, errors: visitor.errors };
  } finally {
    await visitor.context.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  for (const build of BUILDS) {
    if (!existsSync(join(root, build.dir, 'manifest.json'))) {
      throw new Error(`${build.dir}/ is missing: run \`node build.mjs && node build.mjs --react\` first.`);
    }
  }
  if (!existsSync(join(root, 'node_modules/jquery/dist/jquery.min.js'))) {
    throw new Error('jquery is missing: npm install -D jquery@3.7.1');
  }
  const php = process.env.ISLAS_PHP === 'wasm' || process.env.ISLAS_PHP === 'system' ? process.env.ISLAS_PHP : undefined;
  const stub = await startStub({ port: 0, php });
  const base = stub.url.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = {
    date: new Date().toISOString(),
    // The machine's load average (1, 5, 15 min) at the start: timings on a busy machine run long.
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    runs: RUNS,
    cpuThrottling: CPU,
    builds: {},
    jquery: { file: 'node_modules/jquery/dist/jquery.min.js', version: '3.7.1', ...sizes(join(root, 'node_modules/jquery/dist/jquery.min.js')) },
  };
  try {
    // Warm the stub (PHP opcache, wasm start-up) so the first timed run is not an outlier.
    for (let i = 0; i < 2; i += 1) await fetch(`${base}/tienda/`).then((r) => r.text());

    for (const build of BUILDS) {
      const entry = { chunks: chunkBytes(build), pages: {}, interactions: {} };
      results.builds[build.name] = entry;
      const variant = { query: build.query };
      // Bytes loaded before any interaction, per page type (one unthrottled load each).
      for (const pageDef of PAGES) {
        const run = await loadRun(browser, base, pageDef, { ...variant, cpu: 1 });
        const ran = run.scripts.filter((p) => !run.prefetched.includes(p));
        const inDist = (list) => list.map((p) => join(root, p.slice(1))).filter(existsSync);
        entry.pages[pageDef.name] = {
          path: pageDef.path,
          scripts: ran.length,
          files: ran.map((p) => p.replace(`/${build.dir}/`, '')),
          ...sum(inDist(ran).map(sizes)),
          prefetched: { files: run.prefetched.length, ...sum(inDist(run.prefetched).map(sizes)) },
          errors: run.errors,
        };
      }
      // Main-thread time at load, 4x CPU, median of RUNS.
      for (const type of TIMED) {
        const pageDef = PAGES.find((p) => p.name === type);
        Object.assign(entry.pages[type], await timedLoads(browser, base, pageDef, variant));
        log(`${build.name} ${type}: script ${fmt(entry.pages[type].scriptMs)} ms`);
      }
      for (const interaction of INTERACTIONS) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          try {
            runs.push(await interactionRun(browser, base, interaction, build));
          } catch (error) {
            runs.push({ totalMs: NaN, serverMs: NaN, errors: [String(error.message ?? error).split('\n')[0]] });
          }
        }
        entry.interactions[interaction.name] = {
          totalMs: median(runs.map((r) => r.totalMs)),
          serverMs: median(runs.map((r) => r.serverMs)),
          clientMs: median(runs.map((r) => r.totalMs - r.serverMs)),
          completedRuns: runs.filter((r) => Number.isFinite(r.totalMs)).length,
          errors: [...new Set(runs.flatMap((r) => r.errors))],
        };
        log(`${build.name} ${interaction.name}: ${fmt(entry.interactions[interaction.name].totalMs)} ms`);
      }
    }

    // The replaced stack's floor: the same pages with jQuery 3.7.1 and no islas.
    results.jquery.pages = {};
    for (const type of TIMED) {
      const pageDef = PAGES.find((p) => p.name === type);
      results.jquery.pages[type] = await timedLoads(browser, base, pageDef, { query: 'islas-nojs=1', jquery: true });
      log(`jquery ${type}: script ${fmt(results.jquery.pages[type].scriptMs)} ms`);
    }
    // The first input after load on each lazy part, each build.
    if (FIRST_INPUT_RUNS > 0) {
      results.firstInput = await measureFirstInputs({ browser, base, paths: FIRST_INPUT_PATHS, sides: BUILDS.map((b) => ({ name: b.name, query: b.query })), runs: FIRST_INPUT_RUNS, log });
    }
    // The PHP requests of one guest visit (the stub's add form redirects: one page load more than a shop's).
    results.visit = await guestVisit(browser, base);
    await browser.close();

    // Lighthouse on every page type (its own Chromium: tests/bench/lighthouse.mjs).
    if (LIGHTHOUSE_RUNS > 0) {
      results.lighthouse = await runLighthouse({ base, pages: PAGES, runs: LIGHTHOUSE_RUNS, executablePath: CHROMIUM_PATH, log });
      results.lighthouse.loadAverageAfter = loadavg().map((l) => Number(l.toFixed(2)));
    }
  } finally {
    await browser.close().catch(() => {});
    await stub.close();
  }
  results.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(root, 'tests/bench/results.json'), JSON.stringify(results, null, 2) + '\n');
  process.stdout.write(markdown(results));
}

/** RUNS loads for the main-thread columns, then RUNS traced loads for the script column. */
async function timedLoads(browser, base, pageDef, variant) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await loadRun(browser, base, pageDef, variant));
  const traced = [];
  for (let i = 0; i < RUNS; i += 1) traced.push(await loadRun(browser, base, pageDef, { ...variant, trace: true }));
  const errors = [...new Set([...runs, ...traced].flatMap((r) => r.errors))];
  return { ...timing(runs), scriptMs: median(traced.map((r) => r.scriptMs)), errors };
}

function timing(runs) {
  return {
    cdpScriptMs: median(runs.map((r) => r.cdpScriptMs)),
    taskMs: median(runs.map((r) => r.taskMs)),
    styleMs: median(runs.map((r) => r.styleMs)),
    layoutMs: median(runs.map((r) => r.layoutMs)),
    longTasks: median(runs.map((r) => r.longTasks)),
    longTaskMs: median(runs.map((r) => r.longTaskMs)),
    cls: median(runs.map((r) => r.cls)),
    errors: [...new Set(runs.flatMap((r) => r.errors))],
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const log = (line) => process.stderr.write(`bench: ${line}\n`);

function markdown(r) {
  const b = r.builds;
  const out = [];
  out.push(`### islas bench (${r.date.slice(0, 10)}, Chromium, ${r.cpuThrottling}x CPU, median of ${r.runs} runs, ${r.seconds} s, load average ${r.loadAverage.join(' / ')} on 2 cores)`, '');
  out.push('**JavaScript run before any interaction, per page type** (KB; gzip / brotli; then what is prefetched at idle for the first input, fetched and not run)', '');
  out.push('| page | preact gzip | preact br | files | react gzip | react br | prefetched (preact gzip, files) |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const type of Object.keys(b.preact.pages)) {
    const p = b.preact.pages[type];
    const q = b.react.pages[type];
    out.push(`| ${type} | ${kb(p.gzip)} | ${kb(p.brotli)} | ${p.scripts} | ${kb(q.gzip)} | ${kb(q.brotli)} | ${kb(p.prefetched.gzip)}, ${p.prefetched.files} |`);
  }
  out.push(`| jQuery 3.7.1 alone | ${kb(r.jquery.gzip)} | ${kb(r.jquery.brotli)} | 1 | | | |`, '');
  out.push('**Chunks** (KB gzip / brotli)', '');
  out.push('| | preact | react |', '|---|---:|---:|');
  const c = (x) => `${kb(x.gzip)} / ${kb(x.brotli)}`;
  out.push(`| entry + static imports | ${c(b.preact.chunks.static_eager)} | ${c(b.react.chunks.static_eager)} |`);
  out.push(`| everything (${b.preact.chunks.total.files} / ${b.react.chunks.total.files} files) | ${c(b.preact.chunks.total)} | ${c(b.react.chunks.total)} |`);
  const reactLazy = b.react.chunks.lazy;
  const byName = (file, labels) => labels[file] ?? file.replace(/^chunks\//, '').replace(/-[A-Z0-9]{8}\.js$/, '');
  const reactByName = Object.fromEntries(Object.entries(reactLazy).map(([f, s]) => [byName(f, b.react.chunks.labels), s]));
  for (const [file, s] of Object.entries(b.preact.chunks.lazy).sort((x, y) => y[1].gzip - x[1].gzip)) {
    const name = byName(file, b.preact.chunks.labels);
    const twin = name === 'shared' ? null : reactByName[name];
    out.push(`| lazy ${name === 'shared' ? `${file.replace(/^chunks\//, '')} (shared)` : name} | ${c(s)} | ${twin ? c(twin) : ''} |`);
  }
  out.push('', `**Main thread at load** (${r.cpuThrottling}x CPU; ms; script = parse, compile and evaluation in a trace, microtasks included; style = style recalculation; layout)`, '');
  out.push('| page | build | script | style | layout | all tasks | long tasks (n / ms) | CLS | script ÷ jQuery |', '|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const type of Object.keys(r.jquery.pages)) {
    const jq = r.jquery.pages[type];
    for (const [name, row] of [['preact', b.preact.pages[type]], ['react', b.react.pages[type]], ['jQuery 3.7.1', jq]]) {
      const ratio = jq.scriptMs ? (row.scriptMs / jq.scriptMs).toFixed(2) : 'n/a';
      out.push(`| ${type} | ${name} | ${fmt(row.scriptMs)} | ${fmt(row.styleMs)} | ${fmt(row.layoutMs)} | ${fmt(row.taskMs)} | ${fmt(row.longTasks)} / ${fmt(row.longTaskMs)} | ${fmt(row.cls, 3)} | ${ratio} |`);
    }
  }
  out.push('', `**Interactions** (${r.cpuThrottling}x CPU; ms from the input event to the next frame after the DOM changed; server = the stub's request-to-response time)`, '');
  out.push('| interaction | build | total | server | client | runs |', '|---|---|---:|---:|---:|---:|');
  for (const name of Object.keys(b.preact.interactions)) {
    for (const build of ['preact', 'react']) {
      const i = b[build].interactions[name];
      out.push(`| ${name} | ${build} | ${fmt(i.totalMs)} | ${fmt(i.serverMs)} | ${fmt(i.clientMs)} | ${i.completedRuns}/${r.runs} |`);
    }
  }
  const errors = [
    ...Object.entries(b).flatMap(([build, e]) => [
      ...Object.entries(e.pages).flatMap(([t, p]) => p.errors.map((m) => `${build} ${t}: ${m}`)),
      ...Object.entries(e.interactions).flatMap(([t, p]) => p.errors.map((m) => `${build} ${t}: ${m}`)),
    ]),
  ];
  if (errors.length) out.push('', 'Errors seen:', ...errors.map((e) => `- ${e}`));
  if (r.firstInput) {
    out.push('', '**The first input after load** (cold: a new visitor, no pointer move before it; ms from the input to the first frame that answers it, pressed or loading, / to the frame that shows its result; median)', '');
    out.push(firstInputMarkdown(r.firstInput, BUILDS.map((b) => b.name)).trimEnd());
  }
  if (r.visit) out.push('', '**Requests that reach PHP in one guest visit** (land, the listing, three products, add one, the cart)', '', visitTable({ islas: r.visit }));
  if (r.lighthouse) out.push('', lighthouseMarkdown(r.lighthouse).trimEnd());
  return out.join('\n') + '\n';
}

const args = parseArgs(process.argv.slice(2));
if (args.url) {
  await benchShop(args);
} else {
  await main();
}
