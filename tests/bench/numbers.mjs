// What every bench module shares: the median of its runs, how a number prints, a query added to an address.

/** The median of the finite values, or null when there is none. */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `v` with `digits` decimals, or n/a where there is no number. */
export const fmt = (v, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? 'n/a' : v.toFixed(digits));

/** `url` with `query` ("a=1&b=2") added. */
export function withQuery(url, query) {
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}
