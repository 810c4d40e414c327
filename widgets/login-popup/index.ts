import { createElement } from 'react';
import type { IslandModule } from '../../src/kernel/islands';
import { addTranslations } from '../../src/kernel/i18n';
import { esES } from './es_ES';
import { LoginPopup } from './LoginPopup';
import { renderNow } from '../../src/dom/render';
import { openOverlay } from '../../src/stores/ui';
import { POPUP_NOTICES, reopeningLink } from '../../src/features/login-popup/reopen';

/**
 * Flatsome's login popup: the account link (`a[data-open="#login-form-popup"]`, which goes
 * to /mi-cuenta/ without JS) opens the page's login form as a modal dialog. The form is
 * the server's and posts as it always does. After a failed login or registration from the
 * header (the errors printed inside the popup), it opens at load, focus on the errors, as
 * Flatsome's WooCommerce script and WooCommerce's notice focus leave it (reopen.ts).
 */
export const mount: IslandModule['mount'] = (host, ctx) => {
  const link = host.matches('a') ? (host as HTMLAnchorElement) : host.querySelector<HTMLAnchorElement>('a[data-open]');
  const panel = link ? document.querySelector<HTMLElement>(link.dataset.open ?? '#login-form-popup') : null;
  if (!link || !panel) return () => {};
  addTranslations(esES);
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const overlayName = `login-popup:${ctx.idPrefix}`;
  const notices = panel.querySelector<HTMLElement>(POPUP_NOTICES);
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`a[data-open="${link.dataset.open}"]`)];
  const reopen = notices && reopeningLink(links, (candidate) => candidate.getClientRects().length > 0) === link;
  if (reopen) notices.tabIndex = -1;
  const root = renderNow(container, createElement(LoginPopup, { link, panel, overlayName, idPrefix: ctx.idPrefix, firstFocus: reopen ? notices : undefined }));
  if (reopen) openOverlay(overlayName);
  return () => {
    root.unmount();
    container.remove();
  };
};
