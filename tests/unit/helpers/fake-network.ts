import { setTransport } from '../../../src/http/transport';

/** A request as the fake network saw it: method, URL, and the form body as an object. */
export interface SeenRequest {
  method: string;
  url: URL;
  form: Record<string, string>;
}

export type Reply =
  | { status?: number; json: unknown; delayMs?: number }
  | { status?: number; text: string; delayMs?: number }
  | { networkError: true; delayMs?: number }
  | { hang: true };

export interface Route {
  /** e.g. "wc-ajax=add_to_cart" or "action=flatsome_ajax_cart_item_alter_quantity". */
  match: string;
  reply: Reply | ((request: SeenRequest) => Reply);
}

/**
 * Replaces the network seam with a table of canned answers. Every request is recorded;
 * one that matches no route fails the test loudly (a 599 with a message).
 */
export function fakeNetwork(routes: Route[]) {
  const seen: SeenRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const restore = setTransport(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const form: Record<string, string> = {};
    const body = request.method === 'GET' ? '' : await request.clone().text();
    for (const [key, value] of new URLSearchParams(body)) form[key] = value;
    const url = new URL(request.url);
    for (const [key, value] of url.searchParams) if (!(key in form) && key === 'action') form[key] = value;
    const entry: SeenRequest = { method: request.method, url, form };
    seen.push(entry);
    const haystack = `${url.search}&${body}`;
    const route = routes.find((candidate) => haystack.includes(candidate.match));
    if (!route) return new Response(`no fake route for ${request.method} ${url.href} ${body}`, { status: 599 });
    const reply = typeof route.reply === 'function' ? route.reply(entry) : route.reply;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if ('hang' in reply) {
        return await new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if ('networkError' in reply) throw new TypeError('Failed to fetch');
      const status = reply.status ?? 200;
      return 'json' in reply
        ? new Response(JSON.stringify(reply.json), { status, headers: { 'Content-Type': 'application/json' } })
        : new Response(reply.text, { status, headers: { 'Content-Type': 'text/html' } });
    } finally {
      inFlight -= 1;
    }
  });
  return {
    seen,
    get maxInFlight() {
      return maxInFlight;
    },
    restore,
  };
}

/** A WooCommerce cart answer with the mini cart and header count. */
export function cartAnswer(lines: string[], hash = `hash-${lines.length}`) {
  const items = lines
    .map(
      (name, i) =>
        `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/carrito/?remove_item=k${i}" class="remove remove_from_cart_button" data-cart_item_key="k${i}">×</a><a href="/p/${i}">${name}</a></li>`,
    )
    .join('');
  return {
    fragments: {
      'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">${items}</ul></div>`,
      '.cart-icon strong': `<strong>${lines.length}</strong>`,
    },
    cart_hash: hash,
  };
}
