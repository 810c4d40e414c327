import { createWooHttp } from '../../src/http/client';
import { addTranslations } from '../../src/kernel/i18n';
import type { IslandModule } from '../../src/kernel/islands';
import { esES } from './es_ES';
import { enhanceLiveSearch } from './suggest';

/**
 * Live product suggestions on a Flatsome header search form (`form.searchform`), loaded
 * on the first interaction with the form. Plain DOM, no React: it only drives the
 * server's form and a listbox under it. Where the shop turned Flatsome's live search off
 * (`flatsomeVars.options.live_search`) it steps aside: the form stays a plain search, and
 * nothing asks an Ajax action the theme then does not register.
 */
export const mount: IslandModule['mount'] = (form, ctx) => {
  if (!(form instanceof HTMLFormElement) || !ctx.config.liveSearch) return () => {};
  addTranslations(esES);
  return enhanceLiveSearch(form, {
    http: createWooHttp(ctx.config),
    latencyMs: ctx.config.searchLatency,
    idPrefix: ctx.idPrefix,
  });
};
