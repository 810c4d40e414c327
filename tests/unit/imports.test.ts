/**
 * The house plan's rules for imports (README "Where is X"), read from the sources: no
 * import circles, counting type-only and dynamic imports; the table of parts
 * (src/start/parts.ts, and its page-builder sub-table builder-parts.ts) are the only modules that load a chunk; only start-up's chunk modules
 * reach into widgets/; and the layers below the features never import a feature's code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const SPECIFIER = /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Every module of src/ and widgets/ (tests apart) with the modules it imports, static, dynamic or type-only. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'widgets'))]) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    const targets = [...code.matchAll(SPECIFIER)].flatMap((match) => resolveImport(file, match[1] ?? match[2]!) ?? []);
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
  }
  return graph;
}

/** One circle per strongly connected component of more than one module (or a module importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const importers = (graph: Map<string, string[]>, test: (target: string) => boolean): string[] =>
  [...graph].filter(([, targets]) => targets.some(test)).map(([file]) => file).sort();

describe('the import graph', () => {
  const graph = importGraph();

  it('reads the sources (the graph is not empty)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/start/parts.ts')).toContain('src/start/chunks/product.ts');
  });

  it('has no circles, type-only and dynamic imports included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const looped = new Map([...graph, ['src/kernel/config.ts', [...(graph.get('src/kernel/config.ts') ?? []), 'src/start/start.ts']]]);
    expect(circles(looped).length).toBeGreaterThan(0);
  });

  it('loads chunks from the table of parts alone', () => {
    const chunkModule = (target: string) => target.startsWith('src/start/chunks/') && !/runtime\.ts$/.test(target);
    // ...and from its lazy sub-table of page-builder elements (itself loaded as a chunk by that table).
    const homes = ['src/start/builder-parts.ts', 'src/start/parts.ts'];
    expect(importers(graph, chunkModule).filter((file) => !homes.includes(file))).toEqual([]);
    expect(importers(graph, chunkModule)).toContain('src/start/parts.ts');
  });

  it('reaches into widgets/ only from the chunk modules', () => {
    const outside = importers(graph, (target) => target.startsWith('widgets/')).filter(
      (file) => !file.startsWith('widgets/') && !file.startsWith('src/start/chunks/'),
    );
    expect(outside).toEqual([]);
  });

  it('keeps the layers under the features free of feature code (the WooCommerce variation type in the page context apart)', () => {
    const lower = ['src/kernel/', 'src/cart/', 'src/stores/', 'src/dom/', 'src/http/'];
    const wrong = [...graph]
      .filter(([file]) => lower.some((layer) => file.startsWith(layer)))
      .flatMap(([file, targets]) => targets.filter((target) => target.startsWith('src/features/') || target.startsWith('src/start/') || target.startsWith('widgets/')).map((target) => `${file} -> ${target}`))
      .filter((edge) => edge !== 'src/kernel/context.ts -> src/features/product/variation-form/core.ts');
    expect(wrong).toEqual([]);
  });
});
