/**
 * The island registry: finds island hooks in server HTML, loads each island's lazy chunk
 * when its hydration strategy says so, mounts it, and unmounts it when its markup leaves
 * the page (a replaced fragment). An island that fails is isolated: its server markup
 * stays, the others carry on, and `islas:island-error` is dispatched on its element.
 */
import { isKept } from './config';
import type { IslandContext, PageContext } from './context';
import { ChunkLoadError } from '../http/errors/chunk-load-error';
import { holdClick, holdClicks, onFirstInput, whenIdle, whenVisible } from './triggers';

export type Unmount = () => void;

export interface IslandModule {
  mount(el: HTMLElement, ctx: IslandContext): Unmount;
}

/**
 * `load`: at once; `idle`: when the browser is idle; `visible`: when it scrolls into view;
 * `interaction`: when the shopper hovers, touches, focuses or presses keys on it (a click
 * that arrives before the island is held and replayed); `input`: at the shopper's first
 * input anywhere on the page (a scroll, the pointer moving, a key).
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'input';

export interface IslandDefinition {
  load: () => Promise<IslandModule>;
  /** Used when the element has no valid `data-hydrate`. */
  hydrate: HydrationStrategy;
  /** Stock WooCommerce/Flatsome markup that gets this island without a data-island hook. */
  stockSelector?: string;
  /**
   * Loads the chunk's translation JSON alongside the chunk, e.g.
   * `() => import('./i18n/loader').then((l) => l.loadChunkTranslations({ domain, path }))`;
   * it never rejects (a failed download keeps the source language).
   */
  translations?: () => Promise<void>;
  /**
   * Hydrates earlier than the strategy when something happens elsewhere, e.g. the mini cart
   * at the first add to cart: `(start) => $lastAdded.listen(start)`. Returns a canceller,
   * or nothing when it only looks once (at load).
   */
  wakeOn?: (start: () => void) => (() => void) | void;
  /**
   * The stock script handles whose behaviour this island replaces: where the server kept
   * any of them (`islas_params.kept_scripts`), the island stays off so nothing runs twice.
   */
  stock?: string | readonly string[];
}

export type IslandRegistry = Record<string, IslandDefinition>;

/** A lazy chunk that has not arrived after this long is given up (SPEC §9: 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

const STATE_ATTRIBUTE = 'data-island-state';
const strategies: readonly HydrationStrategy[] = ['load', 'idle', 'visible', 'interaction', 'input'];

interface Mounted {
  name: string;
  cancel: () => void;
  unmount?: Unmount;
}

interface Runtime {
  registry: IslandRegistry;
  page: PageContext;
  islands: Map<HTMLElement, Mounted>;
  warnedUnknown: Set<string>;
  nextId: number;
}

let runtime: Runtime | undefined;

/** Sets the islands the page knows; called once by the entry. */
export function defineIslands(registry: IslandRegistry, page: PageContext): void {
  runtime = { registry, page, islands: new Map(), warnedUnknown: new Set(), nextId: 0 };
}

/**
 * Hydration strategies: each calls `start` when it is time (`start` is idempotent and
 * settles once the island is mounted or has failed); returns a canceller.
 */
export const hydrationStrategies: Record<HydrationStrategy, (el: HTMLElement, start: () => Promise<void>) => () => void> = {
  load(_el, start) {
    start();
    return () => {};
  },
  idle(_el, start) {
    return whenIdle(() => void start());
  },
  input(_el, start) {
    return onFirstInput(() => void start());
  },
  visible(el, start) {
    return whenVisible(el, () => void start());
  },
  interaction(el, start) {
    // A click with nothing before it (assistive technology) starts it too, and is replayed.
    const events = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', 'click'] as const;
    let releaseClicks = (): void => {};
    const once = (event: Event): void => {
      stop();
      const ready = start();
      releaseClicks = holdClicks(el, ready);
      holdClick(event, ready);
    };
    const stop = (): void => events.forEach((type) => el.removeEventListener(type, once));
    events.forEach((type) => el.addEventListener(type, once, { passive: type !== 'click' }));
    return () => {
      stop();
      releaseClicks();
    };
  },
};

function parseProps(el: HTMLElement, name: string): Record<string, unknown> | undefined {
  const raw = el.getAttribute('data-props')?.trim() || '{}';
  try {
    const props: unknown = JSON.parse(raw);
    if (props?.constructor === Object) return props as Record<string, unknown>;
    throw new Error('not a JSON object');
  } catch (error) {
    console.error(`[islas] island "${name}": data-props is not a valid JSON object (${(error as Error).message}); its server markup is kept.`, el);
    return undefined;
  }
}

