/**
 * The cart page's requests: sent as stock's jQuery sends them, one at a time through the
 * cart's queue, the affected blocks busy meanwhile, a failure told by a notice.
 */
import { markUpdating } from '../../cart/fragments';
import { CART_WRITE_TIMEOUT_MS } from '../../http/client';
import { send } from '../../http/fetch';
import { fail } from './notices';
import type { CartPage } from './page';

export const request = async (url: string, body?: URLSearchParams): Promise<string> => {
  const response = await send(url, {
    method: body ? 'post' : 'get',
    body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    timeout: CART_WRITE_TIMEOUT_MS,
  });
  return response.text();
};

/**
 * Queues a cart request. `key` names what it sends: one still waiting is not queued
 * again, one running only when `again` (its answer will not show the newer change).
 * The affected blocks are busy (faded, aria-busy) while it runs. `complete` runs after
 * it, answered or failed, as jQuery's `complete` does in stock.
 */
export const run = (page: CartPage, key: string, busy: string[], task: () => Promise<void>, again = false, complete?: () => void): void => {
  const { waiting } = page;
  if (waiting.has(key) || (page.running === key && !again)) return;
  waiting.add(key);
  void page.cart.queue.push(async () => {
    waiting.delete(key);
    page.running = key;
    const restore = markUpdating(busy, page.root);
    try {
      await task();
    } catch (error) {
      fail(page, error);
    } finally {
      restore();
      page.running = undefined;
      complete?.();
    }
  });
};
