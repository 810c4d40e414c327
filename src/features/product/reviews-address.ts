/** WooCommerce's rule: which addresses mean "show the reviews". */
export function wantsReviews(url: URL): boolean {
  const hash = url.hash.toLowerCase();
  return (
    hash.includes('comment-') ||
    hash === '#reviews' ||
    hash === '#tab-reviews' ||
    url.pathname.includes('comment-page-') ||
    url.search.includes('cpage=')
  );
}
