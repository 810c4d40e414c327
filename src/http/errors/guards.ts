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
