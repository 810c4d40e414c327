// Flatsome's options as a shop owner sets them, obeyed (issue 30, deliver 3 and the gallery
// arrows of deliver 5; inventory rows 1, 10, 36-39). Each option is read from what the
// theme prints, as on a real Flatsome 3.20 shop: `#header.has-sticky`, the gallery
// slider's `.has-image-zoom` / `.disable-lightbox` and its Flickity options, and
// `flatsomeVars.options.live_search`. The stub takes the options from the cookie
// islas_theme_mods (php-stub/lib/site.php). Each point runs on a desktop and on a phone
// (touch), on a page without jQuery and on one with jQuery and its plugins (?islas-plugins=zoo).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, islasStarted, newShopper, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();

const GALLERY = '/producto/camiseta-basica-algodon-organico/';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Device = 'desktop' | 'phone';
interface Visit {
  page: Page;
  device: Device;
  errors: string[];
  /** The page address, with ?islas-plugins=zoo (jQuery and its plugins) when asked. */
  url(path: string): string;
}

const DEVICES: Device[] = ['desktop', 'phone'];
const PAGES = [
  ['without jQuery', ''],
  ['with jQuery', 'islas-plugins=zoo'],
] as const;

/** Each device on each kind of page, as a new visitor whose shop has `mods` (name:value pairs). */
function eachVisit(name: string, mods: string, run: (visit: Visit) => Promise<void>): void {
  for (const device of DEVICES) {
    for (const [kind, query] of PAGES) {
      it(`${name} (${device}, ${kind})`, async () => {
        await visit(device, mods, query, run);
      });
    }
  }
}

async function visit(device: Device, mods: string, query: string, run: (visit: Visit) => Promise<void>): Promise<void> {
  let context: BrowserContext;
  let page: Page;
  let close: () => Promise<void>;
  const errors: string[] = [];
  if (device === 'desktop') {
    const shopper = await newShopper(browser());
    ({ context, page } = shopper);
    close = shopper.close;
  } else {
    // A phone: touch, a phone's user agent (Flatsome decides some things by it), 390 px.
    context = await browser().newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
    page = await context.newPage();
    close = () => context.close();
    await useThisBuild(context);
  }
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  if (mods) await context.addCookies([{ name: 'islas_theme_mods', value: mods, url: baseUrl(), sameSite: 'Lax' }]);
  const url = (path: string): string => `${baseUrl()}${path}${query ? (path.includes('?') ? '&' : '?') + query : ''}`;
  try {
    await run({ page, device, errors, url });
  } finally {
    await close();
  }
}

/** Wakes the gallery island as a shopper does: a pointer over it, or on a phone the touch that starts a swipe. */
async function wakeGallery(page: Page, device: Device): Promise<void> {
  await islasStarted(page);
  const gallery = page.locator('.woocommerce-product-gallery');
  if (device === 'desktop') await gallery.hover({ position: { x: 5, y: 5 } });
  else await gallery.dispatchEvent('touchstart');
  await page.waitForSelector('.woocommerce-product-gallery[data-island-state="hydrated"]', { state: 'attached' });
}

/** Clicks (desktop) or taps (phone) the gallery's picture number `index`. */
async function choosePicture(page: Page, device: Device, index: number): Promise<void> {
  const picture = page.locator('.woocommerce-product-gallery__image').nth(index).locator('img');
  if (device === 'desktop') await picture.click();
  else await picture.tap();
}

const scrollLeft = (page: Page) => page.evaluate(() => document.querySelector('.product-gallery-slider')!.scrollLeft);
const selectedThumbnail = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.product-thumbnails .col')].findIndex((col) => col.classList.contains('is-nav-selected')));

