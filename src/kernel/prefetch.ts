/**
 * Idle-time prefetch of what the shopper's first input needs: the chunks of the parts that
 * load at the first input (`islas_params.prefetch`: [selector, chunk addresses] pairs, which
 * the plugin prints from the build's manifest), where their markup is, fetched and compiled
 * (modulepreload) but not run, a second after the page has loaded, when the browser is idle.
 * A first tap then waits for no download: on a phone on a slow network that download was
 * most of its wait (docs/performance.md, issue 33).
 */
import { whenIdle } from './triggers';

/**
 * Adds the links at idle after the load, not where the visitor asked to save data. A chunk
 * the shopper's input loaded meanwhile is not fetched again (the module map has it). A
 * malformed list is said, and prefetches nothing more.
 */
export function prefetchAtIdle(list: unknown, doc: Document = document): void {
  const prefetch = (): void => {
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
    try {
      // The same address twice is fetched once (the module map).
      for (const [selector, files] of list as [string, string[]][]) {
        if (doc.querySelector(selector)) for (const href of files) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
      }
    } catch (error) {
      console.warn('[islas] islas_params.prefetch is malformed.', error);
    }
  };
  // A second after the load: islas imports the page's own at-load chunks once it has started,
  // after the load event, and the prefetch must not take their bandwidth.
  const atIdle = (): void => void setTimeout(() => whenIdle(prefetch), 1000);
  if (list === undefined) return;
  if (doc.readyState === 'complete') atIdle();
  else addEventListener('load', atIdle, { once: true });
}
