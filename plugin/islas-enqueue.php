<?php
/**
 * islas: load the islas bundle in a Flatsome (child) theme with WooCommerce.
 *
 * This file is the entry: it requires its three includes, one per job, and hooks islas in
 * (wp_enqueue_scripts, priority 100: islas_enqueue()). The work is in includes/:
 * - replaced-scripts.php: what to replace, and when to keep a stock script (the default
 *   handles, the parts a shop can turn off, the dependency walk and the dequeue decision);
 * - assets.php: the build (manifest, addresses, version) and what goes into the page: the
 *   module, the critical CSS and the stylesheet, the preloads;
 * - config.php: the configuration objects the replaced scripts would have printed, and
 *   islas_params in the footer.
 *
 * From a theme: copy this file and includes/ into your theme, the build output into
 * <theme>/dist/, and add to functions.php:
 *
 *     require get_theme_file_path( 'islas-enqueue.php' );
 *
 * Shops install the islas plugin instead (`npm run package` writes dist/islas-<version>.zip):
 * its islas.php requires this same file, with the build in the plugin's folder
 * (ISLAS_BASE_PATH / ISLAS_BASE_URL, see islas_base()).
 *
 * What it does:
 * - replaces the jQuery scripts of WooCommerce and Flatsome that islas re-implements, and
 *   never one that a script still printing on the page depends on (replaced-scripts.php);
 * - enqueues dist/main.js as an ES module (wp_enqueue_script_module on WordPress 6.5+,
 *   otherwise a classic handle printed with type="module"); prints dist/islas-critical.css
 *   inline in the head and loads dist/islas.css without blocking rendering (footer);
 * - preloads the chunks the entry imports (dist/manifest.json "preload");
 * - prints the configuration objects those scripts would have printed (wc_add_to_cart_params,
 *   flatsomeVars, ...), before the module, so islas reads the same values.
 *
 * The cart page and checkout are islas's too (wc-cart, wc-checkout, wc-country-select,
 * wc-address-i18n, selectWoo): a shop whose gateways need no stock script loads no jQuery
 * there. A gateway that depends on wc-checkout keeps it, with everything it needs, and
 * islas's checkout steps aside. wc-password-strength-meter (enqueued only where shoppers
 * choose their own password) is not replaced: it keeps jQuery where it prints.
 *
 * When dist/manifest.json is missing nothing is replaced: the stock scripts keep working.
 *
 * Turning islas off, all of it or part by part (a part that is off keeps its stock scripts,
 * reported in kept_scripts, so islas's client leaves that part to them):
 * - define( 'ISLAS_DISABLED', true ) or the filter islas_enabled (return false): nothing is
 *   replaced, enqueued or printed;
 * - define( 'ISLAS_DISABLED_PARTS', 'cart,checkout' ) or the filter islas_disabled_parts
 *   (an array): parts are cart, checkout, product and search (islas_part_handles()). Pages
 *   with the cart or checkout block (has_block) turn that part off by themselves: WooCommerce's
 *   blocks run their own code there.
 * - ?islas=off, for a logged-in administrator (manage_options) only: that page as if islas were
 *   not installed, kept out of page caches (DONOTCACHEPAGE, nocache_headers()); the toolbar
 *   links to it. For anyone else the parameter changes nothing (replaced-scripts.php).
 *
 * Filters:
 * - islas_base: where the build folder lives, array( 'path', 'url' ), or null for the theme;
 * - islas_dist_dir: folder of the build inside it (default "dist");
 * - islas_replaced_scripts: the handles islas replaces; remove a handle to keep the stock
 *   script (islas then steps aside for it where it can tell, through kept_scripts);
 * - islas_config: every object printed in the head, by global name;
 * - islas_params: `islas_params` (kept_scripts, prefetch), printed in the footer;
 * - islas_prefetch: the chunks fetched (not run) once the page is idle, for the shopper's
 *   first input: [selector, addresses] pairs from the build's manifest; an empty array turns
 *   the prefetch off (config.php islas_prefetch_list()).
 *
 * Where the includes are. First beside this file (includes/: the plugin, or a theme that
 * copied both). Then, for a theme that has this file alone and links its dist/ to an islas
 * checkout (a must-use plugin or functions.php copy with <theme>/dist -> islas/dist, as the
 * real-shop harness does), beside the build the theme uses: the real path of its dist/
 * (symlinks resolved), whose folder holds plugin/includes/ (a checkout) or includes/ (an
 * unpacked plugin). Where none is found islas stays out: nothing is defined or hooked, the
 * stock scripts stay untouched, and it says so in the PHP error log and an admin notice,
 * never with a fatal error. Nothing here is a named function, so a copy that found nothing
 * does not stop the plugin's own copy from loading.
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

$islas_includes = ( static function () {
	$complete = static function ( $dir ) {
		foreach ( array( 'replaced-scripts.php', 'assets.php', 'config.php' ) as $file ) {
			if ( ! is_readable( $dir . '/' . $file ) ) {
				return false;
			}
		}
		return true;
	};
	if ( $complete( __DIR__ . '/includes' ) ) {
		return __DIR__ . '/includes';
	}
	// The build the theme uses (or the one ISLAS_BASE_PATH names), as islas_build_path() finds it.
	$dist  = function_exists( 'apply_filters' ) ? (string) apply_filters( 'islas_dist_dir', 'dist' ) : 'dist';
	$build = defined( 'ISLAS_BASE_PATH' ) ? rtrim( ISLAS_BASE_PATH, '/\\' ) . '/' . $dist : ( function_exists( 'get_theme_file_path' ) ? get_theme_file_path( $dist ) : '' );
	if ( '' !== $build ) {
		// A long-lived PHP process caches symlinks for minutes (realpath_cache_ttl): a dist/ link
		// switched to another checkout, or removed, must be read as it is now.
		clearstatcache( true, $build );
	}
	$real = '' !== $build ? realpath( $build ) : false;
	if ( $real ) {
		foreach ( array( dirname( $real ) . '/plugin/includes', dirname( $real ) . '/includes' ) as $dir ) {
			if ( $complete( $dir ) ) {
				return $dir;
			}
		}
	}
	return null;
} )();

if ( null === $islas_includes ) {
	unset( $islas_includes );
	error_log( 'islas: ' . __FILE__ . ' cannot find its includes/ (replaced-scripts.php, assets.php, config.php) beside it nor beside the build the theme uses; islas stays out and the stock scripts stay in place.' );
	add_action( 'admin_notices', static function () {
		if ( current_user_can( 'activate_plugins' ) ) {
			printf( '<div class="notice notice-warning"><p>%s</p></div>' . "\n", esc_html__( 'islas cannot find its includes/ folder beside islas-enqueue.php: copy includes/ with it. Until then the stock WooCommerce and Flatsome scripts stay in place.', 'islas' ) );
		}
	} );
	return;
}

require_once $islas_includes . '/replaced-scripts.php';
require_once $islas_includes . '/assets.php';
require_once $islas_includes . '/config.php';
unset( $islas_includes );

add_action( 'wp_enqueue_scripts', 'islas_enqueue', 100 );
add_action( 'template_redirect', 'islas_keep_view_without_out_of_caches', 0 );
add_action( 'admin_bar_menu', 'islas_admin_bar_item', 100 );
