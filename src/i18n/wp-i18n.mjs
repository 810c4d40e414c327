// What `@wordpress/i18n` is in the bundle (build.mjs aliases it here): the same API
// without the package's default instance, which pulls in @wordpress/hooks (~1.3 KB gzip
// in the eager JavaScript) for filters nothing in islas registers. One instance, shared by
// every chunk, so translations added by one island serve all. Unit tests use the real
// package; the behaviour is the same.
import { createI18n } from '@wordpress/i18n/build-module/create-i18n.mjs';
import { sprintf } from '@wordpress/i18n/build-module/sprintf.mjs';

const i18n = createI18n();

export const __ = i18n.__.bind(i18n);
export const _x = i18n._x.bind(i18n);
export const _n = i18n._n.bind(i18n);
export const _nx = i18n._nx.bind(i18n);
export const setLocaleData = i18n.setLocaleData.bind(i18n);
export const resetLocaleData = i18n.resetLocaleData.bind(i18n);
export const getLocaleData = i18n.getLocaleData.bind(i18n);
export const hasTranslation = i18n.hasTranslation.bind(i18n);
export const isRTL = i18n.isRTL.bind(i18n);
export const subscribe = i18n.subscribe.bind(i18n);
export { createI18n, sprintf };
export default i18n;
