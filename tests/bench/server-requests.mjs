// Server work per visit: how many of a shopper's requests reach PHP (WordPress) on one guest
// visit: land on the home page, open the shop listing, browse three products, add one (a
// simple product, with its page's add button), view the cart. Static files (scripts, styles,
// images, fonts) are left out: a web server or a CDN answers them without PHP. What is counted,
// per step: page loads (documents, redirects included), wc-ajax (`?wc-ajax=`), admin-ajax
// (`/wp-admin/admin-ajax.php`), REST (`/wp-json/` or `?rest_route=`), and anything else on the
// shop's origin that is not a static file (named in `otherUrls`).
//
// The paths are found on the pages as a shopper finds them (nothing is hard-coded): the listing
// is the home page's link to the shop (else WooCommerce's `?post_type=product`), the products
// are the listing's first products (one of them a simple, in-stock product, browsed last and
// added), the cart is the shop's cart address (`wc_add_to_cart_params.cart_url`, else the
// "view cart" link). On every page the visitor moves the pointer and scrolls a little, then
// the page is left until no request to PHP has been in flight for a while: what a page asks
// for late (cart fragments, lazy islands) is counted with it.
//
//   node tests/bench/server-requests.mjs --url http://127.0.0.1:8310
//       one guest visit on the shop as it is now (its column is named "islas" or "stock" by
//       what the home page loads); --save FILE adds the column to FILE (JSON) and prints every
//       saved column side by side: run it once in each mode of the shop.
//   node tests/bench/server-requests.mjs --url http://127.0.0.1:8310 --login admin:admin
//       stock (?islas=off) beside islas in one run, as that administrator: not a guest visit
//       (an administrator's pages differ: the toolbar, no page cache), so guest numbers come
//       from switching the shop between its stock and islas modes.
//   node tests/bench/server-requests.mjs --url http://127.0.0.1:8080 --stock-query islas-off=all
//       the stub (php-stub/serve.mjs): stock is its ISLAS_DISABLED page, whose stock scripts
//       are stand-ins that ask nothing: only the islas column means something there.
// Env: CHROMIUM_PATH (default /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logIn, shopUrl } from './shop-session.mjs';

export const KINDS = ['documents', 'wcAjax', 'adminAjax', 'rest', 'other'];
export const KIND_LABELS = { documents: 'page loads', wcAjax: 'wc-ajax', adminAjax: 'admin-ajax', rest: 'REST', other: 'other' };

const STATIC_FILE = /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|mp4|webm|txt|xml|json)$/i;

/**
 * What kind of PHP request `request` is (a Playwright Request) on the shop at `origin`, or
 * null when no PHP answers it (a static file, another origin, a data: address).
 */
export function phpRequestKind(request, origin) {
  const url = new URL(request.url());
  if (url.origin !== origin) return null;
  if (url.searchParams.has('wc-ajax')) return 'wcAjax';
  if (url.pathname.endsWith('/wp-admin/admin-ajax.php')) return 'adminAjax';
  if (url.pathname.includes('/wp-json/') || url.searchParams.has('rest_route')) return 'rest';
  if (request.resourceType() === 'document') return 'documents';
  if (STATIC_FILE.test(url.pathname)) return null;
  return 'other';
}

const emptyCounts = () => ({ documents: 0, wcAjax: 0, adminAjax: 0, rest: 0, other: 0, total: 0, otherUrls: [], requests: [] });

/** `url` with `query` ("a=b&c=d") added to its own. */
function withQuery(url, query) {
  if (!query) return url;
  const next = new URL(url);
  for (const [key, value] of new URLSearchParams(query)) next.searchParams.set(key, value);
  return next.href;
}

/**
 * One visit (see the header) in a fresh browser context: a guest's, or with `login`
 * ({ user, password }) that user's. `query` is added to every page address (and to the add
 * form's), e.g. "islas=off"; `productPaths` (three addresses, the simple product to add last)
 * skips finding them on the listing. Resolves to { steps: [{ step, url, ...counts }], total }.
 */
