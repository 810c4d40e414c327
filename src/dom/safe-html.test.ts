import { describe, expect, it } from 'vitest';
import { safePriceHtml } from './safe-html';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('safePriceHtml', () => {
  it("keeps WooCommerce's price markup with class and aria-hidden only", () => {
    expect(html(safePriceHtml('<span class="woocommerce-Price-amount amount" style="color:red" id="x"><bdi>11,00&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>'))).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>11,00&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>',
    );
  });

  it('gives the text of other elements and nothing of scripts, frames or SVG', () => {
    expect(html(safePriceHtml('<p class="stock">En <a href="javascript:alert(1)">stock</a><img src=x onerror=alert(1)></p><script>alert(1)</script><iframe>f</iframe><svg><text>s</text></svg>'))).toBe(
      '<p class="stock">En stock</p>',
    );
  });
});
