<?php
/**
 * islas's assets: where the build lives (dist/manifest.json, ISLAS_BASE_PATH / ISLAS_BASE_URL,
 * the islas_base and islas_dist_dir filters), its version, and what goes into the page:
 * islas_enqueue() (wp_enqueue_scripts 100, hooked by islas-enqueue.php) enqueues dist/main.js
 * as an ES module (wp_enqueue_script_module on WordPress 6.5+, otherwise a classic handle
 * printed with type="module", islas_module_tag), prints dist/islas-critical.css inline in
 * the head (wp_head 8) and loads dist/islas.css without blocking rendering (wp_footer 5),
 * preloads the chunks the entry imports (wp_head 3, manifest "preload"). It also hooks the
 * other two jobs on that page: the dequeue (replaced-scripts.php) where WordPress prints,
 * and the config (config.php) in the head and the footer.
 *
 * When dist/manifest.json is missing (or incomplete) nothing is replaced: the stock scripts
 * keep working. The manifest also holds the handles to replace (`replaces`, replaced-scripts.php).
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

/**
 * The build manifest, or null when the bundle has not been built/copied, or its manifest
 * lacks the entry or the list of handles to replace (`replaces`, a build from before the list
 * moved there, or a damaged file): then islas stays out and the stock scripts stay, said once
 * in the PHP error log (and by the plugin's admin notice), never with a fatal error.
 */
function islas_manifest() {
	static $manifest = false;
	if ( false === $manifest ) {
		$dir      = apply_filters( 'islas_dist_dir', 'dist' );
		$file     = islas_build_path( $dir . '/manifest.json' );
		// A long-lived PHP process keeps a symlinked path resolved for minutes (its realpath
		// cache holds the folder and the file apart), so a dist/ link switched to another build
		// would still be read from the old one, beside the new one's includes.
		clearstatcache( true, dirname( $file ) );
		clearstatcache( true, $file );
		$data     = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$manifest = is_array( $data ) && ! empty( $data['entry'] ) && islas_is_handle_list( $data['replaces'] ?? null ) ? $data + array( 'dir' => $dir, 'file' => $file ) : null;
		if ( null === $manifest && is_readable( $file ) ) {
			error_log( 'islas: ' . $file . ' has no entry or no list of the handles to replace ("replaces"); rebuild it (npm run build). islas stays out and the stock scripts stay in place.' );
		}
	}
	return $manifest;
}

/** Whether $handles is a non-empty list of script handles (non-empty strings). */
function islas_is_handle_list( $handles ) {
	if ( ! is_array( $handles ) || array() === $handles || array_keys( $handles ) !== range( 0, count( $handles ) - 1 ) ) {
		return false;
	}
	foreach ( $handles as $handle ) {
		if ( ! is_string( $handle ) || '' === $handle ) {
			return false;
		}
	}
	return true;
}

function islas_asset_uri( $path ) {
	return islas_build_uri( islas_manifest()['dir'] . '/' . ltrim( $path, '/' ) );
}

/**
 * Where the build lives: array( 'path' => folder, 'url' => its address ), or null for the
 * theme (get_theme_file_path / get_theme_file_uri, the copy-into-the-theme route). The islas
 * plugin defines ISLAS_BASE_PATH and ISLAS_BASE_URL as its own folder; islas_base overrides.
 */
function islas_base() {
	$base = defined( 'ISLAS_BASE_PATH' ) && defined( 'ISLAS_BASE_URL' ) ? array( 'path' => ISLAS_BASE_PATH, 'url' => ISLAS_BASE_URL ) : null;
	$base = apply_filters( 'islas_base', $base );
	return is_array( $base ) && isset( $base['path'], $base['url'] ) ? $base : null;
}

function islas_build_path( $file ) {
	$base = islas_base();
	return $base ? rtrim( $base['path'], '/\\' ) . '/' . ltrim( $file, '/' ) : get_theme_file_path( $file );
}