export async function guestVisit(browser, base, { query = '', productPaths, login, quietMs = 1500 } = {}) {
  const origin = new URL(base).origin;
  if (login) {
    // WooCommerce keeps a user's cart on the server (the persistent cart): an earlier visit's
    // product would make this one start with a cart. Emptied first, in a context of its own,
    // so the counted visit starts with nothing in the browser's storage either.
    const scratch = await browser.newContext();
    try {
      await logIn(scratch, base, login);
      await emptyCart(await scratch.newPage(), base, query);
    } finally {
      await scratch.close();
    }
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (login) await logIn(context, base, login);
  const steps = [];
  let current = null;
  let inFlight = 0;
  let lastActivity = Date.now();
  const track = (request) => {
    const kind = phpRequestKind(request, origin);
    if (!kind) return false;
    lastActivity = Date.now();
    return kind;
  };
  context.on('request', (request) => {
    const kind = track(request);
    if (!kind || !current) return;
    inFlight++;
    current[kind]++;
    current.total++;
    const { pathname, search } = new URL(request.url());
    current.requests.push(`${request.method()} ${pathname}${search}`);
    if (kind === 'other') current.otherUrls.push(`${request.method()} ${pathname}${search}`);
  });
  const settled = (request) => {
    if (track(request) && inFlight > 0) inFlight--;
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);

  /** Until no PHP request has been in flight for quietMs (at most 20 s). */
  async function quiet() {
    const until = Date.now() + 20_000;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(100);
  }
  /** What a shopper does on arrival: the pointer crosses the page, a little scroll. */
  async function lookAround() {
    await page.mouse.move(200, 200);
    await page.mouse.move(640, 400, { steps: 5 });
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    await page.mouse.wheel(0, -600);
  }
  async function step(name, action) {
    current = { step: name, ...emptyCounts() };
    steps.push(current);
    await action();
    await page.waitForLoadState('load');
    await lookAround();
    await quiet();
    current.url = page.url();
    current = null;
  }
  const open = (url) => page.goto(withQuery(url, query), { waitUntil: 'load' });

  try {
    await step('land', () => open(shopUrl(base, '')));
    const listing = await findListing(page, base);
    await step('shop listing', () => open(listing));
    const products = productPaths ? productPaths.map((path) => shopUrl(base, path)) : await findProducts(page);
    for (const [i, product] of products.entries()) await step(`product ${i + 1}`, () => open(product));
    await step('add to cart', () => addToCart(page, query));
    const cart = await findCart(page, base);
    await step('cart', () => open(cart));
    const lines = await page.locator('.woocommerce-cart-form .cart_item, .woocommerce-cart-form__cart-item, .cart_item').count();
    if (lines < 1) throw new Error(`guestVisit: the cart at ${page.url()} shows no line: the add did not reach the cart`);
  } finally {
    await context.close();
  }
  const total = emptyCounts();
  for (const s of steps) {
    for (const kind of [...KINDS, 'total']) total[kind] += s[kind];
    total.otherUrls.push(...s.otherUrls);
    total.requests.push(...s.requests);
  }
  return { steps, total };
}

/** The shop listing: the home page's link to the shop page, else WooCommerce's product archive address. */
async function findListing(page, base) {
  const links = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.href));
  const origin = new URL(base).origin;
  const shop = links.find((href) => {
    const url = new URL(href, origin);
    return url.origin === origin && !url.search && /\/(?:tienda|shop|store|boutique|negozio|loja|productos|products)\/$/i.test(url.pathname);
  });
  return shop ?? shopUrl(base, '?post_type=product');
}

/**
 * The listing's first three products, as links from its product loop; at least one simple,
 * in-stock product (WooCommerce's product-type-simple and instock classes on the loop item),
 * put last: that one is added to the cart.
 */
async function findProducts(page) {
  const items = await page.$$eval('.products .product, ul.products > li', (nodes) =>
    nodes
      .map((node) => {
        const link = [...node.querySelectorAll('a[href]')].find((a) => !a.search && !a.classList.contains('add_to_cart_button') && !a.closest('.add-to-cart-button'));
        return { href: link?.href, simple: node.classList.contains('product-type-simple') && node.classList.contains('instock') };
      })
      .filter((item) => item.href),
  );
  const distinct = [...new Map(items.map((item) => [item.href, item])).values()];
  const simple = distinct.find((item) => item.simple);
  if (!simple) throw new Error(`guestVisit: no simple, in-stock product on the listing ${page.url()}`);
  const others = distinct.filter((item) => item !== simple).slice(0, 2);
  return [...others, simple].map((item) => item.href);
}

