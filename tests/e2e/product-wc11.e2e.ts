// WooCommerce 9.5-11.0.1's keyboard and ARIA on the product page and the shop (reference
// woocommerce-11.md §4.5, §4.1, §4.2), as a shopper meets them with islas in place of
// single-product.js, woocommerce.js and add-to-cart.js: the product tabs (9.6's markup, and
// 9.4's turned into it; WooCommerce's layout keys), the review stars (9.7's radio group), the
// gallery's full-screen trigger and its dialog (9.5.1/10.2/10.4), the result count (10.9),
// Space on a loop add link (10.4), the store notice (9.9.3) and the password toggle (9.7/9.9.3).
// Every case on a desktop and a phone, without and with jQuery (the zoo), on the stub's
// WooCommerce 11.0.1 and 9.4.3 (the cookie islas_wc: no query in the address, which the
// result count reads).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVICES, islasStarted, JQUERY_SETUPS, pointAt, rewritePage, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const SIMPLE = '/producto/camiseta-basica-algodon-organico/';
const VERSIONS = ['11.0.1', '9.4.3'] as const;
type Version = (typeof VERSIONS)[number];

async function open(shopper: Shopper, viewport: { width: number; height: number } | undefined, jquery: string, wc: Version, path: string): Promise<Page> {
  const { page } = shopper;
  if (viewport) await page.setViewportSize(viewport);
  await shopper.context.addCookies([{ name: 'islas_wc', value: wc, url: shopper.url('/') }]);
  // The zoo is remembered in the visitor's session: the page itself has no query.
  if (jquery) await page.goto(shopper.url(`/${jquery}`));
  await page.goto(shopper.url(path));
  await islasStarted(page);
  expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe(jquery ? 'function' : 'undefined');
  return page;
}

/** The first input, then the part named `name` has run. */
async function firstInput(page: Page, name: string): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
  await page.waitForSelector(`html[data-islas-enhanced~="${name}"]`, { state: 'attached' });
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? document.activeElement?.textContent?.trim() ?? '');

/** Each tab's [aria-selected, tabindex, li active, panel shown], in order. */
const tabStates = (page: Page) =>
  page.$$eval('.woocommerce-tabs ul.tabs > li > a', (links) =>
    links.map((a) => {
      const panel = document.getElementById(a.getAttribute('aria-controls') ?? '');
      return [a.getAttribute('aria-selected'), a.getAttribute('tabindex'), a.parentElement!.classList.contains('active'), !!panel && panel.offsetParent !== null];
    }),
  );
const selectedOnly = (index: number, count = 3) =>
  Array.from({ length: count }, (_, i) => (i === index ? ['true', '0', true, true] : ['false', '-1', false, false]));

/** WooCommerce 9.4's tabs.php (as Storefront printed it): role=tab and aria-controls on the li, a plain link. */
const tabs94 = (html: string) =>
  html
    .replace(/<li role="presentation" class="(\w+)_tab( active)?" id="(tab-title-\w+)">/g, '<li class="$1_tab$2" id="$3">')
    .replace(/<li class="(\w+)_tab( active)?" id="(tab-title-\w+)" role="presentation"><a href="#(tab-\w+)" role="tab" aria-selected="\w+" aria-controls="tab-\w+"(?: tabindex="-1")?>/g, '<li class="$1_tab$2" id="$3" role="tab" aria-controls="$4"><a href="#$4">');

