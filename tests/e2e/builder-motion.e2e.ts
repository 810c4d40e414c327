/**
 * Flatsome's page-builder motion elements that islas does in place of flatsome-js and the
 * countdown's scripts (issue 32; inventory rows 59, 60, 63, 72, 73, 74, 79, 80), on the
 * stub's /elementos/ parts made of the markup a real Flatsome 3.20 shop prints for those
 * shortcodes (fixtures/templates/elements/6*.php) and the theme's rules for them
 * (fixtures/theme/builder/motion.css). Each case runs on a desktop and on a phone (390×844,
 * a touch screen with a phone's user agent, which Flatsome's parallax skips), on a page
 * without jQuery and on one with it (?islas-plugins=zoo), and the motion ones also for a
 * shopper who prefers reduced motion.
 *
 * Compared with a real Flatsome 3.20 shop (realshop/flatsome.sh, /portada/, stock mode):
 * the same attributes in the same order as each element comes into view, the parallax
 * layer's inline height and transforms to the hundredth of a pixel at the same scrolls, the
 * same bullets, lit at the same scrolls, and the same 1 s eased scroll to a section below
 * the 70 px header; the countdown's boxes and words; a JavaScript sticky column's top and
 * transform at each scroll.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islasStarted, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();

const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_AGENT },
} as const;
type Device = keyof typeof DEVICES;
const SETUPS = [
  ['without jQuery', ''],
  ['with jQuery', '&islas-plugins=zoo'],
] as const;

const contexts = new Map<Device, BrowserContext>();
beforeAll(async () => {
  for (const [device, options] of Object.entries(DEVICES) as [Device, (typeof DEVICES)[Device]][]) {
    const context = await browser().newContext({ ...options, locale: 'es-ES' });
    await useThisBuild(context);
    contexts.set(device, context);
  }
});
afterAll(async () => {
  for (const context of contexts.values()) await context.close();
});

interface Visit {
  page: Page;
  errors: string[];
}

/** Opens /elementos/ with only `parts`, on `device`, with jQuery or not, with reduced motion or not; runs `check`, then closes the page. */
async function visit(device: Device, parts: string, query: string, check: (visit: Visit) => Promise<void>, options: { reduced?: boolean; hash?: string } = {}): Promise<void> {
  const context = contexts.get(device)!;
  // A new visitor: the stub keeps its switches (the jQuery zoo) per session.
  await context.clearCookies();
  await useThisBuild(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  try {
    if (options.reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/elementos/?islas-elements=${parts}${query}${options.hash ?? ''}`);
    await islasStarted(page);
    // The zoo of jQuery plugins brings jQuery, and so does the theme's countdown script where it is kept.
    const withJQuery = /islas-plugins|islas-off=countdown/.test(query);
    expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe(withJQuery ? 'function' : 'undefined');
    await check({ page, errors });
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

/** Each case on both devices, with and without jQuery. */
function eachSetup(run: (setup: string, device: Device, query: string) => void): void {
  for (const device of Object.keys(DEVICES) as Device[]) for (const [kind, query] of SETUPS) run(`${device}, ${kind}`, device, query);
}

/** The part's builder entry ran (html[data-islas-enhanced]). */
const enhanced = (page: Page, name: string) => page.waitForSelector(`html[data-islas-enhanced~="${name}"]`, { state: 'attached' });

const marks = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => ({
    transform: el.getAttribute('data-animate-transform'),
    transition: el.getAttribute('data-animate-transition'),
    animated: el.getAttribute('data-animated'),
    opacity: getComputedStyle(el).opacity,
  }));

/** Scrolls by wheel until `y` (a shopper's scroll: an input), and lets a frame pass. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, y - (await page.evaluate(() => scrollY)));
  await page.waitForFunction((to) => Math.abs(scrollY - Math.min(to, document.documentElement.scrollHeight - innerHeight)) < 2, y);
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

describe('entrance animations ([data-animate], row 59)', () => {
  eachSetup((setup, device, query) => {
    it(`keeps an element below the fold waiting, then plays it as it comes into view (${setup})`, async () => {
      const text = '.motion-animated [data-animate]';
      // Alone, at the top of the page: in view at load.
      await visit(device, '62-animate', query, async ({ page }) => {
        await expect.poll(() => marks(page, text)).toEqual({ transform: 'true', transition: 'true', animated: 'true', opacity: '1' });
      });
      // After the scroll-to sections: more than a screen down.
      await visit(device, '60-scroll-to,62-animate', query, async ({ page }) => {
        await enhanced(page, 'animate');
        await page.waitForTimeout(400);
        expect(await marks(page, text)).toEqual({ transform: null, transition: null, animated: null, opacity: '0' });
        await page.locator(text).scrollIntoViewIfNeeded();
        await expect.poll(() => marks(page, text)).toMatchObject({ transform: 'true', transition: 'true', animated: 'true' });
        await expect.poll(async () => Number((await marks(page, text)).opacity)).toBe(1);
      });
    });
  });

  for (const device of Object.keys(DEVICES) as Device[]) {
    it(`marks every element animated at once for reduced motion, visible without moving (${device})`, async () => {
      await visit(
        device,
        '60-scroll-to,62-animate,63-hotspot',
        '',
        async ({ page }) => {
          await enhanced(page, 'animate');
          for (const selector of ['.islas-hotspot [data-animate]', '.motion-animated [data-animate]']) {
            expect(await marks(page, selector)).toEqual({ transform: null, transition: null, animated: 'true', opacity: '1' });
          }
        },
        { reduced: true },
      );
    });
  }
});

describe('image hotspots (row 63)', () => {
  eachSetup((setup, device, query) => {
    it(`shows the hotspot once it is in view, where a tap or click reaches it (${setup})`, async () => {
      await visit(device, '60-scroll-to,63-hotspot', query, async ({ page }) => {
        await page.waitForTimeout(300);
        expect(await marks(page, '.islas-hotspot [data-animate]')).toMatchObject({ animated: null, opacity: '0' });
        await page.locator('.islas-hotspot-banner').scrollIntoViewIfNeeded();
        const wrapper = '.islas-hotspot [data-animate="bounceIn"]';
        await expect.poll(() => marks(page, wrapper)).toMatchObject({ animated: 'true', opacity: '1' });
        const box = (await page.locator('a.hotspot').boundingBox())!;
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.className, [box.x + box.width / 2, box.y + box.height / 2]);
        expect(hit).toBe('hotspot tooltip');
      });
    });
  });
});

describe('parallax ([data-parallax], row 60)', () => {
  const layer = '.motion-parallax .banner-bg';
  const state = (page: Page) =>
    page.locator(layer).evaluate((el) => ({ active: el.classList.contains('parallax-active'), style: el.getAttribute('style'), opacity: getComputedStyle(el).opacity }));

  eachSetup((setup, device, query) => {
    it(`shows the layer and, on a desktop, sizes it and moves it with the scroll; not on a phone (${setup})`, async () => {
      await visit(device, '63-parallax,69-sticky-column', query, async ({ page }) => {
        await enhanced(page, 'parallax');
        const first = await state(page);
        expect(first.active).toBe(true);
        expect(first.opacity).toBe('1');
        if (device === 'phone') {
          expect(first.style).toBeNull();
          await scrollTo(page, 300);
          expect((await state(page)).style).toBeNull();
          return;
        }
        // A 420 px banner, parallax 3, a 900 px window: 420 + 480 × 0.3 / 1.7.
        expect(first.style).toContain(`height: ${Math.round((420 + (480 * 0.3) / 1.7) * 1000) / 1000}px`);
        const at = async (y: number) => {
          await scrollTo(page, y);
          return /translate3d\(0px, (-?[\d.]+)px, 0px\)/.exec((await state(page)).style ?? '')?.[1];
        };
        const moves = [await at(100), await at(300), await at(500)];
        expect(moves.every((y) => y !== undefined)).toBe(true);
        expect(new Set(moves).size).toBe(3);
      });
    });
  });

  for (const device of Object.keys(DEVICES) as Device[]) {
    it(`leaves it unmoved and visible for reduced motion, as Flatsome (${device})`, async () => {
      await visit(
        device,
        '63-parallax,69-sticky-column',
        '',
        async ({ page }) => {
          await enhanced(page, 'parallax');
          await scrollTo(page, 200);
          expect(await state(page)).toEqual({ active: false, style: null, opacity: '1' });
        },
        { reduced: true },
      );
    });
  }
});

describe('section spinners (row 80)', () => {
  eachSetup((setup, device, query) => {
    it(`fades out a section's spinner as the page loads (${setup})`, async () => {
      await visit(device, '61-spinner', query, async ({ page }) => {
        await expect.poll(() => page.locator('.motion-loading .loading-spin').evaluate((el) => getComputedStyle(el).display)).toBe('none');
      });
    });
  });

  it('hides it at once for reduced motion', async () => {
    await visit(
      'desktop',
      '61-spinner',
      '',
      async ({ page }) => {
        await enhanced(page, 'spinners');
        expect(await page.locator('.motion-loading .loading-spin').evaluate((el) => getComputedStyle(el).display)).toBe('none');
      },
      { reduced: true },
    );
  });
});

