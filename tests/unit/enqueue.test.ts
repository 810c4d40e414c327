// @vitest-environment node
// The safe enqueue (issue 11): plugin/islas-enqueue.php against the stub, which registers
// and enqueues the stock scripts where WordPress, WooCommerce and Flatsome do (some while the
// page renders) and prints them as WordPress does. A replaced script never prints unless
// something that prints depends on it; then islas_params.kept_scripts names it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { startStub } from '../../php-stub/serve.mjs';
import { phpRunner } from './helpers/php';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The stock dependencies of the reference (woocommerce-scripts.md §1), plus WordPress's and Flatsome's. */
const STOCK_DEPS: Record<string, string[]> = {
  jquery: ['jquery-core'],
  'wp-util': ['underscore', 'jquery'],
  hoverIntent: ['jquery'],
  'password-strength-meter': ['jquery'],
  'jquery-blockui': ['jquery'],
  woocommerce: ['jquery', 'jquery-blockui', 'js-cookie'],
  'wc-add-to-cart': ['jquery', 'jquery-blockui'],
  'wc-add-to-cart-variation': ['jquery', 'wp-util', 'jquery-blockui'],
  'wc-cart-fragments': ['jquery', 'js-cookie'],
  'wc-cart': ['jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n'],
  'wc-checkout': ['jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n'],
  'wc-single-product': ['jquery'],
  'wc-country-select': ['jquery'],
  'wc-address-i18n': ['jquery', 'wc-country-select'],
  'wc-password-strength-meter': ['jquery', 'password-strength-meter'],
  selectWoo: ['jquery'],
  flexslider: ['jquery'],
  zoom: ['jquery'],
  'photoswipe-ui-default': ['photoswipe'],
  'wc-order-attribution': ['sourcebuster-js'],
  'flatsome-js': ['jquery', 'hoverIntent'],
  'flatsome-theme-woocommerce-js': ['flatsome-js'],
  'flatsome-live-search': ['flatsome-js'],
  'fixture-plugin-needs-stock-variation': ['jquery', 'wc-add-to-cart-variation'],
  'fixture-plugin-needs-stock-checkout': ['jquery', 'wc-checkout'],
  'fixture-plugin-card-gateway': ['jquery'],
  'fixture-plugin-needs-old-blockui': ['jquery', 'jquery-blockui'],
  'fixture-plugin-needs-new-blockui': ['jquery', 'wc-jquery-blockui'],
  // WooCommerce 11.0's names (?islas-wc=11); old names are aliases and print nothing.
  'wc-jquery-blockui': ['jquery'],
  'wc-flexslider': ['jquery'],
  'wc-zoom': ['jquery'],
  'wc-photoswipe-ui-default': ['wc-photoswipe'],
};

/** WooCommerce 10.3's renames: on 11.0 (?islas-wc=11) a 9.4 dependency prints under its new name. */
const WC11_NAMES: Record<string, string> = {
  'jquery-blockui': 'wc-jquery-blockui',
  'js-cookie': 'wc-js-cookie',
  flexslider: 'wc-flexslider',
  zoom: 'wc-zoom',
  photoswipe: 'wc-photoswipe',
  'photoswipe-ui-default': 'wc-photoswipe-ui-default',
};

/** The name a 9.4 handle prints under on the stub's WooCommerce `version` (11.0.1 by default). */
function printedAs(version: string, handle: string): string {
  return version.startsWith('9.') ? handle : (WC11_NAMES[handle] ?? handle);
}

/** The theme's own script (php-stub/lib/theme-example.php) is neither stock nor a plugin. */
const notTheme = (handle: string): boolean => handle !== 'theme-free-shipping-bar';

/** Every classic script the page printed (`id="HANDLE-js"`) but the theme's, in document order. */
function printed(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*\bid="([^"]+)-js"/g)].map((m) => m[1]!).filter(notTheme);
}

function keptScripts(html: string): string[] {
  const match = /var islas_params = (\{.*?\});\n<\/script>/.exec(html);
  if (!match) throw new Error('islas_params is not printed');
  return (JSON.parse(match[1]!) as { kept_scripts: string[] }).kept_scripts;
}

const count = (html: string, text: string) => html.split(text).length - 1;


const php64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const shimHeader = `<?php
error_reporting( E_ALL );
require '${root}/php-stub/wp-shim.php';
`;

