import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, readConfig, wcAjaxEndpoint } from './config';

describe('readConfig', () => {
  it('falls back to documented defaults when the page prints nothing', () => {
    const warn = vi.fn();
    const config = readConfig({}, warn);
    expect(config).toEqual(defaultConfig());
    expect(config.cartRedirectAfterAdd).toBe(false);
    expect(config.miniCartReveal).toBe(true);
    expect(config.stickyHeight).toBe(70);
    expect(config.refreshTimeout).toBe(5000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the WooCommerce and Flatsome globals as wp_localize_script prints them', () => {
    const config = readConfig(
      {
        wc_add_to_cart_params: {
          ajax_url: '/wp-admin/admin-ajax.php',
          wc_ajax_url: '/?wc-ajax=%%endpoint%%',
          i18n_view_cart: 'Ver carrito',
          cart_url: 'http://tienda.test/carrito/',
          is_cart: '1',
          cart_redirect_after_add: 'no',
        },
        wc_cart_fragments_params: {
          cart_hash_key: 'wc_cart_hash_abc',
          fragment_name: 'wc_fragments_abc',
          request_timeout: '5000',
        },
        flatsomeVars: {
          sticky_height: '70',
          is_mini_cart_reveal: '',
          user: { can_edit_pages: false },
          options: { search_result_latency: '250' },
        },
        wpApiSettings: { root: 'http://tienda.test/wp-json/', nonce: 'n0nce' },
      },
      vi.fn(),
    );
    expect(config.cartUrl).toBe('http://tienda.test/carrito/');
    expect(config.isCart).toBe(true);
    expect(config.cartRedirectAfterAdd).toBe(false);
    expect(config.fragmentName).toBe('wc_fragments_abc');
    expect(config.cartHashKey).toBe('wc_cart_hash_abc');
    expect(config.miniCartReveal).toBe(false);
    expect(config.searchLatency).toBe(250);
    expect(config.restNonce).toBe('n0nce');
    expect(wcAjaxEndpoint(config, 'add_to_cart')).toBe('/?wc-ajax=add_to_cart');
  });

  it('turns "yes" into a redirect after add', () => {
    expect(readConfig({ wc_add_to_cart_params: { cart_redirect_after_add: 'yes' } }, vi.fn()).cartRedirectAfterAdd).toBe(true);
  });

  it('warns once per malformed field, naming it, and never throws', () => {
    const warn = vi.fn();
    const config = readConfig(
      {
        wc_add_to_cart_params: { cart_url: 42n as unknown, is_cart: 'maybe', i18n_view_cart: { nope: 1 } },
        wc_cart_fragments_params: 'not an object',
        flatsomeVars: { sticky_height: '-5', options: { search_result_latency: 'soon' } },
      },
      warn,
    );
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages.some((m) => m.includes('wc_add_to_cart_params.is_cart'))).toBe(true);
    expect(messages.some((m) => m.includes('wc_add_to_cart_params.i18n_view_cart'))).toBe(true);
    expect(messages.some((m) => m.includes('wc_cart_fragments_params should be an object'))).toBe(true);
    expect(messages.some((m) => m.includes('flatsomeVars.sticky_height'))).toBe(true);
    expect(messages.some((m) => m.includes('flatsomeVars.options.search_result_latency'))).toBe(true);
    expect(config.isCart).toBe(false);
    expect(config.viewCartLabel).toBe('Ver carrito');
    expect(config.stickyHeight).toBe(70);
    expect(config.searchLatency).toBe(0);
  });
});
