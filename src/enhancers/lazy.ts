/**
 * Enhancers whose code only matters on pages that have their markup (tabs, order
 * attribution, the login popup...). Each is a lazy chunk, imported only when its selector
 * matches, so pages without that markup never pay for it.
 */
import type { CartRuntime } from '../cart';
import type { IslasConfig } from '../config';
import { whenIdle } from '../islands';

export interface EnhancerContext {
  config: IslasConfig;
  cart: CartRuntime;
}

export interface EnhancerModule {
  /** Enhances the matching markup in `root`; returns a function that undoes it (optional). */
  enhance(root: Document, ctx: EnhancerContext): void | (() => void);
}

export interface LazyEnhancer {
  /** A name for error messages. */
  name: string;
  /** Markup that needs this enhancer. */
  selector: string;
  load: () => Promise<EnhancerModule>;
  /** `load` runs as soon as the page starts; `idle` waits for the browser to be idle. */
  when?: 'load' | 'idle';
}

/** `<html data-islas-enhanced="header forms ...">`: what is live (for tests, styles and debugging). */
function markEnhanced(root: Document, name: string): void {
  const html = root.documentElement;
  html.setAttribute('data-islas-enhanced', `${html.getAttribute('data-islas-enhanced') ?? ''} ${name}`.trim());
}

/** Imports and runs the enhancers whose markup is on the page. A failure stays contained. */
export function runLazyEnhancers(enhancers: LazyEnhancer[], ctx: EnhancerContext, root: Document = document): void {
  for (const enhancer of enhancers) {
    if (!root.querySelector(enhancer.selector)) continue;
    const run = (): void => {
      enhancer.load().then(
        (module) => {
          module.enhance(root, ctx);
          markEnhanced(root, enhancer.name);
        },
        (error: unknown) => console.error(`[islas] enhancer "${enhancer.name}" could not be loaded.`, error),
      ).catch((error: unknown) => console.error(`[islas] enhancer "${enhancer.name}" failed.`, error));
    };
    if (enhancer.when === 'idle') whenIdle(run);
    else run();
  }
}
