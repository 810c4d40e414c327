/**
 * Flatsome's site chrome that islas does in place of flatsome-js and flatsome-cookie-notice
 * (issue 30; inventory rows 2, 19, 20, 81), on the theme's own markup and options: the
 * back-to-top button, the site loader, the keyboard for its role=button links and
 * radiogroups, and the cookie notice. Each case runs on a desktop and a phone, on a page
 * without jQuery and on one with jQuery and its plugins (?islas-plugins=zoo). Flatsome's
 * options are the stub's theme_mods, set per visitor by the cookie islas_theme_mods.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVICES, JQUERY_SETUPS, islasStarted, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const VIEWPORTS = DEVICES;
const PAGES = JQUERY_SETUPS;

/** Each case on a desktop and a phone, with and without jQuery on the page. */
function eachSetup(run: (name: string, open: (shopper: Shopper, path: string, mods?: string) => Promise<Page>) => void): void {
  for (const [device, viewport] of VIEWPORTS) {
    for (const [kind, query] of PAGES) {
      run(`${device}, ${kind}`, async (shopper, path, mods) => {
        const { page, context } = shopper;
        if (viewport) await page.setViewportSize(viewport);
        if (mods) await context.addCookies([{ name: 'islas_theme_mods', value: encodeURIComponent(mods), url: shopper.url('/') }]);
        await page.goto(shopper.url(path + (query && path.includes('?') ? query.replace('?', '&') : query)));
        return page;
      });
    }
  }
}

const enhanced = (page: Page) => page.evaluate(() => (document.documentElement.getAttribute('data-islas-enhanced') ?? '').split(' '));

/** The shopper's first input (a pointer move), and the after-input part `name` running. */
async function firstInput(page: Page, name: string): Promise<void> {
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 60);
  await page.waitForSelector(`html[data-islas-enhanced~="${name}"]`, { state: 'attached' });
}

describe("Flatsome's back-to-top button (row 2)", () => {
  eachSetup((setup, open) => {
    it(`shows once the page is scrolled a screen down and takes it back to the top (${setup})`, async () => {
      await withShopper(async (shopper) => {
        // Below 850 px Flatsome hides it unless back_to_top_mobile.
        const page = await open(shopper, '/tienda/', 'back_to_top_mobile:1');
        await islasStarted(page);
        // The store notice sits where the button does in the stand-in's CSS (its link: a role=button from WooCommerce 9.9.3).
        await page.locator('.woocommerce-store-notice__dismiss-link').click();
        const button = page.locator('button#top-link.back-to-top');
        const shown = () => button.evaluate((el) => ({ active: el.classList.contains('active'), clickable: getComputedStyle(el).pointerEvents !== 'none' }));
        expect(await shown()).toEqual({ active: false, clickable: false });
        const screen = await page.evaluate(() => document.documentElement.clientHeight);
        await page.mouse.wheel(0, screen - 1);
        await page.waitForFunction((y) => scrollY === y, screen - 1);
        await page.waitForSelector('html[data-islas-enhanced~="back-to-top"]', { state: 'attached' });
        await page.waitForTimeout(100);
        expect(await shown()).toEqual({ active: false, clickable: false });
        await page.mouse.wheel(0, 1);
        await expect.poll(shown).toEqual({ active: true, clickable: true });
        await page.waitForTimeout(350); // the theme's fade in
        await button.click();
        // Smoothly: not there in the next frame, there within Flatsome's second.
        expect(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(scrollY))))).toBeGreaterThan(0);
        await page.waitForFunction(() => scrollY === 0, undefined, { timeout: 3000 });
        await expect.poll(shown).toEqual({ active: false, clickable: false });
        expect(shopper.errors).toEqual([]);
      });
    });
  });

  it('jumps to the top for a shopper who asks for reduced motion', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      await page.locator('.woocommerce-store-notice__dismiss-link').click();
      await page.mouse.wheel(0, 2000);
      await page.waitForSelector('#top-link.active');
      await page.locator('#top-link').click();
      expect(await page.evaluate(() => scrollY)).toBe(0);
    });
  });

  it('is hidden on a phone unless back_to_top_mobile, and absent with back_to_top off', async () => {
    await withShopper(async (shopper) => {
      const { page, context } = shopper;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(shopper.url('/tienda/'));
      expect(await page.locator('#top-link').getAttribute('class')).toContain('hide-for-medium');
      expect(await page.locator('#top-link').isVisible()).toBe(false);
      await context.addCookies([{ name: 'islas_theme_mods', value: 'back_to_top:0', url: shopper.url('/') }]);
      await page.reload();
      await islasStarted(page);
      expect(await page.locator('#top-link').count()).toBe(0);
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(300);
      expect(await enhanced(page)).not.toContain('back-to-top');
    });
  });
});

