// Hardening (issue 13), as an attacker or a careless server would try it in Chromium:
// hostile answers and config served through `page.route`, fragments planted in
// sessionStorage, and the back/forward cache with Chromium's default on. Runs on both builds.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AJAX_ADD_BUTTONS,
  CHROMIUM_PATH,
  islasStarted,
  launchChromium,
  MINI_CART_LINES,
  newShopper,
  pointAt,
  rewritePage,
  serverCart,
  type Shopper,
  useShoppers,
} from './browser';

const withShopper = useShoppers();

const VARIABLE = '/producto/sudadera-capucha-islas/';
const SIMPLE = '/producto/camiseta-basica-algodon-organico/';
const ADD_FAILED = /^No se ha podido añadir «.+» al carrito\. Inténtalo de nuevo\.$/;

/** `window.x`, which every hostile script here would set. */
const scriptRan = (page: Page) => page.evaluate(() => (window as { x?: unknown }).x !== undefined);

/** Every main-frame navigation after the first load. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

describe('URLs from data', () => {
  it('an add_to_cart error whose product_url is a script or another site: no script, no navigation, the Spanish message, the button works again', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      const here = page.url();
      const navigations = recordNavigations(page);
      let productUrl: string | undefined;
      await page.route('**/?wc-ajax=add_to_cart', (route) =>
        productUrl === undefined ? route.continue() : route.fulfill({ json: { error: true, product_url: productUrl } }),
      );
      const button = page.locator(AJAX_ADD_BUTTONS).first();
      const notice = page.locator('.islas-live-region--error');
      for (const url of ['javascript:window.x=1', ' javascript:window.x=1', 'https://elsewhere.example/', '//elsewhere.example/']) {
        productUrl = url;
        await button.click();
        await expect.poll(() => notice.textContent(), { message: url }).toMatch(ADD_FAILED);
        expect(await notice.isVisible(), url).toBe(true);
        await expect.poll(() => button.getAttribute('class'), { message: url }).not.toContain('loading');
        expect(await scriptRan(page), url).toBe(false);
        expect(page.url(), url).toBe(here);
        // The next try must announce again.
        await page.evaluate(() => document.querySelector('.islas-live-region--error')?.classList.remove('islas-live-region--error'));
      }
      expect(navigations).toEqual([]);
      productUrl = undefined;
      await button.click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(1);
      expect((await serverCart(shopper)).count).toBe(1);
      expect(await scriptRan(page)).toBe(false);
    });
  });

  it('a variation whose picture fields are scripts: the gallery keeps the page’s own addresses', async () => {
    await withShopper(async ({ page, url, errors }) => {
      const hostile = {
        src: 'javascript:window.x=1',
        srcset: 'javascript:window.x=2 300w, JAVASCRIPT:window.x=3 600w',
        full_src: ' javascript:window.x=4',
        gallery_thumbnail_src: 'java&#x09;script:window.x=5',
        thumb_src: 'data:text/html,<script>parent.x=6</script>',
        src_w: 600,
        src_h: 600,
      };
      await rewritePage(page, VARIABLE, (html) =>
        html.replace(/data-product_variations="([^"]*)"/, (_all, encoded: string) => {
          const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
          const encode = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
          const variations = (JSON.parse(decode(encoded)) as { image?: object }[]).map((variation) => ({ ...variation, image: hostile }));
          return `data-product_variations="${encode(JSON.stringify(variations))}"`;
        }),
      );
      await page.goto(url(VARIABLE));
      await islasStarted(page);
      // The shopper starts acting on the page: the variation form loads at the first input.
      await page.mouse.move(5, 5);
      await page.mouse.move(20, 20);
      const slide = page.locator('.woocommerce-product-gallery__image').first();
      const img = slide.locator('img.wp-post-image');
      const attributes = () =>
        Promise.all([
          slide.getAttribute('data-thumb'),
          slide.locator('a').getAttribute('href'),
          ...['src', 'srcset', 'data-src', 'data-large_image'].map((name) => img.getAttribute(name)),
        ]);
      const original = await attributes();
      expect(original[0]).toMatch(/^\/fixtures\/images\//);
      await page.selectOption('select[name="attribute_pa_color"]', 'rojo');
      await page.selectOption('select[name="attribute_pa_talla"]', 's');
      await expect.poll(() => page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('39,95');
      // The picture update runs 20 ms after the variation shows.
      await page.waitForTimeout(200);
      expect(await attributes()).toEqual(original);
      const all = await page.evaluate(() =>
        [...document.querySelectorAll('.product *')].flatMap((el) =>
          [...el.attributes].filter((a) => a.name !== 'data-product_variations' && /script:|^\s*data:text/i.test(a.value)).map((a) => `${el.tagName} ${a.name}=${a.value}`),
        ),
      );
      expect(all).toEqual([]);
      // The gallery link still opens the page's picture, in the lightbox.
      await pointAt(page, '.woocommerce-product-gallery');
      await slide.locator('a').click();
      const lightbox = page.locator('dialog.islas-lightbox');
      await expect.poll(() => lightbox.isVisible()).toBe(true);
      expect(await lightbox.locator('img').getAttribute('src')).toBe(original[1]);
      expect(await scriptRan(page)).toBe(false);
      expect(new URL(page.url()).pathname).toBe(VARIABLE);
      expect(errors).toEqual([]);
    });
  });

  it('cart_url "javascript:…" in the page config: "Ver carrito" links to the default cart, and no redirect after the add', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await rewritePage(page, '/tienda/', (html) =>
        html.replace(/var wc_add_to_cart_params = (.*?);\n<\/script>/, (_all, json: string) => {
          const params = { ...JSON.parse(json), cart_url: 'javascript:window.x=1', cart_redirect_after_add: 'yes' };
          return `var wc_add_to_cart_params = ${JSON.stringify(params)};\n</script>`;
        }),
      );
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      expect(await page.evaluate(() => (window as { wc_add_to_cart_params?: { cart_url?: string } }).wc_add_to_cart_params?.cart_url)).toBe('javascript:window.x=1');
      const navigations = recordNavigations(page);
      const button = page.locator(AJAX_ADD_BUTTONS).first();
      await button.click();
      await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('added');
      const link = page.locator('.products a.added_to_cart.wc-forward').first();
      expect(await link.textContent()).toBe('Ver carrito');
      expect(await link.getAttribute('href')).toBe(shopper.url('/carrito/'));
      expect(warnings.filter((w) => w.includes('wc_add_to_cart_params.cart_url'))).toHaveLength(1);
      await page.waitForTimeout(300);
      expect(navigations).toEqual([]);
      expect(await scriptRan(page)).toBe(false);
      await link.click();
      await page.waitForURL(shopper.url('/carrito/'));
      expect(await scriptRan(page)).toBe(false);
    });
  });
});

