import { describe, expect, it, vi } from 'vitest';
import { createEventSender, readAnalytics } from './analytics';

const printed = {
  wcAnalytics: {
    commonProps: {
      blog_id: 123456, store_id: 'a1b2c3', url: 'https://tienda.example.es', woo_version: '9.4.3', wp_version: '6.7.1',
      store_admin: 0, device: 'desktop', store_currency: 'EUR', timezone: 'Europe/Madrid', is_guest: 1,
    },
    breadcrumbs: ['Tienda', 'Página 2'],
  },
};

describe('analytics common properties', () => {
  it('reads every common property and the shop page 2 breadcrumbs from wcAnalytics', () => {
    const warn = vi.fn();
    const analytics = readAnalytics(printed, warn);
    expect(analytics.commonProps).toEqual({
      blog_id: 123456, store_id: 'a1b2c3', url: 'https://tienda.example.es', woo_version: '9.4.3', wp_version: '6.7.1',
      store_admin: 0, device: 'desktop', store_currency: 'EUR', timezone: 'Europe/Madrid', is_guest: true,
    });
    expect(analytics.breadcrumbs).toEqual(['Tienda', 'Página 2']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to a guest, non-admin, EUR, Europe/Madrid store without config, warning on bad fields', () => {
    const warn = vi.fn();
    const { commonProps, breadcrumbs } = readAnalytics({}, warn);
    expect(commonProps).toMatchObject({ store_admin: 0, is_guest: true, store_currency: 'EUR', timezone: 'Europe/Madrid' });
    expect(breadcrumbs).toEqual([]);
    readAnalytics({ wcAnalytics: { commonProps: { blog_id: 'x' }, breadcrumbs: 'Tienda' } }, warn);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives every event the common properties and breadcrumbs', () => {
    const sent: unknown[] = [];
    const send = createEventSender(readAnalytics(printed), (event) => sent.push(event));
    const event = send('woocommerceanalytics_product_view', { pi: 42 });
    expect(sent).toEqual([event]);
    expect(event).toMatchObject({ _en: 'woocommerceanalytics_product_view', pi: 42, blog_id: 123456, store_currency: 'EUR', is_guest: true, breadcrumbs: '["Tienda","Página 2"]' });
  });

  it('queues events for Jetpack in window._wca by default', () => {
    delete (window as { _wca?: unknown })._wca;
    createEventSender(readAnalytics(printed))('woocommerceanalytics_session_started');
    expect((window as unknown as { _wca: { _en: string }[] })._wca[0]!._en).toBe('woocommerceanalytics_session_started');
  });
});
