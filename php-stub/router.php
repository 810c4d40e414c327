<?php
/**
 * The stand-in WordPress + WooCommerce + Flatsome front controller. Runs under
 * `php -S HOST:PORT -t <project root> php-stub/router.php` or PHP.wasm (serve.mjs).
 *
 * Order matters: static files and test hooks come before the session (so they never take
 * the visitor's session lock), Ajax before pages, form handlers before rendering.
 */

error_reporting( E_ALL );
// Errors are logged (serve.mjs points error_log at a file in the OS temp dir; bare php -S logs
// to its stderr), never shown: a client sees a generic 500 page (stub_fatal_page()).
ini_set( 'display_errors', '0' );
ini_set( 'html_errors', '0' );
ini_set( 'log_errors', '1' );
date_default_timezone_set( 'Europe/Madrid' );

define( 'ISLAS_ROOT', dirname( __DIR__ ) );
define( 'ISLAS_FIXTURES', ISLAS_ROOT . '/fixtures' );
define( 'ISLAS_THEME_DIR', ISLAS_ROOT );

/** Request bodies above this get 413 (php -S is started with post_max_size at the same 8M). */
define( 'ISLAS_MAX_BODY_BYTES', 8 * 1024 * 1024 );

// On every answer, as WordPress's send_nosniff_header(); and no PHP version (expose_php).
header( 'X-Content-Type-Options: nosniff' );
header_remove( 'X-Powered-By' );

/** A fatal error or uncaught exception: throw away what was printed, answer a page that names nothing. */
function stub_fatal_page() {
	$error = error_get_last();
	if ( ! $error || ! ( $error['type'] & ( E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR ) ) ) {
		return;
	}
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	if ( headers_sent() ) {
		return;
	}
	http_response_code( 500 );
	header_remove( 'Location' );
	header_remove( 'Content-Length' );
	header( 'Content-Type: text/html; charset=UTF-8' );
	header( 'Cache-Control: no-cache, must-revalidate, max-age=0' );
	echo '<!doctype html><html lang="es-ES"><head><meta charset="utf-8"><title>Error del servidor</title></head>'
		. '<body><h1>Error del servidor</h1><p>No se ha podido completar la solicitud. Inténtalo de nuevo más tarde.</p></body></html>';
}
register_shutdown_function( 'stub_fatal_page' );

/** Refuses the request with a plain-text status, before any routing, session or body parsing. */
function stub_refuse_request( $status, $text ) {
	http_response_code( $status );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo $text . "\n";
	exit;
}

// Over the cap: 413 before $_POST is touched (php -S's post_max_size left it empty anyway).
if ( (int) ( $_SERVER['CONTENT_LENGTH'] ?? 0 ) > ISLAS_MAX_BODY_BYTES ) {
	stub_refuse_request( 413, 'Payload Too Large' );
}

// The path as sent (not parse_url's reading, which takes "//x/..." for a host), decoded once.
// A target that is not an ASCII path, malformed escapes, bytes that are not UTF-8 and control
// characters (NUL) are a bad request (serve.mjs's requestPath() has the same rules).
$raw_path = explode( '?', (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), 2 )[0];
$path     = rawurldecode( $raw_path );
if ( '/' !== substr( $raw_path, 0, 1 ) || preg_match( '/[^\x21-\x7e]|%(?![0-9A-Fa-f]{2})/', $raw_path ) || ! preg_match( '//u', $path ) || preg_match( '/[\x00-\x1f\x7f]/', $path ) ) {
	stub_refuse_request( 400, 'Bad Request' );
}
unset( $raw_path );

// Test-only (tests/unit/stub-hardening.test.ts): a real uncaught error, to prove that what
// the client gets names no file, line or stack.
if ( 'fatal' === ( $_GET['islas-test'] ?? '' ) ) {
	realpath( "islas\0fatal" );
}

require __DIR__ . '/lib/static.php';
if ( stub_serve_static( $path ) ) {
	return;
}

// WordPress never starts a PHP session, so it sends none of the session's no-store headers:
// pages cache as WordPress decides (nocache_headers() only on cart, checkout, account, Ajax).
ini_set( 'session.cache_limiter', '' );

// Every response is buffered, so headers and cookies can be set until the very end.
ob_start();

// The handlers read scalar fields (?a[]=1 would only make PHP warnings); the cart form's
// cart[KEY][qty] and the shipping radios' shipping_method[INDEX] are the arrays the stub expects.
function stub_scalar_fields( array $fields ) {
	foreach ( $fields as $name => $value ) {
		if ( is_array( $value ) && 'cart' !== $name && 'shipping_method' !== $name ) {
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
require __DIR__ . '/lib/checkout.php';
require __DIR__ . '/lib/render.php';
require __DIR__ . '/lib/actions.php';
require __DIR__ . '/lib/ajax.php';
require __DIR__ . '/lib/site.php';
require __DIR__ . '/lib/scripts.php';
require __DIR__ . '/routes/search.php';
require __DIR__ . '/routes/buy-now.php';
require __DIR__ . '/routes/chrome.php';
require __DIR__ . '/routes/builder.php';

// WC_AJAX and admin-ajax.php send nocache_headers() before any action runs.
if ( isset( $_GET['wc-ajax'] ) || '/wp-admin/admin-ajax.php' === $path ) {
	nocache_headers();
}

stub_builder_stylesheet( $path );
stub_session_start();
islas_test_hooks_session();
stub_chrome_route( $path );
stub_builder_route( $path );

if ( isset( $_GET['wc-ajax'] ) ) {
	stub_wc_ajax( (string) $_GET['wc-ajax'] );
}
if ( '/wp-admin/admin-ajax.php' === $path ) {
	stub_admin_ajax();
}

stub_handle_buy_now();
stub_route( $path );
