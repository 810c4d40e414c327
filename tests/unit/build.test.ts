// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, parseBuildArgs, reactAliases } from '../../build.mjs';

const KB = 1024;
const gzip = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

describe('build.mjs', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'islas-build-'));
  let manifest: Awaited<ReturnType<typeof build>>['manifest'];
  let metafile: { outputs: Record<string, { inputs: Record<string, unknown> }> };

  beforeAll(async () => {
    const result = await build({ outdir });
    manifest = result.manifest;
    metafile = result.metafile!;
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('aliases React to preact/compat by default, and not with --react', () => {
    expect(parseBuildArgs([], {}).react).toBe(false);
    expect(parseBuildArgs(['--react'], {}).react).toBe(true);
    expect(parseBuildArgs([], { ISLAS_REACT: '1' }).react).toBe(true);
    expect(reactAliases(false)).toEqual({ react: 'preact/compat', 'react-dom': 'preact/compat' });
    expect(reactAliases(true)).toEqual({});
    expect(manifest.react).toBe('preact/compat');
  });

  it('writes an ES module entry, css, source maps and a manifest a theme can read', () => {
    const written = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8'));
    expect(written).toEqual(manifest);
    expect(manifest.entry).toBe('main.js');
    expect(manifest.css).toBe('islas.css');
    const entry = readFileSync(join(outdir, 'main.js'), 'utf8');
    expect(entry).toMatch(/import\(/);
    expect(entry).toContain('sourceMappingURL=main.js.map');
    expect(entry).not.toContain('process.env.NODE_ENV');
  });

  it('puts each island in its own lazy chunk, out of the eager JavaScript', () => {
    const lazyInputs = manifest.lazy.flatMap((chunk) =>
      Object.keys(metafile.outputs[Object.keys(metafile.outputs).find((p) => p.endsWith(chunk))!]!.inputs),
    );
    expect(lazyInputs).toContain('widgets/mini-cart/MiniCart.tsx');
    const eagerInputs = [manifest.entry, ...manifest.preload].flatMap((chunk) =>
      Object.keys(metafile.outputs[Object.keys(metafile.outputs).find((p) => p.endsWith(chunk))!]!.inputs),
    );
    expect(eagerInputs.some((input) => input.startsWith('widgets/'))).toBe(false);
    expect(eagerInputs.some((input) => input.includes('node_modules/preact/'))).toBe(false);
  });

  it('keeps the eager JavaScript within 20 KB gzip and each island chunk within 10 KB', () => {
    const eager = [manifest.entry, ...manifest.preload].reduce((sum, file) => sum + gzip(join(outdir, file)), 0);
    expect(eager).toBeLessThanOrEqual(20 * KB);
    for (const chunk of manifest.lazy) expect(gzip(join(outdir, chunk))).toBeLessThanOrEqual(10 * KB);
  });

  it("starts the scripts every page runs at load with V8's compile hint, and no other chunk", () => {
    const pageStart = manifest.lazy.find((chunk) => chunk.includes('page-start'))!;
    const atLoad = [manifest.entry, ...manifest.preload, pageStart];
    for (const file of [...manifest.preload, ...manifest.lazy, manifest.entry]) {
      const code = readFileSync(join(outdir, file), 'utf8');
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(atLoad.includes(file));
      // The comment's line maps to nothing: the map's lines start one line later.
      const { mappings } = JSON.parse(readFileSync(join(outdir, `${file}.map`), 'utf8'));
      expect(mappings.startsWith(';'), file).toBe(atLoad.includes(file));
    }
  });
});
