/**
 * The cookie helper: islas's cookies always have path `/` and SameSite=Lax. Lifetimes are
 * in months as sourcebuster counts them: 30-day months turned into whole minutes, so a
 * lifetime under a minute (WooCommerce's 0.00001 months) gives a session cookie, as it
 * does there. Without a lifetime a cookie lives 6 months.
 */
export const DEFAULT_COOKIE_MONTHS = 6;
const MINUTES_PER_MONTH = 30 * 24 * 60;

export interface CookieOptions {
  /** Lifetime in months (default 6). */
  months?: number;
  /** Lifetime in minutes; wins over `months`. */
  minutes?: number;
  /** A session cookie (no expiry); wins over both. */
  session?: boolean;
}

/** The lifetime in minutes a cookie gets, or undefined for a session cookie. */
export function cookieMinutes(options: CookieOptions = {}): number | undefined {
  if (options.session) return undefined;
  const minutes = Math.trunc(options.minutes ?? (options.months ?? DEFAULT_COOKIE_MONTHS) * MINUTES_PER_MONTH);
  return minutes > 0 ? minutes : undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const minutes = cookieMinutes(options);
  const expires = minutes === undefined ? '' : `; expires=${new Date(Date.now() + minutes * 60_000).toUTCString()}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`;
}

/**
 * `jar`: a `document.cookie` read earlier. Each read of `document.cookie` after a write asks
 * the browser's cookie store again, synchronously, so code that reads several cookies
 * between writes reads the jar once and passes it.
 */
export function getCookie(name: string, jar = document.cookie): string | undefined {
  for (const part of jar.split(';')) {
    const at = part.indexOf('=');
    if (at > -1 && part.slice(0, at).trim() === name) {
      const raw = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
