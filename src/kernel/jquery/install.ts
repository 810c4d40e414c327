/**
 * WooCommerce's jQuery contract, loaded only where `window.jQuery` is (a page without
 * jQuery loads no byte of this): the event bridge both ways, and the `$.fn` plugins and
 * `$.scroll_to_notices` that plugins call (reference: woocommerce-scripts.md §2–§3). A
 * plugin a stock script already defined (the server kept that script) is left alone. And
 * islands in markup such scripts add later hydrate (../added-markup.ts).
 */
import { followAddedMarkup } from '../added-markup';
import type { PageContext } from '../context';
import { installJQueryBridge } from '../events';
import { createBridge } from './bridge';
import { definePlugins } from './plugins';
import type { JQueryStatic } from './types';

export function install($: JQueryStatic, ctx: PageContext): void {
  installJQueryBridge(createBridge($));
  definePlugins($, ctx);
  followAddedMarkup();
}
