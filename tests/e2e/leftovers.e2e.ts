// Issue 14 part 4, what earlier notes left open: the search overlay's "immediate" trigger,
// the mini-cart drawer's closing fade, and the sorted result count's refresh, as a shopper
// meets them (both builds).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, islasStarted, serverCart, useShoppers } from './browser';

const withShopper = useShoppers();

const headerField = '.header-nav form.searchform input[name="s"]';
const dialog = '[role="dialog"].islas-search';

describe('search overlay trigger', () => {
  it('with overlayTrigger "immediate", typing in the header search opens the overlay with the typed query', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/?islas-search-trigger=immediate'));
      await islasStarted(page);
      const field = page.locator(headerField).first();
      await field.click();
      // Typed in one go (one input event): on a busy machine keys typed one by one can come
      // more than the 200 ms pause apart, and the overlay rightly opens on the first letters.
      await field.fill('camiseta');
      await page.waitForSelector(dialog, { timeout: 10_000 });
      await expect.poll(() => page.locator(`${dialog} .islas-search__result`).count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const url = new URL(page.url());
      expect([url.searchParams.get('s'), url.searchParams.get('sort')]).toEqual(['camiseta', 'relevance']);
      expect(await page.locator(`${dialog} .islas-search__query`).inputValue()).toBe('camiseta');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(dialog).count()).toBe(0);
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('with the shop\'s "submit" trigger, typing alone does not open it; Enter does', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      const field = page.locator(headerField).first();
      await field.click();
      await field.pressSequentially('camiseta', { delay: 40 });
      await page.waitForTimeout(1000);
      expect(await page.locator(dialog).count()).toBe(0);
      await field.press('Enter');
      await page.waitForSelector(dialog, { timeout: 10_000 });
    });
  });
});

interface PanelChange {
  /** ms since navigation */
  at: number;
  classes: string;
  animation: string;
  inert: boolean;
}

/**
 * Records, in the page, each change of the drawer panel's classes and what came with it:
 * a loaded machine can answer a poll from the test slower than the 400 ms fade lasts.
 */
async function watchPanel(page: Page): Promise<void> {
  await page.evaluate(() => {
    const panel = document.getElementById('cart-popup')!;
    const seen: PanelChange[] = [];
    (window as unknown as { panelClasses: typeof seen }).panelClasses = seen;
    new MutationObserver(() => {
      const style = getComputedStyle(panel);
      seen.push({
        at: performance.now(),
        classes: panel.className,
        animation: `${style.animationName} ${style.animationDuration}`,
        inert: panel.inert,
      });
    }).observe(panel, { attributes: true, attributeFilter: ['class'] });
    // The fading backdrop is rendered a moment after the panel's class changes (a new element or the old one re-classed).
    const backdrops: number[] = [];
    (window as unknown as { fadingBackdrops: typeof backdrops }).fadingBackdrops = backdrops;
    new MutationObserver(() => {
      if (document.querySelector('.islas-drawer-backdrop--closing')) backdrops.push(performance.now());
    }).observe(document.body, { childList: true, attributes: true, attributeFilter: ['class'], subtree: true });
  });
}

/** The recorded changes that started a fade (the panel's `islas-drawer--closing` added). */
async function closings(page: Page): Promise<PanelChange[]> {
  return page.evaluate(() =>
    (window as unknown as { panelClasses: PanelChange[] }).panelClasses.filter(
      ({ classes }, index, all) =>
        classes.split(/\s+/).includes('islas-drawer--closing') && !all[index - 1]?.classes.split(/\s+/).includes('islas-drawer--closing'),
    ),
  );
}

/** How long the panel was fading: from `islas-drawer--closing` to `mfp-hide`, for each close seen. */
async function fadeTimes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { panelClasses: PanelChange[] }).panelClasses;
    const times: number[] = [];
    let start: number | undefined;
    for (const { at, classes } of seen) {
      const list = classes.split(/\s+/);
      if (list.includes('islas-drawer--closing') && start === undefined) start = at;
      if (list.includes('mfp-hide') && start !== undefined) {
        times.push(at - start);
        start = undefined;
      }
    }
    return times;
  });
}