function islas_build_uri( $file ) {
	$base = islas_base();
	return $base ? rtrim( $base['url'], '/' ) . '/' . ltrim( $file, '/' ) : get_theme_file_uri( $file );
}

/** Changes with every build, so browsers never mix an old entry with new chunks. */
function islas_version() {
	$manifest = islas_manifest();
	return (string) filemtime( $manifest['file'] );
}

function islas_enqueue() {
	if ( ! islas_enabled() ) {
		return;
	}
	$manifest = islas_manifest();
	if ( ! $manifest ) {
		add_action( 'wp_head', 'islas_print_missing_notice', 2 );
		return;
	}
	$state           = &islas_enqueue_state();
	$state['active'] = true;
	islas_dequeue_replaced();
	islas_keep_custom_place_order_button();
	// Again where WordPress prints, for what templates and widgets enqueued since.
	add_action( 'wp_print_scripts', 'islas_dequeue_replaced', 1 );
	add_action( 'wp_print_footer_scripts', 'islas_dequeue_replaced', 1 );
	add_action( 'wp_print_scripts', 'islas_print_flatsome_placeholder', 1 );
	add_action( 'wp_print_footer_scripts', 'islas_print_flatsome_placeholder', 1 );
	add_action( 'wp_print_footer_scripts', 'islas_print_footer_config', 2 );
	add_action( 'woocommerce_before_account_orders', 'islas_open_orders_scroll', 1000 );
	add_action( 'woocommerce_before_account_orders_pagination', 'islas_close_orders_scroll', 0 );
	add_filter( 'do_shortcode_tag', 'islas_lightbox_auto_open', 10, 3 );
	if ( ! empty( $manifest['css'] ) && ! empty( $manifest['critical_css'] ) ) {
		// Nothing of islas's blocks the first paint: the few rules it needs come inline,
		// after the theme's stylesheets (wp_print_styles, also at 8, was hooked first).
		add_action( 'wp_head', 'islas_print_critical_css', 8 );
		add_action( 'wp_footer', 'islas_print_stylesheet', 5 );
	} elseif ( ! empty( $manifest['css'] ) ) {
		// A build from before the split: its one stylesheet holds the first paint's rules too.
		wp_enqueue_style( 'islas', islas_asset_uri( $manifest['css'] ), array(), islas_version() );
	}
	$entry = islas_asset_uri( $manifest['entry'] );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'islas', $entry, array(), islas_version() );
	} else {
		wp_enqueue_script( 'islas', $entry, array(), islas_version(), array( 'in_footer' => true ) );
		add_filter( 'script_loader_tag', 'islas_module_tag', 10, 2 );
	}
	add_action( 'wp_head', 'islas_print_config', 2 );
	add_action( 'wp_head', 'islas_print_preloads', 3 );
}

/**
 * WooCommerce 10.6+'s ids of the available gateways that draw their own place-order button
 * (WC_Frontend_Scripts computes it the same way for wc_checkout_params).
 */
function islas_gateways_with_custom_place_order_button() {
	// Asked twice a checkout page (the enqueue, the config); the gateways' availability runs
	// their filters each time, so once is enough.
	static $ids = null;
	if ( null !== $ids ) {
		return $ids;
	}
	$ids = array();
	if ( ! function_exists( 'WC' ) || ! method_exists( WC(), 'payment_gateways' ) ) {
		return $ids;
	}
	foreach ( (array) WC()->payment_gateways()->get_available_payment_gateways() as $id => $gateway ) {
		if ( isset( $gateway->has_custom_place_order_button ) && true === $gateway->has_custom_place_order_button ) {
			$ids[] = (string) $id;
		}
	}
	return $ids;
}

/**
 * The registry gateways register their own place-order button with
 * (wc.customPlaceOrderButton, WooCommerce 10.6+) came as a dependency of wc-checkout, which
 * islas replaces: where the checkout offers such a gateway, its script (jQuery, as those
 * gateways' own) stays, and islas's checkout calls into it (src/features/checkout/custom-button.ts).
 * Elsewhere it is not printed, and the checkout has no jQuery on its account.
 */
