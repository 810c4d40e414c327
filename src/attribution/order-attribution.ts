/**
 * Order attribution, as WooCommerce's order-attribution.js does it: every page view is
 * tracked (sourcebuster's sbjs_* cookies), and the checkout and registration forms carry
 * the visit in sixteen hidden `wc_order_attribution_*` inputs inside
 * `<wc-order-attribution-inputs>`. `wc_order_attribution.setOrderTracking(false)` (a
 * consent tool's switch) deletes every tracking cookie and empties the inputs; `true`
 * starts tracking again. It runs on load with the server's `allowTracking`.
 */
import { isRecord, Reader } from '../config';
import { deleteTrackingCookies, readTracking, trackPageView, type SbjsData, type TrackingParams } from './sourcebuster';

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
  allowTracking: boolean;
  fields: Record<string, string>;
}

/** Reads `wc_order_attribution` {params, fields}; every value falls back to WooCommerce's. */
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
    allowTracking: params.flag('params.allowTracking', true),
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

export function fillInputs(root: ParentNode, values: Record<string, string>, prefix: string): void {
  for (const host of root.querySelectorAll(ATTRIBUTION_ELEMENT)) fillHost(host, values, prefix);
}

export interface OrderAttribution {
  setOrderTracking(allow: boolean): void;
  /** The values the inputs carry now. */
  values(): Record<string, string>;
}

export function createOrderAttribution(settings: AttributionSettings, visit = currentVisit): OrderAttribution {
  let values = attributionValues(undefined, settings.fields);
  const update = (): void => fillInputs(document, values, settings.prefix);
  return {
    setOrderTracking(allow) {
      if (allow) {
        values = attributionValues(trackPageView(visit(), settings), settings.fields);
      } else {
        deleteTrackingCookies();
        values = attributionValues(undefined, settings.fields);
      }
      update();
    },
    values: () => ({ ...values }),
  };
}

function currentVisit() {
  return { href: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() };
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

interface AttributionGlobal {
  setOrderTracking?: (allow: boolean) => void;
}

/** The lazy enhancer: tracks this page view and exposes setOrderTracking where WooCommerce does. */
export function enhance(): void {
  const global = (window as { wc_order_attribution?: unknown }).wc_order_attribution;
  const settings = readAttributionSettings(global);
  const attribution = createOrderAttribution(settings);
  if (isRecord(global)) (global as AttributionGlobal).setOrderTracking = (allow) => attribution.setOrderTracking(Boolean(allow));
  attribution.setOrderTracking(settings.allowTracking);
  defineElement(attribution, settings.prefix);
}

export { readTracking };
