/**
 * The site-chrome enhancers (header, forms, notices, content elements, the coming-soon
 * banner, order attribution). They are listed here, in a lazy chunk, rather than in the
 * entry, so their selectors cost the eager bytes nothing; each still loads only where its
 * markup is.
 */
import { runLazyEnhancers, type EnhancerContext, type LazyEnhancer } from './lazy';

export const chromeEnhancers: LazyEnhancer[] = [
  { name: 'header', selector: '.header-wrapper, .has-dropdown', load: () => import('./header'), when: 'input' },
  {
    name: 'forms',
    selector: 'form input[type=password], .woocommerce-input-wrapper .description, .form-row[class*=validate-]',
    load: () => import('./forms'),
    when: 'input',
  },
  {
    name: 'notices',
    selector: '[role=alert], .woocommerce-result-count[data-is-sorted-by]',
    load: () => import('./notices'),
  },
  {
    name: 'content',
    selector: '.accordion, .tabbed-content, .count-up, [data-flatsome-instagram], .block-edit-link',
    load: () => import('./content'),
    when: 'input',
    holdClicksOn: '.accordion, .tabbed-content',
  },
  {
    name: 'coming-soon-banner',
    selector: '#coming-soon-footer-banner',
    load: () => import('./coming-soon-banner'),
    when: 'input',
    holdClicksOn: '#coming-soon-footer-banner',
  },
  // Every page view counts for the visit, wherever WooCommerce prints its attribution config.
  {
    name: 'order-attribution',
    selector: 'wc-order-attribution-inputs, #wc-order-attribution-js-extra, #islas-config-wc_order_attribution',
    load: () => import('../attribution/order-attribution'),
    when: 'idle',
  },
];

export function enhance(root: Document, ctx: EnhancerContext): void {
  runLazyEnhancers(chromeEnhancers, ctx, root);
}
