/**
 * The network seam. Every islas request goes through `transportFetch`, so tests (and a
 * theme that needs to) can swap the network for a table of canned answers.
 */
export type Fetch = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

const platformFetch: Fetch = (input, init) => globalThis.fetch(input, init);
let current: Fetch = platformFetch;

export const transportFetch: Fetch = (input, init) => current(input, init);

/** Replaces the network; returns a function that restores the previous one. */
export function setTransport(fetch: Fetch): () => void {
  const previous = current;
  current = fetch;
  return () => {
    current = previous;
  };
}
