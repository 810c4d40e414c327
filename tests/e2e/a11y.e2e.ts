// Accessibility (issue 5): axe-core on every fixture page, and again with each island
// open (mini cart dropdown and drawer, quick view, search overlay, login popup): no
// serious or critical violations. Every dialog traps focus and gives it back on close.
import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islasStarted, newShopper, type Shopper, useBrowser } from './browser';
import { FIXTURE_PAGES } from '../fixture-pages.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const browser = useBrowser();

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (context) => {
    // axe measures the colours on screen: halfway through a panel's fade-in, a button's
    // contrast is halfway too. Finite transitions and animations end first.
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => {})));
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(context ? { include: [context] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n: any) => n.target.join(' ')) }));
  }, include ?? null);
}

async function withShopper(run: (shopper: Shopper) => Promise<void>): Promise<void> {
  const shopper = await newShopper(browser());
  try {
    await run(shopper);
    expect(shopper.errors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
  } finally {
    await shopper.close();
  }
}

async function addToServerCart(shopper: Shopper, productId = 101): Promise<void> {
  await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: String(productId), quantity: '1' } });
}

async function hydrated(shopper: Shopper): Promise<void> {
  await shopper.page.waitForLoadState('load');
  await islasStarted(shopper.page);
  await shopper.page.waitForTimeout(300);
}

const PAGES = FIXTURE_PAGES;

describe('axe-core on every fixture page', () => {
  it.each(PAGES)('$name ($path): no serious or critical violations', async ({ path, cart }) => {
    await withShopper(async (shopper) => {
      if (cart) await addToServerCart(shopper);
      await shopper.page.goto(shopper.url(path));
      await hydrated(shopper);
      expect(await seriousViolations(shopper.page)).toEqual([]);
    });
  });
});

/** Tab and Shift+Tab never leave `container`. */
async function expectFocusTrapped(page: Page, container: string, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const inside = await page.evaluate((selector) => {
        const el = document.querySelector(selector);
        return Boolean(el && el.contains(document.activeElement));
      }, container);
      expect(inside, `${key} #${i + 1} left ${container}`).toBe(true);
    }
  }
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s) === document.activeElement, selector);

describe('islands open: axe-core and focus', () => {
  it('mini cart dropdown (after an add): no serious violations', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await addToServerCart(shopper);
      await page.goto(shopper.url('/tienda/'));
      await hydrated(shopper);
      await page.hover('.header-nav li.cart-item > a');
      await expect.poll(() => page.locator('.header-nav li.cart-item .nav-dropdown').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('mini cart drawer: no serious violations, focus trapped and returned', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await addToServerCart(shopper);
      await page.goto(shopper.url('/tienda/?islas-cart=drawer'));
      await hydrated(shopper);
      const toggle = '.header-nav li.cart-item a.off-canvas-toggle';
      await page.focus(toggle);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#cart-popup').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFocusTrapped(page, '#cart-popup');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#cart-popup').isVisible()).toBe(false);
      expect(await isFocused(page, toggle)).toBe(true);
      await page.goto(shopper.url('/tienda/?islas-cart=dropdown'));
    });
  });

  it('quick view: no serious violations, focus trapped and returned to its link', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await hydrated(shopper);
      const link = '.products a.quick-view[data-prod]';
      await page.focus(link);
      await page.keyboard.press('Enter');
      const dialog = 'dialog.islas-quick-view[open], .islas-quick-view[role="dialog"]';
      await expect.poll(() => page.locator(dialog).count(), { timeout: 15_000 }).toBe(1);
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFocusTrapped(page, dialog);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(dialog).count()).toBe(0);
      expect(await isFocused(page, link)).toBe(true);
    });
  });

  it('search overlay: no serious violations, focus trapped and returned to the search field', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await hydrated(shopper);
      const field = 'form.searchform input.search-field';
      await page.focus(field);
      await page.keyboard.type('camiseta');
      await page.keyboard.press('Enter');
      const dialog = '[role="dialog"].islas-search, .islas-search[role="dialog"], [role="dialog"][aria-modal="true"]';
      await expect.poll(() => page.locator(dialog).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.locator(`${dialog} a[href*="/producto/"]`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFocusTrapped(page, dialog);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(`${dialog}:visible`).count()).toBe(0);
      expect(await isFocused(page, field)).toBe(true);
    });
  });

  it('login popup: no serious violations, focus trapped and returned to its link', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await hydrated(shopper);
      const link = 'a[data-open="#login-form-popup"]';
      await page.focus(link);
      await page.keyboard.press('Enter');
      const popup = '#login-form-popup';
      await expect.poll(() => page.locator(popup).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFocusTrapped(page, popup);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(popup).isVisible()).toBe(false);
      expect(await isFocused(page, link)).toBe(true);
    });
  });
});
