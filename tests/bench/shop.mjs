// The bench on a real shop: `npm run bench -- --url https://staging.example --login user:password`.
// Every page type and every first input of tests/bench/first-input.mjs, on the shop with islas
// and without it (`?islas=off`, which the islas plugin honours for a logged-in administrator
// only, and never caches), side by side, in one run; then the PHP requests of one visit each
// way (server-requests.mjs). Both sides are logged in as that administrator (the toolbar,
// no page cache), so they differ only by islas.
//
// Options: --runs N (loads per page and side, and inputs; default 3), --slider PATH (a page
// with a Flatsome slider, for the slider's arrow; default the home page when it has one),
// --only TEXT (only the first inputs whose name has it), --json FILE (every number).
// Env: CHROMIUM_PATH (default /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { firstInputMarkdown, measureFirstInputs } from './first-input.mjs';
import { emptyCart, guestVisit, visitTable } from './server-requests.mjs';
import { logIn, shopUrl } from './shop-session.mjs';
import { blockingMsOf, scriptMsOf, TRACE_CATEGORIES } from './trace.mjs';
import { fmt, median, withQuery } from './numbers.mjs';

const CPU = 4;

const log = (line) => process.stderr.write(`bench: ${line}\n`);


/**
 * The shop's pages, found as a shopper finds them: the listing (the home page's shop link,
 * else WooCommerce's product archive), its first simple and first variable product, the cart
 * and the checkout with the simple product in the cart, and a page with a slider.
 */
async function findPages(context, base, sliderPath) {
  const page = await context.newPage();
  try {
    await page.goto(shopUrl(base, ''));
    const origin = new URL(base).origin;
    const homeHasSlider = await page.locator('.slider[data-flickity-options]:not(.product-gallery-slider)').count();
    const shopLink = await page.$$eval('a[href]', (anchors) =>
      anchors.map((a) => a.href).find((href) => /\/(tienda|shop|store|boutique|productos|products)\/$/i.test(new URL(href).pathname)),
    );
    await page.goto(shopLink ?? shopUrl(base, '?post_type=product'));
    const listing = page.url();
    const product = (type) =>
      page.$$eval(`.products .product-type-${type}, ul.products > li.product-type-${type}`, (items) => {
        const item = items.find((node) => node.classList.contains('instock')) ?? items[0];
        const link = item && [...item.querySelectorAll('a[href]')].find((a) => !a.search && !a.matches('.add_to_cart_button, .button'));
        return link ? { href: link.href, id: item.querySelector('[data-product_id]')?.getAttribute('data-product_id') ?? null } : null;
      });
    const simple = await product('simple');
    const variable = await product('variable');
    if (!simple) throw new Error(`no simple product on the listing ${listing}`);
    const cart = await page.evaluate(() => window.wc_add_to_cart_params?.cart_url ?? null);
    // The simple product in the administrator's cart, for the cart page and the checkout.
    await page.goto(withQuery(simple.href, `add-to-cart=${simple.id ?? ''}`));
    let checkout = null;
    if (cart) {
      await page.goto(new URL(cart, origin).href);
      checkout = await page.$eval('a.checkout-button', (a) => a.href).catch(() => null);
    }
    const path = (url) => (url ? new URL(url).pathname + new URL(url).search : null);
    return {
      pages: Object.fromEntries(
        Object.entries({ home: shopUrl(base, ''), shop: listing, 'simple product': simple.href, 'variable product': variable?.href, cart, checkout }).filter(([, url]) => url),
      ),
      firstInputPaths: { shop: path(listing), simple: path(simple.href), variable: path(variable?.href), slider: sliderPath ?? (homeHasSlider ? '/' : null) },
    };
  } finally {
    await page.close();
  }
}

/** One load at 4x CPU, traced: JavaScript files and bytes (as sent), script time and blocking time. */
async function loadOnce(browser, storageState, url) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize, () => 0));
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // What the page loads at idle, without an input.
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    return { files: scripts.length, bytes, scriptMs: scriptMsOf(trace), blockingMs: blockingMsOf(trace) };
  } finally {
    await context.close();
  }
}

