import { describe, expect, it } from 'vitest';
import { AJAX_ADD_BUTTONS, delayChunk, holdChunk, holdRequests, islasStarted, MINI_CART_LINES, serverCart, type Shopper, useShoppers } from './browser';

const withShopper = useShoppers();

/**
 * Holds the page's fragments refresh (`get_refreshed_fragments`) until the returned
 * function is called; that function then waits until the refreshed mini cart has replaced
 * the element `replaced` names.
 */
async function holdRefresh(page: Shopper['page'], replaced: string): Promise<() => Promise<void>> {
  const release = await holdRequests(page, (url) => url.search.includes('wc-ajax=get_refreshed_fragments'));
  return async () => {
    const old = await page.locator(replaced).first().elementHandle();
    release();
    await page.waitForFunction((element) => !element!.isConnected, old);
  };
}

/** Waits until islas has hydrated the mini cart (it loads when the browser is idle). */
async function islasReady(shopper: Shopper) {
  await islasStarted(shopper.page);
}

describe('cart from the shop listing', () => {
  it('shows an add made in another tab: the cart hash in localStorage wakes the other tab, which refreshes', async () => {
    await withShopper(async (shopper) => {
      const { page, context } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      const otherTab = await context.newPage();
      await otherTab.goto(shopper.url('/'));
      await islasStarted(otherTab);
      expect(await otherTab.locator('.cart-icon strong').first().textContent()).toBe('0');
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(() => page.locator(`${AJAX_ADD_BUTTONS}.added`).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => otherTab.locator('.cart-icon strong').first().textContent(), { timeout: 15_000 }).toBe('1');
      await expect.poll(() => otherTab.locator(MINI_CART_LINES).count()).toBe(1);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('adds three products clicked quickly: three lines in the mini cart and on the server', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      // All three in view at once: scrolled into view, a later one could sit under the cart
      // dropdown the first add opened, which stays open while the pointer is on it (a click
      // timed out retrying there once).
      await page.setViewportSize({ width: 1280, height: 1400 });
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      const buttons = page.locator(AJAX_ADD_BUTTONS);
      for (let i = 0; i < 3; i += 1) await buttons.nth(i).click();
      await expect.poll(() => page.locator(`${AJAX_ADD_BUTTONS}.added`).count(), { timeout: 15_000 }).toBe(3);
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(3);
      expect(await page.locator('.cart-icon strong').first().textContent()).toBe('3');
      expect(await page.locator(`${AJAX_ADD_BUTTONS}.loading`).count()).toBe(0);
      // Each added button gets exactly one "Ver carrito" link to the cart.
      const links = page.locator('.products a.added_to_cart.wc-forward');
      expect(await links.count()).toBe(3);
      expect(await links.first().textContent()).toBe('Ver carrito');
      expect(await links.first().getAttribute('href')).toMatch(/\/carrito\/$/);
      const cart = await serverCart(shopper);
      expect(cart.items).toHaveLength(3);
      expect(cart.count).toBe(3);
      expect(shopper.errors).toEqual([]);
    });
  });

  it('shows loading at once and adds once for a double click made before the cart actions have loaded', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      // The cart actions arrive late, as on a slow phone: both clicks are held.
      const releaseCartActions = await holdChunk(page, 'first-input');
      let adds = 0;
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=add_to_cart')) adds += 1;
      });
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      const button = page.locator(AJAX_ADD_BUTTONS).first();
      await button.dblclick();
      // SPEC §4: a click adds a loading state, held or not.
      expect(await button.getAttribute('class')).toContain('loading');
      expect(adds).toBe(0);
      releaseCartActions();
      await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('added');
      await expect.poll(() => page.locator(MINI_CART_LINES).count()).toBe(1);
      const cart = await serverCart(shopper);
      expect(cart.count).toBe(1);
      expect(adds).toBe(1);
      expect(shopper.errors).toEqual([]);
    });
  });

  // islas starts in three tasks (src/main.ts); each pause is made 1.5 s long here, so the
  // click lands between them for certain: after the entry ran, before the islands did. With
  // jQuery, islas first loads its jQuery bridge, made 1.5 s slow too: the click may land
  // while it is on its way.
  for (const [kind, query] of [['a page without jQuery', ''], ['a page with jQuery and its plugins', '?islas-plugins=zoo']]) {
    it(`adds by AJAX, once, for a click made while islas is still starting, on ${kind}`, async () => {
      await withShopper(async (shopper) => {
        const { page } = shopper;
        await page.addInitScript(() => {
          const slowYield = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1500));
          Object.defineProperty(window, 'scheduler', { value: { yield: slowYield }, configurable: true });
        });
        if (query) await delayChunk(page, 'jquery-compat', 1500);
        const sent: string[] = [];
        page.on('request', (request) => {
          if (/add_to_cart|add-to-cart=/.test(request.url())) sent.push(request.url());
        });
        await page.goto(shopper.url('/tienda/' + query), { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => 'islas' in window && !Array.isArray((window as { islas?: unknown }).islas));
        expect(await page.locator('[data-island-state]').count()).toBe(0);
        const button = page.locator(AJAX_ADD_BUTTONS).first();
        await button.click();
        // SPEC §4: a click adds a loading state, held or not.
        expect(await button.getAttribute('class')).toContain('loading');
        await islasReady(shopper);
        await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toContain('added');
        expect(new URL(page.url()).pathname).toBe('/tienda/');
        expect(sent).toHaveLength(1);
        expect(sent[0]).toContain('wc-ajax=add_to_cart');
        expect((await serverCart(shopper)).count).toBe(1);
        expect(shopper.errors).toEqual([]);
      });
    });
  }

  it('opens the mini cart after an add and closes it by itself after 5 s', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      const cartItem = page.locator('.header-nav li.cart-item');
      await expect.poll(() => cartItem.getAttribute('class')).toContain('current-dropdown');
      // The theme fades the dropdown in (visibility and opacity over 150 ms).
      await expect.poll(() => page.locator('.header-nav li.cart-item .nav-dropdown').isVisible()).toBe(true);
      await page.mouse.move(5, 890);
      await expect.poll(() => cartItem.getAttribute('class'), { timeout: 8000 }).not.toContain('current-dropdown');
    });
  });

  it('changes a quantity and removes a line in the mini cart, and the cart survives a reload', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      const buttons = page.locator(AJAX_ADD_BUTTONS);
      await buttons.nth(0).click();
      await buttons.nth(1).click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(2);

      // Open the dropdown as a shopper would: hover the header cart.
      await page.hover('.header-nav li.cart-item > a');
      const qty = page.locator(`${MINI_CART_LINES} input.qty`).first();
      await qty.fill('3');
      await qty.press('Enter');
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(4);
      await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe('4');

      await page.hover('.header-nav li.cart-item > a');
      await page.locator(`${MINI_CART_LINES} .remove_from_cart_button`).first().click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(1);
      expect((await serverCart(shopper)).items).toHaveLength(1);
      expect(page.url()).toBe(shopper.url('/tienda/'));

      await page.reload();
      expect(await page.locator(MINI_CART_LINES).count()).toBe(1);
      expect(await page.locator('.cart-icon strong').first().textContent()).toBe('1');
      expect(shopper.errors).toEqual([]);
    });
  });

  it('keeps what the shopper does before the cart actions arrive: a held add and a mini-cart quantity are sent once, when they do', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      const answer = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: '101', quantity: '1' } });
      expect(answer.ok()).toBe(true);
      // The cart actions travel in the first-input chunk: held back here, as on a slow network.
      const release = await holdChunk(page, 'first-input');
      const adds: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.postData() ?? '');
      });
      // The first view's fragments refresh answers after the shopper's change, as on a
      // slow host: it replaces the mini cart, the changed field with it.
      const refreshAnswered = await holdRefresh(page, `${MINI_CART_LINES} input.qty`);
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      await page.hover('.header-nav li.cart-item > a');
      const qty = page.locator(`${MINI_CART_LINES} input.qty`).first();
      await qty.fill('3');
      await qty.press('Enter');
      await page.locator(AJAX_ADD_BUTTONS).nth(1).click();
      await refreshAnswered();
      await page.waitForTimeout(300);
      expect((await serverCart(shopper)).count).toBe(1); // nothing could be sent yet
      expect(adds).toEqual([]);

      release();
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(4);
      await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe('4');
      await page.waitForTimeout(300);
      expect(adds).toHaveLength(1);
      expect((await serverCart(shopper)).count).toBe(4);
      expect(shopper.errors).toEqual([]);
    });
  });

  it("keeps a mini-cart remove and + pressed from the keyboard before the cart actions arrive, though the first view's refresh re-printed their lines", async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      for (const id of ['101', '106']) {
        const answer = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), { form: { product_id: id, quantity: '1' } });
        expect(answer.ok()).toBe(true);
      }
      const release = await holdChunk(page, 'first-input');
      const refreshAnswered = await holdRefresh(page, `${MINI_CART_LINES} .remove_from_cart_button`);
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      await page.hover('.header-nav li.cart-item > a');
      // The theme fades the dropdown in: at the transition's first frame it is still
      // visibility: hidden, and focusing a link there fails (the key then goes to the body).
      await expect.poll(() => page.locator('.header-nav li.cart-item .nav-dropdown').isVisible()).toBe(true);
      // The refresh fades the mini cart and takes pointer clicks off it (islas.css), as
      // WooCommerce blocks it meanwhile; the keyboard still reaches its links and buttons.
      const lines = page.locator(MINI_CART_LINES);
      await lines.filter({ hasText: 'Camiseta básica' }).locator('.remove_from_cart_button').press('Enter');
      await lines.filter({ hasText: 'rayas marinera' }).locator('.quantity .plus').press('Space');
      await refreshAnswered();
      await page.waitForTimeout(300);
      expect((await serverCart(shopper)).count).toBe(2); // nothing could be sent yet

      release();
      await expect
        .poll(async () => (await serverCart(shopper)).items.map((item) => `${item.product_id}×${item.quantity}`), { timeout: 15_000 })
        .toEqual(['106×2']);
      await expect.poll(() => page.locator('.cart-icon strong').first().textContent()).toBe('2');
      expect(shopper.errors).toEqual([]);
    });
  });

  it('refuses an invalid mini cart quantity with the browser message and sends nothing', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(1);
      let sent = 0;
      page.on('request', (request) => {
        if (request.postData()?.includes('flatsome_ajax_cart_item_alter_quantity')) sent += 1;
      });
      await page.hover('.header-nav li.cart-item > a');
      const qty = page.locator(`${MINI_CART_LINES} input.qty`).first();
      await qty.fill('-4');
      await qty.press('Enter');
      await page.waitForTimeout(500);
      expect(sent).toBe(0);
      expect(await qty.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
      expect((await serverCart(shopper)).count).toBe(1);
    });
  });

  it('goes to the product page when the shop refuses the add (error + product_url)', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      // More than the stock (2 tote bags): WooCommerce refuses and answers with the product's page.
      // (A variable parent's id is no refusal on WooCommerce 9.4: it adds the parent itself.)
      const tote = page.locator('.products .add_to_cart_button.ajax_add_to_cart[data-product_id="111"]').first();
      await tote.evaluate((el) => el.setAttribute('data-quantity', '3'));
      await Promise.all([page.waitForURL((url) => url.href === shopper.url('/producto/bolso-tote-lona/')), tote.click()]);
      expect((await serverCart(shopper)).items).toHaveLength(0);
    });
  });

  it('tells the shopper in Spanish when the add fails, and the button works again', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      let fail = true;
      await page.route('**/?wc-ajax=add_to_cart', (route) =>
        fail ? route.fulfill({ status: 500, body: '<h1>Error</h1>' }) : route.continue(),
      );
      const button = page.locator(AJAX_ADD_BUTTONS).first();
      await button.click();
      const notice = page.locator('.islas-live-region--error');
      await expect.poll(() => notice.textContent()).toMatch(/^No se ha podido añadir «.+» al carrito\. Inténtalo de nuevo\.$/);
      expect(await notice.isVisible()).toBe(true);
      expect(await button.getAttribute('class')).not.toContain('loading');
      fail = false;
      await button.click();
      await expect.poll(() => page.locator(MINI_CART_LINES).count(), { timeout: 15_000 }).toBe(1);
      expect((await serverCart(shopper)).count).toBe(1);
    });
  });

  it('follows a button without product_id to its page', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/'));
      await islasReady(shopper);
      // WooCommerce's external-product button has no product_id; give it the ajax classes
      // a theme might add, to check islas still leaves it to its link.
      const external = page.locator('.products a.product_type_external').first();
      await external.evaluate((el) => el.classList.add('add_to_cart_button', 'ajax_add_to_cart'));
      expect(await external.getAttribute('data-product_id')).toBeNull();
      const href = await external.getAttribute('href');
      expect(href).toBeTruthy();
      await Promise.all([page.waitForURL((url) => url.href === new URL(href!, page.url()).href), external.click()]);
    });
  });

  it('opens the off-canvas drawer from the cart link, traps focus, and Escape returns focus', async () => {
    await withShopper(async (shopper) => {
      const { page } = shopper;
      await page.goto(shopper.url('/tienda/?islas-cart=drawer'));
      await islasReady(shopper);
      await page.locator(AJAX_ADD_BUTTONS).first().click();
      await expect.poll(async () => (await serverCart(shopper)).count, { timeout: 15_000 }).toBe(1);
      // Revealed by the add as Flatsome's drawer is: open until the shopper closes it.
      await expect.poll(() => page.locator('#cart-popup[role="dialog"][aria-modal="true"]').isVisible(), { timeout: 10_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#cart-popup').isVisible(), { timeout: 2000 }).toBe(false);

      const toggle = page.locator('.header-nav li.cart-item a.off-canvas-toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const drawer = page.locator('#cart-popup[role="dialog"]');
      await expect.poll(() => drawer.isVisible()).toBe(true);
      expect(await drawer.getAttribute('aria-modal')).toBe('true');
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.getElementById('cart-popup')!.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.goto(shopper.url('/tienda/?islas-cart=dropdown'));
    });
  });
});

describe('cart without JavaScript', () => {
  it('adds from the listing, changes the quantity and removes from the cart page', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url('/tienda/'));
        await page.locator('.products .add_to_cart_button.ajax_add_to_cart').nth(0).click();
        await page.waitForLoadState();
        expect(await page.locator('.woocommerce-message').textContent()).toContain('se ha añadido a tu carrito');
        expect(page.url()).not.toContain('add-to-cart=');
        await page.locator('.products .add_to_cart_button.ajax_add_to_cart').nth(1).click();
        await page.waitForLoadState();
        expect((await serverCart(shopper)).items).toHaveLength(2);
        expect(await page.locator(MINI_CART_LINES).count()).toBe(2);

        await page.goto(shopper.url('/carrito/'));
        const qty = page.locator('form.woocommerce-cart-form input.qty').first();
        await qty.fill('3');
        await Promise.all([page.waitForLoadState(), page.locator('button[name="update_cart"]').click()]);
        await expect.poll(async () => (await serverCart(shopper)).count).toBe(4);

        // WooCommerce sends the remove link back to the cart with ?removed_item=1 (302).
        await Promise.all([page.waitForURL(/\/carrito\/\?removed_item=1$/), page.locator('form.woocommerce-cart-form a.remove').first().click()]);
        expect((await serverCart(shopper)).items).toHaveLength(1);
      },
      { javaScriptEnabled: false },
    );
  });

  it('adds from the product page form and keeps the cart across pages', async () => {
    await withShopper(
      async (shopper) => {
        const { page } = shopper;
        await page.goto(shopper.url('/tienda/'));
        const productLink = page.locator('.products .product-small.product-type-simple.instock a.woocommerce-LoopProduct-link').first();
        await Promise.all([page.waitForURL(/\/producto\//), productLink.click()]);
        await page.locator('form.cart input.qty').fill('2');
        await Promise.all([page.waitForLoadState(), page.locator('form.cart button.single_add_to_cart_button').click()]);
        expect(await page.locator('.woocommerce-message').count()).toBe(1);
        const cart = await serverCart(shopper);
        expect(cart.count).toBe(2);
        await page.goto(shopper.url('/tienda/page/2/'));
        expect(await page.locator('.cart-icon strong').first().textContent()).toBe('2');
      },
      { javaScriptEnabled: false },
    );
  });
});
