/** WooCommerce's notice groups at the top of the checkout form: the review's and the order's. */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';

export const noticeGroup = (root: Document, kind: string, html: string): HTMLElement => {
  const group = root.createElement('div');
  group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`;
  group.innerHTML = html;
  return group;
};
export const errorNotice = (html: string): string => `<div class="woocommerce-error" role="alert" tabindex="-1">${html}</div>`;

// Not chrome/notices.ts's animated scroll: importing it here splits it out of the page-start chunk.
export const scrollToGroups = (root: Document, form: HTMLFormElement): void =>
  (root.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form).scrollIntoView?.({ block: 'center' });