function islas_keep_custom_place_order_button() {
	if ( function_exists( 'is_checkout' ) && is_checkout() && wp_script_is( 'wc-custom-place-order-button', 'registered' )
		&& in_array( 'wc-checkout', islas_replaced_scripts(), true ) && islas_gateways_with_custom_place_order_button() ) {
		wp_enqueue_script( 'wc-custom-place-order-button' );
	}
}

/**
 * dist/islas-critical.css, inline: the rules the server's markup needs at the first paint
 * (the product gallery shown and laid out as a strip), so no stylesheet of islas's is
 * fetched before the page can paint, and nothing moves when islas.css arrives.
 */
function islas_print_critical_css() {
	$file = islas_build_path( islas_manifest()['dir'] . '/' . ltrim( islas_manifest()['critical_css'], '/' ) );
	$css  = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : '';
	if ( '' !== $css ) {
		// "</" cannot close the element early; in CSS "<\/" reads the same.
		printf( "<style id=\"islas-critical-css\">%s</style>\n", str_replace( '</', '<\/', $css ) );
	}
}

/**
 * dist/islas.css without blocking rendering: everything in it styles what islas makes or
 * changes after load (drawers, dialogs, the search overlay, loading states). Printed as
 * media="print" (fetched at low priority, never render- or script-blocking), switched to
 * all media once loaded by an inline script (wp_print_inline_script_tag, so a
 * Content-Security-Policy nonce filter applies to it, which an onload="" attribute would
 * not get); a <noscript> copy styles pages without JavaScript. Printed in the footer: it is
 * needed only after the shopper acts, and competes with nothing the first paint needs.
 */
function islas_print_stylesheet() {
	$href = islas_versioned_url( islas_asset_uri( islas_manifest()['css'] ), islas_version() );
	printf( "<link rel='stylesheet' id='islas-css' href='%s' media='print' />\n", esc_url( $href ) );
	$swap = "(function (link) {\n\tfunction all() { link.media = 'all'; }\n\tif (link.sheet) all(); else link.addEventListener('load', all);\n})(document.getElementById('islas-css'));";
	if ( function_exists( 'wp_print_inline_script_tag' ) ) {
		wp_print_inline_script_tag( $swap, array( 'id' => 'islas-css-swap' ) );
	} else {
		printf( "<script id=\"islas-css-swap\">\n%s\n</script>\n", $swap );
	}
	printf( "<noscript><link rel='stylesheet' id='islas-noscript-css' href='%s' media='all' /></noscript>\n", esc_url( $href ) );
}

/** The stylesheet's address with ?ver=, as wp_enqueue_style would print it. */
function islas_versioned_url( $src, $ver ) {
	return $src . ( false === strpos( $src, '?' ) ? '?' : '&' ) . 'ver=' . rawurlencode( $ver );
}

function islas_print_missing_notice() {
	echo "<!-- islas: dist/manifest.json not found; run the build (npm run build) and copy dist/ into the theme, or reinstall the islas plugin. WooCommerce's own scripts stay enqueued. -->\n";
}

/** WordPress < 6.5 has no script modules: print the classic tag as a module. */
function islas_module_tag( $tag, $handle ) {
	if ( 'islas' !== $handle || false !== strpos( $tag, ' type=' ) ) {
		return $tag;
	}
	return str_replace( '<script ', '<script type="module" ', $tag );
}

function islas_print_preloads() {
	foreach ( (array) ( islas_manifest()['preload'] ?? array() ) as $chunk ) {
		// No ?ver: a preload must match the URL the entry imports, byte for byte.
		printf( "<link rel=\"modulepreload\" href=\"%s\" />\n", esc_url( islas_asset_uri( $chunk ) ) );
	}
}
