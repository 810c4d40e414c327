/**
 * A WordPress REST call failed. `code` is the server's error code (`rest_forbidden`, ...)
 * or one of the client's own, as api-fetch names them: `fetch_error` (no network),
 * `invalid_json`, `unknown_error` and `post_process` (a media upload that could not be
 * finished).
 */
export class RestError extends Error {
  override name = 'RestError' as const;
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status, when the server answered. */
    readonly status?: number,
    /** The error body's `data` (WordPress puts `{status}` and details there). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof Error && error.name === 'RestError';
}
