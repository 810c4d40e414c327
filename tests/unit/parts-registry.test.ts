// @vitest-environment node
// The registry of parts (issue 30, deliver 1; src/start/claims.ts, docs/parts.md): every
// handle islas dequeues has each behaviour the references list for it done by a part, or
// listed with the reason; no part claims a row that does not exist or a handle it does not
// replace; and the plugin dequeues exactly the build's list, which comes from the registry.
// "Dequeued but not replaced" fails here.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, readReplacedHandles } from '../../build.mjs';
import { choosePhp } from '../../php-stub/serve.mjs';
import { claims, declined, gaps, keptOnPurpose, keptWithItsScript, replacedHandles, type Claim, type PartName } from '../../src/start/claims';
import { builderParts } from '../../src/start/builder-parts';
import { chromeEnhancers } from '../../src/start/chrome-parts';
import { islands, lazyEnhancers } from '../../src/start/parts';
import { flatsomeRowHandles, renamedHandles, stockRows, type RowId, type StockRow } from '../../src/start/stock-rows';
import { phpRunner } from './helpers/php';
import { flatsomeAbbreviations, flatsomeRows, readReference } from './helpers/references';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const inventory = readReference('flatsome-3.20.md');
const parsedRows = flatsomeRows(inventory);
/** Each Flatsome row's handles: as its "where" column names them, else as stock-rows.ts gives them. */
const flatsomeHandles = new Map([...parsedRows].map(([row, handles]) => [row, handles.length ? handles : [...(flatsomeRowHandles[row] ?? [])]]));

/** The handles a row belongs to. */
function rowHandles(row: RowId): string[] | undefined {
  const flatsome = /^flatsome:(\d+)$/.exec(row);
  if (flatsome) return flatsomeHandles.get(Number(flatsome[1]));
  return row in stockRows ? [(stockRows as Record<string, StockRow>)[row]!.handle] : undefined;
}

/** Every row of the references, by id. */
const allRows: RowId[] = [...[...flatsomeHandles.keys()].map((row) => `flatsome:${row}` as const), ...(Object.keys(stockRows) as RowId[])];

/** A handle's 9.4 name (WooCommerce 10.3 renamed some libraries). */
const oldName = (handle: string): string => renamedHandles[handle] ?? handle;

/**
 * What is wrong with the registry, as sentences (empty when it holds): the rule of issue 30's
 * first deliver, checked against the build's list of replaced handles.
 */
function registryProblems(replaced: string[], registry: Record<PartName, Claim> = claims): string[] {
  const claimEntries = Object.entries(registry) as [PartName, Claim][];
  const claimedRows = new Set<string>(claimEntries.flatMap(([, claim]) => claim.rows));
  const problems: string[] = [];
  const replacedOld = new Set(replaced.map(oldName));
  for (const handle of replacedOld) {
    const rows = allRows.filter((row) => rowHandles(row)!.includes(handle));
    if (!rows.length) problems.push(`${handle} is replaced, but no reference row says what it does`);
    for (const row of rows) {
      if (!claimedRows.has(row) && !gaps[row] && !declined[row] && !keptWithItsScript[row]) {
        problems.push(`${row} (${handle}) is neither claimed by a part nor listed as a gap, declined or kept with its script`);
      }
    }
  }
  for (const [part, claim] of claimEntries) {
    for (const row of claim.rows) {
      const handles = rowHandles(row);
      if (!handles) problems.push(`${part} claims ${row}, which is no row of the references`);
      else if (!handles.some((handle) => (claim.replaces as readonly string[]).includes(handle))) {
        problems.push(`${part} claims ${row} (${handles.join(', ') || 'no script'}), a row of no handle it replaces`);
      }
    }
    if (!claim.rows.length && !claim.replaces.length && !claim.note) problems.push(`${part} claims nothing and says not why`);
  }
  for (const [list, entries] of [['gaps', gaps], ['declined', declined], ['keptWithItsScript', keptWithItsScript]] as const) {
    for (const row of Object.keys(entries) as RowId[]) {
      const handles = rowHandles(row);
      if (!handles) problems.push(`${list} lists ${row}, which is no row of the references`);
      else if (!handles.some((handle) => replacedOld.has(handle))) problems.push(`${list} lists ${row}, whose handles (${handles.join(', ')}) islas does not replace`);
      if (list !== 'gaps' && claimedRows.has(row)) problems.push(`${list} lists ${row}, which a part claims`);
    }
  }
  for (const handle of Object.keys(keptOnPurpose)) if (replacedOld.has(oldName(handle))) problems.push(`${handle} is kept on purpose, yet replaced`);
  return problems;
}

