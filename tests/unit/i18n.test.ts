// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { __, resetLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { esES } from '../../src/kernel/i18n/es_ES';
import { setupI18n } from '../../src/kernel/i18n';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal passed to __() / _x() / _n() with the islas text domain. */
function usedStrings(): string[] {
  const found = new Set<string>();
  for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'widgets'))]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b__\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'islas'\s*\)/g)) found.add(match[1]!);
  }
  return [...found];
}

describe('translations', () => {
  afterEach(() => resetLocaleData());

  it('has an es_ES translation for every string islas shows', async () => {
    const strings = usedStrings();
    expect(strings.length).toBeGreaterThan(5);
    // The runtime's strings live in src/kernel/i18n/es_ES.ts; each island may carry its own es_ES.ts,
    // and each lazy enhancer its own <name>.es_ES.ts, so the strings travel in their chunk.
    const known = new Set(Object.keys(esES));
    const chunkStrings = [
      ...sources(join(root, 'widgets')).filter((path) => path.endsWith('/es_ES.ts')),
      // Lazy parts outside enhancers/ too (src/features/checkout/, src/features/address/, src/features/cart-page/).
      ...sources(join(root, 'src')).filter((path) => path.endsWith('.es_ES.ts')),
    ];
    for (const file of chunkStrings) {
      const module = (await import(file)) as Record<string, Record<string, unknown>>;
      for (const data of Object.values(module)) for (const key of Object.keys(data)) known.add(key);
    }
    const missing = strings.filter((s) => !known.has(s));
    expect(missing).toEqual([]);
  });

  it('speaks Spanish on a Spanish page and keeps the source strings elsewhere', () => {
    setupI18n('en-US');
    expect(__('Skip to content', 'islas')).toBe('Skip to content');
    setupI18n('es-ES');
    expect(__('Skip to content', 'islas')).toBe('Saltar al contenido');
    expect(__('Show image %d', 'islas')).toBe('Mostrar la imagen %d');
  });
});
