/**
 * Flatsome's cookie notice (option `cookie_notice`, off by default; inventory row 81): the
 * bar flatsome_cookie_notice_template() prints in the footer, `div.flatsome-cookies[inert]`,
 * which the theme's CSS keeps below the screen. 2.5 s after the page is ready, unless this
 * browser accepted the notice's version (`flatsomeVars.options.cookie_notice_version`, which
 * a shop raises to ask again) in the cookie `flatsome_cookie_notice`, it slides in and takes
 * focus; its accept button slides it out and stores the version.
 *
 * The cookie is the one Flatsome really sets: its script passes 365 where js-cookie takes an
 * attributes object, so no expiry is set and it is a session cookie (path /), and the bar
 * comes back in each browser session. SameSite=Lax, as islas's other cookies.
 */
import { getCookie, setCookie } from '../../kernel/cookies';

export const COOKIE = 'flatsome_cookie_notice';
export const SHOW_AFTER_MS = 2500;

/** The notice's version the page prints ('1', the theme's default, where it prints none). */
export function noticeVersion(win: object): string {
  const vars = (win as { flatsomeVars?: { options?: { cookie_notice_version?: unknown } } }).flatsomeVars;
  const version = vars?.options?.cookie_notice_version;
  return typeof version === 'string' || typeof version === 'number' ? String(version) : '1';
}

/** Whether the cookie jar holds an acceptance of this version. */
export const accepted = (version: string, jar: string): boolean => getCookie(COOKIE, jar) === version;

/**
 * How long from `now` until the bar is due: 2.5 s after the document was ready (Flatsome
 * counts from wp.domReady), whenever this code arrived.
 */
export const dueIn = (now: number, readyAt: number): number => Math.max(0, SHOW_AFTER_MS - (now - readyAt));

/** When the document was ready (DOMContentLoaded), on performance.now()'s clock; now if unknown. */
function readyAt(win: Window): number {
  const navigation = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.domContentLoadedEventStart || win.performance.now();
}

function setActive(bar: HTMLElement, active: boolean): void {
  bar.classList.toggle('flatsome-cookies--active', active);
  bar.classList.toggle('flatsome-cookies--inactive', !active);
  bar.toggleAttribute('inert', !active);
  bar.tabIndex = active ? 0 : -1;
}

export function enhance(root: Document): () => void {
  const win = root.defaultView ?? window;
  const bar = root.querySelector<HTMLElement>('.flatsome-cookies');
  const version = noticeVersion(win);
  if (!bar || accepted(version, root.cookie)) return () => {};
  const accept = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.flatsome-cookies__accept-btn')) return;
    event.preventDefault();
    setActive(bar, false);
    setCookie(COOKIE, version, { session: true });
  };
  const timer = setTimeout(() => {
    setActive(bar, true);
    bar.focus();
    bar.addEventListener('click', accept);
  }, dueIn(win.performance.now(), readyAt(win)));
  return () => {
    clearTimeout(timer);
    bar.removeEventListener('click', accept);
  };
}
