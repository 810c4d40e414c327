/**
 * Flatsome's `[data-open]` panels and sub-menu toggles (issue 30; flatsome-3.20.md rows 9,
 * 21, 22, 26, 34), on the stub's copy of Flatsome 3.20's markup (element-menu-icon.php,
 * overlay-menu.php, loop/filter-button.php, layouts/category.php, element-search.php) and
 * the rules of its stylesheet. With flatsome-js dequeued and nothing in its place, the
 * hamburger only added "#" to the address: below 850 px shoppers lost the menu and the
 * search and account links in it, and the filter button the shop's sidebar.
 *
 * Compared with a real Flatsome 3.20 shop (realshop/flatsome.sh, stock mode, 390×844):
 * the same wrapper (.mfp-bg and .mfp-wrap first in the body, off-canvas off-canvas-left,
 * mfp-ready, mfp-removing for 300 ms), html.has-off-canvas has-off-canvas-left, the panel
 * 300 px wide at the left above the header, focus on .mfp-wrap, aria-expanded on the opener.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, holdChunk, islasBuild, islasStarted, rewritePage, useBrowser, useShoppers } from './browser';

const withShopper = useShoppers();
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const HAMBURGER = 'a[data-open="#main-menu"]';
const PANEL = '.mfp-wrap .mfp-content #main-menu';

const state = (page: Page) =>
  page.evaluate(() => ({
    html: document.documentElement.className,
    backdrop: document.querySelector('body > .mfp-bg')?.className ?? null,
    wrap: document.querySelector('body > .mfp-wrap')?.className ?? null,
    active: document.activeElement?.closest('.mfp-wrap') ? 'in the panel' : (document.activeElement?.getAttribute('data-open') ?? document.activeElement?.tagName),
    hash: location.hash,
    href: location.href,
  }));

/**
 * Scrolled down, the hamburger is tapped in the stuck header (the scroll was the first
 * input, which brings the sticky header): waits for it, so the tap does not scroll up to it.
 */
