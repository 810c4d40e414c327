/**
 * Flatsome 3.20's content lightboxes (issue 32; flatsome-3.20.md rows 49, 54, 64-68), on
 * the stub's /elementos/ part 40-lightbox (the real shop's /portada/ shortcodes: a size
 * guide [lightbox] and its button, a YouTube button, [ux_image lightbox], [ux_gallery];
 * with a [video_button] to Vimeo, an mp4 button, a picture linked in the content, a
 * separate gallery and, with ?islas-autopopup=1, a [lightbox auto_open]) and the checkout's
 * terms in a lightbox (checkout_terms_and_conditions). With flatsome-js gone and nothing in
 * its place, each of these links opened the raw file or the video site, or did nothing.
 *
 * Compared with a real Flatsome 3.20 shop (realshop/flatsome.sh, stock against islas):
 * the same wrapper classes (mfp-gallery, my-mfp-video, mfp-close-btn-in for an auto-open),
 * holders (mfp-image-holder, mfp-iframe-holder, mfp-inline-holder), the figure with its
 * title and counter (the page's one gallery: [ux_image] and [ux_gallery] together, "3 of
 * 11" on /portada/), the embed address //www.youtube.com/embed/<id>?autoplay=1,
 * aria-expanded on a [lightbox]'s link, the lightbox_<id> cookie (365 days, path /), the
 * terms accept button closing the popup and ticking the box.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, holdChunk, islasStarted, JQUERY_SETUPS, newShopper, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ELEMENTS = '/elementos/?islas-elements=40-lightbox';

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  phone: boolean;
  url(path: string, query?: string): string;
  /** A click on a desktop, a tap on the phone. */
  press(selector: string): Promise<void>;
}

/** One visitor on a desktop (the suite's shopper) or a touch phone (390×844, a phone's user agent). */
async function visit(phone: boolean, jquery: string, run: (visit: Visit) => Promise<void>, options: { reducedMotion?: 'reduce' } = {}): Promise<void> {
  const shopper = phone || options.reducedMotion ? undefined : await newShopper(browser());
  const context =
    shopper?.context ??
    (await browser().newContext({
      locale: 'es-ES',
      ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } : { viewport: { width: 1280, height: 900 } }),
      reducedMotion: options.reducedMotion,
    }));
  const page = shopper?.page ?? (await context.newPage());
  const errors = shopper?.errors ?? [];
  if (!shopper) {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
    await useThisBuild(context);
  }
  // Nothing goes to the video sites: their players are a page of the test's.
  await context.route(/^https?:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  await context.route(/\/fixtures\/video\/muestra\.mp4$/, (route) => route.fulfill({ contentType: 'video/mp4', body: Buffer.alloc(0) }));
  const url = (path: string, query = ''): string => {
    const extra = [jquery.replace(/^\?/, ''), query].filter(Boolean).join('&');
    return `${baseUrl()}${path}${extra ? (path.includes('?') ? '&' : '?') + extra : ''}`;
  };
  const press = (selector: string): Promise<void> => (phone ? page.locator(selector).tap() : page.locator(selector).click());
  try {
    await run({ page, context, errors, phone, url, press });
  } finally {
    if (shopper) await shopper.close();
    else await context.close();
  }
}

const CASES = [false, true].flatMap((phone) => JQUERY_SETUPS.map(([setup, query]) => ({ name: `${phone ? 'phone' : 'desktop'}, ${setup}`, phone, query })));

const dialog = (page: Page) => page.locator('body > .mfp-wrap[role="dialog"]');

/** The dialog has gone, as after Magnific's 300 ms removal. */
const closed = async (page: Page) => {
  await page.locator('.mfp-wrap').waitFor({ state: 'detached' });
  await page.locator('.mfp-bg').waitFor({ state: 'detached' });
};

