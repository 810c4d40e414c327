import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { setTransport } from '../../http/transport';
import { flush, setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './coming-soon-banner';
import { withLoaders } from '../../../tests/unit/helpers/page';

// The REST client is a lazy chunk in the bundle; loaded once here, so each test's first request is not an import away.

const banner = `<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Tu tienda está en modo «próximamente».</div>
  <a class="coming-soon-footer-banner-dismiss" data-rest-url="http://localhost:3000/wp-json/wp/v2/users/1" data-rest-nonce="n0nc3" href="#" aria-label="Descartar"></a></div>`;

describe('coming-soon footer banner', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    vi.restoreAllMocks();
  });

  async function dismissWith(reply: () => Promise<Response>) {
    const seen: { url: string; method: string; nonce: string | null; body: string }[] = [];
    restore = setTransport(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      seen.push({ url: request.url, method: request.method, nonce: request.headers.get('X-WP-Nonce'), body: await request.text() });
      return reply();
    });
    setBody(banner);
    enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.coming-soon-footer-banner-dismiss')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    return seen;
  }

  it('POSTs woocommerce_meta coming_soon_banner_dismissed=yes to the link address with its nonce, and hides the banner', async () => {
    const seen = await dismissWith(async () => new Response('{"id":1}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toMatch(/^http:\/\/localhost:3000\/wp-json\/wp\/v2\/users\/1\b/);
    expect(seen[0]!.nonce).toBe('n0nc3');
    expect(JSON.parse(seen[0]!.body)).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(true);
  });

  it('hides the banner whatever the answer (an error, or no network)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await dismissWith(async () => new Response('{"code":"rest_forbidden","message":"no"}', { status: 403, headers: { 'Content-Type': 'application/json' } }));
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(true);
    restore?.();
    await dismissWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(document.getElementById('coming-soon-footer-banner')!.style.display).toBe('none');
    expect(warn).toHaveBeenCalled();
  });

  it('works as a button: role=button, and Space dismisses', async () => {
    restore = setTransport(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    setBody(banner);
    enhance(document, withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) }));
    const link = document.querySelector('.coming-soon-footer-banner-dismiss')!;
    expect(link.getAttribute('role')).toBe('button');
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(document.getElementById('coming-soon-footer-banner')!.hidden).toBe(true);
    await flush();
  });
});
