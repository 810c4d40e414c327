// The variation form against what WooCommerce 9.5-11.0.1 changed (issue 31; reference
// woocommerce-11.md §4.4, §3, §6): the variation shown 300 ms after found_variation, the
// reset announced and focused (Enter/Space on the link too), a stray 10.5.0-10.5.1
// disabled attribute, the variation gallery swapped and restored, get_variation's empty
// body, and the quantity field without an empty max. The stub prints each release's markup
// (cookie islas_wc); islas reads the page, so each case runs on 11.0.1 and, where 9.4 differs,
// on 9.4.3. Events are read as plugins read them: jQuery listeners on the page with jQuery
// (the zoo), islas's native `islas:` events without. Every case on a desktop and a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEVICES, islasStarted, JQUERY_SETUPS, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const FORM = 'form.variations_form';
const ADD = `${FORM} .single_add_to_cart_button`;
const GALLERY = '.product-gallery .woocommerce-product-gallery';
const SUDADERA = '/producto/sudadera-capucha-islas/';
const RESET_ALERT = 'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.';
const EVENTS = [
  'found_variation',
  'show_variation',
  'reset_data',
  'announce_reset',
  'reset_focus',
  'clear_reset_announcement',
  'wc-product-gallery-before-destroy',
  'wc-product-gallery-before-init',
  'wc-product-gallery-after-init',
];

interface Seen {
  name: string;
  at: number;
  /** The first argument: a variation's id, "element" (itself, connected or not), "jquery", or its type. */
  first: string;
  second: string;
  /** The element the event was fired on is the gallery root that was there when recording began. */
  onOldGallery: boolean;
}

async function open(shopper: Shopper, viewport: { width: number; height: number } | undefined, path: string, cookies: Record<string, string>, query: string): Promise<Page> {
  const { page, context } = shopper;
  if (viewport) await page.setViewportSize(viewport);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl(), sameSite: 'Lax' as const })));
  await page.goto(shopper.url(`${path}${query}`));
  await islasStarted(page);
  // The shopper acts: the product form (and with it the variation form) starts at the first input.
  await page.mouse.move(5, 5);
  await page.mouse.move(20, 20);
  await page.waitForFunction(() => document.documentElement.dataset.islasEnhanced?.includes('product-form'));
  await page.waitForTimeout(150); // past the variation form's first check (100 ms after it starts, as stock)
  return page;
}

/** Records WooCommerce's variation and gallery events from now on, as a plugin hears them. */
async function record(page: Page): Promise<() => Promise<Seen[]>> {
  await page.evaluate((names) => {
    const win = window as unknown as { seenEvents?: Seen[]; oldGallery: Element | null; jQuery?: (target: unknown) => { on(names: string, handler: (...args: unknown[]) => void): void } };
    const listening = Array.isArray(win.seenEvents);
    win.seenEvents = [];
    win.oldGallery = document.querySelector('.product-gallery .woocommerce-product-gallery');
    if (listening) return; // one set of listeners: a second recording only starts the list again
    const describe = (arg: unknown): string => {
      if (arg instanceof Element) return arg.isConnected ? 'element' : 'element (removed)';
      if (arg && typeof arg === 'object' && 'jquery' in arg) return 'jquery';
      if (arg && typeof arg === 'object' && 'variation_id' in arg) return String((arg as { variation_id: unknown }).variation_id);
      return typeof arg;
    };
    const push = (name: string, target: EventTarget | null, args: unknown[]) =>
      win.seenEvents!.push({ name, at: performance.now(), first: describe(args[0]), second: describe(args[1]) === 'boolean' ? String(args[1]) : describe(args[1]), onOldGallery: target === win.oldGallery });
    if (win.jQuery) {
      win.jQuery(document).on(names.join(' '), (event: unknown, ...args: unknown[]) => {
        const { type, target } = event as { type: string; target: EventTarget };
        push(type, target, args);
      });
    } else {
      for (const name of names) document.addEventListener(`islas:${name}`, (event) => push(name, event.target, (event as CustomEvent<unknown[]>).detail));
    }
  }, EVENTS);
  return () => page.evaluate(() => (window as unknown as { seenEvents: Seen[] }).seenEvents);
}

/**
 * Chooses `value` as the page's own controls would: WooCommerce's select and its change
 * event, or, where the zoo's swatches plugin hid the selects (with jQuery), the way that
 * plugin picks, `$(select).val(value).trigger('change')`. Reads, in the same task, what the
 * page shows right after the change.
 */
