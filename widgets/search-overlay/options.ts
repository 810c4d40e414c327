import { isRecord, Reader, type IslasConfig } from '../../src/config';

export const SORT_KEYS = ['relevance', 'newest', 'oldest', 'price_asc', 'price_desc', 'rating_desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const RESULT_FORMATS = ['expanded', 'minimal', 'product'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export interface PostTypeNames {
  singular_name: string;
  name: string;
}

/** Jetpack Instant Search's options (`JetpackInstantSearchOptions`, SPEC §3), typed. */
export interface SearchOptions {
  colorTheme: 'light' | 'dark';
  enableInfScroll: boolean;
  enableFilteringOpensOverlay: boolean;
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

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

export function defaultSearchOptions(config: Pick<IslasConfig, 'restRoot' | 'restNonce'>): SearchOptions {
  return {
    colorTheme: 'light',
    enableInfScroll: true,
    enableFilteringOpensOverlay: true,
    enablePostDate: false,
    enableSort: true,
    highlightColor: '#FFC',
    overlayTrigger: 'submit',
    resultFormat: 'product',
    showPoweredBy: true,
    defaultSort: 'relevance',
    excludedPostTypes: [],
    postsPerPage: 20,
    siteId: 0,
    locale: 'es-ES',
    postTypes: {},
    isFreePlan: true,
    isPrivateSite: false,
    apiRoot: config.restRoot,
    apiNonce: config.restNonce,
  };
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
  const base = defaultSearchOptions(config);
  const value = (win as Record<string, unknown>)[NAME];
  if (value !== undefined && !isRecord(value)) {
    warn(`[islas] ${NAME} should be an object, got ${typeof value}; using the defaults.`);
  }
  const read = new Reader(NAME, isRecord(value) ? value : undefined, warn);

  const oneOf = <T extends string>(path: string, allowed: readonly T[], fallback: T): T => {
    const raw = read.string(path, fallback);
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    read.bad(path, `one of ${allowed.join(', ')}`, raw);
    return fallback;
  };
  const strings = (path: string): string[] => {
    const raw = read.raw(path);
    if (raw === undefined || raw === null) return [];
    // PHP prints an empty or numbered array as an object sometimes.
    const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : undefined;
    if (list && list.every((item) => typeof item === 'string')) return list as string[];
    read.bad(path, 'a list of strings', raw);
    return [];
  };
  const postTypes = (): Record<string, PostTypeNames> => {
    const raw = read.raw('postTypes');
    if (raw === undefined || raw === null) return base.postTypes;
    if (!isRecord(raw)) {
      read.bad('postTypes', 'an object', raw);
      return base.postTypes;
    }
    const types: Record<string, PostTypeNames> = {};
    for (const [key, names] of Object.entries(raw)) {
      if (isRecord(names) && typeof names.name === 'string') {
        types[key] = { name: names.name, singular_name: typeof names.singular_name === 'string' ? names.singular_name : names.name };
      } else {
        read.bad(`postTypes.${key}`, 'an object with name and singular_name', names);
      }
    }
    return types;
  };
  const perPage = read.number('postsPerPage', base.postsPerPage);
  const root = read.url('apiRoot', base.apiRoot);

  return {
    colorTheme: oneOf('colorTheme', ['light', 'dark'], base.colorTheme),
    enableInfScroll: read.flag('enableInfScroll', base.enableInfScroll),
    enableFilteringOpensOverlay: read.flag('enableFilteringOpensOverlay', base.enableFilteringOpensOverlay),
    enablePostDate: read.flag('enablePostDate', base.enablePostDate),
    enableSort: read.flag('enableSort', base.enableSort),
    highlightColor: read.string('highlightColor', base.highlightColor),
    overlayTrigger: oneOf('overlayTrigger', ['submit', 'immediate'], base.overlayTrigger),
    resultFormat: oneOf('resultFormat', RESULT_FORMATS, base.resultFormat),
    showPoweredBy: read.flag('showPoweredBy', base.showPoweredBy),
    defaultSort: oneOf('defaultSort', SORT_KEYS, base.defaultSort),
    excludedPostTypes: strings('excludedPostTypes'),
    postsPerPage: perPage >= 1 ? Math.min(Math.floor(perPage), 100) : base.postsPerPage,
    siteId: read.number('siteId', base.siteId),
    locale: read.string('locale', base.locale),
    postTypes: postTypes(),
    isFreePlan: read.flag('isFreePlan', base.isFreePlan),
    isPrivateSite: read.flag('isPrivateSite', base.isPrivateSite),
    apiRoot: root.endsWith('/') || root.includes('?') ? root : `${root}/`,
    apiNonce: read.string('apiNonce', base.apiNonce),
  };
}

/** The post types a shopper can filter by: `postTypes` minus `excludedPostTypes`. */
export function filterablePostTypes(options: Pick<SearchOptions, 'postTypes' | 'excludedPostTypes'>): [string, PostTypeNames][] {
  return Object.entries(options.postTypes).filter(([key]) => !options.excludedPostTypes.includes(key));
}
