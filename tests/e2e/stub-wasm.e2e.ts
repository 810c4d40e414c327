import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStub } from '../../php-stub/serve.mjs';

// The stub must serve the demo where no PHP is installed: check the PHP.wasm path end to
// end even on machines (like CI) that have a system php.
describe('the PHP stub on PHP.wasm', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  beforeAll(async () => {
    stub = await startStub({ port: 0, php: 'wasm' });
  }, 120_000);
  afterAll(async () => {
    await stub?.close();
  });

  it('serves the shop, keeps a session cart and answers add_to_cart with fragments', async () => {
    expect(stub.php).toBe('wasm');
    const shop = await fetch(new URL('/tienda/', stub.url));
    expect(shop.status).toBe(200);
    const html = await shop.text();
    expect(html).toContain('add_to_cart_button');
    expect(html).toMatch(/<script[^>]+type="module"[^>]+dist\/main\.js/);
    const productId = /data-product_id="(\d+)"[^>]*>|class="[^"]*ajax_add_to_cart[^"]*"[^>]*data-product_id="(\d+)"/.exec(html);
    const id = productId?.[1] ?? productId?.[2];
    expect(id).toBeTruthy();

    const add = await fetch(new URL('/?wc-ajax=add_to_cart', stub.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ product_id: id!, quantity: '2' }),
    });
    const answer = (await add.json()) as { fragments: Record<string, string>; cart_hash: string };
    expect(Object.keys(answer.fragments)).toContain('div.widget_shopping_cart_content');
    const cookies = add.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith(`woocommerce_cart_hash=${answer.cart_hash}`))).toBe(true);
    const session = cookies.map((c) => c.split(';')[0]).join('; ');

    const cart = await fetch(new URL('/?islas-test=cart', stub.url), { headers: { Cookie: session } });
    expect(((await cart.json()) as { count: number }).count).toBe(2);
    const asset = await fetch(new URL('/dist/main.js', stub.url));
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  }, 60_000);
});