/** Where the header leaves a section: the stuck header's height as islas measured it (or the option's, 70). */
const headerOffset = (page: Page) => page.evaluate(() => Number((window as { flatsomeVars?: { scrollPaddingTop?: number } }).flatsomeVars?.scrollPaddingTop) || 70);
const anchorTop = (page: Page, name: string) => page.evaluate((n) => Math.round(document.querySelector(`a[name="${n}"]`)!.getBoundingClientRect().top), name);

describe('scroll-to sections ([scroll_to], row 72) and "scroll for more" (row 73)', () => {
  const bullets = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('body > .scroll-to-bullets.hide-for-medium > a')].map((a) => [a.getAttribute('href'), a.getAttribute('title'), a.className]));

  eachSetup((setup, device, query) => {
    it(`adds the bullets (shown on a desktop), lights the section's, and scrolls a link to its section below the header, keeping the address (${setup})`, async () => {
      await visit(device, '60-scroll-to,69-sticky-column', query, async ({ page }) => {
        await enhanced(page, 'scroll-to');
        expect((await bullets(page)).map(([href, title]) => [href, title])).toEqual([
          ['#novedades', 'Novedades'],
          ['#preguntas', 'Preguntas frecuentes'],
        ]);
        const shown = await page.locator('.scroll-to-bullets').isVisible();
        expect(shown).toBe(device === 'desktop');
        const link = device === 'desktop' ? page.locator('.scroll-to-bullets a[href="#preguntas"]') : page.locator('a.motion-faq-link');
        if (device === 'phone') await link.tap();
        else await link.click();
        // Flatsome's scroll takes a second, eased.
        await page.waitForTimeout(200);
        const midway = await anchorTop(page, 'preguntas');
        const offset = await headerOffset(page);
        await expect.poll(() => anchorTop(page, 'preguntas')).toBe(offset);
        expect(midway).toBeGreaterThan(offset);
        expect(await page.evaluate(() => location.hash)).toBe('');
        await expect.poll(async () => (await bullets(page)).map(([, , lit]) => lit)).toEqual(['', 'active']);
      });
    });

    it(`lands on the section an address names at load (${setup})`, async () => {
      await visit(
        device,
        '60-scroll-to,69-sticky-column',
        query,
        async ({ page }) => {
          await enhanced(page, 'scroll-to');
          await expect.poll(() => anchorTop(page, 'novedades')).toBe(await headerOffset(page));
        },
        { hash: '#novedades' },
      );
    });

    it(`scrolls "scroll for more" to the next section (${setup})`, async () => {
      await visit(device, '61-spinner,69-sticky-column', query, async ({ page }) => {
        await enhanced(page, 'scroll-to');
        const button = page.locator('.motion-loading .scroll-for-more');
        if (device === 'phone') await button.tap();
        else await button.click();
        const offset = await headerOffset(page);
        await expect.poll(() => page.locator('.motion-after-loading').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(offset);
      });
    });
  });

  it('scrolls at once for reduced motion', async () => {
    await visit(
      'desktop',
      '60-scroll-to,69-sticky-column',
      '',
      async ({ page }) => {
        await enhanced(page, 'scroll-to');
        await page.locator('.scroll-to-bullets a[href="#preguntas"]').click();
        await page.waitForTimeout(100);
        expect(await anchorTop(page, 'preguntas')).toBe(await headerOffset(page));
      },
      { reduced: true },
    );
  });
});

