/**
 * The shared runtime, as one chunk. esbuild splits a module into its own chunk for every
 * distinct set of entry points that use it; with one lazy chunk per island and enhancer
 * that made a dozen sub-kilobyte files, each paying its own request and gzip overhead.
 * The entry and every lazy entry module import this file, so all of these land in one
 * chunk that the entry already loads, with the entry's own enhancers (one eager file
 * compresses better than two). Nothing here has side effects.
 */
import '@wordpress/i18n';
import '../../cart/cart';
import '../../kernel/config';
import '../../kernel/cookies';
import '../../kernel/events';
import '../../cart/fragments';
import '../../http/client';
import '../../http/fetch';
import '../../kernel/i18n';
import '../../kernel/islands';
import '../../dom/motion';
import '../../cart/queue';
import '../../stores/cart';
import '../../stores/wishlist';
import '../../dom/text';
import '../../kernel/triggers';
import '../../kernel/prefetch';
import '../../features/search/search-selectors';
import '../../features/chrome/lazy-images';
import '../../features/chrome/skip-link';
import '../../features/cart-actions/quantity-min';
import '../../kernel/lazy-enhancers';
import '../../features/product/reviews-address';
import '../../features/product/variation-form/preselection';
import '../../api';
