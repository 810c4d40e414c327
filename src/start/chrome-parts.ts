/**
 * The site-chrome enhancers (header, forms, notices, content elements, the coming-soon
 * banner, order attribution, and Flatsome's back-to-top button, keyboard for its
 * role=button links and cookie notice), listed here, in a lazy chunk, rather than in the
 * entry, so their selectors cost the eager bytes nothing. Notices and order attribution's
 * journal run at load and ship in this chunk; the others wait for the
 * shopper's first input and share one chunk (`src/start/chunks/first-input.ts`), but for
 * order attribution's tracking (`src/start/chunks/order-attribution.ts`); the table of parts
 * hands in both loaders (parts.ts is the one home of chunk loaders). Each runs only where
 * its markup is.
 *
 * Every page loads this chunk before any input: modules it holds are imported by name, not
 * as namespaces (a namespace ships every export's name and getter).
 */
import { enhance as enhanceJournal, type TrackingModule } from '../features/attribution/journal';
import { enhance as enhanceCatalogOrdering } from '../features/shop/catalog-ordering';
import { enhance as enhanceNotices } from '../features/chrome/notices';
import type { PageContext } from '../kernel/context';
import { runLazyEnhancers, type EnhancerModule, type LazyEnhancer } from '../kernel/lazy-enhancers';

/** What the chrome parts use of the first-input chunk. */
export interface FirstInputChrome {
  header: EnhancerModule;
  forms: EnhancerModule;
  content: EnhancerModule;
  comingSoonBanner: EnhancerModule;
  backToTop: EnhancerModule;
  roleButton: EnhancerModule;
  cookieNotice: EnhancerModule;
}

/**
 * Flatsome shows its cookie notice 2.5 s after the page is ready, with or without input
 * (features/chrome/cookie-notice.ts): its code comes then (at once where the shopper's
 * first input brought the first-input chunk already). Whether this browser accepted the
 * notice is read there, not here, so pages without it pay nothing for it; where it was
 * accepted and the shopper has not acted yet, that chunk comes then, a little before the
 * input that needs it.
 */
const cookieNoticeDue = (): Promise<void> => new Promise((due) => setTimeout(due, 2500));

/** The order attribution tracking chunk's loader. */
export type LoadTracking = () => Promise<{ orderAttribution: TrackingModule }>;

/**
 * Every page-builder element's markup (the selectors of `./builder-parts.ts`, each of which
 * must be listed here or, for parts that wait for the shopper's input, in
 * BUILDER_INPUT_MARKUP, as itself or as a shorter selector of the same element: a test
 * checks): where any is on the page, the builder table loads. Short on purpose (every page
 * loads these strings): `a.button` and `.entry-content a` stand for the lightboxes' video
 * buttons and picture links, so the table also comes at the first input where a page has
 * only ordinary buttons or content links, and clicks on those wait for it (1.2 KB).
 */
export const BUILDER_MARKUP = '[data-flickity-options],[data-animate],[data-parallax],[data-packery-options],.has-packery,.equalize-box,.ux-youtube,.ux-lottie__player,.loading-spin,.wpcf7,.scroll-to,.scroll-for-more,[data-sticky-mode=javascript],[data-countdown],[data-islas-auto-open]';
/**
 * The builder parts that only an input needs (tooltips, lightboxes' links): Flatsome's
 * headers print `.tooltip` icons on every page, where the table waits for the first input
 * rather than load at load.
 */
export const BUILDER_INPUT_MARKUP =
  '.tooltip,.has-tooltip,.tip-top,li.chosen a,.tooltip-as-html,.image-lightbox,.lightbox-gallery,.lightbox-multi-gallery,.lightbox-by-id,.open-video,a.button,[id^=attachment] a,.wp-block-image a,.gallery a,.entry-content a';

