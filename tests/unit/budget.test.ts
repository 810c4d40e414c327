// @vitest-environment node
// The byte budgets of the preact build (DESIGN §7, issue 5). Bytes are deterministic, so
// they are a test; the timings are only reported (`npm run bench`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';

const KB = 1024;
// Issue 5's budgets. What a page loads before the shopper acts (the entry plus what it
// hydrates at load or idle) is checked per page in the browser: tests/e2e/budget.e2e.ts.
// The total was 50 KB until issue 11: a drop-in on real shops needs WooCommerce's whole
// variation form (SKU, weight, dimensions, quantity rules, get_variation, wp.template, every
// event), Flatsome's layouts and the review stars, 6.5 KB of lazy code that no page loads
// all of (1.3 KB was cut elsewhere to make room). Issue 14 asked for 15 KB eager (met: the
// cart actions wait for the first input, terser minifies after esbuild, and what only runs
// after an input has its own runtime chunk: now 14 KB) and 45 KB in all (not met,
// docs/performance.md says why); the total, which grew to 55 KB + 384 B with the held clicks, was held
// at 55 KB + 128 B since the REST client's chunk merged into the after-input runtime, and is
// 56 KB since order attribution's tracking moved to the first input (1.1 KB less before
// any input on every page, for a journal of the views until then: 0.8 KB more in all).
// Issue 30 (Flatsome parity) puts back what islas took out of a real Flatsome shop: the
// off-canvas panels, the gallery's options, the quick view's variation add and more, each a
// lazy part loaded only where its markup is, so no page loads all of them. The total is
// 64 KB for that; issue 33 makes it a reported number, the per-chunk and before-input
// budgets being what a shopper pays. Issue 31 (WooCommerce 11.0.1 parity) took it to 65 KB:
// the variation form's 300 ms show, reset announcements and variation-gallery swap (0.8 KB,
// only variable products load it) and the product page's 9.6-10.4 keyboard and ARIA (the
// stars' radio group, the tabs' layout keys, the gallery's full-screen trigger and dialog,
// 0.9 KB in the product and first-input chunks), together past 65 KB: 66 KB. Issue 32 ended
// the total as a budget (below).
const BUDGET = { eager: 14 * KB, chunk: 10 * KB, smallestChunk: 1 * KB };

interface Manifest {
  entry: string;
  preload: string[];
  lazy: string[];
}

describe('byte budgets (preact build, gzip -9)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'islas-budget-'));
  let manifest: Manifest;
  let metafile: { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const gzip = (file: string) => gzipSync(readFileSync(join(outdir, file)), { level: 9 }).length;
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzip(file), 0);
  const report = (files: string[]) => files.map((file) => `${file} ${gzip(file)}`).join(', ');

  beforeAll(async () => {
    const result = await build({ outdir, react: false });
    manifest = result.manifest;
    metafile = result.metafile!;
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('loads at most 14 KB with the entry: main.js and everything it imports statically', () => {
    const eager = [manifest.entry, ...manifest.preload];
    expect(total(eager), report(eager)).toBeLessThanOrEqual(BUDGET.eager);
  });

  it('bundles @wordpress/i18n without @wordpress/hooks (src/kernel/i18n/wp-i18n.mjs)', () => {
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.some((input) => input.includes('node_modules/@wordpress/hooks/'))).toBe(false);
    expect(inputs).toContain('src/kernel/i18n/wp-i18n.mjs');
  });

  it('keeps every lazy chunk (an island or enhancer, or a library they share) within 10 KB', () => {
    const over = manifest.lazy.filter((file) => gzip(file) > BUDGET.chunk);
    expect(over, report(over)).toEqual([]);
  });

  // The jQuery bridge loads only where the page has jQuery (30 KB of its own): what a page
  // without jQuery can load is the budget (issue 11; issue 14 counts it the same way).
  const isJQueryBridge = (file: string) => /^chunks\/jquery-compat-/.test(file);

  // The cart page and checkout (issue 12) load only there: the cart page's chunk, the
  // checkout's (cart-checkout) and the address fields both use, each held to the 10 KB chunk
  // budget; issue 14 counts the total without them, as without the bridge.
  const isCartCheckout = (file: string) => /^chunks\/(cart-checkout|cart-page|address)-/.test(file);

  // The total of every file is no longer a budget (issue 33, point 5): no page loads all of
  // them, and issue 32's page-builder elements each load only where their markup is. What a
  // shopper pays is budgeted (before any input per page, tests/e2e/budget.e2e.ts; the entry;
  // each chunk); the total is reported by `npm run bench` and in README.

  it('has the cart page, checkout and address fields as three lazy chunks, each within 10 KB', () => {
    const chunks = manifest.lazy.filter(isCartCheckout);
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) expect(gzip(chunk), report(chunks)).toBeLessThanOrEqual(BUDGET.chunk);
    // Nothing of it in what every page loads.
    const eager = [manifest.entry, ...manifest.preload];
    const eagerOutputs = Object.entries(metafile.outputs).filter(([path]) => eager.some((file) => path.endsWith(`/${file}`)));
    expect(eagerOutputs).toHaveLength(eager.length);
    const eagerInputs = eagerOutputs.flatMap(([, output]) => Object.keys(output.inputs));
    expect(eagerInputs.filter((input) => /src\/features\/(cart-page|checkout|address)\//.test(input))).toEqual([]);
  });

  it('has the jQuery bridge as one lazy chunk of its own, within 2 KB', () => {
    const bridge = manifest.lazy.filter(isJQueryBridge);
    expect(bridge).toHaveLength(1);
    expect(gzip(bridge[0]!), report(bridge)).toBeLessThanOrEqual(2 * KB);
  });

  /** The modules of an output file. */
  const inputsOf = (file: string): string[] => Object.keys(Object.entries(metafile.outputs).find(([path]) => path.endsWith(`/${file}`))?.[1].inputs ?? {});
  // Small on purpose (issue 32): each page-builder element's code loads only where its markup
  // is (a page has a few of them), with their table.
  const SMALL_ON_PURPOSE = /^(src\/features\/builder\/|src\/start\/builder-parts\.ts$|src\/start\/chunks\/builder\.ts$)/;
  const smallOnPurpose = (file: string): boolean => {
    const inputs = inputsOf(file).filter((input) => !input.startsWith('node_modules/'));
    return inputs.length > 0 && inputs.every((input) => SMALL_ON_PURPOSE.test(input));
  };

  // Each file pays its own request and gzip overhead (about 350 bytes here): the shared
  // runtime and the chunk modules (src/start/chunks/) keep files few and large.
  it('loads the entry as two files and makes no chunk smaller than 1 KB', () => {
    expect(manifest.preload, report(manifest.preload)).toHaveLength(1);
    // The bridge may be small: merged into another chunk it would load on pages without jQuery.
    const small = manifest.lazy.filter((file) => gzip(file) < BUDGET.smallestChunk && !isJQueryBridge(file) && !smallOnPurpose(file));
    expect(small, report(small)).toEqual([]);
  });

});
