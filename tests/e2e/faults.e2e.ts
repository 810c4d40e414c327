// Fault tolerance (issue 5): every SPEC §7 call the page makes, answered by a 500, by
// invalid JSON, by a connection reset, slowly, and failing twice in a row. The slow answer
// comes after 1.5 s (it was 10 s; issue 14 made the suite fast): longer than the shortest
// time-out on the page, the fragments refresh's, which the fragments scenario sets to
// 1 s (WooCommerce's request_timeout, 5 s by default), so that call still times out;
// shorter than the others (cart writes 30 s, placing an order 60 s), so those still
// succeed late, as they did after 10 s.
// Each time: no uncaught error, nothing left `loading`, the shopper sees a Spanish
// message or the no-JS fallback, the page still works, and the mini cart shows exactly
// what the server's cart holds (`?islas-test=cart`).
import type { Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, delayChunk, islasStarted, MINI_CART_LINES, newShopper, serverCart, type Shopper, useBrowser } from './browser';

const browser = useBrowser();

const ERROR_NOTICE = '.islas-live-region--error';
const DIALOG = 'dialog[open], [role="dialog"]:visible';
const DELAY_MS = 1_500;

// ------------------------------------------------------------------ faults

interface Fault {
  name: string;
  /** How many matching requests in a row get the fault (later ones reach the server). */
  times: number;
  /** Whether the shopper's action fails (the delay only makes it slow). */
  fails: boolean;
  respond(route: Route): Promise<void>;
}

const FAULTS: Fault[] = [
  {
    name: 'a 500',
    times: 1,
    fails: true,
    respond: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  },
  {
    // The worst case: the server did the work, the answer got lost on the way.
    name: 'invalid JSON (after the server did the work)',
    times: 1,
    fails: true,
    respond: async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, contentType: 'application/json', body: '<br />\n<b>Warning</b>: {"fragments": oops' });
    },
  },
  { name: 'a connection reset', times: 1, fails: true, respond: (route) => route.abort('connectionreset') },
  {
    name: 'a slow answer (1.5 s)',
    times: 1,
    fails: false,
    respond: async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue().catch(() => {});
    },
  },
  {
    name: 'a 500 twice in a row',
    times: 2,
    fails: true,
    respond: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }),
  },
];

type Matcher = (request: Request) => boolean;

/** A wc-ajax endpoint, or an admin-ajax action in the query or the form body. */
const wcAjax = (endpoint: string): Matcher => (request) => new URL(request.url()).searchParams.get('wc-ajax') === endpoint;
const adminAjax = (action: string): Matcher => (request) => {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('/admin-ajax.php')) return false;
  return url.searchParams.get('action') === action || new URLSearchParams(request.postData() ?? '').get('action') === action;
};
const rest = (path: RegExp): Matcher => (request) => path.test(decodeURIComponent(request.url()));

/**
 * The page's fragments time-out (`wc_cart_fragments_params.request_timeout`) at 1 s, the
 * least islas accepts, so a slow answer times out as a 10 s one did at the default 5 s.
 */
async function shortFragmentsTimeout(shopper: Shopper): Promise<void> {
  await shopper.page.route('**/tienda/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"request_timeout":"5000"');
    await route.fulfill({ response, body: html.replace('"request_timeout":"5000"', '"request_timeout":"1000"') });
  });
}

/** Gives the next `fault.times` matching requests the fault; returns how many it hit. */
async function inject(shopper: Shopper, match: Matcher, fault: Fault): Promise<() => number> {
  let hits = 0;
  await shopper.page.route('**/*', async (route) => {
    if (hits < fault.times && match(route.request())) {
      hits += 1;
      await fault.respond(route);
    } else {
      await route.fallback();
    }
  });
  return () => hits;
}

// ------------------------------------------------------------------ checks

async function islasReady(shopper: Shopper): Promise<void> {
  await islasStarted(shopper.page);
}

/**
 * The cart actions load at the shopper's first input, and a click that comes first is
 * held until they are there, then played: after this, that click has been handled.
 */
async function cartActionsHandled(shopper: Shopper): Promise<void> {
  await shopper.page.waitForFunction(() => document.documentElement.dataset.islasEnhanced?.split(' ').includes('cart-actions'));
  await shopper.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function nothingBusy(shopper: Shopper, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      () =>
        shopper.page.evaluate(() =>
          [...document.querySelectorAll('.loading, .processing, [aria-busy="true"]')].map((el) => el.outerHTML.slice(0, 120)),
        ),
      { timeout },
    )
    .toEqual([]);
}

