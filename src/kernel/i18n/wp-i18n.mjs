// What `@wordpress/i18n` is in the bundle (build.mjs aliases it here): the same API
// without the package's default instance, which pulls in @wordpress/hooks (~1.3 KB gzip
// in the eager JavaScript) for filters nothing in islas registers, and without its
// createI18n wrapper, whose every call runs those filters (~0.4 KB gzip more): the
// functions below are createI18n's with no hooks, over the same Tannin it uses. One
// instance, shared by every chunk, so translations added by one island serve all. Unit
// tests use the real package; the behaviour is the same. sprintf is not here: code that
// formats imports it from ./sprintf.ts (only code that runs after an input does).
import Tannin from 'tannin';

const tannin = new Tannin({});
const listeners = new Set();

/** Merges `data` into `domain`, with English plurals until the data says otherwise. */
function merge(data, domain = 'default') {
  const merged = { ...tannin.data[domain], ...data };
  merged[''] = { plural_forms: (n) => (n === 1 ? 0 : 1), ...merged[''] };
  tannin.data[domain] = merged;
  delete tannin.pluralForms[domain];
}

function translate(domain = 'default', context, single, plural, number) {
  if (!tannin.data[domain]) merge(undefined, domain);
  return tannin.dcnpgettext(domain, context, single, plural, number);
}

export const getLocaleData = (domain = 'default') => tannin.data[domain];
export const setLocaleData = (data, domain) => {
  merge(data, domain);
  listeners.forEach((listener) => listener());
};
export const resetLocaleData = (data, domain) => {
  tannin.data = {};
  tannin.pluralForms = {};
  setLocaleData(data, domain);
};
export const subscribe = (callback) => {
  listeners.add(callback);
  return () => listeners.delete(callback);
};
export const __ = (text, domain) => translate(domain, undefined, text);
export const _x = (text, context, domain) => translate(domain, context, text);
export const _n = (single, plural, number, domain) => translate(domain, undefined, single, plural, number);
export const _nx = (single, plural, number, context, domain) => translate(domain, context, single, plural, number);
export const isRTL = () => _x('ltr', 'text direction') === 'rtl';
export const hasTranslation = (single, context, domain) =>
  !!tannin.data[domain ?? 'default']?.[context ? context + '\u0004' + single : single];
export { createI18n } from '@wordpress/i18n/build-module/create-i18n.mjs';
export default { __, _x, _n, _nx, setLocaleData, resetLocaleData, getLocaleData, hasTranslation, isRTL, subscribe };
