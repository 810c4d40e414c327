<?php
/**
 * The configuration islas prints: the objects the replaced scripts would have been
 * localized with (wc_add_to_cart_params, flatsomeVars, the cart page's and checkout's
 * objects, ...; the islas_config filter), in the head before the module (wp_head 2), so
 * islas reads the same values; and in the footer (wp_print_footer_scripts 2, after the last
 * dequeue decision) `islas_params` (kept_scripts; the islas_params filter) and, when islas
 * took wc-add-to-cart-variation out, its two wp.template templates
 * (single-product/add-to-cart/variation.php, which themes override): islas fills the
 * variation from them. On a Flatsome page whose flatsome-js islas took out, a one-line
 * placeholder of `window.Flatsome` before each of the theme's scripts that stay
 * (islas_print_flatsome_placeholder()).
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

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

/** Whether the theme declares a WooCommerce gallery feature (false where unknown). */
function islas_theme_support( $feature ) {
	return function_exists( 'current_theme_supports' ) && current_theme_supports( $feature );
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
		// The keys each WooCommerce release localizes (woocommerce-11.md §3): islas reads a key
		// where the page has it and falls back to 9.4's texts where not.
		'woocommerce_params'               => array(
			'ajax_url'    => $ajax_url,
			'wc_ajax_url' => $wc_ajax_url,
		) + ( islas_wc_at_least( '9.7.0' ) ? array(
			'i18n_password_show' => esc_attr__( 'Show password', 'woocommerce' ),
			'i18n_password_hide' => esc_attr__( 'Hide password', 'woocommerce' ),
		) : array() ),
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
		) + ( islas_wc_at_least( '9.5.1' ) ? array(
			// WooCommerce 9.5.1+ only: its script announces a reset, and (9.8.1+) shows a variation
			// 300 ms after finding it; islas's client reads this key to behave as that script.
			'i18n_reset_alert_text' => esc_attr__( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'woocommerce' ),
		) : array() ),
		'wc_single_product_params'         => array( 'i18n_required_rating_text' => esc_attr__( 'Please select a rating', 'woocommerce' ) )
		+ ( islas_wc_at_least( '9.7.0' ) ? array(
			'i18n_rating_options' => array(
				esc_attr__( '1 of 5 stars', 'woocommerce' ),
				esc_attr__( '2 of 5 stars', 'woocommerce' ),
				esc_attr__( '3 of 5 stars', 'woocommerce' ),
				esc_attr__( '4 of 5 stars', 'woocommerce' ),
				esc_attr__( '5 of 5 stars', 'woocommerce' ),
			),
		) : array() )
		+ ( islas_wc_at_least( '9.5.1' ) ? array( 'i18n_product_gallery_trigger_text' => esc_attr__( 'View full-screen image gallery', 'woocommerce' ) ) : array() )
		+ array(
			'review_rating_required'    => 'yes' === get_option( 'woocommerce_review_rating_required', 'yes' ) ? 'yes' : 'no',
			'zoom_enabled'              => apply_filters( 'woocommerce_single_product_zoom_enabled', islas_theme_support( 'wc-product-gallery-zoom' ) ),
			'photoswipe_enabled'        => apply_filters( 'woocommerce_single_product_photoswipe_enabled', islas_theme_support( 'wc-product-gallery-lightbox' ) ),
			'flexslider_enabled'        => apply_filters( 'woocommerce_single_product_flexslider_enabled', islas_theme_support( 'wc-product-gallery-slider' ) ),
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
				// Not one of Flatsome's: whether its live search is on (theme_mod live_search, on by
				// default). Off, Flatsome neither loads flatsome-live-search nor registers the
				// flatsome_ajax_search_products action, and nothing on the page says so once islas
				// took that script out; so islas's live search reads it here. Only Flatsome (or a
				// child theme) has that action.
				'live_search'           => 'flatsome' === get_template() && (bool) get_theme_mod( 'live_search', 1 ),
			),
			'is_mini_cart_reveal' => function_exists( 'flatsome_is_mini_cart_reveal' ) ? flatsome_is_mini_cart_reveal() : (bool) get_theme_mod( 'cart_dropdown_show', 1 ),
		),
		'wpApiSettings'                    => array(
			'root'          => esc_url_raw( get_rest_url() ),
			'nonce'         => wp_installing() ? '' : wp_create_nonce( 'wp_rest' ),
			'versionString' => 'wp/v2/',
		),
	);

	// The cart page's and checkout's objects (their scripts are replaced): the same values
	// WooCommerce computes, through the same filters (WC_Frontend_Scripts::get_script_data()).
	$script_data = array();
	if ( is_cart() ) {
		$script_data['wc-cart'] = array(
			'wc_cart_params',
			array(
				'ajax_url'                     => $ajax_url,
				'wc_ajax_url'                  => $wc_ajax_url,
				'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ),
				'apply_coupon_nonce'           => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'          => wp_create_nonce( 'remove-coupon' ),
			),
		);
	}
	if ( is_checkout() ) {
		$paying   = function_exists( 'is_checkout_pay_page' ) && is_checkout_pay_page();
		$received = function_exists( 'is_order_received_page' ) && is_order_received_page();
		$script_data['wc-checkout'] = array(
			'wc_checkout_params',
			array(
				'ajax_url'                  => $ajax_url,
				'wc_ajax_url'               => $wc_ajax_url,
				'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
				'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
				'option_guest_checkout'     => get_option( 'woocommerce_enable_guest_checkout' ),
				'checkout_url'              => WC_AJAX::get_endpoint( 'checkout' ),
				'is_checkout'               => ! $paying && ! $received ? 1 : 0,
				'debug_mode'                => defined( 'WP_DEBUG' ) && WP_DEBUG,
				/* translators: %s: order history URL on my account section */
				'i18n_checkout_error'       => sprintf( esc_attr__( 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="%s">order history</a> before placing the order again.', 'woocommerce' ), esc_url( function_exists( 'wc_get_account_endpoint_url' ) ? wc_get_account_endpoint_url( 'orders' ) : home_url( '/mi-cuenta/pedidos/' ) ) ),
			) + ( wp_script_is( 'wc-custom-place-order-button', 'registered' ) ? array( 'gateways_with_custom_place_order_button' => islas_gateways_with_custom_place_order_button() ) : array() ),
		);
	}
	if ( is_cart() || is_checkout() ) {
		$countries = WC()->countries;
		$script_data['wc-country-select'] = array(
			'wc_country_select_params',
			array(
				'countries'                 => wp_json_encode( array_merge( $countries->get_allowed_country_states(), $countries->get_shipping_country_states() ) ),
				'i18n_select_state_text'    => esc_attr__( 'Select an option&hellip;', 'woocommerce' ),
				'i18n_no_matches'           => _x( 'No matches found', 'enhanced select', 'woocommerce' ),
				'i18n_ajax_error'           => _x( 'Loading failed', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_short_1'    => _x( 'Please enter 1 or more characters', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_short_n'    => _x( 'Please enter %qty% or more characters', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_long_1'     => _x( 'Please delete 1 character', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_long_n'     => _x( 'Please delete %qty% characters', 'enhanced select', 'woocommerce' ),
				'i18n_selection_too_long_1' => _x( 'You can only select 1 item', 'enhanced select', 'woocommerce' ),
				'i18n_selection_too_long_n' => _x( 'You can only select %qty% items', 'enhanced select', 'woocommerce' ),
				'i18n_load_more'            => _x( 'Loading more results&hellip;', 'enhanced select', 'woocommerce' ),
				'i18n_searching'            => _x( 'Searching&hellip;', 'enhanced select', 'woocommerce' ),
			),
		);
		$script_data['wc-address-i18n'] = array(
			'wc_address_i18n_params',
			array(
				'locale'             => wp_json_encode( $countries->get_country_locale() ),
				'locale_fields'      => wp_json_encode( $countries->get_country_locale_field_selectors() ),
				'i18n_required_text' => esc_attr__( 'required', 'woocommerce' ),
				'i18n_optional_text' => esc_html__( 'optional', 'woocommerce' ),
			),
		);
	}
	foreach ( $script_data as $handle => list( $name, $params ) ) {
		$config[ $name ] = apply_filters( $name, apply_filters( 'woocommerce_get_script_data', $params, $handle ) );
	}
	return apply_filters( 'islas_config', $config );
}

/**
 * Footer, after the last decision and before WordPress prints the footer scripts: the
 * variation templates when islas took their script out, and islas_params. islas's module
 * runs once the document is parsed, so it reads both.
 */
function islas_print_footer_config() {
	$state = islas_enqueue_state();
	if ( $state['templates'] && function_exists( 'wc_get_template' ) ) {
		wc_get_template( 'single-product/add-to-cart/variation.php' );
		islas_print_variation_inline_before();
	}
	$params = array( 'kept_scripts' => $state['kept'] );
	if ( islas_flatsome_api_wanted() ) {
		$params['flatsome_api'] = true;
	}
	$prefetch = islas_prefetch_list();
	if ( $prefetch ) {
		$params['prefetch'] = $prefetch;
	}
	$params = apply_filters( 'islas_params', $params );
	if ( is_array( $params ) ) {
		islas_localize( 'islas_params', $params );
	}
}

/**
 * What islas fetches (without running it) once the page is loaded and idle, so the shopper's
 * first tap waits for no download: the manifest's `prefetch`, [selector, chunk addresses]
 * pairs, each chunk fetched where its selector matches (src/kernel/prefetch.ts). The
 * islas_prefetch filter changes the list; an empty list turns the prefetch off (a shop whose
 * visitors pay for every byte).
 */
function islas_prefetch_list() {
	$list = array();
	foreach ( (array) ( islas_manifest()['prefetch'] ?? array() ) as $pair ) {
		if ( is_array( $pair ) && isset( $pair[0], $pair[1] ) && is_string( $pair[0] ) && is_array( $pair[1] ) ) {
			// No ?ver: a modulepreload must match the address the code imports, byte for byte.
			$list[] = array( $pair[0], array_values( array_map( 'islas_asset_uri', array_filter( $pair[1], 'is_string' ) ) ) );
		}
	}
	$list = apply_filters( 'islas_prefetch', $list );
	return is_array( $list ) ? array_values( $list ) : array();
}

/**
 * Whether the shop's WooCommerce is at least $version: the objects above carry a key only
 * where WooCommerce prints it, so islas's client, which reads the keys, behaves as that
 * release's script.
 */
function islas_wc_at_least( $version ) {
	$wc = function_exists( 'WC' ) ? WC() : null;
	return is_object( $wc ) && isset( $wc->version ) && version_compare( (string) $wc->version, $version, '>=' );
}

/**
 * What WooCommerce put before wc-add-to-cart-variation (10.8+ with the variation gallery on:
 * `window.wc_variation_gallery_defaults[id]`, the default gallery a reset restores), which
 * WordPress prints only with the script: islas took the script out, so it prints it.
 */
function islas_print_variation_inline_before() {
	if ( ! function_exists( 'wp_scripts' ) ) {
		return;
	}
	$code = array_filter( (array) wp_scripts()->get_data( 'wc-add-to-cart-variation', 'before' ), 'is_string' );
	if ( $code ) {
		wp_print_inline_script_tag( implode( "\n", $code ), array( 'id' => 'islas-wc-add-to-cart-variation-js-before' ) );
	}
}

function islas_print_config() {
	foreach ( islas_config() as $name => $data ) {
		if ( is_array( $data ) ) {
			islas_localize( $name, $data );
		}
	}
}

/**
 * Whether this page gets islas's `window.Flatsome` stand-in (reference flatsome-3.20.md row
 * 86): a Flatsome page (or a child theme's) whose flatsome-js islas took out. What calls that
 * API (the countdown shortcode's ux-countdown.js, the inline script of an auto-opening
 * [lightbox], child themes) would otherwise throw. `islas_params.flatsome_api` tells the
 * client, which puts the stand-in up with its jQuery bridge (src/features/flatsome-api/).
 */
function islas_flatsome_api_wanted() {
	$state = islas_enqueue_state();
	return $state['active'] && function_exists( 'get_template' ) && 'flatsome' === get_template()
		&& in_array( 'flatsome-js', islas_replaced_scripts(), true ) && ! in_array( 'flatsome-js', $state['kept'], true );
}

/**
 * What the theme's own scripts that stay find of `window.Flatsome` while they run, before
 * islas's module (which runs once the page is parsed): a behaviours record, so a script that
 * registers a behaviour as it loads (ux-countdown.js: `Flatsome.behavior('ux-countdown', …)`)
 * does not throw. islas's stand-in takes the behaviours over and attaches them when jQuery is
 * ready, as flatsome-js does.
 */
const ISLAS_FLATSOME_PLACEHOLDER = 'window.Flatsome=window.Flatsome||{behaviors:{},behavior:function(n,b){this.behaviors[n]=b}};';

/**
 * Puts the placeholder before each queued script of the theme or its child theme (a `src`
 * under either folder) that islas does not replace. Flatsome's own (the parent theme's) are
 * written against jQuery, which flatsome-js always brought and which their registrations do
 * not always name (the countdown's names its dependencies as a string, which WordPress
 * drops): they get jQuery as a dependency, as the page had it in stock. A child theme's do
 * not: one that needs jQuery names it, and jQuery on every page of a shop is what islas is
 * for taking out. Runs after each dequeue decision (wp_print_scripts and
 * wp_print_footer_scripts, priority 1, after islas_dequeue_replaced).
 */
function islas_print_flatsome_placeholder() {
	static $done = array();
	if ( ! islas_flatsome_api_wanted() || ! function_exists( 'wp_scripts' ) ) {
		return;
	}
	$theme = islas_url_folder( function_exists( 'get_template_directory_uri' ) ? get_template_directory_uri() : '' );
	$child = islas_url_folder( function_exists( 'get_stylesheet_directory_uri' ) ? get_stylesheet_directory_uri() : '' );
	$scripts  = wp_scripts();
	$replaced = islas_replaced_scripts();
	foreach ( (array) $scripts->queue as $handle ) {
		$script = $scripts->registered[ $handle ] ?? null;
		if ( isset( $done[ $handle ] ) || ! $script || ! is_string( $script->src ) || in_array( $handle, $replaced, true ) ) {
			continue;
		}
		$path     = (string) wp_parse_url( $script->src, PHP_URL_PATH );
		$in_theme = '' !== $theme && 0 === strpos( $path, $theme );
		if ( ! $in_theme && ( '' === $child || 0 !== strpos( $path, $child ) ) ) {
			continue;
		}
		if ( $in_theme && ! in_array( 'jquery', $script->deps, true ) ) {
			$script->deps[] = 'jquery';
		}
		wp_add_inline_script( $handle, ISLAS_FLATSOME_PLACEHOLDER, 'before' );
		$done[ $handle ] = true;
	}
}

/** The path of a folder's address, with one trailing slash ('' for none). */
function islas_url_folder( $url ) {
	$path = (string) wp_parse_url( (string) $url, PHP_URL_PATH );
	return '' === $path ? '' : rtrim( $path, '/' ) . '/';
}

/**
 * Whether islas wraps the account's orders table, as Flatsome's woocommerce.js did (inventory
 * row 55): where islas took that script out. Its stylesheet scrolls `.touch-scroll-table`
 * sideways below 850 px, so a wide table stays within a phone's screen.
 */
function islas_orders_scroll_wanted() {
	$state = islas_enqueue_state();
	$fw    = 'flatsome-theme-woocommerce-js';
	return $state['active'] && in_array( $fw, islas_replaced_scripts(), true ) && ! in_array( $fw, $state['kept'], true );
}

/**
 * Opens the wrapper right before the orders table: WooCommerce's myaccount/orders.php fires
 * woocommerce_before_account_orders just before it (late, after what others print there),
 * and only where there are orders to list. Printed by the server, not by a script: the
 * wrapper is there at the first paint, and costs the page no bytes of JavaScript.
 */
function islas_open_orders_scroll( $has_orders = false ) {
	$GLOBALS['islas_orders_scroll_open'] = $has_orders && islas_orders_scroll_wanted();
	if ( $GLOBALS['islas_orders_scroll_open'] ) {
		echo '<div class="touch-scroll-table">';
	}
}

/** Closes it right after the table (woocommerce_before_account_orders_pagination, early). */
function islas_close_orders_scroll() {
	if ( ! empty( $GLOBALS['islas_orders_scroll_open'] ) ) {
		echo '</div>';
		$GLOBALS['islas_orders_scroll_open'] = false;
	}
}

/**
 * A [lightbox auto_open] (reference flatsome-3.20.md row 65; the header newsletter's too)
 * prints an inline script that needs jQuery, flatsome-js's `Flatsome.Cookies` and Magnific
 * Popup: where islas took flatsome-js out it throws, and the popup never opens. On such a
 * page (islas_flatsome_api_wanted()) the script goes, and what it said goes onto the
 * popup's element (islas_lightbox_auto_open_markup()), where islas's lightboxes read it:
 * the same delay, `lightbox_<id>` cookie and version, with or without jQuery. A
 * do_shortcode_tag filter (islas_enqueue()).
 */
function islas_lightbox_auto_open( $output, $tag, $attr ) {
	if ( 'lightbox' !== $tag || ! is_string( $output ) || ! is_array( $attr ) || empty( $attr['auto_open'] ) || ! islas_flatsome_api_wanted() ) {
		return $output;
	}
	return islas_lightbox_auto_open_markup( $output, $attr );
}

/**
 * Flatsome's [lightbox auto_open] output without its inline script, the popup's element
 * saying instead: `data-islas-auto-open` (auto_timer, ms, as Flatsome's intval),
 * `data-islas-version` (the cookie's `opened_<version>`) and `data-islas-auto-show="always"`.
 */
function islas_lightbox_auto_open_markup( $output, array $attr ) {
	$attr += array(
		'id'         => 'enter-id-here',
		'auto_timer' => '2500',
		'auto_show'  => '',
		'version'    => '1',
	);
	$id     = esc_attr( $attr['id'] );
	$script = '#<script>\s*// Auto open lightboxes.*?</script>#s';
	if ( ! preg_match( $script, $output ) || false === strpos( $output, '<div id="' . $id . '"' ) ) {
		return $output;
	}
	$data = sprintf(
		' data-islas-auto-open="%d" data-islas-version="%s"%s',
		intval( $attr['auto_timer'] ),
		esc_attr( $attr['version'] ),
		'always' === $attr['auto_show'] ? ' data-islas-auto-show="always"' : ''
	);
	$output = preg_replace( $script, '', $output, 1 );
	return preg_replace( '#<div id="' . preg_quote( $id, '#' ) . '"#', '$0' . $data, $output, 1 );
}
