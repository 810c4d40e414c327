import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { $wishlist, setWishlistCount } from '../../src/stores/wishlist';
import { setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';

const ctx = (): IslandContext => (withLoaders({ name: 'wishlist-badge', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-wishlist-badge-1-' }));
const settle = () => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(50) : new Promise((r) => setTimeout(r, 50)));
const icon = () => document.querySelector('i.wishlist-icon')!;

describe('wishlist-badge island', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    $wishlist.set({ added: [], pending: [], count: null });
    setBody('<ul><li class="header-wishlist-icon" id="host"><a href="/lista-de-deseos/" class="wishlist-link"><i class="wishlist-icon icon-heart" data-icon-label="2"></i></a></li></ul>');
  });
  afterEach(() => {
    unmount?.();
    vi.useRealTimers();
  });

  it('keeps the server label until the count changes, then shows the store count; 0 clears it', async () => {
    unmount = mount(document.getElementById('host')!, ctx());
    await settle();
    expect(icon().getAttribute('data-icon-label')).toBe('2');
    setWishlistCount(3);
    await settle();
    expect(icon().getAttribute('data-icon-label')).toBe('3');
    setWishlistCount(0);
    await settle();
    expect(icon().hasAttribute('data-icon-label')).toBe(false);
  });

  it('bounces the icon for 500 ms after a change', async () => {
    vi.useFakeTimers();
    unmount = mount(document.getElementById('host')!, ctx());
    await settle();
    setWishlistCount(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(icon().classList.contains('added')).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(icon().classList.contains('added')).toBe(false);
  });
});
