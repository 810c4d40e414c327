// @vitest-environment node
// How islas's CSS reaches the page (issue 14): nothing of islas's blocks the first paint.
// The build splits the rules the server's markup needs at the first paint
// (src/styles/islas-critical.css) from the rest (src/styles/islas.css); islas-enqueue.php prints the
// first inline in the head and loads the second without blocking rendering (media="print",
// switched to all by an inline script once loaded), with a <noscript> copy for pages
// without JavaScript. The browser side (first paint, no layout shift, JS on and off):
// tests/e2e/css.e2e.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { choosePhp, startStub } from '../../php-stub/serve.mjs';
import { phpRunner } from './helpers/php';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The critical CSS rides in every page's HTML: it has to stay tiny. */
const CRITICAL_MAX_BYTES = 2 * 1024;

type Manifest = Awaited<ReturnType<typeof build>>['manifest'] & { critical_css: string | null };

/** The selectors of a minified stylesheet, rule by rule (at-rules' bodies included). */
/** The rules' selectors, without keyframe stops (`from`, `to`, `50%`), which are no selectors. */
function selectors(css: string): string[] {
  const all = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@;]+)\{[^{}]*\}/g)].map((m) => m[1]!.trim());
  return all.filter((selector) => !/^(from|to|[\d.]+%)(\s*,\s*(from|to|[\d.]+%))*$/.test(selector));
}

describe('the build: islas-critical.css beside islas.css', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'islas-css-build-'));
  let manifest: Manifest;

  beforeAll(async () => {
    manifest = (await build({ outdir })).manifest as Manifest;
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('lists both stylesheets in the manifest, and writes both', () => {
    expect(manifest.css).toBe('islas.css');
    expect(manifest.critical_css).toBe('islas-critical.css');
    expect(JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(existsSync(join(outdir, 'islas.css'))).toBe(true);
    expect(existsSync(join(outdir, 'islas-critical.css'))).toBe(true);
  });

  it('keeps the critical CSS small, minified, without a source-map comment (it is printed inside the page)', () => {
    const critical = readFileSync(join(outdir, 'islas-critical.css'), 'utf8');
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.length).toBeLessThanOrEqual(CRITICAL_MAX_BYTES);
    expect(critical).not.toContain('sourceMappingURL');
    expect(critical).not.toMatch(/\/\*/);
    expect(critical).not.toContain('</');
  });

  it('puts what the server markup needs at the first paint in the critical part, and only there', () => {
    const critical = selectors(readFileSync(join(outdir, 'islas-critical.css'), 'utf8'));
    const rest = selectors(readFileSync(join(outdir, 'islas.css'), 'utf8'));
    // WooCommerce prints the gallery at opacity 0; the strip's shape must not change later.
    expect(critical).toContain('.woocommerce-product-gallery');
    expect(critical).toContain('.product-gallery-slider:not(.flickity-enabled)');
    expect(critical).toContain('.product-gallery-slider:not(.flickity-enabled)>*');
    for (const selector of critical) expect(rest, selector).not.toContain(selector);
    // What islas creates after load stays out of the page's HTML.
    for (const selector of ['.islas-drawer', '.islas-dialog', '.islas-search', '.islas-quick-view,.islas-lightbox']) {
      expect(rest, selector).toContain(selector);
      expect(critical, selector).not.toContain(selector);
    }
  });
});

