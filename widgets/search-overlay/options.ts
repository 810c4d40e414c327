import { isRecord, Reader, type IslasConfig } from '../../src/kernel/config';

export const SORT_KEYS = ['relevance', 'newest', 'oldest', 'price_asc', 'price_desc', 'rating_desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The default first. */
export const RESULT_FORMATS = ['product', 'expanded', 'minimal'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export interface PostTypeNames {
  singular_name: string;
  name: string;
}

/**
 * Jetpack Instant Search's options (`JetpackInstantSearchOptions`, SPEC §3), typed.
 * `enableFilteringOpensOverlay` is left unread: it is about Jetpack's own filter widgets
 * outside the overlay, which this shop does not print (docs/compatibility.md, "Search overlay options").
 */
export interface SearchOptions {
  colorTheme: 'light' | 'dark';
  enableInfScroll: boolean;
  enablePostDate: boolean;
  enableSort: boolean;
  highlightColor: string;
  overlayTrigger: 'submit' | 'immediate';
  resultFormat: ResultFormat;
  showPoweredBy: boolean;
  defaultSort: SortKey;
  excludedPostTypes: string[];
  postsPerPage: number;
  siteId: number;
  locale: string;
  postTypes: Record<string, PostTypeNames>;
  isFreePlan: boolean;
  isPrivateSite: boolean;
  /** The site's /wp-json/ (falls back to `wpApiSettings.root`). */
  apiRoot: string;
  /** The REST nonce (falls back to `wpApiSettings.nonce`). */
  apiNonce: string;
}

/**
 * The plain fields and their defaults; the default's type says how the field is read: a
 * flag, a number, a string, or one of a list (the list's first value is the default).
 */
const FIELDS = {
  colorTheme: ['light', 'dark'],
  enableInfScroll: true,
  enablePostDate: false,
  enableSort: true,
  highlightColor: '#FFC',
  overlayTrigger: ['submit', 'immediate'],
  resultFormat: RESULT_FORMATS,
  showPoweredBy: true,
  defaultSort: SORT_KEYS,
  postsPerPage: 20,
  siteId: 0,
  locale: 'es-ES',
  isFreePlan: true,
  isPrivateSite: false,
} as const;

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

export function defaultSearchOptions(config: Pick<IslasConfig, 'restRoot' | 'restNonce'>): SearchOptions {
  const options: Record<string, unknown> = { excludedPostTypes: [], postTypes: {}, apiRoot: config.restRoot, apiNonce: config.restNonce };
  for (const [key, value] of Object.entries(FIELDS)) options[key] = Array.isArray(value) ? value[0] : value;
  return options as unknown as SearchOptions;
}

const NAME = 'JetpackInstantSearchOptions';

/**
 * Reads `JetpackInstantSearchOptions` from the page: every missing value takes its default,
 * every malformed one its default and one console warning naming the field. Never throws.
 */
export function readSearchOptions(
  config: Pick<IslasConfig, 'restRoot' | 'restNonce'>,
  win: object = globalThis,
  warn: (message: string) => void = console.warn,
): SearchOptions {
  const options = defaultSearchOptions(config);
  const value = (win as Record<string, unknown>)[NAME];
  if (value !== undefined && !isRecord(value)) {
    warn(`[islas] ${NAME} should be an object, got ${typeof value}; using the defaults.`);
  }
  const read = new Reader(NAME, isRecord(value) ? value : undefined, warn);
  const fields = options as unknown as Record<string, unknown>;

  for (const [key, fallback] of Object.entries(FIELDS)) {
    if (typeof fallback === 'boolean') fields[key] = read.flag(key, fallback);
    else if (typeof fallback === 'number') fields[key] = read.number(key, fallback);
    else if (typeof fallback === 'string') fields[key] = read.string(key, fallback);
    else {
      const raw = read.string(key, fallback[0]);
      if ((fallback as readonly string[]).includes(raw)) fields[key] = raw;
      else read.bad(key, `one of ${fallback.join(', ')}`, raw);
    }
  }
  const perPage = options.postsPerPage;
  options.postsPerPage = perPage >= 1 ? Math.min(Math.floor(perPage), 100) : 20;

  // PHP prints an empty or numbered array as an object sometimes.
  const excluded = read.raw('excludedPostTypes') ?? [];
  const list = Array.isArray(excluded) ? excluded : isRecord(excluded) ? Object.values(excluded) : undefined;
  if (list?.every((item) => typeof item === 'string')) options.excludedPostTypes = list;
  else read.bad('excludedPostTypes', 'a list of strings', excluded);

  const types = read.raw('postTypes') ?? {};
  if (isRecord(types)) {
    for (const [key, names] of Object.entries(types)) {
      if (isRecord(names) && typeof names.name === 'string') {
        options.postTypes[key] = { name: names.name, singular_name: typeof names.singular_name === 'string' ? names.singular_name : names.name };
      } else {
        read.bad(`postTypes.${key}`, 'an object with name and singular_name', names);
      }
    }
  } else read.bad('postTypes', 'an object', types);

  const root = read.url('apiRoot', options.apiRoot);
  options.apiRoot = root.endsWith('/') || root.includes('?') ? root : `${root}/`;
  options.apiNonce = read.string('apiNonce', options.apiNonce);
  return options;
}

/** The post types a shopper can filter by: `postTypes` minus `excludedPostTypes`. */
export function filterablePostTypes(options: Pick<SearchOptions, 'postTypes' | 'excludedPostTypes'>): [string, PostTypeNames][] {
  return Object.entries(options.postTypes).filter(([key]) => !options.excludedPostTypes.includes(key));
}
