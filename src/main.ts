/**
 * The islas entry, and the only module with side effects: it starts islas on the page
 * (src/start/) and exports the public API, as `window.islas` is too.
 */
import { startIslas } from './start/start';

export const islas = startIslas();
