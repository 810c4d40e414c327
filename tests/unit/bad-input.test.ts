import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig, defaultConfig } from '../../src/kernel/config';
import { parseSuggestions } from '../../widgets/live-search/suggest';
import { quickViewHtml, forgetQuickViews } from '../../widgets/quick-view/store';
import type { WooHttp } from '../../src/http/client';

// Bad input (issue 5) at the unit level; the browser suite tests/e2e/bad-input.e2e.ts
// checks the same on the stub's pages.
describe('malformed config objects', () => {
  const hostile: [string, unknown][] = [
    ['a string', 'oops'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['true', true],
  ];

  it.each(hostile)('a config global that is %s: one warning naming it, the defaults', (_, value) => {
    const warn = vi.fn();
    const config = readConfig({ wc_add_to_cart_params: value, flatsomeVars: value }, warn);
    expect(config).toEqual(defaultConfig());
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([m]) => m).join('\n')).toMatch(/wc_add_to_cart_params[\s\S]*flatsomeVars/);
  });

  it('fields of the wrong type: a warning naming each field, the default for each', () => {
    const warn = vi.fn();
    const config = readConfig(
      {
        wc_add_to_cart_params: { cart_url: { evil: true }, is_cart: 'maybe', i18n_view_cart: ['x'] },
        wc_cart_fragments_params: { request_timeout: '-5', fragment_name: null },
        flatsomeVars: { sticky_height: 'alto', options: 'none', is_mini_cart_reveal: {} },
      },
      warn,
    );
    const base = defaultConfig();
    expect(config.cartUrl).toBe(base.cartUrl);
    expect(config.isCart).toBe(base.isCart);
    expect(config.viewCartLabel).toBe(base.viewCartLabel);
    expect(config.refreshTimeout).toBe(base.refreshTimeout);
    expect(config.stickyHeight).toBe(base.stickyHeight);
    expect(config.miniCartReveal).toBe(base.miniCartReveal);
    const said = warn.mock.calls.map(([m]) => String(m)).join('\n');
    for (const field of [
      'wc_add_to_cart_params.cart_url',
      'wc_add_to_cart_params.is_cart',
      'wc_add_to_cart_params.i18n_view_cart',
      'wc_cart_fragments_params.request_timeout',
      'flatsomeVars.sticky_height',
      'flatsomeVars.is_mini_cart_reveal',
    ]) {
      expect(said).toContain(field);
    }
  });
});

describe('hostile search suggestions', () => {
  it('keeps only http(s) addresses: javascript: and data: URLs are never followed', () => {
    const text = JSON.stringify({
      suggestions: [
        { id: 1, value: 'a', url: 'javascript:alert(1)', img: 'javascript:alert(2)' },
        { id: 2, value: 'b', url: ' JaVaScRiPt:alert(1)' },
        { id: 3, value: 'c', url: 'data:text/html,<script>alert(1)</script>' },
        { id: 4, value: 'd', url: '/producto/d/', img: 'https://cdn.example/d.jpg' },
      ],
    });
    const list = parseSuggestions(text);
    expect(list.map((s) => s.url)).toEqual(['', '', '', `${location.origin}/producto/d/`]);
    expect(list[0]!.img).toBeUndefined();
    expect(list[3]!.img).toBe('https://cdn.example/d.jpg');
  });

  it('drops malformed answers and items instead of throwing', () => {
    expect(parseSuggestions('<br><b>Fatal error</b>')).toEqual([]);
    expect(parseSuggestions('null')).toEqual([]);
    expect(parseSuggestions('{"suggestions": "x"}')).toEqual([]);
    expect(parseSuggestions('{"suggestions": [null, 5, {"id": {}, "value": "x"}, {"id": 1, "value": 2}]}')).toEqual([]);
  });
});

describe('quick view answers that are not a product', () => {
  afterEach(() => forgetQuickViews());

  const http = (answer: string) => ({ adminAjax: vi.fn().mockResolvedValue(answer) }) as unknown as WooHttp;

  it('rejects a PHP warning or an error page instead of showing it', async () => {
    await expect(quickViewHtml('1', http('<br />\n<b>Warning</b>: oops'))).rejects.toThrow(/no product markup/);
    await expect(quickViewHtml('2', http('<html><h1>Error 500</h1></html>'))).rejects.toThrow(/no product markup/);
  });

  it('accepts Flatsome\'s quick view markup', async () => {
    const html = '<div class="product-quick-view-container"><div class="row product type-product post-1">x</div></div>';
    await expect(quickViewHtml('3', http(html))).resolves.toBe(html);
  });
});
