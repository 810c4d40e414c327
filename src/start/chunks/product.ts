/**
 * Products: the product page's add-to-cart form (variations, quantities, buy now), its
 * gallery and sticky add-to-cart bar, and the listings' quick view, which shows that same
 * form and gallery. (The description/reviews tabs are in the first-input chunk.)
 */
import './runtime';
import './input-runtime';
import './ui-runtime';

export * as gallery from '../../../widgets/gallery/index';
export * as productForm from '../../features/product/product-form';
export * as quickView from '../../../widgets/quick-view/index';
export * as stickyAddToCart from '../../../widgets/sticky-add-to-cart/index';
