/**
 * Flatsome 3.20's page-builder widgets on the stub's /elementos/ (issue 32; flatsome-3.20.md
 * rows 62 tooltips, 63 the hotspot's text, 70 tabs, 71 accordion): each on a desktop and a
 * phone (390×844, touch, a phone's user agent), without jQuery and with it
 * (?islas-plugins=zoo), in the build ISLAS_BUILD names.
 *
 * Compared with a real Flatsome 3.20 shop (realshop/flatsome.sh, stock): Tooltipster builds
 * `.tooltipster-base.tooltipster-sidetip.tooltipster-default.tooltipster-top.tooltipster-fade`
 * (+ `tooltipster-show`) in the body, 6 px above the element, centred, the arrow at its
 * centre; the title leaves the element (which gets `tooltipstered`); the tip fades out as
 * the mouse leaves. On a phone a tap on the hotspot shows its text, a second tap hides it.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, islasStarted, JQUERY_SETUPS, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Device = 'desktop' | 'phone';
const DEVICES: Device[] = ['desktop', 'phone'];

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** /elementos/ with only these parts, and the jQuery setup's query. */
  url(parts: string, hash?: string): string;
}

async function visit(device: Device, jquery: string, run: (visit: Visit) => Promise<void>, options: { reducedMotion?: 'reduce' } = {}): Promise<void> {
  const phone = device === 'phone';
  const context = await browser().newContext({
    locale: 'es-ES',
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: phone,
    hasTouch: phone,
    userAgent: phone ? PHONE_UA : undefined,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  await useThisBuild(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const plugins = jquery ? '&islas-plugins=zoo' : '';
  try {
    await run({ page, context, errors, url: (parts, hash = '') => `${baseUrl()}/elementos/?islas-elements=${parts}${plugins}${hash}` });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const hasJQuery = (page: Page) => page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');

/** The tips in the page: class, text, and whether each shows. */
const tips = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tooltipster-base')].map((tip) => ({
      className: tip.className,
      text: tip.textContent,
      id: tip.id,
      rect: tip.getBoundingClientRect().toJSON() as DOMRect,
    })),
  );

describe('tooltips (row 62)', () => {
  for (const [jqueryName, jquery] of JQUERY_SETUPS) {
    it(`desktop: the title shows in Tooltipster's markup above the button as the mouse rests, and goes as it leaves (${jqueryName})`, async () => {
      await visit('desktop', jquery, async ({ page, url }) => {
        await page.goto(url('62-tooltip'));
        await islasStarted(page);
        expect(await hasJQuery(page)).toBe(jquery !== '');
        const button = page.locator('.islas-tooltip');
        // Before any input nothing has come; the title is the native one.
        expect(await button.getAttribute('title')).toBe('Envío gratis en pedidos desde 50 €');
        await button.hover();
        await expect.poll(async () => (await tips(page)).map((tip) => tip.className)).toEqual([
          'tooltipster-base tooltipster-sidetip tooltipster-default tooltipster-top tooltipster-fade tooltipster-show',
        ]);
        const [tip] = await tips(page);
        expect(tip!.text).toBe('Envío gratis en pedidos desde 50 €');
        const box = (await button.boundingBox())!;
        // 6 px above, centred (Tooltipster's distance; its box has an 8 px margin for the arrow).
        expect(Math.round(tip!.rect.bottom)).toBe(Math.round(box.y - 6));
        expect(Math.abs(tip!.rect.left + tip!.rect.width / 2 - (box.x + box.width / 2))).toBeLessThan(1);
        expect(await button.getAttribute('title')).toBeNull();
        expect(await button.getAttribute('class')).toContain('tooltipstered');
        expect(await button.getAttribute('aria-describedby')).toBe(tip!.id);
        expect(await page.locator(`#${tip!.id}`).getAttribute('role')).toBe('tooltip');
        await expect.poll(() => page.locator('.tooltipster-base').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
        await page.mouse.move(5, 890);
        await expect.poll(async () => (await tips(page)).length).toBe(0);
        expect(await button.getAttribute('aria-describedby')).toBeNull();
        expect(await button.getAttribute('aria-description')).toBe('Envío gratis en pedidos desde 50 €');
      });
    });

    it(`desktop: the keyboard's focus shows an HTML tip, Escape hides it (${jqueryName})`, async () => {
      await visit('desktop', jquery, async ({ page, url }) => {
        await page.goto(url('62-tooltip'));
        await islasStarted(page);
        await page.mouse.move(5, 890);
        await page.waitForSelector('html[data-islas-enhanced~="tooltips"]', { state: 'attached' });
        await page.locator('.islas-tooltip-html').focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect.poll(async () => (await tips(page)).map((tip) => tip.text)).toEqual(['30 días para devolver, ver ayuda']);
        expect(await page.locator('.tooltipster-base strong').textContent()).toBe('30 días');
        expect(await page.locator('.tooltipster-base').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('auto');
        await page.keyboard.press('Escape');
        await expect.poll(async () => (await tips(page)).length).toBe(0);
      });
    });

    it(`phone: a tap on the hotspot shows its text, a second tap hides it (${jqueryName})`, async () => {
      await visit(
        'phone',
        jquery,
        async ({ page, url }) => {
          await page.goto(url('63-hotspot'));
          await islasStarted(page);
          const hotspot = page.locator('.islas-hotspot .hotspot');
          await hotspot.scrollIntoViewIfNeeded();
          // The first tap is the first input: its click is held until the code has come.
          await hotspot.tap();
          await expect.poll(async () => (await tips(page)).map((tip) => tip.text)).toEqual(['Algodón orgánico certificado']);
          const [tip] = await tips(page);
          const box = (await hotspot.boundingBox())!;
          expect(tip!.rect.left).toBeGreaterThanOrEqual(0);
          expect(tip!.rect.right).toBeLessThanOrEqual(390);
          expect(Math.round(tip!.rect.bottom)).toBe(Math.round(box.y - 6));
          await hotspot.tap();
          await expect.poll(async () => (await tips(page)).length).toBe(0);
          await hotspot.tap();
          await expect.poll(async () => (await tips(page)).length).toBe(1);
          // A tap elsewhere on the banner.
          const banner = (await page.locator('.islas-hotspot-banner').boundingBox())!;
          await page.touchscreen.tap(banner.x + 10, banner.y + 10);
          await expect.poll(async () => (await tips(page)).length).toBe(0);
        },
        // The hotspot's entrance animation is the motion part's (row 59).
        { reducedMotion: 'reduce' },
      );
    });

    it(`desktop: the hotspot's text on hover, with reduced motion at once (${jqueryName})`, async () => {
      await visit(
        'desktop',
        jquery,
        async ({ page, url }) => {
          await page.goto(url('63-hotspot'));
          await islasStarted(page);
          await page.locator('.hotspot').hover();
          await expect.poll(async () => (await tips(page)).map((tip) => tip.text)).toEqual(['Algodón orgánico certificado']);
          expect(await page.locator('.tooltipster-base').evaluate((el) => el.style.transitionDuration)).toBe('0ms');
        },
        { reducedMotion: 'reduce' },
      );
    });
  }
});

describe('tabs [tabgroup] (row 70) and accordion [accordion] (row 71)', () => {
  for (const device of DEVICES) {
    for (const [jqueryName, jquery] of JQUERY_SETUPS) {
      it(`${device}: the address's hash opens its tab and accordion item, and scrolls to them (${jqueryName})`, async () => {
        await visit(device, jquery, async ({ page, url }) => {
          await page.goto(url('70-tabs,71-accordion', '#accordion-item-%C2%BFpuedo-cambiar-la-talla%3F'));
          await islasStarted(page);
          const title = page.locator('a[href="#accordion-item-¿puedo-cambiar-la-talla?"]');
          // At load, with no input: the hash is why.
          await expect.poll(() => title.getAttribute('aria-expanded')).toBe('true');
          expect(await page.locator('#accordion-71002-content').isVisible()).toBe(true);
          await expect.poll(() => title.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
          expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);
          // A new document (not a jump within this one): the tabs read the hash as the page starts.
          await page.goto('about:blank');
          await page.goto(url('70-tabs,71-accordion', '#tab_devoluciones'));
          await islasStarted(page);
          await expect.poll(() => page.locator('a[href="#tab_devoluciones"]').getAttribute('aria-selected')).toBe('true');
          expect(await page.locator('#tab_devoluciones').isVisible()).toBe(true);
          expect(await page.locator('[id="tab_envíos"]').isVisible()).toBe(false);
        });
      });
    }
  }

  for (const [jqueryName, jquery] of JQUERY_SETUPS) {
    it(`desktop: a tab of an active-on-hover list opens as the mouse rests on it (${jqueryName})`, async () => {
      await visit('desktop', jquery, async ({ page, url }) => {
        await page.goto(url('70-tabs'));
        await islasStarted(page);
        await page.mouse.move(5, 890);
        await page.waitForSelector('html[data-islas-enhanced~="content"]', { state: 'attached' });
        await page.locator('a[href="#tab_pagos"]').hover();
        await expect.poll(() => page.locator('#tab_pagos').isVisible()).toBe(true);
        expect(await page.locator('a[href="#tab_pagos"]').getAttribute('aria-selected')).toBe('true');
        expect(await page.locator('[id="tab_envíos"]').isVisible()).toBe(false);
        // The first tab (its id has an accent) is a tab too.
        await page.locator('a[href="#tab_envíos"]').hover();
        await expect.poll(() => page.locator('[id="tab_envíos"]').isVisible()).toBe(true);
      });
    });

    it(`phone: an accordion item tapped open scrolls its title to the top (${jqueryName})`, async () => {
      await visit('phone', jquery, async ({ page, url }) => {
        await page.goto(url('71-accordion'));
        await islasStarted(page);
        const title = page.locator('#accordion-71003-label');
        await title.scrollIntoViewIfNeeded();
        await page.evaluate(() => scrollBy(0, -300));
        const before = await title.evaluate((el) => el.getBoundingClientRect().top);
        expect(before).toBeGreaterThan(250);
        await title.tap();
        await expect.poll(() => title.getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => title.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(150);
      });
    });
  }
});

/** The masonry grid's items: their boxes in the page, and the grid's. */
const masonry = (page: Page) =>
  page.locator('.islas-masonry.row-masonry').evaluate((grid) => ({
    grid: grid.getBoundingClientRect().toJSON() as DOMRect,
    items: [...grid.querySelectorAll<HTMLElement>(':scope > .col')].map((item) => ({ position: getComputedStyle(item).position, box: item.getBoundingClientRect().toJSON() as DOMRect })),
  }));

describe('masonry gallery [ux_gallery type=masonry] (row 32)', () => {
  for (const device of DEVICES) {
    for (const [jqueryName, jquery] of JQUERY_SETUPS) {
      it(`${device}: Packery's layout: every picture at the top of the shortest column, no gaps, the grid as tall; nothing moves afterwards (${jqueryName})`, async () => {
        await visit(device, jquery, async ({ page, url }) => {
          await page.goto(url('32-masonry'));
          await islasStarted(page);
          await expect.poll(async () => (await masonry(page)).items.every((item) => item.position === 'absolute')).toBe(true);
          const { grid, items } = await masonry(page);
          const columns = device === 'phone' ? 2 : 3;
          const width = grid.width / columns;
          // Column by column, each picture starts where the one above it ended (to the pixel Packery rounds to).
          const bottoms: number[] = Array(columns).fill(grid.top);
          for (const { box } of items) {
            const column = Math.round((box.left - grid.left) / width);
            const floors = bottoms.map((bottom) => Math.floor(bottom));
            expect(floors[column]).toBe(Math.min(...floors));
            expect(Math.abs(box.top - bottoms[column]!)).toBeLessThan(1);
            bottoms[column] = box.bottom;
          }
          expect(Math.abs(grid.bottom - Math.max(...bottoms))).toBeLessThan(1);
          // Laid out once: no style changes while the page rests.
          const changes = await page.locator('.islas-masonry.row-masonry').evaluate(
            (gridEl) =>
              new Promise<number>((resolve) => {
                let count = 0;
                new MutationObserver((records) => (count += records.length)).observe(gridEl, { attributes: true, attributeFilter: ['style'], subtree: true });
                setTimeout(() => resolve(count), 700);
              }),
          );
          expect(changes).toBe(0);
        });
      });
    }
  }

  it('lays the grid out again when the window narrows to a phone (2 columns)', async () => {
    await visit('desktop', '', async ({ page, url }) => {
      await page.goto(url('32-masonry'));
      await islasStarted(page);
      await expect.poll(async () => new Set((await masonry(page)).items.map((item) => Math.round(item.box.left))).size).toBe(3);
      await page.setViewportSize({ width: 400, height: 844 });
      await expect.poll(async () => new Set((await masonry(page)).items.map((item) => Math.round(item.box.left))).size).toBe(2);
      const { items } = await masonry(page);
      expect(items[2]!.box.top).toBeGreaterThan(items[0]!.box.top);
    });
  });

  it('lays out a grid that was hidden (a closed tab, accordion or lightbox) once it shows', async () => {
    await visit('desktop', '', async ({ page, url }) => {
      await page.goto(url('32-masonry'));
      await islasStarted(page);
      await expect.poll(async () => new Set((await masonry(page)).items.map((item) => Math.round(item.box.left))).size).toBe(3);
      // Hidden while the window narrows: nothing to measure, nothing done.
      await page.locator('.islas-masonry.row-masonry').evaluate((grid) => ((grid as HTMLElement).style.display = 'none'));
      await page.setViewportSize({ width: 400, height: 844 });
      await page.waitForTimeout(200);
      await page.locator('.islas-masonry.row-masonry').evaluate((grid) => ((grid as HTMLElement).style.display = ''));
      await expect.poll(async () => new Set((await masonry(page)).items.map((item) => Math.round(item.box.left))).size).toBe(2);
    });
  });
});

/** The equalized row's boxes: where each sits, and its parts' heights. */
const boxes = (page: Page) =>
  page.locator('.islas-equalize').evaluate((row) =>
    [...row.querySelectorAll<HTMLElement>(':scope > .col')].map((col) => {
      const height = (selector: string) => Math.round(col.querySelector(selector)!.getBoundingClientRect().height * 10) / 10;
      return {
        top: Math.round(col.getBoundingClientRect().top),
        text: height('.box-text'),
        title: height('.product-title'),
        price: height('.price-wrapper'),
        stars: col.querySelectorAll('.price-wrapper > .star-rating:not(.js-star-rating)').length,
        standIn: col.querySelectorAll('.price-wrapper > .js-star-rating[aria-hidden="true"]').length,
      };
    }),
  );

/** The boxes grouped by the visual row they sit in. */
const byRow = <T extends { top: number }>(items: T[]): T[][] => {
  const rows = new Map<number, T[]>();
  for (const item of items) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
  return [...rows.values()];
};

describe('equal-height product boxes [ux_products equalize_box] (row 33)', () => {
  for (const device of DEVICES) {
    for (const [jqueryName, jquery] of JQUERY_SETUPS) {
      it(`${device}: every visual row's titles, prices and texts are as tall as its tallest; a stand-in for missing stars; again at flatsome-equalize-box (${jqueryName})`, async () => {
        await visit(device, jquery, async ({ page, url }) => {
          await page.goto(url('33-equalize'));
          await islasStarted(page);
          await expect.poll(() => page.locator('.islas-equalize .box-text[style*="height"]').count()).toBe(8);
          const rows = byRow(await boxes(page));
          expect(rows).toHaveLength(device === 'phone' ? 4 : 2);
          for (const row of rows) {
            for (const part of ['text', 'title', 'price'] as const) expect(new Set(row.map((box) => box[part])).size, part).toBe(1);
            // Where one price of the row has stars, the others hold their place.
            const starred = row.some((box) => box.stars > 0);
            for (const box of row) expect(box.standIn).toBe(starred && box.stars === 0 ? 1 : 0);
          }
          // Another script makes a title longer and asks for it again.
          await page.locator('.islas-equalize .product-title a').first().evaluate((link) => (link.textContent = `${link.textContent} ${'con un nombre mucho más largo '.repeat(3)}`));
          await page.evaluate((withJQuery) => {
            const win = window as unknown as { jQuery?: (el: Document) => { trigger(type: string): void } };
            if (withJQuery) win.jQuery!(document).trigger('flatsome-equalize-box');
            else document.dispatchEvent(new Event('flatsome-equalize-box'));
          }, jquery !== '');
          const first = byRow(await boxes(page))[0]!;
          expect(new Set(first.map((box) => box.title)).size).toBe(1);
          expect(first[1]!.title).toBeGreaterThan(rows[0]![1]!.title);
        });
      });
    }
  }

  it('equalizes again by the new row when the window narrows (4 to 2 a row)', async () => {
    await visit('desktop', '', async ({ page, url }) => {
      await page.goto(url('33-equalize'));
      await islasStarted(page);
      await expect.poll(() => page.locator('.islas-equalize .box-text[style*="height"]').count()).toBe(8);
      await page.setViewportSize({ width: 400, height: 844 });
      await expect.poll(async () => byRow(await boxes(page)).length).toBe(4);
      await expect.poll(async () => byRow(await boxes(page)).every((row) => new Set(row.map((box) => box.title)).size === 1)).toBe(true);
    });
  });
});

describe('YouTube background video [section youtube] (row 69)', () => {
  /** Answers YouTube's addresses here (nothing goes to the network); returns the embed addresses asked for. */
  const fakeYoutube = async (context: BrowserContext): Promise<string[]> => {
    const asked: string[] = [];
    await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title><body style="background:#111">vídeo</body>' });
    });
    return asked;
  };

  for (const device of DEVICES) {
    for (const [jqueryName, jquery] of JQUERY_SETUPS) {
      it(`${device}: YouTube's player, muted and looping, takes the background's place, filling it, out of the Tab order (${jqueryName})`, async () => {
        await visit(device, jquery, async ({ page, context, url }) => {
          const asked = await fakeYoutube(context);
          await page.goto(url('69-youtube'));
          await islasStarted(page);
          const player = page.locator('#section_69 .section-bg iframe#ytplayer-69.ux-youtube.fill');
          await player.waitFor({ state: 'attached' });
          const src = new URL((await player.getAttribute('src'))!);
          expect(src.pathname).toBe('/embed/f3Hh_qSkpaA');
          expect(['autoplay', 'mute', 'controls', 'playsinline', 'loop', 'playlist'].map((key) => src.searchParams.get(key))).toEqual(['1', '1', '0', '1', '1', 'f3Hh_qSkpaA']);
          expect([await player.getAttribute('tabindex'), await player.getAttribute('aria-hidden')]).toEqual(['-1', 'true']);
          const [frame, section] = [(await player.boundingBox())!, (await page.locator('#section_69').boundingBox())!];
          expect([frame.width, frame.height]).toEqual([section.width, section.height]);
          await expect.poll(() => asked.length).toBe(1);
          // The section's text still takes clicks (the player and its overlay take none).
          expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, document.querySelector('#section_69 h2')!.getBoundingClientRect().top + 5)?.tagName)).toBe('H2');
        });
      });
    }
  }

  it('keeps the still background for a shopper who asks for reduced motion (no player, nothing asked of YouTube)', async () => {
    await visit(
      'desktop',
      '',
      async ({ page, context, url }) => {
        const asked = await fakeYoutube(context);
        await page.goto(url('69-youtube'));
        await islasStarted(page);
        await page.mouse.move(5, 890);
        await page.waitForSelector('html[data-islas-enhanced~="youtube"]', { state: 'attached' });
        expect(await page.locator('iframe').count()).toBe(0);
        expect(await page.locator('div#ytplayer-69.ux-youtube').count()).toBe(1);
        expect(asked).toEqual([]);
      },
      { reducedMotion: 'reduce' },
    );
  });
});

