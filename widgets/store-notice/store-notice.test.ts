import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../src/cart/cart';
import { defaultConfig } from '../../src/kernel/config';
import type { IslandContext } from '../../src/kernel/context';
import { clearCookies, recordCookieWrites, setBody } from '../../tests/unit/helpers/dom';
import { mount } from './index';
import { withLoaders } from '../../tests/unit/helpers/page';

const notice = (id: string, style = 'display:none;') => `
  <p role="complementary" aria-label="Aviso de la tienda" class="woocommerce-store-notice demo_store" data-notice-id="${id}" style="${style}">
    Envío gratis desde 50 € <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Descartar</a></p>`;
const ctx = (): IslandContext => (withLoaders({ name: 'store-notice', props: {}, config: defaultConfig(), cart: createCartRuntime(defaultConfig()), idPrefix: 'islas-store-notice-1-' }));
const host = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
/** Lets any pending work run. */
const settle = () => new Promise((r) => setTimeout(r, 50));
const visible = () => !host().hidden && host().style.display !== 'none';

describe('store-notice island', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    clearCookies();
    vi.restoreAllMocks();
  });

  it('shows a notice printed hidden (WooCommerce prints display:none) until dismissed', async () => {
    setBody(notice('abc'));
    unmount = mount(host(), ctx());
    await settle();
    expect(visible()).toBe(true);
  });

  it('dismissal stores hidden in store_notice<id> (path /, SameSite=Lax) and hides it', async () => {
    const writes = recordCookieWrites();
    setBody(notice('abc', ''));
    unmount = mount(host(), ctx());
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host().querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(visible()).toBe(false);
    expect(writes).toEqual(['store_noticeabc=hidden; path=/; SameSite=Lax']);
  });

  it('stays hidden on the next page, and a new notice id shows again', async () => {
    document.cookie = 'store_noticeabc=hidden; path=/';
    setBody(notice('abc', ''));
    unmount = mount(host(), ctx());
    await settle();
    expect(visible()).toBe(false);
    unmount();
    setBody(notice('xyz'));
    unmount = mount(host(), ctx());
    await settle();
    expect(visible()).toBe(true);
  });

  it('is dismissed with Space on the role=button link, and works without a notice id', async () => {
    setBody(notice('').replace(' data-notice-id=""', ''));
    unmount = mount(host(), ctx());
    await settle();
    host().querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(visible()).toBe(false);
    expect(document.cookie).toContain('store_notice=hidden');
  });
});
