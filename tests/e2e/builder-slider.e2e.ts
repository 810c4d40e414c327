/**
 * Flatsome 3.20's sliders (issue 32, flatsome-3.20.md row 58 and row 80's [ux_slider]
 * spinner), on the stub's copy of the markup Flatsome prints: /elementos/ with a
 * [ux_slider] of three banners (wrapAround, autoPlay 4000, pause on hover, dots) and a
 * [ux_products type=slider] (groupCells 100%, wrapAround, no dots), and a product page's
 * related products (Flatsome's default related_products "slider"). Without flatsome-js
 * they were strips that scrolled sideways, and [ux_slider] kept its spinner.
 *
 * Compared with a real Flatsome 3.20 shop (realshop/flatsome.sh, stock and islas, /portada/
 * and a product page, 1280 × 900 and 390 × 844): the same DOM (viewport height, cells'
 * `left` and the slider's translateX in %, is-selected, aria-hidden + inert off screen,
 * the arrows' and dots' markup), the same slide after next, previous, a dot, the arrow
 * keys, a mouse drag and a touch swipe, autoplay paused while hovered and stopped by a
 * click, moves landing in one frame under reduced motion with no autoplay.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, islasStarted, rewritePage, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();

const HERO = '#slider-islas-demo .slider';
const PRODUCTS = '.row-slider';
const ELEMENTS = '/elementos/?islas-elements=20-slider';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SETUPS = [
  ['without jQuery', ''],
  ['with jQuery', '&islas-plugins=zoo'],
] as const;
const DEVICES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

interface Visit {
  page: Page;
  errors: string[];
  url(path: string): string;
}

async function visit(device: object, run: (visit: Visit) => Promise<void>, extra: object = {}): Promise<void> {
  const context: BrowserContext = await browser().newContext({ locale: 'es-ES', ...device, ...extra });
  await useThisBuild(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // flatsome-flickity-ready as a listener hears it: through jQuery where jQuery is, natively otherwise.
  await page.addInitScript(() => {
    const win = window as unknown as { heard: string[]; jQuery?: (el: unknown) => { on(name: string, run: (event: Event) => void): void } };
    win.heard = [];
    document.addEventListener('DOMContentLoaded', () => {
      const listen = (name: string, add: (run: (event: Event) => void) => void) =>
        add((event) => win.heard.push(`${name} ${(event.target as Element).className.split(' ')[0]}`));
      if (win.jQuery) listen('jQuery', (run) => win.jQuery!(document).on('flatsome-flickity-ready', run));
      else listen('DOM', (run) => document.addEventListener('flatsome-flickity-ready', run));
    });
  });
  try {
    await run({ page, errors, url: (path) => `${baseUrl()}${path}` });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** [ux_slider] without autoplay, for cases about something else: under load a move of its own could come between two steps. */
const withoutAutoplay = (page: Page) => rewritePage(page, '/elementos/', (html) => html.replace('"autoPlay": 4000', '"autoPlay": false'));

/** Indexes of the selected cells, and which cells are aria-hidden + inert. */
const state = (page: Page, slider: string) =>
  page.locator(slider).evaluate((el) => {
    const cells = Array.from(el.querySelectorAll('.flickity-slider > *'));
    return {
      selected: cells.flatMap((cell, i) => (cell.classList.contains('is-selected') ? [i] : [])),
      hidden: cells.flatMap((cell, i) => (cell.getAttribute('aria-hidden') === 'true' && cell.hasAttribute('inert') ? [i] : [])),
      dot: Array.from(el.querySelectorAll('.flickity-page-dots .dot')).findIndex((dot) => dot.classList.contains('is-selected')),
    };
  });
const selected = async (page: Page, slider: string) => (await state(page, slider)).selected;

/** The slider has come to rest (Flickity writes translateX, not translate3d, once settled). */
const settled = (page: Page, slider: string) =>
  page.waitForFunction((s) => document.querySelector(`${s} .flickity-slider`)?.getAttribute('style')?.includes('translateX('), slider);

