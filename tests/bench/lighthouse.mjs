// Lighthouse on every fixture page type (issue 14): the `lighthouse` package from npm, its
// default mobile preset with simulated throttling, on the Chromium the browser tests use,
// performance category only, median of LIGHTHOUSE_RUNS runs per page type.
//   node tests/bench/lighthouse.mjs [page name ...]   (alone: prints the table; the stub on a free port)
// tests/bench/run.mjs runs it after the timings and puts the table in results.json.
//
// No launcher of Lighthouse's own (chrome-launcher): Debian's Chromium is started here with
// a DevTools port and the flags below, and Lighthouse connects to that port. Nothing leaves
// the machine: the flags turn off Chromium's background traffic, and every request of every
// run is checked to be the local stub's (an outside request is reported as an error).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { median } from './numbers.mjs';

export const LIGHTHOUSE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--headless=new',
];

/**
 * Why a run scored below 1: the weighted metrics that did not score 1 (with their values),
 * and the audits Lighthouse flags (failed, or an opportunity with savings), with what they
 * name (the first few URLs and the savings), for results.json and README.
 */
function shortfalls(lhr) {
  const metrics = [];
  const flagged = [];
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || typeof audit.score !== 'number' || audit.score >= 1) continue;
    if (ref.weight > 0) {
      metrics.push(`${ref.acronym ?? audit.id} ${audit.score.toFixed(2)} (${(audit.displayValue ?? '').replace(/\s+/g, ' ')})`);
    } else if (!audit.id.endsWith('-insight') && audit.scoreDisplayMode !== 'informative' && (audit.score < 0.9 || audit.details?.overallSavingsMs > 0)) {
      const items = (audit.details?.items ?? [])
        .slice(0, 4)
        .map((item) => [item.url?.replace(/^https?:\/\/[^/]+/, '').replace(/\?ver=\d+$/, ''), item.wastedMs ? `${Math.round(item.wastedMs)} ms` : item.wastedBytes ? `${(item.wastedBytes / 1024).toFixed(1)} KiB` : ''].filter(Boolean).join(' '))
        .filter(Boolean);
      flagged.push(`${audit.id}${audit.displayValue ? ` (${audit.displayValue.replace(/\s+/g, ' ')})` : ''}${items.length ? `: ${items.join('; ')}` : ''}`);
    }
  }
  return { metrics, flagged };
}

/** Starts Chromium with a DevTools port on loopback; resolves with the port and a stopper. */
async function startChromium(executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'islas-lighthouse-'));
  const child = spawn(
    executablePath,
    [...LIGHTHOUSE_FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${seen}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${seen}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const waitExit = (ms) => Promise.race([exited, new Promise((resolve) => setTimeout(resolve, ms))]);
      child.kill('SIGTERM');
      await waitExit(5000);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await waitExit(5000);
      }
    }
    // Chromium's helper processes can still be writing to the profile as it goes: retry,
    // and never lose a finished bench to a leftover temporary folder.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`bench: could not remove ${profile}: ${error.message}`);
    }
  };
  return { port, stop };
}


/**
 * Runs Lighthouse `runs` times on each page of `pages` ({ name, path, cart? }), served at
 * `base`; `query` is added to every path (e.g. islas-build=react). Returns per page the
 * medians (score 0–1, TBT, LCP, FCP in ms, CLS), every run, and what kept it below 1.
 */