function fail(el: HTMLElement, name: string, error: unknown): void {
  el.setAttribute(STATE_ATTRIBUTE, 'error');
  console.error(`[islas] island "${name}" failed; its server markup is kept.`, error);
  el.dispatchEvent(new CustomEvent('islas:island-error', { bubbles: true, detail: { name, error } }));
}

/** Loads a chunk, retrying once (a flaky network), and gives up after CHUNK_TIMEOUT_MS. */
export async function loadChunk(
  name: string,
  load: () => Promise<IslandModule>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<IslandModule> {
  const withTimeout = (): Promise<IslandModule> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    return Promise.race([new Promise<IslandModule>((resolve) => resolve(load())), late]).finally(() => clearTimeout(timer));
  };
  try {
    return await withTimeout().catch(withTimeout);
  } catch (error) {
    throw new ChunkLoadError(name, error);
  }
}

function islandName(el: HTMLElement, registry: IslandRegistry): string | undefined {
  return (
    el.getAttribute('data-island') ??
    Object.keys(registry).find((name) => {
      const selector = registry[name]!.stockSelector;
      return !!selector && el.matches(selector);
    })
  );
}

function hydrateOne(rt: Runtime, el: HTMLElement): void {
  if (rt.islands.has(el)) return;
  const name = islandName(el, rt.registry);
  if (name === undefined) return;
  const definition = rt.registry[name];
  if (!definition) {
    if (!rt.warnedUnknown.has(name)) {
      rt.warnedUnknown.add(name);
      console.warn(`[islas] unknown island "${name}"; its markup is left as it is. Known: ${Object.keys(rt.registry).join(', ')}.`);
    }
    return;
  }
  if (definition.stock && isKept(rt.page.config, definition.stock)) return;
  const props = parseProps(el, name);
  if (!props) {
    el.setAttribute(STATE_ATTRIBUTE, 'error');
    return;
  }
  const requested = el.getAttribute('data-hydrate') as HydrationStrategy | null;
  const strategy = requested && strategies.includes(requested) ? requested : definition.hydrate;
  const entry: Mounted = { name, cancel: () => {} };
  rt.islands.set(el, entry);
  el.setAttribute(STATE_ATTRIBUTE, 'pending');
  const ctx: IslandContext = { ...rt.page, name, props, idPrefix: `islas-${name}-${++rt.nextId}-` };

  let started: Promise<void> | undefined;
  const start = (): Promise<void> => {
    started ??= Promise.all([loadChunk(name, definition.load), definition.translations?.().catch(() => {})]).then(
      ([module]) => {
        // The island's markup may have left the page while its chunk loaded.
        if (rt.islands.get(el) !== entry) return;
        try {
          entry.unmount = module.mount(el, ctx);
          el.setAttribute(STATE_ATTRIBUTE, 'hydrated');
        } catch (error) {
          fail(el, name, error);
        }
      },
      (error: unknown) => {
        if (rt.islands.get(el) === entry) fail(el, name, error);
      },
    );
    return started;
  };
  const cancelStrategy = hydrationStrategies[strategy](el, start);
  const cancelWake = definition.wakeOn?.(() => void start()) ?? (() => {});
  entry.cancel = () => {
    cancelStrategy();
    cancelWake();
  };
}

/** The markup of every island in `registry`: its data-island hook and the stock markup it takes. */
export function islandSelector(registry: IslandRegistry): string {
  return ['[data-island]', ...Object.values(registry).map((definition) => definition.stockSelector)].filter(Boolean).join();
}

function candidates(root: ParentNode, registry: IslandRegistry): HTMLElement[] {
  const selector = islandSelector(registry);
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root);
  return found;
}

/** Hydrates every island hook in `root` (and `root` itself) that is not hydrated yet. */
export function hydrateIslands(root: ParentNode = document): void {
  const rt = runtime;
  if (!rt) return;
  for (const el of candidates(root, rt.registry)) hydrateOne(rt, el);
}

/** Unmounts the islands in `root` (and `root` itself), e.g. before a fragment replaces it. */
export function unmountIslands(root: Node): void {
  const rt = runtime;
  if (!rt) return;
  for (const [el, entry] of rt.islands) {
    if (!root.contains(el)) continue;
    rt.islands.delete(el);
    entry.cancel();
    try {
      entry.unmount?.();
    } catch (error) {
      console.error(`[islas] island "${entry.name}" failed to unmount.`, error);
    }
    el.removeAttribute(STATE_ATTRIBUTE);
  }
}

/** The islands mounted or waiting, for tests and debugging. */
export function islandStates(): { name: string; el: HTMLElement; mounted: boolean }[] {
  return runtime
    ? [...runtime.islands].map(([el, entry]) => ({ name: entry.name, el, mounted: Boolean(entry.unmount) }))
    : [];
}
