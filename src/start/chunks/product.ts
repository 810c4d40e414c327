/**
 * Products: the product page's add-to-cart form (variations, quantities, buy now), its
 * gallery and sticky add-to-cart bar, and the listings' quick view, which shows that same
 * form and gallery. (The description/reviews tabs are in the first-input chunk.)
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
import { mount as mountQuickView } from '../../../widgets/quick-view/index';
import { mount as mountStickyAddToCart } from '../../../widgets/sticky-add-to-cart/index';

export const gallery = { mount: mountGallery };
export const productForm = { enhance: enhanceProductForms, enhanceProductForm };
export const quickView = { mount: mountQuickView };
export const stickyAddToCart = { mount: mountStickyAddToCart };
