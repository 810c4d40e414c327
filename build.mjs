// Builds the islas bundle with esbuild.
//   node build.mjs            preact/compat build into dist/
//   node build.mjs --react    the same code against real react/react-dom into dist/react/
//   node build.mjs --dev      unminified, NODE_ENV=development
// Output: an ES-module entry, one lazy chunk per island (plus shared chunks), islas.css
// (loaded without blocking rendering) and islas-critical.css (printed inline in the head),
// source maps, meta.json (esbuild metafile) and manifest.json, which a theme reads to
// enqueue the entry and preload what the entry imports statically, and the plugin reads for
// the stock handles to dequeue (`replaces`, from src/start/claims.ts).
//   node build.mjs --package [--out DIR]
//                             the WordPress plugin: DIR/islas-<version>.zip (default dist/),
//                             from a fresh production build (see packagePlugin below)
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { minify } from 'terser';

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
 * `@wordpress/i18n` without its default instance and @wordpress/hooks (src/kernel/i18n/wp-i18n.mjs):
 * the same API, ~1.3 KB gzip less in the eager JavaScript; and without Tannin's
 * plural-expression compiler, as islas's translations use only `n != 1`
 * (src/kernel/i18n/plural-forms.ts, ~0.5 KB less).
 */
const i18nPackage = join(root, 'node_modules/@wordpress/i18n/build-module');
const lightI18n = {
  name: 'islas-light-i18n',
  setup(b) {
    b.onResolve({ filter: /^@tannin\/plural-forms$/ }, () => ({ path: join(root, 'src/kernel/i18n/plural-forms.ts') }));
    b.onResolve({ filter: /^@wordpress\/i18n$/ }, (args) => ({
      // sprintf only where code imports it (src/kernel/i18n/sprintf.ts), not with every page's __.
      path: /src[\\/]kernel[\\/]i18n[\\/]sprintf\.ts$/.test(args.importer) ? join(i18nPackage, 'sprintf.mjs') : join(root, 'src/kernel/i18n/wp-i18n.mjs'),
    }));
    b.onResolve({ filter: /^@wordpress\/i18n\/build-module\// }, (args) => ({
      path: join(i18nPackage, args.path.slice('@wordpress/i18n/build-module/'.length)),
    }));
  },
};

/**
 * islas's stores are nanostores atoms, and the eager runtime imports only `atom`. Through
 * the package's index, which re-exports every store kind, esbuild counts `listenKeys` (that
 * @nanostores/react's hook uses) as reached by every page and puts it in the eager chunk;
 * islas's own imports go straight to the atom module, so it travels with the UI runtime
 * (~0.2 KB gzip less at load). Importing anything but `atom` from src/ fails the build.
 */
const atomsOnly = {
  name: 'islas-atoms-only',
  setup(b) {
    b.onResolve({ filter: /^nanostores$/ }, (args) =>
      args.importer.includes('node_modules') ? undefined : { path: join(root, 'node_modules/nanostores/atom/index.js') },
    );
  },
};

