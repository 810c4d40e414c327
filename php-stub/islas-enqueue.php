<?php
/**
 * islas: load the islas bundle in a Flatsome (child) theme with WooCommerce.
 *
 * Copy this file into your theme, copy the build output into <theme>/dist/, and add to
 * functions.php:
 *
 *     require get_theme_file_path( 'islas-enqueue.php' );
 *
 * What it does:
 * - replaces the jQuery scripts of WooCommerce and Flatsome that islas re-implements;
 * - enqueues dist/main.js as an ES module (wp_enqueue_script_module on WordPress 6.5+,
 *   otherwise a classic handle printed with type="module") and dist/islas.css;
 * - preloads the chunks the entry imports (dist/manifest.json "preload");
 * - prints the configuration objects those scripts would have printed (wc_add_to_cart_params,
 *   flatsomeVars, ...), before the module, so islas reads the same values.
 *
 * When dist/manifest.json is missing nothing is replaced: the stock scripts keep working.
 *
 * Filters: islas_dist_dir (folder of the build, default "dist"), islas_replaced_scripts,
 * islas_config (every printed object, by global name).
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

/** The build manifest, or null when the bundle has not been built/copied. */
function islas_manifest() {
	static $manifest = false;
	if ( false === $manifest ) {
		$dir      = apply_filters( 'islas_dist_dir', 'dist' );
		$file     = get_theme_file_path( $dir . '/manifest.json' );
		$data     = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$manifest = is_array( $data ) && ! empty( $data['entry'] ) ? $data + array( 'dir' => $dir, 'file' => $file ) : null;
	}
	return $manifest;
}

function islas_asset_uri( $path ) {
	return get_theme_file_uri( islas_manifest()['dir'] . '/' . ltrim( $path, '/' ) );
}

/** Changes with every build, so browsers never mix an old entry with new chunks. */
function islas_version() {
	$manifest = islas_manifest();
	return (string) filemtime( $manifest['file'] );
}

/** The scripts islas replaces. jQuery itself stays: other plugins may need it. */
function islas_replaced_scripts() {
	return apply_filters(
		'islas_replaced_scripts',
		array(
			// WooCommerce.
			'wc-add-to-cart',
			'wc-cart-fragments',
			'woocommerce',
			'wc-add-to-cart-variation',
			'wc-single-product',
			'wc-cart',
			'wc-checkout',
			'wc-password-strength-meter',
			'wc-order-attribution',
			'sourcebuster-js',
			'wc-jquery-blockui',
			'jquery-blockui',
			'wc-js-cookie',
			'js-cookie',
			'zoom',
			'wc-zoom',
			'flexslider',
			'wc-flexslider',
			'photoswipe',
			'photoswipe-ui-default',
			'wc-photoswipe',
			'wc-photoswipe-ui-default',
			// Flatsome.
			'flatsome-js',
			'flatsome-theme-woocommerce-js',
			'flatsome-live-search',
			'flatsome-cookie-notice',
			'flatsome-instant-page',
			// Jetpack Instant Search.
			'jetpack-instant-search',
		)
	);
}

add_action( 'wp_enqueue_scripts', 'islas_enqueue', 100 );

