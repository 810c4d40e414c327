// Measures the search: gzip bytes of its chunks and, in Chromium against the PHP stub, the
// time from the keystroke that makes 3 characters to the suggestions painted.
//
//   node build.mjs && node tests/e2e/measure-search.mjs [--runs 9] [--cpu 1]
//
// "warm": the live-search chunk is already loaded (the field had focus), a new query each
// run, so every run asks the server. "cold": a fresh page, focus and 3 characters typed at
// once, so the time includes loading the chunk on that first interaction.
// Painted = the first animation frame after the list appeared, plus a task (the frame has
// then been committed). Prints the median and the spread of each.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStub } from '../../php-stub/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 9);
const cpu = arg('cpu', 1);

function chunkSizes() {
  const dist = join(root, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8'));
  const eager = new Set([manifest.entry, ...manifest.preload].map((file) => `dist/${file}`));
  const gz = (path) => gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
  const report = {};
  for (const name of ['live-search', 'search-overlay']) {
    const chunk = Object.keys(meta.outputs).find((path) => path.startsWith(`dist/chunks/${name}-`) && path.endsWith('.js'));
    const lazyImports = [];
    const visit = (path) => {
      for (const imported of meta.outputs[path].imports) {
        if (imported.kind !== 'import-statement' || eager.has(imported.path) || lazyImports.includes(imported.path)) continue;
        lazyImports.push(imported.path);
        visit(imported.path);
      }
    };
    visit(chunk);
    report[name] = {
      chunk: gz(chunk),
      sharedLazy: lazyImports.map((path) => `${path.replace('dist/chunks/', '')} ${gz(path)}`),
      total: gz(chunk) + lazyImports.reduce((sum, path) => sum + gz(path), 0),
    };
  }
  report.eagerTotal = [...eager].reduce((sum, path) => sum + gz(path), 0);
  return report;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** In the page: time from the next keydown on the field to the suggestions painted. */
function armTimer(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const field = document.querySelector('.header-nav form.searchform input[name="s"]');
        let start = 0;
        field.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        const shown = () => {
          const list = document.querySelector('.header-nav form.searchform [role="listbox"]');
          return start > 0 && list && !list.hidden && list.querySelector('[role="option"]');
        };
        const observer = new MutationObserver(() => {
          if (shown()) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.querySelector('.header-nav form.searchform'), { subtree: true, childList: true, attributes: true });
        setTimeout(() => resolve(Number.NaN), 10_000);
        window.__islasTimerArmed = true;
      }),
  );
}

const queries = ['cam', 'sud', 'zap', 'bol', 'gor', 'gaf', 'cin', 'bot', 'cal', 'pol', 'moc', 'buf', 'san', 'alp', 'cha', 'cal'];

const stub = await startStub({ port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const base = stub.url.replace(/\/$/, '');
  const warm = [];
  const cold = [];
  for (let i = 0; i < runs; i += 1) {
    // Cold: a new visitor, first interaction with the field types 3 characters.
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    if (cpu > 1) (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${base}/tienda/`);
    await page.waitForLoadState('networkidle');
    const field = page.locator('.header-nav form.searchform input[name="s"]');
    let timing = armTimer(page);
    await page.waitForFunction(() => window.__islasTimerArmed);
    await field.focus();
    await field.pressSequentially(queries[i % queries.length], { delay: 0 });
    cold.push(await timing);
    await page.waitForSelector('.header-nav form.searchform[data-island-state="hydrated"]', { state: 'attached' });

    // Warm: the chunk is loaded; a new query of 3 characters.
    await field.fill('');
    const query = queries[(i + 7) % queries.length];
    await field.pressSequentially(query.slice(0, 2));
    await page.evaluate(() => (window.__islasTimerArmed = false));
    timing = armTimer(page);
    await page.waitForFunction(() => window.__islasTimerArmed);
    await field.press(query[2]);
    warm.push(await timing);
    await context.close();
  }
  const format = (all) => {
    const values = all.filter((value) => !Number.isNaN(value));
    const lost = all.length - values.length;
    return `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, n=${values.length}${lost ? `, ${lost} timed out` : ''})`;
  };
  console.log(JSON.stringify({ gzipBytes: chunkSizes() }, null, 2));
  console.log(`keystroke → suggestions painted, Chromium, CPU x${cpu}, stub at ${base}`);
  console.log(`  warm (chunk loaded): ${format(warm)}`);
  console.log(`  cold (first interaction loads the chunk): ${format(cold)}`);
} finally {
  await browser.close();
  await stub.close();
}
