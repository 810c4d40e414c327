/**
 * Guards for ky's errors by name, so code that only classifies a failure does not pull
 * ky itself into the eager bundle (ky loads with the first request).
 */
export function isHTTPError(error: unknown): error is Error & { response: Response } {
  return error instanceof Error && error.name === 'HTTPError';
}

export function isTimeoutError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'TimeoutError';
}