describe('mini-cart drawer', () => {
  it('fades out over 400 ms when its backdrop closes it after an add and on Escape, focus back on the cart link', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/?islas-cart=drawer'));
      await islasStarted(page);
      await watchPanel(page);
      const panel = page.locator('#cart-popup');

      // Revealed after an add (it stays open, as Flatsome's does), closed from its backdrop: with the fade.
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
      await page.mouse.click(100, 420);
      await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(false);
      expect((await closings(page))[0]?.animation).toBe('islas-fade-out 0.4s');

      // Opened from the cart link as a dialog; Escape fades it out, focus goes back at once.
      const toggle = page.locator('.header-nav li.cart-item a.off-canvas-toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#cart-popup[role="dialog"][aria-modal="true"]').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => panel.isVisible()).toBe(false);
      const midway = (await closings(page))[1];
      expect(midway && { animation: midway.animation, inert: midway.inert }).toEqual({ animation: 'islas-fade-out 0.4s', inert: true });
      const backdrops = await page.evaluate(() => (window as unknown as { fadingBackdrops: number[] }).fadingBackdrops);
      expect(backdrops.some((at) => at >= midway!.at)).toBe(true);
      expect(await page.locator('.islas-drawer-backdrop').count()).toBe(0);

      const times = await fadeTimes(page);
      expect(times).toHaveLength(2);
      for (const ms of times) {
        // The start is recorded when the task that set the class ends (Preact finishes
        // its commit first), a few ms after the 400 ms timer started; on a loaded
        // machine 18 ms was seen (381.9 ms). No fade at all measures under 150.
        expect(ms).toBeGreaterThanOrEqual(360);
        expect(ms).toBeLessThan(3000); // a loaded machine may run the timer late
      }
      expect(shopper.errors).toEqual([]);
    });
  });

  it('closes at once for a shopper who prefers reduced motion', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(shopper.url('/tienda/?islas-cart=drawer'));
      await islasStarted(page);
      await watchPanel(page);
      const toggle = page.locator('.header-nav li.cart-item a.off-canvas-toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('#cart-popup');
      await expect.poll(() => page.locator('#cart-popup[role="dialog"]').isVisible(), { timeout: 10_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      // No fade: the closing state has no animation, and the panel is hidden within a
      // timer's turn (under the 400 ms a fade takes; a loaded machine runs even a 0 ms timer late).
      expect((await closings(page))[0]?.animation).toMatch(/^none /);
      const times = await fadeTimes(page);
      expect(times).toHaveLength(1);
      expect(times[0]).toBeLessThan(390);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});

describe('sorted result count', () => {
  /** Records, in the page, each time the result count's content is re-written (ms since navigation). */
  const recordRewrites = (page: Page) =>
    page.addInitScript(() => {
      const times: number[] = [];
      (window as unknown as { countRewrites: number[] }).countRewrites = times;
      document.addEventListener('DOMContentLoaded', () => {
        const count = document.querySelector('.woocommerce-result-count');
        if (count) new MutationObserver(() => times.push(performance.now())).observe(count, { childList: true });
      });
    });
  const rewrites = (page: Page) => page.evaluate(() => (window as unknown as { countRewrites: number[] }).countRewrites);

  it('re-writes the count of a shop sorted by price 2000 ms after load, so screen readers announce it, and leaves an unsorted one alone', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await recordRewrites(page);
      await page.goto(shopper.url('/tienda/?orderby=price'));
      await islasStarted(page);
      const count = page.locator('.woocommerce-result-count');
      expect(await count.getAttribute('data-is-sorted-by')).toBe('true');
      expect(await count.getAttribute('role')).toBe('alert');
      const before = await count.innerHTML();
      await expect.poll(() => rewrites(page), { timeout: 8000 }).not.toEqual([]);
      const times = await rewrites(page);
      // Emptied and filled again once, no sooner than 2000 ms after the page started.
      expect(times.length).toBeGreaterThanOrEqual(1);
      expect(times.length).toBeLessThanOrEqual(2);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(2000);
      expect(await count.innerHTML()).toBe(before);
      expect(before).toContain('<span class="screen-reader-text">Ordenar por precio: bajo a alto</span>');

      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      expect(await page.locator('.woocommerce-result-count').getAttribute('data-is-sorted-by')).toBeNull();
      await page.waitForTimeout(3000);
      expect(await rewrites(page)).toEqual([]);
    });
  });
});

describe('catalog ordering', () => {
  it('sorts the shop when the shopper picks an order from the select (its form has no button)', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      const prices = () =>
        page.$$eval('.products .product-small .price', (nodes) =>
          // The lowest active price: a sale's <ins>, else the first amount (a range's lowest).
          nodes.map((node) => Number.parseFloat(((node.querySelector('ins .amount') ?? node.querySelector('.amount'))?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
        );
      await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), page.selectOption('.woocommerce-ordering select.orderby', 'price')]);
      const sorted = await prices();
      expect(sorted.length).toBeGreaterThan(3);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      expect(await page.locator('.woocommerce-ordering select.orderby').inputValue()).toBe('price');
      expect(shopper.errors).toEqual([]);
    });
  });
});
