import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHTTPError, isTimeoutError } from './errors/guards';
import { send } from './fetch';
import { setTransport, type Fetch } from './transport';

let restore: () => void = () => {};
afterEach(() => {
  restore();
  vi.useRealTimers();
});

function network(answer: Fetch) {
  const calls: { url: string; init?: RequestInit }[] = [];
  restore = setTransport((input, init) => {
    calls.push({ url: String(input), init });
    return answer(input, init);
  });
  return calls;
}

/** Never answers; rejects with the signal's reason when aborted, as fetch does. */
const hang: Fetch = (_input, init) =>
  new Promise((_, reject) => {
    if (init?.signal?.aborted) reject(init.signal.reason);
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('send (the fetch under every request)', () => {
  it('sends same-origin credentials and the method upper-cased, and answers the response', async () => {
    const calls = network(async () => new Response('ok'));
    const response = await send('/x', { method: 'post', body: 'a=1' });
    expect(await response.text()).toBe('ok');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: 'a=1' });
  });

  it('throws HTTPError with the response on a non-2xx answer, unless told not to', async () => {
    network(async () => new Response('nope', { status: 500, statusText: 'Internal Server Error' }));
    const error = await send('/x').catch((e: unknown) => e);
    expect(isHTTPError(error)).toBe(true);
    expect((error as { response: Response }).response.status).toBe(500);
    expect((error as Error).message).toContain('500');
    const answered = await send('/x', { throwHttpErrors: false });
    expect(answered.status).toBe(500);
  });

  it('gives up with TimeoutError after the time-out, and aborts the request', async () => {
    vi.useFakeTimers();
    const calls = network(hang);
    const pending = send('/slow', { timeout: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls[0]!.init!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(isTimeoutError(error)).toBe(true);
    expect(calls[0]!.init!.signal!.aborted).toBe(true);
  });

  it("passes the shopper's abort through as an AbortError, not a time-out", async () => {
    network(hang);
    const controller = new AbortController();
    const pending = send('/x', { timeout: 60_000, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as Error;
    expect(error.name).toBe('AbortError');
    expect(isTimeoutError(error)).toBe(false);
    const early = await send('/x', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((early as Error).name).toBe('AbortError');
  });

  it('lets a network failure through as it is', async () => {
    network(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(send('/x', { timeout: 1000 })).rejects.toThrow(TypeError);
  });
});