/** The cells' left edges on screen, rounded. */
const lefts = (page: Page, slider: string) =>
  page.locator(slider).evaluate((el) => Array.from(el.querySelectorAll('.flickity-slider > *'), (cell) => Math.round(cell.getBoundingClientRect().left)));

async function built(page: Page, slider: string): Promise<void> {
  await page.locator(`${slider}.flickity-enabled`).waitFor({ state: 'attached' });
  await settled(page, slider);
}

/** A sideways swipe by touch (Chromium's touch events, as a phone sends them). */
async function swipe(page: Page, slider: string, dx: number, dy = 0): Promise<void> {
  const box = (await page.locator(`${slider} .flickity-viewport`).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2 + (dx < 0 ? 100 : -100);
  const y = box.y + Math.min(box.height / 2, 150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 10, y: y + (dy * i) / 10 }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('sliders ([ux_slider], [ux_products type=slider], related products)', () => {
  for (const [device, options] of DEVICES) {
    for (const [setup, query] of SETUPS) {
      it(`builds [ux_slider] as Flickity: spinner gone, ready heard, off-screen cells inert; arrows, dots and keys move it round (${device}, ${setup})`, async () => {
        await visit(options, async ({ page, url }) => {
          await withoutAutoplay(page);
          await page.goto(url(ELEMENTS + query));
          await islasStarted(page);
          await built(page, HERO);
          expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function')).toBe(query !== '');
          await expect.poll(() => page.locator('#slider-islas-demo .loading-spin').evaluate((el) => getComputedStyle(el).display)).toBe('none');
          await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toContain(`${query ? 'jQuery' : 'DOM'} slider`);
          expect(await page.locator(HERO).evaluate((el) => [el.getAttribute('tabindex'), el.querySelectorAll(':scope > .flickity-viewport > .flickity-slider > .banner').length])).toEqual(['0', 3]);
          await expect.poll(() => state(page, HERO)).toEqual({ selected: [0], hidden: [1, 2], dot: 0 });
          expect(await lefts(page, HERO)).toEqual([0, options.viewport.width, options.viewport.width * 2]);
          expect(await page.locator(`${HERO} .flickity-prev-next-button`).evaluateAll((buttons) => buttons.map((b) => `${b.className} ${b.getAttribute('aria-label')} ${b.querySelector('svg path.arrow') ? 'svg' : ''}`))).toEqual([
            'flickity-button flickity-prev-next-button previous Previous svg',
            'flickity-button flickity-prev-next-button next Next svg',
          ]);
          if (device === 'desktop') {
            await page.hover(HERO);
            await page.click(`${HERO} .next`);
            await settled(page, HERO);
            expect(await state(page, HERO)).toMatchObject({ selected: [1], dot: 1 });
            await expect.poll(() => state(page, HERO)).toMatchObject({ hidden: [0, 2] });
            expect(await lefts(page, HERO)).toEqual([-1280, 0, 1280]);
            await page.click(`${HERO} .dot:nth-child(3)`);
            await settled(page, HERO);
            expect(await selected(page, HERO)).toEqual([2]);
          } else {
            // Flatsome's CSS hides [ux_slider]'s arrows on phones; the dots stay.
            expect(await page.locator(`${HERO} .next`).isVisible()).toBe(false);
            await page.locator(HERO).focus();
            await page.keyboard.press('ArrowLeft');
            await settled(page, HERO);
            expect(await selected(page, HERO)).toEqual([2]);
          }
          // wrapAround: from the last slide, next is the first, moving on (not back across).
          await page.locator(HERO).focus();
          await page.keyboard.press('ArrowRight');
          await page.waitForTimeout(100);
          expect(await state(page, HERO)).toMatchObject({ selected: [0], dot: 0 });
          const moving = await lefts(page, HERO);
          expect(moving[0]).toBeGreaterThan(0);
          await settled(page, HERO);
          expect((await lefts(page, HERO))[0]).toBe(0);
        });
      });
    }

    it(`autoplay moves [ux_slider] every 4 s, pauses while hovered, and stops once the shopper moves it (${device})`, async () => {
      await visit(options, async ({ page, url }) => {
        await page.goto(url(ELEMENTS));
        await built(page, HERO);
        await expect.poll(() => selected(page, HERO), { timeout: 6_000 }).toEqual([1]);
        if (device === 'desktop') {
          await page.hover(HERO);
          await page.waitForTimeout(4_800);
          expect(await selected(page, HERO)).toEqual([1]);
          await page.mouse.move(5, 890);
          await expect.poll(() => selected(page, HERO), { timeout: 6_000 }).toEqual([2]);
          await page.hover(HERO);
          await page.click(`${HERO} .previous`);
          await page.mouse.move(5, 890);
        } else {
          await swipe(page, HERO, -200);
        }
        await settled(page, HERO);
        const after = await selected(page, HERO);
        await page.waitForTimeout(4_800);
        expect(await selected(page, HERO)).toEqual(after);
      });
    });
  }

  for (const [setup, query] of SETUPS) {
    it(`a mouse drag on the desktop moves the product slider a slide; the link under the pointer is not followed (${setup})`, async () => {
      await visit(DESKTOP, async ({ page, url }) => {
        await page.goto(url(ELEMENTS + query));
        await page.locator(PRODUCTS).scrollIntoViewIfNeeded();
        await built(page, PRODUCTS);
        expect(await state(page, PRODUCTS)).toEqual({ selected: [0, 1, 2, 3], hidden: [4, 5, 6, 7], dot: -1 });
        const box = (await page.locator(`${PRODUCTS} .flickity-viewport`).boundingBox())!;
        const y = box.y + 100;
        await page.mouse.move(box.x + 700, y);
        await page.mouse.down();
        for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 700 - i * 40, y);
        expect(await page.locator(PRODUCTS).getAttribute('class')).toContain('is-dragging');
        await page.mouse.up();
        await settled(page, PRODUCTS);
        expect(page.url()).toContain('/elementos/');
        expect(await selected(page, PRODUCTS)).toEqual([4, 5, 6, 7]);
        await expect.poll(() => state(page, PRODUCTS)).toMatchObject({ hidden: [0, 1, 2, 3] });
        // wrapAround with two slides: next again is the first.
        await page.hover(PRODUCTS);
        await page.click(`${PRODUCTS} .next`);
        await settled(page, PRODUCTS);
        expect(await selected(page, PRODUCTS)).toEqual([0, 1, 2, 3]);
      });
    });

    it(`a swipe on a phone moves the product slider; a vertical swipe scrolls the page instead (${setup})`, async () => {
      await visit(PHONE, async ({ page, url }) => {
        await page.goto(url(ELEMENTS + query));
        await page.locator(PRODUCTS).scrollIntoViewIfNeeded();
        await built(page, PRODUCTS);
        expect(await selected(page, PRODUCTS)).toEqual([0, 1]);
        await swipe(page, PRODUCTS, -200);
        await settled(page, PRODUCTS);
        expect(await selected(page, PRODUCTS)).toEqual([2, 3]);
        const scrolled = await page.evaluate(() => scrollY);
        await swipe(page, PRODUCTS, 0, -200);
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => scrollY)).toBeGreaterThan(scrolled + 100);
        expect(await selected(page, PRODUCTS)).toEqual([2, 3]);
      });
    });
  }

  for (const [device, options] of DEVICES) {
    for (const [setup, query] of SETUPS) {
      it(`the product page's related products are a slider (${device}, ${setup})`, async () => {
        await visit(options, async ({ page, url }) => {
          await page.goto(url(`/producto/camiseta-basica-algodon-organico/${query.replace('&', '?')}`));
          // Built only as it comes into view (a tenth of it), as Flatsome's lazyFlickity.
          await islasStarted(page);
          await page.mouse.move(5, 5);
          await page.waitForTimeout(500);
          expect(await page.locator('.related .row-slider.flickity-enabled').count()).toBe(0);
          await page.locator('.related .row-slider').scrollIntoViewIfNeeded();
          await built(page, '.related .row-slider');
          // The product gallery stays its island's.
          expect(await page.locator('.product-gallery-slider.flickity-enabled, .product-thumbnails.flickity-enabled').count()).toBe(0);
          const related = await state(page, '.related .row-slider');
          expect(related.selected).toEqual(device === 'desktop' ? [0, 1, 2, 3] : [0, 1]);
          if (device === 'phone') {
            await swipe(page, '.related .row-slider', -200);
            await settled(page, '.related .row-slider');
            expect(await selected(page, '.related .row-slider')).toEqual([2, 3]);
          }
        });
    });
    }
  }

  it("on a phone a tap on [ux_slider] stops its autoplay and a tap elsewhere starts it again (Flatsome's touch rule)", async () => {
    await visit(PHONE, async ({ page, url }) => {
      await page.goto(url(ELEMENTS));
      await built(page, HERO);
      const box = (await page.locator(HERO).boundingBox())!;
      await page.touchscreen.tap(box.x + 200, box.y + 60);
      await page.waitForTimeout(4_800);
      expect(await selected(page, HERO)).toEqual([0]);
      // On the heading under it, away from the banner (a tap's hit test reaches a few pixels around).
      const title = (await page.locator('.section-title-main').boundingBox())!;
      await page.touchscreen.tap(300, title.y + title.height - 4);
      await expect.poll(() => selected(page, HERO), { timeout: 6_000 }).toEqual([1]);
    });
  });

  it("[ux_slider parallax=3] moves each banner's picture at a third of the slides' speed (Flatsome's own option)", async () => {
    await visit(DESKTOP, async ({ page, url }) => {
      await rewritePage(page, '/elementos/', (html) => html.replace('"parallax" : 0', '"parallax" : 3').replace('"autoPlay": 4000', '"autoPlay": false'));
      await page.goto(url(ELEMENTS));
      await built(page, HERO);
      expect(await page.locator(HERO).getAttribute('class')).toContain('slider-has-parallax');
      await page.hover(HERO);
      await page.click(`${HERO} .next`);
      await settled(page, HERO);
      // -(the slide's target + the slider's x) / 3, the slider resting at -1280 px.
      const shifts = await page.locator(`${HERO} img.bg`).evaluateAll((imgs) => imgs.map((img) => Math.round(parseFloat(/translateX\(\s*(-?[\d.]+)px/.exec((img as HTMLElement).style.transform)?.[1] ?? 'NaN')) + 0));
      expect(shifts).toEqual([427, 0, -427]);
    });
  });

  it('a slider whose options are not JSON still works, with Flickity\'s defaults', async () => {
    await visit(DESKTOP, async ({ page, url }) => {
      await rewritePage(page, '/elementos/', (html) => html.replace(/data-flickity-options='\{\s*"cellAlign": "center"[^']*'/, `data-flickity-options='{"cellAlign": "center",'`));
      await page.goto(url(ELEMENTS));
      await built(page, HERO);
      expect(await state(page, HERO)).toMatchObject({ selected: [0], dot: 0 });
      await page.hover(HERO);
      await page.click(`${HERO} .next`);
      await settled(page, HERO);
      expect(await selected(page, HERO)).toEqual([1]);
      // No wrapAround by default: the next arrow is disabled on the last slide.
      await page.click(`${HERO} .next`);
      await settled(page, HERO);
      expect(await page.locator(`${HERO} .next`).isDisabled()).toBe(true);
    });
  });

  it("with jQuery, Flickity's own events reach jQuery listeners as its bridge triggered them", async () => {
    await visit(DESKTOP, async ({ page, url }) => {
      await page.addInitScript(() => {
        const win = window as unknown as { flickityEvents: string[]; jQuery: (el: unknown) => { on(names: string, run: (event: { type: string; namespace: string }, ...args: unknown[]) => void): void } };
        win.flickityEvents = [];
        document.addEventListener('DOMContentLoaded', () =>
          win.jQuery(document).on('ready.flickity select.flickity change.flickity settle.flickity dragStart.flickity dragEnd.flickity', (event, ...args) =>
            win.flickityEvents.push(`${event.type}.${event.namespace} ${JSON.stringify(args)}`),
          ),
        );
      });
      await withoutAutoplay(page);
      await page.goto(url(`${ELEMENTS}&islas-plugins=zoo`));
      await built(page, HERO);
      // Read without emptying (a poll may come while the events still arrive), emptied between steps.
      const events = () => page.evaluate(() => [...(window as unknown as { flickityEvents: string[] }).flickityEvents]);
      const clear = () => page.evaluate(() => void (window as unknown as { flickityEvents: string[] }).flickityEvents.splice(0));
      expect((await events()).slice(0, 2)).toEqual(['select.flickity [0]', 'ready.flickity []']);
      await clear();
      await page.hover(HERO);
      await page.click(`${HERO} .next`);
      await settled(page, HERO);
      await expect.poll(events).toEqual(['select.flickity [1]', 'change.flickity [1]', 'settle.flickity [1]']);
      await clear();
      const box = (await page.locator(`${HERO} .flickity-viewport`).boundingBox())!;
      await page.mouse.move(box.x + 700, box.y + 200);
      await page.mouse.down();
      // A move a frame, as a hand drags: on a busy machine moves sent at once were merged into
      // none before the button came up (the fresh-clone CI saw no drag at all).
      for (let i = 1; i <= 10; i++) {
        await page.mouse.move(box.x + 700 - i * 40, box.y + 200);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      await page.mouse.up();
      await settled(page, HERO);
      await expect.poll(events).toEqual(['dragStart.flickity []', 'select.flickity [2]', 'change.flickity [2]', 'dragEnd.flickity []', 'settle.flickity [2]']);
    });
  });

  it('a resize measures again: the cells keep the new width, and the product slider regroups its slides', async () => {
    await visit(DESKTOP, async ({ page, url }) => {
      await withoutAutoplay(page);
      await page.goto(url(ELEMENTS));
      await page.locator(PRODUCTS).scrollIntoViewIfNeeded();
      await built(page, PRODUCTS);
      await built(page, HERO);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => lefts(page, HERO)).toEqual([0, 390, 780]);
      await page.locator(PRODUCTS).scrollIntoViewIfNeeded();
      await expect.poll(() => selected(page, PRODUCTS)).toEqual([0, 1]);
      await page.locator(PRODUCTS).focus();
      await page.keyboard.press('ArrowRight');
      await settled(page, PRODUCTS);
      expect(await selected(page, PRODUCTS)).toEqual([2, 3]);
    });
  });

  it('under prefers-reduced-motion a move lands in one frame and nothing plays by itself', async () => {
    await visit(
      DESKTOP,
      async ({ page, url }) => {
        await page.goto(url(ELEMENTS));
        await built(page, HERO);
        await page.hover(HERO);
        const frames = await page.evaluate(
          (s) =>
            new Promise<string[]>((resolve) => {
              document.querySelector<HTMLButtonElement>(`${s} .next`)!.click();
              const seen = [document.querySelector<HTMLElement>(`${s} .flickity-slider`)!.style.transform];
              requestAnimationFrame(() => {
                seen.push(document.querySelector<HTMLElement>(`${s} .flickity-slider`)!.style.transform);
                resolve(seen);
              });
            }),
          HERO,
        );
        expect(frames.map((transform) => transform.replace(/translate(3d|X)\(([^,)]*).*/, '$2'))).toEqual(['-100%', '-100%']);
        await page.mouse.move(5, 890);
        await page.waitForTimeout(4_800);
        expect(await selected(page, HERO)).toEqual([1]);
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('pages without a slider never load its code', async () => {
    await visit(DESKTOP, async ({ page, url }) => {
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(request.url()));
      await page.goto(url('/carrito/'));
      await islasStarted(page);
      await page.mouse.move(300, 300);
      await page.waitForTimeout(500);
      expect(chunks.filter((u) => /chunks\/slider-/.test(u))).toEqual([]);
    });
  });
});
