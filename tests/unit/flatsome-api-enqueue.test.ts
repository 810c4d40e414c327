// @vitest-environment node
// What the plugin prints for window.Flatsome's stand-in (inventory row 86;
// plugin/includes/config.php), on the stub's pages: where islas took flatsome-js out, the
// client is told (islas_params.flatsome_api), each of the theme's scripts that stay finds a
// placeholder to register its behaviours on, and Flatsome's own get jQuery, which
// flatsome-js always brought. Where flatsome-js prints after all, none of it.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { startStub } from '../../php-stub/serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PLACEHOLDER = 'window.Flatsome=window.Flatsome||{behaviors:{},behavior:function(n,b){this.behaviors[n]=b}};';

/** The classic scripts printed (`id="HANDLE-js"`), in document order. */
const printed = (html: string): string[] => [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*\bid="([^"]+)-js"/g)].map((m) => m[1]!);

function islasParams(html: string): Record<string, unknown> | undefined {
  const match = /var islas_params = (\{.*?\});\n<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

/** The inline script printed right before the script of `handle`, if any. */
function before(html: string, handle: string): string | undefined {
  const at = html.indexOf(`id="${handle}-js"`);
  const tag = html.lastIndexOf('<script', at);
  return /<script[^>]*>\s*([^<]*?)\s*<\/script>\s*$/.exec(html.slice(0, tag))?.[1];
}

describe("the plugin's window.Flatsome placeholder and flag", () => {
  let stub: Awaited<ReturnType<typeof startStub>>;

  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    stub = await startStub({ port: 0 });
  }, 120_000);
  afterAll(async () => {
    await stub?.close();
  });

  /** A page for a new visitor (the stub keeps its switches per session). */
  async function page(path: string): Promise<string> {
    const res = await fetch(new URL(path, stub.url));
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(html, path).not.toMatch(/(Warning|Notice|Deprecated|Fatal error): /);
    return html;
  }

  it("takes Flatsome's countdown scripts out with flatsome-js (islas renders the timers), so they bring no jQuery", async () => {
    const html = await page('/ayuda/?islas-countdown=1');
    expect(html).toContain('data-countdown=');
    const scripts = printed(html);
    expect(scripts).not.toContain('flatsome-countdown-theme-js');
    expect(scripts).not.toContain('jquery-core');
    expect(islasParams(html)).toMatchObject({ flatsome_api: '1' });
  });

  it("puts the placeholder before Flatsome's countdown script where the shop keeps it, and jQuery before it, which flatsome-js brought", async () => {
    const html = await page('/ayuda/?islas-countdown=1&islas-off=countdown');
    expect((islasParams(html)?.kept_scripts as string[] | undefined) ?? []).toContain('flatsome-countdown-theme-js');
    const scripts = printed(html);
    expect(scripts).toContain('flatsome-countdown-theme-js');
    expect(scripts).not.toContain('flatsome-js');
    expect(scripts.indexOf('jquery-core')).toBeGreaterThan(-1);
    expect(scripts.indexOf('jquery-core')).toBeLessThan(scripts.indexOf('flatsome-countdown-theme-js'));
    expect(before(html, 'flatsome-countdown-theme-js')).toBe(PLACEHOLDER);
    expect(islasParams(html)).toMatchObject({ flatsome_api: '1' });
  });

  it("gives a child theme's script the placeholder but not jQuery, and a page without them no jQuery", async () => {
    const html = await page('/ayuda/');
    expect(printed(html)).toContain('theme-free-shipping-bar');
    expect(before(html, 'theme-free-shipping-bar')).toBe(PLACEHOLDER);
    expect(printed(html)).not.toContain('jquery-core');
    expect(islasParams(html)).toMatchObject({ flatsome_api: '1' });
  });

  it('prints none of it where flatsome-js prints (a swatches extension keeps it), nor where islas is off', async () => {
    const mixed = await page('/ayuda/?islas-countdown=1&islas-swatches=1');
    expect(printed(mixed)).toContain('flatsome-js');
    expect(mixed).not.toContain(PLACEHOLDER);
    expect(islasParams(mixed)?.flatsome_api).toBeUndefined();
    const off = await page('/ayuda/?islas-countdown=1&islas-off=all');
    expect(off).not.toContain(PLACEHOLDER);
    expect(islasParams(off)).toBeUndefined();
  });
});
