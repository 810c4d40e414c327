/**
 * Order attribution, as WooCommerce's order-attribution.js does it: every page view is
 * tracked (sourcebuster's sbjs_* cookies), and the checkout and registration forms carry
 * the visit in sixteen hidden `wc_order_attribution_*` inputs inside
 * `<wc-order-attribution-inputs>`. `wc_order_attribution.setOrderTracking(false)` (a
 * consent tool's switch) deletes every tracking cookie and empties the inputs; `true`
 * starts tracking again. This part comes with the shopper's first input (journal.ts
 * records the page views until then) and starts with the server's `allowTracking`.
 */
import { isRecord, Reader } from '../../kernel/config';
import type { TrackingStart } from './journal';
import { deleteTrackingCookies, trackPageViews, type PageView, type SbjsData, type TrackingParams } from './sourcebuster';

export const ATTRIBUTION_ELEMENT = 'wc-order-attribution-inputs';

/** Field → where its value lives in the tracking data (WooCommerce's defaults). */
export const DEFAULT_FIELDS: Record<string, string> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

export interface AttributionSettings extends TrackingParams {
  prefix: string;
  fields: Record<string, string>;
}

/**
 * Reads `wc_order_attribution` {params, fields} (allowTracking is journal.ts's); every value
 * falls back to WooCommerce's.
 */
export function readAttributionSettings(global: unknown, warn: (message: string) => void = console.warn): AttributionSettings {
  const source = isRecord(global) ? global : undefined;
  const params = new Reader('wc_order_attribution', source, warn);
  const declared = source?.fields;
  const fields: Record<string, string> = {};
  if (isRecord(declared)) {
    for (const [name, path] of Object.entries(declared)) if (typeof path === 'string') fields[name] = path;
  }
  return {
    // Months (10 years at most) and minutes (a day at most, 30 if 0).
    lifetime: params.number('params.lifetime', 0.00001, 0, 120),
    session: params.number('params.session', 30, 0, 1440) || 30,
    prefix: params.string('params.prefix', 'wc_order_attribution_'),
    fields: Object.keys(fields).length > 0 ? fields : DEFAULT_FIELDS,
  };
}

/** The input values from the tracking data: field → value ('' where nothing is known). */
export function attributionValues(data: SbjsData | undefined, fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [group, key] = path.split('.') as [keyof SbjsData, string];
    values[field] = (data && key !== undefined ? data[group]?.[key] : undefined) ?? '';
  }
  return values;
}

/** Fills (creating what is missing) the hidden inputs of one attribution element. */
function fillHost(host: Element, values: Record<string, string>, prefix: string): void {
  for (const [field, value] of Object.entries(values)) {
    const name = `${prefix}${field}`;
    // Compared, not put in a selector: a `"` in the prefix or a field name is just a character.
    let input = [...host.querySelectorAll('input')].find((el) => el.name === name);
    if (!input) {
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      host.append(input);
    }
    input.value = value;
  }
}

/**
 * WooCommerce 10.5+ prints the element at each of the checkout's hooks (up to five, so
 * that one survives whatever a theme leaves out): the first is kept, as its script does,
 * so the order carries one set of values.
 */
export function keepFirstElement(root: ParentNode): void {
  [...root.querySelectorAll(ATTRIBUTION_ELEMENT)].slice(1).forEach((host) => host.remove());
}

export function fillInputs(root: ParentNode, values: Record<string, string>, prefix: string): void {
  keepFirstElement(root);
  for (const host of root.querySelectorAll(ATTRIBUTION_ELEMENT)) fillHost(host, values, prefix);
}

export interface OrderAttribution {
  setOrderTracking(allow: boolean): void;
  /** The values the inputs carry now. */
  values(): Record<string, string>;
}

/** The views of a journal (journal.ts), oldest first; none when it is missing or damaged. */
export function parseJournal(journal: string | undefined): PageView[] {
  let entries: unknown;
  try {
    entries = JSON.parse(journal ?? '[]');
  } catch {
    return [];
  }
  return (Array.isArray(entries) ? entries : []).flatMap((entry: unknown) =>
    Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[2] === 'string' && typeof entry[3] === 'string'
      ? [{ time: entry[0], alive: entry[1] === 1, href: entry[2], referrer: entry[3] }]
      : [],
  );
}

/** The page views to track: the journal's, and this page's where the journal does not hold it. */
export type Journal = Pick<TrackingStart, 'recorded' | 'takeJournal'>;

const thisView = (): PageView => ({ href: location.href, referrer: document.referrer, time: Date.now() });

export function createOrderAttribution(settings: AttributionSettings, journal: Journal, view = thisView, userAgent = navigator.userAgent): OrderAttribution {
  let values = attributionValues(undefined, settings.fields);
  // This page's view is in the journal until the first switch takes or deletes it.
  let inJournal = journal.recorded;
  return {
    setOrderTracking(allow) {
      const views = parseJournal(journal.takeJournal());
      if (allow) {
        if (!inJournal) views.push(view());
        values = attributionValues(trackPageViews(views, settings, userAgent), settings.fields);
      } else {
        deleteTrackingCookies();
        values = attributionValues(undefined, settings.fields);
      }
      inJournal = false;
      fillInputs(document, values, settings.prefix);
    },
    values: () => ({ ...values }),
  };
}

/** Inputs printed later (a refreshed checkout) get the current values when they connect. */
function defineElement(attribution: OrderAttribution, prefix: string): void {
  if (typeof customElements === 'undefined' || customElements.get(ATTRIBUTION_ELEMENT)) return;
  customElements.define(
    ATTRIBUTION_ELEMENT,
    class extends HTMLElement {
      connectedCallback(): void {
        fillHost(this, attribution.values(), prefix);
      }
    },
  );
}

/** Tracks the journal's views and this one, and takes over setOrderTracking from journal.ts. */
export function start({ global, allow, ...journal }: TrackingStart): void {
  const settings = readAttributionSettings(global);
  const attribution = createOrderAttribution(settings, journal);
  if (global) global.setOrderTracking = (value: unknown) => attribution.setOrderTracking(Boolean(value));
  attribution.setOrderTracking(allow());
  defineElement(attribution, settings.prefix);
}
