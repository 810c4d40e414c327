// @vitest-environment node
// dist/islas.d.ts, as the build writes it, checks a theme's TypeScript: the calls README
// "Extending islas" shows compile, and wrong ones do not (the TypeScript compiler, strict).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePublicTypes } from '../../build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = join(root, 'node_modules/.bin/tsc');

const THEME = `
import { islas as imported } from 'islas';
import type { CartSnapshot, IslandModule } from 'islas';

const bar: IslandModule = {
  mount(el, ctx) {
    const threshold = Number(ctx.props.threshold);
    const off = (window.islas as import('islas').Islas).cart.subscribe((cart: CartSnapshot) => {
      if (cart.subtotal !== null) el.textContent = (threshold - cart.subtotal).toFixed(2) + ctx.idPrefix;
    });
    return off;
  },
};

(window.islas = window.islas || []).push((islas) => {
  islas.islands.register('free-shipping-bar', { load: () => Promise.resolve(bar), hydrate: 'visible' });
  islas.islands.register('lazy-one', { load: () => import('./lazy-island') });
  const count: number | null = islas.cart.get().count;
  void islas.cart.add({ productId: 12, quantity: 2, data: { success_message: 'Añadido' } }).then((added: boolean) => added && count);
  void islas.cart.add({ productId: '16', variationId: 161, button: document.createElement('button') });
  void islas.cart.refresh();
  const off = islas.on('added_to_cart', (args, target) => console.log(args.length, target));
  islas.emit('theme_event', [1], document.body);
  islas.wishlist.subscribe((wishlist) => wishlist.added.includes('12') && wishlist.count);
  off();
});
void imported.ready.then((api) => api.wishlist.get().pending.length);
`;

const LAZY = `export function mount(el: HTMLElement): () => void { el.hidden = false; return () => {}; }\n`;

/** Each line a mistake the types must catch, with the reason. */
const MISTAKES: [string, string][] = [
  ["import { islas } from 'islas';", ''],
  ["islas.cart.add({ quantity: 2 });", 'productId is required'],
  ["islas.islands.register('x', { load: () => Promise.resolve({ mount: () => {} }) });", 'mount must return its unmount'],
  ["islas.islands.register('x', { load: async () => ({ mount: () => () => {} }), hydrate: 'soon' });", 'an unknown strategy'],
  ['islas.cart.get().subtotal.toFixed(2);', 'the subtotal may be unknown (null)'],
  ['window.islas.cart.get();', 'window.islas may be missing or the queue'],
  ['islas.cart.subscribe((cart) => cart.total);', 'no such field'],
  ["const ok: string = islas.cart.add({ productId: 1 });", 'add returns a promise'],
  ['islas.on("added_to_cart", (args: string) => args);', 'handlers get the arguments array'],
];

describe('dist/islas.d.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'islas-types-'));
  const compile = async (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const config = {
      compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [], skipLibCheck: false },
      files: ['islas.d.ts', ...Object.keys(files)],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    try {
      await promisify(execFile)(tsc, ['-p', dir], { cwd: dir });
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  };

  beforeAll(() => writePublicTypes(dir));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles a theme that uses window.islas and the islas module as documented', async () => {
    expect(await compile({ 'theme.ts': THEME, 'lazy-island.ts': LAZY })).toBe('');
  }, 60_000);

  it('refuses wrong calls', async () => {
    const output = await compile({ 'mistakes.ts': MISTAKES.map(([line]) => line).join('\n') + '\n' });
    const failedLines = new Set([...output.matchAll(/mistakes\.ts\((\d+),\d+\): error/g)].map((match) => Number(match[1])));
    MISTAKES.forEach(([line, why], index) => {
      if (why) expect(failedLines.has(index + 1), `${why}: ${line}\n${output}`).toBe(true);
    });
    // Only the mistakes: the import on line 1 and the declarations themselves are fine.
    expect(failedLines.has(1), output).toBe(false);
    expect(output).not.toContain('islas.d.ts(');
  }, 60_000);
});
