/**
 * The shared runtime, as one chunk. esbuild splits a module into its own chunk for every
 * distinct set of entry points that use it; with one lazy chunk per island and enhancer
 * that made a dozen sub-kilobyte files, each paying its own request and gzip overhead.
 * The entry and every lazy entry module import this file, so all of these land in one
 * chunk that the entry already loads, with the entry's own enhancers (one eager file
 * compresses better than two). Nothing here has side effects.
 */
import '@wordpress/i18n';
import './cart';
import './config';
import './cookies';
import './events';
import './fragments';
import './http/client';
import './http/fetch';
import './i18n';
import './islands';
import './motion';
import './queue';
import './stores/cart';
import './stores/wishlist';
import './text';
import './triggers';
import './enhancers/gallery-thumbnails';
import './enhancers/lazy-images';
import './enhancers/search-trigger';
import './enhancers/skip-link';
import './enhancers/quantity-min';
import './enhancers/lazy';
import './enhancers/reviews-address';
import './variation-form/preselection';
import './api';