export const chromeEnhancers = (afterInput: () => Promise<FirstInputChrome>, loadTracking: LoadTracking, loadBuilder: () => Promise<EnhancerModule>): LazyEnhancer[] => [
  // A click on a dropdown's link before the code is there (the search icon, a link to "#", opens its dropdown) is held.
  { name: 'header', selector: '.header-wrapper,.has-dropdown', load: () => afterInput().then((chunk) => chunk.header), when: 'input', holdClicksOn: '.has-dropdown', stock: 'flatsome-js' },
  {
    name: 'forms',
    selector: 'form input[type=password],.woocommerce-input-wrapper .description,.form-row[class*=validate-]',
    load: () => afterInput().then((chunk) => chunk.forms),
    when: 'input',
    stock: 'woocommerce',
  },
  {
    name: 'notices',
    // Any result count (10.9 announces it again whenever the address has a query, not only sorted).
    selector: '[role=alert],.woocommerce-result-count',
    load: async () => ({ enhance: enhanceNotices }),
    stock: 'woocommerce',
  },
  // At load: a keyboard change of the sort may come before any other input.
  { name: 'catalog-ordering', selector: '.woocommerce-ordering select.orderby', load: async () => ({ enhance: enhanceCatalogOrdering }), stock: 'woocommerce' },
  {
    name: 'content',
    selector: '.accordion,.tabbed-content,.count-up,[data-flatsome-instagram],.block-edit-link',
    load: () => afterInput().then((chunk) => chunk.content),
    when: 'input',
    stock: 'flatsome-js',
    holdClicksOn: '.accordion,.tabbed-content',
    // An address with a hash may name a tab or accordion item, which opens at once (Flatsome's tabs and accordion-title).
    neededAtLoad: () => !!location.hash,
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
    selector: 'wc-order-attribution-inputs,#wc-order-attribution-js-extra,#islas-config-wc_order_attribution',
    load: async () => ({ enhance: (root) => enhanceJournal(root, () => loadTracking().then((chunk) => chunk.orderAttribution)) }),
    stock: 'wc-order-attribution',
  },
  // Invisible and unclickable until scrolled a screen down: a scroll is an input.
  { name: 'back-to-top', selector: '.back-to-top', load: () => afterInput().then((chunk) => chunk.backToTop), when: 'input', stock: 'flatsome-js' },
  {
    name: 'role-button',
    selector: '[data-flatsome-role-button],[data-flatsome-role-radiogroup]',
    load: () => afterInput().then((chunk) => chunk.roleButton),
    when: 'input',
    stock: 'flatsome-js',
  },
  // Flatsome's page-builder elements: their table, at load where its CSS hides some until a script acts, else at the first input.
  {
    name: 'builder',
    selector: `${BUILDER_MARKUP},${BUILDER_INPUT_MARKUP}`,
    load: loadBuilder,
    when: 'input',
    neededAtLoad: (root) => !!root.querySelector(BUILDER_MARKUP),
    // A tap on a hotspot, a click on a lightbox's picture or on a `#id` link to a [lightbox],
    // while the table comes: their parts hold them from then on until their code is there.
    holdClicksOn: `.hotspot,${BUILDER_INPUT_MARKUP},a[href^="#"]:not([href="#"])`,
    stock: 'flatsome-js',
  },
  {
    name: 'cookie-notice',
    selector: '.flatsome-cookies',
    load: () => cookieNoticeDue().then(afterInput).then((chunk) => chunk.cookieNotice),
    stock: 'flatsome-cookie-notice',
  },
];

/** The chrome parts as one enhancer, given the loaders of the first-input, order attribution and builder chunks. */
export function chromeParts(afterInput: () => Promise<FirstInputChrome>, loadTracking: LoadTracking, loadBuilder: () => Promise<EnhancerModule>): EnhancerModule {
  return { enhance: (root: Document, ctx: PageContext) => runLazyEnhancers(chromeEnhancers(afterInput, loadTracking, loadBuilder), ctx, root) };
}