export async function build({ react = false, dev = false, outdir = join(root, 'dist') } = {}) {
  await clean(outdir, react);
  await mkdir(outdir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts', islas: 'src/styles/islas.css', 'islas-critical': CRITICAL_CSS },
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
    plugins: [lightI18n, atomsOnly],
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  });
  const manifest = { ...makeManifest(result.metafile, outdir, react), replaces: await readReplacedHandles(), renamed: await readRenamedHandles() };
  if (!dev) await minifyAgain(result.metafile, runAtLoad(result.metafile, manifest, outdir));
  if (manifest.critical_css) await inlineReady(join(outdir, manifest.critical_css));
  await writeFile(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  await writeFile(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  await writePublicTypes(outdir);
  return { metafile: result.metafile, manifest };
}

/**
 * The stock handles islas replaces, from the registry of parts (src/start/claims.ts: each
 * part's `replaces`), for the plugin to dequeue (plugin/includes/replaced-scripts.php reads
 * manifest.json's `replaces`): one list, kept beside the parts. The registry ships nothing to
 * shoppers: it is bundled here for Node, on its own.
 */
export async function readReplacedHandles() {
  const handles = (await importRegistry()).replacedHandles();
  if (!Array.isArray(handles) || !handles.length || !handles.every((handle) => typeof handle === 'string' && handle !== '')) {
    throw new Error('islas: src/start/claims.ts gave no list of replaced handles');
  }
  return handles;
}

/**
 * WooCommerce 10.3's renamed handles among them, new name → old name (manifest.json `renamed`):
 * the plugin treats both names as one script (replaced-scripts.php islas_renamed_handles()).
 */
export async function readRenamedHandles() {
  return (await importRegistry()).replacedRenames();
}

async function importRegistry() {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/start/claims.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/**
 * Terser over esbuild's minified output: esbuild bundles and splits, terser's compressor
 * and mangler then take another 3–4 % off the gzip bytes (about 2 KB in all, 0.5 KB of
 * the eager files), which esbuild's single-pass minifier leaves. Source maps are chained,
 * so they still point at src/. Chunk names keep esbuild's content hashes: the same
 * sources give the same bytes, so they stay safe to cache for ever.
 */
async function minifyAgain(metafile, atLoad) {
  const scripts = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
  for (const path of scripts) {
    const file = join(root, path);
    const mapFile = `${file}.map`;
    const [code, map] = await Promise.all([readFile(file, 'utf8'), readFile(mapFile, 'utf8')]);
    const result = await minify(code, {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      format: { comments: false, preamble: atLoad.has(path) ? COMPILE_ALL_HINT : undefined },
      sourceMap: { content: map, url: `${path.split('/').pop()}.map` },
    });
    await Promise.all([writeFile(file, result.code), writeFile(mapFile, result.map)]);
  }
}

/**
 * V8's explicit compile hint: every function of a file that starts with this comment is
 * compiled while the file streams in, off the main thread, instead of lazily on the main
 * thread at its first call. Only the files every page runs at load carry it (the entry, what
 * it imports, the page-start chunk), where nearly every function is called then: at 4x CPU
 * it took 8–17 ms of main-thread script off the shop, the product and the cart (Chromium
 * 150, 8–10 loads each). Other engines read a comment.
 */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';
const PAGE_START = 'src/start/chunks/page-start.ts';

/** The metafile paths of the scripts every page runs at load. */
function runAtLoad(metafile, manifest, outdir) {
  const atLoad = new Set(
    [manifest.entry, ...manifest.preload].map((file) => relative(root, join(outdir, file)).split('\\').join('/')),
  );
  for (const [path, output] of Object.entries(metafile.outputs)) if (output.entryPoint === PAGE_START) atLoad.add(path);
  return atLoad;
}

/**
 * dist/islas.d.ts: the public API's types for a theme's TypeScript (window.islas and the
 * "islas" module). The source is hand-written and documented, and src/api/ is typed
 * against it, so a copy is all the build needs.
 */
export function writePublicTypes(outdir) {
  return copyFile(join(root, 'src/api/islas.d.ts'), join(outdir, 'islas.d.ts'));
}

/** The rules the server's markup needs at the first paint (printed inline by islas-enqueue.php). */
const CRITICAL_CSS = 'src/styles/islas-critical.css';

/**
 * The critical CSS is printed inside the page, where a sourceMappingURL comment would point
 * at a map beside the page's address (a 404 whenever DevTools opens): the comment goes.
 */
async function inlineReady(file) {
  const css = await readFile(file, 'utf8');
  await writeFile(file, css.replace(/\s*\/\*# sourceMappingURL=\S+ \*\/\s*$/, '\n'));
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
 * The chunks a shopper's first input needs, each with the markup that needs it (as the table
 * of parts loads them: src/start/parts.ts, chrome-parts.ts): fetched, not run, once the page
 * is loaded and idle (src/kernel/prefetch.ts), so a first tap waits for no download.
 * Not the order-attribution or search chunks: nothing the shopper sees waits for the first,
 * and the second loads as a search field gets focus, well before the first keystroke.
 */
const PREFETCH_AT_IDLE = [
  ['first-input', 'body'],
  ['header-islands', 'li.cart-item,a[data-open="#login-form-popup"]'],
  ['off-canvas', '[data-open]:not([data-open="#cart-popup"],[data-open="#login-form-popup"])'],
  ['product', 'form.cart,.woocommerce-product-gallery'],
  ['variation', 'form.variations_form'],
];

/**
 * entry: the module to enqueue; css: the stylesheet, loaded without blocking rendering;
 * critical_css: the few rules the first paint needs, printed inline; preload: chunks the
 * entry imports statically (worth a modulepreload); lazy: every other chunk, loaded only
 * when an island needs it; prefetch: [selector, chunks] pairs, what the first input needs
 * where that markup is (PREFETCH_AT_IDLE). build() adds replaces: the stock handles to dequeue (readReplacedHandles), and renamed (readRenamedHandles).
 */
export function makeManifest(metafile, outdir, react) {
  const rel = (p) => relative(outdir, join(root, p)).split('\\').join('/');
  const outputs = metafile.outputs;
  const entryPath = Object.keys(outputs).find((p) => outputs[p].entryPoint === 'src/main.ts');
  const cssOf = (source) => Object.keys(outputs).find((p) => p.endsWith('.css') && outputs[p].entryPoint === source);
  const cssPath = cssOf('src/styles/islas.css');
  const criticalPath = cssOf(CRITICAL_CSS);
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
  const atLoad = new Set([entryPath, ...preload]);
  const chunkOf = (name) => Object.keys(outputs).find((p) => outputs[p].entryPoint === `src/start/chunks/${name}.ts`);
  const closure = (path, into = new Set()) => {
    if (atLoad.has(path) || into.has(path)) return into;
    into.add(path);
    for (const imp of outputs[path].imports) if (imp.kind === 'import-statement') closure(imp.path, into);
    return into;
  };
  closure(chunkOf('page-start')).forEach((path) => atLoad.add(path));
  const prefetch = PREFETCH_AT_IDLE.flatMap(([name, selector]) => {
    const chunk = chunkOf(name);
    return chunk ? [[selector, [...closure(chunk)].filter((path) => !atLoad.has(path)).map(rel)]] : [];
  });
  return {
    name: 'islas',
    react: react ? 'react' : 'preact/compat',
    entry: rel(entryPath),
    css: cssPath ? rel(cssPath) : null,
    critical_css: criticalPath ? rel(criticalPath) : null,
    preload: [...preload].map(rel),
    lazy: lazy.map(rel),
    prefetch,
  };
}

// ---------------------------------------------------------------- the WordPress plugin

/** The plugin's source: plugin/, laid out as the zip holds it (the build and compiled translations aside). */
const pluginSource = join(root, 'plugin');
/** Left out of the zip: plugin/README.md (for who works on the plugin), what the package makes itself (dist/, .mo), dot files. */
const pluginNotShipped = (path) => path === 'README.md' || path.startsWith('dist/') || /(^|\/)\./.test(path) || /\.mo$/.test(path);

/**
 * Writes `<outdir>/islas-<version>.zip`, a WordPress plugin: plugin/ file for file into islas/
 * (islas.php and readme.txt with package.json's version in their headers; everything else,
 * islas-enqueue.php and includes/ among it, byte for byte: one source for the theme and the
 * plugin; not plugin/README.md), islas/dist/ (a fresh production build, without source maps
 * or meta.json), and in islas/languages/ beside each .po its .mo, and per script the JSON
 * WordPress's script translations read, made from the same src/**\/*.es_ES.ts the bundle
 * compiles in. It always builds, into a temporary folder: never a stale or --dev
 * dist/, never half of a dist/ someone is rebuilding. The zip is deterministic: same
 * sources, same bytes.
 */
export async function packagePlugin({ outdir = join(root, 'dist') } = {}) {
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const staging = await mkdtemp(join(tmpdir(), 'islas-package-'));
  try {
    const dist = join(staging, 'dist');
    const { metafile } = await build({ outdir: dist });
    const files = new Map(); // path inside islas/ → contents
    const text = (path) => readFile(path, 'utf8');
    const versionField = { 'islas.php': 'Version', 'readme.txt': 'Stable tag' };
    for (const path of await listFiles(pluginSource)) {
      if (pluginNotShipped(path)) continue;
      const source = join(pluginSource, path);
      files.set(path, versionField[path] ? withVersion(await text(source), version, versionField[path]) : await readFile(source));
      if (/^languages\/[^/]+\.po$/.test(path)) files.set(path.replace(/\.po$/, '.mo'), compileMo(parsePo(await text(source))));
    }
    for (const path of await listFiles(dist)) {
      if (path.endsWith('.map') || path === 'meta.json') continue;
      let contents = await readFile(join(dist, path));
      // The maps stay out of the zip, so no comment points at them.
      if (/\.(js|css)$/.test(path)) contents = Buffer.from(contents.toString('utf8').replace(/\n?(\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=\S+ \*\/)\s*$/, '\n'));
      files.set(`dist/${path}`, contents);
    }
    for (const [name, json] of await scriptTranslations(metafile, dist, 'es_ES')) files.set(`languages/${name}`, json);
    await mkdir(outdir, { recursive: true });
    const zip = join(outdir, `islas-${version}.zip`);
    await writeFile(zip, zipFiles([...files].map(([path, data]) => [`islas/${path}`, data])));
    return { zip, version, files: [...files.keys()].map((path) => `islas/${path}`).sort() };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Sets a "Name: value" header line (plugin header, readme) to the package version. */
function withVersion(source, version, field) {
  const line = new RegExp(`^(\\s*\\*?\\s*${field}:\\s*)\\S+`, 'm');
  if (!line.test(source)) throw new Error(`islas: no "${field}:" line to set the version in`);
  return source.replace(line, `$1${version}`);
}

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = prefix + entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(join(dir, entry.name), `${path}/`)));
    else out.push(path);
  }
  return out.sort();
}

/**
 * One Jed 1.x JSON per built script that carries translated strings, named as WordPress's
 * load_script_textdomain() looks for it: islas-<locale>-<md5 of the path in the plugin>.json
 * (and as src/kernel/i18n/loader.ts fetches it). The strings come from the *.es_ES.ts modules
 * esbuild put into that script (its metafile inputs), so they match what it shows.
 */
async function scriptTranslations(metafile, dist, locale) {
  const out = [];
  const cache = new Map();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const sources = Object.keys(inputs).filter((input) => /(^|[/.])es_ES\.ts$/.test(input)).sort();
    if (!sources.length) continue;
    const messages = {};
    for (const source of sources) {
      if (!cache.has(source)) cache.set(source, await loadTranslations(join(root, source)));
      for (const [msgid, translation] of Object.entries(cache.get(source))) {
        if (msgid !== '' && Array.isArray(translation)) messages[msgid] = translation;
      }
    }
    const script = `dist/${relative(dist, join(root, output)).split('\\').join('/')}`;
    const md5 = createHash('md5').update(script).digest('hex');
    const header = { domain: 'messages', lang: locale, 'plural-forms': 'nplurals=2; plural=(n != 1);' };
    const json = { domain: 'messages', locale_data: { messages: { '': header, ...messages } }, source: script };
    out.push([`islas-${locale}-${md5}.json`, JSON.stringify(json) + '\n']);
  }
  return out.sort(([a], [b]) => (a < b ? -1 : 1));
}

/** The Jed object a *.es_ES.ts module exports (`esES`), read through esbuild (Node runs no TypeScript). */
async function loadTranslations(file) {
  const { outputFiles } = await esbuild.build({ entryPoints: [file], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  const data = module.esES ?? Object.values(module).find((value) => value && typeof value === 'object');
  if (!data) throw new Error(`islas: ${relative(root, file)} exports no translations`);
  return data;
}

/** The msgid → msgstr pairs of a .po file (single and continued lines; no plurals or contexts). */
export function parsePo(po) {
  const entries = [];
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const raw of po.split('\n')) {
    const line = raw.trim();
    let m;
    if ((m = /^msgid\s+(".*")$/.exec(line))) {
      current = { msgid: unquote(m[1]), msgstr: '' };
      entries.push(current);
      field = 'msgid';
    } else if ((m = /^msgstr\s+(".*")$/.exec(line)) && current) {
      current.msgstr = unquote(m[1]);
      field = 'msgstr';
    } else if (/^".*"$/.test(line) && current && field) {
      current[field] += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      field = null;
    } else {
      throw new Error(`islas: cannot read .po line: ${line}`);
    }
  }
  return entries;
}

/** A GNU .mo file (what load_plugin_textdomain reads): sorted originals, no hash table. */
export function compileMo(entries) {
  const sorted = entries
    .filter((e) => e.msgid === '' || e.msgstr !== '')
    .map((e) => [Buffer.from(e.msgid), Buffer.from(e.msgstr)])
    .sort(([a], [b]) => Buffer.compare(a, b));
  const n = sorted.length;
  const header = Buffer.alloc(28 + 16 * n);
  header.writeUInt32LE(0x950412de, 0);
  header.writeUInt32LE(0, 4);
  header.writeUInt32LE(n, 8);
  header.writeUInt32LE(28, 12);
  header.writeUInt32LE(28 + 8 * n, 16);
  header.writeUInt32LE(0, 20);
  header.writeUInt32LE(28 + 16 * n, 24);
  const strings = [];
  let offset = header.length;
  for (const column of [0, 1]) {
    sorted.forEach((pair, i) => {
      header.writeUInt32LE(pair[column].length, 28 + column * 8 * n + i * 8);
      header.writeUInt32LE(offset, 28 + column * 8 * n + i * 8 + 4);
      strings.push(pair[column], Buffer.alloc(1));
      offset += pair[column].length + 1;
    });
  }
  return Buffer.concat([header, ...strings]);
}

/**
 * A zip (PKWARE APPNOTE, the subset every unzipper reads): entries in name order, folders
 * listed, deflate where it helps, UTF-8 names, Unix modes, one fixed timestamp
 * (1980-01-01), so the same files always give the same bytes.
 */
export function zipFiles(entries) {
  const files = new Map(entries.map(([name, data]) => [name, Buffer.isBuffer(data) ? data : Buffer.from(data)]));
  for (const name of [...files.keys()]) {
    for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
      if (!files.has(name.slice(0, i + 1))) files.set(name.slice(0, i + 1), null);
    }
  }
  const DOS_DATE = (0 << 9) | (1 << 5) | 1;
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const name of [...files.keys()].sort()) {
    const data = files.get(name);
    const isDir = data === null;
    const raw = isDir ? Buffer.alloc(0) : data;
    const deflated = isDir ? raw : deflateRawSync(raw, { level: 9 });
    const method = !isDir && deflated.length < raw.length ? 8 : 0;
    const body = method === 8 ? deflated : raw;
    const crc = crc32(raw) >>> 0;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((((isDir ? 0o40755 : 0o100644) << 16) | (isDir ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes('--package')) {
  const out = process.argv.indexOf('--out');
  const { zip, files } = await packagePlugin(out === -1 ? {} : { outdir: process.argv[out + 1] });
  console.log(`islas: packaged ${files.length} files → ${relative(process.cwd(), zip) || zip}`);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseBuildArgs();
  const { manifest } = await build(options);
  console.log(
    `islas: built ${manifest.entry} (${manifest.react}), ${manifest.lazy.length} lazy chunks → ${relative(root, options.outdir)}/`,
  );
}
