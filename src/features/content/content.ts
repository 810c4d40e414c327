/**
 * The page-content chunk: Flatsome accordions and tabs, count-up numbers, Instagram
 * blocks and block edit links.
 */
import { createWooHttp } from '../../http/client';
import { addTranslations } from '../../kernel/i18n';
import { esES } from './content.es_ES';
import { enhanceAccordions } from './accordion';
import { enhanceBlockEditLinks } from './block-edit-links';
import { enhanceCountUps } from './count-up';
import { enhanceInstagram } from './instagram';
import type { PageContext } from '../../kernel/context';
import { enhanceTabs } from './tabs';

export function enhance(root: Document, ctx: PageContext): void {
  addTranslations(esES);
  enhanceAccordions(root, ctx.config.stickyHeight);
  enhanceTabs(root, ctx.config.stickyHeight);
  enhanceCountUps(root);
  enhanceInstagram(root, createWooHttp(ctx.config));
  enhanceBlockEditLinks(root, ctx.config.canEditPages);
}