const state = (page: Page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('body > .mfp-wrap');
    return {
      wrap: wrap?.className ?? null,
      backdrop: document.querySelector('body > .mfp-bg')?.className ?? null,
      holder: wrap?.querySelector('.mfp-container')?.className ?? null,
      name: wrap?.getAttribute('aria-label') ?? null,
      focusInside: !!wrap && wrap.contains(document.activeElement),
      counter: wrap?.querySelector('.mfp-counter')?.textContent ?? null,
      title: wrap?.querySelector('.mfp-title')?.textContent ?? null,
      picture: wrap?.querySelector('img.mfp-img')?.getAttribute('src')?.replace(/^.*\//, '') ?? null,
      href: location.href,
      body: document.body.className,
    };
  });

/** Opens `link`'s dialog and waits until it is ready (its first input first brings the lightboxes' code). */
async function open(v: Visit, link: string): Promise<void> {
  await v.press(link);
  await v.page.locator('body > .mfp-wrap.mfp-ready').waitFor();
}

/** Tab and Shift+Tab a few times: focus stays in the dialog. */
async function focusStaysIn(page: Page): Promise<void> {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect((await state(page)).focusInside).toBe(true);
  }
}

/** After closing: focus is back on `link` and the address did not change. */
async function focusBack(page: Page, link: string, address: string): Promise<void> {
  await closed(page);
  expect(await page.locator(link).evaluate((el) => el === document.activeElement)).toBe(true);
  expect(page.url()).toBe(address);
}

