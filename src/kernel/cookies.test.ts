import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, recordCookieWrites } from '../../tests/unit/helpers/dom';
import { cookieMinutes, DEFAULT_COOKIE_MONTHS, deleteCookie, getCookie, setCookie } from './cookies';

describe('cookie helper', () => {
  afterEach(() => clearCookies());

  it('gives cookies 6 months by default, 30-day months in whole minutes', () => {
    expect(DEFAULT_COOKIE_MONTHS).toBe(6);
    expect(cookieMinutes()).toBe(6 * 30 * 24 * 60);
    expect(cookieMinutes({ months: 1 })).toBe(43_200);
    expect(cookieMinutes({ minutes: 30 })).toBe(30);
  });

  it('makes a session cookie for a lifetime under a minute (WooCommerce 0.00001 months) or session: true', () => {
    expect(cookieMinutes({ months: 0.00001 })).toBeUndefined();
    expect(cookieMinutes({ session: true })).toBeUndefined();
  });

  it('writes path=/ and SameSite=Lax, an expiry only when it has a lifetime, and reads values back', () => {
    const writes = recordCookieWrites();
    setCookie('a', 'x y|||z=1');
    setCookie('b', 'hidden', { session: true });
    expect(writes[0]).toMatch(/^a=x%20y%7C%7C%7Cz%3D1; expires=.+; path=\/; SameSite=Lax$/);
    const expires = Date.parse(writes[0]!.split('expires=')[1]!.split(';')[0]!);
    expect(expires - Date.now()).toBeGreaterThan(179 * 24 * 3600_000);
    expect(writes[1]).toBe('b=hidden; path=/; SameSite=Lax');
    vi.restoreAllMocks();
    expect(getCookie('a')).toBe('x y|||z=1');
    deleteCookie('a');
    expect(getCookie('a')).toBeUndefined();
  });
});
