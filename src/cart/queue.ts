/**
 * A first-in, first-out queue that runs one task at a time, as WooCommerce's cart
 * requests are sent: the next request starts only when the previous one has completed,
 * whatever its outcome. A task queued with a `replaceKey` replaces a still-waiting task
 * with the same key (a newer quantity for the same cart line makes the older one moot);
 * a task already running is never replaced, so nothing is sent twice or dropped.
 */
export interface SerialQueue {
  push<T>(task: () => Promise<T>, options?: { replaceKey?: string }): Promise<T>;
  /** Tasks waiting or running. */
  readonly size: number;
  /** Resolves when the queue is empty. */
  idle(): Promise<void>;
}

interface Entry {
  run: () => Promise<unknown>;
  replaceKey: string | undefined;
  settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[];
}

export function createSerialQueue(onSizeChange?: (size: number) => void): SerialQueue {
  const waiting: Entry[] = [];
  let running = false;
  let idleWaiters: (() => void)[] = [];

  const notify = (): void => onSizeChange?.(waiting.length + (running ? 1 : 0));

  async function drain(): Promise<void> {
    if (running) return;
    const entry = waiting.shift();
    if (!entry) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((wake) => wake());
      return;
    }
    running = true;
    notify();
    try {
      const value = await entry.run();
      entry.settle.forEach(({ resolve }) => resolve(value));
    } catch (error) {
      entry.settle.forEach(({ reject }) => reject(error));
    } finally {
      running = false;
      notify();
      void drain();
    }
  }

  return {
    push<T>(task: () => Promise<T>, options: { replaceKey?: string } = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const settle = { resolve: resolve as (value: unknown) => void, reject };
        const key = options.replaceKey;
        const stale = key === undefined ? undefined : waiting.find((entry) => entry.replaceKey === key);
        if (stale) {
          stale.run = task;
          stale.settle.push(settle);
        } else {
          waiting.push({ run: task, replaceKey: key, settle: [settle] });
        }
        notify();
        void drain();
      });
    },
    get size() {
      return waiting.length + (running ? 1 : 0);
    },
    idle() {
      if (!running && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
