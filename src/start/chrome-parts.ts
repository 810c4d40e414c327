/**
 * The site-chrome enhancers (header, forms, notices, content elements, the coming-soon
 * banner, order attribution), listed here, in a lazy chunk, rather than in the entry, so
 * their selectors cost the eager bytes nothing. Notices and order attribution's journal run
 * at load and ship in this chunk; the others wait for the shopper's first input and share
 * one chunk (`src/start/chunks/first-input.ts`), whose loader the table of parts hands in
 * (parts.ts is the one home of chunk loaders). Each runs only where its markup is.
 */
import * as attributionJournal from '../features/attribution/journal';
import * as catalogOrdering from '../features/shop/catalog-ordering';
import type { PageContext } from '../kernel/context';
import { runLazyEnhancers, type EnhancerModule, type LazyEnhancer } from '../kernel/lazy-enhancers';
import * as notices from '../features/chrome/notices';

/** What the chrome parts use of the first-input chunk. */
export interface FirstInputChrome {
  header: EnhancerModule;
  forms: EnhancerModule;
  content: EnhancerModule;
  comingSoonBanner: EnhancerModule;
  orderAttribution: attributionJournal.TrackingModule;
}

export const chromeEnhancers = (afterInput: () => Promise<FirstInputChrome>): LazyEnhancer[] => [
  { name: 'header', selector: '.header-wrapper, .has-dropdown', load: () => afterInput().then((chunk) => chunk.header), when: 'input', stock: 'flatsome-js' },
  {
    name: 'forms',
    selector: 'form input[type=password], .woocommerce-input-wrapper .description, .form-row[class*=validate-]',
    load: () => afterInput().then((chunk) => chunk.forms),
    when: 'input',
    stock: 'woocommerce',
  },
  {
    name: 'notices',
    selector: '[role=alert], .woocommerce-result-count[data-is-sorted-by]',
    load: async () => notices,
    stock: 'woocommerce',
  },
  // At load: a keyboard change of the sort may come before any other input.
  { name: 'catalog-ordering', selector: '.woocommerce-ordering select.orderby', load: async () => catalogOrdering, stock: 'woocommerce' },
  {
    name: 'content',
    selector: '.accordion, .tabbed-content, .count-up, [data-flatsome-instagram], .block-edit-link',
    load: () => afterInput().then((chunk) => chunk.content),
    when: 'input',
    stock: 'flatsome-js',
    holdClicksOn: '.accordion, .tabbed-content',
  },
  {
    name: 'coming-soon-banner',
    selector: '#coming-soon-footer-banner',
    load: () => afterInput().then((chunk) => chunk.comingSoonBanner),
    when: 'input',
    holdClicksOn: '#coming-soon-footer-banner',
  },
  // Every page view counts for the visit, wherever WooCommerce prints its attribution config:
  // recorded at load, tracked from the first input on (journal.ts).
  {
    name: 'order-attribution',
    selector: 'wc-order-attribution-inputs, #wc-order-attribution-js-extra, #islas-config-wc_order_attribution',
    load: async () => ({ enhance: (root) => attributionJournal.enhance(root, () => afterInput().then((chunk) => chunk.orderAttribution)) }),
    stock: 'wc-order-attribution',
  },
];

/** The chrome parts as one enhancer, given the loader of the first-input chunk. */
export function chromeParts(afterInput: () => Promise<FirstInputChrome>): EnhancerModule {
  return { enhance: (root: Document, ctx: PageContext) => runLazyEnhancers(chromeEnhancers(afterInput), ctx, root) };
}
