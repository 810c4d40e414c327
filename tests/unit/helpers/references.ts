// The references islas answers to (../shared/reference/, beside the clone, as in CI), read
// for the registry of parts (src/start/claims.ts): Flatsome 3.20's inventory rows and the
// handle each names, and the text of the WooCommerce and Jetpack references.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const referenceDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference');

export function readReference(name: string): string {
  const file = join(referenceDir, name);
  if (!existsSync(file)) throw new Error(`the reference ${file} is missing: the registry test reads ../shared beside the clone`);
  return readFileSync(file, 'utf8');
}

/** A table row's cells, split on unescaped pipes. */
const cells = (line: string): string[] => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());

/** flatsome-3.20.md §1: the handles by their abbreviation (**F** flatsome-js, ...). */
export function flatsomeAbbreviations(md: string): Record<string, string> {
  const handles: Record<string, string> = {};
  for (const match of md.matchAll(/^\| `([a-z0-9-]+)` \(\*\*([A-Z]+)\*\*\) \|/gm)) handles[match[2]!] = match[1]!;
  return handles;
}

/**
 * flatsome-3.20.md §2: each row's number and the handles its "where" column names: the
 * abbreviations in bold (not those in a "(deps ...)" aside, which name what the script
 * needs, not what does the behaviour) and the handles in backticks it starts with
 * ("`flatsome-lazy` (...)", "`flatsome-infinite-scroll` + `flatsome-infinite-scroll-js`").
 */
export function flatsomeRows(md: string): Map<number, string[]> {
  const abbreviations = flatsomeAbbreviations(md);
  const rows = new Map<number, string[]>();
  for (const line of md.split('\n')) {
    const row = cells(line);
    if (row.length < 6 || !/^\d+$/.test(row[0]!)) continue;
    const where = row[2]!;
    const handles = new Set<string>();
    const lead = /^(?:`[a-z0-9-]+`(?: \+ |, )?)+/.exec(where)?.[0] ?? '';
    for (const [, name] of lead.matchAll(/`([a-z0-9-]+)`/g)) if (/^(flatsome|wc|jetpack)-/.test(name!)) handles.add(name!);
    const withoutDeps = where.replace(/\([^()]*\bdeps\b[^()]*\)/g, '');
    for (const [, abbreviation] of withoutDeps.matchAll(/\*\*([A-Z]{1,2})\*\*/g)) {
      const handle = abbreviations[abbreviation!];
      if (handle) handles.add(handle);
    }
    rows.set(Number(row[0]), [...handles]);
  }
  return rows;
}
