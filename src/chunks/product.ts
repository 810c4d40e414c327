/**
 * Products: the product page's add-to-cart form (variations, quantities, buy now), its
 * description/reviews tabs, gallery and sticky add-to-cart bar, and the listings' quick
 * view, which shows that same form and gallery.
 */
import '../runtime';
import '../ui-runtime';

export * as gallery from '../../widgets/gallery/index';
export * as productForm from '../enhancers/product-form';
export * as productTabs from '../enhancers/product-tabs';
export * as quickView from '../../widgets/quick-view/index';
export * as stickyAddToCart from '../../widgets/sticky-add-to-cart/index';
