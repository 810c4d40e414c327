/**
 * Enhancers whose code only matters on pages that have their markup (tabs, order
 * attribution, the login popup...). Each is a lazy chunk, imported only when its selector
 * matches, so pages without that markup never pay for it.
 */
import { isKept } from './config';
import type { PageContext } from './context';
import { holdChanges, holdClicks, holdSubmits, onFirstInput } from './triggers';

export interface EnhancerModule {
  /** Enhances the matching markup in `root`; returns a function that undoes it (optional). */
  enhance(root: Document, ctx: PageContext): void | (() => void);
}

export interface LazyEnhancer {
  /** A name for error messages. */
  name: string;
  /** Markup that needs this enhancer. */
  selector: string;
  load: () => Promise<EnhancerModule>;
  /**
   * `load` (default) runs as soon as the page starts; `input` waits for the shopper's first
   * input on the page (the pointer moving, a touch, a key, a scroll), for behaviours that
   * only matter once the shopper acts.
   */
  when?: 'load' | 'input';
  /** With `input`: whether this page needs it at once after all (e.g. a #reviews link). */
  neededAtLoad?: (root: Document) => boolean;
  /** Clicks on these (links and buttons) before the enhancer is there are held and replayed. */
  holdClicksOn?: string;
  /** Held buttons matching this show `loading` until their click is replayed (SPEC §4: a click adds a loading state). */
  loadingWhileHeld?: string;
  /**
   * Fields whose changes before the enhancer is there are sent again once it is; with `input`,
   * a change on them (a password manager's, no key or pointer) also brings it.
   */
  holdChangesOn?: string;
  /** Forms whose submit before the enhancer is there is held and sent again once it is. */
  holdSubmitsOn?: string;
  /** The stock script handles it replaces (or overlaps): off where the server kept any of them. */
  stock?: string | readonly string[];
}

/** `<html data-islas-enhanced="header forms ...">`: what is live (for tests, styles and debugging). */
function markEnhanced(root: Document, name: string): void {
  const html = root.documentElement;
  html.setAttribute('data-islas-enhanced', `${html.getAttribute('data-islas-enhanced') ?? ''} ${name}`.trim());
}

/** Imports and runs the enhancers whose markup is on the page. A failure stays contained. */
export function runLazyEnhancers(enhancers: LazyEnhancer[], ctx: PageContext, root: Document = document): void {
  for (const enhancer of enhancers) {
    if (!root.querySelector(enhancer.selector)) continue;
    if (enhancer.stock && isKept(ctx.config, enhancer.stock)) continue;
    const run = (): void => {
      const done = enhancer.load().then(
        (module) => {
          module.enhance(root, ctx);
          markEnhanced(root, enhancer.name);
        },
        (error: unknown) => console.error(`[islas] enhancer "${enhancer.name}" could not be loaded.`, error),
      ).catch((error: unknown) => console.error(`[islas] enhancer "${enhancer.name}" failed.`, error));
      if (enhancer.holdClicksOn) holdClicks(enhancer.holdClicksOn, done, root, enhancer.loadingWhileHeld);
      if (enhancer.holdChangesOn) holdChanges(enhancer.holdChangesOn, done, root);
      if (enhancer.holdSubmitsOn) holdSubmits(enhancer.holdSubmitsOn, done, root);
    };
    if (enhancer.when !== 'input' || enhancer.neededAtLoad?.(root)) {
      run();
      continue;
    }
    const win = root.defaultView ?? window;
    const fields = enhancer.holdChangesOn;
    // Each way in takes the other out: it starts once.
    let stopInput = (): void => {};
    const start = (): void => {
      stopInput();
      win.removeEventListener('change', onChange, true);
      run();
    };
    // On the window, so holdChanges (on the document) hears the change that brought it.
    const onChange = (event: Event): void => void ((event.target as Element).matches?.(fields!) && start());
    if (fields) win.addEventListener('change', onChange, true);
    // At once where the shopper has acted already.
    stopInput = onFirstInput(start, win);
  }
}