function pagesMarkdown(rows) {
  const out = ['| page | side | JS files | JS bytes as sent (KB) | script (ms) | blocking (ms) |', '|---|---|---:|---:|---:|---:|'];
  for (const row of rows) out.push(`| ${row.page} | ${row.side} | ${fmt(row.files)} | ${fmt(row.bytes / 1024, 1)} | ${fmt(row.scriptMs)} | ${fmt(row.blockingMs)} |`);
  return out.join('\n') + '\n';
}

export async function benchShop(args) {
  const base = String(args.url);
  if (typeof args.login !== 'string' || !args.login.includes(':')) {
    throw new Error('--url needs --login user:password: an administrator, who alone can see the shop without islas (?islas=off)');
  }
  const [user, ...rest] = args.login.split(':');
  const login = { user, password: rest.join(':') };
  const runs = Math.max(1, Number(args.runs ?? 3));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const started = Date.now();
  try {
    const context = await browser.newContext();
    await logIn(context, base, login);
    const storageState = await context.storageState();
    const { pages, firstInputPaths } = await findPages(context, base, typeof args.slider === 'string' ? args.slider : null);
    await context.close();
    log(`pages: ${Object.entries(pages).map(([name, url]) => `${name} ${url}`).join(', ')}`);
    const sides = [
      { name: 'islas', query: '' },
      { name: 'stock', query: 'islas=off' },
    ];
    const pageRows = [];
    for (const [name, url] of Object.entries(pages)) {
      for (const side of sides) {
        const loads = [];
        for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(browser, storageState, withQuery(url, side.query)));
        const row = { page: name, side: side.name, ...Object.fromEntries(['files', 'bytes', 'scriptMs', 'blockingMs'].map((key) => [key, median(loads.map((l) => l[key]))])) };
        pageRows.push(row);
        log(`${name} · ${side.name}: ${fmt(row.bytes / 1024, 1)} KB JS, script ${fmt(row.scriptMs)} ms`);
      }
    }
    const addSession = (context) => context.addCookies(storageState.cookies);
    const firstInputs = await measureFirstInputs({
      browser,
      base: base.replace(/\/$/, ''),
      paths: firstInputPaths,
      // The administrator's cart is theirs on the server: what a run added is taken out again.
      sides: sides.map((side) => ({ ...side, login: addSession, afterAdd: (page) => emptyCart(page, base, side.query) })),
      runs,
      only: typeof args.only === 'string' ? args.only : undefined,
      log,
    });
    // The product findPages put in the administrator's cart comes out again.
    const cleanup = await browser.newContext({ storageState });
    await emptyCart(await cleanup.newPage(), base, '').finally(() => cleanup.close());
    const visits = {};
    for (const side of sides) visits[`${side.name} (logged in)`] = await guestVisit(browser, base, { query: side.query, login });
    const date = new Date().toISOString();
    if (typeof args.json === 'string') writeFileSync(args.json, JSON.stringify({ date, base, runs, pages: pageRows, firstInputs, visits }, null, 2) + '\n');
    const out = [];
    out.push(`### islas bench on ${base} (${date.slice(0, 10)}, Chromium, median of ${runs}, ${Math.round((Date.now() - started) / 1000)} s; islas beside ?islas=off, logged in as ${user})`, '');
    out.push(`**Each page at load** (${CPU}x CPU; what loads before any input, idle included)`, '', pagesMarkdown(pageRows));
    out.push('**The first input after load** (cold: a new visitor, no pointer move before it; ms from the input to the first frame that answers it / shows its result)', '', firstInputMarkdown(firstInputs, sides.map((s) => s.name)));
    out.push('**Requests that reach PHP in one visit** (land, the listing, three products, add one, the cart; as this administrator: guest numbers need the shop switched, README)', '', visitTable(visits), '');
    process.stdout.write(out.join('\n'));
  } finally {
    await browser.close();
  }
}
