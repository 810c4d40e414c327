// islas's CSS does not block rendering (issue 14): the first paint has the critical rules
// (printed inline) and does not wait for islas.css, nothing shifts when islas.css arrives,
// and islas.css applies once loaded, with JavaScript on (media="print" switched to all) and
// off (the <noscript> copy). The printed markup: tests/unit/css-delivery.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islasStarted, rewritePage, useShoppers, type Shopper } from './browser';

const withShopper = useShoppers();

const SHOP = '/tienda/';
const PRODUCT = '/producto/camiseta-basica-algodon-organico/';
const CART = '/carrito/';

/**
 * Holds every request for islas.css until `release()`: what the page shows meanwhile is
 * what it shows before the stylesheet arrives, however fast the network.
 */
async function holdStylesheet(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(
    (url) => url.pathname.endsWith('/dist/islas.css') || url.pathname.endsWith('/dist/react/islas.css'),
    async (route) => {
      requested += 1;
      await gate;
      await route.continue().catch(() => {}); // the page may be gone by then
    },
  );
  return { release, requested: () => requested };
}

/** WooCommerce's own gallery markup: printed at opacity 0 for its slider script to fade in. */
async function stockGalleryOpacity(page: Page, path: string): Promise<void> {
  await rewritePage(page, path, (html) =>
    html.replace(
      'class="woocommerce-product-gallery ',
      'style="opacity: 0; transition: opacity .25s ease-in-out;" class="woocommerce-product-gallery ',
    ),
  );
}

/** Polls from outside the page (page scripts may be off) until the first contentful paint. */
async function firstPaint(page: Page): Promise<number> {
  for (let i = 0; i < 200; i += 1) {
    const fcp = await page
      .evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
      .catch(() => null); // the document may still be committing
    if (fcp !== null) return fcp;
    await page.waitForTimeout(50);
  }
  throw new Error('no first contentful paint');
}

/**
 * Every layout shift once the document is parsed (buffered), without the ones right after
 * input. While the HTML streams in, the browser may paint a half-parsed header whose
 * columns then reflow as the rest arrives: that is the theme's markup and CSS (Flatsome's
 * fixed-height header has none; the stand-in theme's may), before any of islas's CSS or
 * script can act (islas.css is held until well after the parse, the module runs after
 * it, the critical rules are in the head from the first paint).
 */
function cumulativeLayoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[];
    observer.disconnect();
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    const counted = entries.filter((e) => !e.hadRecentInput && e.startTime >= parsed);
    return {
      cls: counted.reduce((sum, e) => sum + e.value, 0),
      shifts: counted.map((e) => `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`),
    };
  });
}

/** Whether islas.css's rules apply: an element only islas.css styles, measured. */
function fullStylesheetApplies(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'islas-drawer';
    probe.hidden = true;
    document.body.append(probe);
    const fixed = getComputedStyle(probe).position === 'fixed';
    probe.remove();
    return fixed;
  });
}

async function putInCart(shopper: Shopper): Promise<void> {
  const answer = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: '101', quantity: '1' } });
  expect(answer.ok()).toBe(true);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  describe(`islas's CSS ${mode}`, () => {
    it('the first paint has the critical rules and does not wait for islas.css, which applies once it arrives', async () => {
      await withShopper(async ({ page, url }) => {
        await stockGalleryOpacity(page, PRODUCT);
        const stylesheet = await holdStylesheet(page);
        await page.goto(url(PRODUCT), { waitUntil: 'commit' });
        await firstPaint(page);

        // Painted while islas.css is still on its way.
        expect(stylesheet.requested()).toBeGreaterThan(0);
        const atFirstPaint = await page.evaluate(() => ({
          critical: document.head.querySelector('style#islas-critical-css') !== null,
          loaded: [...document.querySelectorAll<HTMLLinkElement>('link[href*="/islas.css"]')].some((link) => link.sheet !== null),
          galleryOpacity: getComputedStyle(document.querySelector('.woocommerce-product-gallery')!).opacity,
          slider: getComputedStyle(document.querySelector('.product-gallery-slider')!).display,
        }));
        expect(atFirstPaint).toEqual({ critical: true, loaded: false, galleryOpacity: '1', slider: 'flex' });
        expect(await fullStylesheetApplies(page)).toBe(false);

        stylesheet.release();
        await page.waitForLoadState('load');
        if (javaScriptEnabled) {
          await islasStarted(page);
          await page.waitForFunction(() => (document.getElementById('islas-css') as HTMLLinkElement | null)?.media === 'all');
        } else {
          // The print-media link stays print; the <noscript> copy styles the page.
          expect(await page.evaluate(() => (document.getElementById('islas-css') as HTMLLinkElement).media)).toBe('print');
        }
        expect(await fullStylesheetApplies(page)).toBe(true);
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('.woocommerce-product-gallery')!).opacity)).toBe('1');
      }, { javaScriptEnabled });
    });

    const pages = [
      { name: 'shop', path: SHOP },
      { name: 'simple product', path: PRODUCT },
      { name: 'simple product, phone-sized', path: PRODUCT, viewport: { width: 412, height: 823 } },
      { name: 'cart', path: CART, cart: true },
    ];
    it.each(pages)('$name: no layout shift once the page is parsed, until islas.css has applied (CLS 0)', async ({ path, viewport, cart }) => {
      await withShopper(async (shopper) => {
        const { page, url } = shopper;
        if (viewport) await page.setViewportSize(viewport);
        if (cart) await putInCart(shopper);
        await stockGalleryOpacity(page, PRODUCT);
        const stylesheet = await holdStylesheet(page);
        await page.goto(url(path), { waitUntil: 'commit' });
        await firstPaint(page);
        // A late stylesheet is where a shift would come from: let the page settle first.
        await page.waitForTimeout(300);
        stylesheet.release();
        await page.waitForLoadState('load');
        if (javaScriptEnabled) await islasStarted(page);
        await page.waitForLoadState('networkidle');
        expect(await fullStylesheetApplies(page)).toBe(true);
        const { cls, shifts } = await cumulativeLayoutShift(page);
        expect(shifts).toEqual([]);
        expect(cls).toBe(0);
      }, { javaScriptEnabled });
    });
  });
}
