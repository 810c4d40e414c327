/**
 * WooCommerce's order attribution tracking (sourcebuster's cookies and the checkout's
 * fields), started at the shopper's first input on pages with its config
 * (`features/attribution/journal.ts`): a chunk of its own, beside the first-input chunk and
 * loaded with it, since the first-input chunk alone would pass the 10 KB a chunk may weigh.
 */
import './runtime';
import './input-runtime';

import { start } from '../../features/attribution/order-attribution';

export const orderAttribution = { start };
