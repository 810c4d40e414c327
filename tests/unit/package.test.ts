// @vitest-environment node
// islas as a WordPress plugin (issue 15): `npm run package` (build.mjs packagePlugin) writes
// islas-<version>.zip. Here the zip is read with an independent reader (and unzip / Python's
// zipfile where installed), its header, readme and translations checked, then unpacked into
// a temporary plugins folder and served by the stub (ISLAS_PLUGIN_DIR), which loads the
// plugin as WordPress does (lib/site.php): shop pages, the off switches, the admin notices
// and the WooCommerce feature declarations, all through the unpacked plugin.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, packagePlugin } from '../../build.mjs';
import { choosePhp, hasSystemPhp, startStub } from '../../php-stub/serve.mjs';
import { esES as runtimeStrings } from '../../src/kernel/i18n/es_ES';
import { esES as variationStrings } from '../../src/features/product/variation-form/index.es_ES';
import { phpRunner } from './helpers/php';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** The zip's entries (name → bytes), read from the central directory; every CRC and size checked. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const files = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const length = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local), name).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(stored) : stored;
    expect([method === 0 || method === 8, data.length, crc32(data) >>> 0], name).toEqual([true, length, crc]);
    files.set(name, data);
    at += 46 + skip;
  }
  return files;
}

/** The msgid → msgstr pairs of a GNU .mo file. */
function readMo(mo: Buffer): Map<string, string> {
  expect(mo.readUInt32LE(0)).toBe(0x950412de);
  const n = mo.readUInt32LE(8);
  const str = (table: number, i: number) => {
    const at = mo.readUInt32LE(table) + 8 * i;
    return mo.toString('utf8', mo.readUInt32LE(at + 4), mo.readUInt32LE(at + 4) + mo.readUInt32LE(at));
  };
  return new Map(Array.from({ length: n }, (_, i) => [str(12, i), str(16, i)]));
}

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;

/** The theme's own script (php-stub/lib/theme-example.php) is neither stock nor a plugin. */
const notTheme = (handle: string): boolean => handle !== 'theme-free-shipping-bar';

function printed(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*\bid="([^"]+)-js"/g)].map((m) => m[1]!).filter(notTheme);
}

function keptScripts(html: string): string[] | undefined {
  const match = /var islas_params = (\{.*?\});\n<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { kept_scripts: string[] }).kept_scripts : undefined;
}

const CHECKOUT_HANDLES = ['wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo'];

let work: string;
let zipPath: string;
let zip: Buffer;
let files: Map<string, Buffer>;

