<?php
/**
 * The stand-in WordPress + WooCommerce + Flatsome front controller. Runs under
 * `php -S HOST:PORT -t <project root> php-stub/router.php` or PHP.wasm (serve.mjs).
 *
 * Order matters: static files and test hooks come before the session (so they never take
 * the visitor's session lock), Ajax before pages, form handlers before rendering.
 */

error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
ini_set( 'html_errors', '0' );
date_default_timezone_set( 'Europe/Madrid' );

define( 'ISLAS_ROOT', dirname( __DIR__ ) );
define( 'ISLAS_FIXTURES', ISLAS_ROOT . '/fixtures' );
define( 'ISLAS_THEME_DIR', ISLAS_ROOT );

$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

require __DIR__ . '/lib/static.php';
if ( stub_serve_static( $path ) ) {
	return;
}

// Every response is buffered, so headers and cookies can be set until the very end.
ob_start();

// The handlers read scalar fields (?a[]=1 would only make PHP warnings); the cart form's
// cart[KEY][qty] is the one array the stub expects.
function stub_scalar_fields( array $fields ) {
	foreach ( $fields as $name => $value ) {
		if ( is_array( $value ) && 'cart' !== $name ) {
			$fields[ $name ] = '';
		}
	}
	return $fields;
}
$_GET  = stub_scalar_fields( $_GET );
$_POST = stub_scalar_fields( $_POST );
// php.ini's request_order differs between builds; the stub wants GET then POST.
$_REQUEST = array_merge( $_GET, $_POST );

require __DIR__ . '/test-hooks.php';
islas_test_hooks_early();

require __DIR__ . '/wp-shim.php';
require __DIR__ . '/lib/store.php';
require __DIR__ . '/lib/render.php';
require __DIR__ . '/lib/actions.php';
require __DIR__ . '/lib/ajax.php';
require __DIR__ . '/lib/site.php';
require __DIR__ . '/lib/scripts.php';
require __DIR__ . '/routes/search.php';
require __DIR__ . '/routes/buy-now.php';
require __DIR__ . '/routes/chrome.php';

stub_session_start();
islas_test_hooks_session();
stub_chrome_route( $path );

if ( isset( $_GET['wc-ajax'] ) ) {
	stub_wc_ajax( (string) $_GET['wc-ajax'] );
}
if ( '/wp-admin/admin-ajax.php' === $path ) {
	stub_admin_ajax();
}

stub_handle_buy_now();
stub_route( $path );
