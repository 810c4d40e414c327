/** Promo codes are whole numbers drawn from this range by default (SPEC §9). */
export const PROMO_CODE_MIN = 100_000;
export const PROMO_CODE_MAX = 999_999;

/** A random promo code between `min` and `max`, both included. */
export function promoCode(min = PROMO_CODE_MIN, max = PROMO_CODE_MAX, random: () => number = Math.random): string {
  return String(Math.floor(random() * (max - min + 1)) + min);
}
