/**
 * `sprintf`, apart from the rest of `@wordpress/i18n`: only code that runs after the first
 * input formats strings, so the bundle (build.mjs) takes this import straight from the
 * package's own sprintf module, and the eager files, which have `__` only, carry none of it.
 * Unit tests get the real package.
 */
export { sprintf } from '@wordpress/i18n';