beforeAll(async () => {
  // PHP.wasm sees only the project folder (serve.mjs mounts it), so the plugins folder goes there.
  const base = choosePhp() === 'system' ? tmpdir() : join(root, 'node_modules/.cache');
  mkdirSync(base, { recursive: true });
  work = mkdtempSync(join(base, 'islas-package-test-'));
  ({ zip: zipPath } = await packagePlugin({ outdir: work }));
  zip = readFileSync(zipPath);
  files = readZip(zip);
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('npm run package', () => {
  it('writes dist-style islas-<version>.zip holding a plugin folder islas/', () => {
    expect(zipPath).toBe(join(work, `islas-${version}.zip`));
    const names = [...files.keys()];
    expect(names.every((name) => name.startsWith('islas/'))).toBe(true);
    const manifest = JSON.parse(files.get('islas/dist/manifest.json')!.toString()) as { entry: string; css: string; preload: string[]; lazy: string[] };
    expect(manifest.entry).toBe('main.js');
    for (const file of [manifest.entry, manifest.css, ...manifest.preload, ...manifest.lazy]) {
      expect(names, file).toContain(`islas/dist/${file}`);
    }
    expect(names).toEqual(
      expect.arrayContaining(['islas/islas.php', 'islas/islas-enqueue.php', 'islas/readme.txt', 'islas/languages/islas-es_ES.mo', 'islas/languages/islas-es_ES.po']),
    );
    expect(names.filter((name) => /^islas\/languages\/islas-es_ES-[0-9a-f]{32}\.json$/.test(name)).length).toBeGreaterThan(0);
    // No source maps (nor comments pointing at them), build metadata or the React build.
    expect(names.filter((name) => /\.map$|meta\.json$|\/react\//.test(name))).toEqual([]);
    expect(files.get('islas/dist/main.js')!.toString()).not.toContain('sourceMappingURL');
  });

  it('ships plugin/islas-enqueue.php byte for byte: one enqueue file for themes and the plugin', () => {
    expect(files.get('islas/islas-enqueue.php')!.equals(readFileSync(join(root, 'plugin/islas-enqueue.php')))).toBe(true);
  });

  it('gives the same bytes for the same sources, and unpacks with standard tools', async () => {
    const again = await packagePlugin({ outdir: join(work, 'again') });
    expect(readFileSync(again.zip).equals(zip)).toBe(true);
    const tools = [has('unzip') && ['unzip', '-tq', zipPath], has('python3') && ['python3', '-m', 'zipfile', '-t', zipPath]].filter(Boolean) as string[][];
    for (const [tool, ...args] of tools) {
      const run = spawnSync(tool!, args, { encoding: 'utf8' });
      expect(run.status, `${tool}: ${run.stdout}${run.stderr}`).toBe(0);
    }
  }, 60_000);

  it('has a plugin header with package.json version, and a WordPress.org readme', () => {
    const php = files.get('islas/islas.php')!.toString();
    const header = (field: string) => new RegExp(`^ \\* ${field}:\\s*(.+)$`, 'm').exec(php)?.[1]?.trim();
    expect(header('Plugin Name')).toBe('islas');
    expect(header('Description')).toMatch(/WooCommerce/);
    expect(header('Version')).toBe(version);
    expect(header('Requires at least')).toBe('6.5');
    expect(header('Requires PHP')).toMatch(/^\d+\.\d+$/);
    expect(header('WC requires at least')).toMatch(/^\d+\.\d+$/);
    expect(header('WC tested up to')).toMatch(/^\d+\.\d+$/);
    expect(header('Text Domain')).toBe('islas');
    expect(header('Domain Path')).toBe('/languages');
    expect(header('License')).toBe('GPL-2.0-or-later');
    expect(php).toContain("FeaturesUtil::declare_compatibility( 'custom_order_tables', ISLAS_PLUGIN_FILE, true )");
    expect(php).toContain("add_action( 'before_woocommerce_init', 'islas_plugin_declare_compatibility' )");

    const readme = files.get('islas/readme.txt')!.toString();
    expect(readme.split('\n')[0]).toBe('=== islas ===');
    expect(readme).toMatch(new RegExp(`^Stable tag: ${version.replace(/\./g, '\\.')}$`, 'm'));
    expect(readme).toMatch(/^Requires at least: 6\.5$/m);
    for (const section of ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog']) {
      expect(readme).toContain(`== ${section} ==`);
    }
    const faq = readme.slice(readme.indexOf('== Frequently Asked Questions =='));
    expect(faq).toMatch(/= .*jQuery.* =/);
    expect(faq).toMatch(/= .*payment gateway.* =/);
    expect(faq).toMatch(/= How do I turn islas off\? =/);
    expect(faq).toContain("define( 'ISLAS_DISABLED', true );");
    expect(faq).toContain('islas_disabled_parts');
  });

  it('islas/islas.php and islas-enqueue.php pass php -l (PHP.wasm compiles them where there is no php binary)', async () => {
    const dir = join(work, 'lint');
    mkdirSync(dir, { recursive: true });
    const runPhp = hasSystemPhp() ? undefined : await phpRunner();
    for (const name of ['islas.php', 'islas-enqueue.php']) {
      writeFileSync(join(dir, name), files.get(`islas/${name}`)!);
      if (!runPhp) {
        const lint = spawnSync('php', ['-l', join(dir, name)], { encoding: 'utf8' });
        expect(lint.status, lint.stdout + lint.stderr).toBe(0);
        continue;
      }
      // Compiling is what php -l does; without ABSPATH the file then exits at its first line.
      const out = await runPhp(`<?php try { require '${join(dir, name)}'; } catch ( ParseError $e ) { echo 'ParseError: ' . $e->getMessage(); }`);
      expect(out, name).not.toContain('ParseError');
    }
  });

  it('has script translations in the format wp_set_script_translations reads, from the es_ES sources', () => {
    const all = new Map<string, string[]>();
    for (const [name, data] of files) {
      const match = /^islas\/languages\/islas-es_ES-([0-9a-f]{32})\.json$/.exec(name);
      if (!match) continue;
      const json = JSON.parse(data.toString()) as { source: string; domain: string; locale_data: { messages: Record<string, unknown> } };
      // Named after the md5 of the script's path inside the plugin, as load_script_textdomain() looks it up.
      expect(createHash('md5').update(json.source).digest('hex')).toBe(match[1]);
      const script = files.get(`islas/${json.source}`);
      expect(script, json.source).toBeDefined();
      expect(json.domain).toBe('messages');
      const { '': header, ...messages } = json.locale_data.messages;
      expect(header).toMatchObject({ domain: 'messages', lang: 'es_ES' });
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      for (const [msgid, translation] of Object.entries(messages)) {
        // [translation], or [singular, plural] for _n() strings.
        expect(Array.isArray(translation) && translation.length >= 1 && translation.every((t) => typeof t === 'string'), msgid).toBe(true);
        // The strings are that script's own: its source strings are in it.
        if (/^[\x20-\x7e]+$/.test(msgid)) expect(script!.toString(), `${msgid} in ${json.source}`).toContain(msgid);
        all.set(msgid, translation as string[]);
      }
    }
    for (const source of [runtimeStrings, variationStrings] as Record<string, unknown>[]) {
      for (const [msgid, translation] of Object.entries(source)) {
        if (msgid !== '') expect(all.get(msgid), msgid).toEqual(translation);
      }
    }
  });

  it("translates every string of the plugin's PHP in languages/islas-es_ES.mo", () => {
    const mo = readMo(files.get('islas/languages/islas-es_ES.mo')!);
    expect(mo.get('')).toMatch(/^Language: es_ES$/m);
    const php = files.get('islas/islas.php')!.toString();
    const strings = [...php.matchAll(/__\( '((?:[^'\\]|\\.)*)', 'islas' \)/g)].map((m) => m[1]!.replace(/\\'/g, "'"));
    strings.push(/^ \* Description:\s*(.+)$/m.exec(php)![1]!.trim());
    expect(strings.length).toBeGreaterThanOrEqual(4);
    for (const text of strings) expect(mo.get(text), text).toMatch(/\S/);
  });
});


describe('islas-enqueue.php from a theme and from the plugin', () => {
  let runPhp: (code: string) => Promise<string>;
  beforeAll(async () => {
    runPhp = await phpRunner();
  }, 60_000);
  const header = `<?php
error_reporting( E_ALL );
define( 'ISLAS_THEME_DIR', '/srv/wp-content/themes/flatsome-child' );
require '${root}/php-stub/wp-shim.php';
`;
  const where = `echo json_encode( array( islas_build_path( 'dist/manifest.json' ), islas_build_uri( 'dist/main.js' ) ) );`;

  it('finds the build in the theme by default (the copy-into-the-theme route)', async () => {
    const out = await runPhp(`${header}require '${root}/plugin/islas-enqueue.php';\n${where}`);
    expect(JSON.parse(out)).toEqual(['/srv/wp-content/themes/flatsome-child/dist/manifest.json', 'http://127.0.0.1:8080/dist/main.js']);
  });

  it('finds it in the plugin folder the plugin names (ISLAS_BASE_PATH / ISLAS_BASE_URL)', async () => {
    const out = await runPhp(`${header}define( 'ISLAS_BASE_PATH', '/srv/wp-content/plugins/islas/' );
define( 'ISLAS_BASE_URL', 'https://tienda.example/wp-content/plugins/islas/' );
require '${root}/plugin/islas-enqueue.php';
${where}`);
    expect(JSON.parse(out)).toEqual(['/srv/wp-content/plugins/islas/dist/manifest.json', 'https://tienda.example/wp-content/plugins/islas/dist/main.js']);
  });

  /** The repository's build, whose manifest lists the handles to replace. */
  const repoBuild = `define( 'ISLAS_BASE_PATH', '${root}' );\ndefine( 'ISLAS_BASE_URL', 'https://tienda.example/islas/' );\n`;

  it('reads ISLAS_DISABLED_PARTS loosely and keeps only known parts', async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    const out = await runPhp(`${header}${repoBuild}define( 'ISLAS_DISABLED_PARTS', ' Cart , checkout;bogus,search' );
require '${root}/plugin/islas-enqueue.php';
echo json_encode( array( islas_disabled_parts(), in_array( 'wc-cart', islas_replaced_scripts(), true ), in_array( 'wc-add-to-cart', islas_replaced_scripts(), true ) ) );`);
    // "checkout;bogus" is one unknown word: only commas and spaces separate parts.
    expect(JSON.parse(out)).toEqual([['cart', 'search'], false, true]);
  });

  it("leaves the pay-for-order page to WooCommerce's checkout script (its form is not form.checkout)", async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    const out = await runPhp(`${header}${repoBuild}function is_wc_endpoint_url( $endpoint = false ) { return 'order-pay' === $endpoint; }
require '${root}/plugin/islas-enqueue.php';
echo json_encode( array( islas_disabled_parts(), in_array( 'wc-checkout', islas_replaced_scripts(), true ), in_array( 'wc-cart', islas_replaced_scripts(), true ) ) );`);
    expect(JSON.parse(out)).toEqual([['checkout'], false, true]);
  });

  it('stays idle, with a notice, when the theme already requires its own copy', async () => {
    const out = await runPhp(`${header}require '${root}/plugin/islas.php';
require '${root}/plugin/islas-enqueue.php'; // the theme's functions.php
do_action( 'plugins_loaded' );
do_action( 'after_setup_theme' );
$GLOBALS['islas_shim_caps']['activate_plugins'] = true;
do_action( 'admin_notices' );
echo json_encode( defined( 'ISLAS_BASE_PATH' ) );`);
    expect(out).toContain('<div class="notice notice-warning"><p>Your theme loads its own copy of islas-enqueue.php');
    expect(out.trim().endsWith('false')).toBe(true);
  });
});

