// The eager byte budget as a shopper meets it (issue 5): on every fixture page type, the
// JavaScript the preact build loads before any interaction (the entry, its static
// imports, and every chunk hydrated on load, on idle or by what is visible without
// scrolling) is at most 16 KB gzip, issue 14's target (20 KB until then; it reached
// 18 KB + 384 B with the held clicks, then lost 1.3 KB when Tannin's plural compiler,
// nanostores' listenKeys and the after-input runtime left the eager files, and 1.1 KB when
// order attribution's tracking moved to the first input: docs/performance.md). The bytes are
// the files in dist/, gzip -9. The cart page and the checkout have their own (below). What
// islas prefetches at idle for the first input (fetched and compiled, not run: issue 33) is not
// counted; the test checks that it did not run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { FIXTURE_PAGES } from '../fixture-pages.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const EAGER_BUDGET = 16 * 1024;
/**
 * Issue 31: on the cart page and the checkout islas's code runs at load, before any input, as
 * WooCommerce's does: "bytes are worth less than a wrong shipping rate". Loaded at the first
 * input, the update button stayed usable at load, the shipping address showed while "¿Enviar a
 * una dirección diferente?" was unticked, and a country a password manager or autofill changed
 * (no key, no pointer) never refreshed the review: the shipping rate stayed the old country's.
 * Those two pages may load the 16 KB every page may, plus their code (the cart page's chunk or the
 * checkout's, cart-checkout, and the address fields' chunk both use, each at most 10 KB,
 * tests/unit/budget.test.ts) and the after-input runtime it runs on (2.4 KB, which other pages
 * load at the first input): 28 KB. Every other page keeps the 16 KB.
 */
const CART_CHECKOUT_BUDGET = EAGER_BUDGET + 12 * 1024;
const LOADS_CART_CHECKOUT_AT_LOAD = new Set(['cart', 'checkout']);
/** The code each of those two pages loads at load: its own chunk and the address fields'. */
const AT_LOAD_CHUNKS: Record<string, string[]> = { cart: ['cart-page', 'address'], checkout: ['cart-checkout', 'address'] };
const CART_CHECKOUT_CHUNK = /\/(cart-page|cart-checkout|address)-[A-Z0-9]+\.js$/;

/**
 * Issue 32: Flatsome's page-builder elements (sliders, animations, parallax, ...) load their
 * code where their markup is, most of it as it nears the viewport: the builder table and each
 * element's chunk (each at most 10 KB, tests/unit/budget.test.ts). A page with such content
 * may load those on top of its budget; every other file counts. Flatsome prints related
 * products as a slider on every product page, so product pages are such pages (the table also
 * names the gallery's thumbnails at load, src/features/product/thumbnail-names.ts); pages
 * without builder content load none of it.
 */