describe('islas_script_decision() (pure)', () => {
  let runPhp: (code: string) => Promise<string>;
  beforeAll(async () => {
    runPhp = await phpRunner();
  }, 60_000);

  type Case = {
    deps: Record<string, string[]>;
    queue: string[];
    done?: string[];
    replaced: string[];
    report?: string[];
    twins?: Record<string, string[]>;
    renamed?: Record<string, string>;
  };
  async function decide(...cases: Case[]): Promise<[string[], string[]][]> {
    const out = await runPhp(`${shimHeader}require '${root}/plugin/islas-enqueue.php';
$cases = json_decode( base64_decode( '${php64(cases)}' ), true );
echo json_encode( array_map( function ( $c ) {
	return islas_script_decision( $c['deps'], $c['queue'], $c['done'] ?? array(), $c['replaced'], $c['report'] ?? array(), $c['twins'] ?? array(), $c['renamed'] ?? array() );
}, $cases ) );`);
    return JSON.parse(out);
  }

  it('dequeues replaced handles nothing needs, keeps a chain something needs', async () => {
    const deps = { plugin: ['a'], a: ['b'], b: ['c'], c: [] };
    const [alone, needed] = await decide(
      { deps, queue: ['b', 'c'], replaced: ['b', 'c'] },
      { deps, queue: ['plugin', 'b'], replaced: ['b', 'c'] },
    );
    expect(alone).toEqual([['b', 'c'], []]);
    // plugin → a → b → c: both replaced handles print (c as b's dependency), nothing is taken out.
    expect(needed).toEqual([[], ['b', 'c']]);
  });

  it('walks cycles once', async () => {
    const deps = { a: ['b'], b: ['a'], plugin: ['a'] };
    const [needed, alone] = await decide({ deps, queue: ['plugin', 'b'], replaced: ['a', 'b'] }, { deps, queue: ['a', 'b'], replaced: ['a', 'b'] });
    expect(needed).toEqual([[], ['a', 'b']]);
    expect(alone).toEqual([['a', 'b'], []]);
  });

  const wcDeps = {
    jquery: [],
    underscore: [],
    'js-cookie': [],
    'jquery-blockui': ['jquery'],
    'wp-util': ['underscore', 'jquery'],
    woocommerce: ['jquery', 'jquery-blockui', 'js-cookie'],
    'wc-add-to-cart-variation': ['jquery', 'wp-util', 'jquery-blockui'],
    swatches: ['jquery', 'wc-add-to-cart-variation'],
  };

  it('a kept handle keeps its own replaced dependencies, and nothing else', async () => {
    const [result] = await decide({
      deps: wcDeps,
      queue: ['woocommerce', 'swatches', 'wc-add-to-cart-variation'],
      replaced: ['woocommerce', 'wc-add-to-cart-variation', 'jquery-blockui', 'js-cookie'],
    });
    expect(result).toEqual([['woocommerce'], ['wc-add-to-cart-variation', 'jquery-blockui']]);
  });

  it('reports a handle the theme took out of the replaced list (islas_replaced_scripts) when it prints', async () => {
    const all = ['woocommerce', 'wc-add-to-cart-variation', 'jquery-blockui', 'js-cookie'];
    const [result] = await decide({
      deps: wcDeps,
      queue: ['woocommerce', 'wc-add-to-cart-variation'],
      replaced: ['woocommerce', 'jquery-blockui', 'js-cookie'],
      report: all,
    });
    expect(result).toEqual([['woocommerce'], ['jquery-blockui', 'wc-add-to-cart-variation']]);
  });

  it('counts what already printed, skips unregistered handles and reads "handle?args"', async () => {
    const [printedEarly, odd] = await decide(
      { deps: { woocommerce: ['js-cookie'], 'js-cookie': [] }, queue: ['woocommerce'], done: ['js-cookie'], replaced: ['woocommerce', 'js-cookie'] },
      { deps: { plugin: ['a'], a: [], b: [] }, queue: ['ghost', 'plugin?x=1', 'b'], replaced: ['a', 'b', 'ghost'] },
    );
    expect(printedEarly).toEqual([['woocommerce'], ['js-cookie']]);
    expect(odd).toEqual([['ghost', 'b'], ['a']]);
  });

  it('keeps the queued twin of a kept handle and what the twin needs (flatsome-js keeps the WooCommerce script of Flatsome)', async () => {
    const deps = {
      jquery: [],
      'js-cookie': [],
      woocommerce: ['jquery', 'js-cookie'],
      'flatsome-js': ['jquery'],
      'flatsome-theme-woocommerce-js': ['jquery', 'flatsome-js', 'woocommerce'],
      'flatsome-swatches-frontend': ['jquery', 'flatsome-js'],
    };
    const replaced = ['woocommerce', 'js-cookie', 'flatsome-js', 'flatsome-theme-woocommerce-js'];
    const twins = { 'flatsome-js': ['flatsome-theme-woocommerce-js'] };
    const queue = ['woocommerce', 'flatsome-js', 'flatsome-theme-woocommerce-js'];
    const [mixed, alone, notQueued] = await decide(
      { deps, queue: [...queue, 'flatsome-swatches-frontend'], replaced, twins },
      { deps, queue, replaced, twins },
      // A twin that is not queued is not pulled in.
      { deps, queue: ['flatsome-js', 'flatsome-swatches-frontend'], replaced, twins },
    );
    expect(mixed).toEqual([[], ['woocommerce', 'js-cookie', 'flatsome-js', 'flatsome-theme-woocommerce-js']]);
    expect(alone).toEqual([queue, []]);
    expect(notQueued).toEqual([[], ['flatsome-js']]);
  });

  // WooCommerce 10.3 renamed its libraries; from 10.3.3 the old name is an alias with no file
  // whose only dependency is the new name (reference woocommerce-11.md §2).
  const renamed = { 'wc-jquery-blockui': 'jquery-blockui', 'wc-js-cookie': 'js-cookie', 'wc-zoom': 'zoom' };
  const replacedBoth = ['woocommerce', 'jquery-blockui', 'js-cookie', 'zoom', 'wc-jquery-blockui', 'wc-js-cookie', 'wc-zoom'];
  const plugins = { 'plugin-old': ['jquery', 'jquery-blockui'], 'plugin-new': ['jquery', 'wc-jquery-blockui'], 'plugin-zoom': ['zoom'] };
  const wc94 = { jquery: [], 'jquery-blockui': ['jquery'], 'js-cookie': [], zoom: ['jquery'], woocommerce: ['jquery', 'jquery-blockui', 'js-cookie'], ...plugins };
  const wc11 = {
    jquery: [],
    'wc-jquery-blockui': ['jquery'],
    'jquery-blockui': ['wc-jquery-blockui'],
    'wc-js-cookie': [],
    'js-cookie': ['wc-js-cookie'],
    'wc-zoom': ['jquery'],
    zoom: ['wc-zoom'],
    woocommerce: ['jquery', 'wc-jquery-blockui', 'wc-js-cookie'],
    ...plugins,
  };

  it('WooCommerce 9.4 and 11.0: the replaced files go where nothing needs them, aliases included', async () => {
    const base = { replaced: replacedBoth, renamed };
    const [on94, on11, oldNameQueued] = await decide(
      { ...base, deps: wc94, queue: ['woocommerce', 'zoom'] },
      { ...base, deps: wc11, queue: ['woocommerce', 'wc-zoom'] },
      // A theme that enqueues the old name on 11.0 queues the alias: it goes too.
      { ...base, deps: wc11, queue: ['woocommerce', 'wc-zoom', 'zoom', 'js-cookie'] },
    );
    expect(on94).toEqual([['woocommerce', 'zoom'], []]);
    expect(on11).toEqual([['woocommerce', 'wc-zoom'], []]);
    expect(oldNameQueued).toEqual([['woocommerce', 'wc-zoom', 'zoom', 'js-cookie'], []]);
  });

  it('a plugin on the old or the new name keeps the file, reported under both names, on 9.4 and 11.0', async () => {
    const base = { replaced: replacedBoth, renamed };
    const [old94, old11, new11, zoom94, zoom11, unpaired] = await decide(
      { ...base, deps: wc94, queue: ['woocommerce', 'plugin-old'] },
      // The alias reaches the file through its dependency: both print (the alias as nothing).
      { ...base, deps: wc11, queue: ['woocommerce', 'plugin-old'] },
      { ...base, deps: wc11, queue: ['woocommerce', 'plugin-new'] },
      { ...base, deps: wc94, queue: ['zoom', 'plugin-zoom'] },
      { ...base, deps: wc11, queue: ['wc-zoom', 'plugin-zoom'] },
      // Without the pairs, a plugin on the new name would be reported under that name alone.
      { deps: wc11, queue: ['woocommerce', 'plugin-new'], replaced: replacedBoth },
    );
    expect(old94).toEqual([['woocommerce'], ['jquery-blockui', 'wc-jquery-blockui']]);
    expect(old11).toEqual([['woocommerce'], ['jquery-blockui', 'wc-jquery-blockui']]);
    expect(new11).toEqual([['woocommerce'], ['jquery-blockui', 'wc-jquery-blockui']]);
    expect(zoom94).toEqual([[], ['zoom', 'wc-zoom']]);
    expect(zoom11).toEqual([[], ['zoom', 'wc-zoom']]);
    expect(unpaired).toEqual([['woocommerce'], ['wc-jquery-blockui']]);
  });

  it('treats a renamed library as one script in the replaced list: a theme keeping either name keeps both', async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    const [names, lists] = JSON.parse(await runPhp(`${shimHeader}define( 'ISLAS_BASE_PATH', '${root}' );
define( 'ISLAS_BASE_URL', 'https://shop.example/islas' );
require '${root}/plugin/islas-enqueue.php';
$names = islas_renamed_handles();
$lists = array();
add_filter( 'islas_replaced_scripts', function ( $handles ) {
	return array_diff( $handles, array( $GLOBALS['theme_keeps'] ) );
} );
foreach ( array( 'zoom', 'wc-js-cookie' ) as $kept ) {
	$GLOBALS['theme_keeps'] = $kept;
	$lists[ $kept ]         = islas_replaced_scripts();
}
echo json_encode( array( $names, $lists ) );`)) as [Record<string, string>, Record<string, string[]>];
    expect(names).toEqual({
      'wc-jquery-blockui': 'jquery-blockui',
      'wc-js-cookie': 'js-cookie',
      'wc-flexslider': 'flexslider',
      'wc-zoom': 'zoom',
      'wc-photoswipe': 'photoswipe',
      'wc-photoswipe-ui-default': 'photoswipe-ui-default',
    });
    expect(lists.zoom).not.toContain('wc-zoom');
    expect(lists.zoom).not.toContain('zoom');
    expect(lists.zoom).toContain('wc-flexslider');
    expect(lists['wc-js-cookie']).not.toContain('js-cookie');
    expect(lists['wc-js-cookie']).toContain('jquery-blockui');
  });

  it('gives the real twins: flatsome-js keeps flatsome-theme-woocommerce-js', async () => {
    const twins = JSON.parse(await runPhp(`${shimHeader}require '${root}/plugin/islas-enqueue.php';
echo json_encode( islas_script_twins() );`));
    expect(twins).toEqual({ 'flatsome-js': ['flatsome-theme-woocommerce-js'] });
  });

  // flatsome-instant-page (instant.page: hover prefetch) is plain JavaScript with no
  // dependency and nothing of islas does its job: taking it out only lost the prefetch.
  it('replaces the jQuery scripts of Flatsome but keeps flatsome-instant-page', async () => {
    // The list is the build's (dist/manifest.json `replaces`).
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    const replaced: string[] = JSON.parse(await runPhp(`${shimHeader}define( 'ISLAS_BASE_PATH', '${root}' );
define( 'ISLAS_BASE_URL', 'https://shop.example/islas' );
require '${root}/plugin/islas-enqueue.php';
echo json_encode( islas_default_replaced_scripts() );`));
    expect(replaced).toEqual(expect.arrayContaining(['flatsome-js', 'flatsome-theme-woocommerce-js', 'flatsome-live-search', 'flatsome-cookie-notice', 'flatsome-lazy']));
    expect(replaced).not.toContain('flatsome-instant-page');
  });
});

