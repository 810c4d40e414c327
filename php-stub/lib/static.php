<?php
/**
 * Static files under /dist/ (the islas build) and /fixtures/ (images, theme CSS, snapshots,
 * stock script stand-ins, fixture plugins) and WordPress's jQuery, with explicit content types: php -S guesses some of them differently across versions.
 * serve.mjs's front answers the same paths itself (both modes), with the same table and the same
 * guard; this one serves them when router.php runs under a bare `php -S`.
 *
 * The guard (issue 13): a path is served only when its real path (symlinks resolved) lies
 * inside dist/ or fixtures/, or is the one mapped jQuery file. Dot segments, backslashes and
 * control characters are refused before touching the disk, also after a second decoding
 * (`%252e%252e`), so no encoding walks out of the folders.
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

/**
 * The folder of the islas plugin the stub loads (lib/site.php): the one the environment
 * variable ISLAS_PLUGIN_DIR names (the packaged zip unpacked, tests/unit/package.test.ts),
 * else the project's plugin/ (the plugin's source, laid out as the zip). Its files are served
 * at /wp-content/plugins/islas/.
 */
function stub_plugin_dir() {
	$dir = (string) ( getenv( 'ISLAS_PLUGIN_DIR' ) ?: ( $_SERVER['ISLAS_PLUGIN_DIR'] ?? '' ) );
	return '' !== $dir ? rtrim( $dir, '/' ) : ISLAS_ROOT . '/plugin';
}

/** A plain-text answer that names nothing on the server. */
function stub_static_refuse( $status, $text ) {
	http_response_code( $status );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo $text . "\n";
	return true;
}

/** True when a decoded path could step out of its folder: dot segments, backslashes, control characters. */
function stub_static_path_unsafe( $path ) {
	return false !== strpos( $path, '\\' )
		|| preg_match( '#(?:^|/)\.\.?(?:/|$)#', $path )
		|| preg_match( '/[\x00-\x1f\x7f]/', $path );
}

/** The real file a static path names, or null when it is not inside the served folders. */
function stub_static_file( $path, $jquery ) {
	$root = ISLAS_ROOT;
	if ( $jquery ) {
		$file = realpath( $root . '/node_modules/jquery/dist/jquery.min.js' );
		return $file && is_file( $file ) ? $file : null;
	}
	$plugin = '/wp-content/plugins/islas/';
	if ( 0 === strpos( $path, $plugin ) ) {
		// Only the plugin's build and translations, never its PHP.
		$root = stub_plugin_dir();
		$path = '/' . substr( $path, strlen( $plugin ) );
	}
	$file = realpath( $root . $path );
	if ( ! $file || ! is_file( $file ) ) {
		return null;
	}
	foreach ( array( 'dist', 'fixtures', 'languages' ) as $folder ) {
		if ( 'languages' === $folder && ISLAS_ROOT === $root ) {
			continue;
		}
		$base = realpath( $root . '/' . $folder );
		if ( $base && 0 === strpos( $file, $base . DIRECTORY_SEPARATOR ) ) {
			return $file;
		}
	}
	return null;
}

/**
 * Returns true when the request was a static file (served, 304, 403, 404 or 405).
 * $path is the request path decoded once (router.php refused malformed ones and NUL bytes).
 */
function stub_serve_static( $path ) {
	$favicon = '/favicon.ico' === $path;
	$jquery  = stub_jquery_path() === $path;
	if ( ! $favicon && ! $jquery && ! preg_match( '#^/(dist|fixtures|wp-content/plugins/islas/(dist|languages))/#', $path ) ) {
		return false;
	}
	// Refuse on the decoded path and on a second decoding: a file name never holds "%".
	if ( stub_static_path_unsafe( $path ) || stub_static_path_unsafe( rawurldecode( $path ) ) ) {
		return stub_static_refuse( 403, 'Forbidden' );
	}
	$method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
	if ( 'GET' !== $method && 'HEAD' !== $method ) {
		header( 'Allow: GET, HEAD' );
		return stub_static_refuse( 405, 'Method Not Allowed' );
	}
	if ( $favicon ) {
		http_response_code( 204 );
		return true;
	}
	$ext   = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
	$types = stub_static_types();
	$file  = isset( $types[ $ext ] ) ? stub_static_file( $path, $jquery ) : null;
	if ( ! $file ) {
		return stub_static_refuse( 404, 'Not found' );
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
	if ( 'HEAD' !== $method ) {
		readfile( $file );
	}
	return true;
}
