import { vi } from 'vitest';

/** One IntersectionObserver the code under test made, as the fake records it. */
export interface FakeObserver {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  /** Every element it was asked to observe, in order. */
  observed: Element[];
  /** Every element it was asked to stop observing, in order. */
  unobserved: Element[];
  /** What it observes now. */
  targets: Element[];
  disconnected: boolean;
  self: IntersectionObserver;
}

/**
 * A hand-driven IntersectionObserver, stubbed as the global (undo with vi.unstubAllGlobals):
 * the test says which elements came into (or left) view. `report` calls `observer`'s
 * callback with one entry; `intersect` does it for every observer that observes `el` now.
 */
export function fakeIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class Fake {
    readonly record: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [], unobserved: [], targets: [], disconnected: false, self: this as unknown as IntersectionObserver };
      observers.push(this.record);
    }
    observe(el: Element) {
      this.record.observed.push(el);
      this.record.targets.push(el);
    }
    unobserve(el: Element) {
      this.record.unobserved.push(el);
      this.record.targets = this.record.targets.filter((target) => target !== el);
    }
    disconnect() {
      this.record.disconnected = true;
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const report = (observer: FakeObserver, el: Element, entry: Partial<IntersectionObserverEntry>) =>
    observer.callback([{ target: el, ...entry } as IntersectionObserverEntry], observer.self);
  const intersect = (el: Element, isIntersecting: boolean) =>
    observers.filter((observer) => observer.targets.includes(el)).forEach((observer) => report(observer, el, { isIntersecting }));
  return { observers, report, intersect };
}
