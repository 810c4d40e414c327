/**
 * What a page runs at load besides the entry: the site-chrome enhancer registry (with the
 * notices and order attribution) and the islands without React whose code is a few
 * hundred bytes (store notice, wishlist badge, quantity buttons).
 *
 * Each export is an object of what callers use (the table of parts, the page context's
 * loaders), not the module's namespace: a namespace would ship every export's name and
 * getter in the chunk.
 */
import './runtime';

import { enhance as enhanceNotices, scrollToNotices } from '../../features/chrome/notices';
import { mount as mountQuantityStepper } from '../../../widgets/quantity-stepper/index';
import { mount as mountStoreNotice } from '../../../widgets/store-notice/index';
import { mount as mountWishlistBadge } from '../../../widgets/wishlist-badge/index';
import { chromeParts } from '../chrome-parts';

export const chrome = { chromeParts };
export const notices = { enhance: enhanceNotices, scrollToNotices };
export const quantityStepper = { mount: mountQuantityStepper };
export const storeNotice = { mount: mountStoreNotice };
export const wishlistBadge = { mount: mountWishlistBadge };
