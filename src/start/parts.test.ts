import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../cart/cart';
import { defaultConfig } from '../kernel/config';
import { runLazyEnhancers } from '../kernel/lazy-enhancers';
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { withLoaders } from '../../tests/unit/helpers/page';
import { isCartOrCheckout, lazyEnhancers } from './parts';

const ctx = withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) });
const CART_AND_CHECKOUT = ['address', 'cart-page', 'checkout'];

/** The table's cart, checkout and address rows, each loading a stand-in that records its start. */
function rows(started: string[]) {
  return lazyEnhancers
    .filter((row) => CART_AND_CHECKOUT.includes(row.name))
    .map((row) => ({ ...row, load: vi.fn(async () => ({ enhance: () => void started.push(row.name) })) }));
}

/** A page of WooCommerce's body class `page` with `html` in it; the parts start, and nothing is sent meanwhile. */
async function startOn(page: string, html: string): Promise<string[]> {
  document.body.className = `woocommerce woocommerce-page ${page}`;
  setBody(html);
  const started: string[] = [];
  runLazyEnhancers(rows(started), ctx);
  await flush();
  return started;
}

describe('the cart page and checkout parts (issue 31)', () => {
  afterEach(() => {
    document.body.className = '';
    setBody('');
  });

  it('knows the cart page and the checkout by their body classes', () => {
    for (const [classes, expected] of [
      ['page woocommerce-cart', true],
      ['page woocommerce-checkout', true],
      ['woocommerce-checkout woocommerce-order-received', true],
      ['page woocommerce-account', false],
      ['home page', false],
    ] as const) {
      document.body.className = classes;
      expect(isCartOrCheckout(document), classes).toBe(expected);
    }
  });

  it('start at load on the cart page, the address code with it for the calculator', async () => {
    const html = '<form class="woocommerce-cart-form"></form><div class="cart_totals"><select id="calc_shipping_country" class="country_to_state"></select></div>';
    expect((await startOn('woocommerce-cart', html)).sort()).toEqual(['address', 'cart-page']);
  });

  it('start at load on the checkout, without jQuery too', async () => {
    const html = '<form class="checkout woocommerce-checkout"><select id="billing_country" class="country_to_state"></select></form>';
    expect((await startOn('woocommerce-checkout', html)).sort()).toEqual(['address', 'checkout']);
  });

  it("wait for the shopper's first input on the account's address form", async () => {
    const started = await startOn('woocommerce-account', '<div class="woocommerce-address-fields"><select id="billing_country" class="country_to_state"></select></div>');
    expect(started).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(started).toEqual(['address']);
  });
});
