import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

const headerField = '.header-nav form.searchform input[name="s"]';
const dialog = '[role="dialog"].islas-search';
const results = `${dialog} .islas-search__result`;

/** Prices as numbers, in the order shown ("19,95 €" → 19.95; a sale shows its sale price). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(`${results} .price`).evaluateAll((nodes) =>
    nodes.map((node) => (node.querySelector('ins') ?? node).textContent ?? ''),
  );
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

async function searchFromHeader(page: Page, query: string) {
  const field = page.locator(headerField).first();
  await field.click();
  await field.fill(query);
  await field.press('Enter');
  await page.waitForSelector(dialog);
}

describe('live search in the header', () => {
  it('shows suggestions from 3 characters, with the typed text in bold, and picking one opens that product', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('flatsome_ajax_search_products')) asked.push(new URL(request.url()).searchParams.get('query') ?? '');
      });
      await page.goto(shopper.url('/tienda/'));
      const field = page.locator(headerField).first();
      await field.click();
      await field.pressSequentially('ca', { delay: 30 });
      await page.waitForTimeout(300);
      expect(asked).toEqual([]);
      await field.pressSequentially('m', { delay: 30 });
      const options = page.locator('.header-nav form.searchform [role="option"]');
      await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(1);
      expect(asked).toEqual(['cam']);
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      expect((await options.first().locator('.search-name strong').textContent())?.toLowerCase()).toBe('cam');
      expect(await options.first().locator('.search-price').textContent()).toMatch(/€/);
      const box = await page.locator('.header-nav form.searchform [role="listbox"]').evaluate((node) => getComputedStyle(node).maxHeight);
      expect(box).toBe('300px');

      // Keyboard: the second suggestion fills the field; Escape brings the typed text back.
      await field.press('ArrowDown');
      await field.press('ArrowDown');
      const second = (await options.nth(1).locator('.search-name').textContent())!;
      expect(await field.inputValue()).toBe(second);
      await field.press('Escape');
      expect(await field.inputValue()).toBe('cam');

      // The mouse: pick the second suggestion.
      await field.press('ArrowDown');
      await field.press('Escape');
      await field.pressSequentially('i', { delay: 30 });
      await expect.poll(() => asked.at(-1)).toBe('cami');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      const name = (await options.nth(1).locator('.search-name').textContent())!;
      await Promise.all([page.waitForURL(/\/producto\/[a-z0-9-]+\/$/), options.nth(1).click()]);
      expect(await page.locator('h1.product-title, .product_title').first().textContent()).toContain(name);
      expect(shopper.errors).toEqual([]);
    });
  });
});

describe('search overlay', () => {
  it('opens on submit with results, sorts by price, mirrors the URL, and closes back to the field', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await searchFromHeader(page, 'camiseta');
      await expect.poll(() => page.locator(results).count(), { timeout: 10_000 }).toBeGreaterThan(1);
      // Spanish plural forms ("nplurals=2; plural=n != 1;"), through the bundle's own rule.
      expect(await page.locator(`${dialog} .islas-search__status`).textContent()).toBe('6 resultados');
      expect(new URL(page.url()).pathname).toBe('/tienda/');
      expect(new URL(page.url()).searchParams.get('s')).toBe('camiseta');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('relevance');
      expect(await page.locator(`${dialog} mark`).first().textContent()).toMatch(/camiseta/i);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

      const sort = page.locator(`${dialog} .islas-search__sort select`);
      expect(await sort.locator('option').allTextContents()).toEqual([
        'Relevancia',
        'Nuevos',
        'Más antiguo',
        'Precio: De menor a mayor',
        'Precio: De mayor a menor',
        'Valoración',
      ]);
      await sort.selectOption('price_asc');
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
      await expect.poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      }).toBe(true);
      await sort.selectOption('price_desc');
      await expect.poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
      }).toBe(true);

      // A reload re-opens it with the same query and sort.
      await page.reload();
      await page.waitForSelector(dialog);
      expect(await page.locator(`${dialog} .islas-search__sort select`).inputValue()).toBe('price_desc');
      await expect.poll(() => page.locator(results).count()).toBeGreaterThan(1);

      // Escape closes it and gives focus back to the search field.
      await page.keyboard.press('Escape');
      await page.waitForSelector(dialog, { state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('s');
      expect(new URL(page.url()).searchParams.get('s')).toBeNull();
      expect(shopper.errors).toEqual([]);
    });
  });

  it('back closes the overlay and forward re-opens it', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await searchFromHeader(page, 'sudadera');
      await page.goBack();
      await page.waitForSelector(dialog, { state: 'detached' });
      expect(new URL(page.url()).search).toBe('');
      await page.goForward();
      await page.waitForSelector(dialog);
      expect(await page.locator(`${dialog} input[type="search"]`).inputValue()).toBe('sudadera');
    });
  });

  it('loads the second page when the results are scrolled to the end', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const handles: (string | null)[] = [];
      page.on('request', (request) => {
        if (request.url().includes('jetpack/v4/search')) handles.push(new URL(request.url()).searchParams.get('page_handle'));
      });
      await page.goto(shopper.url('/'));
      await searchFromHeader(page, 'de');
      await expect.poll(() => page.locator(results).count(), { timeout: 10_000 }).toBe(20);
      expect(await page.locator(`${dialog} .islas-search__more`).textContent()).toBe('Cargar más');
      await page.locator(dialog).evaluate((node) => node.scrollTo(0, node.scrollHeight));
      await expect.poll(() => page.locator(results).count(), { timeout: 10_000 }).toBeGreaterThan(20);
      expect(handles[0]).toBeNull();
      expect(handles[1]).toBeTruthy();
      expect(shopper.errors).toEqual([]);
    });
  });

  it('says "1 resultado" for one match and "Sin resultados" for a search that matches nothing', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await searchFromHeader(page, 'gorra');
      await expect.poll(() => page.locator(`${dialog} .islas-search__status`).textContent(), { timeout: 10_000 }).toBe('1 resultado');
      expect(await page.locator(results).count()).toBe(1);
      await page.keyboard.press('Escape');
      await page.waitForSelector(dialog, { state: 'detached' });
      await searchFromHeader(page, 'xqzwvk');
      await expect.poll(() => page.locator(`${dialog} .islas-search__notice--empty`).textContent(), { timeout: 10_000 }).toContain('Sin resultados');
      expect(await page.locator(results).count()).toBe(0);
    });
  });

  it('offers the post types of the page options (minus the excluded ones) and shows "Powered by"', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await searchFromHeader(page, 'camiseta');
      const types = page.locator(`${dialog} .islas-search__type select`);
      expect(await types.locator('option').allTextContents()).toEqual(['Todo', 'Entradas', 'Páginas', 'Productos']);
      await types.selectOption('page');
      await expect.poll(() => page.locator(`${dialog} .islas-search__notice--empty`).count()).toBe(1);
      await types.selectOption('product');
      await expect.poll(() => page.locator(results).count()).toBeGreaterThan(1);
      expect(await page.locator(`${dialog} .islas-search__powered a`).textContent()).toContain('Jetpack');
    });
  });

  it('gets a fresh REST nonce from admin-ajax when the page nonce is stale, and retries the search once', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.includes('jetpack/v4/search')) calls.push(`search ${request.headers()['x-wp-nonce']}`);
        if (url.searchParams.get('action') === 'rest-nonce') calls.push('rest-nonce');
      });
      // The page's printed options arrive with a nonce the server no longer accepts.
      await page.addInitScript(() => {
        let options: unknown;
        Object.defineProperty(window, 'JetpackInstantSearchOptions', {
          configurable: true,
          get: () => options,
          set: (value: Record<string, unknown>) => (options = { ...value, apiNonce: 'stale-nonce' }),
        });
      });
      await page.goto(shopper.url('/tienda/'));
      await searchFromHeader(page, 'gorra');
      await expect.poll(() => page.locator(results).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(calls[0]).toBe('search stale-nonce');
      expect(calls[1]).toBe('rest-nonce');
      expect(calls[2]).toMatch(/^search (?!stale-nonce)\w+/);
      expect(calls).toHaveLength(3);
    });
  });

  it('is a labelled dialog that keeps focus inside', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await searchFromHeader(page, 'gorra');
      const labelledBy = await page.locator(dialog).getAttribute('aria-labelledby');
      expect(await page.locator(`#${labelledBy}`).textContent()).toBe('Resultados de la búsqueda');
      for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      await page.locator(`${dialog} .islas-search__close`).click();
      await page.waitForSelector(dialog, { state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('s');
    });
  });
});

describe('search without JavaScript', () => {
  it('the header form leads to a results page', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url('/tienda/'));
        await page.locator(headerField).first().fill('camiseta');
        await Promise.all([page.waitForURL(/[?&]s=camiseta/), page.locator(headerField).first().press('Enter')]);
        expect(new URL(page.url()).searchParams.get('post_type')).toBe('product');
        expect(await page.locator('.products .product').count()).toBeGreaterThan(1);
        expect(await page.locator('[role="dialog"]').count()).toBe(0);
      },
      { javaScriptEnabled: false },
    );
  });
});
