/**
 * The header chunk, on every page with a Flatsome header, from the shopper's first input:
 * the sticky header, the dropdown menus, the vertical menu and the search form's category
 * select. (The skip link is in the
 * entry: it must be there for the first Tab.)
 */
import { enhanceCategorySelect } from '../search/category-select';
import { enhanceDropdownMenus } from './dropdown-menus';
import type { PageContext } from '../../kernel/context';
import { enhanceStickyHeader } from './sticky-header';
import { enhanceVerticalMenu } from './vertical-menu';


export function enhance(root: Document, ctx: PageContext): void {
  enhanceStickyHeader(root, ctx.config.miniCartReveal);
  enhanceDropdownMenus(root);
  enhanceVerticalMenu(root);
  enhanceCategorySelect(root);
}
