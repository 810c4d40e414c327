// Builds the islas bundle with esbuild.
//   node build.mjs            preact/compat build into dist/
//   node build.mjs --react    the same code against real react/react-dom into dist/react/
//   node build.mjs --dev      unminified, NODE_ENV=development
// Output: an ES-module entry, one lazy chunk per island (plus shared chunks), islas.css,
// source maps, meta.json (esbuild metafile) and manifest.json, which a theme reads to
// enqueue the entry and preload what the entry imports statically.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

export function parseBuildArgs(argv = process.argv.slice(2), env = process.env) {
  const react = argv.includes('--react') || env.ISLAS_REACT === '1';
  const dev = argv.includes('--dev');
  return { react, dev, outdir: join(root, react ? 'dist/react' : 'dist') };
}

/** The aliases that make `react` mean preact/compat; empty for the real-React build. */
export function reactAliases(react) {
  return react ? {} : { react: 'preact/compat', 'react-dom': 'preact/compat' };
}

/**
 * `@wordpress/i18n` without its default instance and @wordpress/hooks (src/i18n/wp-i18n.mjs):
 * the same API, ~1.3 KB gzip less in the eager JavaScript.
 */
const i18nPackage = join(root, 'node_modules/@wordpress/i18n/build-module');
const lightI18n = {
  name: 'islas-light-i18n',
  setup(b) {
    b.onResolve({ filter: /^@wordpress\/i18n$/ }, () => ({ path: join(root, 'src/i18n/wp-i18n.mjs') }));
    b.onResolve({ filter: /^@wordpress\/i18n\/build-module\// }, (args) => ({
      path: join(i18nPackage, args.path.slice('@wordpress/i18n/build-module/'.length)),
    }));
  },
};

export async function build({ react = false, dev = false, outdir = join(root, 'dist') } = {}) {
  await clean(outdir, react);
  await mkdir(outdir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts', islas: 'src/islas.css' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: !dev,
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    chunkNames: 'chunks/[name]-[hash]',
    entryNames: '[name]',
    jsx: 'automatic',
    alias: reactAliases(react),
    plugins: [lightI18n],
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  });
  const manifest = makeManifest(result.metafile, outdir, react);
  await writeFile(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  await writeFile(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return { metafile: result.metafile, manifest };
}

/** Empties outdir; the preact build keeps dist/react/, so both builds can sit side by side. */
async function clean(outdir, react) {
  if (react || !existsSync(outdir)) return rm(outdir, { recursive: true, force: true });
  const keep = join(outdir, 'react');
  for (const name of await readdir(outdir)) {
    const path = join(outdir, name);
    if (path !== keep) await rm(path, { recursive: true, force: true });
  }
}

/**
 * entry: the module to enqueue; preload: chunks the entry imports statically (worth a
 * modulepreload); lazy: every other chunk, loaded only when an island needs it.
 */
export function makeManifest(metafile, outdir, react) {
  const rel = (p) => relative(outdir, join(root, p)).split('\\').join('/');
  const outputs = metafile.outputs;
  const entryPath = Object.keys(outputs).find((p) => outputs[p].entryPoint === 'src/main.ts');
  const cssPath = Object.keys(outputs).find((p) => p.endsWith('.css') && !p.endsWith('.map'));
  const preload = new Set();
  const visit = (path) => {
    for (const imp of outputs[path].imports) {
      if (imp.kind === 'import-statement' && !preload.has(imp.path)) {
        preload.add(imp.path);
        visit(imp.path);
      }
    }
  };
  visit(entryPath);
  const lazy = Object.keys(outputs).filter(
    (p) => p.endsWith('.js') && p !== entryPath && !preload.has(p),
  );
  return {
    name: 'islas',
    react: react ? 'react' : 'preact/compat',
    entry: rel(entryPath),
    css: cssPath ? rel(cssPath) : null,
    preload: [...preload].map(rel),
    lazy: lazy.map(rel),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseBuildArgs();
  const { manifest } = await build(options);
  console.log(
    `islas: built ${manifest.entry} (${manifest.react}), ${manifest.lazy.length} lazy chunks → ${relative(root, options.outdir)}/`,
  );
}
