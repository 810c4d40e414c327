/**
 * The site's REST client, loaded with its first request: only the search overlay and the
 * coming-soon banner use it, so its code is a chunk of its own (`src/chunks/rest.ts`)
 * rather than part of what every page loads at start.
 */
import type { IslasConfig } from '../config';
import type { RestClient, RestClientOptions, RestRequest } from './rest';

export function createSiteRestClient(config: IslasConfig, overrides: Partial<RestClientOptions> = {}): RestClient {
  let client: Promise<RestClient> | undefined;
  let loaded: RestClient | undefined;
  const rest = <T = unknown>(request: RestRequest): Promise<T> => {
    client ??= import('../chunks/rest').then((chunk) => (loaded = chunk.createSiteRestClient(config, overrides)));
    return client.then((ready) => ready<T>(request));
  };
  return Object.defineProperty(rest, 'nonce', { get: () => loaded?.nonce ?? overrides.nonce ?? config.restNonce }) as RestClient;
}
