import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, countCookieReads, recordCookieWrites, setBody } from '../../../tests/unit/helpers/dom';
import { deleteCookie, getCookie } from '../../kernel/cookies';
import { recordView, takeJournal } from './journal';
import {
  attributionValues,
  createOrderAttribution,
  DEFAULT_FIELDS,
  parseJournal,
  readAttributionSettings,
  start,
  type Journal,
} from './order-attribution';
import { decode, formatDate, SBJS_COOKIES, trackPageViews, type PageView, type SbjsData } from './sourcebuster';

const params = { lifetime: 0.00001, session: 30 };
const at = (minutes: number) => Date.UTC(2026, 10, 22, 10, minutes, 0);
const view = (href: string, referrer = '', time = Date.now()): PageView => ({ href, referrer, time });
/** One page view tracked as it happens. */
const track = (page: PageView): SbjsData => trackPageViews([page], params, 'TestAgent/1.0', page.time);
const form = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
const input = (field: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);
/** No journal: the views are tracked as they come. */
const noJournal: Journal = { recorded: false, takeJournal: () => undefined };

describe('visit tracking (sourcebuster)', () => {
  beforeEach(() => clearCookies());
  afterEach(() => clearCookies());

  it('records a utm landing with every utm_* parameter, the entry page and the start time', () => {
    const data = track(
      view('https://tienda.test/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=rebajas&utm_content=banner&utm_term=lino&utm_id=42&utm_source_platform=mailer&utm_creative_format=gif&utm_marketing_tactic=retargeting', 'https://mail.example.com/', at(0)),
    );
    expect(data.current).toEqual({
      typ: 'utm', src: 'boletin', mdm: 'email', cmp: 'rebajas', cnt: 'banner', trm: 'lino', id: '42', plt: 'mailer', fmt: 'gif', tct: 'retargeting',
    });
    expect(data.current_add.ep).toContain('/tienda/?utm_source=boletin');
    expect(data.current_add.rf).toBe('https://mail.example.com/');
    expect(data.current_add.fd).toBe('2026-11-22 10:00:00');
    expect(data.first).toEqual(data.current);
    expect(data.udata).toEqual({ vst: '1', uip: '(none)', uag: 'TestAgent/1.0' });
    expect(data.session.pgs).toBe('1');
  });

  it('tells typein, organic and referral apart; the same visit keeps its source and counts pages', () => {
    expect(track(view('https://tienda.test/')).current.typ).toBe('typein');
    expect(track(view('https://tienda.test/tienda/', 'https://tienda.test/')).current.typ).toBe('typein');
    const second = track(view('https://tienda.test/producto/x/', 'https://tienda.test/tienda/'));
    expect(second.session.pgs).toBe('3');
    expect(second.current_add.ep).toBe('https://tienda.test/');
    const organic = track(view('https://tienda.test/', 'https://www.google.es/'));
    expect(organic.current).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });
    expect(organic.first.typ).toBe('typein');

    clearCookies();
    const referral = track(view('https://tienda.test/', 'https://blog.example.org/post'));
    expect(referral.current).toMatchObject({ typ: 'referral', src: 'blog.example.org', mdm: 'referral' });
  });

  it('counts a new visit when the 30-minute session has ended', () => {
    track(view('https://tienda.test/'));
    expect(decode(getCookie('sbjs_udata')).vst).toBe('1');
    document.cookie = 'sbjs_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const next = track(view('https://tienda.test/'));
    expect(next.udata.vst).toBe('2');
    expect(next.session.pgs).toBe('1');
  });

  it('writes session cookies (lifetime 1e-5 months) with path /, and a 30-minute sbjs_session', () => {
    const writes = recordCookieWrites();
    const now = Date.now();
    track(view('https://tienda.test/', '', now));
    const names = writes.map((w) => w.split('=')[0]);
    expect(new Set(names)).toEqual(new Set(SBJS_COOKIES));
    for (const write of writes) expect(write).toContain('; path=/; SameSite=Lax');
    for (const write of writes.filter((w) => !w.startsWith('sbjs_session='))) expect(write).not.toContain('expires=');
    const session = writes.find((w) => w.startsWith('sbjs_session='))!;
    const expires = Date.parse(session.split('expires=')[1]!.split(';')[0]!);
    expect(Math.round((expires - now) / 60_000)).toBe(30);
  });

  it('sets the first source once: a later page view writes what changed, not sbjs_first', () => {
    track(view('https://tienda.test/?utm_source=boletin'));
    const writes = recordCookieWrites();
    track(view('https://tienda.test/tienda/', 'https://tienda.test/'));
    expect(writes.map((w) => w.split('=')[0]).sort()).toEqual(['sbjs_current', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
  });

  it('reads the cookie jar once, before its writes, however many views it tracks', () => {
    const reads = countCookieReads();
    const first = trackPageViews([view('https://tienda.test/?utm_source=boletin'), view('https://tienda.test/tienda/', 'https://tienda.test/')], params, 'TestAgent/1.0');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(first.session.pgs).toBe('2');
    reads.mockClear();
    const second = track(view('https://tienda.test/carrito/', 'https://tienda.test/tienda/'));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(second.session.pgs).toBe('3');
    expect(second.current.src).toBe('boletin');
  });

  it('formats dates as sourcebuster does', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05');
  });
});