describe('the main gallery, with thumbnails', () => {
  eachVisit('has previous and next arrows, as Flatsome prints its slider ("prevNextButtons": true), and they wrap around', '', async ({ page, device, errors, url }) => {
    await page.goto(url(GALLERY));
    const slider = page.locator('.product-gallery-slider');
    expect(JSON.parse((await slider.getAttribute('data-flickity-options'))!).prevNextButtons).toBe(true);
    expect(await page.locator('.product-thumbnails .col').count()).toBe(4);
    await wakeGallery(page, device);
    const next = page.locator('.woocommerce-product-gallery .islas-gallery__next');
    const prev = page.locator('.woocommerce-product-gallery .islas-gallery__prev');
    await expect.poll(() => next.isVisible()).toBe(true);
    expect(await prev.isVisible()).toBe(true);
    expect(await next.getAttribute('aria-label')).toBeTruthy();
    if (device === 'desktop') await next.click();
    else await next.tap();
    await expect.poll(() => selectedThumbnail(page)).toBe(1);
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(0);
    // Back to the first picture (a shopper sees it arrive), then from the first to the last.
    for (const expected of [0, 3]) {
      if (device === 'desktop') await prev.click();
      else await prev.tap();
      await expect.poll(() => selectedThumbnail(page)).toBe(expected);
    }
    expect(await page.locator('dialog.islas-lightbox').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(errors).toEqual([]);
  });
});

describe('product_zoom', () => {
  eachVisit('off: the slider has no .has-image-zoom, and no zoom shows on hover or on a tap', 'product_zoom:0', async ({ page, device, errors, url }) => {
    await page.goto(url(GALLERY));
    expect(await page.locator('.product-gallery-slider').getAttribute('class')).not.toContain('has-image-zoom');
    await wakeGallery(page, device);
    const picture = page.locator('.woocommerce-product-gallery__image').first().locator('img');
    if (device === 'desktop') {
      // Out and in again: a new hover of the picture, with the island there.
      await page.mouse.move(0, 0);
      await picture.hover();
      await picture.hover({ position: { x: 40, y: 60 } });
      await page.waitForTimeout(300);
      expect(await page.locator('img.zoomImg').count()).toBe(0);
    } else {
      await picture.tap();
      // Not zoomed: the tap opens the lightbox, as on a Flatsome shop.
      await expect.poll(() => page.locator('dialog.islas-lightbox').isVisible()).toBe(true);
      expect(await page.locator('img.zoomImg').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  eachVisit('on: a hover zooms on a desktop; a phone gets no zoom (Flatsome sets none up there), its tap opens the lightbox', 'product_zoom:1', async ({ page, device, errors, url }) => {
    await page.goto(url(GALLERY));
    expect(await page.locator('.product-gallery-slider').getAttribute('class')).toContain('has-image-zoom');
    await wakeGallery(page, device);
    const picture = page.locator('.woocommerce-product-gallery__image').first().locator('img');
    if (device === 'desktop') {
      await page.mouse.move(0, 0);
      await picture.hover();
      await expect.poll(() => page.locator('.woocommerce-product-gallery__image img.zoomImg').count()).toBe(1);
    } else {
      await picture.tap();
      await expect.poll(() => page.locator('dialog.islas-lightbox').isVisible()).toBe(true);
      expect(await page.locator('img.zoomImg').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});

describe('product_lightbox', () => {
  eachVisit('"disabled": .disable-lightbox and no zoom button; a picture opens neither a lightbox nor its file', 'product_lightbox:disabled', async ({ page, device, errors, url }) => {
    await page.goto(url(GALLERY));
    expect(await page.locator('.product-gallery-slider').getAttribute('class')).toContain('disable-lightbox');
    expect(await page.locator('.zoom-button').count()).toBe(0);
    await wakeGallery(page, device);
    await choosePicture(page, device, 0);
    await page.waitForTimeout(500);
    expect(await page.locator('dialog.islas-lightbox').count()).toBe(0);
    // The shop's zoom (on here) is the hover's; a phone gets none.
    if (device === 'phone') expect(await page.locator('img.zoomImg').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(errors).toEqual([]);
  });

  for (const [value, bodyClass] of [['default', false], ['flatsome', true]] as const) {
    eachVisit(`"${value}": a picture opens the gallery's lightbox${bodyClass ? ' (body.has-lightbox)' : ''}`, `product_lightbox:${value},product_zoom:0`, async ({ page, device, errors, url }) => {
      await page.goto(url(GALLERY));
      expect(await page.evaluate(() => document.body.classList.contains('has-lightbox'))).toBe(bodyClass);
      await wakeGallery(page, device);
      await choosePicture(page, device, 1);
      const lightbox = page.locator('dialog.islas-lightbox');
      await expect.poll(() => lightbox.isVisible()).toBe(true);
      expect(await lightbox.locator('img').getAttribute('src')).toContain('-2.svg');
      expect(new URL(page.url()).pathname).toBe(GALLERY);
      expect(errors).toEqual([]);
    });
  }
});

describe('live_search', () => {
  /** Types into the search form: the header's on a desktop, the 404 page's on a phone (the header's is in the menu there). */
  async function search(page: Page, device: Device, url: (path: string) => string): Promise<void> {
    await page.goto(url(device === 'desktop' ? '/tienda/' : '/no-existe/'));
    await islasStarted(page);
    const field = page.locator(device === 'desktop' ? 'header .searchform .search-field' : '#main .searchform .search-field').first();
    if (device === 'desktop') await field.click();
    else await field.tap();
    await page.keyboard.type('camiseta', { delay: 40 });
  }
  const searches = (page: Page): string[] => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('flatsome_ajax_search_products')) seen.push(request.url());
    });
    return seen;
  };

  eachVisit('off: no request to flatsome_ajax_search_products, which Flatsome then does not register', 'live_search:0', async ({ page, device, errors, url }) => {
    const seen = searches(page);
    await search(page, device, url);
    await page.waitForTimeout(800);
    expect(seen).toEqual([]);
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    // As on a real shop: the action is not there, admin-ajax.php answers 0 with 400.
    const answer = await page.request.get(`${baseUrl()}/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=camiseta`);
    expect([answer.status(), await answer.text()]).toEqual([400, '0']);
    expect(errors).toEqual([]);
  });

  eachVisit('on (Flatsome\'s default): suggestions come', '', async ({ page, device, errors, url }) => {
    const seen = searches(page);
    await search(page, device, url);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[role="option"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('header_sticky', () => {
  const scrollDown = async (page: Page): Promise<void> => {
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);
    await page.waitForTimeout(300);
  };
  // In-page targets land below the stuck header: the theme's CSS reads the height measured at the first input.
  const stuck = (page: Page) =>
    page.evaluate(() => ({
      stuck: document.querySelector('.header-wrapper')!.classList.contains('stuck'),
      scrollPaddingTop: getComputedStyle(document.documentElement).scrollPaddingTop,
    }));

  eachVisit('every sticky row off: no #header.has-sticky, and the header scrolls away', 'header_sticky:0,bottombar_sticky:0', async ({ page, errors, url }) => {
    await page.goto(url('/tienda/'));
    expect(await page.locator('#header').getAttribute('class')).not.toContain('has-sticky');
    await islasStarted(page);
    await scrollDown(page);
    expect(await stuck(page)).toEqual({ stuck: false, scrollPaddingTop: '0px' });
    expect(await page.evaluate(() => document.querySelector('#header')!.getBoundingClientRect().bottom)).toBeLessThan(0);
    expect(errors).toEqual([]);
  });

  eachVisit("on (Flatsome's default): #header.has-sticky, and the header sticks", '', async ({ page, errors, url }) => {
    await page.goto(url('/tienda/'));
    expect(await page.locator('#header').getAttribute('class')).toContain('has-sticky');
    await islasStarted(page);
    await scrollDown(page);
    await expect.poll(() => stuck(page)).toEqual({ stuck: true, scrollPaddingTop: '70px' });
    expect(errors).toEqual([]);
  });
});
