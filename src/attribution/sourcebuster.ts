/**
 * Visit tracking as WooCommerce's sourcebuster.js does it, in the same `sbjs_*` cookies and
 * the same `key=value|||key=value` format, so the server and other plugins read them as
 * before. Each page view: decide the traffic source (utm, organic, referral, typein), keep
 * the first and the current one, count visits and the pages of this session.
 */
import { deleteCookie, getCookie, setCookie } from '../cookies';

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

export interface Visit {
  href: string;
  referrer: string;
  userAgent: string;
  now: Date;
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
function newSource(visit: Visit, sessionAlive: boolean, known: boolean): Record<string, string> | undefined {
  const params = new URL(visit.href).searchParams;
  if (params.get('utm_source')) {
    return source('utm', params.get('utm_source')!, params.get('utm_medium') || NONE, params);
  }
  if (params.get('gclid')) return source('utm', 'google', 'cpc', params);
  const from = hostOf(visit.referrer);
  const external = from !== '' && from !== hostOf(visit.href);
  const engine = external ? ORGANIC.exec(from)?.slice(1).find(Boolean) : undefined;
  if (engine) return source('organic', engine, 'organic');
  if (external && !sessionAlive) return source('referral', from, 'referral');
  return known ? undefined : typein();
}

/** Records one page view in the sbjs cookies and returns what they now hold. */
export function trackPageView(visit: Visit, params: TrackingParams): SbjsData {
  const life = { months: params.lifetime };
  // The cookies as the page view found them: read once (see getCookie), and none of the
  // writes below changes a cookie that is read after it.
  const jar = document.cookie;
  const sessionAlive = getCookie('sbjs_session', jar) !== undefined;
  const hadFirst = getCookie('sbjs_first', jar) !== undefined;
  const known = hadFirst || getCookie('sbjs_current', jar) !== undefined;
  const found = newSource(visit, sessionAlive, known);

  setCookie('sbjs_migrations', MIGRATIONS, life);
  if (found || getCookie('sbjs_current_add', jar) === undefined) {
    const extra = encode({ fd: formatDate(visit.now), ep: visit.href, rf: visit.referrer || NONE });
    setCookie('sbjs_current_add', extra, life);
    if (!hadFirst) setCookie('sbjs_first_add', extra, life);
  }
  const current = found ? encode(found) : (getCookie('sbjs_current', jar) ?? encode(typein()));
  setCookie('sbjs_current', current, life);
  if (!hadFirst) setCookie('sbjs_first', current, life);

  const udata = decode(getCookie('sbjs_udata', jar));
  const visits = count(udata.vst) + (sessionAlive && udata.vst ? 0 : 1);
  setCookie('sbjs_udata', encode({ vst: String(visits), uip: NONE, uag: visit.userAgent }), life);

  const pages = sessionAlive ? count(decode(getCookie('sbjs_session', jar)).pgs) + 1 : 1;
  // Re-set on every page: the session ends after `session` minutes without a page view.
  setCookie('sbjs_session', encode({ pgs: String(pages), cpg: visit.href }), { minutes: params.session });
  return readTracking();
}

/** What the sbjs cookies hold now (empty objects when there are none). */
export function readTracking(): SbjsData {
  const jar = document.cookie;
  return Object.fromEntries(GROUPS.map((group) => [group, decode(getCookie(`sbjs_${group}`, jar))])) as SbjsData;
}

export function deleteTrackingCookies(): void {
  for (const name of [...SBJS_COOKIES, 'sbjs_promo']) deleteCookie(name);
}