describe('page views recorded at load and tracked later (journal)', () => {
  beforeEach(() => {
    clearCookies();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  const shop = 'https://tienda.test';
  // happy-dom expires cookies by the real clock, not the faked one: the views are in the
  // future, and a session cookie ends where the browser would end it (see trackedAsTheyCame).
  const start = Date.now() + 86_400_000;
  const at = (minutes: number) => start + minutes * 60_000;
  // Views as a shopper makes them: a newsletter landing, pages of the same visit, a return
  // from Google 40 minutes later (a new session), a blog link 50 minutes after that.
  const VISITS: PageView[] = [
    view(`${shop}/tienda/?utm_source=boletin&utm_medium=email`, 'https://mail.example.com/', at(0)),
    view(`${shop}/producto/x/`, `${shop}/tienda/`, at(2)),
    view(`${shop}/carrito/`, `${shop}/producto/x/`, at(20)),
    view(`${shop}/`, 'https://www.google.es/', at(60)),
    view(`${shop}/tienda/`, `${shop}/`, at(61)),
    view(`${shop}/producto/y/`, 'https://blog.example.org/post', at(111)),
    view(`${shop}/finalizar-compra/`, `${shop}/producto/y/`, at(112)),
  ];

  /** Each view tracked when it happens, as WooCommerce's script does. */
  function trackedAsTheyCame(views: PageView[]): SbjsData[] {
    return views.map((page, index) => {
      vi.setSystemTime(page.time);
      if (index > 0 && page.time - views[index - 1]!.time >= 30 * 60_000) deleteCookie('sbjs_session');
      return track(page);
    });
  }

  /** Each view recorded at load (nothing tracked), then all tracked at once `later` ms after the last. */
  function replayed(views: PageView[], later: number): SbjsData {
    const tracking = () => document.cookie.split('; ').filter((cookie) => cookie.startsWith('sbjs_'));
    const before = tracking();
    for (const page of views) {
      vi.setSystemTime(page.time);
      expect(recordView(page)).toBe(true);
    }
    expect(tracking()).toEqual(before);
    vi.setSystemTime(views.at(-1)!.time + later);
    return trackPageViews(parseJournal(takeJournal()), params, 'TestAgent/1.0');
  }

  it('tracks a journal as if each view had been tracked when it happened', () => {
    for (let count = 1; count <= VISITS.length; count += 1) {
      clearCookies();
      const expected = trackedAsTheyCame(VISITS.slice(0, count)).at(-1)!;
      clearCookies();
      expect(replayed(VISITS.slice(0, count), 1_000), `${count} views`).toEqual(expected);
      expect(getCookie('islas_sbjs_views')).toBeUndefined();
    }
    // The last state: a referral in the third visit, 2 pages in this session.
    clearCookies();
    const last = replayed(VISITS, 0);
    expect([last.current.typ, last.first.typ, last.udata.vst, last.session.pgs]).toEqual(['referral', 'utm', '3', '2']);
  });

  it('continues what was tracked before the journal, and ends the session 30 minutes after the last view', () => {
    vi.setSystemTime(at(0));
    track(VISITS[0]!);
    const journal = replayed(VISITS.slice(1, 3), 0);
    expect([journal.current.src, journal.session.pgs]).toEqual(['boletin', '3']);
    expect(getCookie('sbjs_session')).toBeDefined();
    // The shopper acts 31 minutes after the last view: its data holds, its session is over.
    clearCookies();
    const late = replayed(VISITS.slice(0, 3), 31 * 60_000);
    expect(late.session.pgs).toBe('3');
    expect(getCookie('sbjs_session')).toBeUndefined();
    expect(getCookie('sbjs_current')).toContain('src=boletin');
  });

  it('reads a missing or damaged journal as no views, and skips damaged entries', () => {
    expect(parseJournal(undefined)).toEqual([]);
    expect(parseJournal('[[1,0,"https://a.test/"')).toEqual([]);
    expect(parseJournal('{"a":1}')).toEqual([]);
    expect(parseJournal('[[5,1,"https://a.test/",""],["x"],[6,0,"https://a.test/b",7],[7,0,"https://a.test/c","https://a.test/"]]')).toEqual([
      { time: 5, alive: true, href: 'https://a.test/', referrer: '' },
      { time: 7, alive: false, href: 'https://a.test/c', referrer: 'https://a.test/' },
    ]);
  });

  it('records no view the cookie has no room for (about 3,000 characters), keeping the ones it has', () => {
    vi.setSystemTime(at(0));
    const long = `${shop}/tienda/?utm_source=${'x'.repeat(1200)}`;
    expect(recordView(view(long))).toBe(true);
    expect(recordView(view(long))).toBe(true);
    expect(recordView(view(long))).toBe(false);
    expect(parseJournal(getCookie('islas_sbjs_views'))).toHaveLength(2);
    expect(recordView(view(`${shop}/?q=${'%'.repeat(3000)}`), '')).toBe(false);
  });
});

describe('order attribution inputs', () => {
  beforeEach(() => clearCookies());
  afterEach(() => {
    clearCookies();
    delete (window as { wc_order_attribution?: unknown }).wc_order_attribution;
  });

  it('reads WooCommerce params and falls back to its defaults with one warning per bad field', () => {
    const warn = vi.fn();
    expect(readAttributionSettings(undefined, warn)).toEqual({
      lifetime: 0.00001, session: 30, prefix: 'wc_order_attribution_', fields: DEFAULT_FIELDS,
    });
    expect(warn).not.toHaveBeenCalled();
    const settings = readAttributionSettings({ params: { lifetime: 'x', session: '45', allowTracking: '' } }, warn);
    expect(settings.session).toBe(45);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('wc_order_attribution.params.lifetime');
  });

  it('fills the sixteen hidden inputs, creating them inside <wc-order-attribution-inputs>', () => {
    setBody(form);
    const attribution = createOrderAttribution(readAttributionSettings(undefined), noJournal, () =>
      view('https://tienda.test/finalizar-compra/?utm_source=boletin&utm_medium=email', '', at(5)), 'TestAgent/1.0',
    );
    attribution.setOrderTracking(true);
    const inputs = document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input[type=hidden]');
    expect([...inputs].map((i) => i.name)).toEqual(Object.keys(DEFAULT_FIELDS).map((f) => `wc_order_attribution_${f}`));
    expect(inputs).toHaveLength(16);
    expect(input('source_type')!.value).toBe('utm');
    expect(input('utm_source')!.value).toBe('boletin');
    expect(input('utm_medium')!.value).toBe('email');
    expect(input('utm_campaign')!.value).toBe('(none)');
    expect(input('referrer')!.value).toBe('(none)');
    expect(input('session_entry')!.value).toContain('/finalizar-compra/');
    expect(input('session_start_time')!.value).toBe('2026-11-22 10:05:00');
    expect(input('session_pages')!.value).toBe('1');
    expect(input('session_count')!.value).toBe('1');
    expect(input('user_agent')!.value).toBe('TestAgent/1.0');
  });

  it('keeps the first of the elements WooCommerce 10.5+ prints at each checkout hook: one set of inputs is posted', () => {
    setBody(`<form class="checkout">${'<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="col"></div>'.repeat(5)}</form>`);
    const first = document.querySelector('wc-order-attribution-inputs');
    const attribution = createOrderAttribution(readAttributionSettings(undefined), noJournal, () => view('https://tienda.test/'));
    attribution.setOrderTracking(true);
    expect([...document.querySelectorAll('wc-order-attribution-inputs')]).toEqual([first]);
    expect(document.querySelectorAll('input[name="wc_order_attribution_source_type"]')).toHaveLength(1);
  });

  it('switching tracking off deletes every sbjs cookie and empties the inputs; on starts again', () => {
    setBody(form);
    const attribution = createOrderAttribution(readAttributionSettings(undefined), noJournal, () => view('https://tienda.test/'));
    attribution.setOrderTracking(true);
    expect(document.cookie).toContain('sbjs_current=');
    attribution.setOrderTracking(false);
    expect(document.cookie).not.toContain('sbjs_');
    const values = [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')].map((i) => i.value);
    expect(values).toHaveLength(16);
    expect(values.every((v) => v === '')).toBe(true);
    attribution.setOrderTracking(true);
    expect(input('source_type')!.value).toBe('typein');
    expect(getCookie('sbjs_current')).toContain('typ=typein');
  });

  it('takes any character in the prefix and field names (no selector is built from them), and clamps the lifetimes', () => {
    setBody(form);
    const warn = vi.fn();
    const settings = readAttributionSettings({ params: { prefix: 'wc"]x[y=\'', lifetime: 1e308, session: 1e9 }, fields: { 'a"b': 'current.typ', 'c\\]': 'udata.vst' } }, warn);
    expect([settings.lifetime, settings.session]).toEqual([120, 1440]);
    expect(warn).toHaveBeenCalledTimes(2);
    const attribution = createOrderAttribution(settings, noJournal, () => view('https://tienda.test/'));
    expect(() => attribution.setOrderTracking(true)).not.toThrow();
    attribution.setOrderTracking(true);
    const inputs = [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')];
    expect(inputs.map((i) => [i.name, i.value])).toEqual([
      ['wc"]x[y=\'a"b', 'typein'],
      ['wc"]x[y=\'c\\]', '1'],
    ]);
  });

  it('maps configured fields to tracking values', () => {
    expect(attributionValues(undefined, { a: 'current.typ' })).toEqual({ a: '' });
    expect(attributionValues({ current: { typ: 'utm' } } as never, { a: 'current.typ', b: 'udata.vst' })).toEqual({ a: 'utm', b: '' });
  });

  it('tracks the journal, this page with it, once; switched off, the journal goes with the cookies', () => {
    setBody(form);
    const now = Date.now();
    recordView(view('https://tienda.test/?utm_source=boletin', '', now - 60_000));
    recordView(view('https://tienda.test/finalizar-compra/', 'https://tienda.test/', now));
    const journal: Journal = { recorded: true, takeJournal };
    const here = vi.fn(() => view('https://tienda.test/finalizar-compra/', 'https://tienda.test/'));
    const attribution = createOrderAttribution(readAttributionSettings(undefined), journal, here);
    attribution.setOrderTracking(true);
    expect(here).not.toHaveBeenCalled();
    expect([input('utm_source')!.value, input('session_pages')!.value]).toEqual(['boletin', '2']);
    expect(getCookie('islas_sbjs_views')).toBeUndefined();
    // A consent tool's later switch counts this page again, as WooCommerce's does.
    attribution.setOrderTracking(true);
    expect(here).toHaveBeenCalledTimes(1);
    expect(input('session_pages')!.value).toBe('3');

    recordView(view('https://tienda.test/otra/', '', now));
    attribution.setOrderTracking(false);
    expect(document.cookie).toBe('');
    attribution.setOrderTracking(true);
    expect([input('source_type')!.value, input('session_pages')!.value]).toEqual(['typein', '1']);
  });

  it('starts with what journal.ts says: takes over setOrderTracking and fills inputs that connect later', () => {
    setBody(form);
    const global: Record<string, unknown> = { params: { allowTracking: '' } };
    start({ global, allow: () => false, recorded: false, takeJournal });
    expect(document.cookie).not.toContain('sbjs_');
    expect(input('source_type')!.value).toBe('');
    expect(typeof global.setOrderTracking).toBe('function');
    (global.setOrderTracking as (allow: boolean) => void)(true);
    expect(input('source_type')!.value).toBe('typein');
    const later = document.createElement('wc-order-attribution-inputs');
    document.body.append(later);
    expect(later.querySelectorAll('input')).toHaveLength(16);
    expect(later.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')!.value).toBe('typein');
  });
});
