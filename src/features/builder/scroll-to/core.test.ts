import { describe, expect, it } from 'vitest';
import { easeInOutExpo, litBullets, offsetFor, scrollDuration, wantsBullet } from './core';

describe("scroll-to's rules (flatsome.js scroll-to, $.scrollTo)", () => {
  it('gives a section a bullet unless data-bullet says no', () => {
    expect(wantsBullet('true')).toBe(true);
    expect(wantsBullet('yes')).toBe(true);
    expect(wantsBullet('false')).toBe(false);
    expect(wantsBullet('')).toBe(false);
    expect(wantsBullet('0')).toBe(false);
    expect(wantsBullet(null)).toBe(false);
  });

  it('lights the bullet of the section under the header (170 px line for a 70 px header)', () => {
    expect(litBullets([500, 2000], 800, 70)).toEqual([false, false]);
    expect(litBullets([170, 2000], 800, 70)).toEqual([true, false]);
    expect(litBullets([-900, 171], 800, 70)).toEqual([true, false]);
    expect(litBullets([-900, 100], 800, 70)).toEqual([false, true]);
    // The last one stays lit while the window's bottom is below the line.
    expect(litBullets([-900, -100], 800, 70)).toEqual([false, true]);
  });

  it("stops below the header, or at the section's own offset (plus the admin bar), as Flatsome reads data-offset", () => {
    expect(offsetFor(null, 32, 102)).toBe(102);
    expect(offsetFor('50', 32, 102)).toBe(82);
    expect(offsetFor('0', 0, 102)).toBe(0);
    expect(offsetFor('', 32, 102)).toBe(0);
    expect(offsetFor('mucho', 0, 102)).toBe(102);
  });

  it("eases in and out (Flatsome's fsEaseInOutExpo) over a second, at once for reduced motion or smooth CSS", () => {
    expect(easeInOutExpo(0)).toBe(0);
    expect(easeInOutExpo(0.5)).toBe(0.5);
    expect(easeInOutExpo(1)).toBe(1);
    expect(easeInOutExpo(0.1)).toBeCloseTo(Math.pow(2, -8) / 2, 10);
    expect(easeInOutExpo(0.9)).toBeCloseTo(1 - Math.pow(2, -8) / 2, 10);
    expect(scrollDuration(false, false)).toBe(1000);
    expect(scrollDuration(true, false)).toBe(0);
    expect(scrollDuration(false, true)).toBe(0);
  });
});
