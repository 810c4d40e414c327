/**
 * WooCommerce Analytics (Jetpack): the common properties every event carries and the
 * page's breadcrumbs, read from the `wcAnalytics` global the server prints, and an event
 * sender that queues events where Jetpack's tracker reads them (`window._wca`).
 */
import { isRecord, Reader } from './config';

export interface AnalyticsCommonProps {
  blog_id: number;
  store_id: string;
  url: string;
  woo_version: string;
  wp_version: string;
  /** 1 for a store admin; shoppers are 0. */
  store_admin: 0 | 1;
  device: string;
  store_currency: string;
  timezone: string;
  is_guest: boolean;
}

export interface Analytics {
  commonProps: AnalyticsCommonProps;
  /** e.g. ['Tienda', 'Página 2'] on page 2 of the shop. */
  breadcrumbs: string[];
}

export function readAnalytics(win: object = globalThis, warn: (message: string) => void = console.warn): Analytics {
  const global = (win as { wcAnalytics?: unknown }).wcAnalytics;
  const source = isRecord(global) ? global : undefined;
  const read = new Reader('wcAnalytics', source, warn);
  const crumbs = source?.breadcrumbs;
  if (crumbs !== undefined && !Array.isArray(crumbs)) warn('[islas] wcAnalytics.breadcrumbs should be an array; using none.');
  const narrow = typeof innerWidth === 'number' && innerWidth < 850;
  return {
    commonProps: {
      blog_id: read.number('commonProps.blog_id', 0),
      store_id: read.string('commonProps.store_id', ''),
      url: read.string('commonProps.url', typeof location === 'undefined' ? '' : location.origin),
      woo_version: read.string('commonProps.woo_version', ''),
      wp_version: read.string('commonProps.wp_version', ''),
      store_admin: read.flag('commonProps.store_admin', false) ? 1 : 0,
      device: read.string('commonProps.device', narrow ? 'mobile' : 'desktop'),
      store_currency: read.string('commonProps.store_currency', 'EUR'),
      timezone: read.string('commonProps.timezone', 'Europe/Madrid'),
      is_guest: read.flag('commonProps.is_guest', true),
    },
    breadcrumbs: Array.isArray(crumbs) ? crumbs.filter((crumb): crumb is string => typeof crumb === 'string') : [],
  };
}

export type AnalyticsEvent = { _en: string } & AnalyticsCommonProps & Record<string, unknown>;

/** An event sender: every event gets the common properties and the page's breadcrumbs. */
export function createEventSender(analytics: Analytics, send: (event: AnalyticsEvent) => void = queueForJetpack) {
  return (name: string, props: Record<string, unknown> = {}): AnalyticsEvent => {
    const event = { _en: name, ...analytics.commonProps, breadcrumbs: JSON.stringify(analytics.breadcrumbs), ...props };
    send(event);
    return event;
  };
}

function queueForJetpack(event: AnalyticsEvent): void {
  const win = window as { _wca?: { push(event: unknown): void } };
  win._wca ??= [] as unknown as { push(event: unknown): void };
  win._wca.push(event);
}