describe('JavaScript-mode sticky columns (row 79)', () => {
  eachSetup((setup, device, query) => {
    it(`lets a column taller than the window scroll, then holds it by its bottom, and by its top on the way back (${setup})`, async () => {
      await visit(device, '69-sticky-column', query, async ({ page }) => {
        await enhanced(page, 'sticky-column');
        const column = page.locator('.is-sticky-column');
        const style = () => column.evaluate((el) => [el.getAttribute('data-sticky-mode'), (el as HTMLElement).style.top, (el as HTMLElement).style.transform]);
        const height = await column.evaluate((el) => Math.round(el.getBoundingClientRect().height));
        const viewport = DEVICES[device].viewport.height;
        await scrollTo(page, 2500);
        await expect.poll(style).toEqual(['javascript', `${viewport - height}px`, '']);
        await scrollTo(page, 2000);
        await expect.poll(async () => (await style())[2]).toMatch(/^translateY\(\d+px\)$/);
        await scrollTo(page, 100);
        await expect.poll(style).toEqual(['javascript', `${(await page.evaluate(() => Number((window as { flatsomeVars?: { sticky_height?: string } }).flatsomeVars?.sticky_height) || 70)) + 30}px`, '']);
      });
    });
  });
});

describe('countdown timers ([ux_countdown], row 74)', () => {
  const boxes = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => [...el.children].map((box) => [box.tagName, box.textContent]));

  eachSetup((setup, device, query) => {
    it(`counts down to the shop's date in days, hours, minutes and seconds, without the theme's scripts (${setup})`, async () => {
      await visit(device, '65-countdown', query, async ({ page }) => {
        await enhanced(page, 'countdown');
        const clock = await boxes(page, 'timer-661');
        expect(clock.map(([tag]) => tag)).toEqual(['SPAN', 'SPAN', 'SPAN', 'SPAN']);
        expect(clock.map(([, text]) => text!.replace(/^\d+/, ''))).toEqual(['días', expect.stringMatching(/^horas?$/), 'min', 'seg']);
        expect(await page.locator('#timer-661 .loading-spin').count()).toBe(0);
        // Days to go: the end is four days ahead at 18:00.
        expect(Number(clock[0]![1]!.replace(/\D+$/, ''))).toBeGreaterThanOrEqual(3);
        await expect.poll(async () => (await boxes(page, 'timer-661'))[3]![1]).not.toBe(clock[3]![1]);
        expect(await boxes(page, 'timer-662')).toEqual([
          ['SPAN', '0hours'],
          ['SPAN', '0min'],
          ['SPAN', '0sec'],
        ]);
        expect(await page.locator('script[src*="ux-countdown"], script[src*="countdown-script"]').count()).toBe(0);
      });
    });
  });

  it('marks the current category active at load, as flatsome-js, without loading any builder code', async () => {
    const page = await contexts.get('desktop')!.newPage();
    try {
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
      await page.goto(`${baseUrl()}/categoria-producto/camisetas/`);
      await islasStarted(page);
      expect(await page.locator('li.current-cat').evaluate((li) => li.classList.contains('active'))).toBe(true);
      expect(scripts.filter((path) => /\/(builder|motion)-/.test(path))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("leaves the timers to the theme's script where the shop keeps it (ISLAS_DISABLED_PARTS=countdown), which then works with the window.Flatsome stand-in", async () => {
    await visit('desktop', '65-countdown', '&islas-off=countdown', async ({ page }) => {
      await page.waitForSelector('#timer-661.countdown-attached');
      // The stub's stand-in of ux-countdown.js writes one box of days.
      expect((await boxes(page, 'timer-661')).length).toBe(1);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-islas-enhanced') ?? '')).not.toContain('countdown');
    });
  });
});
