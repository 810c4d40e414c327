/**
 * The enhancers every kind of page may need once the shopper acts (first input), in one
 * chunk: the cart actions (add to cart, quantity buttons, mini-cart quantities and
 * removes), the header (menus, sticky header), forms, content elements, the coming-soon
 * banner, the wishlist buttons, the product tabs (which share the ARIA tablist with the
 * content tabs), the review form's stars and order attribution's tracking. Each runs only
 * where its markup is (`chrome.ts`, `main.ts`, `attribution/journal.ts`).
 */
import '../runtime';
import '../input-runtime';

export * as cartActions from '../enhancers/cart-actions';
export * as comingSoonBanner from '../enhancers/coming-soon-banner';
export * as content from '../enhancers/content';
export * as forms from '../enhancers/forms';
export * as header from '../enhancers/header';
export * as orderAttribution from '../attribution/order-attribution';
export * as productTabs from '../enhancers/product-tabs';
export * as reviewRating from '../enhancers/review-rating';
export * as wishlist from '../enhancers/wishlist';