describe('the shim prints scripts as WordPress does', () => {
  let runPhp: (code: string) => Promise<string>;
  beforeAll(async () => {
    runPhp = await phpRunner();
  }, 60_000);

  it('dependencies first; head, footer, late enqueues and deferral', async () => {
    const out = await runPhp(`${shimHeader}
wp_register_script( 'foot', '/foot.js', array(), null, array( 'in_footer' => true ) );
wp_register_script( 'head', '/head.js', array( 'foot' ), null, array( 'strategy' => 'defer' ) );
wp_register_script( 'lib', '/lib.js', array(), null, array( 'strategy' => 'defer' ) );
wp_register_script( 'blocking', '/blocking.js', array( 'lib' ), null, array( 'in_footer' => true ) );
wp_register_script( 'footer-only', '/footer-only.js', array(), null, array( 'in_footer' => true ) );
wp_register_script( 'late', '/late.js', array( 'head' ) );
wp_enqueue_script( 'head' );
wp_enqueue_script( 'blocking' );
wp_enqueue_script( 'footer-only' );
wp_localize_script( 'head', 'head_params', array( 'n' => 1, 'list' => array( 1 ) ) );
ob_start();
wp_head();
$head = ob_get_clean();
wp_enqueue_script( 'late' );
ob_start();
wp_footer();
echo json_encode( array( $head, ob_get_clean(), wp_scripts()->done ) );`);
    const [head, foot, done] = JSON.parse(out) as [string, string, string[]];
    // A head script's footer dependency moves to the head, before it.
    expect(printed(head)).toEqual(['foot', 'head', 'lib']);
    expect(head).toContain('<script id="head-js-extra">\nvar head_params = {"n":"1","list":[1]};\n</script>\n<script src=');
    expect(head).toMatch(/id="head-js" defer data-wp-strategy="defer"/);
    // A deferred script a blocking script depends on prints blocking, so they run in order.
    expect(head).toMatch(/id="lib-js"><\/script>/);
    // Footer scripts, and what was enqueued after the head printed; each handle once.
    expect(printed(foot)).toEqual(['blocking', 'footer-only', 'late']);
    expect(done).toEqual(['foot', 'head', 'lib', 'blocking', 'footer-only', 'late']);
  });
});

