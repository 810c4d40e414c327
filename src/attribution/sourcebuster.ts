/**
 * Visit tracking as WooCommerce's sourcebuster.js does it, in the same `sbjs_*` cookies and
 * the same `key=value|||key=value` format, so the server and other plugins read them as
 * before. Each page view: decide the traffic source (utm, organic, referral, typein), keep
 * the first and the current one, count visits and the pages of this session.
 */
import { deleteCookie, getCookie, setCookie } from '../cookies';

export const SBJS_COOKIES = [
  'sbjs_migrations',
  'sbjs_current_add',
  'sbjs_first_add',
  'sbjs_current',
  'sbjs_first',
  'sbjs_udata',
  'sbjs_session',
] as const;

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

export interface Visit {
  href: string;
  referrer: string;
  userAgent: string;
  now: Date;
}

export type SbjsData = Record<'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata', Record<string, string>>;

const ORGANIC: { host: RegExp; name: string }[] = [
  { host: /(^|\.)google\.[a-z.]+$/, name: 'google' },
  { host: /(^|\.)bing\.com$/, name: 'bing' },
  { host: /(^|\.)search\.yahoo\.com$/, name: 'yahoo' },
  { host: /(^|\.)yandex\.[a-z.]+$/, name: 'yandex' },
  { host: /(^|\.)duckduckgo\.com$/, name: 'duckduckgo' },
  { host: /(^|\.)baidu\.com$/, name: 'baidu' },
  { host: /(^|\.)ecosia\.org$/, name: 'ecosia' },
  { host: /(^|\.)qwant\.com$/, name: 'qwant' },
];

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

/** The source of this page view, or undefined when it is the same visit going on. */
function newSource(visit: Visit, sessionAlive: boolean, known: boolean): Record<string, string> | undefined {
  const params = new URL(visit.href).searchParams;
  if (params.get('utm_source')) {
    return source('utm', params.get('utm_source')!, params.get('utm_medium') || NONE, params);
  }
  if (params.get('gclid')) return source('utm', 'google', 'cpc', params);
  const from = hostOf(visit.referrer);
  const external = from !== '' && from !== hostOf(visit.href);
  const engine = external ? ORGANIC.find((candidate) => candidate.host.test(from)) : undefined;
  if (engine) return source('organic', engine.name, 'organic');
  if (external && !sessionAlive) return source('referral', from, 'referral');
  if (!known) return source('typein', '(direct)', NONE);
  return undefined;
}

/** Records one page view in the sbjs cookies and returns what they now hold. */
export function trackPageView(visit: Visit, params: TrackingParams): SbjsData {
  const life = { months: params.lifetime };
  const sessionAlive = getCookie('sbjs_session') !== undefined;
  const hadFirst = getCookie('sbjs_first') !== undefined;
  const known = hadFirst || getCookie('sbjs_current') !== undefined;
  const found = newSource(visit, sessionAlive, known);

  setCookie('sbjs_migrations', MIGRATIONS, life);
  if (found || getCookie('sbjs_current_add') === undefined) {
    const extra = encode({ fd: formatDate(visit.now), ep: visit.href, rf: visit.referrer || NONE });
    setCookie('sbjs_current_add', extra, life);
    if (!hadFirst) setCookie('sbjs_first_add', extra, life);
  }
  const current = found ? encode(found) : (getCookie('sbjs_current') ?? encode(source('typein', '(direct)', NONE)));
  setCookie('sbjs_current', current, life);
  if (!hadFirst) setCookie('sbjs_first', current, life);

  const udata = decode(getCookie('sbjs_udata'));
  const visits = (Number.parseInt(udata.vst ?? '', 10) || 0) + (sessionAlive && udata.vst ? 0 : 1);
  setCookie('sbjs_udata', encode({ vst: String(visits), uip: NONE, uag: visit.userAgent }), life);

  const session = decode(getCookie('sbjs_session'));
  const pages = sessionAlive ? (Number.parseInt(session.pgs ?? '', 10) || 0) + 1 : 1;
  // Re-set on every page: the session ends after `session` minutes without a page view.
  setCookie('sbjs_session', encode({ pgs: String(pages), cpg: visit.href }), { minutes: params.session });
  return readTracking();
}

/** What the sbjs cookies hold now (empty objects when there are none). */
export function readTracking(): SbjsData {
  return {
    current: decode(getCookie('sbjs_current')),
    current_add: decode(getCookie('sbjs_current_add')),
    first: decode(getCookie('sbjs_first')),
    first_add: decode(getCookie('sbjs_first_add')),
    session: decode(getCookie('sbjs_session')),
    udata: decode(getCookie('sbjs_udata')),
  };
}

export function deleteTrackingCookies(): void {
  for (const name of [...SBJS_COOKIES, 'sbjs_promo']) deleteCookie(name);
}