function islas_enqueue() {
	$manifest = islas_manifest();
	if ( ! $manifest ) {
		add_action( 'wp_head', 'islas_print_missing_notice', 2 );
		return;
	}
	foreach ( islas_replaced_scripts() as $handle ) {
		wp_dequeue_script( $handle );
	}
	if ( ! empty( $manifest['css'] ) ) {
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

function islas_print_missing_notice() {
	echo "<!-- islas: dist/manifest.json not found; run the build (npm run build) and copy dist/ into the theme. WooCommerce's own scripts stay enqueued. -->\n";
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

/** Like wp_localize_script: top-level scalars become strings, nested values keep their type. */
function islas_localize( $name, array $data ) {
	foreach ( $data as $key => $value ) {
		if ( is_scalar( $value ) ) {
			$data[ $key ] = html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' );
		}
	}
	$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	wp_print_inline_script_tag( sprintf( 'var %s = %s;', $name, $json ), array( 'id' => 'islas-config-' . $name ) );
}

/** The objects the replaced scripts would have been localized with. */
function islas_config() {
	$ajax_url    = admin_url( 'admin-ajax.php', 'relative' );
	$wc_ajax_url = WC_AJAX::get_endpoint( '%%endpoint%%' );
	// WooCommerce's own key, so a cache written by its scripts stays valid and vice versa.
	$site_hash = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );

	$config = array(
		'wc_add_to_cart_params'            => array(
			'ajax_url'                => $ajax_url,
			'wc_ajax_url'             => $wc_ajax_url,
			'i18n_view_cart'          => esc_attr__( 'View cart', 'woocommerce' ),
			'cart_url'                => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
			'is_cart'                 => is_cart(),
			'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add' ),
		),
		'woocommerce_params'               => array(
			'ajax_url'           => $ajax_url,
			'wc_ajax_url'        => $wc_ajax_url,
			'i18n_password_show' => esc_attr__( 'Show password', 'woocommerce' ),
			'i18n_password_hide' => esc_attr__( 'Hide password', 'woocommerce' ),
		),
		'wc_cart_fragments_params'         => array(
			'ajax_url'        => $ajax_url,
			'wc_ajax_url'     => $wc_ajax_url,
			'cart_hash_key'   => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $site_hash ),
			'fragment_name'   => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $site_hash ),
			'request_timeout' => 5000,
		),
		'wc_add_to_cart_variation_params'  => array(
			'wc_ajax_url'                      => $wc_ajax_url,
			'i18n_no_matching_variations_text' => esc_attr__( 'Sorry, no products matched your selection. Please choose a different combination.', 'woocommerce' ),
			'i18n_make_a_selection_text'       => esc_attr__( 'Please select some product options before adding this product to your cart.', 'woocommerce' ),
			'i18n_unavailable_text'            => esc_attr__( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ),
			'i18n_reset_alert_text'            => esc_attr__( 'Your selection has been cleared.', 'woocommerce' ),
		),
		'wc_order_attribution'             => array(
			'params' => array(
				'lifetime'      => 1.0E-5,
				'session'       => 30,
				'base64'        => false,
				'ajaxurl'       => admin_url( 'admin-ajax.php' ),
				'prefix'        => 'wc_order_attribution_',
				'allowTracking' => true,
			),
			'fields' => array(
				'source_type'          => 'current.typ',
				'referrer'             => 'current_add.rf',
				'utm_campaign'         => 'current.cmp',
				'utm_source'           => 'current.src',
				'utm_medium'           => 'current.mdm',
				'utm_content'          => 'current.cnt',
				'utm_id'               => 'current.id',
				'utm_term'             => 'current.trm',
				'utm_source_platform'  => 'current.plt',
				'utm_creative_format'  => 'current.fmt',
				'utm_marketing_tactic' => 'current.tct',
				'session_entry'        => 'current_add.ep',
				'session_start_time'   => 'current_add.fd',
				'session_pages'        => 'session.pgs',
				'session_count'        => 'udata.vst',
				'user_agent'           => 'udata.uag',
			),
		),
		'flatsomeVars'                     => array(
			'theme'              => array( 'version' => wp_get_theme( get_template() )->get( 'Version' ) ),
			'ajaxurl'            => admin_url( 'admin-ajax.php' ),
			'rtl'                => is_rtl(),
			'sticky_height'      => get_theme_mod( 'header_height_sticky', 70 ),
			'stickyHeaderHeight' => 0,
			'scrollPaddingTop'   => 0,
			'assets_url'         => get_theme_file_uri( 'assets/' ),
			'lightbox'           => array(
				'close_markup'     => '<button title="%title%" type="button" class="mfp-close"><svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="feather feather-x"><line x1="18" y1="6" x2="6" y2="18"></line><line x1="6" y1="6" x2="18" y2="18"></line></svg></button>',
				'close_btn_inside' => false,
			),
			'user'               => array( 'can_edit_pages' => current_user_can( 'edit_pages' ) ),
			'i18n'               => array(
				'mainMenu'     => __( 'Main Menu', 'flatsome' ),
				'toggleButton' => __( 'Toggle', 'flatsome' ),
			),
			'options'            => array(
				'cookie_notice_version' => get_theme_mod( 'cookie_notice_version', '1' ),
				'search_result_latency' => get_theme_mod( 'search_result_latency', '0' ),
			),
			'is_mini_cart_reveal' => function_exists( 'flatsome_is_mini_cart_reveal' ) ? flatsome_is_mini_cart_reveal() : (bool) get_theme_mod( 'cart_dropdown_show', 1 ),
		),
		'wpApiSettings'                    => array(
			'root'          => esc_url_raw( get_rest_url() ),
			'nonce'         => wp_installing() ? '' : wp_create_nonce( 'wp_rest' ),
			'versionString' => 'wp/v2/',
		),
	);
	return apply_filters( 'islas_config', $config );
}

function islas_print_config() {
	foreach ( islas_config() as $name => $data ) {
		if ( is_array( $data ) ) {
			islas_localize( $name, $data );
		}
	}
}
