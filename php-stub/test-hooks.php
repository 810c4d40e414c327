<?php
/**
 * Test hooks of the stand-in server, for the browser tests; harmless in the demo.
 * Nothing like this exists in WordPress.
 *
 *   ?islas-delay=MS          answer this request MS ms late (max 15000), before doing anything
 *   ?islas-fail=CODE         answer with HTTP CODE (400-599) and an HTML error page, doing nothing
 *   ?islas-fail=badjson      answer 200 with a body that is not JSON
 *   cookie islas_ajax_delay=MS / islas_ajax_fail=CODE|badjson
 *                            the same, but only for wc-ajax and admin-ajax requests, so a test
 *                            can slow down or break the calls the client makes by itself
 *   GET /?islas-test=cart    the visitor's server cart as JSON
 *                            {items:[{key,product_id,variation_id,quantity,name}], count, hash}
 *   GET /?islas-test=reset   empties the visitor's cart (and wishlist, notices, page switches); answers the same JSON
 *   ?islas-prefetch=off      the islas_prefetch filter returns nothing: no idle prefetch on this page
 */

function islas_test_is_ajax() {
	return isset( $_GET['wc-ajax'] ) || '/wp-admin/admin-ajax.php' === parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
}

function islas_test_param( $query, $cookie ) {
	if ( isset( $_GET[ $query ] ) ) {
		return (string) $_GET[ $query ];
	}
	return islas_test_is_ajax() && isset( $_COOKIE[ $cookie ] ) ? (string) $_COOKIE[ $cookie ] : '';
}

/** Runs before the session starts, so a slow request does not hold the visitor's session lock. */
function islas_test_hooks_early() {
	$delay = min( 15000, max( 0, (int) islas_test_param( 'islas-delay', 'islas_ajax_delay' ) ) );
	if ( $delay > 0 && empty( $_SERVER['ISLAS_DELAY_DONE'] ) ) {
		if ( 'wasm' === ( $_SERVER['ISLAS_SAPI'] ?? '' ) ) {
			// Sleeping inside PHP.wasm would block the whole Node process; serve.mjs waits
			// without blocking and runs the request again with ISLAS_DELAY_DONE set.
			header( 'X-Islas-Defer: ' . $delay );
			exit;
		}
		usleep( $delay * 1000 );
	}

	$fail = islas_test_param( 'islas-fail', 'islas_ajax_fail' );
	if ( 'badjson' === $fail ) {
		header( 'Content-Type: application/json; charset=UTF-8' );
		echo '<!doctype html><p>Not JSON {"fragments":';
		exit;
	}
	$code = (int) $fail;
	if ( $code >= 400 && $code <= 599 ) {
		http_response_code( $code );
		header( 'Content-Type: text/html; charset=UTF-8' );
		printf( '<!doctype html><html lang="es-ES"><head><meta charset="utf-8"><title>Error %1$d</title></head><body><h1>Error %1$d</h1><p>Error provocado por islas-fail para las pruebas.</p></body></html>', $code );
		exit;
	}
}

/** Runs after the session started. */
function islas_test_hooks_session() {
	if ( 'off' === ( $_GET['islas-prefetch'] ?? '' ) ) {
		add_filter(
			'islas_prefetch',
			function () {
				return array();
			}
		);
	}
	$what = $_GET['islas-test'] ?? '';
	if ( 'reset' === $what ) {
		stub_cart_empty();
		$_SESSION['wishlist'] = array();
		$_SESSION['notices']  = array();
		unset( $_SESSION['cart_style'] );
		unset( $_SESSION['islas_plugins'] );
		unset( $_SESSION['switches'] ); // ?islas-layout=, ?islas-lazy= (lib/store.php)
	} elseif ( 'cart' !== $what ) {
		return;
	}
	$items = array();
	foreach ( stub_cart_lines() as $line ) {
		$items[] = array(
			'key'          => $line['key'],
			'product_id'   => $line['product_id'],
			'variation_id' => $line['variation_id'],
			'quantity'     => $line['quantity'],
			'name'         => $line['name'],
		);
	}
	stub_sync_cart_cookies();
	header( 'Cache-Control: no-store' );
	wp_send_json(
		array(
			'items' => $items,
			'count' => stub_cart_count(),
			'hash'  => stub_cart_hash(),
		)
	);
}
