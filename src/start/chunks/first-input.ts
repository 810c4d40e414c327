/**
 * The enhancers every kind of page may need once the shopper acts (first input), in one
 * chunk: the cart actions (add to cart, quantity buttons, mini-cart quantities and
 * removes), the header (menus, sticky header), forms, content elements, the coming-soon
 * banner, the wishlist buttons, the product tabs (which share the ARIA tablist with the
 * content tabs), the review form's stars and order attribution's tracking. Each runs only
 * where its markup is (`../chrome-parts.ts`, `../parts.ts`, `features/attribution/journal.ts`).
 */
import './runtime';
import './input-runtime';

export * as cartActions from '../../features/cart-actions/cart-actions';
export * as comingSoonBanner from '../../features/chrome/coming-soon-banner';
export * as content from '../../features/content/content';
export * as forms from '../../features/forms/forms';
export * as header from '../../features/chrome/header';
export * as orderAttribution from '../../features/attribution/order-attribution';
export * as productTabs from '../../features/product/product-tabs';
export * as reviewRating from '../../features/product/review-rating';
export * as wishlist from '../../features/wishlist/wishlist';
