/**
 * The address fields' rules as WooCommerce's country-select.js and address-i18n.js apply
 * them, without the DOM: which kind of state field a country takes, and what the locale
 * says about each field (label, placeholder, required, hidden, priority, classes).
 */

/** `wc_country_select_params.countries` parsed: country → {code: name} (or [] for none). */
export type States = Record<string, unknown>;

/** One field's rules in `wc_address_i18n_params.locale`. */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
}

export type Locale = Record<string, Record<string, FieldLocale> | undefined>;

/**
 * The params print these as JSON strings (WordPress may leave `&quot;` in them). Absent
 * or malformed (then with one warning): undefined, and that part of the fields stays as
 * the server printed it.
 */
export function parseJsonParam(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(String(value).replace(/&quot;/g, '"'));
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // Warned below.
  }
  console.warn(`[islas] ${name} is not a JSON object; the address fields stay as printed.`);
  return undefined;
}

export type StateField = { kind: 'text' } | { kind: 'hidden' } | { kind: 'select'; options: [string, string][] };

/**
 * A country absent from the list takes a free text state; one listed with no states
 * (an empty object or array) a hidden one; otherwise a select of its states.
 */
export function stateFieldFor(states: States, country: string): StateField {
  const list = states[country];
  if (!list || typeof list !== 'object') return { kind: 'text' };
  const options = Object.entries(list as Record<string, unknown>).map(([code, name]): [string, string] => [code, String(name)]);
  return options.length ? { kind: 'select', options } : { kind: 'hidden' };
}

/** The locale of `key` for `country`: the default's rules overridden by the country's. */
export function fieldLocale(locale: Locale, country: string, key: string): FieldLocale {
  return { ...locale.default?.[key], ...(locale[country] ?? locale.default)?.[key] };
}

/**
 * Whether the field ends up required. A hidden field never is. The phone's requirement
 * is the store's setting, not the country's: what the server printed (`printedRequired`).
 */
export function isRequired(key: string, rules: FieldLocale, printedRequired: boolean): boolean {
  return !rules.hidden && (key === 'phone' ? printedRequired : !!rules.required);
}

/**
 * The order of rows by priority (a row without one follows the previous row), stable
 * for equal priorities. Returns indexes into `priorities`.
 */
export function orderByPriority(priorities: (number | undefined)[]): number[] {
  let last = 0;
  const filled = priorities.map((priority) => (last = priority || last + 1));
  return filled.map((_, index) => index).sort((a, b) => filled[a]! - filled[b]! || a - b);
}