/** The product page's add button, as a shopper presses it; then the page is left to settle. */
async function addToCart(page, query) {
  const form = page.locator('form.cart:not(.variations_form)').first();
  if (query) {
    // The form posts to the product's address without the page's query (?islas=off): keep it.
    await form.evaluate((node, q) => {
      const action = new URL(node.getAttribute('action') || location.href, location.href);
      for (const [key, value] of new URLSearchParams(q)) action.searchParams.set(key, value);
      node.setAttribute('action', action.href);
    }, query);
  }
  const button = form.locator('button[name="add-to-cart"], .single_add_to_cart_button').first();
  await button.scrollIntoViewIfNeeded();
  await Promise.all([page.waitForLoadState('load'), button.click()]);
}

/** The cart: the address the shop's scripts are given, else a "view cart" link on the page. */
async function findCart(page, base) {
  const configured = await page.evaluate(() => window.wc_add_to_cart_params?.cart_url ?? null);
  if (configured) return new URL(configured, base).href;
  const links = await page.$$eval('a.wc-forward[href], a.cart-contents[href], a.header-cart-link[href]', (anchors) => anchors.map((a) => a.href));
  if (!links.length) throw new Error(`guestVisit: no cart address on ${page.url()}`);
  return links[0];
}

/** Removes every line of the visitor's cart (its remove links), uncounted. */
export async function emptyCart(page, base, query) {
  await page.goto(withQuery(shopUrl(base, ''), query));
  await page.goto(withQuery(await findCart(page, base), query));
  for (let i = 0; i < 50; i++) {
    const remove = await page.$$eval('a.remove[href*="remove_item"]', (links) => links.map((a) => a.href));
    if (!remove.length) return;
    await page.goto(withQuery(remove[0], query));
  }
}

/** Whether the home page at `base` runs islas (its module and config) or the stock scripts. */
export async function detectMode(browser, base, query = '') {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(withQuery(shopUrl(base, ''), query));
    return (await page.content()).includes('islas_params') ? 'islas' : 'stock';
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- the table

/** A markdown table of visits side by side: { label: result } → per step, the PHP requests by kind. */
export function visitTable(results) {
  const labels = Object.keys(results);
  const out = [`| step | ${labels.join(' | ')} |`, `| --- | ${labels.map(() => '---').join(' | ')} |`];
  const cell = (counts) => `${counts.total} (${KINDS.filter((k) => counts[k]).map((k) => `${counts[k]} ${KIND_LABELS[k]}`).join(', ') || 'none'})`;
  const names = results[labels[0]].steps.map((s) => s.step);
  for (const [i, name] of names.entries()) out.push(`| ${name} | ${labels.map((l) => cell(results[l].steps[i] ?? emptyCounts())).join(' | ')} |`);
  out.push(`| **whole visit** | ${labels.map((l) => `**${cell(results[l].total)}**`).join(' | ')} |`);
  for (const kind of KINDS) out.push(`| ${KIND_LABELS[kind]} | ${labels.map((l) => results[l].total[kind]).join(' | ')} |`);
  const other = labels.filter((l) => results[l].total.otherUrls.length).map((l) => `${l}: ${results[l].total.otherUrls.join(', ')}`);
  if (other.length) out.push('', `other: ${other.join('; ')}`);
  return out.join('\n');
}

/** `--name value` and `--flag` arguments, as an object. */
export function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    args[name] = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : true;
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.url) {
    console.error('usage: node tests/bench/server-requests.mjs --url BASE [--login user:password | --stock-query QUERY] [--label NAME] [--save FILE] [--json]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const results = {};
  try {
    if (args.login) {
      const [user, ...rest] = String(args.login).split(':');
      const login = { user, password: rest.join(':') };
      results['stock (?islas=off, logged in)'] = await guestVisit(browser, args.url, { query: 'islas=off', login });
      results['islas (logged in)'] = await guestVisit(browser, args.url, { login });
    } else if (args['stock-query']) {
      results.stock = await guestVisit(browser, args.url, { query: String(args['stock-query']) });
      results.islas = await guestVisit(browser, args.url);
    } else {
      const label = typeof args.label === 'string' ? args.label : await detectMode(browser, args.url);
      results[label] = await guestVisit(browser, args.url);
    }
  } finally {
    await browser.close();
  }
  let all = results;
  if (typeof args.save === 'string') {
    all = { ...(existsSync(args.save) ? JSON.parse(readFileSync(args.save, 'utf8')) : {}), ...results };
    writeFileSync(args.save, `${JSON.stringify(all, null, 2)}\n`);
  }
  console.log(`PHP requests per visit, ${args.url} (land, shop listing, 3 products, add one, cart)\n`);
  console.log(visitTable(all));
  if (args.json) console.log(`\n${JSON.stringify(all, null, 2)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
