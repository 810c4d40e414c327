import { describe, expect, it } from 'vitest';
import { promoCode, PROMO_CODE_MAX, PROMO_CODE_MIN } from './promo-code';

describe('promo code generator', () => {
  it('draws from 100000 to 999999 by default, both ends included', () => {
    expect([PROMO_CODE_MIN, PROMO_CODE_MAX]).toEqual([100_000, 999_999]);
    expect(promoCode(undefined, undefined, () => 0)).toBe('100000');
    expect(promoCode(undefined, undefined, () => 0.999_999_999)).toBe('999999');
    for (let i = 0; i < 200; i += 1) {
      const code = Number(promoCode());
      expect(code).toBeGreaterThanOrEqual(100_000);
      expect(code).toBeLessThanOrEqual(999_999);
    }
  });

  it('takes another range', () => {
    expect(promoCode(10, 20, () => 0.5)).toBe('15');
  });
});
