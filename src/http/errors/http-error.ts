/** The server answered with a status outside 2xx; the response is kept for the caller. */
export class HTTPError extends Error {
  override name = 'HTTPError' as const;
  constructor(
    readonly response: Response,
    method: string,
    url: string,
  ) {
    super(`Request failed with status code ${response.status} ${response.statusText}: ${method} ${url}`.trim());
  }
}
