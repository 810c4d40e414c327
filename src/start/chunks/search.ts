/**
 * Search: the header form's live suggestions and the search overlay its submit opens
 * (SPEC §2), so the overlay is there by the time the shopper presses Enter.
 */
import './runtime';
import './input-runtime';
import './ui-runtime';

export * as liveSearch from '../../../widgets/live-search/index';
export * as searchOverlay from '../../../widgets/search-overlay/index';
