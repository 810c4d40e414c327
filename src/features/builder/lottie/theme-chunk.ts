/**
 * Flatsome's own Lottie code, from the shop's theme: its `chunk.lottie.js` (lottie-player,
 * which defines `<lottie-player>`, and lottie-interactivity's `create`). Every Lottie
 * renderer is five to ten times the 10 KB a lazy chunk of islas may weigh (lottie-web's
 * light build 46 KB gzip, @lottiefiles/lottie-player 98 KB; the theme's file 96 KB), and
 * the theme's file is not ours to ship, but it is on the shop's server beside the theme,
 * as Flatsome loaded it: this loads it from there (`flatsomeVars.assets_url`, which the
 * plugin prints) only where a Lottie element comes into view. The file is one webpack chunk
 * that pushes its modules onto `self.flatsomeChunks`, which flatsome.js's runtime read;
 * with flatsome.js taken out, the few runtime helpers its two modules call (`r`, `d`, `g`)
 * are here.
 */
type ModuleFactory = (module: { exports: object }, exports: object, require: WebpackRequire) => void;
type WebpackRequire = ((id: number) => object) & { r(exports: object): void; d(exports: object, getters: Record<string, () => unknown>): void; g: typeof globalThis };

/** Flatsome's module ids in chunk 970 (flatsome.js 3.20 asks for these two). */
const PLAYER = 9371;
const INTERACTIVITY = 1204;

export interface FlatsomeLottie {
  /** lottie-interactivity's `create` (scroll-driven playing). */
  create(options: object): unknown;
}

/** The theme's chunk address, from what the plugin prints (undefined without it). */
export function chunkUrl(vars: unknown): string | undefined {
  const { assets_url: assets, theme } = (vars ?? {}) as { assets_url?: unknown; theme?: { version?: unknown } };
  if (typeof assets !== 'string' || !/^(https?:)?\/\//.test(assets)) return undefined;
  const version = typeof theme?.version === 'string' ? `?ver=${encodeURIComponent(theme.version)}` : '';
  return `${assets.replace(/\/?$/, '/')}js/chunk.lottie.js${version}`;
}

/** Runs module `id` of `factories` (once), with the runtime helpers the theme's modules use. */
export function moduleRunner(factories: Record<number, ModuleFactory>): (id: number) => object {
  const done = new Map<number, object>();
  const require = ((id: number): object => {
    if (!done.has(id)) {
      const module = { exports: {} };
      done.set(id, module.exports);
      factories[id]!(module, module.exports, require);
      done.set(id, module.exports);
    }
    return done.get(id)!;
  }) as WebpackRequire;
  require.r = (exports) => Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
  require.d = (exports, getters) => {
    for (const [name, get] of Object.entries(getters)) if (!Object.prototype.hasOwnProperty.call(exports, name)) Object.defineProperty(exports, name, { enumerable: true, get });
  };
  require.g = globalThis;
  return require;
}

let loading: Promise<FlatsomeLottie> | undefined;

/** Loads the theme's chunk once; resolves once `<lottie-player>` is defined. */
export function loadThemeLottie(url: string): Promise<FlatsomeLottie> {
  loading ??= new Promise<FlatsomeLottie>((resolve, reject) => {
    const win = window as unknown as { flatsomeChunks?: unknown[] };
    const queue = (win.flatsomeChunks ??= []);
    const push = queue.push.bind(queue);
    queue.push = (...entries: unknown[]): number => {
      for (const entry of entries) {
        const factories = (entry as [unknown, Record<number, ModuleFactory>])[1];
        if (!factories?.[PLAYER] || !factories[INTERACTIVITY]) continue;
        try {
          const run = moduleRunner(factories);
          run(PLAYER);
          resolve(run(INTERACTIVITY) as FlatsomeLottie);
        } catch (error) {
          reject(error);
        }
      }
      return push(...entries);
    };
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => reject(new Error(`[islas] ${url} could not be loaded`));
    document.head.append(script);
  });
  return loading;
}
