/**
 * WooCommerce's jQuery contract (src/kernel/jquery/), its own chunk: only pages with
 * `window.jQuery` load it, before the page starts. On a Flatsome page whose flatsome-js
 * islas took out (the server says so: `islas_params.flatsome_api`), it brings the
 * `window.Flatsome` stand-in too (its own chunk, `flatsome-api.ts`): what calls Flatsome's
 * API is jQuery code, and the stand-in must be up before jQuery's ready, which islas holds
 * until this has run. And WooCommerce 10.6's custom place-order buttons, whose registry is a
 * jQuery script: islas's calls into it (features/checkout/custom-button.ts).
 */
import './runtime';

import type { PageContext } from '../../kernel/context';
import { install as installBridge } from '../../kernel/jquery/install';
import type { JQueryStatic } from '../../kernel/jquery/types';
import { wanted as flatsomeApiWanted } from '../../features/flatsome-api/wanted';
import { followCustomButtons } from '../../features/checkout/custom-button';

export function install($: JQueryStatic, page: PageContext): Promise<void> | void {
  installBridge($, page);
  followCustomButtons($, document);
  if (!flatsomeApiWanted(window)) return;
  return page.load
    .flatsomeApi()
    .then((api) => api.install(window, $))
    .catch((error: unknown) => console.error("[islas] the stand-in for Flatsome's API could not be loaded.", error));
}
