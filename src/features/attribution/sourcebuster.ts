/**
 * Visit tracking as WooCommerce's sourcebuster.js does it, in the same `sbjs_*` cookies and
 * the same `key=value|||key=value` format, so the server and other plugins read them as
 * before. Each page view: decide the traffic source (utm, organic, referral, typein), keep
 * the first and the current one, count visits and the pages of this session.
 */
import { deleteCookie, getCookie, setCookie } from '../../kernel/cookies';

const GROUPS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata'] as const;

export const SBJS_COOKIES = ['migrations', ...GROUPS].map((name) => `sbjs_${name}`);

const NONE = '(none)';
const SEPARATOR = '|||';
/** sourcebuster's migration marker (its data format version). */
const MIGRATIONS = '1418474375998=1';

export interface TrackingParams {
  /** Cookie lifetime in months; WooCommerce's 0.00001 makes session cookies. */
  lifetime: number;
  /** Minutes of inactivity that end a session (30). */
  session: number;
}

/** One page view: where, from where and when (ms since the epoch). */
export interface PageView {
  href: string;
  referrer: string;
  time: number;
  /**
   * Whether `sbjs_session` was there when the view was recorded (views recorded before any
   * tracking ran: see journal.ts). Left out, the cookie jar of the replay tells.
   */
  alive?: boolean;
}

export type SbjsData = Record<(typeof GROUPS)[number], Record<string, string>>;

/** Search engines by referrer host: the name is the first group that matched. */
const ORGANIC = /(?:^|\.)(?:(google|yandex)\.[a-z.]+|search\.(yahoo)\.com|(bing|duckduckgo|baidu|qwant)\.com|(ecosia)\.org)$/;

const UTM_KEYS: Record<string, string> = {
  cmp: 'utm_campaign',
  cnt: 'utm_content',
  trm: 'utm_term',
  id: 'utm_id',
  plt: 'utm_source_platform',
  fmt: 'utm_creative_format',
  tct: 'utm_marketing_tactic',
};

export function encode(data: Record<string, string>): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}=${value}`)
    .join(SEPARATOR);
}

export function decode(value: string | undefined): Record<string, string> {
  const data: Record<string, string> = {};
  if (!value) return data;
  for (const pair of value.split(SEPARATOR)) {
    const at = pair.indexOf('=');
    if (at > 0) data[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return data;
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** sourcebuster's date: `YYYY-MM-DD HH:mm:ss`, in UTC as WooCommerce asks (offset 0). */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function source(type: string, src: string, mdm: string, params?: URLSearchParams): Record<string, string> {
  const data: Record<string, string> = { typ: type, src, mdm };
  for (const [key, param] of Object.entries(UTM_KEYS)) data[key] = params?.get(param) || NONE;
  return data;
}

const typein = () => source('typein', '(direct)', NONE);
const count = (value: string | undefined): number => parseInt(value!, 10) || 0;

/** The source of this page view, or undefined when it is the same visit going on. */
function newSource(view: PageView, sessionAlive: boolean, known: boolean): Record<string, string> | undefined {
  const params = new URL(view.href).searchParams;
  if (params.get('utm_source')) {
    return source('utm', params.get('utm_source')!, params.get('utm_medium') || NONE, params);
  }
  if (params.get('gclid')) return source('utm', 'google', 'cpc', params);
  const from = hostOf(view.referrer);
  const external = from !== '' && from !== hostOf(view.href);
  const engine = external ? ORGANIC.exec(from)?.slice(1).find(Boolean) : undefined;
  if (engine) return source('organic', engine, 'organic');
  if (external && !sessionAlive) return source('referral', from, 'referral');
  return known ? undefined : typein();
}

/**
 * Records page views in the sbjs cookies, in order, as if each had been tracked when it
 * happened (the session ends `params.session` minutes after a view), and returns the
 * tracking data they make, even where the session has ended since. The jar is read once,
 * before the writes: a read after a write asks the browser's cookie store synchronously.
 */
export function trackPageViews(views: PageView[], params: TrackingParams, userAgent: string, now = Date.now()): SbjsData {
  const jar = document.cookie;
  const cookies: Record<string, string | undefined> = Object.fromEntries(SBJS_COOKIES.map((name) => [name, getCookie(name, jar)]));
  // What the views set is written (a cookie set again lives longer), the rest is left as it is.
  const changed = new Set<string>();
  const set = (name: string, value: string): void => {
    cookies[name] = value;
    changed.add(name);
  };
  const sessionMs = params.session * 60_000;
  let last: number | undefined;
  for (const view of views) {
    const sessionAlive = last === undefined ? (view.alive ?? cookies.sbjs_session !== undefined) : view.alive || view.time - last < sessionMs;
    const hadFirst = cookies.sbjs_first !== undefined;
    const found = newSource(view, sessionAlive, hadFirst || cookies.sbjs_current !== undefined);
    set('sbjs_migrations', MIGRATIONS);
    if (found || cookies.sbjs_current_add === undefined) {
      const extra = encode({ fd: formatDate(new Date(view.time)), ep: view.href, rf: view.referrer || NONE });
      set('sbjs_current_add', extra);
      if (!hadFirst) set('sbjs_first_add', extra);
    }
    set('sbjs_current', found ? encode(found) : (cookies.sbjs_current ?? encode(typein())));
    if (!hadFirst) set('sbjs_first', cookies.sbjs_current!);
    const udata = decode(cookies.sbjs_udata);
    set('sbjs_udata', encode({ vst: String(count(udata.vst) + (sessionAlive && udata.vst ? 0 : 1)), uip: NONE, uag: userAgent }));
    const pages = sessionAlive ? count(decode(cookies.sbjs_session).pgs) + 1 : 1;
    set('sbjs_session', encode({ pgs: String(pages), cpg: view.href }));
    last = view.time;
  }
  if (last === undefined) return tracking(cookies);
  const life = { months: params.lifetime };
  for (const name of changed) if (name !== 'sbjs_session') setCookie(name, cookies[name]!, life);
  // The session ends `session` minutes after the last view: maybe already.
  const left = Math.ceil((last + sessionMs - now) / 60_000);
  if (left > 0) setCookie('sbjs_session', cookies.sbjs_session!, { minutes: left });
  else deleteCookie('sbjs_session');
  return tracking(cookies);
}

const tracking = (cookies: Record<string, string | undefined>): SbjsData =>
  Object.fromEntries(GROUPS.map((group) => [group, decode(cookies[`sbjs_${group}`])])) as SbjsData;

export function deleteTrackingCookies(): void {
  for (const name of [...SBJS_COOKIES, 'sbjs_promo']) deleteCookie(name);
}