describe('fragment cache', () => {
  it('never applies HTML planted in sessionStorage under an empty cart hash: it asks the server', async () => {
    await withShopper(async ({ page, url, errors }) => {
      // Anything planted that ever reaches the page is recorded, even if replaced at once.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.getElementById('planted')) (window as { planted?: boolean }).planted = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      await page.evaluate(() => {
        const params = (window as { wc_cart_fragments_params?: { fragment_name: string; cart_hash_key: string } }).wc_cart_fragments_params!;
        const planted = '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item" id="planted"><img src="/nope.png" onerror="window.x=1">Regalo</li></ul></div>';
        sessionStorage.setItem(params.fragment_name, JSON.stringify({ 'div.widget_shopping_cart_content': planted }));
        sessionStorage.setItem(params.cart_hash_key, '');
        sessionStorage.setItem('wc_cart_created', String(Date.now()));
      });
      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=get_refreshed_fragments')) refreshes.push(request.url());
      });
      await page.reload();
      await islasStarted(page);
      await expect.poll(() => refreshes.length).toBe(1);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { planted?: boolean }).planted ?? false)).toBe(false);
      expect(await scriptRan(page)).toBe(false);
      expect(await page.locator('.header-nav li.cart-item .woocommerce-mini-cart__empty-message').count()).toBeGreaterThan(0);
      // The cache now holds the server's empty cart.
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('planted');
      expect(errors).toEqual([]);
    });
  });
});

describe('back/forward cache (Chromium default on)', () => {
  // Playwright launches Chromium with --disable-back-forward-cache; this file's own
  // Chromium runs without that switch, with the project's other switches. The desktop
  // Chromium, not the headless shell the other tests use: the shell has no such cache.
  let bfcacheBrowser: Browser | undefined;
  beforeAll(async () => {
    bfcacheBrowser = await launchChromium(CHROMIUM_PATH, { ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  });
  afterAll(async () => {
    await bfcacheBrowser?.close();
  });

  it('a product page restored from the cache shows the cart changed on another page', async () => {
    const shopper: Shopper = await newShopper(bfcacheBrowser!);
    try {
      const { page } = shopper;
      await page.addInitScript(() => {
        window.addEventListener('pageshow', (event) => {
          const win = window as { shows?: boolean[] };
          win.shows = [...(win.shows ?? []), event.persisted];
        });
      });
      const response = await page.goto(shopper.url(SIMPLE));
      // WordPress sends no-store only on cart, checkout and account pages (the stub does too):
      // a no-store page never enters the cache, and this test would prove nothing.
      expect(response!.headers()['cache-control'] ?? '', 'the product page must be cacheable (php-stub: no-store only on cart/checkout/account)').not.toMatch(/no-store/);
      await islasStarted(page);
      expect(await page.locator(MINI_CART_LINES).count()).toBe(0);
      await page.evaluate(() => ((window as { before?: string }).before = 'this document'));

      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(1);
      expect((await serverCart(shopper)).count).toBe(1);

      const refreshed = page.waitForRequest((request) => request.url().includes('wc-ajax=get_refreshed_fragments'));
      // A page restored from the cache fires no load event: wait for the commit only.
      await page.goBack({ waitUntil: 'commit' });
      await refreshed;
      const restored = await page.evaluate(() => ({
        before: (window as { before?: string }).before,
        shows: (window as { shows?: boolean[] }).shows,
        path: location.pathname,
      }));
      expect(restored, 'the product page came back from the back/forward cache').toEqual({ before: 'this document', shows: [false, true], path: SIMPLE });
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe('1');
      expect(shopper.errors).toEqual([]);
    } finally {
      await shopper.close();
    }
  });
});
