<?php
/**
 * Static files under /dist/ (the islas build) and /fixtures/ (images, theme CSS, snapshots,
 * stock script stand-ins, fixture plugins) and WordPress's jQuery, with explicit content types: php -S guesses some of them differently across versions.
 * serve.mjs answers the same paths itself in wasm mode, with the same table.
 */

function stub_static_types() {
	return array(
		'js'    => 'text/javascript; charset=utf-8',
		'mjs'   => 'text/javascript; charset=utf-8',
		'css'   => 'text/css; charset=utf-8',
		'json'  => 'application/json; charset=utf-8',
		'map'   => 'application/json; charset=utf-8',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'webp'  => 'image/webp',
		'gif'   => 'image/gif',
		'woff2' => 'font/woff2',
		'html'  => 'text/html; charset=utf-8',
		'txt'   => 'text/plain; charset=utf-8',
	);
}

/**
 * WordPress's jQuery address, answered with the jQuery 3.7.1 the project installs from npm
 * (a devDependency): the stock scripts' stand-ins and the fixture plugins need the real one.
 * Exactly this one file, never node_modules at large.
 */
function stub_jquery_path() {
	return '/wp-includes/js/jquery/jquery.min.js';
}

/** Returns true when the request was a static file (served, 304 or 404). */
function stub_serve_static( $path ) {
	if ( '/favicon.ico' === $path ) {
		http_response_code( 204 );
		return true;
	}
	$jquery = stub_jquery_path() === $path;
	if ( ! $jquery && ! preg_match( '#^/(dist|fixtures)/#', $path ) ) {
		return false;
	}
	$root  = realpath( ISLAS_ROOT );
	$file  = realpath( ISLAS_ROOT . ( $jquery ? '/node_modules/jquery/dist/jquery.min.js' : $path ) );
	$ext   = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
	$types = stub_static_types();
	if ( ! $file || 0 !== strpos( $file, $root . '/' ) || ! is_file( $file ) || ! isset( $types[ $ext ] ) ) {
		http_response_code( 404 );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo "Not found\n";
		return true;
	}
	$mtime = filemtime( $file );
	header( 'Content-Type: ' . $types[ $ext ] );
	header( 'Cache-Control: no-cache' );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $mtime ) . ' GMT' );
	$since = strtotime( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ?? '' );
	if ( $since && $since >= $mtime ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Length: ' . filesize( $file ) );
	if ( 'HEAD' !== $_SERVER['REQUEST_METHOD'] ) {
		readfile( $file );
	}
	return true;
}