const HAS_BUILDER_CONTENT = new Set(['simple product', 'variable product', 'out-of-stock product', 'builder elements']);
const meta = JSON.parse(readFileSync(`${root}dist/meta.json`, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
const BUILDER_MODULE = /^(src\/features\/builder\/|src\/features\/product\/thumbnail-names\.ts$|src\/start\/builder-parts\.ts$|src\/start\/chunks\/(builder|slider|motion|scroll-to|tooltips|masonry|equalize|media|lightbox)\.ts$)/;
/** Whether a dist file holds only builder elements' code. */
function isBuilderChunk(file: string): boolean {
  const inputs = Object.keys(meta.outputs[file]?.inputs ?? {}).filter((input) => !input.startsWith('node_modules/'));
  return inputs.length > 0 && inputs.every((input) => BUILDER_MODULE.test(input));
}

const browser = useBrowser();

const PAGES = FIXTURE_PAGES.map((page) => {
  const budget = LOADS_CART_CHECKOUT_AT_LOAD.has(page.name) ? CART_CHECKOUT_BUDGET : EAGER_BUDGET;
  return { ...page, budget, kb: budget / 1024 };
});

describe('JavaScript loaded before any interaction (preact build)', () => {
  it.each(PAGES)('$name ($path): at most $kb KB gzip', async ({ name, path, cart, budget }) => {
    // Always the preact build: the budget is about it, whatever ISLAS_BUILD says.
    const context = await browser().newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
    try {
      if (cart) await context.request.post(`${baseUrl()}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '1' } });
      // What the page heard that islas counts as a first input (src/kernel/triggers.ts), to name it if
      // more than the page's own files load: nothing here should touch the page.
      await context.addInitScript(() => {
        const heard: string[] = ((window as unknown as { __islasInputs: string[] }).__islasInputs = []);
        for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click', 'change']) {
          addEventListener(type, (event) => {
            const target = event.target instanceof Element ? `${event.target.tagName.toLowerCase()}.${event.target.className}` : String(event.target);
            heard.push(`${type} on ${target} (trusted: ${event.isTrusted}, ${Math.round(event.timeStamp)} ms${event instanceof MouseEvent ? `, at ${event.clientX},${event.clientY} moved ${event.movementX},${event.movementY}` : ""})`);
          }, { capture: true, passive: true });
        }
      });
      // The chunks islas prefetches once the page is idle (src/kernel/prefetch.ts): the links it
      // adds after the load, with when.
      await context.addInitScript(() => {
        const added: Record<string, number> = ((window as unknown as { __islasPrefetched: Record<string, number> }).__islasPrefetched = {});
        new MutationObserver((records) => {
          if (document.readyState !== 'complete') return;
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') added[new URL(node.href).pathname.slice(1)] ??= Date.now();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      const requestedAt: Record<string, number> = {};
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) {
          scripts.add(pathname.slice(1));
          requestedAt[pathname.slice(1)] ??= Date.now();
        }
      });
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
      // The idle prefetch comes a second after the load, once the page's own chunks are in.
      await page.waitForFunction(() => Object.keys((window as unknown as { __islasPrefetched: Record<string, number> }).__islasPrefetched).length > 0, null, { timeout: 15_000 });
      // Idle islands load within requestIdleCallback's 2 s; nothing touches the page.
      let count = -1;
      while (count !== scripts.size) {
        count = scripts.size;
        await page.waitForTimeout(1000);
      }
      expect([...scripts].some((file) => file.startsWith('dist/react/'))).toBe(false);
      // Fetched for the first input, not run: not this budget's (README, "First input"). A chunk
      // the page ran before its link came (a preselected variation's) is the page's own.
      const prefetchedAt = await page.evaluate(() => (window as unknown as { __islasPrefetched: Record<string, number> }).__islasPrefetched);
      const prefetched = [...scripts].filter((file) => prefetchedAt[file] !== undefined && requestedAt[file]! >= prefetchedAt[file]! - 50);
      const listed = await page.evaluate(() => JSON.stringify((window as { islas_params?: { prefetch?: unknown } }).islas_params?.prefetch ?? []));
      for (const file of prefetched) expect(listed, file).toContain(file.replace(/^dist\//, '/'));
      expect(prefetched.some((file) => /\/first-input-[A-Z0-9]+\.js$/.test(file)), prefetched.join(', ')).toBe(true);
      // ...and none of it ran: the cart actions, which every page gets at the first input, are not live.
      expect(await page.evaluate(() => document.documentElement.dataset.islasEnhanced ?? '')).not.toMatch(/\bcart-actions\b/);
      for (const file of prefetched) scripts.delete(file);
      const sizes = [...scripts].map((file) => ({ file, gzip: gzipSync(readFileSync(`${root}${file}`), { level: 9 }).length }));
      const builder = sizes.filter((s) => isBuilderChunk(s.file));
      const total = sizes.filter((s) => !builder.includes(s)).reduce((sum, s) => sum + s.gzip, 0);
      // Builder content's code where it is, and nowhere else.
      expect(builder.length > 0, builder.map((s) => s.file).join(', ')).toBe(HAS_BUILDER_CONTENT.has(name));
      const named = sizes
        .filter((s) => !/\/chunk-[A-Z0-9]+\.js$/.test(s.file))
        .map((s) => `${s.file.replace(/^dist\/(chunks\/)?/, '')} ${s.gzip}`)
        .join(', ');
      const heard = await page.evaluate(() => (window as unknown as { __islasInputs: string[] }).__islasInputs.slice(0, 5));
      expect(total, `${scripts.size} files: ${named}; input events heard: ${heard.join(', ') || 'none'}`).toBeLessThanOrEqual(budget);
      // Those two pages spend theirs on the cart or checkout code; no other page loads it before an input.
      const loaded = sizes.map((s) => CART_CHECKOUT_CHUNK.exec(s.file)?.[1]).filter(Boolean).sort();
      expect(loaded, named).toEqual((AT_LOAD_CHUNKS[name] ?? []).sort());
    } finally {
      await context.close();
    }
  });
});
