/**
 * What the chunks that run after the shopper's first input share, as one chunk (see
 * runtime.ts for why one): announcements, safe HTML, the site's REST client (search
 * overlay, coming-soon banner) and the UI store. No page needs them before an input, so
 * they stay out of the eager runtime; every chunk module but page-start and the jQuery
 * bridge imports this file. Nothing here has side effects. The focus trap is here, not
 * with the React islands' runtime, since the off-canvas panels (no React) trap focus too.
 */
import '../../dom/announce';
import '../../dom/focus';
import '../../http/rest';
import '../../http/errors/rest-error';
import '../../dom/safe-html';
import '../../stores/ui';
import '../../kernel/i18n/sprintf';
