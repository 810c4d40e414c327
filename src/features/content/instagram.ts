/**
 * Flatsome Instagram blocks (`[data-flatsome-instagram]`): when one comes into view, GET
 * admin-ajax `flatsome_load_instagram` with its `data`; `{success: true, data: html}`
 * replaces the block with the server's markup. A failure is logged as 'Instagram error:
 * ...' and shown, as text, only to visitors with the admin bar (editors), never shoppers.
 */
import { __ } from '@wordpress/i18n';
import type { WooHttp } from '../../http/client';
import { whenVisible } from '../../kernel/triggers';

function showError(block: HTMLElement, message: string): void {
  console.error(`Instagram error: ${message}`);
  if (!document.body.classList.contains('admin-bar')) return;
  const notice = document.createElement('p');
  notice.className = 'instagram-error';
  notice.textContent = `${__('Instagram error:', 'islas')} ${message}`;
  block.replaceChildren(notice);
}

export async function loadInstagram(block: HTMLElement, http: Pick<WooHttp, 'adminAjax'>): Promise<void> {
  const data = block.getAttribute('data-flatsome-instagram') ?? '';
  let answer: { success?: unknown; data?: unknown };
  try {
    answer = JSON.parse(await http.adminAjax('flatsome_load_instagram', { data }, { method: 'get' })) as typeof answer;
  } catch (error) {
    showError(block, error instanceof Error ? error.message : String(error));
    return;
  }
  if (answer?.success === true && typeof answer.data === 'string') {
    // The theme's own markup for the feed, as trusted as a cart fragment.
    const range = document.createRange();
    range.selectNode(block);
    block.replaceWith(range.createContextualFragment(answer.data));
    return;
  }
  showError(block, typeof answer?.data === 'string' ? answer.data : JSON.stringify(answer?.data ?? answer));
}

export function enhanceInstagram(root: ParentNode, http: Pick<WooHttp, 'adminAjax'>): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-flatsome-instagram]')) whenVisible(block, () => void loadInstagram(block, http));
}