describe('?islas=off outside a request: the toolbar item and DONOTCACHEPAGE', () => {
  let runPhp: (code: string) => Promise<string>;
  beforeAll(async () => {
    runPhp = await phpRunner();
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
  }, 120_000);

  /** The toolbar nodes islas adds and whether DONOTCACHEPAGE is defined after template_redirect, for one visitor. */
  async function visit(user: '' | 'admin' | 'customer', uri: string) {
    const out = await runPhp(`${shimHeader}$_COOKIE['islas_user'] = '${user}';
$_SERVER['REQUEST_URI'] = '${uri}';
parse_str( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY ), $_GET );
add_filter( 'islas_base', function () { return array( 'path' => '${root}', 'url' => '/' ); } );
require '${root}/plugin/islas-enqueue.php';
class Toolbar { public $nodes = array(); public function add_node( $node ) { $this->nodes[] = $node; } }
$bar = new Toolbar();
do_action( 'admin_bar_menu', $bar );
do_action( 'template_redirect' );
echo json_encode( array( 'nodes' => $bar->nodes, 'donotcache' => defined( 'DONOTCACHEPAGE' ) ) );`);
    return JSON.parse(out) as { nodes: { id: string; title: string; href: string }[]; donotcache: boolean };
  }

  it('an administrator gets "View without islas", and on that page "View with islas" back; only that page is kept out of caches', async () => {
    expect(await visit('admin', '/tienda/?orderby=price')).toEqual({
      nodes: [{ id: 'islas-view', title: 'View without islas', href: '/tienda/?orderby=price&islas=off' }],
      donotcache: false,
    });
    expect(await visit('admin', '/tienda/?orderby=price&islas=off')).toEqual({
      nodes: [{ id: 'islas-view', title: 'View with islas', href: '/tienda/?orderby=price' }],
      donotcache: true,
    });
  });

  it('a customer or a guest gets no item, and ?islas=off leaves their page cacheable', async () => {
    for (const user of ['', 'customer'] as const) expect(await visit(user, '/tienda/?islas=off'), user || 'guest').toEqual({ nodes: [], donotcache: false });
  });
});

