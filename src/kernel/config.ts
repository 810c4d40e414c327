/**
 * Typed, validated reading of the configuration the server prints: the standard
 * WooCommerce / Flatsome globals, so islas is a drop-in. Nothing here is required:
 * every missing or malformed value falls back to a documented default with one console
 * warning naming the field. Reading config never throws.
 */
import { safeUrl } from '../dom/url-guard';

export interface IslasConfig {
  /** admin-ajax.php address (`wc_add_to_cart_params.ajax_url`, `flatsomeVars.ajaxurl`). */
  ajaxUrl: string;
  /** wc-ajax address template with `%%endpoint%%` (`wc_add_to_cart_params.wc_ajax_url`). */
  wcAjaxUrl: string;
  /** Full cart address (`wc_add_to_cart_params.cart_url`). */
  cartUrl: string;
  /** True on the cart page (`wc_add_to_cart_params.is_cart` "1"). */
  isCart: boolean;
  /** Go to the cart after an add (`cart_redirect_after_add` "yes", with a usable `cart_url`); off by default. */
  cartRedirectAfterAdd: boolean;
  /** Label of the link appended after an added button (`i18n_view_cart`). */
  viewCartLabel: string;
  /** sessionStorage key of the cached fragments (`wc_cart_fragments_params.fragment_name`). */
  fragmentName: string;
  /** storage key of the cart hash (`wc_cart_fragments_params.cart_hash_key`). */
  cartHashKey: string;
  /** Time-out of a fragments refresh in ms (`request_timeout`, 5000). */
  refreshTimeout: number;
  /** Open the mini cart after an add (`flatsomeVars.is_mini_cart_reveal` "1"). */
  miniCartReveal: boolean;
  /** Height of the stuck header in px (`flatsomeVars.sticky_height`, 70). */
  stickyHeight: number;
  /** Search suggestion delay in ms (`flatsomeVars.options.search_result_latency`, 0). */
  searchLatency: number;
  /**
   * Flatsome's live search is on (`flatsomeVars.options.live_search`, printed by islas; on
   * where absent, Flatsome's default): off, its Ajax action does not exist.
   */
  liveSearch: boolean;
  /** The visitor can edit pages (`flatsomeVars.user.can_edit_pages`). */
  canEditPages: boolean;
  /** REST root, the site's /wp-json/ (`wpApiSettings.root`). */
  restRoot: string;
  /** REST nonce (`wpApiSettings.nonce`). */
  restNonce: string;
  /**
   * Stock script handles the server kept on this page because another enqueued script
   * depends on them (`islas_params.kept_scripts`, printed by islas-enqueue.php): islas does
   * not run its own replacement of what they do, so nothing runs twice.
   */
  keptScripts: readonly string[];
}

export type Source = Record<string, unknown>;
type Warn = (message: string) => void;

const origin = (): string =>
  typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '';

export function defaultConfig(): IslasConfig {
  const site = origin();
  return {
    ajaxUrl: `${site}/wp-admin/admin-ajax.php`,
    wcAjaxUrl: `${site}/?wc-ajax=%%endpoint%%`,
    cartUrl: `${site}/carrito/`,
    isCart: false,
    cartRedirectAfterAdd: false,
    viewCartLabel: 'Ver carrito',
    fragmentName: 'wc_fragments',
    cartHashKey: 'wc_cart_hash',
    refreshTimeout: 5000,
    miniCartReveal: true,
    stickyHeight: 70,
    searchLatency: 0,
    liveSearch: true,
    canEditPages: false,
    restRoot: `${site}/wp-json/`,
    restNonce: '',
    keptScripts: [],
  };
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
}

export function isRecord(value: unknown): value is Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads typed fields from one global, warning once per malformed field. */
export class Reader {
  constructor(
    private readonly globalName: string,
    private readonly source: Source | undefined,
    private readonly warn: Warn,
  ) {}

  raw(path: string): unknown {
    let node: unknown = this.source;
    for (const key of path.split('.')) {
      if (!isRecord(node)) return undefined;
      node = node[key];
    }
    return node;
  }

  bad(path: string, expected: string, value: unknown, using = 'the default'): void {
    this.warn(`[islas] ${this.globalName}.${path} should be ${expected}, got ${describe(value)}; using ${using}.`);
  }

  string(path: string, fallback: string): string {
    const value = this.raw(path);
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    this.bad(path, 'a string', value);
    return fallback;
  }

  /** An address on this site (url-guard.ts), absolute; a `javascript:` or off-site one warns and falls back. */
  url(path: string, fallback: string): string {
    const value = this.string(path, fallback);
    if (value === fallback) return fallback;
    const url = safeUrl(value);
    if (!url) this.bad(path, 'an address on this site', value);
    return url ?? fallback;
  }

