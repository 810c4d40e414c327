/**
 * Edit links on Flatsome blocks (`.block-edit-link[data-link][data-backend][data-title]`,
 * printed before a block for editors): shown only to a visitor who can edit pages
 * (`flatsomeVars.user.can_edit_pages`). For anyone else the markers are removed, so a page
 * served from a cache that an editor filled never shows a shopper an edit link.
 */
import { __ } from '@wordpress/i18n';
import { safeUrl } from '../../dom/url-guard';

function link(href: string, text: string, className: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.className = className;
  a.textContent = text;
  return a;
}

export function enhanceBlockEditLinks(root: ParentNode, canEditPages: boolean): void {
  for (const marker of root.querySelectorAll<HTMLElement>('.block-edit-link')) {
    // Links of the page's markup, but still only http(s) ones (url-guard.ts).
    const builder = safeUrl(marker.dataset.link, true);
    const backend = safeUrl(marker.dataset.backend, true);
    if (!canEditPages || (!builder && !backend)) {
      marker.remove();
      continue;
    }
    if (marker.querySelector('a')) continue;
    const title = marker.dataset.title ?? __('Edit block', 'islas');
    if (builder) marker.append(link(builder, title, 'block-edit-link__builder'));
    if (backend) marker.append(link(backend, __('Edit in the dashboard', 'islas'), 'block-edit-link__backend'));
  }
}
