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

// Each element's stand-in CSS, after the theme's.
add_action( 'wp_enqueue_scripts', function () {
	foreach ( glob( ISLAS_FIXTURES . '/theme/builder/*.css' ) ?: array() as $file ) {
		$name = basename( $file, '.css' );
		wp_enqueue_style( 'flatsome-builder-' . $name, home_url( '/fixtures/theme/builder/' . $name . '.css' ), array( 'flatsome-main' ), (string) filemtime( $file ) );
	}
}, 11 );
