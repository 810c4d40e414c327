import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, recordCookieWrites, setBody } from '../../../tests/unit/helpers/dom';
import { accepted, COOKIE, dueIn, enhance, noticeVersion, SHOW_AFTER_MS } from './cookie-notice';

// flatsome_cookie_notice_template() with a privacy page set (the "More info" button).
const bar = `<button id="before" type="button">Antes</button>
  <div class="flatsome-cookies" inert>
    <div class="flatsome-cookies__inner">
      <div class="flatsome-cookies__text">Usamos cookies para mejorar tu experiencia en la tienda.</div>
      <div class="flatsome-cookies__buttons">
        <a href="/?page_id=3" class="button secondary flatsome-cookies__more-btn"><span>Más información</span></a>
        <button type="button" class="button primary flatsome-cookies__accept-btn"><span>Aceptar</span></button>
      </div>
    </div>
  </div>`;

const notice = () => document.querySelector<HTMLElement>('.flatsome-cookies')!;
const state = () => ({
  classes: notice().className,
  inert: notice().hasAttribute('inert'),
  tabindex: notice().getAttribute('tabindex'),
  focused: document.activeElement === notice(),
});

describe("Flatsome's cookie notice", () => {
  let undo: (() => void) | undefined;
  beforeEach(() => {
    clearCookies();
    vi.useFakeTimers();
    setBody(bar);
  });
  afterEach(() => {
    undo?.();
    undo = undefined;
    vi.useRealTimers();
    clearCookies();
    delete (window as { flatsomeVars?: unknown }).flatsomeVars;
  });

  it("reads the version Flatsome prints, '1' by default", () => {
    expect(noticeVersion({ flatsomeVars: { options: { cookie_notice_version: '3' } } })).toBe('3');
    expect(noticeVersion({ flatsomeVars: { options: { cookie_notice_version: 4 } } })).toBe('4');
    expect(noticeVersion({ flatsomeVars: { options: {} } })).toBe('1');
    expect(noticeVersion({})).toBe('1');
    expect(accepted('1', `a=b; ${COOKIE}=1`)).toBe(true);
    expect(accepted('2', `${COOKIE}=1`)).toBe(false);
    expect(accepted('1', '')).toBe(false);
  });

  it('is due 2.5 s after the document was ready, whenever its code arrives', () => {
    expect(dueIn(1000, 1000)).toBe(SHOW_AFTER_MS);
    expect(dueIn(3000, 1000)).toBe(500);
    expect(dueIn(9000, 1000)).toBe(0);
  });

  it('slides in after 2.5 s, no longer inert, focusable and focused', () => {
    undo = enhance(document);
    vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
    expect(state()).toEqual({ classes: 'flatsome-cookies', inert: true, tabindex: null, focused: false });
    vi.advanceTimersByTime(1);
    expect(state()).toEqual({ classes: 'flatsome-cookies flatsome-cookies--active', inert: false, tabindex: '0', focused: true });
  });

  it('slides out on accept and stores the version in a session cookie for the whole site, SameSite=Lax', () => {
    (window as { flatsomeVars?: unknown }).flatsomeVars = { options: { cookie_notice_version: '2' } };
    const writes = recordCookieWrites();
    undo = enhance(document);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.flatsome-cookies__accept-btn span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // (A browser then moves focus out of the inert bar by itself; happy-dom does not.)
    expect({ ...state(), focused: undefined }).toEqual({ classes: 'flatsome-cookies flatsome-cookies--inactive', inert: true, tabindex: '-1', focused: undefined });
    expect(writes).toEqual([`${COOKIE}=2; path=/; SameSite=Lax`]);
    expect(accepted('2', document.cookie)).toBe(true);
  });

  it('leaves the "More info" link a link', () => {
    undo = enhance(document);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.flatsome-cookies__more-btn')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(state().classes).toBe('flatsome-cookies flatsome-cookies--active');
  });

  it('stays away where this version was accepted, and comes back for a new one', () => {
    document.cookie = `${COOKIE}=1; path=/`;
    undo = enhance(document);
    vi.advanceTimersByTime(SHOW_AFTER_MS * 2);
    expect(state().classes).toBe('flatsome-cookies');
    undo();
    (window as { flatsomeVars?: unknown }).flatsomeVars = { options: { cookie_notice_version: '2' } };
    undo = enhance(document);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(state().classes).toBe('flatsome-cookies flatsome-cookies--active');
  });

  it('does nothing where the page has no notice, and nothing once undone', () => {
    setBody('<p>nada</p>');
    expect(() => enhance(document)()).not.toThrow();
    setBody(bar);
    enhance(document)();
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(state().classes).toBe('flatsome-cookies');
  });
});
