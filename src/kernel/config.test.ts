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
          cart_url: 'http://localhost:3000/carrito/',
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
        wpApiSettings: { root: '/wp-json/', nonce: 'n0nce' },
      },
      vi.fn(),
    );
    expect(config.cartUrl).toBe('http://localhost:3000/carrito/');
    expect(config.restRoot).toBe('http://localhost:3000/wp-json/');
    expect(config.ajaxUrl).toBe('http://localhost:3000/wp-admin/admin-ajax.php');
    expect(config.isCart).toBe(true);
    expect(config.cartRedirectAfterAdd).toBe(false);
    expect(config.fragmentName).toBe('wc_fragments_abc');
    expect(config.cartHashKey).toBe('wc_cart_hash_abc');
    expect(config.miniCartReveal).toBe(false);
    expect(config.searchLatency).toBe(250);
    expect(config.restNonce).toBe('n0nce');
    expect(wcAjaxEndpoint(config, 'add_to_cart')).toBe('http://localhost:3000/?wc-ajax=add_to_cart');
  });

  it('turns "yes" into a redirect after add, to a cart address the page gave', () => {
    const params = { cart_redirect_after_add: 'yes', cart_url: '/carrito/' };
    expect(readConfig({ wc_add_to_cart_params: params }, vi.fn()).cartRedirectAfterAdd).toBe(true);
    expect(readConfig({ wc_add_to_cart_params: { ...params, cart_url: 'javascript:alert(1)' } }, vi.fn()).cartRedirectAfterAdd).toBe(false);
  });

  it('takes addresses through the URL guard: this site only, else one warning and the default', () => {
    const warn = vi.fn();
    const hostile = (value: string) => ({
      wc_add_to_cart_params: { cart_url: value, ajax_url: value, wc_ajax_url: value },
      wpApiSettings: { root: value },
    });
    for (const value of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://elsewhere.example/', '//elsewhere.example/x', '/\\elsewhere.example/']) {
      warn.mockClear();
      const config = readConfig(hostile(value), warn);
      const base = defaultConfig();
      expect([config.cartUrl, config.ajaxUrl, config.wcAjaxUrl, config.restRoot], value).toEqual([base.cartUrl, base.ajaxUrl, base.wcAjaxUrl, base.restRoot]);
      expect(warn, value).toHaveBeenCalledTimes(4);
      expect(String(warn.mock.calls[0]![0])).toContain('should be an address on this site');
    }
    // The wc-ajax template keeps its placeholder.
    const config = readConfig({ wc_add_to_cart_params: { wc_ajax_url: '/tienda/?wc-ajax=%%endpoint%%' } }, warn);
    expect(wcAjaxEndpoint(config, 'get_refreshed_fragments')).toBe('http://localhost:3000/tienda/?wc-ajax=get_refreshed_fragments');
  });

  it('clamps numbers to sane ranges with one warning each; non-numbers take the default', () => {
    const warn = vi.fn();
    const read = (fragments: unknown, flatsome: unknown) =>
      readConfig({ wc_cart_fragments_params: fragments, flatsomeVars: flatsome }, warn);
    let config = read({ request_timeout: 1e308 }, { sticky_height: 70000, options: { search_result_latency: '1e20' } });
    expect([config.refreshTimeout, config.stickyHeight, config.searchLatency]).toEqual([60000, 500, 2000]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[islas] wc_cart_fragments_params.request_timeout should be from 1000 to 60000, got 1e+308; using 60000.',
    );
    warn.mockClear();
    config = read({ request_timeout: 10 }, { sticky_height: 120, options: { search_result_latency: 2000 } });
    expect([config.refreshTimeout, config.stickyHeight, config.searchLatency]).toEqual([1000, 120, 2000]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockClear();
    config = read({ request_timeout: NaN }, { sticky_height: Infinity, options: { search_result_latency: 'NaN' } });
    expect([config.refreshTimeout, config.stickyHeight, config.searchLatency]).toEqual([5000, 70, 0]);
    expect(warn).toHaveBeenCalledTimes(3);
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
