import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../../../tests/unit/helpers/dom';
import type { JQueryStatic } from '../../kernel/jquery/types';
import { createFlatsomeApi, installFlatsomeApi, type FlatsomeApi } from './flatsome-api';
import { wanted } from './wanted';

/** A jQuery double with what the stand-in uses: `$(fn)` (ready), `$.fn`, `$.data`, `$.removeData`, `.each`. */
function fakeJQuery(): JQueryStatic & { ready: Array<() => void> } {
  const store = new WeakMap<Element, Record<string, unknown>>();
  const ready: Array<() => void> = [];
  const $ = ((target: unknown) => {
    if (typeof target === 'function') {
      ready.push(target as () => void);
      return undefined;
    }
    const elements = target instanceof Element ? [target] : [...(target as Element[])];
    const collection = Object.assign(Object.create($.fn), elements, { length: elements.length });
    collection.each = (callback: (this: Element, index: number, el: Element) => void) => {
      elements.forEach((el, i) => callback.call(el, i, el));
      return collection;
    };
    return collection;
  }) as unknown as JQueryStatic & { ready: Array<() => void> };
  $.fn = {};
  $.ready = ready;
  $.data = (el: Element, key: string, value?: unknown) => {
    const data = store.get(el) ?? {};
    store.set(el, data);
    if (value !== undefined) data[key] = value;
    return data[key];
  };
  $.removeData = (el: Element, key: string) => delete store.get(el)?.[key];
  return $;
}

const win = window as unknown as { Flatsome?: Partial<FlatsomeApi>; islas_params?: unknown };

describe("window.Flatsome's stand-in (inventory row 86)", () => {
  beforeEach(() => clearCookies());
  afterEach(() => {
    delete win.Flatsome;
    delete win.islas_params;
  });

  it('attaches and detaches every behaviour, or one by name, in the document when no context is given', () => {
    const api = createFlatsomeApi(undefined);
    const seen: string[] = [];
    const name = (context: unknown) => (context === document ? 'document' : (context as Element).id);
    api.behavior('a', { attach: (context) => seen.push(`attach a ${name(context)}`) });
    api.behavior('b', { attach: (context) => seen.push(`attach b ${name(context)}`), detach: (context) => seen.push(`detach b ${name(context)}`) });
    const panel = Object.assign(document.createElement('div'), { id: 'panel' });
    api.attach();
    api.attach(panel);
    // A string is a behaviour's name, never a context (as in Flatsome).
    api.attach('b', panel);
    api.detach('b', panel);
    api.detach('a');
    expect(seen).toEqual(['attach a document', 'attach b document', 'attach a panel', 'attach b panel', 'attach b panel', 'detach b panel']);
    expect(api.attach('missing', document)).toBeNull();
  });

  it('goes on with the other behaviours when one throws, and says which', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFlatsomeApi(undefined);
    const seen: string[] = [];
    api.behavior('broken', { attach: () => { throw new Error('boom'); } });
    api.behavior('fine', { attach: () => seen.push('fine') });
    api.attach(document);
    expect(seen).toEqual(['fine']);
    expect(error.mock.calls[0]![0]).toContain('"broken"');
    error.mockRestore();
  });

  it('reads and writes cookies as js-cookie 3 with path "/" (Flatsome.Cookies), and the old Flatsome.cookie', () => {
    const api = createFlatsomeApi(undefined);
    api.Cookies.set('lightbox_newsletter', 'opened_1', { expires: 365 });
    expect(api.Cookies.get('lightbox_newsletter')).toBe('opened_1');
    api.Cookies.set('con espacio', 'a b;c');
    expect(api.Cookies.get('con espacio')).toBe('a b;c');
    expect(api.Cookies.get()).toMatchObject({ lightbox_newsletter: 'opened_1', 'con espacio': 'a b;c' });
    api.Cookies.remove('lightbox_newsletter');
    expect(api.Cookies.get('lightbox_newsletter')).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.cookie('legacy', 'yes', 2);
    expect(api.cookie('legacy')).toBe('yes');
    api.cookie('legacy', false);
    expect(api.cookie('legacy')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('makes jQuery plugins as Flatsome.plugin does: one instance per element, methods by name, destroy', () => {
    const $ = fakeJQuery();
    const api = createFlatsomeApi($);
    class Counter {
      count: number;
      constructor(readonly element: Element, options: { start?: number }) {
        this.count = options.start ?? 0;
      }
      destroy(): void {}
      bump(this: Element, by: number): number {
        const self = ($ as unknown as { data(el: Element, key: string): Counter }).data(this, 'plugin_counter');
        return (self.count += by);
      }
    }
    api.plugin('counter', Counter as never, { start: 5 });
    const el = document.createElement('div');
    const plugin = ($.fn.counter as (...args: unknown[]) => unknown).bind($(el));
    plugin();
    plugin({ start: 99 }); // already made: kept
    expect(plugin('bump', 2)).toBe(7);
    expect(() => plugin('missing')).toThrow('Method missing does not exist on jQuery.counter');
    plugin('destroy');
    expect(($ as unknown as { data(el: Element, key: string): unknown }).data(el, 'plugin_counter')).toBeUndefined();
    expect(() => createFlatsomeApi(undefined).plugin('x', Counter as never)).toThrow('needs jQuery');
  });

  it('takes over the behaviours registered on the placeholder, and attaches them all once jQuery is ready', () => {
    const $ = fakeJQuery();
    const seen: unknown[] = [];
    win.Flatsome = { behaviors: {}, behavior(name: string, behavior: object) { this.behaviors![name] = behavior; } } as Partial<FlatsomeApi>;
    win.Flatsome.behavior!('ux-countdown', { attach: (context) => seen.push(context) });
    installFlatsomeApi(window, $);
    expect(typeof win.Flatsome.attach).toBe('function');
    expect(Object.keys(win.Flatsome.behaviors!)).toEqual(['ux-countdown']);
    expect(seen).toEqual([]);
    $.ready.forEach((run) => run());
    expect(seen).toEqual([document]);
  });

  it("leaves a real Flatsome alone (flatsome-js printed after all)", () => {
    const real = { attach: () => 'real', behaviors: {} };
    win.Flatsome = real as unknown as Partial<FlatsomeApi>;
    installFlatsomeApi(window, fakeJQuery());
    expect(win.Flatsome).toBe(real);
  });

  it('is wanted where the server says so (islas_params.flatsome_api, as wp_localize_script prints it)', () => {
    expect(wanted({})).toBe(false);
    expect(wanted({ islas_params: { kept_scripts: [] } })).toBe(false);
    expect(wanted({ islas_params: { flatsome_api: '1' } })).toBe(true);
    expect(wanted({ islas_params: { flatsome_api: true } })).toBe(true);
    expect(wanted({ islas_params: { flatsome_api: '' } })).toBe(false);
    expect(wanted({ islas_params: 'nada' })).toBe(false);
  });
});
