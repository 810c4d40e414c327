<?php
/**
 * Plugin Name:          islas
 * Description:          Replaces the jQuery scripts of WooCommerce and Flatsome with one small JavaScript module and lazy islands; pages keep working without JavaScript.
 * Version:              0.1.0
 * Requires at least:    6.5
 * Requires PHP:         7.4
 * WC requires at least: 9.0
 * WC tested up to:      11.0
 * Author:               islas
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          islas
 * Domain Path:          /languages
 *
 * The plugin is a loader around islas-enqueue.php, the same file a theme may copy: that file
 * and its includes/ do the work (what to dequeue, the module, the config). Here:
 * WooCommerce's feature declarations, the checks (WooCommerce active, build present, the
 * theme not loading its own copy) and their admin notices, and the translations of these
 * notices. This folder (plugin/ in the source tree) is laid out as the zip holds it: `npm
 * run package` (build.mjs) copies it into islas/ with the build (dist/) and languages/'s
 * .mo and script translations, and writes package.json's version into the header above.
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

define( 'ISLAS_PLUGIN_FILE', __FILE__ );

/**
 * WooCommerce asks every active plugin whether it works with its features, and warns about
 * the ones that do not say. High-Performance Order Storage: islas never reads or writes
 * orders. Cart and checkout blocks: islas steps aside on a page that holds either block
 * (islas_disabled_parts() turns that part off there; the blocks bring their own scripts).
 */
function islas_plugin_declare_compatibility() {
	if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', ISLAS_PLUGIN_FILE, true );
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', ISLAS_PLUGIN_FILE, true );
	}
}
add_action( 'before_woocommerce_init', 'islas_plugin_declare_compatibility' );

/** Without WooCommerce islas has nothing to replace: it stands down and says so. */
function islas_plugin_boot() {
	if ( ! class_exists( 'WooCommerce' ) ) {
		add_action( 'admin_notices', 'islas_plugin_notice_no_woocommerce' );
		return;
	}
	// After the theme's functions.php: a theme that still requires its own copy of
	// islas-enqueue.php keeps it (loading both would declare every function twice).
	add_action( 'after_setup_theme', 'islas_plugin_load', 100 );
	add_action( 'admin_notices', 'islas_plugin_notice_no_build' );
}
add_action( 'plugins_loaded', 'islas_plugin_boot' );

function islas_plugin_load() {
	if ( function_exists( 'islas_enqueue' ) ) {
		add_action( 'admin_notices', 'islas_plugin_notice_theme_copy' );
		return;
	}
	// The build ships in the plugin's folder; a shop may point elsewhere (a CDN copy) by
	// defining these first, or with the islas_base filter.
	defined( 'ISLAS_BASE_PATH' ) || define( 'ISLAS_BASE_PATH', plugin_dir_path( ISLAS_PLUGIN_FILE ) );
	defined( 'ISLAS_BASE_URL' ) || define( 'ISLAS_BASE_URL', plugin_dir_url( ISLAS_PLUGIN_FILE ) );
	require_once __DIR__ . '/islas-enqueue.php';
	define( 'ISLAS_PLUGIN_LOADED', true );
}

/**
 * The notices' own strings (translations in languages/islas-es_ES.mo). The module's strings
 * are not loaded here: WordPress has no translation API for script modules, and islas
 * carries its es_ES strings in its chunks (languages/*.json holds the same strings in
 * WordPress's script-translation format).
 */
function islas_plugin_load_textdomain() {
	load_plugin_textdomain( 'islas', false, dirname( plugin_basename( ISLAS_PLUGIN_FILE ) ) . '/languages' );
}
add_action( 'init', 'islas_plugin_load_textdomain' );

function islas_plugin_notice( $message ) {
	if ( current_user_can( 'activate_plugins' ) ) {
		printf( '<div class="notice notice-warning"><p>%s</p></div>' . "\n", esc_html( $message ) );
	}
}

function islas_plugin_notice_no_woocommerce() {
	islas_plugin_notice( __( 'islas needs WooCommerce: activate WooCommerce, or deactivate islas. Until then islas changes nothing on the shop.', 'islas' ) );
}

function islas_plugin_notice_no_build() {
	// Without islas_manifest() islas-enqueue.php found no includes/ and says so itself.
	if ( defined( 'ISLAS_PLUGIN_LOADED' ) && function_exists( 'islas_manifest' ) && ! islas_manifest() ) {
		islas_plugin_notice( __( 'islas cannot find its build (dist/manifest.json): reinstall the plugin from its zip. Until then the stock WooCommerce and Flatsome scripts stay in place.', 'islas' ) );
	}
}

function islas_plugin_notice_theme_copy() {
	islas_plugin_notice( __( 'Your theme loads its own copy of islas-enqueue.php, so the islas plugin stays idle: remove the require from the theme\'s functions.php to use the plugin.', 'islas' ) );
}