for (const [device, viewport] of DEVICES) {
  for (const [setup, jquery] of JQUERY_SETUPS) {
    for (const wc of VERSIONS) {
      describe(`WooCommerce ${wc} keyboard and ARIA (${device}, ${setup})`, () => {
        it('product page: the tabs by WooCommerce’s keys (RTL, vertical), the stars as a radio group, the gallery’s full-screen trigger', async () => {
          await withShopper(async (shopper) => {
            const { page } = shopper;
            if (wc === '9.4.3') await rewritePage(page, SIMPLE, tabs94);
            await open(shopper, viewport, jquery, wc, SIMPLE);
            if (wc === '9.4.3') expect(await page.locator('li.description_tab[role="tab"]').count()).toBe(1);
            await firstInput(page, 'product-tabs');

            // The tabs: 9.6's markup either way, one selected, WooCommerce's keys, wrapping.
            expect(await page.locator('ul.tabs[role="tablist"] > li[role="presentation"] > a[role="tab"][aria-controls]').count()).toBe(3);
            expect(await page.locator('ul.tabs > li[aria-controls]').count()).toBe(0);
            expect(await tabStates(page)).toEqual(selectedOnly(0));
            const vertical = await page.$$eval('ul.tabs > li > a', ([a, b]) => Math.abs(b!.getBoundingClientRect().top - a!.getBoundingClientRect().top) > Math.abs(b!.getBoundingClientRect().left - a!.getBoundingClientRect().left));
            const [back, forward, across] = vertical ? ['ArrowUp', 'ArrowDown', 'ArrowRight'] : ['ArrowLeft', 'ArrowRight', 'ArrowDown'];
            await page.locator('a[aria-controls="tab-description"]').focus();
            await page.keyboard.press(forward);
            expect(await tabStates(page)).toEqual(selectedOnly(1));
            expect(await focusedLabel(page)).toBe('tab-additional_information');
            await page.keyboard.press(across);
            expect(await tabStates(page)).toEqual(selectedOnly(1));
            await page.keyboard.press('End');
            expect(await tabStates(page)).toEqual(selectedOnly(2));
            await page.keyboard.press(forward);
            expect(await tabStates(page)).toEqual(selectedOnly(0));
            await page.keyboard.press(back);
            expect(await tabStates(page)).toEqual(selectedOnly(2));
            await page.keyboard.press('Home');
            expect(await tabStates(page)).toEqual(selectedOnly(0));
            // Right to left: Left goes forward on horizontal tabs.
            await page.evaluate(() => (document.documentElement.dir = 'rtl'));
            await page.addStyleTag({ content: 'ul.tabs > li { display: inline-block !important; float: none !important; width: auto !important; }' });
            await page.keyboard.press('ArrowLeft');
            expect(await tabStates(page)).toEqual(selectedOnly(1));
            await page.keyboard.press('ArrowRight');
            expect(await tabStates(page)).toEqual(selectedOnly(0));
            await page.evaluate(() => (document.documentElement.dir = ''));
            // Tabs one under the other: Up and Down, not Left and Right.
            await page.addStyleTag({ content: 'ul.tabs { display: block !important; } ul.tabs > li { display: block !important; width: 100% !important; }' });
            await page.keyboard.press('ArrowRight');
            expect(await tabStates(page)).toEqual(selectedOnly(0));
            await page.keyboard.press('ArrowDown');
            expect(await tabStates(page)).toEqual(selectedOnly(1));
            await page.keyboard.press('ArrowUp');
            await page.keyboard.press('ArrowUp');
            expect(await tabStates(page)).toEqual(selectedOnly(2));

            // The stars: a group named by the rating label, five radios, the arrows' keyup moving and choosing.
            await page.waitForSelector('html[data-islas-enhanced~="review-rating"]', { state: 'attached' });
            const group = page.locator('p.stars > span[role="group"]');
            expect(await group.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
            expect(await page.locator('#comment-form-rating-label').textContent()).toContain('Tu puntuación');
            const star = (n: number) => page.getByRole('radio', { name: `${n} de 5 estrellas`, exact: true });
            expect(await group.locator('a[role="radio"]').allTextContents()).toEqual(
              wc === '11.0.1' ? ['1 de 5 estrellas', '2 de 5 estrellas', '3 de 5 estrellas', '4 de 5 estrellas', '5 de 5 estrellas'] : ['1', '2', '3', '4', '5'],
            );
            expect(await group.locator('a[role="radio"]').evaluateAll((stars) => stars.map((a) => [a.getAttribute('aria-checked'), a.getAttribute('tabindex')]))).toEqual([
              ['false', '0'],
              ['false', '-1'],
              ['false', '-1'],
              ['false', '-1'],
              ['false', '-1'],
            ]);
            // The related products' slider below is built as it nears the view, which may move the
            // page by a pixel: built first, so only the keys could move it here.
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await page.waitForSelector('.related .row-slider.flickity-enabled');
            await star(1).focus();
            const scrolled = await page.evaluate(() => window.scrollY);
            await page.keyboard.press('ArrowRight');
            expect(await page.inputValue('#rating')).toBe('2');
            expect(await star(2).getAttribute('aria-checked')).toBe('true');
            expect(await star(2).evaluate((el) => el === document.activeElement)).toBe(true);
            await page.keyboard.press('ArrowDown');
            await page.keyboard.press('ArrowDown');
            expect(await page.inputValue('#rating')).toBe('4');
            expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
            await page.keyboard.press('ArrowLeft');
            expect(await page.inputValue('#rating')).toBe('3');
            await star(5).click();
            expect(await page.inputValue('#rating')).toBe('5');
            expect(await group.locator('a[tabindex="0"]').count()).toBe(1);
            expect(await star(5).getAttribute('tabindex')).toBe('0');
            await page.keyboard.press('ArrowRight');
            expect(await page.inputValue('#rating')).toBe('5');

            // The gallery's trigger (hidden by Flatsome's CSS; shown here as Storefront shows it),
            // made between WooCommerce's before-init and after-init, which jQuery hears too.
            await page.addStyleTag({ content: '.woocommerce-product-gallery__trigger { display: block !important; position: absolute; top: 0; right: 0; z-index: 30; }' });
            await page.evaluate(() => {
              const win = window as { seen?: string[]; jQuery?: (el: Element) => { on(name: string, fn: () => void): void } };
              win.seen = [];
              const gallery = document.querySelector('.woocommerce-product-gallery')!;
              for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
                const note = () => win.seen!.push(`${name}:${gallery.querySelector('.woocommerce-product-gallery__trigger') ? 'trigger' : 'none'}`);
                if (win.jQuery) win.jQuery(gallery).on(name, note);
                else gallery.addEventListener(`islas:${name}`, note);
              }
            });
            await page.locator('.woocommerce-product-gallery').scrollIntoViewIfNeeded();
            await pointAt(page, '.woocommerce-product-gallery');
            expect(await page.evaluate(() => (window as { seen?: string[] }).seen)).toEqual(['wc-product-gallery-before-init:none', 'wc-product-gallery-after-init:trigger']);
            const trigger = page.locator('.woocommerce-product-gallery > a.woocommerce-product-gallery__trigger:first-child');
            expect(
              await trigger.evaluate((a) => [a.getAttribute('role'), a.getAttribute('aria-haspopup'), a.getAttribute('aria-controls'), a.getAttribute('aria-label'), a.innerHTML]),
            ).toEqual(['button', 'dialog', 'photoswipe-fullscreen-dialog', 'Ver galería de imágenes a pantalla completa', '<span aria-hidden="true">🔍</span>']);
            await trigger.focus();
            await page.keyboard.press(' ');
            const dialog = page.getByRole('dialog', { name: 'Imagen a pantalla completa' });
            await expect.poll(() => dialog.isVisible()).toBe(true);
            expect(await dialog.evaluate((el) => [el.id, el.getAttribute('aria-modal'), el.tagName])).toEqual(['photoswipe-fullscreen-dialog', 'true', 'DIALOG']);
            expect(await page.locator('#photoswipe-fullscreen-dialog').count()).toBe(1);
            await page.keyboard.press('Escape');
            await expect.poll(() => dialog.count()).toBe(0);
            expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
            expect(shopper.errors).toEqual([]);
          });
        });

        it('shop and account: the result count announced again, Space on a loop add link, the store notice, the password toggle', async () => {
          await withShopper(async (shopper) => {
            const { page } = shopper;
            // The result count's attribute changes as they happen (a slow page may be past the 2 s before a poll).
            await page.addInitScript(() => {
              const seen: [string, string | null, number][] = [];
              (window as unknown as { countChanges: typeof seen }).countChanges = seen;
              document.addEventListener('DOMContentLoaded', () => {
                const count = document.querySelector('.woocommerce-result-count');
                if (!count) return;
                seen.push(['role', count.getAttribute('role'), performance.now()]);
                new MutationObserver((records) => {
                  for (const record of records) seen.push([record.attributeName!, count.getAttribute(record.attributeName!), performance.now()]);
                }).observe(count, { attributes: true, attributeFilter: ['role', 'aria-hidden'] });
              });
            });
            await open(shopper, viewport, jquery, wc, '/tienda/?orderby=price');
            // The result count: 10.8 prints role=status, 9.4 role=alert; either becomes an alert hidden for 2 s, then shown again.
            const changes = () => page.evaluate(() => (window as unknown as { countChanges: [string, string | null, number][] }).countChanges);
            await expect.poll(async () => (await changes()).map(([name, value]) => `${name}=${value}`), { timeout: 8000 }).toEqual([
              `role=${wc === '11.0.1' ? 'status' : 'alert'}`,
              'role=alert',
              'aria-hidden=true',
              'aria-hidden=false',
            ]);
            const times = (await changes()).filter(([name]) => name === 'aria-hidden').map(([, , time]) => time);
            expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1990);
            expect(await page.locator('.woocommerce-result-count').textContent()).toContain('Ordenar por precio');

            // The store notice: 9.9.3's named region and role=button link (Enter), 9.4's plain link (Space).
            const notice = page.locator('p.woocommerce-store-notice');
            await notice.waitFor({ state: 'visible' });
            const link = notice.locator('a.woocommerce-store-notice__dismiss-link');
            if (wc === '11.0.1') {
              expect(await notice.evaluate((p) => [p.getAttribute('role'), p.getAttribute('aria-label')])).toEqual(['complementary', 'Aviso en la tienda']);
              expect(await link.getAttribute('role')).toBe('button');
            } else {
              expect(await notice.getAttribute('role')).toBeNull();
            }
            const id = await notice.getAttribute('data-notice-id');
            await link.focus();
            await page.keyboard.press(wc === '11.0.1' ? 'Enter' : ' ');
            await notice.waitFor({ state: 'hidden' });
            // A document.cookie write reaches the browser's cookie store a moment later.
            await expect.poll(async () => (await shopper.context.cookies()).find((c) => c.name === `store_notice${id}`)).toMatchObject({ value: 'hidden', path: '/' });
            expect(new URL(page.url()).hash).toBe('');

            // Space on a loop add link (10.1+ prints it with role=button): it adds, as a click does.
            await page.goto(shopper.url('/tienda/'));
            await islasStarted(page);
            expect(await page.locator('.woocommerce-result-count').getAttribute('aria-hidden')).toBeNull();
            await firstInput(page, 'cart-actions');
            const add = page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-product_id]').first();
            expect(await add.getAttribute('role')).toBe(wc === '11.0.1' ? 'button' : null);
            await add.focus();
            const before = await page.evaluate(() => window.scrollY);
            await page.keyboard.press(' ');
            if (wc === '11.0.1') {
              await add.locator('xpath=following-sibling::a[contains(@class,"added_to_cart")]').waitFor();
              expect(await add.locator('xpath=following-sibling::a[contains(@class,"added_to_cart")]').evaluate((a) => [a.textContent, a.children.length])).toEqual(['Ver carrito', 0]);
              expect(await page.evaluate(() => window.scrollY)).toBe(before);
              expect((await serverCart(shopper)).count).toBe(1);
              // After the answer, not before the page has settled the queue.
              await expect.poll(() => add.getAttribute('class')).toContain('added');
            } else {
              // 9.4's plain link: stock 9.4 has no key handler, and islas, which reads the
              // version from the markup (no role=button), leaves Space to the browser too.
              await page.waitForTimeout(600);
              expect((await serverCart(shopper)).count).toBe(0);
              expect(await add.getAttribute('class')).not.toContain('added');
            }

            // The password toggle: a type=button named by woocommerce_params (9.7+) or islas's Spanish (9.4), describedby the field.
            await page.goto(shopper.url('/mi-cuenta/'));
            await islasStarted(page);
            const password = page.locator('#password');
            await password.click();
            const show = page.locator('#password + button.show-password-input');
            await show.waitFor();
            expect(await show.evaluate((b) => [b.getAttribute('type'), b.getAttribute('aria-describedby'), b.getAttribute('aria-label'), b.hasAttribute('aria-pressed')])).toEqual([
              'button',
              'password',
              'Mostrar contraseña',
              false,
            ]);
            await password.fill('secreto');
            await show.click();
            expect(await show.evaluate((b) => [b.className, b.getAttribute('aria-label')])).toEqual(['show-password-input display-password', 'Ocultar contraseña']);
            expect(await password.getAttribute('type')).toBe('text');
            expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
            await page.keyboard.press('Tab');
            await page.keyboard.press(' ');
            expect(await password.getAttribute('type')).toBe('password');
            expect(await show.getAttribute('aria-label')).toBe('Mostrar contraseña');
            expect(shopper.errors).toEqual([]);
          });
        });
      });
    }
  }
}
