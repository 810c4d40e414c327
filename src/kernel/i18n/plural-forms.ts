/**
 * What `@tannin/plural-forms` is in the bundle (build.mjs aliases Tannin's import here).
 * Tannin turns a locale's `plural_forms` expression into a function the first time a
 * plural is asked for. The package that can parse any C expression is ~0.5 KB gzip that
 * every page would load before any input, for the one rule islas's translations use:
 * Spanish's `n != 1` (es_ES.ts), which English, German, Italian… share. islas's Tannin
 * is its own (nothing outside can hand it locale data), so no other rule reaches it; if
 * a translation added to islas brings one, it answers by `n != 1` and says so (once per
 * text domain: Tannin keeps the function).
 */
export type PluralForm = (n: number) => number;

const otherThanOne: PluralForm = (n) => +(n != 1);

/** `n != 1`, as gettext headers write it (`n != 1`, `(n != 1)`, `n!=1`). */
export function isOtherThanOne(expression: string): boolean {
  return /^\(?n!=1\)?$/.test(expression.replace(/\s+/g, ''));
}

export default function pluralForms(expression: string): PluralForm {
  if (!isOtherThanOne(expression)) {
    // The message names no file (bytes before any input): this is the module to add one in.
    console.warn(`[islas] the plural rule "${expression}" is not built in; using n != 1.`);
  }
  return otherThanOne;
}