describe('the registry of parts (src/start/claims.ts)', () => {
  let built: string[];
  beforeAll(async () => {
    built = await readReplacedHandles();
  }, 60_000);

  it('has one claim per part of the tables, and none for a part that is not there', () => {
    const tableNames = [
      ...Object.keys(islands),
      ...lazyEnhancers.map((part) => part.name),
      ...chromeEnhancers(async () => ({}) as never, async () => ({}) as never, async () => ({}) as never).map((part) => part.name),
      ...builderParts.map((part) => part.name),
    ];
    const startParts = Object.keys(claims).filter((name) => !tableNames.includes(name));
    // Parts no table lists: what start.ts runs itself (its eager enhancers, the cart, the jQuery bridge).
    const startSource = readFileSync(join(root, 'src/start/start.ts'), 'utf8');
    expect(startParts.sort()).toEqual(['cart', 'cookies', 'jquery-compat', 'lazy-images', 'quantity-min', 'site-loader', 'skip-link', 'variation-preselection']);
    for (const call of ['enhanceSkipLink', 'lazyImages', 'raiseQuantitiesToMin', 'markSelectionNeeded', "remove('loading-site')", 'cart.fragments.start', 'loadJQueryCompat']) {
      expect(startSource, call).toContain(call);
    }
    for (const name of tableNames) expect(claims, name).toHaveProperty([name]);
  });

  it('reads 86 rows from the Flatsome inventory, each with its handles (or none: PHP only)', () => {
    expect(flatsomeAbbreviations(inventory)).toMatchObject({ F: 'flatsome-js', FW: 'flatsome-theme-woocommerce-js', LS: 'flatsome-live-search', CN: 'flatsome-cookie-notice', IP: 'flatsome-instant-page' });
    expect([...parsedRows.keys()]).toEqual(Array.from({ length: 86 }, (_, i) => i + 1));
    for (const [row, handles] of flatsomeHandles) {
      // stock-rows.ts only names the handle of rows whose column names none.
      if (row in flatsomeRowHandles) expect(parsedRows.get(row), `row ${row}`).toEqual([]);
      else expect(handles.length, `row ${row} names no handle`).toBeGreaterThan(0);
    }
    expect(flatsomeHandles.get(53)).toEqual(['flatsome-woocommerce-floating-labels', 'flatsome-theme-woocommerce-js']);
    expect(flatsomeHandles.get(83)).toEqual(['flatsome-lazy']); // its "deps **F**" is what it needs, not who does it
  });

  it('quotes the WooCommerce and Jetpack references word for word, and their renamed handles as WooCommerce 11 lists them', () => {
    for (const [id, row] of Object.entries(stockRows) as [string, StockRow][]) {
      expect(id.startsWith(`${row.handle}:`), id).toBe(true);
      expect(readReference(row.ref), `${id}: "${row.quote}" in ${row.ref}`).toContain(row.quote);
    }
    const woo11 = readReference('woocommerce-11.md');
    for (const [renamed, old] of Object.entries(renamedHandles)) expect(woo11, renamed).toContain(`| \`${old}\` | \`${renamed}\` | yes |`);
  });

  it('covers every row of every handle islas replaces, and claims only rows of handles it replaces', () => {
    expect(registryProblems(built)).toEqual([]);
  });

  it('fails a dequeued handle with a row nobody claims, and a claim of a row of a handle the part does not replace', () => {
    // The rule itself, on a list with one handle more and on a claim moved: were the rule
    // empty, "dequeued but not replaced" could come back unseen.
    expect(registryProblems([...built, 'flatsome-instant-page'])).toEqual(
      expect.arrayContaining(['flatsome:82 (flatsome-instant-page) is neither claimed by a part nor listed as a gap, declined or kept with its script', 'flatsome-instant-page is kept on purpose, yet replaced']),
    );
    const moved = { ...claims, 'back-to-top': { replaces: [], rows: claims['back-to-top'].rows } };
    expect(registryProblems(built, moved)).toContain('back-to-top claims flatsome:2 (flatsome-js), a row of no handle it replaces');
    const unclaimed = { ...claims, 'back-to-top': { replaces: [], rows: [], note: 'gone' } };
    expect(registryProblems(built, unclaimed)).toEqual(['flatsome:2 (flatsome-js) is neither claimed by a part nor listed as a gap, declined or kept with its script']);
  });

  it('names every handle the references name: replaced, or kept on purpose with the reason', () => {
    const named = new Set([...flatsomeHandles.values()].flat().concat(Object.values(stockRows).map((row: StockRow) => row.handle)));
    const replacedOld = new Set(built.map(oldName));
    for (const handle of named) expect(replacedOld.has(handle) || handle in keptOnPurpose, handle).toBe(true);
    for (const [handle, reason] of Object.entries(keptOnPurpose)) expect(reason.length, handle).toBeGreaterThan(20);
    for (const [row, gap] of Object.entries(gaps)) expect(typeof gap?.issue === 'number' || gap?.issue === 'unfiled', row).toBe(true);
  });

  it("steps aside only for handles islas replaces (the tables' stock)", () => {
    const stock = [...Object.values(islands), ...lazyEnhancers, ...chromeEnhancers(async () => ({}) as never, async () => ({}) as never, async () => ({}) as never), ...builderParts].flatMap(
      (part) => ('stock' in part && part.stock ? [part.stock].flat() : []) as string[],
    );
    for (const handle of stock) expect(built, handle).toContain(handle);
  });

  it('is what the build writes into dist/manifest.json ("replaces")', async () => {
    expect(built).toEqual(replacedHandles());
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    expect(JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')).replaces).toEqual(built);
  }, 120_000);
});

describe('the plugin dequeues the build’s list', () => {
  let runPhp: (code: string) => Promise<string>;
  let work: string;
  beforeAll(async () => {
    runPhp = await phpRunner();
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    // PHP.wasm sees only the repository's folder; the system PHP sees everything.
    const base = choosePhp() === 'system' ? tmpdir() : join(root, 'node_modules/.cache');
    mkdirSync(base, { recursive: true });
    work = mkdtempSync(join(base, 'islas-registry-'));
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Runs `code` after loading islas-enqueue.php with the build in `base`. */
  const withBuild = (base: string, code: string) =>
    runPhp(`<?php
error_reporting( E_ALL );
ini_set( 'error_log', '${join(work, 'php.log')}' );
require '${root}/php-stub/wp-shim.php';
define( 'ISLAS_BASE_PATH', '${base}' );
define( 'ISLAS_BASE_URL', 'https://shop.example/islas/' );
require '${root}/plugin/islas-enqueue.php';
${code}`);

  it('dequeues exactly the handles the build lists, and its conditions (parts, twins) name only those', async () => {
    const built = await readReplacedHandles();
    const [defaults, replaced, parts, twins] = JSON.parse(
      await withBuild(root, 'echo json_encode( array( islas_default_replaced_scripts(), islas_replaced_scripts(), islas_part_handles(), islas_script_twins() ) );'),
    ) as [string[], string[], Record<string, string[]>, Record<string, string[]>];
    expect(defaults).toEqual(built);
    expect(replaced).toEqual(built);
    for (const handle of [...Object.values(parts).flat(), ...Object.keys(twins), ...Object.values(twins).flat()]) expect(built, handle).toContain(handle);
  });

  // The real-shop harness switches a theme's dist/ link from one checkout to another while
  // php -S keeps running: the list must come from the build the link names now.
  it.runIf(choosePhp() === 'system')('reads the list through a dist/ link as it points now, not as a long-lived PHP process resolved it before', async () => {
    for (const name of ['a', 'b']) {
      mkdirSync(join(work, name, 'dist'), { recursive: true });
      writeFileSync(join(work, name, 'dist/manifest.json'), JSON.stringify({ name: 'islas', entry: 'main.js', preload: [], lazy: [], replaces: [`handle-${name}`] }));
    }
    mkdirSync(join(work, 'theme'), { recursive: true });
    const link = join(work, 'theme/dist');
    const out = await runPhp(`<?php
error_reporting( E_ALL );
symlink( '${join(work, 'a/dist')}', '${link}' );
file_get_contents( '${link}/manifest.json' ); // an earlier request read build a
shell_exec( "ln -sfn '${join(work, 'b/dist')}' '${link}'" ); // switched by another process, as ln -sfn does
require '${root}/php-stub/wp-shim.php';
define( 'ISLAS_BASE_PATH', '${join(work, 'theme')}' );
define( 'ISLAS_BASE_URL', 'https://shop.example/islas/' );
require '${root}/plugin/islas-enqueue.php';
echo json_encode( islas_default_replaced_scripts() );`);
    expect(JSON.parse(out)).toEqual(['handle-b']);
  });

  it('replaces nothing, and says so once, when the manifest has no list or a broken one', async () => {
    for (const [name, replaces] of [['none', undefined], ['empty', []], ['not-a-list', { a: 'flatsome-js' }], ['not-handles', ['flatsome-js', 3]]] as const) {
      mkdirSync(join(work, name, 'dist'), { recursive: true });
      writeFileSync(join(work, name, 'dist/manifest.json'), JSON.stringify({ name: 'islas', entry: 'main.js', preload: [], lazy: [], ...(replaces ? { replaces } : {}) }));
      const out = await withBuild(join(work, name), 'echo json_encode( array( islas_manifest(), islas_default_replaced_scripts(), islas_manifest() ) );');
      expect(JSON.parse(out), name).toEqual([null, [], null]);
    }
    // One line per request, however often the manifest is asked for.
    const log = readFileSync(join(work, 'php.log'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(4);
    for (const line of log) expect(line).toContain('no list of the handles to replace ("replaces"); rebuild it (npm run build). islas stays out and the stock scripts stay in place.');
  });
});