/** What the server printed for this visitor: html.loading-site, and the loader. */
async function printed(shopper: Shopper, path: string): Promise<{ loadingSite: boolean; loader: boolean }> {
  const html = await (await shopper.context.request.get(shopper.url(path))).text();
  return { loadingSite: /<html[^>]* class="[^"]*\bloading-site\b/.test(html), loader: html.includes('<div class="page-loader ') };
}

describe("Flatsome's site loader (row 19)", () => {
  eachSetup((setup, open) => {
    it(`goes away by itself, with no input, and the page under it takes clicks (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, '/tienda/', 'site_loader:all');
        // Flatsome prints html.loading-site and the loader over the whole page.
        expect(await printed(shopper, '/tienda/')).toEqual({ loadingSite: true, loader: true });
        await islasStarted(page);
        await page.waitForFunction(() => !document.documentElement.classList.contains('loading-site'));
        // Faded out by the theme's CSS, then out of the way (islas-critical.css) 1 s on, when
        // Flatsome's script removed it.
        await page.waitForSelector('.page-loader', { state: 'hidden', timeout: 2500 });
        const link = page.locator('#logo a').first();
        const box = (await link.boundingBox())!;
        expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('#logo') !== null, [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
        expect(shopper.errors).toEqual([]);
      });
    });
  });

  it("with site_loader 'home', covers the front page only; off by default", async () => {
    await withShopper(async (shopper) => {
      const { page, context } = shopper;
      await page.goto(shopper.url('/tienda/'));
      expect(await printed(shopper, '/tienda/')).toEqual({ loadingSite: true, loader: false });
      await islasStarted(page);
      // The class Flatsome prints on every page goes all the same.
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain('loading-site');
      await context.addCookies([{ name: 'islas_theme_mods', value: 'site_loader:home', url: shopper.url('/') }]);
      expect(await printed(shopper, '/tienda/')).toEqual({ loadingSite: true, loader: false });
      expect(await printed(shopper, '/')).toEqual({ loadingSite: true, loader: true });
      await page.goto(shopper.url('/'));
      await page.waitForSelector('.page-loader', { state: 'hidden', timeout: 5000 });
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain('loading-site');
    });
  });
});

/**
 * Flatsome's markup for the keys, put into the page as the server sends it: a role=button
 * link and a role=button that is not a link, as flatsome_html_atts() prints them, and a
 * swatch group (flatsome-swatches' radiogroup, which the stand-in has no page for).
 */
const KEYS_MARKUP = `<div id="keys-demo">
  <a href="#keys-panel" id="role-link" class="button" role="button" aria-expanded="false" data-flatsome-role-button>Abrir</a>
  <div id="role-div" class="button" role="button" tabindex="0" data-flatsome-role-button>Caja</div>
  <div class="ux-swatches ux-swatches-attribute-pa_color" data-attribute_name="attribute_pa_color" role="radiogroup" aria-label="Color" data-flatsome-role-radiogroup>
    <div class="ux-swatch" data-value="azul" aria-label="Azul" role="radio" aria-checked="false" tabindex="0"><span class="ux-swatch__text">Azul</span></div>
    <div class="ux-swatch" data-value="rojo" aria-label="Rojo" role="radio" aria-checked="false" tabindex="0"><span class="ux-swatch__text">Rojo</span></div>
    <div class="ux-swatch" data-value="verde" aria-label="Verde" role="radio" aria-checked="false" tabindex="0"><span class="ux-swatch__text">Verde</span></div>
  </div>
</div>`;

async function withKeysMarkup(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/tienda/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<main id="main" class="">', `<main id="main" class="">${KEYS_MARKUP}`);
      await route.fulfill({ response, body });
    },
  );
}

/** Counts clicks on the demo elements (the page's own record, so a click is seen whoever made it). */
const recordClicks = (page: Page) =>
  page.evaluate(() => {
    const clicks: string[] = ((window as unknown as { demoClicks: string[] }).demoClicks = []);
    document.querySelector('#keys-demo')!.addEventListener('click', (event) => {
      const el = (event.target as Element).closest('[id], [data-value]')!;
      clicks.push(el.id || el.getAttribute('data-value')!);
      event.preventDefault();
    });
  });
const clicks = (page: Page) => page.evaluate(() => (window as unknown as { demoClicks: string[] }).demoClicks);

describe("keys for Flatsome's role=button links and radiogroups (row 20)", () => {
  eachSetup((setup, open) => {
    it(`Space clicks a role=button link without scrolling, Enter a role=button that is no link, and the arrows walk a radiogroup (${setup})`, async () => {
      await withShopper(async (shopper) => {
        await withKeysMarkup(shopper.page);
        const page = await open(shopper, '/tienda/');
        await islasStarted(page);
        await recordClicks(page);
        // A keyboard shopper's first key (Tab) is the first input.
        await page.keyboard.press('Tab');
        await page.waitForSelector('html[data-islas-enhanced~="role-button"]', { state: 'attached' });
        await page.locator('#role-link').focus();
        await page.keyboard.press('Space');
        expect(await clicks(page)).toEqual(['role-link']);
        // Nor does Space scroll the page, as it does on a link.
        const before = await page.evaluate(() => scrollY);
        await page.keyboard.press('Space');
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => scrollY)).toBe(before);
        expect(await clicks(page)).toEqual(['role-link', 'role-link']);
        await page.locator('#role-div').focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Space');
        expect(await clicks(page)).toEqual(['role-link', 'role-link', 'role-div', 'role-div']);
        const swatches = page.locator('[role="radio"]');
        await swatches.nth(0).focus();
        const focusedValue = () => page.evaluate(() => document.activeElement?.getAttribute('data-value'));
        await page.keyboard.press('ArrowRight');
        expect(await focusedValue()).toBe('rojo');
        await page.keyboard.press('ArrowDown');
        expect(await focusedValue()).toBe('verde');
        await page.keyboard.press('ArrowRight');
        expect(await focusedValue()).toBe('azul');
        await page.keyboard.press('ArrowLeft');
        expect(await focusedValue()).toBe('verde');
        await page.keyboard.press('Space');
        await page.keyboard.press('Enter');
        expect((await clicks(page)).slice(4)).toEqual(['verde', 'verde']);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});

describe("Space on the stand-in's own role=button openers (row 20)", () => {
  eachSetup((setup, open) => {
    it(`opens the panel of the menu icon (phone) or the search lightbox link (desktop) without scrolling the page (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const phone = setup.startsWith('phone');
        // header_search_style "lightbox" for the desktop's opener; the mobile header's menu icon.
        const page = await open(shopper, phone ? '/tienda/' : '/tienda/?islas-search=lightbox');
        await islasStarted(page);
        const opener = page.locator(phone ? 'a[data-open="#main-menu"]' : 'a[data-open="#search-lightbox"]');
        expect(await opener.getAttribute('role')).toBe('button');
        expect(await opener.getAttribute('data-flatsome-role-button')).toBe('');
        await page.keyboard.press('Tab');
        await page.waitForSelector('html[data-islas-enhanced~="role-button"]', { state: 'attached' });
        await opener.focus();
        await page.keyboard.press('Space');
        await page.locator('.mfp-wrap.mfp-ready').waitFor();
        expect(await page.evaluate(() => scrollY)).toBe(0);
        expect(shopper.errors).toEqual([]);
      });
    });
  });
});