describe('the stub serving the shop through the unpacked plugin', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let plugin: string;
  const before = process.env.ISLAS_PLUGIN_DIR;

  beforeAll(async () => {
    // As WordPress unpacks an uploaded plugin: wp-content/plugins/islas/.
    plugin = join(work, 'plugins/islas');
    for (const [name, data] of files) {
      const path = join(work, 'plugins', name);
      if (name.endsWith('/')) mkdirSync(path, { recursive: true });
      else {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, data);
      }
    }
    process.env.ISLAS_PLUGIN_DIR = plugin;
    stub = await startStub({ port: 0 });
  }, 120_000);

  afterAll(async () => {
    await stub?.close();
    if (before === undefined) delete process.env.ISLAS_PLUGIN_DIR;
    else process.env.ISLAS_PLUGIN_DIR = before;
  });

  let cookie = '';
  async function get(path: string, init: RequestInit = {}) {
    const res = await fetch(new URL(path, stub.url), { ...init, headers: { ...(init.headers as object), Cookie: cookie }, redirect: 'manual' });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) cookie = [...new Map([...cookie.split('; '), ...set].filter(Boolean).map((c) => [c.split('=')[0], c])).values()].join('; ');
    return res;
  }
  async function page(path: string) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(html, path).not.toMatch(/(Warning|Notice|Deprecated|Fatal error): /);
    return html;
  }
  const pluginDist = () => `${stub.url}wp-content/plugins/islas/dist/`;

  it('serves /tienda/ and a product page with the module, preloads and CSS from the plugin folder', async () => {
    for (const path of ['/tienda/', '/producto/sudadera-capucha-islas/']) {
      const html = await page(path);
      const module = /<script type="module" src="([^"]+)" id="islas-js-module">/.exec(html)?.[1];
      expect(module, path).toMatch(new RegExp(`^${pluginDist().replace(/[.?]/g, '\\$&')}main\\.js\\?ver=\\d+$`));
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(preloads.length, path).toBeGreaterThan(0);
      expect(preloads.every((href) => href.startsWith(`${pluginDist()}chunks/`)), path).toBe(true);
      expect(html).toContain(`id='islas-css' href='${pluginDist()}islas.css?ver=`);
      expect(html).toContain('var wc_add_to_cart_params = {');
      expect(html).toContain('var flatsomeVars = {');
      // The stock scripts are dequeued, jQuery with them.
      expect(printed(html), path).toEqual([]);
      expect(html).not.toContain('/wp-includes/js/jquery/');
      expect(keptScripts(html)).toEqual([]);
      // The browser gets the plugin's files.
      const js = await get(module!);
      expect([js.status, js.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
      expect(await js.text()).toBe(files.get('islas/dist/main.js')!.toString());
    }
  });

  it('serves the plugin build and translations, never its PHP', async () => {
    expect((await get('wp-content/plugins/islas/dist/manifest.json')).status).toBe(200);
    const json = [...files.keys()].find((name) => name.endsWith('.json') && name.includes('/languages/'))!;
    expect((await get(`wp-content/plugins/${json}`)).status).toBe(200);
    for (const path of ['wp-content/plugins/islas/islas.php', 'wp-content/plugins/islas/islas-enqueue.php', 'wp-content/plugins/islas/readme.txt', 'wp-content/plugins/islas/dist/../islas.php']) {
      expect((await get(path)).status, path).not.toBe(200);
    }
  });

  it('declares HPOS and cart/checkout blocks compatibility at before_woocommerce_init, and loads its text domain', async () => {
    const html = await page('/wp-admin/plugins.php');
    const state = JSON.parse(/<script type="application\/json" id="stub-plugins">(.*)<\/script>/.exec(html)![1]!);
    expect(state.features).toEqual([
      { feature: 'custom_order_tables', plugin: 'islas/islas.php', compatible: true, in_time: true },
      { feature: 'cart_checkout_blocks', plugin: 'islas/islas.php', compatible: true, in_time: true },
    ]);
    // WordPress looks in wp-content/plugins/islas/languages/ and finds islas-es_ES.mo there.
    expect(state.textdomains).toEqual({ islas: { path: 'islas/languages', found: true } });
    expect(state.islas_loaded).toBe(true);
    expect(html).not.toContain('class="notice');
  });

  it('turns all of islas off with ISLAS_DISABLED or the islas_enabled filter: stock scripts, no module, no config', async () => {
    for (const query of ['islas-off=all', 'islas-off=all&islas-off-by=filter']) {
      const html = await page(`/tienda/?${query}`);
      expect(html, query).not.toContain('islas-js-module');
      expect(html, query).not.toContain('modulepreload');
      expect(keptScripts(html), query).toBeUndefined();
      expect(html).not.toContain('id="islas-config-');
      expect(printed(html), query).toEqual(expect.arrayContaining(['wc-add-to-cart', 'wc-cart-fragments', 'woocommerce', 'flatsome-js', 'flatsome-live-search']));
    }
  });

  it('turns parts off with ISLAS_DISABLED_PARTS or the islas_disabled_parts filter: those stock scripts print and kept_scripts names them', async () => {
    const product = '/producto/sudadera-capucha-islas/';
    for (const by of ['', '&islas-off-by=filter']) {
      let html = await page(`${product}?islas-off=product,search${by}`);
      expect(html).toContain('islas-js-module');
      expect(printed(html)).toEqual(expect.arrayContaining(['wc-add-to-cart-variation', 'wc-single-product', 'flatsome-live-search']));
      expect(printed(html)).not.toContain('wc-add-to-cart');
      expect(keptScripts(html)).toEqual(expect.arrayContaining(['wc-add-to-cart-variation', 'wc-single-product', 'zoom', 'photoswipe', 'flatsome-live-search', 'jetpack-instant-search']));
      // Only those parts: the cart scripts islas replaces stay out.
      expect(keptScripts(html)).not.toContain('wc-cart');

      html = await page(`/carrito/?islas-off=cart${by}`);
      expect(printed(html)).toContain('wc-cart');
      expect(keptScripts(html)).toContain('wc-cart');
    }
    // The same product page with every part on: islas's own.
    const html = await page(product);
    expect(printed(html)).toEqual([]);
  });

  it('keeps the stock checkout with the checkout part off, or where the page holds the checkout block', async () => {
    // A shopper of its own, with a product in the cart (an empty checkout sends to the cart).
    const guest = cookie;
    cookie = '';
    onTestFinished(() => {
      cookie = guest;
    });
    await get('/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ product_id: '101', quantity: '1' }),
    });
    const replaced = await page('/finalizar-compra/');
    for (const handle of CHECKOUT_HANDLES) expect(printed(replaced)).not.toContain(handle);
    for (const query of ['islas-off=checkout', 'islas-off=checkout&islas-off-by=filter', 'islas-blocks=checkout']) {
      const html = await page(`/finalizar-compra/?${query}`);
      expect(printed(html), query).toEqual(expect.arrayContaining(['wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo']));
      expect(keptScripts(html), query).toEqual(expect.arrayContaining(CHECKOUT_HANDLES));
    }
    // The cart block turns the cart part off on its page: kept_scripts tells islas's client.
    expect(keptScripts(await page('/carrito/?islas-blocks=cart'))).toContain('wc-cart');
  });

  it('without WooCommerce does nothing on the shop and says so in an admin notice', async () => {
    const html = await page('/tienda/?islas-woocommerce=0');
    expect(html).not.toContain('islas-js-module');
    expect(keptScripts(html)).toBeUndefined();
    expect(printed(html)).toEqual(expect.arrayContaining(['wc-add-to-cart', 'woocommerce', 'flatsome-js']));
    const admin = await page('/wp-admin/plugins.php?islas-woocommerce=0');
    expect(admin).toContain('<div class="notice notice-warning"><p>islas needs WooCommerce:');
    const state = JSON.parse(/id="stub-plugins">(.*)<\/script>/.exec(admin)![1]!);
    expect([state.features, state.islas_loaded]).toEqual([[], false]);
  });

  // Last: it takes the unpacked build away (and puts it back).
  it('with its build missing leaves the stock scripts and shows an admin notice', async () => {
    renameSync(join(plugin, 'dist'), join(plugin, 'dist-away'));
    try {
      const html = await page('/tienda/');
      expect(html).not.toContain('islas-js-module');
      expect(html).toContain('<!-- islas: dist/manifest.json not found;');
      expect(printed(html)).toEqual(expect.arrayContaining(['wc-add-to-cart', 'wc-cart-fragments', 'woocommerce', 'flatsome-js']));
      const admin = await page('/wp-admin/plugins.php');
      expect(admin).toContain('<div class="notice notice-warning"><p>islas cannot find its build (dist/manifest.json)');
    } finally {
      renameSync(join(plugin, 'dist-away'), join(plugin, 'dist'));
    }
    expect(await page('/tienda/')).toContain('islas-js-module');
  });
});
