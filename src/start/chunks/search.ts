/**
 * Search: the header form's live suggestions and the search overlay its submit opens
 * (SPEC §2), so the overlay is there by the time the shopper presses Enter.
 *
 * Each export is an object of what callers use (the table of parts, the page context's
 * loaders), not the module's namespace: a namespace would ship every export's name and
 * getter in the chunk.
 */
import './runtime';
import './input-runtime';
import './ui-runtime';

import { mount as mountLiveSearch } from '../../../widgets/live-search/index';
import { arm, mount as mountSearchOverlay, openSearch } from '../../../widgets/search-overlay/index';

export const liveSearch = { mount: mountLiveSearch };
export const searchOverlay = { arm, mount: mountSearchOverlay, openSearch };
