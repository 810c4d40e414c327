import { describe, expect, it, vi } from 'vitest';
import { chunkUrl, loadThemeLottie, moduleRunner } from './theme-chunk';

describe("the theme's Lottie chunk", () => {
  it('is beside the theme, from flatsomeVars (its version as the query); nowhere without it', () => {
    expect(chunkUrl({ assets_url: 'https://tienda.example/wp-content/themes/flatsome/assets/', theme: { version: '3.20.0' } })).toBe(
      'https://tienda.example/wp-content/themes/flatsome/assets/js/chunk.lottie.js?ver=3.20.0',
    );
    expect(chunkUrl({ assets_url: 'https://tienda.example/assets' })).toBe('https://tienda.example/assets/js/chunk.lottie.js');
    expect([chunkUrl(undefined), chunkUrl({}), chunkUrl({ assets_url: 'javascript:alert(1)//' })]).toEqual([undefined, undefined, undefined]);
  });

  it("runs a webpack module with the helpers the theme's modules call (r, d, g), once", () => {
    let runs = 0;
    const run = moduleRunner({
      1: (_module, exports, require) => {
        runs++;
        require.r(exports);
        require.d(exports, { answer: () => 42, global: () => require.g === globalThis });
      },
      2: (module, _exports, require) => {
        module.exports = { fromOne: (require(1) as { answer: number }).answer };
      },
    });
    expect(run(1)).toMatchObject({ answer: 42, global: true });
    expect(Object.prototype.toString.call(run(1))).toBe('[object Module]');
    expect(run(2)).toEqual({ fromOne: 42 });
    expect(runs).toBe(1);
  });

  it("takes the player and interactivity modules from the chunk as it pushes itself onto flatsomeChunks", async () => {
    // The script is not fetched here: the chunk's push is played by the test.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    const loaded = loadThemeLottie('https://tienda.example/assets/js/chunk.lottie.js');
    const defined: string[] = [];
    (window as unknown as { flatsomeChunks: unknown[] }).flatsomeChunks.push([
      [970],
      {
        9371: () => defined.push('lottie-player'),
        1204: (_m: unknown, exports: object, require: { r(e: object): void; d(e: object, g: object): void }) => {
          require.r(exports);
          require.d(exports, { create: () => () => 'created' });
        },
      },
    ]);
    const lottie = await loaded;
    expect(defined).toEqual(['lottie-player']);
    expect(lottie.create({})).toBe('created');
    expect((append.mock.calls[0]![0] as HTMLScriptElement).src).toBe('https://tienda.example/assets/js/chunk.lottie.js');
    // Once per page.
    expect(await loadThemeLottie('https://tienda.example/assets/js/chunk.lottie.js')).toBe(lottie);
    expect(append).toHaveBeenCalledTimes(1);
    append.mockRestore();
  });
});
