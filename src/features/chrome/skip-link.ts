/**
 * The skip link ('Saltar al contenido'): first in the page, before the main block, and it
 * takes keyboard focus into the main element (not only the scroll position). Themes print
 * it; when one does not, islas adds it.
 */
import { __ } from '@wordpress/i18n';

export function enhanceSkipLink(root: Document = document): void {
  const main = root.querySelector<HTMLElement>('main, #main, [role="main"]');
  if (!main) return;
  if (!main.id) main.id = 'main';
  let link = root.querySelector<HTMLAnchorElement>('a.skip-link');
  if (!link) {
    link = root.createElement('a');
    link.className = 'skip-link screen-reader-text';
    link.href = `#${main.id}`;
    link.textContent = __('Skip to content', 'islas');
    root.body.prepend(link);
  }
  const target = (): HTMLElement | null => {
    const id = decodeURIComponent(link.hash.slice(1));
    return id ? root.getElementById(id) : main;
  };
  link.addEventListener('click', () => {
    const el = target();
    if (!el) return;
    if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
    el.focus();
  });
}
