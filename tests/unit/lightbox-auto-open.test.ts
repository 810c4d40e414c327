// @vitest-environment node
// The plugin's filter on [lightbox auto_open] (reference flatsome-3.20.md row 65;
// plugin/includes/config.php islas_lightbox_auto_open()): Flatsome's inline script, which
// needs jQuery and flatsome-js and throws where islas took them out, goes; its delay,
// version and auto_show go onto the popup's element, where islas's lightboxes read them.
// Run with the PHP CLI on what Flatsome 3.20 prints (inc/shortcodes/lightbox.php, as the
// real shop printed it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const FLATSOME = `<div id="aviso"
	     class="lightbox-by-id lightbox-content mfp-hide lightbox-white "
	     style="max-width:650px ;padding:20px">
<h3>Aviso</h3>
	</div>
			<script>
			// Auto open lightboxes
			jQuery(document).ready(function ($) {
				var cookieId = 'lightbox_aviso'
				if (Flatsome.Cookies.get(cookieId) !== cookieValue) {
					setTimeout(function () { $.loadMagnificPopup().then(function() { $.magnificPopup.open({ items: { src: '#aviso', type: 'inline' } }) }) }, timer)
				}
			})
		</script>
	`;

/** Runs `call` (PHP returning a string) with the stub's WordPress shim and the plugin's includes loaded. */
function php(call: string, input: string, before = ''): string {
  const code = `require ${JSON.stringify(`${root}/php-stub/wp-shim.php`)}; foreach (array('replaced-scripts', 'assets', 'config') as $f) require ${JSON.stringify(`${root}/plugin/includes/`)} . $f . '.php'; $input = stream_get_contents(STDIN); ${before} echo ${call};`;
  const run = spawnSync('php', ['-r', code], { input, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe("the plugin's [lightbox auto_open] filter", () => {
  // What islas replaces comes from the build's manifest.
  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
  }, 120_000);

  it("takes Flatsome's script out and puts its delay and version on the popup, the rest as it was", () => {
    const out = php(`islas_lightbox_auto_open_markup($input, array('id' => 'aviso', 'auto_open' => 'true', 'auto_timer' => '1500', 'version' => '3'))`, FLATSOME);
    expect(out).not.toContain('<script');
    expect(out).toContain('<div id="aviso" data-islas-auto-open="1500" data-islas-version="3"\n\t     class="lightbox-by-id');
    expect(out).not.toContain('data-islas-auto-show');
    expect(out.replace(' data-islas-auto-open="1500" data-islas-version="3"', '')).toBe(FLATSOME.replace(/<script>[\s\S]*<\/script>/, ''));
  });

  it("keeps Flatsome's defaults and PHP's intval, says auto_show always, and escapes the version", () => {
    const out = php(`islas_lightbox_auto_open_markup($input, array('id' => 'aviso', 'auto_open' => '1', 'auto_timer' => '3s', 'auto_show' => 'always', 'version' => '"2"'))`, FLATSOME);
    expect(out).toContain('<div id="aviso" data-islas-auto-open="3" data-islas-version="&quot;2&quot;" data-islas-auto-show="always"');
    const defaults = php(`islas_lightbox_auto_open_markup($input, array('id' => 'aviso'))`, FLATSOME);
    expect(defaults).toContain('data-islas-auto-open="2500" data-islas-version="1"');
  });

  it('leaves output alone that is not an auto-opening [lightbox] of the page, or where islas does not replace flatsome-js', () => {
    expect(php(`islas_lightbox_auto_open_markup($input, array('id' => 'otro'))`, FLATSOME)).toBe(FLATSOME);
    const plain = FLATSOME.replace(/<script>[\s\S]*<\/script>/, '');
    expect(php(`islas_lightbox_auto_open_markup($input, array('id' => 'aviso'))`, plain)).toBe(plain);
    expect(php(`islas_lightbox_auto_open($input, 'button', array('auto_open' => 'true'))`, FLATSOME)).toBe(FLATSOME);
    expect(php(`islas_lightbox_auto_open($input, 'lightbox', array('id' => 'aviso'))`, FLATSOME)).toBe(FLATSOME);
    // No islas on this page (nothing enqueued): Flatsome's script stays, for its own flatsome-js.
    expect(php(`islas_lightbox_auto_open($input, 'lightbox', array('id' => 'aviso', 'auto_open' => 'true'))`, FLATSOME)).toBe(FLATSOME);
  });

  it('filters the shortcode where islas is on and took flatsome-js out', () => {
    const active = `define('ISLAS_THEME_DIR', ${JSON.stringify(root)}); $state = &islas_enqueue_state(); $state['active'] = true;`;
    const out = php(`islas_lightbox_auto_open($input, 'lightbox', array('id' => 'aviso', 'auto_open' => 'true', 'auto_timer' => '1500'))`, FLATSOME, active);
    expect(out).not.toContain('<script');
    expect(out).toContain('data-islas-auto-open="1500"');
  });
});
