/**
 * No lost first input (issue 33): a click, tap, key or `change` that comes before a part's
 * code is there reaches the part once, whatever sent it: a pointer pressed with no move
 * before it, a tap, the keyboard, autofill (a `change` with no key or pointer), a script's
 * `click()`. The lazy chunks are held back until the input has been sent, so the code is
 * certainly late (the entry and the chunk it imports still load); then they are let go and
 * the part's result is checked, once and not twice.
 *
 * Which part each kind of input is tried on (every kind and every part appears):
 *   pointer, no move: the listing's AJAX add, the header search icon (lightbox and dropdown),
 *                     the gallery's next arrow, a slider's next arrow
 *   tap (phone):      the mobile menu opener, the quantity +, the mini cart icon
 *   keyboard:         a product tab (Enter), the quantity + (Space), the listing's AJAX add
 *                     (Enter); Space on the search icon's role=button link is lost (below)
 *   change (autofill): the variation selects, the quantity field (then added)
 *   script click():   the listing's AJAX add, a product tab, the mobile menu opener
 * Each case runs on a page without jQuery and on one with jQuery and its plugins, where the
 * bridge's chunk is held too, so the input comes before islas has even started its parts.
 * The gallery's and sliders' arrows are printed by their code (Flickity's, as in stock): no
 * arrow exists before it. There the arrow is the page's first input, pressed with no move
 * while the code every other part loads at the first input is still held back.
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, holdChunk, holdRequests, islasBuild, islasStarted, JQUERY_SETUPS, useBrowser, useThisBuild } from './browser';

const browser = useBrowser();

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The chunks the entry imports (loaded with it): every other chunk is lazy, and held. */
const eager: string[] = JSON.parse(readFileSync(new URL(`../../${islasBuild() === 'react' ? 'dist/react' : 'dist'}/manifest.json`, import.meta.url), 'utf8')).preload.map(
  (file: string) => `/${file}`,
);
const isLazyChunk = (url: URL): boolean => /\/chunks\/[^/]+\.js$/.test(url.pathname) && !eager.some((file) => url.pathname.endsWith(file));

interface Visit {
  page: Page;
  /** The wc-ajax add_to_cart requests sent so far. */
  adds: Request[];
  /** A press and release of the left button at the centre of `selector`, with no pointer move before it. */
  pressWithoutMove(selector: string): Promise<void>;
}

/**
 * Opens `path` as a new visitor on `device` with the lazy chunks held back (`late`: all of
 * them, or only the named chunk), waits until the entry has run, sends the input (`act`),
 * lets the chunks go and checks the result (`check`).
 */
