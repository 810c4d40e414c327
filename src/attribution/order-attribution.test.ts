import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, countCookieReads, recordCookieWrites, setBody } from '../../tests/unit/helpers/dom';
import { getCookie } from '../cookies';
import {
  attributionValues,
  createOrderAttribution,
  DEFAULT_FIELDS,
  enhance,
  readAttributionSettings,
} from './order-attribution';
import { decode, formatDate, SBJS_COOKIES, trackPageView, type Visit } from './sourcebuster';

const params = { lifetime: 0.00001, session: 30 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes, 0));
const visit = (href: string, referrer = '', now = at(0)): Visit => ({ href, referrer, userAgent: 'TestAgent/1.0', now });
const form = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
const input = (field: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);

describe('visit tracking (sourcebuster)', () => {
  beforeEach(() => clearCookies());
  afterEach(() => clearCookies());

  it('records a utm landing with every utm_* parameter, the entry page and the start time', () => {
    const data = trackPageView(
      visit('https://tienda.test/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=rebajas&utm_content=banner&utm_term=lino&utm_id=42&utm_source_platform=mailer&utm_creative_format=gif&utm_marketing_tactic=retargeting', 'https://mail.example.com/'),
      params,
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
    expect(trackPageView(visit('https://tienda.test/'), params).current.typ).toBe('typein');
    expect(trackPageView(visit('https://tienda.test/tienda/', 'https://tienda.test/'), params).current.typ).toBe('typein');
    const second = trackPageView(visit('https://tienda.test/producto/x/', 'https://tienda.test/tienda/'), params);
    expect(second.session.pgs).toBe('3');
    expect(second.current_add.ep).toBe('https://tienda.test/');
    const organic = trackPageView(visit('https://tienda.test/', 'https://www.google.es/'), params);
    expect(organic.current).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });
    expect(organic.first.typ).toBe('typein');

    clearCookies();
    const referral = trackPageView(visit('https://tienda.test/', 'https://blog.example.org/post'), params);
    expect(referral.current).toMatchObject({ typ: 'referral', src: 'blog.example.org', mdm: 'referral' });
  });

  it('counts a new visit when the 30-minute session has ended', () => {
    trackPageView(visit('https://tienda.test/'), params);
    expect(decode(getCookie('sbjs_udata')).vst).toBe('1');
    document.cookie = 'sbjs_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const next = trackPageView(visit('https://tienda.test/'), params);
    expect(next.udata.vst).toBe('2');
    expect(next.session.pgs).toBe('1');
  });

  it('writes session cookies (lifetime 1e-5 months) with path /, and a 30-minute sbjs_session', () => {
    const writes = recordCookieWrites();
    const now = Date.now();
    trackPageView(visit('https://tienda.test/'), params);
    const names = writes.map((w) => w.split('=')[0]);
    expect(new Set(names)).toEqual(new Set(SBJS_COOKIES));
    for (const write of writes) expect(write).toContain('; path=/; SameSite=Lax');
    for (const write of writes.filter((w) => !w.startsWith('sbjs_session='))) expect(write).not.toContain('expires=');
    const session = writes.find((w) => w.startsWith('sbjs_session='))!;
    const expires = Date.parse(session.split('expires=')[1]!.split(';')[0]!);
    expect(Math.round((expires - now) / 60_000)).toBe(30);
  });

  it('reads the cookie jar twice per page view, before its writes and after them, whatever it finds', () => {
    const reads = countCookieReads();
    trackPageView(visit('https://tienda.test/?utm_source=boletin'), params);
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockClear();
    const second = trackPageView(visit('https://tienda.test/tienda/', 'https://tienda.test/'), params);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(second.session.pgs).toBe('2');
    expect(second.current.src).toBe('boletin');
  });

  it('formats dates as sourcebuster does', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05');
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
      lifetime: 0.00001, session: 30, prefix: 'wc_order_attribution_', allowTracking: true, fields: DEFAULT_FIELDS,
    });
    expect(warn).not.toHaveBeenCalled();
    const settings = readAttributionSettings({ params: { lifetime: 'x', session: '30', allowTracking: '' } }, warn);
    expect(settings.allowTracking).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('wc_order_attribution.params.lifetime');
  });

  it('fills the sixteen hidden inputs, creating them inside <wc-order-attribution-inputs>', () => {
    setBody(form);
    const attribution = createOrderAttribution(readAttributionSettings(undefined), () =>
      visit('https://tienda.test/finalizar-compra/?utm_source=boletin&utm_medium=email', '', at(5)),
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

  it('switching tracking off deletes every sbjs cookie and empties the inputs; on starts again', () => {
    setBody(form);
    const attribution = createOrderAttribution(readAttributionSettings(undefined), () => visit('https://tienda.test/'));
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
    const attribution = createOrderAttribution(settings, () => visit('https://tienda.test/'));
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

  it('exposes setOrderTracking on wc_order_attribution, runs with allowTracking, and fills inputs that connect later', async () => {
    setBody(form);
    const global: Record<string, unknown> = { params: { allowTracking: '' } };
    (window as { wc_order_attribution?: unknown }).wc_order_attribution = global;
    enhance();
    expect(document.cookie).not.toContain('sbjs_');
    expect(typeof global.setOrderTracking).toBe('function');
    (global.setOrderTracking as (allow: boolean) => void)(true);
    expect(input('source_type')!.value).toBe('typein');
    const later = document.createElement('wc-order-attribution-inputs');
    document.body.append(later);
    expect(later.querySelectorAll('input')).toHaveLength(16);
    expect(later.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')!.value).toBe('typein');
  });
});