const chooseAndRead = (page: Page, name: string, value: string) =>
  page.evaluate(
    ([selectName, chosen]) => {
      const select = document.querySelector<HTMLSelectElement>(`select[name="${selectName}"]`)!;
      const $ = (window as { jQuery?: (el: Element) => { val(value: string): { trigger(name: string): void } } }).jQuery;
      if ($ && !select.checkVisibility()) $(select).val(chosen!).trigger('change');
      else {
        select.value = chosen!;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return {
        button: document.querySelector('form.variations_form .single_add_to_cart_button')!.className,
        shown: document.querySelector('form.variations_form .single_variation')!.textContent!.trim(),
        variationId: document.querySelector<HTMLInputElement>('form.variations_form input.variation_id')!.value,
      };
    },
    [name, value],
  );
const choose = async (page: Page, name: string, value: string): Promise<void> => void (await chooseAndRead(page, name, value));

const names = (seen: Seen[]) => seen.map((event) => event.name);
const shows = (seen: Seen[]) => names(seen).filter((name) => /^(found|show)_variation$/.test(name));
const firstSlide = (page: Page) => page.locator(`${GALLERY} .woocommerce-product-gallery__image img`).first().getAttribute('src');

for (const [device, viewport] of DEVICES) {
  for (const [setup, query] of JQUERY_SETUPS) {
    describe(`variation form, WooCommerce 9.5-11.0.1 (${device}, ${setup})`, () => {
      it('11.0.1: shows the variation 300 ms after found_variation, the button waiting meanwhile; 9.4: at once, show_variation first', async () => {
        for (const wc of ['11.0.1', '9.4.3']) {
          await withShopper(async (shopper) => {
            const page = await open(shopper, viewport, SUDADERA, { islas_wc: wc }, query);
            await choose(page, 'attribute_pa_color', 'rojo');
            const seen = await record(page);
            const right = await chooseAndRead(page, 'attribute_pa_talla', 'l');
            expect(right.variationId).toBe('1023');
            if (wc === '11.0.1') {
              expect(right.button).toContain('disabled wc-variation-selection-needed');
              expect(right.shown).toBe('');
              await expect.poll(async () => shows(await seen())).toEqual(['found_variation', 'show_variation']);
              const [found, show] = (await seen()).filter((event) => /^(found|show)_variation$/.test(event.name));
              expect(show!.at - found!.at).toBeGreaterThanOrEqual(290);
            } else {
              expect(right.button).not.toContain('disabled');
              expect(right.shown).toContain('41,95');
              expect(shows(await seen())).toEqual(['show_variation', 'found_variation']);
            }
            const events = await seen();
            expect(events.find((event) => event.name === 'found_variation')?.first).toBe('1023');
            expect(events.find((event) => event.name === 'show_variation')).toMatchObject({ first: '1023', second: 'true' });
            await expect.poll(() => page.locator(ADD).getAttribute('class')).not.toContain('disabled');
            expect(await page.locator(`${FORM} .single_variation .woocommerce-variation-price`).textContent()).toContain('41,95');
            expect(shopper.errors).toEqual([]);
          });
        }
      });

      it('11.0.1: Enter or Space on the labelled reset link resets, says so, and focuses the first option; a new choice clears the alert', async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, SUDADERA, { islas_wc: '11.0.1' }, query);
          const reset = page.locator(`${FORM} a.reset_variations[href="#"]`);
          expect(await reset.getAttribute('aria-label')).toBe('Vaciar opciones');
          const alert = page.locator(`${FORM} .reset_variations_alert[role="alert"][aria-live="polite"]`);
          for (const key of ['Enter', 'Space']) {
            await choose(page, 'attribute_pa_color', 'rojo');
            await choose(page, 'attribute_pa_talla', 'l');
            await expect.poll(() => page.locator(ADD).getAttribute('class')).not.toContain('disabled');
            const seen = await record(page);
            await reset.focus();
            await page.keyboard.press(key);
            await expect.poll(() => alert.textContent()).toBe(RESET_ALERT);
            expect(await page.locator('select[name="attribute_pa_color"]').inputValue()).toBe('');
            expect(await page.locator('select[name="attribute_pa_talla"]').inputValue()).toBe('');
            // The first select has the focus (the zoo's swatches hide it: then nothing can).
            if (await page.locator('select[name="attribute_pa_color"]').isVisible()) {
              expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('attribute_pa_color');
            }
            expect(await page.locator(ADD).getAttribute('class')).toContain('wc-variation-selection-needed');
            // Stock's order: each select's change (clear_reset_announcement, reset_data), then these.
            const resetEvents = names(await seen()).filter((name) => /^(reset_data|announce_reset|reset_focus|clear_reset_announcement)$/.test(name));
            expect(resetEvents.slice(-3), resetEvents.join()).toEqual(['announce_reset', 'reset_data', 'reset_focus']);
            expect(resetEvents.slice(0, 2)).toEqual(['clear_reset_announcement', 'reset_data']);
            expect(page.url()).not.toContain('#');
            await choose(page, 'attribute_pa_color', 'azul');
            await expect.poll(() => alert.textContent()).toBe('');
            expect(names(await seen()).at(-1)).not.toBe('reset_focus');
            expect(names(await seen())).toContain('clear_reset_announcement');
            await choose(page, 'attribute_pa_color', '');
          }
          expect(shopper.errors).toEqual([]);
        });
      });

      it('9.4: the reset link without a label and the page without an alert reset as 9.4 did: no announcement, no focus on the options', async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, SUDADERA, { islas_wc: '9.4.3' }, query);
          expect(await page.locator(`${FORM} .reset_variations`).getAttribute('aria-label')).toBeNull();
          expect(await page.locator(`${FORM} .reset_variations_alert`).count()).toBe(0);
          expect(await page.evaluate(() => 'i18n_reset_alert_text' in ((window as { wc_add_to_cart_variation_params?: object }).wc_add_to_cart_variation_params ?? {}))).toBe(false);
          await choose(page, 'attribute_pa_color', 'rojo');
          await choose(page, 'attribute_pa_talla', 'l');
          const seen = await record(page);
          // Enter clicks the link, as any link's; the focus does not move to the options and nothing is announced (9.4's reset).
          await page.locator(`${FORM} .reset_variations`).focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => page.locator('select[name="attribute_pa_color"]').inputValue()).toBe('');
          expect(names(await seen())).toContain('reset_data');
          expect(names(await seen())).not.toContain('announce_reset');
          expect(names(await seen())).not.toContain('reset_focus');
          // (The link hides once nothing is chosen, so the browser takes the focus off it, as with 9.4's script.)
          expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SELECT');
          expect(await page.locator(ADD).getAttribute('class')).toContain('wc-variation-selection-needed');
          expect(shopper.errors).toEqual([]);
        });
      });

      it("11.0.1 with the variation gallery on: a variation's gallery replaces the product's, whose island moves with it, and the default comes back", async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, SUDADERA, { islas_wc: '11.0.1', islas_variation_gallery: '1' }, query);
          expect(await page.locator(`${FORM} script.wc-product-gallery-default-template`).count()).toBe(1);
          expect(await firstSlide(page)).toBe('/fixtures/images/sudadera-capucha-islas.svg');
          await choose(page, 'attribute_pa_color', 'azul');
          const seen = await record(page);
          await choose(page, 'attribute_pa_talla', 'l');
          await expect.poll(() => firstSlide(page)).toBe('/fixtures/images/sudadera-capucha-islas-azul.svg');
          expect(await page.locator(GALLERY).count()).toBe(1);
          expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__image img`).evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([
            '/fixtures/images/sudadera-capucha-islas-azul.svg',
            '/fixtures/images/sudadera-capucha-islas-2.svg',
          ]);
          expect(await page.locator(FORM).getAttribute('data-product_gallery_active')).toBe('yes');
          expect(await page.evaluate(() => (window as unknown as { oldGallery: Element }).oldGallery.isConnected)).toBe(false);
          // The gallery island runs on the new gallery at once, as stock runs its gallery on it.
          await expect.poll(() => page.locator(GALLERY).getAttribute('data-island-state')).toBe('hydrated');
          await expect.poll(async () => names(await seen()).filter((name) => name.startsWith('wc-product-gallery'))).toEqual([
            'wc-product-gallery-before-destroy',
            'wc-product-gallery-before-init',
            'wc-product-gallery-after-init',
          ]);
          const galleryEvents = (await seen()).filter((event) => event.name.startsWith('wc-product-gallery'));
          // The element itself (not a jQuery object), then wc_single_product_params; destroy on the old root, init on the new.
          expect(galleryEvents.map((event) => [event.first, event.second, event.onOldGallery])).toEqual([
            ['element', 'object', true],
            ['element', 'object', false],
            ['element', 'object', false],
          ]);
          expect(names(await seen()).indexOf('found_variation')).toBeGreaterThan(names(await seen()).indexOf('wc-product-gallery-before-destroy'));
          // A variation without a gallery brings the default back (rojo/L).
          await choose(page, 'attribute_pa_color', 'rojo');
          await expect.poll(() => firstSlide(page)).not.toBe('/fixtures/images/sudadera-capucha-islas-azul.svg');
          expect(await page.locator(FORM).getAttribute('data-product_gallery_active')).toBeNull();
          expect(await page.locator(GALLERY).count()).toBe(1);
          await expect.poll(() => page.locator(GALLERY).getAttribute('data-island-state')).toBe('hydrated');
          // And a reset does.
          await choose(page, 'attribute_pa_color', 'azul');
          await expect.poll(() => firstSlide(page)).toBe('/fixtures/images/sudadera-capucha-islas-azul.svg');
          await page.locator(`${FORM} .reset_variations`).click();
          await expect.poll(() => firstSlide(page)).toBe('/fixtures/images/sudadera-capucha-islas.svg');
          expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__image`).count()).toBe(2);
          expect(await page.locator(FORM).getAttribute('data-product_gallery_active')).toBeNull();
          expect(await page.locator(FORM).getAttribute('current-image')).toBe('');
          // The restored gallery works: its arrows or thumbnails are the island's again.
          await expect.poll(() => page.locator(GALLERY).getAttribute('data-island-state')).toBe('hydrated');
          expect(shopper.errors).toEqual([]);
        });
      });

      it('9.4.3 (no variation gallery in that release): the gallery stays and only its first picture changes', async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, SUDADERA, { islas_wc: '9.4.3', islas_variation_gallery: '1' }, query);
          expect(await page.locator(`${FORM} script.wc-product-gallery-default-template`).count()).toBe(0);
          const variations = await page.locator(FORM).getAttribute('data-product_variations');
          expect(variations).not.toContain('gallery_images_html');
          await page.evaluate(() => ((window as unknown as { firstGallery: Element | null }).firstGallery = document.querySelector('.product-gallery .woocommerce-product-gallery')));
          await choose(page, 'attribute_pa_color', 'azul');
          await choose(page, 'attribute_pa_talla', 'l');
          await expect.poll(() => firstSlide(page)).toMatch(/\/fixtures\/images\/sudadera-capucha-islas-azul\.svg$/);
          expect(await page.evaluate(() => (window as unknown as { firstGallery: Element }).firstGallery.isConnected)).toBe(true);
          expect(await page.locator(FORM).getAttribute('data-product_gallery_active')).toBeNull();
          expect(shopper.errors).toEqual([]);
        });
      });

      it("takes get_variation's empty body (11.0.1, unpublished parent) or false (9.4) as no match, with WooCommerce's message and no error", async () => {
        for (const wc of ['11.0.1', '9.4.3']) {
          await withShopper(async (shopper) => {
            const page = await open(shopper, viewport, '/producto/calcetines-tecnicos-montana/', { islas_wc: wc, islas_unpublished: '132' }, query);
            expect(await page.locator(FORM).getAttribute('data-product_variations')).toBe('false');
            await choose(page, 'attribute_pa_color', 'azul');
            const answer = page.waitForResponse((response) => response.url().includes('wc-ajax=get_variation'));
            await choose(page, 'attribute_pa_talla', 'm');
            expect(await (await answer).text()).toBe(wc === '11.0.1' ? '' : 'false');
            await expect.poll(() => page.locator(`${FORM} .wc-no-matching-variations`).textContent()).toBe(
              'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
            );
            expect(await page.locator(ADD).getAttribute('class')).toContain('disabled');
            expect(await page.locator(`${FORM} input.variation_id`).inputValue()).toBe('');
            expect(shopper.errors).toEqual([]);
          });
        }
      });

      it('10.5.0 printed the add button disabled: islas takes the attribute away, and the chosen variation is added', async () => {
        await withShopper(async (shopper) => {
          const { page } = shopper;
          if (viewport) await page.setViewportSize(viewport);
          await shopper.context.addCookies([{ name: 'islas_wc', value: '10.5.0', url: baseUrl(), sameSite: 'Lax' }]);
          const html = await (await page.request.get(shopper.url(`${SUDADERA}${query}`))).text();
          expect(html).toMatch(/class="single_add_to_cart_button button alt" disabled>/);
          await open(shopper, viewport, SUDADERA, { islas_wc: '10.5.0' }, query);
          expect(await page.locator(ADD).getAttribute('disabled')).toBeNull();
          await choose(page, 'attribute_pa_color', 'rojo');
          await choose(page, 'attribute_pa_talla', 'l');
          await expect.poll(() => page.locator(ADD).getAttribute('class')).not.toContain('disabled');
          await Promise.all([page.waitForNavigation(), page.locator(ADD).click()]);
          const cart = (await serverCart(shopper)) as { items: { variation_id?: number }[] };
          expect(cart.items.map((item) => item.variation_id)).toEqual([1023]);
          expect(shopper.errors).toEqual([]);
        });
      });

      it("11.0.1's back-in-stock form (its own jQuery script, which islas keeps) shows for an out-of-stock variation and hides on reset", async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, SUDADERA, { islas_wc: '11.0.1', islas_bis: '1' }, query);
          // The script needs jQuery: both print, whatever islas replaces, and it ran.
          expect(await page.evaluate(() => (window as unknown as { islasStubStock?: string[] }).islasStubStock)).toContain('wc-back-in-stock-form');
          expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('function');
          const box = page.locator('.wc_bis_form[data-bis-product-id="102"]');
          const product = box.locator('input[name="wc_bis_product_id"]');
          const heard = () => page.evaluate(() => (window as unknown as { islasBackInStock: unknown[][] }).islasBackInStock.map((entry) => entry.join(':')));
          expect(await box.getAttribute('class')).toContain('hidden');
          await choose(page, 'attribute_pa_color', 'azul');
          await choose(page, 'attribute_pa_talla', 'm'); // SUD-001-AZU-M, out of stock
          await expect.poll(() => box.getAttribute('class')).not.toContain('hidden');
          expect(await product.inputValue()).toBe('1025');
          expect(await box.isVisible()).toBe(true);
          const log = await heard();
          // found_variation set the product before show_variation showed the form, as the script needs.
          expect(log.indexOf('found_variation:1025')).toBeGreaterThanOrEqual(0);
          expect(log.indexOf('show_variation:1025:false')).toBeGreaterThan(log.indexOf('found_variation:1025'));
          await choose(page, 'attribute_pa_talla', 'l'); // in stock
          await expect.poll(() => box.getAttribute('class')).toContain('hidden');
          await choose(page, 'attribute_pa_talla', 'm');
          await expect.poll(() => box.getAttribute('class')).not.toContain('hidden');
          await page.locator(`${FORM} .reset_variations`).click();
          await expect.poll(() => box.getAttribute('class')).toContain('hidden');
          expect(await product.inputValue()).toBe('102');
          expect((await heard()).at(-1)).toBe('reset_data');
          expect(shopper.errors).toEqual([]);
        });
      });

      it('9.4.3 has no back-in-stock form (10.2+)', async () => {
        await withShopper(async (shopper) => {
          const page = await open(shopper, viewport, SUDADERA, { islas_wc: '9.4.3', islas_bis: '1' }, query);
          expect(await page.locator('.wc_bis_form').count()).toBe(0);
          expect(await page.locator('script#wc-back-in-stock-form-js').count()).toBe(0);
          expect(shopper.errors).toEqual([]);
        });
      });

      it('11.0.1 prints no empty max on the quantity (10.1); islas sets and removes it with the variation', async () => {
        for (const wc of ['11.0.1', '9.4.3']) {
          await withShopper(async (shopper) => {
            const page = await open(shopper, viewport, '/producto/chapas-esmaltadas-islas/', { islas_wc: wc }, query);
            const qty = page.locator(`${FORM} input.qty`);
            expect(await qty.getAttribute('max')).toBe(wc === '11.0.1' ? null : '');
            await choose(page, 'attribute_pa_presentacion', 'coleccion');
            await expect.poll(() => qty.getAttribute('max')).toBe('3');
            expect(shopper.errors).toEqual([]);
          });
        }
      });
    });
  }
}
