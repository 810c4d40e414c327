/**
 * Order attribution at load. WooCommerce's order-attribution.js tracks every page view as
 * the page loads, so that each one counts for the visit. islas writes this page view into
 * a journal cookie instead (a few hundred bytes of code), and the tracking itself
 * (sourcebuster's cookies and the hidden inputs: order-attribution.ts) comes with the
 * shopper's first input and replays every view the journal holds, as it happened. A view
 * whose page was left at once still counts, whichever tab replays it; until the inputs
 * are filled, forms that carry them hold their clicks (a submit button, or Enter in a field).
 */
import { isRecord, Reader, type Source } from '../../kernel/config';
import { deleteCookie, getCookie, setCookie } from '../../kernel/cookies';
import { holdClicks, onFirstInput } from '../../kernel/triggers';
import type { PageView } from './sourcebuster';

export const JOURNAL_COOKIE = 'islas_sbjs_views';
/** A cookie holds about 4 KB; a view the journal has no room for is tracked at the page's first input. */
const MAX_LENGTH = 3000;

/**
 * Adds a view to the journal found in `jar` (a JSON list of `[time, alive, href, referrer]`,
 * oldest first: order-attribution.ts reads it), with whether `sbjs_session` was in the jar;
 * returns whether it was written.
 */
export function recordView(view: PageView, jar = document.cookie): boolean {
  const journal = getCookie(JOURNAL_COOKIE, jar);
  const alive = getCookie('sbjs_session', jar) !== undefined;
  const entry = JSON.stringify([view.time, alive ? 1 : 0, view.href, view.referrer]);
  const value = journal?.startsWith('[') ? `${journal.slice(0, -1)},${entry}]` : `[${entry}]`;
  if (encodeURIComponent(value).length > MAX_LENGTH) return false;
  setCookie(JOURNAL_COOKIE, value, { session: true });
  return true;
}

/** The journal as it is now (undefined when empty), emptied. */
export function takeJournal(): string | undefined {
  const journal = getCookie(JOURNAL_COOKIE);
  if (journal !== undefined) deleteCookie(JOURNAL_COOKIE);
  return journal;
}

export interface TrackingStart {
  /** `wc_order_attribution`, when the page has it. */
  global: Source | undefined;
  /** Whether tracking is allowed now (the server's allowTracking, or a consent tool's later call). */
  allow(): boolean;
  /** Whether this page view is in the journal. */
  recorded: boolean;
  takeJournal(): string | undefined;
}

export interface TrackingModule {
  start(options: TrackingStart): void;
}

type AttributionGlobal = Source & { setOrderTracking?: (allow: unknown) => void };

/** Records this page view and starts tracking at the first input; `loadTracking` brings the tracking code (first-input chunk). */
export function enhance(root: Document, loadTracking: () => Promise<TrackingModule>): void {
  const win = root.defaultView ?? window;
  const declared = (win as { wc_order_attribution?: unknown }).wc_order_attribution;
  const global = isRecord(declared) ? (declared as AttributionGlobal) : undefined;
  let allowed = new Reader('wc_order_attribution', global, console.warn).flag('params.allowTracking', true);
  const recorded = allowed && recordView({ href: win.location.href, referrer: root.referrer, time: Date.now() }, root.cookie);

  let filled!: () => void;
  const ready = new Promise<void>((resolve) => (filled = resolve));
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    loadTracking()
      .then((tracking) => tracking.start({ global, allow: () => allowed, recorded, takeJournal }))
      .catch((error: unknown) => console.error('[islas] order attribution could not be loaded.', error))
      .finally(filled);
  };
  // A consent tool may switch tracking before the first input: the switch brings it.
  if (global) {
    global.setOrderTracking = (allow: unknown) => {
      allowed = Boolean(allow);
      start();
    };
  }
  // Clicks held in these forms are played once the inputs are filled (or their code failed to load).
  const forms = [...root.querySelectorAll('wc-order-attribution-inputs')].flatMap((inputs) => inputs.closest('form') ?? []);
  for (const form of forms) holdClicks(form, ready, root);
  // A payment gateway's $form.trigger('submit') passes no click: with jQuery, such a form gets its inputs at once.
  if (forms.length && typeof (win as { jQuery?: unknown }).jQuery === 'function') start();
  else onFirstInput(start, win);
}