describe('the stub pages with islas-enqueue.php', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    // The enqueue file needs a build to enqueue (without one it replaces nothing, by design).
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    stub = await startStub({ port: 0 });
  }, 120_000);
  afterAll(async () => {
    await stub?.close();
  });

  /** A visitor with its own session; `cart` puts a product in its cart first. */
  async function visitor(cart = false, user?: 'admin' | 'customer') {
    // The stub's logged-in users are a cookie (php-stub/wp-shim.php islas_shim_user()).
    let cookie = user ? `islas_user=${user}` : '';
    const request = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(new URL(path, stub.url), { ...init, headers: { ...(init.headers as object), Cookie: cookie }, redirect: 'manual' });
      const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
      if (set.length) cookie = [...new Map([...cookie.split('; '), ...set].filter(Boolean).map((c) => [c.split('=')[0], c])).values()].join('; ');
      return res;
    };
    const page = async (path: string) => {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toMatch(/(Warning|Notice|Deprecated|Fatal error): /);
      pages.set(`${path}${cart ? ' (cart)' : ''}`, html);
      return html;
    };
    if (cart) {
      await request('/?wc-ajax=add_to_cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ product_id: '101', quantity: '1' }),
      });
    }
    return { page, request };
  }

  const SIMPLE = '/producto/camiseta-basica-algodon-organico/';
  const VARIABLE = '/producto/sudadera-capucha-islas/';

  it("prints what the first input needs for the idle prefetch (islas_params.prefetch): the manifest's chunks at the addresses the entry imports; the islas_prefetch filter can empty it", async () => {
    const manifest = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')) as { lazy: string[]; prefetch: [string, string[]][] };
    const prefetchOf = (html: string): [string, string[]][] | undefined => {
      const params = /var islas_params = (\{.*?\});\n<\/script>/.exec(html);
      return (JSON.parse(params![1]!) as { prefetch?: [string, string[]][] }).prefetch;
    };
    const list = prefetchOf(await (await visitor()).page('/tienda/'))!;
    expect(list.map(([selector]) => selector)).toEqual(manifest.prefetch.map(([selector]) => selector));
    expect(list[0]![0]).toBe('body');
    const files = list.flatMap(([, urls]) => urls);
    expect(files.some((url) => /\/dist\/chunks\/first-input-[A-Z0-9]+\.js$/.test(url))).toBe(true);
    // Absolute, unversioned, and lazy chunks of this build (a modulepreload must match the import byte for byte).
    for (const url of files) expect(manifest.lazy, url).toContain(new URL(url).pathname.replace(/^\/dist\//, ''));
    expect(files.every((url) => url.startsWith(stub.url.replace(/\/$/, '')) && !url.includes('?'))).toBe(true);
    expect(prefetchOf(await (await visitor()).page('/tienda/?islas-prefetch=off'))).toBeUndefined();
  });

  it('a simple product page prints no jQuery and no stock script (9.4.3: its wc_single_product_params)', async () => {
    const html = await (await visitor()).page(`${SIMPLE}?islas-wc=9.4.3`);
    expect(printed(html)).toEqual([]);
    expect(html).not.toContain('/wp-includes/js/jquery/');
    expect(html).not.toContain('/fixtures/stock/');
    expect(keptScripts(html)).toEqual([]);
    expect(html).toContain('var wc_single_product_params = {"i18n_required_rating_text":"Por favor elige una puntuación","review_rating_required":"yes"');
  });

  it('a variable product page prints the variation templates and params, not the script or jQuery', async () => {
    const html = await (await visitor()).page(VARIABLE);
    expect(printed(html)).toEqual([]);
    expect(html).not.toContain('/wp-includes/js/jquery/');
    expect(count(html, '<script type="text/template" id="tmpl-variation-template">')).toBe(1);
    expect(count(html, '<script type="text/template" id="tmpl-unavailable-variation-template">')).toBe(1);
    expect(html).toContain('<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>');
    expect(html).toContain('var wc_add_to_cart_variation_params = {');
    expect(keptScripts(html)).toEqual([]);
  });

  it("a variable product page follows its WooCommerce release: 9.4's form, or 11.0.1's (reset label and alert, reset text, no empty max)", async () => {
    const old = await (await visitor()).page(`${VARIABLE}?islas-wc=9.4.3`);
    expect(old).toContain('<a class="reset_variations" href="#">Limpiar</a>');
    expect(old).not.toContain('reset_variations_alert');
    expect(old).not.toContain('i18n_reset_alert_text');
    expect(old).toMatch(/name="quantity" [^>]*max=""/);
    const now = await (await visitor()).page(`${VARIABLE}?islas-wc=11.0.1`);
    expect(now).toContain('<a class="reset_variations" href="#" aria-label="Vaciar opciones">Limpiar</a>');
    expect(now).toContain('<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>');
    expect(now).toContain('"i18n_reset_alert_text":"Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito."');
    expect(now).not.toMatch(/name="quantity" [^>]*max=/);
    // Without the variation gallery: no default template, no defaults, empty gallery keys.
    expect(now).not.toContain('wc-product-gallery-default-template');
    expect(now).not.toContain('wc_variation_gallery_defaults');
    expect(now).toContain('&quot;gallery_image_ids&quot;:[],&quot;gallery_images_html&quot;:&quot;&quot;');
    expect(old).not.toContain('gallery_image_ids');
  });

  it('with the variation gallery on (10.8+), the form holds the default gallery, and islas prints the defaults it took out with the script', async () => {
    const html = await (await visitor()).page(`${VARIABLE}?islas-wc=11.0.1&islas-variation-gallery=1`);
    expect(printed(html)).toEqual([]);
    expect(count(html, '<script type="text/template" class="wc-product-gallery-default-template"><div class="product-images woocommerce-product-gallery')).toBe(1);
    expect(html).toMatch(/<script id="islas-wc-add-to-cart-variation-js-before">\n?\(window\.wc_variation_gallery_defaults = window\.wc_variation_gallery_defaults \|\| \{\}\)\[102\] = "<div class=\\"product-images woocommerce-product-gallery/);
    expect(html).toContain('&quot;gallery_image_ids&quot;:[10261,10262],&quot;gallery_images_html&quot;:&quot;&lt;div class=\\&quot;product-images woocommerce-product-gallery');
    const old = await (await visitor()).page(`${VARIABLE}?islas-wc=9.4.3&islas-variation-gallery=1`);
    expect(old).not.toContain('wc_variation_gallery_defaults');
    expect(old).not.toContain('gallery_images_html');
  });

  it("the back-in-stock form's script (10.2+, not islas's to replace) prints with jQuery before it; islas keeps nothing else for it", async () => {
    const html = await (await visitor()).page(`${VARIABLE}?islas-wc=11.0.1&islas-bis=1`);
    expect(printed(html)).toEqual(['jquery-core', 'wc-back-in-stock-form']);
    expect(keptScripts(html)).toEqual([]);
    expect(html).toContain('<div class="wc_bis_form hidden" data-bis-product-id="102">');
    const old = await (await visitor()).page(`${VARIABLE}?islas-wc=9.4.3&islas-bis=1`);
    expect(old).not.toContain('wc_bis_form');
  });

  it("get_variation answers an unpublished parent (cookie islas_unpublished) with 11.0's empty body, 9.4's false", async () => {
    const ask = (wc: string) =>
      fetch(new URL('/?wc-ajax=get_variation', stub.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `islas_wc=${wc}; islas_unpublished=132` },
        body: new URLSearchParams({ product_id: '132', attribute_pa_color: 'azul', attribute_pa_talla: 'm' }),
      }).then((res) => res.text());
    expect(await ask('11.0.1')).toBe('');
    expect(await ask('9.4.3')).toBe('false');
  });

  it('10.5.0-10.5.1 print the variable add button with the disabled attribute; 10.5.2 and 11.0.1 do not', async () => {
    const button = (html: string) => /<button type="submit" class="single_add_to_cart_button button alt"[^>]*>/.exec(html)![0];
    expect(button(await (await visitor()).page(`${VARIABLE}?islas-wc=10.5.0`))).toContain(' disabled');
    expect(button(await (await visitor()).page(`${VARIABLE}?islas-wc=10.5.2`))).not.toContain('disabled');
    expect(button(await (await visitor()).page(`${VARIABLE}?islas-wc=11.0.1`))).not.toContain('disabled');
  });

  /** The config islas prints for a dequeued stock script (`islas_localize()`), parsed. */
  function islasConfig(html: string, name: string): Record<string, unknown> {
    const match = new RegExp(`<script id="islas-config-${name}">\\nvar ${name} = (\\{.*?\\});\\n</script>`).exec(html);
    if (!match) throw new Error(`${name} is not printed`);
    return JSON.parse(match[1]!) as Record<string, unknown>;
  }

  it('the cart page is islas’s: no jQuery, no stock script, and WooCommerce’s cart params', async () => {
    const html = await (await visitor(true)).page('/carrito/');
    expect(printed(html)).toEqual([]);
    expect(html).not.toContain('/wp-includes/js/jquery/');
    expect(keptScripts(html)).toEqual([]);
    expect(Object.keys(islasConfig(html, 'wc_cart_params'))).toEqual(
      expect.arrayContaining(['ajax_url', 'wc_ajax_url', 'update_shipping_method_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']),
    );
    // The shipping calculator's country and state fields.
    expect(typeof islasConfig(html, 'wc_country_select_params').countries).toBe('string');
    expect(typeof islasConfig(html, 'wc_address_i18n_params').locale).toBe('string');
    expect(html).not.toContain('var wc_checkout_params');
  });

  it('the checkout is islas’s too, order attribution included, with WooCommerce’s checkout params', async () => {
    const html = await (await visitor(true)).page('/finalizar-compra/');
    expect(printed(html)).toEqual([]);
    expect(html).not.toContain('/wp-includes/js/jquery/');
    expect(keptScripts(html)).toEqual([]);
    const params = islasConfig(html, 'wc_checkout_params');
    expect(params).toMatchObject({ checkout_url: '/?wc-ajax=checkout', is_checkout: '1' });
    expect(Object.keys(params)).toEqual(
      expect.arrayContaining(['update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce', 'option_guest_checkout', 'i18n_checkout_error']),
    );
    const countries = JSON.parse(islasConfig(html, 'wc_country_select_params').countries as string) as Record<string, Record<string, string>>;
    expect(Object.keys(countries.ES ?? {})).toHaveLength(52);
    expect(html).not.toContain('var wc_cart_params');
  });

  it.each(['9.4.3', '11.0.1'])('on %s a gateway that depends on wc-checkout keeps it with everything it needs, and islas hears so', async (version) => {
    const html = await (await visitor(true)).page(`/finalizar-compra/?islas-wc=${version}&islas-plugins=needs-stock-checkout`);
    const handles = printed(html);
    const plugin = handles.indexOf('fixture-plugin-needs-stock-checkout');
    expect(plugin).toBeGreaterThan(-1);
    for (const dep of ['jquery-core', 'js-cookie', 'jquery-blockui', 'woocommerce', 'wc-country-select', 'wc-address-i18n', 'wc-checkout'].map((name) => printedAs(version, name))) {
      expect(handles.indexOf(dep), dep).toBeGreaterThan(-1);
      expect(handles.indexOf(dep), dep).toBeLessThan(plugin);
    }
    expect([...keptScripts(html)].sort()).toEqual(
      // blockUI and js-cookie under their 9.4 and 11.0 names: islas's client may ask by either.
      ['jquery-blockui', 'js-cookie', 'wc-address-i18n', 'wc-checkout', 'wc-country-select', 'wc-jquery-blockui', 'wc-js-cookie', 'woocommerce'],
    );
    expect(handles).not.toContain('selectWoo');
  });

  it('a gateway on jQuery alone keeps jQuery, not the checkout script', async () => {
    const html = await (await visitor(true)).page('/finalizar-compra/?islas-plugins=card-gateway');
    expect(printed(html)).toEqual(['jquery-core', 'fixture-plugin-card-gateway']);
    expect(keptScripts(html)).toEqual([]);
  });

  it('no page prints wc-cart-fragments (enqueued by the header cart while it renders)', async () => {
    const guest = await visitor();
    const shopper = await visitor(true);
    for (const html of [
      await guest.page('/'),
      await guest.page('/tienda/'),
      await guest.page('/tienda/?islas-cart=drawer'),
      await guest.page(SIMPLE),
      await shopper.page(VARIABLE),
      await shopper.page('/carrito/'),
      await shopper.page('/finalizar-compra/'),
    ]) {
      expect(printed(html)).not.toContain('wc-cart-fragments');
      expect(keptScripts(html)).not.toContain('wc-cart-fragments');
    }
  });

  it.each(['9.4.3', '11.0.1'])('on %s a plugin that depends on wc-add-to-cart-variation keeps it (and its dependencies) before the plugin', async (version) => {
    const shopper = await visitor();
    const html = await shopper.page(`${VARIABLE}?islas-wc=${version}&islas-plugins=needs-stock-variation`);
    const handles = printed(html);
    const plugin = handles.indexOf('fixture-plugin-needs-stock-variation');
    expect(plugin).toBeGreaterThan(-1);
    for (const dep of ['jquery-core', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart-variation'].map((name) => printedAs(version, name))) {
      expect(handles.indexOf(dep), dep).toBeGreaterThan(-1);
      expect(handles.indexOf(dep), dep).toBeLessThan(plugin);
    }
    // In the order of the build's list (sorted): islas's client only asks whether a handle is in it.
    expect(keptScripts(html)).toEqual(['jquery-blockui', 'wc-add-to-cart-variation', 'wc-jquery-blockui']);
    // WooCommerce printed the templates with its script: not a second time by islas.
    expect(count(html, 'id="tmpl-variation-template"')).toBe(1);
    expect(html).toContain('<script id="wc-add-to-cart-variation-js-extra">');
    // Remembered for the visitor until ?islas-plugins= clears it.
    expect(printed(await shopper.page(SIMPLE))).toContain('fixture-plugin-needs-stock-variation');
    expect(printed(await shopper.page(`${SIMPLE}?islas-plugins=`))).toEqual([]);
  });

  // WooCommerce 11.0's graph (?islas-wc=11): the libraries under their wc- names, the old
  // names file-less aliases of them (reference woocommerce-11.md §2).
  const GALLERY = ['zoom', 'flexslider', 'photoswipe', 'photoswipe-ui-default'];
  const RENAMED = ['jquery-blockui', 'js-cookie', ...GALLERY];

  it('on WooCommerce 11.0 no page prints a replaced library, by either name', async () => {
    const shopper = await visitor(true);
    for (const path of ['/tienda/', SIMPLE, VARIABLE, '/carrito/', '/finalizar-compra/']) {
      const html = await shopper.page(`${path}?islas-wc=11`);
      expect(printed(html), path).toEqual([]);
      expect(html, path).not.toContain('/fixtures/stock/');
      expect(keptScripts(html), path).toEqual([]);
    }
  });

  it('the stub registers 11.0’s renamed handles with their files and the old names as aliases', async () => {
    // A gateway on wc-checkout keeps the whole stock chain: on 11.0 by the wc- names.
    const html = await (await visitor(true)).page('/finalizar-compra/?islas-wc=11&islas-plugins=needs-stock-checkout');
    const handles = printed(html);
    expect(handles).toEqual(expect.arrayContaining(['wc-jquery-blockui', 'wc-js-cookie', 'woocommerce', 'wc-checkout']));
    for (const old of RENAMED) expect(handles, old).not.toContain(old);
    expect(html).toMatch(/src="[^"]*\/fixtures\/stock\/jquery-blockui\.js\?ver=[^"]*"[^>]*id="wc-jquery-blockui-js"/);
  });

  for (const [name, label] of [
    ['needs-old-blockui', 'the old name (an alias on 11.0)'],
    ['needs-new-blockui', 'the new name'],
  ] as const) {
    it(`on 11.0 a plugin on ${label} keeps blockUI's file before it, reported under both names; nothing else`, async () => {
      const html = await (await visitor()).page(`${SIMPLE}?islas-wc=11&islas-plugins=${name}`);
      const handles = printed(html);
      expect(handles).toEqual(['jquery-core', 'wc-jquery-blockui', `fixture-plugin-${name}`]);
      expect(count(html, '/fixtures/stock/jquery-blockui.js')).toBe(1);
      expect(keptScripts(html)).toEqual(['jquery-blockui', 'wc-jquery-blockui']);
    });
  }

  // The product page's, the shop's and every page's markup and params that changed from 9.4
  // to 11.0.1 (woocommerce-11.md §3, §4.1, §4.2, §4.5), by the release that changed them.
  it('prints 9.4’s markup and params on 9.4 and 11.0.1’s on 11.0.1 (stars, trigger, password labels, store notice, result count, loop button)', async () => {
    const shopper = await visitor();
    const params = (html: string, name: string) => JSON.parse(html.match(new RegExp(`var ${name} = (\\{.*?\\});`))![1]!);
    const old = await shopper.page(`${SIMPLE}?islas-wc=9.4.3`);
    expect(Object.keys(params(old, 'wc_single_product_params'))).not.toContain('i18n_rating_options');
    expect(Object.keys(params(old, 'wc_single_product_params'))).not.toContain('i18n_product_gallery_trigger_text');
    expect(Object.keys(params(old, 'woocommerce_params'))).toEqual(['ajax_url', 'wc_ajax_url']);
    expect(old).toContain('<p class="woocommerce-store-notice demo_store"');
    const now = await shopper.page(`${SIMPLE}?islas-wc=11.0.1`);
    expect(params(now, 'wc_single_product_params')).toMatchObject({
      i18n_rating_options: ['1 de 5 estrellas', '2 de 5 estrellas', '3 de 5 estrellas', '4 de 5 estrellas', '5 de 5 estrellas'],
      i18n_product_gallery_trigger_text: 'Ver galería de imágenes a pantalla completa',
    });
    expect(params(now, 'woocommerce_params')).toMatchObject({ i18n_password_show: 'Mostrar contraseña', i18n_password_hide: 'Ocultar contraseña' });
    expect(now).toContain('<p role="complementary" aria-label="Aviso en la tienda" class="woocommerce-store-notice demo_store"');
    expect(now).toContain('<a role="button" href="#" class="woocommerce-store-notice__dismiss-link">');
    const shopOld = await shopper.page('/tienda/?orderby=price&islas-wc=9.4.3');
    expect(shopOld).toMatch(/<p class="woocommerce-result-count hide-for-medium" role="alert" aria-relevant="all" data-is-sorted-by="true">/);
    expect(shopOld).not.toMatch(/add_to_cart_button ajax_add_to_cart[^>]*role="button"/);
    const shopNow = await shopper.page('/tienda/?islas-wc=11.0.1');
    expect(shopNow).toMatch(/<p class="woocommerce-result-count hide-for-medium" role="status" aria-relevant="all">/);
    expect(shopNow).toMatch(/add_to_cart_button ajax_add_to_cart[^>]*role="button"/);
    // Not on a variable product's "Seleccionar opciones" link (the script does not add it).
    expect(shopNow).not.toMatch(/product_type_variable add_to_cart_button[^>]*role="button"/);
  });

  it('on 9.4 a plugin on jquery-blockui keeps it, reported under both names', async () => {
    const html = await (await visitor()).page(`${SIMPLE}?islas-wc=9.4.3&islas-plugins=needs-old-blockui`);
    expect(printed(html)).toEqual(['jquery-core', 'jquery-blockui', 'fixture-plugin-needs-old-blockui']);
    expect(keptScripts(html)).toEqual(['jquery-blockui', 'wc-jquery-blockui']);
  });

  it('?islas-plugins=zoo adds the five zoo plugins after jQuery', async () => {
    const handles = printed(await (await visitor()).page('/tienda/?islas-plugins=zoo'));
    expect(handles).toEqual(['jquery-core', ...['swatches', 'quick-buy', 'analytics', 'popup', 'card-gateway'].map((name) => `fixture-plugin-${name}`)]);
  });

  it('?islas-nojs=1 prints neither islas nor stock scripts', async () => {
    const html = await (await visitor(true)).page('/carrito/?islas-nojs=1');
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain('islas_params');
  });

  // ?islas=off (replaced-scripts.php islas_viewed_without()): the owner's side-by-side view.
  const STUB_CACHE_SKIPPED = '<!-- stub page cache: not cached, DONOTCACHEPAGE is defined -->';
  const islasPrinted = (html: string) => html.includes('var islas_params') || /islas-critical|\/dist\/main[^"]*\.js/.test(html);
  for (const path of ['/tienda/', SIMPLE, VARIABLE, '/']) {
    it(`?islas=off on ${path}: an administrator gets the stock scripts and a page no cache keeps; a guest or a customer gets islas`, async () => {
      const stock = printed(await (await visitor()).page(`${path}?islas-off=all`));
      expect(stock).toContain('flatsome-js');
      const admin = await visitor(false, 'admin');
      const res = await admin.request(`${path}?islas=off`);
      const html = await res.text();
      expect(printed(html)).toEqual(stock);
      expect(islasPrinted(html)).toBe(false);
      expect(html).toContain(STUB_CACHE_SKIPPED);
      expect(res.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
      expect(res.headers.get('expires')).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
      // The administrator's ordinary page is islas's, cacheable as before.
      const adminIslas = await admin.request(path);
      const adminHtml = await adminIslas.text();
      expect(islasPrinted(adminHtml)).toBe(true);
      expect(adminIslas.headers.get('cache-control')).toBeNull();
      for (const who of [undefined, 'customer'] as const) {
        const other = await visitor(false, who).then((v) => v.request(`${path}?islas=off`));
        const otherHtml = await other.text();
        expect(islasPrinted(otherHtml), who ?? 'guest').toBe(true);
        expect(printed(otherHtml), who ?? 'guest').toEqual(printed(adminHtml));
        expect(otherHtml, who ?? 'guest').not.toContain(STUB_CACHE_SKIPPED);
        expect(other.headers.get('cache-control'), who ?? 'guest').toBeNull();
      }
    });
  }

  it('every page printed dependencies before dependents, each handle once', () => {
    expect(pages.size).toBeGreaterThan(8);
    for (const [path, html] of pages) {
      const handles = printed(html);
      const printedName = (dep: string) => printedAs(path.includes('islas-wc=9.4') ? '9.4.3' : '11.0.1', dep);
      expect(new Set(handles).size, path).toBe(handles.length);
      handles.forEach((handle, i) => {
        for (const dep of (STOCK_DEPS[handle] ?? []).map(printedName)) {
          if (dep === 'jquery') continue; // an alias: jquery-core prints for it
          expect(handles.indexOf(dep), `${path}: ${dep} before ${handle}`).toBeGreaterThan(-1);
          expect(handles.indexOf(dep), `${path}: ${dep} before ${handle}`).toBeLessThan(i);
        }
        if (STOCK_DEPS[handle]?.includes('jquery')) expect(handles.indexOf('jquery-core'), path).toBeLessThan(i);
      });
    }
  });

  it('serves WordPress’s jQuery path from npm and the stand-ins as JavaScript', async () => {
    const jquery = await fetch(new URL('/wp-includes/js/jquery/jquery.min.js', stub.url));
    expect(jquery.headers.get('content-type')).toMatch(/javascript/);
    expect(await jquery.text()).toContain('jQuery v3.7.1');
    const standIn = await fetch(new URL('/fixtures/stock/wc-cart.js', stub.url));
    expect(standIn.headers.get('content-type')).toMatch(/javascript/);
    expect(await standIn.text()).toContain(".push('wc-cart')");
    expect((await fetch(new URL('/wp-includes/js/jquery/jquery.js', stub.url))).status).toBe(404);
  });
});
