import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('runs one task at a time, in order', async () => {
    const queue = createSerialQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.push(() => (started.push('a'), first.promise));
    const b = queue.push(() => (started.push('b'), second.promise));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(queue.size).toBe(2);
    first.resolve('A');
    expect(await a).toBe('A');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    second.resolve('B');
    expect(await b).toBe('B');
    await queue.idle();
    expect(queue.size).toBe(0);
  });

  it('goes on after a failed task', async () => {
    const queue = createSerialQueue();
    const failed = queue.push(() => Promise.reject(new Error('boom')));
    const next = queue.push(() => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });

  it('replaces a waiting task with the same key, never a running one', async () => {
    const queue = createSerialQueue();
    const running = deferred<string>();
    const ran: string[] = [];
    const first = queue.push(() => (ran.push('q1'), running.promise), { replaceKey: 'line' });
    const second = queue.push(async () => (ran.push('q2'), 'two'), { replaceKey: 'line' });
    const third = queue.push(async () => (ran.push('q3'), 'three'), { replaceKey: 'line' });
    running.resolve('one');
    expect(await first).toBe('one');
    // Both waiters of the replaced task get the newest task's result.
    expect(await second).toBe('three');
    expect(await third).toBe('three');
    expect(ran).toEqual(['q1', 'q3']);
  });

  it('reports its size as tasks come and go', async () => {
    const sizes: number[] = [];
    const queue = createSerialQueue((size) => sizes.push(size));
    await Promise.all([queue.push(async () => 1), queue.push(async () => 2)]);
    await queue.idle();
    expect(sizes.at(-1)).toBe(0);
    expect(Math.max(...sizes)).toBe(2);
  });
});
