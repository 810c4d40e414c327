import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../kernel/config';
import { applyFragments, createFragmentCache, markUpdating } from './fragments';
import { clearCookies, setBody } from '../../tests/unit/helpers/dom';

describe('applyFragments', () => {
  beforeEach(() =>
    setBody(
      `<div class="widget_shopping_cart_content">old</div><span class="cart-icon"><strong>0</strong></span><span class="cart-icon"><strong>0</strong></span>`,
    ),
  );

  it('replaces every element each selector matches', () => {
    applyFragments({
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">new</div>',
      '.cart-icon strong': '<strong>3</strong>',
    });
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('new');
    expect([...document.querySelectorAll('.cart-icon strong')].map((el) => el.textContent)).toEqual(['3', '3']);
  });

  it('reports selectors that match nothing, with one clear console message', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const missing = applyFragments({ '.not-here': '<b>x</b>', 'div.widget_shopping_cart_content': '<div>y</div>' });
    expect(missing).toEqual(['.not-here']);
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toContain('.not-here');
  });

  it('skips an invalid selector without throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => applyFragments({ '!!bad[': '<b>x</b>' })).not.toThrow();
  });

  it('fires a cancelable event before the swap and an event after', () => {
    const after = vi.fn();
    document.body.addEventListener('islas:fragments-applied', after);
    const veto = (event: Event) => event.preventDefault();
    document.body.addEventListener('islas:before-fragments', veto, { once: true });
    applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">vetoed</div>' });
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('old');
    expect(after).not.toHaveBeenCalled();
    applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">new</div>' });
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('inserts fragment markup as markup but runs none of its scripts', () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><script>window.pwned = true</script></div>' });
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });
});

describe('markUpdating', () => {
  it('fades what will be replaced to 0.6 and restores it on failure', () => {
    setBody(`<div class="widget_shopping_cart_content">x</div>`);
    const el = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    const restore = markUpdating(['div.widget_shopping_cart_content']);
    expect(el.style.opacity).toBe('0.6');
    expect(el.classList.contains('updating')).toBe(true);
    restore();
    expect(el.style.opacity).toBe('');
    expect(el.classList.contains('updating')).toBe(false);
  });
});

describe('fragment cache', () => {
  const config = { ...defaultConfig(), fragmentName: 'wc_fragments_t', cartHashKey: 'wc_cart_hash_t' };
  const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">c</div>' };
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores fragments under WooCommerce keys and returns them only for the same hash', () => {
    const cache = createFragmentCache(config);
    cache.save(fragments, 'h1');
    expect(sessionStorage.getItem('wc_fragments_t')).toBe(JSON.stringify(fragments));
    expect(sessionStorage.getItem('wc_cart_hash_t')).toBe('h1');
    expect(localStorage.getItem('wc_cart_hash_t')).toBe('h1');
    expect(cache.load('h1')).toEqual(fragments);
    expect(cache.load('h2')).toBeUndefined();
  });

  it('distrusts fragments older than a day', () => {
    const cache = createFragmentCache(config);
    cache.save(fragments, 'h1');
    const created = Number(sessionStorage.getItem('wc_cart_created'));
    expect(cache.load('h1', created + 23 * 3600_000)).toEqual(fragments);
    expect(cache.load('h1', created + 25 * 3600_000)).toBeUndefined();
  });

  it('trusts an empty hash only for an empty mini cart, and only when the cookies say the cart is empty', () => {
    clearCookies();
    const cache = createFragmentCache(config);
    const empty = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p></div>' };
    cache.save(empty, '');
    expect(cache.load('')).toEqual(empty);
    // A cart the cookies say has items is not this empty one.
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    expect(cache.load('')).toBeUndefined();
    clearCookies();
    // Lines stored under an empty hash (planted, or a cart from before the session ended).
    const planted = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item"><img src=x onerror="window.x=1">Regalo</li></ul></div>' };
    cache.save(planted, '');
    expect(cache.load('')).toBeUndefined();
    // No stored hash at all is no empty cart either.
    cache.save(empty, '');
    sessionStorage.removeItem('wc_cart_hash_t');
    expect(cache.load('')).toBeUndefined();
    expect(cache.stored()).toBe(true);
    sessionStorage.clear();
    expect(cache.stored()).toBe(false);
  });

  /** A Storage whose writes are counted, or all refused (a full quota). */
  function fakeStorage(full = false) {
    const items = new Map<string, string>();
    const writes: string[] = [];
    const store = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem(key: string, value: string) {
        writes.push(key);
        if (full) throw new DOMException('full', 'QuotaExceededError');
        items.set(key, String(value));
      },
      removeItem(key: string) {
        writes.push(key);
        items.delete(key);
      },
    };
    return { store, writes };
  }

  it('writes nothing while the page loads (making the cache and reading it), and opens no localStorage', () => {
    const session = fakeStorage();
    vi.stubGlobal('sessionStorage', session.store);
    let localOpened = false;
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      localOpened = true;
      return fakeStorage().store as unknown as Storage;
    });
    try {
      const cache = createFragmentCache(config);
      expect(cache.load('h1')).toBeUndefined();
      expect(cache.stored()).toBe(false);
      expect(session.writes).toEqual([]);
      expect(localOpened).toBe(false);
      cache.save(fragments, 'h1');
      expect(localOpened).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('works as no cache where storage is full or blocked, and never throws', () => {
    try {
      vi.stubGlobal('sessionStorage', fakeStorage(true).store);
      vi.stubGlobal('localStorage', fakeStorage(true).store);
      const full = createFragmentCache(config);
      expect(() => full.save(fragments, 'h1')).not.toThrow();
      expect(full.load('h1')).toBeUndefined();
      vi.unstubAllGlobals();
      const blocked = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(blocked);
      vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(blocked);
      const cache = createFragmentCache(config);
      expect(() => cache.save(fragments, 'h1')).not.toThrow();
      expect(cache.load('h1')).toBeUndefined();
      expect(cache.stored()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('ignores corrupt stored JSON', () => {
    const cache = createFragmentCache(config);
    cache.save(fragments, 'h1');
    sessionStorage.setItem('wc_fragments_t', '{not json');
    expect(cache.load('h1')).toBeUndefined();
  });
});