describe("Flatsome's cookie notice (row 81)", () => {
  const bar = '.flatsome-cookies';
  const barState = (page: Page) =>
    page.locator(bar).evaluate((el) => ({
      active: el.classList.contains('flatsome-cookies--active'),
      inactive: el.classList.contains('flatsome-cookies--inactive'),
      inert: el.hasAttribute('inert'),
      tabindex: el.getAttribute('tabindex'),
      focused: document.activeElement === el,
    }));

  eachSetup((setup, open) => {
    it(`slides in 2.5 s after the page is ready without any input, takes focus, and accepting stores a session cookie (${setup})`, async () => {
      await withShopper(async (shopper) => {
        const page = await open(shopper, '/tienda/', 'cookie_notice:1,privacy_policy_page:3');
        await page.waitForLoadState('domcontentloaded');
        expect(await barState(page)).toEqual({ active: false, inactive: false, inert: true, tabindex: null, focused: false });
        // No input at all: Flatsome shows it 2.5 s after the DOM is ready.
        await page.waitForSelector(`${bar}.flatsome-cookies--active`, { state: 'attached', timeout: 6000 });
        const shownAfter = await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart);
        expect(shownAfter).toBeGreaterThanOrEqual(2450);
        expect(await barState(page)).toEqual({ active: true, inactive: false, inert: false, tabindex: '0', focused: true });
        expect(await page.locator(`${bar} a.flatsome-cookies__more-btn`).getAttribute('href')).toBe('/?page_id=3');
        await page.waitForTimeout(400); // the theme's slide in
        await page.locator(`${bar} button.flatsome-cookies__accept-btn`).click();
        expect(await barState(page)).toEqual({ active: false, inactive: true, inert: true, tabindex: '-1', focused: false });
        const cookie = (await shopper.context.cookies()).find((c) => c.name === 'flatsome_cookie_notice');
        // js-cookie ignores Flatsome's 365 (not an attributes object): a session cookie.
        expect(cookie).toMatchObject({ value: '1', path: '/', expires: -1, sameSite: 'Lax' });
        // Accepted: no bar on the next page of this session.
        await page.goto(shopper.url('/producto/camiseta-basica-algodon-organico/'));
        await islasStarted(page);
        await page.waitForTimeout(3500);
        expect(await barState(page)).toEqual({ active: false, inactive: false, inert: true, tabindex: null, focused: false });
        expect(shopper.errors).toEqual([]);
      });
    });
  });

  it('comes back in a new browser session, and for a new version of the notice', async () => {
    await withShopper(async (shopper) => {
      const { page, context } = shopper;
      const mods = (version: number) => ({ name: 'islas_theme_mods', value: encodeURIComponent(`cookie_notice:1,cookie_notice_version:${version}`), url: shopper.url('/') });
      await context.addCookies([mods(1), { name: 'flatsome_cookie_notice', value: '1', url: shopper.url('/') }]);
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      await page.waitForTimeout(3500);
      expect((await barState(page)).active).toBe(false);
      await context.addCookies([mods(2)]);
      await page.reload();
      await page.waitForSelector(`${bar}.flatsome-cookies--active`, { state: 'attached', timeout: 6000 });
      await page.waitForTimeout(400);
      await page.locator(`${bar} .flatsome-cookies__accept-btn`).click();
      expect((await context.cookies()).find((c) => c.name === 'flatsome_cookie_notice')?.value).toBe('2');
    });
  });

  it('is not printed with cookie_notice off (the default), and islas runs nothing for it', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      expect(await page.locator(bar).count()).toBe(0);
      await page.mouse.move(20, 20);
      await firstInput(page, 'header');
      expect(await enhanced(page)).not.toContain('cookie-notice');
    });
  });
});

describe('mixed mode (a kept flatsome-js does these itself)', () => {
  it("leaves back-to-top and the keys to Flatsome's own script", async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/producto/sudadera-capucha-islas/?islas-swatches=1'));
      await islasStarted(page);
      await firstInput(page, 'cart-actions');
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(500);
      const state = await enhanced(page);
      expect(state).not.toContain('back-to-top');
      expect(state).not.toContain('role-button');
    });
  });
});
