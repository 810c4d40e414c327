/**
 * The header chunk, on every page with a Flatsome header: the skip link, the sticky header
 * and the dropdown menus.
 */
import { enhanceDropdownMenus } from './dropdown-menus';
import type { EnhancerContext } from './lazy';
import { enhanceSkipLink } from './skip-link';
import { enhanceStickyHeader } from './sticky-header';


export function enhance(root: Document, ctx: EnhancerContext): void {
  enhanceSkipLink(root);
  enhanceStickyHeader(root, ctx.config.stickyHeight);
  enhanceDropdownMenus(root);
}