describe('islas-enqueue.php prints the critical CSS inline and the stylesheet without blocking', () => {
  let runPhp: (code: string) => Promise<string>;
  let work: string;

  beforeAll(async () => {
    runPhp = await phpRunner();
    // PHP.wasm sees only the repository's folder; the system PHP sees everything.
    const base = choosePhp() === 'system' ? tmpdir() : join(root, 'node_modules/.cache');
    mkdirSync(base, { recursive: true });
    work = mkdtempSync(join(base, 'islas-css-delivery-'));
    for (const [name, critical] of [['split', 'islas-critical.css'], ['old', null]] as const) {
      mkdirSync(join(work, name, 'dist'), { recursive: true });
      const manifest = { name: 'islas', entry: 'main.js', css: 'islas.css', preload: [], lazy: [], replaces: ['wc-add-to-cart'], ...(critical ? { critical_css: critical } : {}) };
      writeFileSync(join(work, name, 'dist/manifest.json'), JSON.stringify(manifest));
      writeFileSync(join(work, name, 'dist/main.js'), 'export {};\n');
      writeFileSync(join(work, name, 'dist/islas.css'), '.islas-drawer{position:fixed}\n');
      if (critical) writeFileSync(join(work, name, 'dist', critical), '.woocommerce-product-gallery{opacity:1!important}.x::after{content:"</style><b>"}\n');
    }
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Runs islas_enqueue() on a bare shim with the build in `folder`, then prints the head and the footer. */
  async function render(folder: 'split' | 'old'): Promise<{ head: string; foot: string; styles: Record<string, { src: string; media: string }> }> {
    const out = await runPhp(`<?php
error_reporting( E_ALL );
require '${root}/php-stub/wp-shim.php';
add_filter( 'islas_base', function () { return array( 'path' => '${join(work, folder)}', 'url' => 'https://shop.example/islas' ); } );
require '${root}/plugin/islas-enqueue.php';
// Only what prints styles: the shim's wp_print_styles and what islas_enqueue() adds.
unset( $GLOBALS['wp_filter']['wp_head'], $GLOBALS['wp_filter']['wp_footer'] );
add_action( 'wp_head', 'wp_print_styles', 8 );
islas_enqueue();
unset( $GLOBALS['wp_filter']['wp_head'][2], $GLOBALS['wp_filter']['wp_head'][3] );
ob_start();
do_action( 'wp_head' );
$head = ob_get_clean();
ob_start();
do_action( 'wp_footer' );
$foot = ob_get_clean();
echo json_encode( array( 'head' => $head, 'foot' => $foot, 'styles' => $GLOBALS['islas_shim_assets']['styles'] ) );`);
    return JSON.parse(out);
  }

  it('prints the critical rules in a <style> in the head and no render-blocking link', async () => {
    const { head, foot, styles } = await render('split');
    expect(styles).toEqual([]);
    expect(head).toBe('<style id="islas-critical-css">.woocommerce-product-gallery{opacity:1!important}.x::after{content:"<\\/style><b>"}</style>\n');
    expect(foot).not.toContain('islas-critical');
  });

  it('prints islas.css as media="print", switched to all once loaded, and a <noscript> copy', async () => {
    const { foot } = await render('split');
    const href = /<link rel='stylesheet' id='islas-css' href='([^']+)' media='print' \/>/.exec(foot)?.[1];
    expect(href).toMatch(/^https:\/\/shop\.example\/islas\/dist\/islas\.css\?ver=\d+$/);
    const swap = /<script id="islas-css-swap">\n([\s\S]*?)\n<\/script>/.exec(foot)?.[1];
    expect(swap).toBeDefined();
    expect(foot.indexOf('id="islas-css-swap"')).toBeGreaterThan(foot.indexOf("id='islas-css'"));
    expect(foot).toContain(`<noscript><link rel='stylesheet' id='islas-noscript-css' href='${href}' media='all' /></noscript>`);
    // The swap script: all media at once when the sheet is already there, else at its load event.
    const run = (sheet: boolean) => {
      const listeners: Record<string, () => void> = {};
      const link = { media: 'print', sheet: sheet ? {} : null, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
      new Function('document', swap!)({ getElementById: (id: string) => (id === 'islas-css' ? link : null) });
      return { link, listeners };
    };
    expect(run(true).link.media).toBe('all');
    const pending = run(false);
    expect(pending.link.media).toBe('print');
    pending.listeners.load!();
    expect(pending.link.media).toBe('all');
  });

  it('a build from before the split (no critical_css) keeps its one stylesheet render-blocking, as before', async () => {
    const { head, foot, styles } = await render('old');
    expect(Object.keys(styles)).toEqual(['islas']);
    expect(styles.islas!.src).toBe('https://shop.example/islas/dist/islas.css');
    expect(styles.islas!.media).toBe('all');
    expect(head).toContain("id='islas-css'");
    expect(head).not.toContain('islas-critical-css');
    expect(foot).not.toContain('islas-css');
  });
});

describe('the stub pages', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let dist: Manifest;

  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    dist = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8'));
    stub = await startStub({ port: 0 });
  }, 120_000);
  afterAll(async () => {
    await stub?.close();
  });

  it.each(['/tienda/', '/producto/camiseta-basica-algodon-organico/', '/carrito/'])(
    '%s: the critical CSS after the theme stylesheets in the head, islas.css non-blocking at the end of the body',
    async (path) => {
      const html = await (await fetch(new URL(path, stub.url))).text();
      const [head, body] = html.split('</head>') as [string, string];
      const critical = readFileSync(join(root, 'dist', dist.critical_css!), 'utf8').trim();
      expect(head).toContain(`<style id="islas-critical-css">${critical}</style>`);
      expect(head.indexOf('islas-critical-css')).toBeGreaterThan(head.indexOf("id='flatsome-main-css'"));
      // No stylesheet of islas's is fetched before the first paint.
      expect(head).not.toMatch(/<link[^>]+islas\.css/);
      expect(body).toMatch(/<link rel='stylesheet' id='islas-css' href='[^']+\/dist\/islas\.css\?ver=\d+' media='print' \/>\n<script id="islas-css-swap">/);
      expect(body).toMatch(/<noscript><link rel='stylesheet' id='islas-noscript-css' href='[^']+\/dist\/islas\.css\?ver=\d+' media='all' \/><\/noscript>/);
    },
  );
});