async function visit(
  device: object,
  path: string,
  { late = 'all', before }: { late?: 'all' | string; before?: (page: Page) => Promise<void> },
  act: (visit: Visit) => Promise<void>,
  check: (visit: Visit) => Promise<void>,
): Promise<void> {
  const context = await browser().newContext({ locale: 'es-ES', ...device });
  await useThisBuild(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const adds: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === 'add_to_cart') adds.push(request);
  });
  let cdp: CDPSession | undefined;
  const pressWithoutMove = async (selector: string): Promise<void> => {
    const box = await centreOf(page, selector);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
    cdp ??= await context.newCDPSession(page);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
  };
  try {
    const release = late === 'all' ? await holdRequests(page, isLazyChunk) : await holdChunk(page, late);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    // The entry has run (its API is there); with jQuery, islas itself still waits for its bridge.
    await page.waitForFunction(() => typeof (window as { islas?: { ready?: unknown } }).islas === 'object');
    await page.waitForLoadState('load');
    await before?.(page);
    const shopper = { page, adds, pressWithoutMove };
    await act(shopper);
    // Long enough for anything the input set off without its code to show.
    await page.waitForTimeout(200);
    expect(adds).toHaveLength(0);
    release();
    await check(shopper);
    // Long enough for a second, replayed copy of the input to show.
    await page.waitForTimeout(400);
    await check(shopper);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The stub's cart count as its header prints it. */
const cartCount = (page: Page) => page.locator('.cart-icon strong').first().textContent();

/** One add of the listing's first product, and the mini cart showing it. */
async function addedOnce({ page, adds }: Visit): Promise<void> {
  await expect.poll(() => adds.length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe('1');
  expect(adds).toHaveLength(1);
}

const panelOpen = (page: Page, panel: string) => expect.poll(() => page.locator(`.mfp-wrap.mfp-ready .mfp-content ${panel}`).count(), { timeout: 15_000 }).toBe(1);

const LISTING_ADD = '.products .add_to_cart_button.ajax_add_to_cart[data-product_id]';
const SIMPLE = '/producto/camiseta-basica-algodon-organico/';
const VARIABLE = '/producto/sudadera-capucha-islas/';
const SEARCH_ICON = 'a[data-open="#search-lightbox"]';
const SEARCH_DROPDOWN = 'li.header-search-dropdown';
const HAMBURGER = 'a[data-open="#main-menu"]';
const TAB = '#tab-title-additional_information a';
const join = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query.slice(1)}` : path);

/** The product tab shown: its title active and its panel visible, the first one hidden. */
async function tabShown({ page }: Visit): Promise<void> {
  await expect.poll(() => page.locator('#tab-title-additional_information').getAttribute('class'), { timeout: 15_000 }).toContain('active');
  expect(await page.locator('#tab-additional_information').isVisible()).toBe(true);
  expect(await page.locator('#tab-description').isVisible()).toBe(false);
}

describe.each(JQUERY_SETUPS)('the first input before the code is there, %s', (_setup, query) => {
  describe('a pointer pressed with no move before it', () => {
    it('adds once from the listing', async () => {
      await visit(DESKTOP, join('/tienda/', query), {}, ({ pressWithoutMove }) => pressWithoutMove(LISTING_ADD), addedOnce);
    });

    it('opens the header search lightbox from its icon', async () => {
      await visit(
        DESKTOP,
        join('/tienda/?islas-search=lightbox', query),
        {},
        ({ pressWithoutMove }) => pressWithoutMove(SEARCH_ICON),
        ({ page }) => panelOpen(page, '#search-lightbox'),
      );
    });

    it('opens the header search dropdown from its icon', async () => {
      await visit(
        DESKTOP,
        join('/tienda/?islas-menus=1', query),
        {},
        ({ pressWithoutMove }) => pressWithoutMove(`${SEARCH_DROPDOWN} > a`),
        async ({ page }) => {
          await expect.poll(() => page.locator(SEARCH_DROPDOWN).getAttribute('class'), { timeout: 15_000 }).toContain('current-dropdown');
          expect(new URL(page.url()).hash).toBe('');
        },
      );
    });

    it("moves the product gallery by one with its next arrow (the page's first input)", async () => {
      const shown = (page: Page) => page.locator('.product-thumbnails [aria-current="true"]').evaluateAll((els) => els.map((el) => el.closest('.col')?.getAttribute('data-index') ?? [...el.closest('.product-thumbnails')!.querySelectorAll('[aria-current]')].indexOf(el)));
      await visit(
        DESKTOP,
        join(SIMPLE, query),
        {
          late: 'first-input',
          // The arrows are the gallery's: a focus (no input) wakes it.
          before: async (page) => {
            await islasStarted(page);
            await page.evaluate(() => document.querySelector<HTMLElement>('.woocommerce-product-gallery a')!.focus());
            await page.locator('.islas-gallery__next').waitFor();
            expect(await shown(page)).toEqual([0]);
          },
        },
        ({ pressWithoutMove }) => pressWithoutMove('.islas-gallery__next'),
        async ({ page }) => expect.poll(() => shown(page), { timeout: 15_000 }).toEqual([1]),
      );
    });

    it("moves a slider by one with its next arrow (the page's first input)", async () => {
      const SLIDER = '#slider-islas-demo .slider';
      const selected = (page: Page) =>
        page.locator(SLIDER).evaluate((el) => [...el.querySelectorAll('.flickity-slider > *')].flatMap((cell, i) => (cell.classList.contains('is-selected') ? [i] : [])));
      await visit(
        DESKTOP,
        join('/elementos/?islas-elements=20-slider', query),
        {
          late: 'first-input',
          before: async (page) => {
            await page.locator(`${SLIDER} .next`).waitFor();
            expect(await selected(page)).toEqual([0]);
          },
        },
        ({ pressWithoutMove }) => pressWithoutMove(`${SLIDER} .next`),
        async ({ page }) => expect.poll(() => selected(page), { timeout: 15_000 }).toEqual([1]),
      );
    });
  });

  describe('a tap on a phone', () => {
    it('opens the mobile menu', async () => {
      await visit(PHONE, join('/tienda/', query), {}, ({ page }) => tapOn(page, HAMBURGER), ({ page }) => panelOpen(page, '#main-menu'));
    });

    it("steps the product's quantity by one with +", async () => {
      await visit(
        PHONE,
        join(SIMPLE, query),
        {},
        ({ page }) => tapOn(page, 'form.cart .quantity .plus'),
        async ({ page }) => expect.poll(() => page.locator('form.cart input.qty').inputValue(), { timeout: 15_000 }).toBe('2'),
      );
    });

    it('opens the mini cart from the header cart icon', async () => {
      await visit(
        PHONE,
        join('/tienda/', query),
        {},
        ({ page }) => tapOn(page, '.mobile-nav li.cart-item a.header-cart-link'),
        async ({ page }) => {
          // islas's drawer (the mini-cart island), as Flatsome's: open, its dialog shown.
          await expect.poll(() => page.locator('#cart-popup[role="dialog"]').isVisible(), { timeout: 15_000 }).toBe(true);
          expect(new URL(page.url()).pathname).toBe('/tienda/');
        },
      );
    });
  });

  describe('the keyboard', () => {
    it('shows a product tab at Enter', async () => {
      await visit(
        DESKTOP,
        join(SIMPLE, query),
        {},
        async ({ page }) => {
          await page.focus(TAB);
          await page.keyboard.press('Enter');
        },
        tabShown,
      );
    });

    it("steps the product's quantity by one at Space on + (a button: the browser clicks it)", async () => {
      await visit(
        DESKTOP,
        join(SIMPLE, query),
        {},
        async ({ page }) => {
          await page.focus('form.cart .quantity .plus');
          await page.keyboard.press('Space');
        },
        async ({ page }) => expect.poll(() => page.locator('form.cart input.qty').inputValue(), { timeout: 15_000 }).toBe('2'),
      );
    });

    // A link with role=button takes no Space from the browser (it scrolls the page); islas's
    // keyboard for Flatsome's role=button links comes with the first-input chunk, and until
    // then a Space clicks the link (triggers.ts clickOnSpace, from the start), whose click is held.
    it('opens the search lightbox at Space on its role=button icon', async () => {
      await visit(
        DESKTOP,
        join('/tienda/?islas-search=lightbox', query),
        {},
        async ({ page }) => {
          await page.focus(SEARCH_ICON);
          await page.keyboard.press('Space');
        },
        async ({ page }) => {
          await expect.poll(() => page.locator('.mfp-wrap.mfp-ready .mfp-content #search-lightbox').count(), { timeout: 3_000 }).toBe(1);
          expect(await page.evaluate(() => scrollY)).toBe(0);
        },
      );
    });

    it('adds once from the listing at Enter', async () => {
      await visit(
        DESKTOP,
        join('/tienda/', query),
        {},
        async ({ page }) => {
          await page.keyboard.press('Tab'); // the first Tab: the page's first input
          await page.focus(LISTING_ADD);
          await page.keyboard.press('Enter');
        },
        addedOnce,
      );
    });
  });

  describe('a change with no key or pointer (autofill, a script)', () => {
    it('chooses the variation the selects were set to', async () => {
      await visit(
        DESKTOP,
        join(VARIABLE, query),
        {},
        ({ page }) =>
          page.evaluate(() => {
            for (const [name, value] of [['attribute_pa_color', 'rojo'], ['attribute_pa_talla', 's']]) {
              const select = document.querySelector<HTMLSelectElement>(`form.variations_form select[name="${name}"]`)!;
              select.value = value!;
              select.dispatchEvent(new Event('change', { bubbles: true }));
            }
          }),
        async ({ page }) => {
          await expect.poll(() => page.locator('form.variations_form input.variation_id').inputValue(), { timeout: 15_000 }).toBe('1021');
          expect(await page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('39,95');
        },
      );
    });

    it('adds the quantity the field was set to, once', async () => {
      await visit(
        DESKTOP,
        join(SIMPLE, query),
        {},
        ({ page }) =>
          page.evaluate(() => {
            const qty = document.querySelector<HTMLInputElement>('form.cart input.qty')!;
            qty.value = '3';
            qty.dispatchEvent(new Event('change', { bubbles: true }));
            document.querySelector<HTMLButtonElement>('form.cart .single_add_to_cart_button')!.click();
          }),
        async ({ page }) => {
          await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe('3');
        },
      );
    });
  });

  describe("a script's click()", () => {
    it('adds once from the listing', async () => {
      await visit(DESKTOP, join('/tienda/', query), {}, ({ page }) => page.evaluate((s) => document.querySelector<HTMLElement>(s)!.click(), LISTING_ADD), addedOnce);
    });

    it('shows a product tab', async () => {
      await visit(DESKTOP, join(SIMPLE, query), {}, ({ page }) => page.evaluate((s) => document.querySelector<HTMLElement>(s)!.click(), TAB), tabShown);
    });

    it('opens the mobile menu (phone)', async () => {
      await visit(PHONE, join('/tienda/', query), {}, ({ page }) => page.evaluate((s) => document.querySelector<HTMLElement>(s)!.click(), HAMBURGER), ({ page }) => panelOpen(page, '#main-menu'));
    });
  });
});

/** A tap at the centre of `selector` (touch events, then the click the browser makes of them). */
async function tapOn(page: Page, selector: string): Promise<void> {
  const box = await centreOf(page, selector);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Where `selector` is on the screen; scrolled into view first where it is below the fold (a scroll, the page's first input then). */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const el = page.locator(selector).first();
  const box = await el.boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  const viewport = page.viewportSize()!;
  if (box.y >= 0 && box.y + box.height <= viewport.height) return box;
  await el.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  return (await el.boundingBox())!;
}