export async function runLighthouse({ base, pages, runs = 3, query = '', executablePath = '/usr/bin/chromium', log = () => {} }) {
  const origin = new URL(base).origin;
  const chrome = await startChromium(executablePath);
  // A second DevTools client, only for cookies: the cart pages need a cart, the others none.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = browser.contexts()[0];
  const results = {};
  try {
    for (const pageDef of pages) {
      const url = origin + pageDef.path + (query ? (pageDef.path.includes('?') ? '&' : '?') + query : '');
      const done = [];
      for (let i = 0; i < runs; i += 1) {
        await jar.clearCookies();
        if (pageDef.cart) {
          const answer = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'product_id=101&quantity=1',
          });
          await answer.arrayBuffer();
          const cookies = answer.headers.getSetCookie().map((line) => {
            const [pair] = line.split(';');
            const at = pair.indexOf('=');
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
          });
          await jar.addCookies(cookies);
        }
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableFullPageScreenshot: true,
        });
        const lhr = result.lhr;
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const outside = requests.map((r) => r.url).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
        done.push({
          score: lhr.categories.performance.score,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          shortfalls: shortfalls(lhr),
          errors: [
            ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
            ...lhr.runWarnings,
            ...outside.map((u) => `request outside the stub: ${u}`),
          ],
          lighthouse: lhr.lighthouseVersion,
          chromium: lhr.environment?.hostUserAgent?.match(/(?:HeadlessChrome|Chrome)\/([\d.]+)/)?.[1] ?? null,
        });
      }
      const row = {
        path: pageDef.path,
        score: median(done.map((r) => r.score)),
        tbtMs: median(done.map((r) => r.tbtMs)),
        lcpMs: median(done.map((r) => r.lcpMs)),
        fcpMs: median(done.map((r) => r.fcpMs)),
        cls: median(done.map((r) => r.cls)),
        // What kept runs below 1: each metric or audit with the number of runs it did.
        below: countOf(done.flatMap((r) => r.shortfalls.metrics.map((m) => m.replace(/ .*$/, ''))), done.length),
        flagged: countOf(done.flatMap((r) => r.shortfalls.flagged.map((f) => f.replace(/[ :].*$/, ''))), done.length),
        runs: done,
        errors: [...new Set(done.flatMap((r) => r.errors))],
      };
      results[pageDef.name] = row;
      log(`lighthouse ${pageDef.name}: ${fmtScore(row.score)} TBT ${Math.round(row.tbtMs)} ms LCP ${Math.round(row.lcpMs)} ms CLS ${row.cls.toFixed(3)}`);
    }
  } finally {
    await browser.close().catch(() => {});
    await chrome.stop();
  }
  const any = Object.values(results)[0]?.runs[0];
  return { lighthouse: any?.lighthouse ?? null, chromium: any?.chromium ?? null, runs, preset: 'mobile, simulated throttling (defaults)', pages: results };
}

/** ['a', 'b', 'a'] → ['a 2/3', 'b 1/3'] (of `total` runs). */
const countOf = (ids, total) =>
  Object.entries(ids.reduce((n, id) => ({ ...n, [id]: (n[id] ?? 0) + 1 }), {})).map(([id, n]) => `${id} ${n}/${total}`);

const fmtScore = (score) => (score === null ? 'n/a' : score.toFixed(2));

/** The README table: one row per page type. */
export function lighthouseMarkdown(lh) {
  const out = [];
  out.push(`**Lighthouse ${lh.lighthouse}** (${lh.preset}, Chromium ${lh.chromium}, preact build, median of ${lh.runs} runs; LCP in ms of the simulated slow 4G phone)`, '');
  out.push('| page | score | TBT ms | FCP ms | LCP ms | CLS | metrics below 1 (runs) | flagged (runs) |', '|---|---:|---:|---:|---:|---:|---|---|');
  for (const [name, row] of Object.entries(lh.pages)) {
    out.push(
      `| ${name} | ${fmtScore(row.score)} | ${Math.round(row.tbtMs)} | ${Math.round(row.fcpMs)} | ${Math.round(row.lcpMs)} | ${row.cls.toFixed(3)} | ${row.below.join(', ')} | ${row.flagged.join(', ')} |`,
    );
  }
  const errors = Object.entries(lh.pages).flatMap(([name, row]) => row.errors.map((e) => `${name}: ${e}`));
  if (errors.length) out.push('', 'Lighthouse errors and warnings:', ...errors.map((e) => `- ${e}`));
  return out.join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { startStub } = await import('../../php-stub/serve.mjs');
  const { FIXTURE_PAGES } = await import('../fixture-pages.mjs');
  const names = process.argv.slice(2);
  const pages = names.length ? FIXTURE_PAGES.filter((p) => names.includes(p.name)) : FIXTURE_PAGES;
  const stub = await startStub({ port: 0 });
  try {
    const lh = await runLighthouse({
      base: stub.url,
      pages,
      runs: Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3)),
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      log: (line) => process.stderr.write(`bench: ${line}\n`),
    });
    process.stdout.write(lighthouseMarkdown(lh));
  } finally {
    await stub.close();
  }
}
