import { afterEach, describe, expect, it } from 'vitest';
import { renderTemplate, variationContent } from './template';
import type { Variation } from './core';

const html = (fragment: DocumentFragment) => {
  const div = document.createElement('div');
  div.append(fragment);
  return div.innerHTML;
};

const variation: Variation = {
  variation_id: 7,
  attributes: {},
  sku: 'SU-<b>R</b>',
  price_html: '<span class="price">39,95 €<img src=x onerror="alert(1)"><script>alert(2)</script></span>',
  availability_html: '<p class="stock in-stock">8 disponibles</p>',
  variation_description: '<p>Algodón</p>',
};

describe('variation template', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders {{{ raw }}} as sanitised HTML and {{ escaped }} as text, and runs no <# #> block', () => {
    const out = renderTemplate(
      '<div class="price" data-sku="{{ data.variation.sku }}">{{{ data.variation.price_html }}}</div><# alert(3) #><span class="sku">{{ data.variation.sku }}</span><i title="{{{ data.variation.availability_html }}}">{{{ data.nothing.here }}}{{ data.variation.constructor }}{{{ window.x }}}</i>',
      { variation },
    );
    expect(html(out)).toBe(
      '<div class="price" data-sku="SU-<b>R</b>"><span class="price">39,95 €</span></div><span class="sku">SU-&lt;b&gt;R&lt;/b&gt;</span><i title="8 disponibles"></i>',
    );
  });

  it('builds the description, price and availability without a template, and the unavailable message for a hidden variation', () => {
    expect(html(variationContent(variation, 'No disponible'))).toBe(
      '<div class="woocommerce-variation-description"><p>Algodón</p></div><div class="woocommerce-variation-price"><span class="price">39,95 €</span></div><div class="woocommerce-variation-availability"><p class="stock in-stock">8 disponibles</p></div>',
    );
    expect(html(variationContent({ ...variation, variation_is_visible: false }, 'No disponible'))).toBe('<p role="alert">No disponible</p>');
  });

  it('uses the templates the page prints', () => {
    document.body.innerHTML = `<script type="text/template" id="tmpl-variation-template"><div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div><div class="custom">Ref. {{ data.variation.variation_id }}</div></script>
      <script type="text/template" id="tmpl-unavailable-variation-template"><p role="alert">Agotado</p></script>`;
    expect(html(variationContent(variation, 'x'))).toBe('<div class="woocommerce-variation-price"><span class="price">39,95 €</span></div><div class="custom">Ref. 7</div>');
    expect(html(variationContent({ ...variation, variation_is_visible: false }, 'x'))).toBe('<p role="alert">Agotado</p>');
  });
});
