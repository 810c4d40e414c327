/** The WordPress REST client (api-fetch's behaviour), for the search overlay and the coming-soon banner. */
import '../runtime';

export { createSiteRestClient } from '../http/rest';
