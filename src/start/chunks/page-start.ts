/**
 * What a page runs at load besides the entry: the site-chrome enhancer registry (with the
 * notices and order attribution) and the islands without React whose code is a few
 * hundred bytes (store notice, wishlist badge, quantity buttons).
 */
import './runtime';

export * as chrome from '../chrome-parts';
export * as notices from '../../features/chrome/notices';
export * as quantityStepper from '../../../widgets/quantity-stepper/index';
export * as storeNotice from '../../../widgets/store-notice/index';
export * as wishlistBadge from '../../../widgets/wishlist-badge/index';