const stuckHeader = (page: Page) => expect.poll(async () => (await page.locator(HAMBURGER).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);

/** The panel has gone, as after Magnific's 300 ms removal. */
const closed = async (page: Page) => {
  await page.locator('.mfp-wrap').waitFor({ state: 'detached' });
  await page.locator('.mfp-bg').waitFor({ state: 'detached' });
};

const VARIANTS = [
  { name: 'phone', query: '' },
  // A plugin that needs jQuery keeps it on the page (the stub's analytics fixture).
  { name: 'phone, jQuery on the page', query: '?islas-plugins=analytics' },
];

/** The desktop cases, with the same two pages: without jQuery and with it. */
const DESKTOP = [
  { name: 'desktop', param: '' },
  { name: 'desktop, jQuery on the page', param: '&islas-plugins=analytics' },
];

describe('the mobile menu (the hamburger opens #main-menu off-canvas)', () => {
  for (const variant of VARIANTS) {
    it(`opens the menu at the left, a sub-menu toggles, Escape closes it and focus goes back (${variant.name})`, async () => {
      await withShopper(async ({ page, url, errors }) => {
        await page.setViewportSize(PHONE);
        await page.goto(url('/tienda/' + variant.query));
        await islasStarted(page);
        expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function')).toBe(variant.query !== '');
        await page.locator(HAMBURGER).click();
        await page.locator(`${PANEL}:not(.mfp-hide)`).waitFor();
        await expect.poll(async () => (await state(page)).wrap).toBe('mfp-wrap mfp-auto-cursor off-canvas off-canvas-left mfp-ready');
        const open = await state(page);
        expect(open.backdrop).toBe('mfp-bg off-canvas off-canvas-left main-menu-overlay mfp-ready');
        expect(open.html).toContain('has-off-canvas has-off-canvas-left');
        expect(open.active).toBe('in the panel');
        expect(open.hash).toBe('');
        expect(await page.locator(HAMBURGER).getAttribute('aria-expanded')).toBe('true');
        // Flatsome's panel: 300 px at the left edge once slid in, over the header.
        await expect.poll(async () => {
          const box = (await page.locator('.mfp-content').boundingBox())!;
          return [box.x, box.width, box.height];
        }).toEqual([0, 300, PHONE.height]);
        const onTop = await page.evaluate(() => document.elementFromPoint(350, 30)?.closest('.mfp-wrap, .mfp-bg, #header')?.className);
        expect(onTop).toMatch(/^mfp-/);
        // The search and account links are there.
        await expect.poll(() => page.locator(`${PANEL} input.search-field`).isVisible()).toBe(true);
        await expect.poll(() => page.locator(`${PANEL} a[href="/mi-cuenta/"]`).isVisible()).toBe(true);

        // Categorías' sub-menu: hidden off-screen until its toggle opens it.
        const parent = page.locator(`${PANEL} li.menu-item-has-children`);
        const firstChild = parent.locator('ul.children a').first();
        expect(await parent.getAttribute('aria-expanded')).toBe('false');
        expect((await firstChild.boundingBox())!.x).toBeLessThan(0);
        await parent.locator('> button.toggle').click();
        expect(await parent.getAttribute('class')).toContain('has-child active');
        expect(await parent.getAttribute('aria-expanded')).toBe('true');
        await expect.poll(async () => (await firstChild.boundingBox())!.x).toBeGreaterThan(0);

        await page.keyboard.press('Escape');
        await closed(page);
        const after = await state(page);
        expect(after.html).not.toContain('has-off-canvas');
        expect(after.active).toBe('#main-menu');
        expect(await page.locator('#main-menu').getAttribute('class')).toBe('mobile-sidebar no-scrollbar mfp-hide');
        expect(await page.locator(HAMBURGER).getAttribute('aria-expanded')).toBe('false');
        expect(errors).toEqual([]);
      });
    });
  }

  it('a link inside the menu goes to its page', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      await page.locator(HAMBURGER).click();
      await page.locator(`${PANEL} .toggle`).click();
      await Promise.all([page.waitForURL('**/categoria-producto/sudaderas/'), page.locator(`${PANEL} a[href="/categoria-producto/sudaderas/"]`).click()]);
      expect(await page.locator('h1').textContent()).toBe('Sudaderas');
      expect(errors).toEqual([]);
    });
  });

  it('the search in the menu searches the catalogue', async () => {
    await withShopper(async ({ page, url }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url('/'));
      await islasStarted(page);
      await page.locator(HAMBURGER).click();
      const field = page.locator(`${PANEL} input.search-field`);
      await field.fill('camiseta');
      await Promise.all([page.waitForURL(/[?&]s=camiseta/), field.press('Enter')]);
    });
  });

  it('closes from the backdrop beside the panel and from its close button; the page behind does not scroll', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      await page.evaluate(() => scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(400);
      await stuckHeader(page);
      await page.locator(HAMBURGER).click();
      await page.locator('.mfp-wrap.mfp-ready').waitFor();
      await page.mouse.move(350, 500);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => scrollY)).toBe(400);
      await page.mouse.click(350, 500);
      await closed(page);
      expect(await page.evaluate(() => scrollY)).toBe(400);

      await page.locator(HAMBURGER).click();
      await page.locator('.mfp-wrap.mfp-ready').waitFor();
      await page.locator('.mfp-wrap > button.mfp-close').click();
      await closed(page);
      expect((await state(page)).html).not.toContain('has-off-canvas');
      expect(errors).toEqual([]);
    });
  });

  it('works with the keyboard only: Tab to the hamburger, Enter, Tab stays in the panel, Escape', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      // The skip link comes first, then the hamburger.
      for (let i = 0; i < 5 && (await state(page)).active !== '#main-menu'; i += 1) await page.keyboard.press('Tab');
      expect((await state(page)).active).toBe('#main-menu');
      await page.keyboard.press('Enter');
      await page.locator('.mfp-wrap.mfp-ready').waitFor();
      await expect.poll(async () => (await state(page)).active).toBe('in the panel');
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect((await state(page)).active).toBe('in the panel');
      }
      await page.keyboard.press('Shift+Tab');
      expect((await state(page)).active).toBe('in the panel');
      await page.keyboard.press('Escape');
      await closed(page);
      expect((await state(page)).active).toBe('#main-menu');
      expect(errors).toEqual([]);
    });
  });

  it('a tap made before the code arrives opens the menu once it has', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.setViewportSize(PHONE);
      const release = await holdChunk(page, 'off-canvas');
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      await page.locator(HAMBURGER).click();
      await page.waitForTimeout(300);
      // Held: not followed (the address keeps no "#"), not opened yet.
      expect(await state(page)).toMatchObject({ hash: '', wrap: null });
      expect(page.url().endsWith('#')).toBe(false);
      release();
      await page.locator('.mfp-wrap.mfp-ready').waitFor();
      expect(await page.locator('.mfp-wrap').count()).toBe(1);
      expect(await page.locator(HAMBURGER).getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    });
  });

  it('opens at the right and in the centre, as the mobile_overlay option says (data-pos)', async () => {
    await withShopper(async ({ page, url, errors }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url('/?islas-mobile-overlay=right'));
      await islasStarted(page);
      await page.locator(HAMBURGER).click();
      await page.locator('.mfp-wrap.off-canvas-right.mfp-ready').waitFor();
      expect((await state(page)).html).toContain('has-off-canvas-right');
      await expect.poll(async () => (await page.locator('.mfp-content').boundingBox())!.x).toBe(PHONE.width - 300);
      await page.keyboard.press('Escape');
      await closed(page);
      await page.goto(url('/?islas-mobile-overlay=center'));
      await islasStarted(page);
      await page.locator(HAMBURGER).click();
      await page.locator('.mfp-wrap.off-canvas-center.mfp-ready').waitFor();
      expect((await state(page)).html).toContain('has-off-canvas has-off-canvas-center');
      expect(await page.locator('#main-menu .nav-sidebar').getAttribute('class')).toContain('nav-anim');
      expect(errors).toEqual([]);
    });
  });

  it('on a touch phone, fixes the body in place as Flatsome does and gives the scroll back after', async () => {
    const context = await browser().newContext({
      locale: 'es-ES',
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    try {
      const page = await context.newPage();
      const base = baseUrl();
      if (islasBuild() === 'react') await context.addCookies([{ name: 'islas_build', value: 'react', url: base, sameSite: 'Lax' }]);
      await page.goto(`${base}/tienda/`);
      await islasStarted(page);
      await page.evaluate(() => scrollTo(0, 300));
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(300);
      await stuckHeader(page);
      await page.locator(HAMBURGER).tap();
      await page.locator('.mfp-wrap.mfp-ready').waitFor();
      expect(await page.evaluate(() => [document.body.className.includes('body-scroll-lock--active'), document.body.style.position, document.body.style.top])).toEqual([true, 'fixed', '-300px']);
      await page.locator('.mfp-wrap > button.mfp-close').tap();
      await closed(page);
      expect(await page.evaluate(() => [document.body.className.includes('body-scroll-lock--active'), document.body.style.position, scrollY])).toEqual([false, '', 300]);
    } finally {
      await context.close();
    }
  });
});

