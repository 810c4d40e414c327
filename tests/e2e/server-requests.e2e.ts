// Server work per visit (issue 33): a guest with an empty cart who browses (home, listing,
// products) and moves about the page asks PHP for nothing but the pages themselves: no
// wc-ajax, admin-ajax or REST request. That is what lets a page cache answer the whole visit.
// Stock WooCommerce's cart-fragments asks get_refreshed_fragments on every page whose
// sessionStorage has no fragments yet, cart or no cart; islas asks only when there is a cart
// (its cookie) or a stored copy to check (src/cart/cart.ts `start`). The whole-visit numbers,
// with an add and the cart page, are tests/bench/server-requests.mjs's (README).
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestVisit } from '../bench/server-requests.mjs';
import { baseUrl, DEVICES, islasStarted, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();

const SIMPLE = '/producto/camiseta-basica-algodon-organico/';
const VARIABLE = '/producto/sudadera-capucha-islas/';
/** A guest's walk: in, to the shop, two products, back to the home page (its fragments stored by then). */
const WALK = ['/', '/tienda/', SIMPLE, VARIABLE, '/'];

/** The kind of PHP request other than a page load, or null: what a page cache cannot answer. */
function dynamicKind(request: Request): string | null {
  const url = new URL(request.url());
  if (url.origin !== new URL(baseUrl()).origin) return null;
  if (url.searchParams.has('wc-ajax')) return `wc-ajax ${url.searchParams.get('wc-ajax')}`;
  if (url.pathname.endsWith('/admin-ajax.php')) return 'admin-ajax';
  if (url.pathname.startsWith('/wp-json/') || url.searchParams.has('rest_route')) return 'REST';
  return null;
}

async function guest(device: (typeof DEVICES)[number][0]): Promise<{ context: BrowserContext; page: Page }> {
  const b: Browser = browser();
  const context = await b.newContext(
    device === 'desktop'
      ? { locale: 'es-ES', viewport: { width: 1280, height: 900 } }
      : { locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  );
  await useThisBuild(context);
  return { context, page: await context.newPage() };
}

/** What a browsing shopper does without buying: the pointer or a finger, a scroll, a look at the mini cart. */
async function browseLightly(page: Page, device: string): Promise<void> {
  if (device === 'desktop') {
    await page.mouse.move(300, 300);
    await page.mouse.move(700, 500, { steps: 5 });
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -800);
    // Flatsome's header cart opens its dropdown on hover (the mini cart, empty).
    const cart = page.locator('.header-nav li.cart-item').first();
    if (await cart.isVisible()) await cart.hover();
  } else {
    // A finger on the page where nothing reacts to it (text, a picture): not a link or a control.
    const spot = await page.evaluate(() => {
      for (let y = 200; y < innerHeight; y += 40) {
        for (let x = 20; x < innerWidth; x += 40) {
          const el = document.elementFromPoint(x, y);
          if (el && !el.closest('a, button, input, select, textarea, label, summary, [role="button"], [tabindex], header, .nav, .off-canvas, .mfp-wrap')) return { x, y };
        }
      }
      return null;
    });
    if (spot) await page.touchscreen.tap(spot.x, spot.y);
    await page.evaluate(() => window.scrollBy(0, 800));
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // Islands that wait for an idle moment (requestIdleCallback, at most 2 s) have loaded by now.
  await page.waitForTimeout(2500);
}

describe('a guest with an empty cart on pages a cache can serve', () => {
  for (const [device] of DEVICES) {
    it(`asks PHP for nothing but the pages: home, listing, products, home again (${device})`, async () => {
      const { context, page } = await guest(device);
      try {
        const asked: string[] = [];
        context.on('request', (request) => {
          const kind = dynamicKind(request);
          if (kind) asked.push(`${kind} (${new URL(page.url()).pathname})`);
        });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        for (const path of WALK) {
          await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
          await islasStarted(page);
          await browseLightly(page, device);
        }
        expect(asked).toEqual([]);
        // Nothing made a cart: no cart cookie, so the next page is as cacheable as this one.
        const cookies = (await context.cookies()).map((cookie) => cookie.name);
        expect(cookies.filter((name) => /^woocommerce_(items_in_cart|cart_hash)$|^wp_woocommerce_session_/.test(name))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the whole guest visit, counted by tests/bench/server-requests.mjs, on the stub', () => {
  it('finds its way by the pages, and islas asks PHP for the pages and, after the add, one fragments refresh', async () => {
    const { steps, total } = await guestVisit(browser(), baseUrl());
    expect(steps.map((s) => s.step)).toEqual(['land', 'shop listing', 'product 1', 'product 2', 'product 3', 'add to cart', 'cart']);
    expect(steps.map((s) => new URL(s.url).pathname)).toEqual(expect.arrayContaining(['/', '/tienda/', '/carrito/']));
    for (const s of steps.filter((s) => s.step !== 'add to cart')) expect(s.requests, s.step).toEqual([`GET ${new URL(s.url).pathname}`]);
    // The product form posts (the stub then redirects to the page, as WooCommerce may); the new
    // cart hash has no stored fragments yet: one refresh.
    const add = steps.find((s) => s.step === 'add to cart')!;
    expect(add.requests.filter((r: string) => r.startsWith('POST /producto/'))).toHaveLength(1);
    expect(add.wcAjax).toBe(1);
    expect(add.requests).toContain('POST /?wc-ajax=get_refreshed_fragments');
    expect(total).toMatchObject({ adminAjax: 0, rest: 0, other: 0, wcAjax: 1 });
  });
});