  /** wp_localize_script makes booleans "1"/"" and options "yes"/"no"; accept all forms. */
  flag(path: string, fallback: boolean): boolean {
    const value = this.raw(path);
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'yes' || value === 'true') return true;
    if (value === 0 || value === '0' || value === '' || value === 'no' || value === 'false') return false;
    this.bad(path, 'a flag ("1", "", "yes", "no", true or false)', value);
    return fallback;
  }

  strings(path: string, fallback: readonly string[]): readonly string[] {
    const value = this.raw(path);
    if (value === undefined || value === null) return fallback;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    this.bad(path, 'a list of strings', value);
    return fallback;
  }

  /**
   * A number from `min` to `max`: one outside is clamped to the nearer end (a time-out of
   * 1e308 ms, which timers cannot hold, becomes 60 s, not an instant failure), with one
   * warning; anything that is not a non-negative number takes the default.
   */
  number(path: string, fallback: number, min = 0, max = Infinity): number {
    const value = this.raw(path);
    if (value === undefined || value === null || value === '') return fallback;
    const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (!(parsed >= 0 && parsed < Infinity)) {
      this.bad(path, 'a non-negative number', value);
      return fallback;
    }
    const clamped = Math.min(max, Math.max(min, parsed));
    if (clamped !== parsed) this.bad(path, `from ${min} to ${max}`, value, String(clamped));
    return clamped;
  }
}

const readers = [
  'wc_add_to_cart_params',
  'woocommerce_params',
  'wc_cart_fragments_params',
  'flatsomeVars',
  'wpApiSettings',
  'islas_params',
] as const;

/** Reads the config from `win` (the page's globals). */
export function readConfig(win: object = globalThis, warn: Warn = console.warn): IslasConfig {
  const globals = win as Record<string, unknown>;
  const reader = {} as Record<(typeof readers)[number], Reader>;
  for (const name of readers) {
    const value = globals[name];
    if (value !== undefined && !isRecord(value)) {
      warn(`[islas] ${name} should be an object, got ${typeof value}; using the defaults.`);
    }
    reader[name] = new Reader(name, isRecord(value) ? value : undefined, warn);
  }
  const cart = reader.wc_add_to_cart_params;
  const wc = reader.woocommerce_params;
  const fragments = reader.wc_cart_fragments_params;
  const flatsome = reader.flatsomeVars;
  const rest = reader.wpApiSettings;
  const base = defaultConfig();

  const ajaxUrl = cart.url('ajax_url', wc.url('ajax_url', flatsome.url('ajaxurl', base.ajaxUrl)));
  // '' when the page gave no usable cart address: then no redirect to a guessed one either.
  const cartUrl = cart.url('cart_url', '');
  return {
    ajaxUrl,
    wcAjaxUrl: cart.url('wc_ajax_url', wc.url('wc_ajax_url', fragments.url('wc_ajax_url', base.wcAjaxUrl))),
    cartUrl: cartUrl || base.cartUrl,
    isCart: cart.flag('is_cart', base.isCart),
    cartRedirectAfterAdd: cart.flag('cart_redirect_after_add', base.cartRedirectAfterAdd) && !!cartUrl,
    viewCartLabel: cart.string('i18n_view_cart', base.viewCartLabel),
    fragmentName: fragments.string('fragment_name', base.fragmentName),
    cartHashKey: fragments.string('cart_hash_key', base.cartHashKey),
    refreshTimeout: fragments.number('request_timeout', base.refreshTimeout, 1000, 60000),
    miniCartReveal: flatsome.flag('is_mini_cart_reveal', base.miniCartReveal),
    stickyHeight: flatsome.number('sticky_height', base.stickyHeight, 0, 500),
    searchLatency: flatsome.number('options.search_result_latency', base.searchLatency, 0, 2000),
    liveSearch: flatsome.flag('options.live_search', base.liveSearch),
    canEditPages: flatsome.flag('user.can_edit_pages', base.canEditPages),
    restRoot: rest.url('root', base.restRoot),
    restNonce: rest.string('nonce', base.restNonce),
    keptScripts: reader.islas_params.strings('kept_scripts', base.keptScripts),
  };
}

/** Whether the server kept the stock script `handle` on this page (islas steps aside). */
export function isKept(config: IslasConfig, handle: string | readonly string[]): boolean {
  return typeof handle === 'string' ? config.keptScripts.includes(handle) : handle.some((one) => config.keptScripts.includes(one));
}

/** The wc-ajax address of one endpoint. */
export function wcAjaxEndpoint(config: IslasConfig, endpoint: string): string {
  return config.wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
