/**
 * Products: the product page's add-to-cart form (variations, quantities, buy now), its
 * gallery and sticky add-to-cart bar, and the listings' quick view, which shows that same
 * form and gallery, and the review form's stars (WooCommerce 9.7's radio group: they grew
 * past what the first-input chunk, loaded on every page, had room for; a product page loads
 * this chunk at the first input anyway, for its add-to-cart form). (The description/reviews
 * tabs are in the first-input chunk.) Also the gallery thumbnails' names, at the first input.
 *
 * Each export is an object of what callers use (the table of parts, the page context's
 * loaders), not the module's namespace: a namespace would ship every export's name and
 * getter in the chunk.
 */
import './runtime';
import './input-runtime';
import './ui-runtime';

import { enhance as enhanceProductForms, enhanceProductForm } from '../../features/product/product-form';
import { mount as mountGallery } from '../../../widgets/gallery/index';
import { enhance as enhanceReviewRating } from '../../features/product/review-rating';
import { labelThumbnails } from '../../features/product/gallery-thumbnails';
import { mount as mountQuickView } from '../../../widgets/quick-view/index';
import { mount as mountStickyAddToCart } from '../../../widgets/sticky-add-to-cart/index';

export const gallery = { mount: mountGallery };
export const productForm = { enhance: enhanceProductForms, enhanceProductForm };
export const reviewRating = { enhance: enhanceReviewRating };
export const quickView = { mount: mountQuickView };
export const stickyAddToCart = { mount: mountStickyAddToCart };
export const thumbnailLabels = { enhance: (root: Document) => labelThumbnails(root) };