describe('the shop filter button (a.filter-button opens #shop-sidebar off-canvas)', () => {
  for (const variant of VARIANTS) {
    it(`opens the sidebar's categories at phone width, and puts it back in its column (data-visible-after) (${variant.name})`, async () => {
      await withShopper(async ({ page, url, errors }) => {
        await page.setViewportSize(PHONE);
        await page.goto(url('/tienda/' + variant.query));
        await islasStarted(page);
        expect(await page.locator('#shop-sidebar').isVisible()).toBe(false);
        await page.locator('a.filter-button').click();
        await page.locator('.mfp-wrap.mfp-ready .mfp-content #shop-sidebar').waitFor();
        expect((await state(page)).html).toContain('has-off-canvas has-off-canvas-left');
        expect(await page.locator('a.filter-button').getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => page.locator('#shop-sidebar a[href="/categoria-producto/calzado/"]').isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        await closed(page);
        expect(await page.evaluate(() => document.getElementById('shop-sidebar')!.parentElement!.className)).toBe('col large-3 hide-for-medium');
        expect(await page.locator('#shop-sidebar').getAttribute('class')).toBe('sidebar-inner col-inner');
        expect((await state(page)).active).toBe('#shop-sidebar');
        // Back on a wide screen, the sidebar shows in its column.
        await page.setViewportSize({ width: 1280, height: 900 });
        expect(await page.locator('#shop-sidebar').isVisible()).toBe(true);
        expect(errors).toEqual([]);
      });
    });
  }

  for (const variant of DESKTOP) {
    it(`opens the off-canvas layout's hidden sidebar on a wide screen, and hides it again after (${variant.name})`, async () => {
      await withShopper(async ({ page, url, errors }) => {
        await page.goto(url('/tienda/?islas-shop-sidebar=off-canvas' + variant.param));
        await islasStarted(page);
        expect(await page.locator('#shop-sidebar').getAttribute('class')).toBe('mfp-hide');
        await page.locator('a.filter-button').click();
        await page.locator('.mfp-wrap.mfp-ready .mfp-content #shop-sidebar').waitFor();
        await page.locator('.mfp-bg').click({ position: { x: 1000, y: 400 }, force: true });
        await closed(page);
        expect(await page.locator('#shop-sidebar').getAttribute('class')).toBe('mfp-hide');
        expect(errors).toEqual([]);
      });
    });
  }
});

describe('the search lightbox (header_search_style "lightbox")', () => {
  for (const variant of DESKTOP) {
    it(`opens #search-lightbox with the focus in its field (data-focus), and searches (${variant.name})`, async () => {
      await withShopper(async ({ page, url, errors }) => {
        await page.goto(url('/tienda/?islas-search=lightbox' + variant.param));
        await islasStarted(page);
        await page.locator('a[data-open="#search-lightbox"]').click();
        await page.locator('.mfp-wrap.mfp-ready .mfp-content #search-lightbox').waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#search-lightbox input.search-field'))).toBe(true);
        expect((await state(page)).wrap).toBe('mfp-wrap mfp-auto-cursor off-canvas mfp-ready');
        await page.keyboard.type('gorra');
        await Promise.all([page.waitForURL(/[?&]s=gorra/), page.keyboard.press('Enter')]);
        expect(errors).toEqual([]);
      });
    });
  }
});

describe('category widget toggles (Flatsome toggle behaviour on .widget ul.children)', () => {
  it('gives nested categories a toggle, the current category\'s parent open', async () => {
    await withShopper(async ({ page, url, errors }) => {
      // A hierarchical product categories widget, as WC_Product_Cat_List_Walker prints one on a subcategory page.
      await rewritePage(page, '/tienda/', (html) =>
        html.replace(
          '<ul class="product-categories">',
          `<ul class="product-categories"><li class="cat-item cat-item-40 cat-parent current-cat-parent"><a href="/tienda/">Ropa</a> <span class="count">(12)</span><ul class='children'>
<li class="cat-item cat-item-15 current-cat"><a href="/categoria-producto/camisetas/">Camisetas</a> <span class="count">(7)</span></li>
</ul></li><li class="cat-item cat-item-41 cat-parent"><a href="/tienda/">Hogar</a> <span class="count">(2)</span><ul class='children'>
<li class="cat-item cat-item-42"><a href="/tienda/">Tazas</a> <span class="count">(2)</span></li>
</ul></li>`,
        ),
      );
      await page.goto(url('/tienda/'));
      await islasStarted(page);
      await page.mouse.move(10, 10);
      await page.mouse.move(40, 60);
      const ropa = page.locator('#shop-sidebar li.cat-item-40');
      const hogar = page.locator('#shop-sidebar li.cat-item-41');
      await ropa.locator('> button.toggle').waitFor();
      expect(await ropa.getAttribute('class')).toBe('cat-item cat-item-40 cat-parent has-child active');
      expect(await ropa.getAttribute('aria-expanded')).toBe('true');
      expect(await ropa.locator('ul.children').isVisible()).toBe(true);
      expect(await hogar.locator('ul.children').isVisible()).toBe(false);
      await hogar.locator('> button.toggle').click();
      expect(await hogar.locator('ul.children').isVisible()).toBe(true);
      await ropa.locator('> button.toggle').click();
      expect(await ropa.locator('ul.children').isVisible()).toBe(false);
      expect(await ropa.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
    });
  });
});

describe('bytes: the off-canvas chunk loads only where an opener is, and only once the shopper acts', () => {
  const requested = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/off-canvas-[A-Z0-9]+\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url());
    });
    return seen;
  };

  it('a page with the hamburger fetches it at the first input, not before (the idle prefetch off)', async () => {
    await withShopper(async ({ page, url }) => {
      const seen = requested(page);
      await page.goto(url('/carrito/?islas-prefetch=off'));
      await islasStarted(page);
      await page.waitForTimeout(1500);
      expect(seen).toHaveLength(0);
      await page.mouse.move(10, 10);
      await page.mouse.move(40, 60);
      await expect.poll(() => seen.length).toBe(1);
    });
  });

  it('with the idle prefetch, it is fetched once the page is idle, and runs only at the first input', async () => {
    await withShopper(async ({ page, url }) => {
      const seen = requested(page);
      await page.goto(url('/carrito/'));
      await islasStarted(page);
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
      const enhanced = () => page.evaluate(() => document.documentElement.getAttribute('data-islas-enhanced') ?? '');
      expect(await enhanced()).not.toContain('off-canvas');
      await page.mouse.move(10, 10);
      await page.mouse.move(40, 60);
      await expect.poll(enhanced).toContain('off-canvas');
      expect(seen).toHaveLength(1);
    });
  });

  it("a page whose only openers are the islands' (cart drawer, login popup) never fetches it", async () => {
    await withShopper(async ({ page, url, errors }) => {
      await rewritePage(page, '/carrito/', (html) => html.replaceAll('data-open="#main-menu"', ''));
      const seen = requested(page);
      await page.goto(url('/carrito/'));
      await islasStarted(page);
      expect(await page.locator('[data-open="#login-form-popup"]').count()).toBeGreaterThan(0);
      await page.mouse.move(10, 10);
      await page.mouse.move(40, 60);
      await page.keyboard.press('Tab');
      await page.waitForTimeout(800);
      expect(seen).toHaveLength(0);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-islas-enhanced'))).not.toContain('off-canvas');
      expect(errors).toEqual([]);
    });
  });
});
