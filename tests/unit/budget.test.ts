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
// The total (50 KB) and the per-page before-interaction (20 KB) budgets of issue 5 are not
// met yet; `npm run bench` reports both against their budget.
const BUDGET = { eager: 20 * KB, chunk: 10 * KB };

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

  it('loads at most 20 KB with the entry: main.js and everything it imports statically', () => {
    const eager = [manifest.entry, ...manifest.preload];
    expect(total(eager), report(eager)).toBeLessThanOrEqual(BUDGET.eager);
  });

  it('bundles @wordpress/i18n without @wordpress/hooks (src/i18n/wp-i18n.mjs)', () => {
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.some((input) => input.includes('node_modules/@wordpress/hooks/'))).toBe(false);
    expect(inputs).toContain('src/i18n/wp-i18n.mjs');
  });

  it('keeps every lazy chunk (an island or enhancer, or a library they share) within 10 KB', () => {
    const over = manifest.lazy.filter((file) => gzip(file) > BUDGET.chunk);
    expect(over, report(over)).toEqual([]);
  });

});