describe('the lightboxes of /elementos/', () => {
  for (const c of CASES) {
    it(`a [lightbox] by its link, the page's gallery, a picture, videos and a separate gallery open in the dialog (${c.name})`, async () => {
      await visit(c.phone, c.query, async (v) => {
        const { page } = v;
        await page.goto(v.url(ELEMENTS));
        await islasStarted(page);
        expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function')).toBe(c.query !== '');
        const address = page.url();

        // The size guide: the [lightbox] moves into the dialog, named by its link.
        const guide = 'a.islas-size-guide';
        await open(v, guide);
        expect(await page.getByRole('dialog', { name: 'Guía de tallas' }).count()).toBe(1);
        let now = await state(page);
        expect([now.wrap, now.backdrop, now.holder, now.name]).toEqual(['mfp-wrap mfp-auto-cursor mfp-ready', 'mfp-bg mfp-ready', 'mfp-container mfp-inline-holder mfp-s-ready', 'Guía de tallas']);
        expect(now.focusInside).toBe(true);
        expect(await page.locator('.mfp-content > #guia-tallas:not(.mfp-hide) table').isVisible()).toBe(true);
        expect(await page.locator(guide).getAttribute('aria-expanded')).toBe('true');
        await focusStaysIn(page);
        await page.keyboard.press('Escape');
        await focusBack(page, guide, address);
        expect(await page.locator(guide).getAttribute('aria-expanded')).toBe('false');
        expect(await page.locator('#guia-tallas').getAttribute('class')).toContain('mfp-hide');

        // The page's one gallery: [ux_image] first, then [ux_gallery]'s four; arrows, keys, wrap.
        const second = '.islas-gallery a >> nth=1';
        await open(v, second);
        now = await state(page);
        expect([now.wrap, now.holder, now.counter, now.title, now.picture]).toEqual([
          'mfp-wrap mfp-gallery mfp-auto-cursor mfp-ready',
          'mfp-container mfp-image-holder mfp-s-ready',
          '3 de 5',
          'Sudadera con capucha',
          'sudadera-capucha-islas.svg',
        ]);
        expect(now.body).toContain('mfp-zoom-out-cur');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        expect((await state(page)).counter).toBe('5 de 5');
        await page.keyboard.press('ArrowRight');
        now = await state(page);
        expect([now.counter, now.picture]).toEqual(['1 de 5', 'chaqueta-punto-canale.svg']);
        await page.keyboard.press('ArrowLeft');
        expect((await state(page)).counter).toBe('5 de 5');
        await v.press('.mfp-arrow-right');
        expect((await state(page)).counter).toBe('1 de 5');
        await v.press('.mfp-arrow-left');
        expect((await state(page)).counter).toBe('5 de 5');
        expect(await page.locator('.mfp-arrow-left').getAttribute('aria-label')).toBe('Anterior (flecha izquierda)');
        expect((await state(page)).focusInside).toBe(true);
        await v.press('.mfp-wrap > button.mfp-close');
        await focusBack(page, second, address);
        expect((await state(page)).body).not.toContain('mfp-zoom-out-cur');

        // A picture linked to its file in the content: one picture, no arrows; a click on it closes.
        const picture = '.islas-content-picture a';
        await open(v, picture);
        now = await state(page);
        expect([now.wrap, now.counter, now.picture]).toEqual(['mfp-wrap mfp-ready', '', 'lookbook-muestra.png']);
        expect(await page.locator('.mfp-arrow').count()).toBe(0);
        await v.press('img.mfp-img');
        await focusBack(page, picture, address);

        // YouTube and Vimeo: their player in an iframe, autoplaying; the backdrop closes.
        const youtube = 'a.islas-video';
        await open(v, youtube);
        now = await state(page);
        expect([now.wrap, now.backdrop, now.holder, now.name]).toEqual(['mfp-wrap mfp-auto-cursor my-mfp-video mfp-ready', 'mfp-bg my-mfp-video mfp-ready', 'mfp-container mfp-iframe-holder mfp-s-ready', 'Ver vídeo']);
        expect(await page.locator('.mfp-iframe-scaler > iframe.mfp-iframe').getAttribute('src')).toBe('//www.youtube.com/embed/f3Hh_qSkpaA?autoplay=1');
        await (v.phone ? page.touchscreen.tap(5, 450) : page.mouse.click(5, 450));
        await focusBack(page, youtube, address);

        const vimeo = '.video-button-wrapper a.open-video';
        await open(v, vimeo);
        expect(await page.locator('iframe.mfp-iframe').getAttribute('src')).toBe('//player.vimeo.com/video/76979871?autoplay=1');
        expect((await state(page)).name).toBe('Abrir vídeo en lightbox');
        await page.keyboard.press('Escape');
        await focusBack(page, vimeo, address);

        // An mp4 file: a <video> with controls, autoplaying.
        const clip = 'a.islas-clip';
        await open(v, clip);
        now = await state(page);
        expect(now.holder).toBe('mfp-container mfp-inline-holder mfp-s-ready');
        expect(await page.locator('.ux-mfp-inline-content--video > video[autoplay][controls][playsinline] > source[type="video/mp4"]').getAttribute('src')).toMatch(/\/fixtures\/video\/muestra\.mp4$/);
        await page.keyboard.press('Escape');
        await focusBack(page, clip, address);

        // A gallery with its own lightbox: only its two pictures.
        const separate = '.islas-separate-gallery a >> nth=0';
        await open(v, separate);
        expect((await state(page)).counter).toBe('1 de 2');
        await page.keyboard.press('ArrowLeft');
        expect((await state(page)).title).toBe('Mochila enrollable');
        await page.keyboard.press('Escape');
        await focusBack(page, separate, address);
        expect(v.errors).toEqual([]);
      });
    });

    it(`a click before the builder table and the lightboxes' code arrive is held and opens the dialog, without going to the file (${c.name})`, async () => {
      await visit(c.phone, c.query, async (v) => {
        const { page } = v;
        // Both late: the builder table (loaded at load) and the lightboxes' code (at the first input).
        const releaseTable = await holdChunk(page, 'builder');
        const release = await holdChunk(page, 'lightbox');
        await page.goto(v.url(ELEMENTS));
        await islasStarted(page);
        const address = page.url();
        await v.press('.islas-gallery a >> nth=0');
        // Held: no dialog yet, still on the page.
        await page.waitForTimeout(300);
        expect(await page.locator('.mfp-wrap').count()).toBe(0);
        expect(page.url()).toBe(address);
        releaseTable();
        await page.waitForSelector('html[data-islas-enhanced~="builder"]', { state: 'attached' });
        await page.waitForTimeout(300);
        expect(await page.locator('.mfp-wrap').count()).toBe(0);
        expect(page.url()).toBe(address);
        release();
        await page.locator('body > .mfp-wrap.mfp-ready').waitFor();
        expect((await state(page)).counter).toBe('2 de 5');
        expect(page.url()).toBe(address);
        expect(v.errors).toEqual([]);
      });
    });

    it(`a [lightbox auto_open] opens after its delay once, then its lightbox_<id> cookie keeps it closed (${c.name})`, async () => {
      await visit(c.phone, c.query, async (v) => {
        const { page, context } = v;
        await page.goto(v.url(ELEMENTS, 'islas-autopopup=1'));
        await islasStarted(page);
        // Not before its delay: 1 s from the page being ready (DOMContentLoaded, Flatsome's jQuery ready).
        // When it opens (or, if it already has, no earlier than now), in ms since then.
        const openedAt = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const ready = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
              const seen = (): boolean => !!document.querySelector('body > .mfp-wrap') && (resolve(performance.now() - ready), true);
              if (!seen()) new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document.body, { childList: true });
            }),
        );
        expect(openedAt).toBeGreaterThanOrEqual(1_000);
        await page.locator('body > .mfp-wrap.mfp-ready').waitFor({ timeout: 5_000 });
        const now = await state(page);
        expect([now.wrap, now.name]).toEqual(['mfp-wrap mfp-auto-cursor mfp-close-btn-in mfp-ready', 'Apúntate al boletín']);
        expect(now.focusInside).toBe(true);
        // Magnific's default for it: the close button inside the popup.
        expect(await page.locator('#boletin > button.mfp-close').count()).toBe(1);
        const cookie = (await context.cookies()).find((c) => c.name === 'lightbox_boletin');
        expect(cookie?.value).toBe('opened_2');
        expect(cookie?.path).toBe('/');
        expect(Math.round((cookie!.expires * 1000 - Date.now()) / 864e5)).toBe(365);
        await v.press('#boletin > button.mfp-close');
        await closed(page);
        expect(await page.locator('#boletin > button.mfp-close').count()).toBe(0);

        // The next visit: the cookie says it opened.
        await page.goto(v.url(ELEMENTS, 'islas-autopopup=1'));
        await islasStarted(page);
        await page.waitForTimeout(2_000);
        expect(await page.locator('.mfp-wrap').count()).toBe(0);
        expect(v.errors).toEqual([]);
      });
    });

    it(`the product video button plays the video in the dialog, over the product gallery (${c.name})`, async () => {
      await visit(c.phone, c.query, async (v) => {
        const { page } = v;
        await page.goto(v.url('/producto/camiseta-basica-algodon-organico/', 'islas-product-video=1'));
        await islasStarted(page);
        const address = page.url();
        const button = 'a.open-video.product-video-popup';
        await open(v, button);
        const now = await state(page);
        expect([now.wrap, now.holder, now.name]).toEqual(['mfp-wrap mfp-auto-cursor my-mfp-video mfp-ready', 'mfp-container mfp-iframe-holder mfp-s-ready', 'Abrir vídeo en lightbox']);
        expect(await page.locator('iframe.mfp-iframe').getAttribute('src')).toBe('//www.youtube.com/embed/f3Hh_qSkpaA?autoplay=1');
        // The gallery's own lightbox stays shut.
        expect(await page.locator('dialog[open]').count()).toBe(0);
        await page.keyboard.press('Escape');
        await focusBack(page, button, address);
        expect(v.errors).toEqual([]);
      });
    });

    it(`the checkout's terms open in a lightbox, and its accept button ticks the box and closes it without an error (${c.name})`, async () => {
      await visit(c.phone, c.query, async (v) => {
        const { page, context } = v;
        // The shop's option, for the page and its update_order_review fragments.
        await context.addCookies([{ name: 'islas_theme_mods', value: 'checkout_terms_and_conditions:lightbox', url: baseUrl(), sameSite: 'Lax' }]);
        await page.goto(`${baseUrl()}/?add-to-cart=101`);
        // The checkout asks for its review once at start, which prints the terms again: after it.
        const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
        await page.goto(v.url('/finalizar-compra/'));
        await islasStarted(page);
        await reviewed;
        // Its answer in place (the review is busy until then).
        await page.waitForFunction(() => !document.querySelector('.woocommerce-checkout-review-order-table')?.hasAttribute('aria-busy'));
        const address = page.url();
        const link = 'a[href="#terms-and-conditions-lightbox"]';
        expect(await page.locator('#terms-and-conditions-lightbox.mfp-hide').count()).toBe(1);
        await open(v, link);
        expect((await state(page)).name).toBe('Términos y condiciones');
        expect(await page.locator(link).getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator('#terms').isChecked()).toBe(false);
        await v.press('#terms-and-conditions-accept');
        await focusBack(page, link, address);
        expect(await page.locator('#terms').isChecked()).toBe(true);
        expect(await page.locator(link).getAttribute('aria-expanded')).toBe('false');
        expect(v.errors).toEqual([]);
      });
    });
  }

  it("a click on a [lightbox]'s #id link before the builder table arrives is held too: the address keeps no hash, the lightbox opens", async () => {
    await visit(false, '', async (v) => {
      const { page } = v;
      const releaseTable = await holdChunk(page, 'builder');
      await page.goto(v.url(ELEMENTS));
      await islasStarted(page);
      const address = page.url();
      await v.press('a.islas-size-guide');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(address);
      releaseTable();
      await page.locator('body > .mfp-wrap.mfp-ready .mfp-content > #guia-tallas').waitFor();
      expect(page.url()).toBe(address);
      expect(v.errors).toEqual([]);
    });
  });

  it('on a touch phone, the body stays fixed in place while a lightbox is open and gets its scroll back after', async () => {
    await visit(true, '', async (v) => {
      const { page } = v;
      await page.goto(v.url(ELEMENTS));
      await islasStarted(page);
      // Scrolled down the page (whatever the other elements' styles make its height), the gallery in view.
      await page.evaluate(() => document.querySelector('.islas-gallery')!.scrollIntoView({ block: 'end' }));
      await page.evaluate(() => scrollBy(0, 40));
      const y = await page.evaluate(() => scrollY);
      expect(y).toBeGreaterThan(0);
      await open(v, '.islas-gallery a >> nth=0');
      expect(await page.evaluate(() => [document.body.classList.contains('body-scroll-lock--active'), document.body.style.position])).toEqual([true, 'fixed']);
      await page.keyboard.press('Escape');
      await closed(page);
      expect(await page.evaluate(() => [document.body.classList.contains('body-scroll-lock--active'), document.body.style.position, scrollY])).toEqual([false, '', y]);
    });
  });

  it("a [lightbox] link in the mobile menu closes the menu, opens the lightbox, and focus goes back to the hamburger after (Flatsome's header newsletter)", async () => {
    await visit(true, '', async (v) => {
      const { page } = v;
      await page.goto(v.url(ELEMENTS));
      await islasStarted(page);
      // The mobile menu's copy of the header newsletter link (Flatsome prints one there), here to the size guide.
      await page.evaluate(() => document.querySelector('#main-menu .nav-sidebar')!.insertAdjacentHTML('beforeend', '<li><a href="#guia-tallas" id="menu-guide" role="button">Guía de tallas</a></li>'));
      await v.press('a[data-open="#main-menu"]');
      await page.locator('.mfp-wrap.mfp-ready #main-menu').waitFor();
      await v.press('#menu-guide');
      await page.locator('body > .mfp-wrap.mfp-ready .mfp-content > #guia-tallas').waitFor();
      expect(await page.locator('body > .mfp-wrap').count()).toBe(1);
      expect(await page.locator('#main-menu').getAttribute('class')).toContain('mfp-hide');
      await page.keyboard.press('Escape');
      await closed(page);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-open'))).toBe('#main-menu');
      expect(v.errors).toEqual([]);
    });
  });

  it('with reduced motion, a lightbox opens, takes the keys and closes the same', async () => {
    await visit(
      false,
      '',
      async (v) => {
        const { page } = v;
        await page.goto(v.url(ELEMENTS));
        await islasStarted(page);
        await open(v, 'a.islas-size-guide');
        expect((await state(page)).focusInside).toBe(true);
        await page.keyboard.press('Escape');
        await focusBack(page, 'a.islas-size-guide', page.url());
        expect(v.errors).toEqual([]);
      },
      { reducedMotion: 'reduce' },
    );
  });
});
