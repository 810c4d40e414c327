/**
 * The enhancers every kind of page may need once the shopper acts (first input), in one
 * chunk: the cart actions (add to cart, quantity buttons, mini-cart quantities and
 * removes), the header (menus, sticky header), forms, content elements, the coming-soon
 * banner, Flatsome's back-to-top button, cookie notice and keys for its role=button links,
 * the wishlist buttons, the search overlay's trigger, the product tabs (which share the ARIA tablist with the content
 * tabs). The review form's stars are in the product chunk. Each runs only where its markup is
 * (`../chrome-parts.ts`, `../parts.ts`). Order attribution's tracking, loaded at the same
 * moment, is a chunk of its own (`order-attribution.ts`): with it, this one passed 10 KB.
 *
 * Each export is an object of what callers use (the table of parts, the page context's
 * loaders), not the module's namespace: a namespace would ship every export's name and
 * getter in the chunk.
 */
import './runtime';
import './input-runtime';

import { addWithFeedback, enhance as enhanceCartActions } from '../../features/cart-actions/cart-actions';
import { enhance as enhanceBackToTop } from '../../features/chrome/back-to-top';
import { enhance as enhanceComingSoonBanner } from '../../features/chrome/coming-soon-banner';
import { enhance as enhanceCookieNotice } from '../../features/chrome/cookie-notice';
import { enhance as enhanceHeader } from '../../features/chrome/header';
import { enhance as enhanceRoleButton } from '../../features/chrome/role-button';
import { enhance as enhanceContent } from '../../features/content/content';
import { enhance as enhanceProductTabs } from '../../features/product/product-tabs';
import { enhance as enhanceForms } from '../../features/forms/forms';
import { enhance as enhanceWishlist } from '../../features/wishlist/wishlist';
import { enhance as enhanceSearchTrigger } from '../../features/search/search-trigger';

export const backToTop = { enhance: enhanceBackToTop };
export const cartActions = { enhance: enhanceCartActions, addWithFeedback };
export const comingSoonBanner = { enhance: enhanceComingSoonBanner };
export const content = { enhance: enhanceContent };
export const cookieNotice = { enhance: enhanceCookieNotice };
export const forms = { enhance: enhanceForms };
export const header = { enhance: enhanceHeader };
export const productTabs = { enhance: enhanceProductTabs };
export const roleButton = { enhance: enhanceRoleButton };
export const searchTrigger = { enhance: enhanceSearchTrigger };
export const wishlist = { enhance: enhanceWishlist };
