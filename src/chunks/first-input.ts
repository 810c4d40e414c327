/**
 * The enhancers every kind of page may need once the shopper acts (first input), in one
 * chunk: the header (menus, sticky header), forms, content elements, the coming-soon
 * banner, the wishlist buttons and the review form's stars (small, and the product chunk
 * is full). Each runs only where its markup is (`chrome.ts`, `main.ts`). The search chunk
 * imports this one for the REST client.
 */
import '../runtime';

export * as comingSoonBanner from '../enhancers/coming-soon-banner';
export * as content from '../enhancers/content';
export * as forms from '../enhancers/forms';
export * as header from '../enhancers/header';
export * as reviewRating from '../enhancers/review-rating';
export * as wishlist from '../enhancers/wishlist';
