/**
 * Guards for the fetch helper's errors (`../fetch`) by name, so code that only classifies
 * a failure needs nothing else of the HTTP layer.
 */
export function isHTTPError(error: unknown): error is Error & { response: Response } {
  return error instanceof Error && error.name === 'HTTPError';
}

export function isTimeoutError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * An aborted request. By name only, not `instanceof Error`: the DOMException may come from
 * another realm (a frame's fetch, or a test's VM context), where it is no instance of this
 * realm's Error.
 */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
