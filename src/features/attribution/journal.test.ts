import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, flush, setBody } from '../../../tests/unit/helpers/dom';
import { getCookie } from '../../kernel/cookies';
import { enhance, JOURNAL_COOKIE, type TrackingStart } from './journal';
import { parseJournal } from './order-attribution';

const checkout = `<form class="checkout"><input name="billing_email"><wc-order-attribution-inputs></wc-order-attribution-inputs>
  <button type="submit" id="place_order">Realizar el pedido</button></form><a href="#elsewhere" id="elsewhere">Ayuda</a>`;

type Global = { params?: Record<string, unknown>; setOrderTracking?: (allow: unknown) => void };
const setGlobal = (global: Global | undefined) => ((window as { wc_order_attribution?: Global }).wc_order_attribution = global);

/** A tracking module that records how it was started; `arrive` lets it load. */
function fakeTracking() {
  const started: TrackingStart[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return { start: (options: TrackingStart) => void started.push(options) };
  });
  return { load, started, arrive };
}

const sbjsCookies = () => document.cookie.split('; ').filter((cookie) => cookie.startsWith('sbjs_'));

describe('order attribution at load (journal)', () => {
  beforeEach(() => {
    clearCookies();
    setBody(checkout);
  });
  afterEach(() => {
    clearCookies();
    setGlobal(undefined);
    delete (window as { jQuery?: unknown }).jQuery;
  });

  it('records this page view and tracks nothing until the first input, which loads the tracking once', async () => {
    setGlobal({ params: { allowTracking: '1' } });
    const tracking = fakeTracking();
    const before = Date.now();
    enhance(document, tracking.load);
    const journal = parseJournal(getCookie(JOURNAL_COOKIE));
    expect(journal).toEqual([{ href: location.href, referrer: document.referrer, time: expect.any(Number), alive: false }]);
    expect(journal[0]!.time).toBeGreaterThanOrEqual(before);
    expect(sbjsCookies()).toEqual([]);
    await flush();
    expect(tracking.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    tracking.arrive();
    await flush();
    expect(tracking.load).toHaveBeenCalledTimes(1);
    expect(tracking.started).toHaveLength(1);
    expect(tracking.started[0]!.recorded).toBe(true);
    expect(tracking.started[0]!.allow()).toBe(true);
    expect(parseJournal(tracking.started[0]!.takeJournal())).toEqual(journal);
    expect(getCookie(JOURNAL_COOKIE)).toBeUndefined();
    expect(tracking.started[0]!.takeJournal()).toBeUndefined();
  });

  it('notes whether the session was alive, and adds to a journal other pages left', () => {
    document.cookie = `${JOURNAL_COOKIE}=${encodeURIComponent('[[1,0,"https://tienda.test/?utm_source=x",""]]')}; path=/`;
    document.cookie = 'sbjs_session=pgs%3D1; path=/';
    enhance(document, fakeTracking().load);
    expect(parseJournal(getCookie(JOURNAL_COOKIE)).map((view) => [view.href, view.alive])).toEqual([
      ['https://tienda.test/?utm_source=x', false],
      [location.href, true],
    ]);
  });

  it('records nothing where tracking is not allowed, and starts the tracking with allow false', async () => {
    setGlobal({ params: { allowTracking: '' } });
    const tracking = fakeTracking();
    enhance(document, tracking.load);
    expect(getCookie(JOURNAL_COOKIE)).toBeUndefined();
    window.dispatchEvent(new Event('pointerdown'));
    tracking.arrive();
    await flush();
    expect(tracking.started[0]!.recorded).toBe(false);
    expect(tracking.started[0]!.allow()).toBe(false);
  });

  it("brings the tracking when a consent tool switches it before any input, with the tool's last word", async () => {
    const global: Global = { params: { allowTracking: false } };
    setGlobal(global);
    const tracking = fakeTracking();
    enhance(document, tracking.load);
    global.setOrderTracking!(true);
    global.setOrderTracking!('');
    global.setOrderTracking!(1);
    expect(tracking.load).toHaveBeenCalledTimes(1);
    tracking.arrive();
    await flush();
    expect(tracking.started).toHaveLength(1);
    expect(tracking.started[0]!.allow()).toBe(true);
    expect(tracking.started[0]!.global).toBe(global);
  });

  it('holds a click in a form that carries the inputs until they are filled, then plays it; others pass', async () => {
    const tracking = fakeTracking();
    enhance(document, tracking.load);
    const placed = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', placed);
    const elsewhere = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('#elsewhere')!.addEventListener('click', elsewhere);

    // Enter in a field, or a click: the click on the submit button is the page's first input.
    document.querySelector<HTMLButtonElement>('#place_order')!.click();
    await flush();
    expect(tracking.load).toHaveBeenCalledTimes(1);
    expect(placed).not.toHaveBeenCalled();
    document.querySelector<HTMLAnchorElement>('#elsewhere')!.click();
    expect(elsewhere).toHaveBeenCalledTimes(1);

    tracking.arrive();
    await flush();
    expect(tracking.started).toHaveLength(1);
    expect(placed).toHaveBeenCalledTimes(1);
    // Filled: clicks pass at once.
    document.querySelector<HTMLButtonElement>('#place_order')!.click();
    expect(placed).toHaveBeenCalledTimes(2);
  });

  it('plays the held click even when the tracking could not be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    enhance(document, () => Promise.reject(new Error('offline')));
    const placed = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', placed);
    document.querySelector<HTMLButtonElement>('#place_order')!.click();
    await flush();
    expect(placed).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('order attribution could not be loaded');
  });

  it('with jQuery (a gateway may submit the form with no click), a page with the inputs starts the tracking at once', async () => {
    (window as { jQuery?: unknown }).jQuery = () => {};
    const tracking = fakeTracking();
    enhance(document, tracking.load);
    expect(tracking.load).toHaveBeenCalledTimes(1);

    setBody('<p>Sin formulario</p>');
    const elsewhere = fakeTracking();
    enhance(document, elsewhere.load);
    await flush();
    expect(elsewhere.load).not.toHaveBeenCalled();
  });
});
