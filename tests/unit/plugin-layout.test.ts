// @vitest-environment node
// plugin/ as the zip holds it (issue 29): islas-enqueue.php is a short entry that requires its
// three includes (plugin/includes/: what to replace, the assets, the config) and hooks islas in.
// A theme may hold the entry alone, its dist/ linked to an islas checkout (the real-shop
// harness copies plugin/islas-enqueue.php alone into mu-plugins/): the entry then finds the
// includes beside the build the theme uses; where there are none it stays out, without a fatal.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePlugin } from '../../build.mjs';
import { choosePhp, hasSystemPhp } from '../../php-stub/serve.mjs';
import { phpRunner } from './helpers/php';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INCLUDES = ['assets.php', 'config.php', 'replaced-scripts.php'];

let runPhp: (code: string) => Promise<string>;
let work: string;

beforeAll(async () => {
  runPhp = await phpRunner();
  // PHP.wasm sees only the project folder (as in package.test.ts).
  const base = choosePhp() === 'system' ? tmpdir() : join(root, 'node_modules/.cache');
  mkdirSync(base, { recursive: true });
  work = mkdtempSync(join(base, 'islas-plugin-layout-'));
}, 60_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/**
 * A site: mu-plugins/islas-enqueue.php (plugin/'s, copied alone), a theme whose dist/ is a
 * symlink to `linkTo`. Runs `code` after requiring the copy; the PHP error log is printed
 * after the marker, so a test reads both.
 */
async function site(name: string, linkTo: string | null, code: string): Promise<{ out: string; log: string }> {
  const dir = join(work, name);
  mkdirSync(join(dir, 'mu-plugins'), { recursive: true });
  mkdirSync(join(dir, 'theme'), { recursive: true });
  copyFileSync(join(root, 'plugin/islas-enqueue.php'), join(dir, 'mu-plugins/islas-enqueue.php'));
  if (linkTo) symlinkSync(linkTo, join(dir, 'theme/dist'));
  const log = join(dir, 'php-errors.log');
  const text = await runPhp(`<?php
error_reporting( E_ALL );
ini_set( 'log_errors', '1' );
ini_set( 'display_errors', '1' );
ini_set( 'error_log', '${log}' );
define( 'ISLAS_THEME_DIR', '${dir}/theme' );
require '${root}/php-stub/wp-shim.php';
require '${dir}/mu-plugins/islas-enqueue.php';
${code}
echo "\\n--log--\\n";
echo (string) @file_get_contents( '${log}' );`);
  const [out, logText] = text.split('\n--log--\n');
  return { out: out!, log: logText ?? '' };
}

/** A checkout of islas: dist/ beside plugin/includes/ (the project's own includes, linked). */
function checkout(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  mkdirSync(join(dir, 'plugin'), { recursive: true });
  symlinkSync(join(root, 'plugin/includes'), join(dir, 'plugin/includes'));
  return dir;
}

const hooked = `echo json_encode( array(
	function_exists( 'islas_script_decision' ) && function_exists( 'islas_manifest' ) && function_exists( 'islas_config' ),
	$GLOBALS['wp_filter']['wp_enqueue_scripts'][100] ?? null,
) );`;

describe('plugin/', () => {
  it('holds the plugin as the zip does: islas.php, islas-enqueue.php, includes/ by job, readme.txt, languages/', () => {
    expect(readdirSync(join(root, 'plugin/includes')).sort()).toEqual(INCLUDES);
    for (const file of ['islas.php', 'islas-enqueue.php', 'readme.txt', 'languages/islas-es_ES.po', 'README.md']) {
      expect(readFileSync(join(root, 'plugin', file)).length, file).toBeGreaterThan(0);
    }
  });

  it('ships plugin/ file for file (not its README.md) with the build', async () => {
    const { zip, files } = await packagePlugin({ outdir: join(work, 'zip') });
    const plugin = files.filter((name) => !name.startsWith('islas/dist/'));
    expect(plugin).toEqual(
      expect.arrayContaining(['islas/islas.php', 'islas/islas-enqueue.php', 'islas/readme.txt', 'islas/languages/islas-es_ES.po', 'islas/languages/islas-es_ES.mo', ...INCLUDES.map((f) => `islas/includes/${f}`)]),
    );
    expect(plugin.filter((name) => /README\.md$/.test(name))).toEqual([]);
    // Byte for byte, where unzip is installed (package.test.ts reads the zip itself).
    const unzip = spawnSync('unzip', ['-p', zip, ...INCLUDES.map((f) => `islas/includes/${f}`)]);
    if (unzip.status === 0) {
      expect(unzip.stdout.equals(Buffer.concat(INCLUDES.map((f) => readFileSync(join(root, 'plugin/includes', f)))))).toBe(true);
    }
  }, 120_000);

  it('has PHP that compiles: the entry and every include (php -l)', async () => {
    for (const file of ['islas.php', 'islas-enqueue.php', ...INCLUDES.map((f) => `includes/${f}`)]) {
      const path = join(root, 'plugin', file);
      if (hasSystemPhp()) {
        const lint = spawnSync('php', ['-l', path], { encoding: 'utf8' });
        expect(lint.status, lint.stdout + lint.stderr).toBe(0);
      } else {
        const out = await runPhp(`<?php try { require '${path}'; } catch ( ParseError $e ) { echo 'ParseError: ' . $e->getMessage(); }`);
        expect(out, file).not.toContain('ParseError');
      }
    }
  });
});

describe('islas-enqueue.php copied alone', () => {
  it("finds plugin/includes/ beside the checkout's dist/ the theme links to, and hooks islas_enqueue at wp_enqueue_scripts 100", async () => {
    const { out, log } = await site('linked', join(checkout('checkout'), 'dist'), hooked);
    expect(JSON.parse(out)).toEqual([true, [['islas_enqueue', 1]]]);
    expect(log).toBe('');
  });

  it("finds includes/ beside an unpacked plugin's dist/ the theme links to", async () => {
    const plugin = join(work, 'unpacked/islas');
    mkdirSync(join(plugin, 'dist'), { recursive: true });
    symlinkSync(join(root, 'plugin/includes'), join(plugin, 'includes'));
    const { out, log } = await site('unpacked-site', join(plugin, 'dist'), hooked);
    expect(JSON.parse(out)).toEqual([true, [['islas_enqueue', 1]]]);
    expect(log).toBe('');
  });

  it('without includes anywhere: no fatal, nothing defined or hooked, an error_log line and an admin notice', async () => {
    const lone = join(work, 'lone-build/dist');
    mkdirSync(lone, { recursive: true });
    const { out, log } = await site('lonely', lone, `${hooked}
$GLOBALS['islas_shim_caps']['activate_plugins'] = true;
do_action( 'admin_notices' );`);
    expect(out).toMatch(/^\[false,null\]/);
    expect(out).toContain('<div class="notice notice-warning"><p>islas cannot find its includes/ folder beside islas-enqueue.php');
    expect(log).toMatch(/islas: .*islas-enqueue\.php cannot find its includes\//);
    expect(log).not.toMatch(/Fatal|Warning|Notice|Deprecated/);
  });

  it("without includes, the theme's copy leaves the plugin free to load its own (no function declared twice)", async () => {
    const { out, log } = await site('lonely-then-plugin', null, `require '${root}/plugin/islas.php';
do_action( 'plugins_loaded' );
do_action( 'after_setup_theme' );
${hooked}
echo json_encode( defined( 'ISLAS_PLUGIN_LOADED' ) );`);
    expect(out).toBe(`[true,[["islas_enqueue",1]]]true`);
    expect(log).toMatch(/islas: .*cannot find its includes\//);
    expect(log).not.toMatch(/Fatal|Warning|Notice|Deprecated/);
  });
});
