/** The server did not answer within the request's time-out; the request was aborted. */
export class TimeoutError extends Error {
  override name = 'TimeoutError' as const;
  constructor(method: string, url: string) {
    super(`Request timed out: ${method} ${url}`);
  }
}