/** The Spanish error notice islas shows (never the English source text). */
async function spanishError(shopper: Shopper, selector = ERROR_NOTICE): Promise<string> {
  const notice = shopper.page.locator(selector);
  await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
  const text = (await notice.textContent()) ?? '';
  expect(text).toMatch(/Inténtalo|intentarlo|conexión|tarda|Comprueba/);
  expect(text).not.toMatch(/\b(the|Please|could not)\b/i);
  expect(await notice.isVisible()).toBe(true);
  return text;
}

/**
 * The cart the page shows equals the server's: the mini cart's lines (or, on the cart page,
 * where Flatsome prints no mini cart, the cart table's) and the header count.
 */
async function cartsAgree(shopper: Shopper): Promise<void> {
  const { page } = shopper;
  await nothingBusy(shopper);
  const server = await serverCart(shopper);
  const hasMiniCart = (await page.locator('.header-nav li.cart-item .widget_shopping_cart_content').count()) > 0;
  const lines = hasMiniCart ? MINI_CART_LINES : 'form.woocommerce-cart-form .woocommerce-cart-form__cart-item';
  if (hasMiniCart || server.items.length > 0) {
    await expect.poll(() => page.locator(lines).count(), { timeout: 15_000 }).toBe(server.items.length);
  }
  await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe(String(server.count));
  const quantities = await page.locator(`${lines} input.qty`).evaluateAll((inputs) =>
    inputs.map((input) => Number((input as HTMLInputElement).value)),
  );
  if (quantities.length) expect(quantities.sort()).toEqual(server.items.map((item) => item.quantity).sort());
}

function uncaught(shopper: Shopper): string[] {
  return shopper.errors.filter((error) => error.startsWith('pageerror:'));
}

async function addToServerCart(shopper: Shopper, productId: number, quantity = 1): Promise<void> {
  const response = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(response.ok()).toBe(true);
}

async function openMiniCart(shopper: Shopper): Promise<void> {
  await shopper.page.hover('.header-nav li.cart-item > a');
}

// ------------------------------------------------------------------ scenarios

