/**
 * Renders an island's view into its container and commits it before returning, so that
 * when `mount` returns the island is live: a click held while its code loaded is replayed
 * onto handlers that exist (real React would otherwise commit in a later task).
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

export function renderNow(container: Element, view: ReactNode): Root {
  const root = createRoot(container);
  flushSync(() => root.render(view));
  return root;
}
