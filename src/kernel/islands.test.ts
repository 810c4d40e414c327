import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from './config';
import {
  CHUNK_TIMEOUT_MS,
  defineIslands,
  hydrateIslands,
  islandStates,
  loadChunk,
  unmountIslands,
  type IslandModule,
} from './islands';
import { applyFragments } from '../cart/fragments';
import { createCartRuntime } from '../cart/cart';

const cart = createCartRuntime(defaultConfig());
import { flush, setBody } from '../../tests/unit/helpers/dom';
import { withLoaders } from '../../tests/unit/helpers/page';

function counterIsland() {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const module: IslandModule = {
    mount(el, ctx) {
      mounted.push(el);
      el.dataset.mountedWith = JSON.stringify(ctx.props);
      return () => unmounted.push(el);
    },
  };
  return { module, mounted, unmounted, load: vi.fn(async () => module) };
}

describe('island registry', () => {
  beforeEach(() => setBody(''));
  afterEach(() => unmountIslands(document.body));

  it('mounts on data-island with its parsed data-props', async () => {
    const island = counterIsland();
    defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div id="a" data-island="demo" data-props='{"style":"drawer"}'>server</div>`);
    hydrateIslands();
    await flush();
    const el = document.getElementById('a')!;
    expect(island.mounted).toEqual([el]);
    expect(el.dataset.mountedWith).toBe('{"style":"drawer"}');
    expect(el.getAttribute('data-island-state')).toBe('hydrated');
  });

  it('mounts on stock markup without a data-island hook', async () => {
    const island = counterIsland();
    defineIslands({ demo: { load: island.load, hydrate: 'load', stockSelector: '.stock-thing' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<ul><li class="stock-thing">x</li></ul>`);
    hydrateIslands();
    await flush();
    expect(island.mounted).toHaveLength(1);
  });

  it('warns once for an unknown island name and leaves its markup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineIslands({}, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="nope">kept</div><div data-island="nope">kept too</div>`);
    hydrateIslands();
    hydrateIslands();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown island "nope"');
    expect(document.body.textContent).toBe('keptkept too');
  });

  it('logs a clear error for malformed data-props and keeps the server markup', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const island = counterIsland();
    defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="demo" data-props='{"style":'>server</div>`);
    hydrateIslands();
    await flush();
    expect(island.load).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('data-props is not a valid JSON object');
    expect(document.body.textContent).toBe('server');
  });

  it('waits for the browser to be idle with data-hydrate="idle"', async () => {
    vi.useFakeTimers();
    try {
      const island = counterIsland();
      defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
      setBody(`<div data-island="demo" data-hydrate="idle"></div>`);
      hydrateIslands();
      expect(island.load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2500);
      expect(island.load).toHaveBeenCalledTimes(1);
      expect(island.mounted).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a first interaction with data-hydrate="interaction"', async () => {
    const island = counterIsland();
    defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<button data-island="demo" data-hydrate="interaction">x</button>`);
    hydrateIslands();
    await flush();
    expect(island.load).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new Event('focusin'));
    await flush();
    expect(island.mounted).toHaveLength(1);
  });

  it('replays a click that came while an interaction island was loading, once it is mounted', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const clicks: string[] = [];
    const module: IslandModule = {
      mount(el) {
        const link = el.querySelector('a')!;
        const onClick = (event: Event) => {
          event.preventDefault();
          clicks.push('island');
        };
        link.addEventListener('click', onClick);
        return () => link.removeEventListener('click', onClick);
      },
    };
    defineIslands({ demo: { load: () => arrived.then(() => module), hydrate: 'interaction' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="demo"><a href="#page">abrir</a></div>`);
    hydrateIslands();
    const link = document.querySelector('a')!;
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    arrive();
    await flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks).toEqual(['island']);
  });

  it('starts on a click with nothing before it (assistive technology) and replays that click', async () => {
    const clicks: string[] = [];
    const module: IslandModule = {
      mount(el) {
        const onClick = (event: Event) => {
          event.preventDefault();
          clicks.push('island');
        };
        el.querySelector('a')!.addEventListener('click', onClick);
        return () => {};
      },
    };
    defineIslands({ demo: { load: async () => module, hydrate: 'interaction' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="demo"><a href="#page">abrir</a></div>`);
    hydrateIslands();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks).toEqual(['island']);
  });

  it('hydrates early when its wakeOn fires (the mini cart at the first add)', async () => {
    const island = counterIsland();
    let wake!: () => void;
    const unsubscribe = vi.fn();
    const wakeOn = vi.fn((start: () => void) => {
      wake = start;
      return unsubscribe;
    });
    defineIslands({ demo: { load: island.load, hydrate: 'interaction', wakeOn } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="demo">x</div>`);
    hydrateIslands();
    await flush();
    expect(island.load).not.toHaveBeenCalled();
    wake();
    wake();
    await flush();
    expect(island.load).toHaveBeenCalledTimes(1);
    expect(island.mounted).toHaveLength(1);
    unmountIslands(document.body);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('waits for the first input on the page with data-hydrate="input"', async () => {
    const island = counterIsland();
    defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="demo" data-hydrate="input">x</div><p id="elsewhere">y</p>`);
    hydrateIslands();
    await flush();
    expect(island.load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(island.mounted).toHaveLength(1);
  });

  it('waits until the element is visible with data-hydrate="visible"', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    try {
      const island = counterIsland();
      defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
      setBody(`<div data-island="demo" data-hydrate="visible"></div>`);
      hydrateIslands();
      notify?.([{ isIntersecting: false }]);
      await flush();
      expect(island.load).not.toHaveBeenCalled();
      notify?.([{ isIntersecting: true }]);
      await flush();
      expect(island.mounted).toHaveLength(1);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('retries a failed chunk import once', async () => {
    const island = counterIsland();
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(island.module);
    defineIslands({ demo: { load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div data-island="demo"></div>`);
    hydrateIslands();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(island.mounted).toHaveLength(1);
  });

  it('isolates an island that fails: markup kept, others mounted, islas:island-error dispatched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = counterIsland();
    const broken: IslandModule = {
      mount() {
        throw new Error('render failed');
      },
    };
    const unloadable = vi.fn().mockRejectedValue(new Error('404'));
    defineIslands(
      {
        good: { load: good.load, hydrate: 'load' },
        broken: { load: async () => broken, hydrate: 'load' },
        unloadable: { load: unloadable, hydrate: 'load' },
      },
      withLoaders({ config: defaultConfig(), cart }),
    );
    setBody(`<div data-island="broken">b</div><div data-island="unloadable">u</div><div data-island="good">g</div>`);
    const errors: string[] = [];
    document.body.addEventListener('islas:island-error', (event) => {
      const detail = (event as CustomEvent<{ name: string; error: Error }>).detail;
      errors.push(`${detail.name}: ${detail.error.message}`);
    });
    hydrateIslands();
    await flush();
    expect(good.mounted).toHaveLength(1);
    expect(errors).toContain('broken: render failed');
    expect(errors.some((e) => e.startsWith('unloadable: [islas] chunk-loading error'))).toBe(true);
    expect(unloadable).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).toBe('bug');
    expect(document.querySelector('[data-island="broken"]')!.getAttribute('data-island-state')).toBe('error');
  });

  it('gives up on a chunk that takes longer than 120 s with the chunk-loading error', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(() => new Promise<IslandModule>(() => {}));
      const result = loadChunk('slow', never).catch((error: Error) => error);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(never).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS + 1);
      const error = await result;
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('ChunkLoadError');
      expect((error as Error).message).toContain('chunk-loading error');
      expect((error as Error).message).toContain('timed out after 120 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('unmounts islands inside a replaced fragment and mounts those in the new markup', async () => {
    const island = counterIsland();
    defineIslands({ demo: { load: island.load, hydrate: 'load' } }, withLoaders({ config: defaultConfig(), cart: cart }));
    setBody(`<div class="frag"><span id="old" data-island="demo"></span></div><span id="outside" data-island="demo"></span>`);
    hydrateIslands();
    await flush();
    expect(island.mounted).toHaveLength(2);
    applyFragments({ 'div.frag': `<div class="frag"><span id="new" data-island="demo"></span></div>` });
    await flush();
    expect(island.unmounted.map((el) => el.id)).toEqual(['old']);
    expect(island.mounted.map((el) => el.id)).toEqual(['old', 'outside', 'new']);
    expect(islandStates().map((state) => state.el.id).sort()).toEqual(['new', 'outside']);
  });
});
