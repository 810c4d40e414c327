import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { fakeNetwork, type SeenRequest } from '../../../tests/unit/helpers/fake-network';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { $wishlist } from '../../stores/wishlist';
import { enhance, wishlistProductId } from './wishlist';
import { withLoaders } from '../../../tests/unit/helpers/page';

const box = (id: string, added = false, el = 'b') =>
  `<div class="wishlist-icon"><button class="wishlist-button button icon${added ? ' wishlist-added' : ''}" id="${el}" data-product-id="${id}" aria-label="Añadir a la lista de deseos"></button></div>`;
const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const ctx = () => withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) });

function wishlistServer(initial: string[] = []) {
  const items = new Set(initial);
  return fakeNetwork([
    { match: 'action=add_to_wishlist', reply: (r: SeenRequest) => (items.add(r.form.add_to_wishlist!), { json: { result: 'true', count: items.size } }) },
    { match: 'action=remove_from_wishlist', reply: (r: SeenRequest) => (items.delete(r.form.remove_from_wishlist!), { json: { result: 'true', count: items.size } }) },
    { match: 'action=flatsome_update_wishlist_count', reply: () => ({ text: String(items.size), delayMs: 5 }) },
  ]);
}

describe('wishlist buttons', () => {
  let cleanup: (() => void)[] = [];
  beforeEach(() => $wishlist.set({ added: [], pending: [], count: null }));
  afterEach(() => {
    cleanup.forEach((fn) => fn());
    cleanup = [];
  });

  it('finds the product on the button or in the YITH markup beside it', () => {
    setBody(`${box('7')}<div class="wishlist-icon"><button class="wishlist-button" id="y"></button><div class="yith-wcwl-add-to-wishlist" data-fragment-ref="9"></div></div>`);
    expect(wishlistProductId($('#b'))).toBe('7');
    expect(wishlistProductId($('#y'))).toBe('9');
  });

  it('adds with loading while the request runs, then wishlist-added and the count', async () => {
    const network = wishlistServer();
    cleanup.push(network.restore);
    setBody(box('101'));
    cleanup.push(enhance(document, ctx()));
    $('#b').click();
    expect($('#b').classList.contains('loading')).toBe(true);
    await flush(20);
    expect($('#b').classList.contains('loading')).toBe(false);
    expect($('#b').classList.contains('wishlist-added')).toBe(true);
    expect($('#b').getAttribute('aria-pressed')).toBe('true');
    expect(network.seen.map((r) => r.form.action)).toEqual(['add_to_wishlist', 'flatsome_update_wishlist_count']);
    expect(network.seen[0]!.form).toMatchObject({ add_to_wishlist: '101' });
    expect($wishlist.get().count).toBe(1);
  });

  it('removes a product already in the wishlist, and two buttons for it agree', async () => {
    const network = wishlistServer(['101']);
    cleanup.push(network.restore);
    setBody(box('101', true) + box('101', false, 'c'));
    cleanup.push(enhance(document, ctx()));
    expect($('#c').classList.contains('wishlist-added')).toBe(true);
    $('#c').click();
    expect($('#b').classList.contains('loading')).toBe(true);
    $('#b').click(); // ignored while the first request runs
    await flush(20);
    expect(network.seen.map((r) => r.form.action)).toEqual(['remove_from_wishlist', 'flatsome_update_wishlist_count']);
    expect($('#b').classList.contains('wishlist-added')).toBe(false);
    expect($('#c').classList.contains('wishlist-added')).toBe(false);
    expect($wishlist.get().count).toBe(0);
  });

  it('keeps the state and clears loading when the request fails', async () => {
    const network = fakeNetwork([{ match: 'action=add_to_wishlist', reply: { status: 500, text: 'error' } }]);
    cleanup.push(network.restore);
    setBody(box('5'));
    cleanup.push(enhance(document, ctx()));
    $('#b').click();
    await flush(20);
    expect($('#b').classList.contains('loading')).toBe(false);
    expect($('#b').classList.contains('wishlist-added')).toBe(false);
    expect($('.islas-live-region--error').textContent).toBe('Could not update the wishlist. Please try again.');
  });
});