describe('Lottie [ux_lottie] (row 76)', () => {
  /**
   * The theme's chunk.lottie.js is Flatsome's (not in the stub): a stand-in with its shape
   * (one webpack chunk pushed onto self.flatsomeChunks, modules 9371 and 1204) whose
   * `<lottie-player>` (a block filling its box, as lottie-player's own style makes it)
   * records what it is asked to do.
   */
  const FAKE_CHUNK = `(self.flatsomeChunks=self.flatsomeChunks||[]).push([[970],{
    1204:function(t,e,r){r.r(e),r.d(e,{create:function(){return function(o){window.__lottie.push(['create',o.player,o.mode])}}})},
    9371:function(m,e,r){window.__lottie=window.__lottie||[];var log=function(el){window.__lottie.push([el.closest('.ux-lottie').id].concat([].slice.call(arguments,1)))};
      class P extends HTMLElement{connectedCallback(){this.style.cssText='display:block;width:100%;height:100%'}load(s){log(this,'load',s);setTimeout(()=>this.dispatchEvent(new Event('ready')),0)}
        getLottie(){var el=this;return{animationData:{ip:0,op:60},playSegments:function(s,f){log(el,'playSegments',s,f)}}}
        setLooping(v){log(this,'setLooping',v)}setSpeed(v){log(this,'setSpeed',v)}setDirection(v){log(this,'setDirection',v)}play(){log(this,'play')}pause(){log(this,'pause')}}
      customElements.define('lottie-player',P);r.r(e);r.d(e,{LottiePlayer:function(){return P}})}}]);`;

  const fakeTheme = async (context: BrowserContext): Promise<string[]> => {
    const asked: string[] = [];
    await context.route(/\/assets\/js\/chunk\.lottie\.js/, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_CHUNK });
    });
    return asked;
  };
  const calls = (page: Page, id: string) => page.evaluate((player) => ((window as unknown as { __lottie?: unknown[][] }).__lottie ?? []).filter((call) => call[0] === player).map((call) => call.slice(1)), id);
  const src = () => `${baseUrl()}/fixtures/lottie/islas.json`;

  for (const device of DEVICES) {
    for (const [jqueryName, jquery] of JQUERY_SETUPS) {
      it(`${device}: the theme's player, once, plays each animation as its options say (${jqueryName})`, async () => {
        await visit(device, jquery, async ({ page, context, url }) => {
          const asked = await fakeTheme(context);
          await page.goto(url('76-lottie'));
          await islasStarted(page);
          await expect.poll(() => calls(page, 'ux-lottie-7602')).toContainEqual(['pause']);
          expect(await calls(page, 'ux-lottie-7601')).toEqual([
            ['load', src()],
            ['setLooping', true],
            ['setSpeed', 1],
            ['setDirection', 1],
            ['playSegments', [0, 60], true],
          ]);
          expect(await calls(page, 'ux-lottie-7602')).toEqual([
            ['load', src()],
            ['setLooping', false],
            ['setSpeed', 1.5],
            ['setDirection', 1],
            ['playSegments', [6, 54], true],
            ['pause'],
          ]);
          expect(asked).toHaveLength(1);
          expect(new URL(asked[0]!).pathname).toBe('/assets/js/chunk.lottie.js');
          if (device === 'desktop') {
            await page.locator('#ux-lottie-7602').hover();
            // mouseout "reverse": forwards while the mouse is on it, backwards as it leaves.
            await expect.poll(async () => (await calls(page, 'ux-lottie-7602')).slice(6)).toEqual([['setDirection', 1], ['play']]);
            await page.mouse.move(5, 5);
            await expect.poll(async () => (await calls(page, 'ux-lottie-7602')).slice(8)).toEqual([['setDirection', -1], ['play']]);
          }
        });
      });
    }
  }

  it('plays nothing by itself for a shopper who asks for reduced motion', async () => {
    await visit(
      'desktop',
      '',
      async ({ page, context, url }) => {
        await fakeTheme(context);
        await page.goto(url('76-lottie'));
        await islasStarted(page);
        await expect.poll(async () => (await calls(page, 'ux-lottie-7601')).at(-1)).toEqual(['pause']);
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('nothing is asked of the theme where the page has no Lottie, and a missing chunk costs no more than a logged error', async () => {
    await visit('desktop', '', async ({ page, context, url, errors }) => {
      const asked = await fakeTheme(context);
      await page.goto(url('62-tooltip'));
      await islasStarted(page);
      expect(asked).toEqual([]);
      await context.unrouteAll();
      await context.route(/\/assets\/js\/chunk\.lottie\.js/, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(url('76-lottie'));
      await islasStarted(page);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors.every((error) => /chunk\.lottie\.js|404/.test(error))).toBe(true);
      errors.length = 0;
    });
  });
});

describe('accessibility of the widgets', () => {
  const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  it('axe-core finds nothing serious in the widgets, with a tooltip shown, an accordion item and a tab open', async () => {
    await visit('desktop', '', async ({ page, context, url }) => {
      await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title>' }));
      await page.goto(url('32-masonry,33-equalize,62-tooltip,63-hotspot,69-youtube,70-tabs,71-accordion'));
      await islasStarted(page);
      // The pictures above it may still be moving the button (masonry, equal heights): the mouse rests on it again until its tip shows.
      const tipShown = () =>
        expect.poll(async () => {
          await page.locator('.islas-tooltip').hover();
          return page.locator('.tooltipster-base.tooltipster-show').count();
        }).toBe(1);
      await tipShown();
      await page.locator('a[href="#tab_pagos"]').click();
      await page.locator('#accordion-71001-label').click();
      await tipShown();
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
        const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run({ include: [['.entry-content'], ['.tooltipster-base']] }, { resultTypes: ['violations'] });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });
  });
});
