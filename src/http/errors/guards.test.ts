import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isAbortError } from './guards';

describe('isAbortError', () => {
  it('knows an abort by its name, whichever realm made it', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    // Another realm's error is no instance of this realm's Error.
    const foreign = runInNewContext("Object.assign(new Error('aborted'), { name: 'AbortError' })") as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(isAbortError(foreign)).toBe(true);
  });

  it('is false for any other failure, and for what is not an error', () => {
    expect(isAbortError(new DOMException('late', 'TimeoutError'))).toBe(false);
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
    expect(isAbortError(undefined)).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
