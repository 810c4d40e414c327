<?php
/**
 * Flatsome 3.20's page-builder elements (issue 32): the page /elementos/, built like the
 * theme's bundled page templates (inc/builder/templates/content/*.txt) from one part per
 * element in fixtures/templates/elements/ (sliders, banners with animation and parallax,
 * hotspots, lightboxes, a countdown, ...), and each element's stand-in CSS from
 * fixtures/theme/builder/ (the real theme's stylesheet is not redistributable).
 *
 * ?islas-elements=slider,animations renders only those parts (a test that wants one element alone).
 */

/** The parts of the page, by file name without .php, in order. */
function stub_builder_parts() {
	$parts = array_map( fn( $file ) => basename( $file, '.php' ), glob( ISLAS_FIXTURES . '/templates/elements/*.php' ) ?: array() );
	sort( $parts );
	if ( isset( $_GET['islas-elements'] ) ) {
		$wanted = explode( ',', (string) $_GET['islas-elements'] );
		$parts  = array_values( array_intersect( $parts, $wanted ) );
	}
	return $parts;
}

/** Answers the requests of this part before the shared router does; returns otherwise. */
function stub_builder_route( $path ) {
	if ( '/elementos/' === $path ) {
		stub_handle_actions( $path );
		stub_page( 'elements', array( 'parts' => stub_builder_parts() ), array( 'title' => 'Elementos', 'body_class' => 'page-template-default page' ) );
		exit;
	}
}

// The elements' stand-in CSS, after the theme's, as one stylesheet (Flatsome's is one file).
add_action( 'wp_enqueue_scripts', function () {
	$files = glob( ISLAS_FIXTURES . '/theme/builder/*.css' ) ?: array();
	$ver   = (string) max( array_map( 'filemtime', $files ?: array( ISLAS_FIXTURES . '/theme.css' ) ) );
	wp_enqueue_style( 'flatsome-builder', home_url( '/flatsome-builder.css' ), array( 'flatsome-main' ), $ver );
}, 11 );

/** Serves fixtures/theme/builder/*.css as one file at /flatsome-builder.css (before any session, as a static file). */
function stub_builder_stylesheet( $path ) {
	if ( '/flatsome-builder.css' !== $path ) {
		return;
	}
	header( 'Content-Type: text/css; charset=utf-8' );
	header( 'Cache-Control: no-cache' );
	$files = glob( ISLAS_FIXTURES . '/theme/builder/*.css' ) ?: array();
	sort( $files );
	foreach ( $files as $file ) {
		echo '/* ' . basename( $file ) . " */\n" . file_get_contents( $file ) . "\n";
	}
	exit;
}
