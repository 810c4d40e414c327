import type { WooHttp } from '../../src/http/client';

/** Flatsome's quick view is a product's markup: an element with the class `product`. */
const PRODUCT_MARKUP = /class=["'][^"']*\bproduct\b/;

/**
 * Quick-view answers already fetched on this page, by product id: a second quick view of
 * the same product is served from memory. A failed request is forgotten, so it can be
 * retried.
 */
const answers = new Map<string, Promise<string>>();

export function quickViewHtml(productId: string, http: WooHttp): Promise<string> {
  let answer = answers.get(productId);
  if (!answer) {
    answer = http.adminAjax('flatsome_quickview', { product: productId }).then((html) => {
      if (html.trim() === '' || html.trim() === '0') throw new Error(`flatsome_quickview answered "${html.slice(0, 20)}"`);
      // A PHP warning or an error page is not a quick view: say so rather than show it.
      if (!PRODUCT_MARKUP.test(html)) throw new Error(`flatsome_quickview answered no product markup: "${html.slice(0, 60)}"`);
      return html;
    });
    answers.set(productId, answer);
    answer.catch(() => answers.delete(productId));
  }
  return answer;
}

/** For tests: forget every answer. */
export function forgetQuickViews(): void {
  answers.clear();
}
