// Bad input (issue 5): malformed config objects, malformed data-props, missing markup,
// fragments whose selector is absent, hostile product names in suggestions and a 5 MB
// fragment. Each gives a clear console message (where there is something to say) and a
// page that still works: no uncaught error, and adding to the cart still works.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, islasStarted, MINI_CART_LINES, newShopper, rewritePage, serverCart, type Shopper, useBrowser } from './browser';

const browser = useBrowser();


interface Seen extends Shopper {
  messages: string[];
}

async function withShopper(run: (shopper: Seen) => Promise<void>): Promise<void> {
  const shopper = (await newShopper(browser())) as Seen;
  shopper.messages = [];
  shopper.page.on('console', (message) => shopper.messages.push(`${message.type()}: ${message.text()}`));
  try {
    await run(shopper);
    expect(shopper.errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
  } finally {
    await shopper.close();
  }
}

/** Replaces the whole `var name = …;` config script. */
const replaceConfig = (html: string, name: string, value: string): string =>
  html.replace(new RegExp(`var ${name} = .*?;\\n</script>`), `var ${name} = ${value};\n</script>`);

async function addFirstProduct(shopper: Shopper): Promise<void> {
  const button = shopper.page.locator(AJAX_ADD_BUTTONS).first();
  await button.click();
  await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('added');
  await expect.poll(async () => (await serverCart(shopper)).count).toBe(1);
}

async function hydratedMiniCart(shopper: Shopper): Promise<void> {
  await islasStarted(shopper.page);
}

describe('bad input', () => {
  it('malformed config objects: one warning per bad field, defaults used, the cart and search still work', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await rewritePage(page, '/tienda/', (html) => {
        let out = replaceConfig(html, 'flatsomeVars', '"not an object"');
        out = replaceConfig(out, 'wpApiSettings', '[1, 2, 3]');
        out = replaceConfig(out, 'wc_cart_fragments_params', '{"request_timeout": "banana", "fragment_name": {"x": 1}, "cart_hash_key": 42}');
        out = replaceConfig(out, 'JetpackInstantSearchOptions', '{"postsPerPage": "muchos", "defaultSort": 7, "overlayTrigger": null, "postTypes": "x", "apiRoot": 5}');
        out = replaceConfig(out, 'wc_order_attribution', '{"params": 5, "fields": "x"}');
        out = replaceConfig(out, 'wcAnalytics', 'null');
        return out;
      });
      await page.goto(shopper.url('/tienda/'));
      await hydratedMiniCart(shopper);
      const warnings = shopper.messages.filter((m) => m.startsWith('warning: [islas]'));
      expect(warnings.some((m) => m.includes('flatsomeVars'))).toBe(true);
      expect(warnings.some((m) => m.includes('wpApiSettings'))).toBe(true);
      expect(warnings.some((m) => m.includes('wc_cart_fragments_params.request_timeout'))).toBe(true);
      expect(warnings.some((m) => m.includes('wc_cart_fragments_params.fragment_name'))).toBe(true);
      await addFirstProduct(shopper);
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(1);
      // The search overlay still opens with its defaults.
      const field = page.locator('form.searchform input.search-field').first();
      await field.fill('camiseta');
      await field.press('Enter');
      await expect.poll(() => page.locator('[role="dialog"][aria-modal="true"]').count(), { timeout: 15_000 }).toBe(1);
    });
  });

  it('malformed data-props: a clear console error, the server markup stays, the rest works', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await rewritePage(page, '/tienda/', (html) =>
        html.replace(/data-island="mini-cart" data-props='[^']*'/, `data-island="mini-cart" data-props='{"style": "dropdown",'`),
      );
      await page.goto(shopper.url('/tienda/'));
      await expect
        .poll(() => shopper.messages.filter((m) => m.startsWith('error:') && m.includes('mini-cart') && m.includes('data-props')).length, {
          timeout: 15_000,
        })
        .toBe(1);
      expect(await page.locator('.header-nav li.cart-item .widget_shopping_cart_content').count()).toBe(1);
      // Fragments do not need the island: the add still shows up in the header.
      await addFirstProduct(shopper);
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(1);
      await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe('1');
    });
  });

  it('unknown island names: one warning, markup left alone', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await rewritePage(page, '/tienda/', (html) =>
        html.replace('<main', '<div data-island="no-such-island" data-props="{}"><p id="kept">server</p></div><main'),
      );
      await page.goto(shopper.url('/tienda/'));
      await hydratedMiniCart(shopper);
      expect(shopper.messages.filter((m) => m.includes('unknown island "no-such-island"'))).toHaveLength(1);
      expect(await page.locator('#kept').textContent()).toBe('server');
      await addFirstProduct(shopper);
    });
  });

  it('missing markup: no header cart, no mini cart, no search form; adding still works', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await rewritePage(page, '/tienda/', (html) =>
        html
          .replace(/<li class="cart-item[\s\S]*?<\/li>\s*(?=<\/ul>)/, '')
          .replace(/<form role="search"[\s\S]*?<\/form>/g, '')
          .replace(/<div class="widget_shopping_cart_content">/g, '<div class="gone">'),
      );
      await page.goto(shopper.url('/tienda/'));
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      expect(await page.locator('.widget_shopping_cart_content').count()).toBe(0);
      await addFirstProduct(shopper);
      // The answer's fragments have nowhere to go: said once, calmly.
      await expect.poll(() => shopper.messages.some((m) => m.includes('[islas] cart fragments with no element on this page'))).toBe(true);
    });
  });

  it('fragments with absent or invalid selectors: the others apply, the bad ones are named', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.route('**/?wc-ajax=add_to_cart', async (route) => {
        const response = await route.fetch();
        const answer = await response.json();
        answer.fragments = { 'div.no-such-thing': '<div>x</div>', '<<<!': '<p>bad</p>', ...answer.fragments };
        await route.fulfill({ response, json: answer });
      });
      await page.goto(shopper.url('/tienda/'));
      await hydratedMiniCart(shopper);
      await addFirstProduct(shopper);
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(1);
      expect(shopper.messages.some((m) => m.includes('"<<<!" is not a valid CSS selector'))).toBe(true);
      expect(shopper.messages.some((m) => m.includes('div.no-such-thing'))).toBe(true);
    });
  });

  it('hostile product names in suggestions are shown as text, never run', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const hostile = '<img src=x onerror="window.__pwned=1">Camiseta</div><script>window.__pwned=2</script>';
      await page.route(
        (url) => url.searchParams.get('action') === 'flatsome_ajax_search_products',
        (route) =>
          route.fulfill({
            json: {
              suggestions: [
                { type: 'Product', id: 1, value: hostile, url: '/producto/camiseta-basica-algodon-organico/', img: 'javascript:window.__pwned=3', price: '<span class="woocommerce-Price-amount amount"><bdi>9,00 €</bdi></span><img src=x onerror="window.__pwned=4">' },
                { type: 'Product', id: 2, value: '"><svg onload=window.__pwned=5>', url: 'javascript:window.__pwned=6', img: '', price: '' },
              ],
            },
          }),
      );
      await page.goto(shopper.url('/tienda/'));
      await hydratedMiniCart(shopper);
      const field = page.locator('form.searchform input.search-field').first();
      await field.click();
      await field.pressSequentially('cam', { delay: 30 });
      const names = page.locator('.live-search-results .autocomplete-suggestion .search-name');
      await expect.poll(() => names.count(), { timeout: 15_000 }).toBe(2);
      expect(await names.first().textContent()).toBe(hostile);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('.live-search-results script, .live-search-results svg, .live-search-results [onerror]').count()).toBe(0);
      expect(await page.locator('.live-search-results .search-price .woocommerce-Price-amount').count()).toBe(1);
      // Choosing the javascript: suggestion does not run it.
      await field.press('ArrowDown');
      await field.press('ArrowDown');
      await field.press('Enter');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  });

  it('a 5 MB fragment: applied without freezing the page, and the page keeps working', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const big = `<div class="widget_shopping_cart_content"><p class="islas-big">${'<span>relleno </span>'.repeat(260_000)}</p></div>`;
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      let served = false;
      await page.route('**/?wc-ajax=add_to_cart', async (route) => {
        const response = await route.fetch();
        const answer = await response.json();
        if (!served) answer.fragments['div.widget_shopping_cart_content'] = big;
        served = true;
        await route.fulfill({ response, json: answer });
      });
      await page.goto(shopper.url('/tienda/'));
      await hydratedMiniCart(shopper);
      const button = page.locator(AJAX_ADD_BUTTONS).first();
      await button.click();
      await expect.poll(() => button.getAttribute('class'), { timeout: 30_000 }).toContain('added');
      await expect.poll(() => page.locator('.header-nav .islas-big').count(), { timeout: 30_000 }).toBe(1);
      // Still responsive: the next add lands and replaces the giant fragment.
      const second = page.locator(AJAX_ADD_BUTTONS).nth(1);
      await second.dispatchEvent('click');
      await expect.poll(() => second.getAttribute('class'), { timeout: 30_000 }).toContain('added');
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(2);
      expect(await page.locator('.islas-big').count()).toBe(0);
    });
  }, 90_000);
});
