import { createElement } from 'react';
import type { IslandModule } from '../../src/kernel/islands';
import { addTranslations } from '../../src/kernel/i18n';
import { esES } from './es_ES';
import { LoginPopup } from './LoginPopup';
import { renderNow } from '../../src/dom/render';

/**
 * Flatsome's login popup: the account link (`a[data-open="#login-form-popup"]`, which goes
 * to /mi-cuenta/ without JS) opens the page's login form as a modal dialog. The form is
 * the server's and posts as it always does.
 */
export const mount: IslandModule['mount'] = (host, ctx) => {
  const link = host.matches('a') ? (host as HTMLAnchorElement) : host.querySelector<HTMLAnchorElement>('a[data-open]');
  const panel = link ? document.querySelector<HTMLElement>(link.dataset.open ?? '#login-form-popup') : null;
  if (!link || !panel) return () => {};
  addTranslations(esES);
  const container = document.createElement('span');
  container.hidden = true;
  host.append(container);
  const root = renderNow(container, createElement(LoginPopup, { link, panel, overlayName: `login-popup:${ctx.idPrefix}`, idPrefix: ctx.idPrefix }));
  return () => {
    root.unmount();
    container.remove();
  };
};
