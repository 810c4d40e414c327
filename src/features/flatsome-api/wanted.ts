/**
 * Whether the server says this page needs `window.Flatsome`'s stand-in: a Flatsome page
 * whose flatsome-js islas took out (`islas_params.flatsome_api`,
 * plugin/includes/config.php). Apart from the stand-in, so the jQuery bridge that asks
 * carries only this.
 */
export function wanted(win: object): boolean {
  const params = (win as { islas_params?: { flatsome_api?: unknown } }).islas_params;
  return params?.flatsome_api === true || params?.flatsome_api === 1 || params?.flatsome_api === '1';
}
