import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { delayChunk, islasStarted, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const notice = 'p.woocommerce-store-notice';
/** Waits until a site-chrome enhancer has run (most load at the shopper's first input: the pointer moves first). */
const enhanced = async (page: Page, name: string) => {
  await page.mouse.move(2, 2);
  await page.waitForSelector(`html[data-islas-enhanced~="${name}"]`, { state: 'attached' });
};
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` : '';
  });

describe('store notice', () => {
  it('shows until dismissed, then stays hidden on reload and on every other page', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await page.locator(notice).waitFor({ state: 'visible' });
      const id = await page.locator(notice).getAttribute('data-notice-id');
      // 9.4 prints a plain link, 9.9.3+ an a[role=button] (product-wc11.e2e.ts has both).
      await page.locator('.woocommerce-store-notice__dismiss-link').click();
      await page.locator(notice).waitFor({ state: 'hidden' });
      const cookie = (await shopper.context.cookies()).find((c) => c.name === `store_notice${id}`);
      expect(cookie).toMatchObject({ value: 'hidden', path: '/', sameSite: 'Lax' });

      await page.reload();
      await page.waitForSelector(`${notice}[data-island-state="hydrated"]`, { state: 'attached' });
      expect(await page.locator(notice).isVisible()).toBe(false);
      await page.goto(shopper.url('/producto/camiseta-basica-algodon-organico/'));
      await page.waitForSelector(`${notice}[data-island-state="hydrated"]`, { state: 'attached' });
      expect(await page.locator(notice).isVisible()).toBe(false);
      // The cart page is islas's too (issue 12): no stock script there owns the notice.
      await page.goto(shopper.url('/carrito/'));
      await page.waitForSelector(`${notice}[data-island-state="hydrated"]`, { state: 'attached' });
      expect(await page.locator(notice).isVisible()).toBe(false);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('shows a changed notice (a new id) again', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await shopper.context.addCookies([{ name: 'store_noticeold-notice', value: 'hidden', url: shopper.url('/') }]);
      await page.goto(shopper.url('/tienda/'));
      await page.locator(notice).waitFor({ state: 'visible' });
    });
  });
});

describe('skip link', () => {
  it("is the first Tab stop, reads 'Saltar al contenido', and takes focus into main", async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      // In the entry: there before the first Tab, whatever else is still loading.
      await islasStarted(page);
      await page.keyboard.press('Tab');
      const link = page.locator('a.skip-link');
      expect(await focused(page)).toBe('a.skip-link.screen-reader-text');
      expect(await link.textContent()).toBe('Saltar al contenido');
      expect(await link.getAttribute('href')).toBe('#main');
      const box = await link.boundingBox();
      expect(box!.width).toBeGreaterThan(20);
      // Placed before the main block.
      expect(await page.evaluate(() => Boolean(document.querySelector('a.skip-link')!.compareDocumentPosition(document.querySelector('main')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);

      await page.keyboard.press('Enter');
      expect(await focused(page)).toBe('main#main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    });
  });
});

describe('dropdown menus and the sticky header', () => {
  it('opens a menu with Space (aria-expanded true) and closes it with Escape', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await enhanced(page, 'header');
      const item = page.locator('.header-nav li.has-dropdown:not(.cart-item)').first();
      const link = item.locator(':scope > a');
      const menu = item.locator(':scope > .nav-dropdown');
      await link.focus();
      expect(await menu.isVisible()).toBe(false);
      await page.keyboard.press('Space');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await link.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.nav-dropdown') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await link.getAttribute('aria-expanded')).toBe('false');
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  it('closes an open menu on an outside click', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await enhanced(page, 'header');
      const item = page.locator('.header-nav li.has-dropdown:not(.cart-item)').first();
      await item.locator(':scope > a').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => item.getAttribute('class')).toContain('current-dropdown');
      await page.mouse.click(600, 600);
      await expect.poll(() => item.getAttribute('class')).not.toContain('current-dropdown');
    });
  });

  it('sticks the header once the page scrolls past it', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await enhanced(page, 'header');
      const wrapper = page.locator('.header-wrapper');
      expect(await wrapper.getAttribute('class')).not.toContain('stuck');
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => wrapper.getAttribute('class')).toContain('stuck');
      // At the top once the theme's slide-in (sticky-jump) is over.
      await expect.poll(async () => (await wrapper.boundingBox())!.y).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => wrapper.getAttribute('class')).not.toContain('stuck');
    });
  });
});

describe('password toggle and login popup', () => {
  it('shows and hides the password with a real button, typing carrying on in the field', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/mi-cuenta/'));
      const password = page.locator('#password');
      const show = page.locator('#password + button.show-password-input');
      // The toggle comes with the shopper's first input (here: going to the field).
      await password.click();
      await show.waitFor();
      await password.fill('secre');
      expect(await show.getAttribute('aria-label')).toBe('Mostrar contraseña');
      await show.click();
      expect(await password.getAttribute('type')).toBe('text');
      expect(await show.getAttribute('aria-label')).toBe('Ocultar contraseña');
      expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('to');
      expect(await password.inputValue()).toBe('secreto');
      // From the keyboard too: Tab to the button, Enter.
      await page.keyboard.press('Tab');
      expect(await show.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await password.getAttribute('type')).toBe('password');
      expect(await show.getAttribute('aria-label')).toBe('Mostrar contraseña');
    });
  });

  it('opens the login popup from the account link, with the password toggle, and closes it with Escape', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      const account = page.locator('.account-item a[data-open="#login-form-popup"]');
      await account.click();
      const dialog = page.getByRole('dialog', { name: 'Acceder' });
      await dialog.waitFor({ state: 'visible' });
      expect(page.url()).toBe(shopper.url('/tienda/'));
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('popup-username');
      const toggle = dialog.getByRole('button', { name: 'Mostrar contraseña' });
      await dialog.locator('#popup-password').fill('x');
      await toggle.click();
      expect(await dialog.locator('#popup-password').getAttribute('type')).toBe('text');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(shopper.errors).toEqual([]);
    });
  });

  it("keeps a click that comes before the popup's code, and opens the popup once the code is there", async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      // A slow network: the header islands' chunk takes 1.5 s.
      await page.route(/\/dist\/(react\/)?chunks\/header-islands-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(shopper.url('/tienda/'));
      await islasStarted(page);
      await page.click('.account-item a[data-open="#login-form-popup"]');
      const dialog = page.getByRole('dialog', { name: 'Acceder' });
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      expect(page.url()).toBe(shopper.url('/tienda/'));
      expect(shopper.errors).toEqual([]);
    });
  });

  it('goes to the login page from the account link without JavaScript', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url('/tienda/'));
        await Promise.all([page.waitForURL(/\/mi-cuenta\/$/), page.click('.account-item a')]);
        expect(await page.locator('form.woocommerce-form-login').count()).toBeGreaterThan(0);
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('content elements (help page)', () => {
  it('shows one accordion panel and one tab panel at a time', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/ayuda/'));
      const panels = page.locator('#faq .accordion-inner');
      // Server markup and CSS show the first panel only; the behaviour comes at the first input.
      await islasStarted(page);
      expect(await panels.evaluateAll((els) => els.map((el) => getComputedStyle(el).display !== 'none'))).toEqual([true, false, false]);
      await page.mouse.move(5, 5);
      await expect.poll(() => page.locator('#faq .accordion-title[aria-expanded]').count()).toBe(3);
      const visible = async () => Promise.all([0, 1, 2].map((i) => panels.nth(i).isVisible()));
      expect(await visible()).toEqual([true, false, false]);
      await page.locator('#faq .accordion-title').nth(2).click();
      await expect.poll(visible).toEqual([false, false, true]);

      await page.getByRole('tab', { name: 'Sudaderas' }).click();
      expect(await page.locator('#tab_sudaderas').isVisible()).toBe(true);
      expect(await page.locator('#tab_camisetas').isVisible()).toBe(false);
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('#tab_calzado').isVisible()).toBe(true);
      expect(await page.locator('#tab_sudaderas').isVisible()).toBe(false);
    });
  });

  it('opens an accordion panel clicked before the chrome code has run', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      // The chunk that runs the site chrome's enhancers arrives late.
      await delayChunk(page, 'page-start', 1_500);
      await page.goto(shopper.url('/ayuda/'));
      await islasStarted(page);
      await page.locator('#faq .accordion-title').nth(2).click();
      const panels = page.locator('#faq .accordion-inner');
      await expect.poll(() => Promise.all([0, 1, 2].map((i) => panels.nth(i).isVisible())), { timeout: 10_000 }).toEqual([false, false, true]);
      // The help page's Instagram block has an expired token on purpose: its error goes to
      // the console (the next test), whenever the block happens to load during this one.
      expect(shopper.errors.filter((error) => !error.includes('Instagram error: El token'))).toEqual([]);
    });
  });

  it('loads the Instagram block, and keeps the error from shoppers', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/ayuda/'));
      await page.locator('[data-flatsome-instagram="caducado"]').scrollIntoViewIfNeeded();
      await page.locator('.instagram-images img').first().waitFor();
      await expect.poll(() => shopper.errors.some((e) => e.includes('Instagram error: El token'))).toBe(true);
      expect(await page.locator('.instagram-error').count()).toBe(0);
      expect(await page.locator('#instagram-caducado').textContent()).toContain('@islasdemo_outlet');
    });
  });

  it('counts the numbers up to their value', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/ayuda/'));
      const first = page.locator('.count-up').first();
      await page.mouse.move(5, 5);
      await expect.poll(() => first.textContent(), { timeout: 2500 }).not.toBe('1.250');
      await expect.poll(() => first.textContent(), { timeout: 6000 }).toBe('1.250');
    });
  });

  it('shows block edit links only to a visitor who can edit pages', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/ayuda/?islas-editor=1'));
      await page.mouse.move(5, 5);
      await page.locator('.block-edit-link a').first().waitFor();
      expect(await page.locator('.block-edit-link a').first().textContent()).toBe('Edit Block: Contacto');
      await page.goto(shopper.url('/ayuda/'));
      await page.mouse.move(5, 5);
      await page.waitForSelector('html[data-islas-enhanced~="content"]', { state: 'attached' });
      expect(await page.locator('.block-edit-link').count()).toBe(0);
    });
  });
});

describe('coming-soon footer banner', () => {
  it('is dismissed with the page nonce, and stays dismissed', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/?islas-coming-soon=1'));
      const banner = page.locator('#coming-soon-footer-banner');
      await banner.waitFor({ state: 'visible' });
      await islasStarted(page);
      // The first click is also the first input: it is held until the banner's code is there.
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().includes('/wp-json/wp/v2/users/1')),
        page.locator('.coming-soon-footer-banner-dismiss').click(),
      ]);
      expect(request.method()).toBe('POST');
      expect(request.headers()['x-wp-nonce']).toBe(await page.locator('.coming-soon-footer-banner-dismiss').getAttribute('data-rest-nonce'));
      await banner.waitFor({ state: 'hidden' });
      // The stub checks the nonce and records what the body asked for, and answers with it.
      const response = (await request.response())!;
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
      await page.reload();
      expect(await banner.count()).toBe(0);
    });
  });

  it('is dismissed by a click made before the chrome code has run', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      // The chunk that runs the site chrome's enhancers arrives late.
      await delayChunk(page, 'page-start', 1_500);
      let dismissals = 0;
      page.on('request', (request) => {
        if (request.url().includes('/wp-json/wp/v2/users/')) dismissals += 1;
      });
      await page.goto(shopper.url('/?islas-coming-soon=1'));
      await islasStarted(page);
      await page.locator('.coming-soon-footer-banner-dismiss').click();
      await expect.poll(() => dismissals, { timeout: 10_000 }).toBe(1);
      await page.locator('#coming-soon-footer-banner').waitFor({ state: 'hidden' });
      expect(shopper.errors).toEqual([]);
    });
  });
});

describe('analytics config', () => {
  it('prints the common properties and the shop page 2 breadcrumbs', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/page/2/'));
      const analytics = await page.evaluate(() => (window as unknown as { wcAnalytics: { commonProps: Record<string, unknown>; breadcrumbs: string[] } }).wcAnalytics);
      expect(analytics.breadcrumbs).toEqual(['Tienda', 'Página 2']);
      expect(analytics.commonProps).toMatchObject({ store_admin: 0, store_currency: 'EUR', timezone: 'Europe/Madrid', is_guest: 1 });
    });
  });
});