interface Scenario {
  call: string;
  match: Matcher;
  path: string;
  /** Server state before the page loads. */
  setup?(shopper: Shopper): Promise<void>;
  /** The shopper's action that makes the call (run once per faulted attempt). */
  act(shopper: Shopper, attempt: number): Promise<void>;
  /** What the shopper sees after a failed attempt. */
  failed(shopper: Shopper): Promise<void>;
  /** A clean attempt after the faults: the page still works. */
  recover?(shopper: Shopper): Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    call: 'POST wc-ajax add_to_cart',
    match: wcAjax('add_to_cart'),
    path: '/tienda/',
    async act(shopper, attempt) {
      const button = shopper.page.locator(AJAX_ADD_BUTTONS).nth(attempt);
      await button.click();
      await cartActionsHandled(shopper);
      await expect.poll(() => button.getAttribute('class'), { timeout: DELAY_MS + 10_000 }).not.toContain('loading');
    },
    async failed(shopper) {
      await spanishError(shopper);
    },
    async recover({ page }) {
      const button = page.locator(AJAX_ADD_BUTTONS).nth(3);
      await button.click();
      await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('added');
    },
  },
  {
    call: 'POST wc-ajax remove_from_cart',
    match: wcAjax('remove_from_cart'),
    path: '/tienda/',
    async setup(shopper) {
      await addToServerCart(shopper, 101);
      await addToServerCart(shopper, 105);
      await addToServerCart(shopper, 106);
    },
    async act(shopper) {
      const { page } = shopper;
      const before = (await serverCart(shopper)).items.length;
      // After a fallback the browser is on the cart page, which has no mini cart.
      if (!shopper.page.url().endsWith('/tienda/')) {
        await page.goto(shopper.url('/tienda/'));
        await islasReady(shopper);
      }
      await openMiniCart(shopper);
      await page.locator(`${MINI_CART_LINES} .remove_from_cart_button`).first().click();
      // Either islas removes the line, or (SPEC §8) the browser follows the link's address.
      await expect.poll(async () => (await serverCart(shopper)).items.length, { timeout: DELAY_MS + 10_000 }).toBe(before - 1);
      await page.waitForLoadState('load');
      await islasReady(shopper);
    },
    async failed(shopper) {
      // The no-JS fallback: the link was followed, and the server's page shows the result.
      expect(shopper.page.url()).not.toContain('remove_item=');
    },
  },
  {
    call: 'POST admin-ajax flatsome_ajax_cart_item_alter_quantity',
    match: adminAjax('flatsome_ajax_cart_item_alter_quantity'),
    path: '/tienda/',
    async setup(shopper) {
      await addToServerCart(shopper, 101);
    },
    async act(shopper, attempt) {
      const { page } = shopper;
      await openMiniCart(shopper);
      const qty = page.locator(`${MINI_CART_LINES} input.qty`).first();
      await qty.fill(String(attempt + 3));
      await qty.press('Enter');
      await page.waitForTimeout(300);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      // When the server did the change and only its answer was garbage, islas may get the
      // fragments by refreshing: then the change simply shows. Otherwise it says so.
      const server = await serverCart(shopper);
      const header = await shopper.page.locator('.cart-icon strong').first().textContent();
      if (server.count === 1 || header !== String(server.count)) await spanishError(shopper);
    },
    async recover(shopper) {
      const { page } = shopper;
      await openMiniCart(shopper);
      const qty = page.locator(`${MINI_CART_LINES} input.qty`).first();
      await qty.fill('2');
      await qty.press('Enter');
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(2);
    },
  },
  {
    call: 'POST wc-ajax get_refreshed_fragments',
    match: wcAjax('get_refreshed_fragments'),
    path: '/tienda/',
    async setup(shopper) {
      // A cart the page has no cached fragments for: islas refreshes them on load.
      await addToServerCart(shopper, 101, 2);
      await shortFragmentsTimeout(shopper);
    },
    async act(shopper, attempt) {
      if (attempt > 0) await shopper.page.reload();
      await islasReady(shopper);
      await shopper.page.waitForTimeout(1500);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      // Silent by design: the server's own markup (the no-JS page) is already right.
      expect(await shopper.page.locator(MINI_CART_LINES).count()).toBe(1);
    },
    async recover({ page }) {
      const button = page.locator(AJAX_ADD_BUTTONS).nth(1);
      await button.click();
      await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('added');
    },
  },
  {
    call: 'POST admin-ajax flatsome_quickview',
    match: adminAjax('flatsome_quickview'),
    path: '/tienda/',
    async act(shopper) {
      const { page } = shopper;
      await page.locator('.products a.quick-view[data-prod]').first().click();
      await page.waitForTimeout(300);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      await spanishError(shopper);
      expect(await shopper.page.locator(DIALOG).count()).toBe(0);
    },
    async recover(shopper) {
      const { page } = shopper;
      if ((await page.locator(DIALOG).count()) === 0) {
        await page.locator('.products a.quick-view[data-prod]').first().click();
      }
      await expect.poll(() => page.locator(DIALOG).count(), { timeout: 15_000 }).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
    },
  },
  {
    call: 'GET admin-ajax flatsome_ajax_search_products',
    match: adminAjax('flatsome_ajax_search_products'),
    path: '/tienda/',
    async act(shopper, attempt) {
      const { page } = shopper;
      const field = page.locator('form.searchform input.search-field').first();
      await field.click();
      await field.fill('');
      await field.pressSequentially(attempt === 0 ? 'cam' : 'sud', { delay: 30 });
      await page.waitForTimeout(500);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      // No suggestions, nothing stuck: the form still submits to the server's results.
      expect(await shopper.page.locator('.live-search-results .autocomplete-suggestion:visible').count()).toBe(0);
      const field = shopper.page.locator('form.searchform input.search-field').first();
      expect(await field.isEditable()).toBe(true);
    },
    async recover(shopper) {
      const { page } = shopper;
      const field = page.locator('form.searchform input.search-field').first();
      await field.fill('');
      await field.pressSequentially('camis', { delay: 30 });
      await expect
        .poll(() => page.locator('.live-search-results .autocomplete-suggestion:visible').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
    },
  },
  {
    call: 'POST admin-ajax add_to_wishlist',
    match: adminAjax('add_to_wishlist'),
    path: '/tienda/',
    async act(shopper, attempt) {
      const { page } = shopper;
      const button = page.locator('.products .wishlist-button').nth(attempt);
      await button.click({ force: true });
      await page.waitForTimeout(300);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      await spanishError(shopper);
    },
    async recover(shopper) {
      const button = shopper.page.locator('.products .wishlist-button').nth(4);
      await button.click({ force: true });
      await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('wishlist-added');
    },
  },
  {
    call: 'admin-ajax flatsome_update_wishlist_count',
    match: adminAjax('flatsome_update_wishlist_count'),
    path: '/tienda/',
    async act(shopper, attempt) {
      const { page } = shopper;
      await page.locator('.products .wishlist-button').nth(attempt).click({ force: true });
      await page.waitForTimeout(300);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      // The wishlist change itself went through: the button says so, and the badge shows
      // a number or nothing, never garbage. A 500 or a reset is also told to the shopper.
      expect(await shopper.page.locator('.products .wishlist-button.wishlist-added').count()).toBeGreaterThan(0);
      const label = await shopper.page.locator('i.wishlist-icon').first().getAttribute('data-icon-label').catch(() => null);
      if (label !== null) expect(label).toMatch(/^\d+$/);
    },
  },
  {
    call: 'GET REST jetpack/v4/search (search overlay)',
    match: rest(/\/wp-json\/jetpack\/v4\/search|rest_route=\/jetpack\/v4\/search/),
    path: '/tienda/',
    async act(shopper, attempt) {
      const { page } = shopper;
      if (attempt > 0) {
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
      }
      const field = page.locator('form.searchform input.search-field').first();
      await field.fill(attempt === 0 ? 'camiseta' : 'sudadera');
      await field.press('Enter');
      await expect.poll(() => page.locator(DIALOG).count(), { timeout: 15_000 }).toBe(1);
      await page.waitForTimeout(300);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      await spanishError(shopper, '.islas-search__notice');
    },
    async recover(shopper) {
      const { page } = shopper;
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(DIALOG).count()).toBe(0);
      const field = page.locator('form.searchform input.search-field').first();
      await field.fill('gorra');
      await field.press('Enter');
      await expect.poll(() => page.locator(`${DIALOG} a[href*="/producto/"]`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    },
  },
  {
    call: 'GET admin-ajax flatsome_load_instagram',
    match: adminAjax('flatsome_load_instagram'),
    path: '/ayuda/',
    async act(shopper) {
      const { page } = shopper;
      await page.locator('[data-flatsome-instagram]').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      // Guests see no error (SPEC §8: admin-bar users only); the server's link stays.
      const block = shopper.page.locator('[data-flatsome-instagram="islasdemo"], .instagram-placeholder').first();
      expect(await block.locator('a[href*="instagram.com"]').count()).toBeGreaterThan(0);
      expect(await shopper.page.locator(ERROR_NOTICE).count()).toBe(0);
    },
  },
  {
    call: 'POST REST wp/v2/users/{id} (coming-soon banner)',
    match: rest(/wp\/v2\/users\//),
    path: '/?islas-coming-soon=1',
    async act(shopper) {
      const { page } = shopper;
      const banner = page.locator('#coming-soon-footer-banner');
      if ((await banner.count()) === 0 || !(await banner.isVisible())) {
        await page.goto(shopper.url('/?islas-coming-soon=1'));
        await islasReady(shopper);
      }
      // The click comes first: held until the first-input chunk and the REST client load.
      const sent = page.waitForRequest(rest(/wp\/v2\/users\//));
      await page.locator('.coming-soon-footer-banner-dismiss').click();
      await sent;
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      // WooCommerce hides the banner whatever the answer.
      await expect.poll(() => shopper.page.locator('#coming-soon-footer-banner').isVisible()).toBe(false);
    },
  },
  {
    call: 'GET admin-ajax rest-nonce (after rest_cookie_invalid_nonce)',
    match: adminAjax('rest-nonce'),
    path: '/?islas-coming-soon=1',
    async act(shopper) {
      const { page } = shopper;
      if (!(await page.locator('#coming-soon-footer-banner').isVisible())) {
        await page.goto(shopper.url('/?islas-coming-soon=1'));
        await islasReady(shopper);
      }
      // An expired nonce: the server answers 403 rest_cookie_invalid_nonce, the REST
      // client asks admin-ajax for a new one (the faulted call) and retries once.
      await page.locator('.coming-soon-footer-banner-dismiss').evaluate((link) => link.setAttribute('data-rest-nonce', 'caducado'));
      const sent = page.waitForRequest(adminAjax('rest-nonce'));
      await page.locator('.coming-soon-footer-banner-dismiss').click();
      await sent;
      await nothingBusy(shopper, DELAY_MS + 10_000);
    },
    async failed(shopper) {
      await expect.poll(() => shopper.page.locator('#coming-soon-footer-banner').isVisible()).toBe(false);
    },
  },
];

// ------------------------------------------------------------------ the suite

for (const scenario of SCENARIOS) describe(scenario.call, () => {
  for (const fault of FAULTS) it(`survives ${fault.name}`, async () => {
    const shopper = await newShopper(browser());
    try {
      await scenario.setup?.(shopper);
      const hits = await inject(shopper, scenario.match, fault);
      await shopper.page.goto(shopper.url(scenario.path));
      await islasReady(shopper);
      for (let attempt = 0; attempt < fault.times; attempt += 1) {
        await scenario.act(shopper, attempt);
        // The call may wait for code the action loads (a held click, a lazy chunk): on a
        // busy machine, later than the action's own short wait.
        await expect.poll(() => hits(), { timeout: DELAY_MS + 10_000 }).toBeGreaterThan(attempt);
        await nothingBusy(shopper, DELAY_MS + 10_000);
        if (fault.fails) await scenario.failed(shopper);
      }
      expect(hits()).toBe(fault.times);
      await nothingBusy(shopper);
      await cartsAgree(shopper);
      if (scenario.recover) {
        await scenario.recover(shopper);
        await cartsAgree(shopper);
      }
      expect(uncaught(shopper)).toEqual([]);
    } finally {
      await shopper.close();
    }
  }, 90_000);
});

describe('twenty rapid adds with 30 % of the answers failing', () => {
  it('ends with the mini cart equal to the server cart', async () => {
    const shopper = await newShopper(browser());
    try {
      const { page } = shopper;
      // A fixed sequence (not Math.random): 6 of 20 fail, in every kind of way.
      const plan = ['ok', '500', 'ok', 'ok', 'reset', 'ok', 'badjson', 'ok', 'ok', '500', 'ok', 'ok', 'reset', 'ok', 'ok', 'badjson', 'ok', 'ok', 'ok', 'ok'];
      expect(plan.filter((step) => step !== 'ok')).toHaveLength(6);
      let n = 0;
      // The cart actions arrive late: the first clicks are held.
      await delayChunk(page, 'first-input', 1_500);
      await page.route('**/*', async (route) => {
        if (!wcAjax('add_to_cart')(route.request())) return route.fallback();
        const step = plan[n++] ?? 'ok';
        if (step === '500') return route.fulfill({ status: 500, body: 'Error' });
        if (step === 'reset') return route.abort('connectionreset');
        if (step === 'badjson') {
          const response = await route.fetch();
          return route.fulfill({ response, body: 'not json' });
        }
        return route.continue();
      });
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      const buttons = page.locator(AJAX_ADD_BUTTONS);
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(5);
      // Mixed products, some clicked again once their first add has answered. The first
      // click starts islas's cart actions; clicks before they are there are held and
      // replayed in order, so the requests come in click order. A button is clicked again
      // only once its last click has become a request and that has answered: a second
      // click on a button still held, or still loading, is a double click, which adds once.
      const lastClick = new Map<number, number>();
      for (let i = 0; i < 20; i += 1) {
        const index = (i * 3) % Math.min(count, 7);
        const button = buttons.nth(index);
        const previous = lastClick.get(index);
        if (previous !== undefined) await expect.poll(() => n, { timeout: 20_000 }).toBeGreaterThan(previous);
        await expect.poll(() => button.getAttribute('class'), { timeout: 20_000 }).not.toContain('loading');
        lastClick.set(index, i);
        // As fast as a script can click: the mini cart that opens after an add may cover
        // the next button, which a shopper would simply click around.
        await button.dispatchEvent('click');
      }
      await expect.poll(() => n, { timeout: 30_000 }).toBe(20);
      await nothingBusy(shopper, 30_000);
      await cartsAgree(shopper);
      const server = await serverCart(shopper);
      expect(server.count).toBeGreaterThan(0);
      expect(uncaught(shopper)).toEqual([]);
    } finally {
      await shopper.close();
    }
  }, 120_000);
});
