<?php
/**
 * The stand-in site's scripts, registered and enqueued where WordPress, WooCommerce and
 * Flatsome do it (../shared/reference/woocommerce-scripts.md §1), so islas-enqueue.php meets
 * the same queue as on a real shop:
 * - WordPress core handles exist from the start (jquery = jquery-core, the real jQuery 3.7.1
 *   from npm; underscore, wp-util, hoverIntent, password-strength-meter);
 * - at wp_enqueue_scripts: WooCommerce's (deferred, in the head) and Flatsome's (footer);
 * - while the page renders: the variable-product form enqueues wc-add-to-cart-variation and
 *   the header cart widget wc-cart-fragments (stub_enqueue_from_template());
 * - WooCommerce's localization at wp_print_(footer_)scripts priority 5, for handles that will
 *   print (wc-add-to-cart-variation also prints its two wp.template templates there);
 * - ?islas-plugins=<list>: project-written fixture "plugins" (fixtures/plugins/<name>.js);
 * - ?islas-wc=11 (or 11.0.1, or the cookie islas_wc; the stub's WC()->version): from 10.3 on,
 *   WooCommerce's script graph with its renamed libraries under their wc- names and the old
 *   names as file-less aliases (stub_wc11()); from 10.6 on, the custom place-order button script.
 *
 * Every stock src except jQuery is a stand-in, fixtures/stock/<handle>.js, whose whole job is
 * to record that it ran (window.islasStubStock): a test sees which stock scripts a page ran.
 * ?islas-nojs=1 (a page without islas) gets none of this: the bench brings its own jQuery.
 */

/** The fixture plugins ?islas-plugins= knows: name => dependencies. */
function stub_fixture_plugins() {
	return array(
		// Depends on the stock variation script, so islas-enqueue.php must keep it.
		'needs-stock-variation' => array( 'jquery', 'wc-add-to-cart-variation' ),
		// The zoo (?islas-plugins=zoo): the kinds of jQuery plugins shops run.
		'swatches'              => array( 'jquery' ),
		'quick-buy'             => array( 'jquery' ),
		'analytics'             => array( 'jquery' ),
		'popup'                 => array( 'jquery' ),
		// An AJAX product filter: listings it fetches replace the page's (?islas-plugins=ajax-filter).
		'ajax-filter'           => array( 'jquery' ),
		// A payment gateway with its own card field (the checkout offers demo_card with it).
		'card-gateway'          => array( 'jquery' ),
		// A gateway with its own place-order button (WooCommerce 10.6+'s API; demo_wallet).
		'button-gateway'        => array( 'jquery', 'wc-custom-place-order-button' ),
		// An address autocomplete provider (WooCommerce 10.3's global, without jQuery).
		'address-provider'      => array(),
		// A gateway that validates on its checkout_place_order_demo_check hook.
		'check-gateway'         => array( 'jquery' ),
		// A checkout plugin built on the stock checkout script, so islas-enqueue.php keeps it.
		'needs-stock-checkout'  => array( 'jquery', 'wc-checkout' ),
		// A cart-page plugin built on the stock cart script: the cart page stays WooCommerce's.
		'needs-stock-cart'      => array( 'jquery', 'wc-cart' ),
		// Plugins on blockUI by its 9.4 name (an alias on 11.0) and by its 11.0 name.
		'needs-old-blockui'     => array( 'jquery', 'jquery-blockui' ),
		'needs-new-blockui'     => array( 'jquery', 'wc-jquery-blockui' ),
	);
}

/**
 * The stock handles: handle => [deps, where]. 'defer' = WooCommerce's (strategy defer, in
 * the head), 'footer' = in_footer. Sources are fixtures/stock/<handle>.js stand-ins.
 */
function stub_stock_scripts() {
	return array(
		// WordPress core (jquery itself is registered with the real file below).
		'underscore'                    => array( array(), 'footer' ),
		'wp-util'                       => array( array( 'underscore', 'jquery' ), 'footer' ),
		'hoverIntent'                   => array( array( 'jquery' ), 'footer' ),
		'password-strength-meter'       => array( array( 'jquery' ), 'footer' ),
		// WooCommerce 9.4 and the libraries it bundles.
		'jquery-blockui'                => array( array( 'jquery' ), 'defer' ),
		'js-cookie'                     => array( array(), 'defer' ),
		'woocommerce'                   => array( array( 'jquery', 'jquery-blockui', 'js-cookie' ), 'defer' ),
		'wc-add-to-cart'                => array( array( 'jquery', 'jquery-blockui' ), 'defer' ),
		'wc-add-to-cart-variation'      => array( array( 'jquery', 'wp-util', 'jquery-blockui' ), 'defer' ),
		'wc-cart-fragments'             => array( array( 'jquery', 'js-cookie' ), 'defer' ),
		'wc-cart'                       => array( array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ), 'defer' ),
		'wc-checkout'                   => array( array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ), 'defer' ),
		'wc-single-product'             => array( array( 'jquery' ), 'defer' ),
		'wc-country-select'             => array( array( 'jquery' ), 'defer' ),
		'wc-address-i18n'               => array( array( 'jquery', 'wc-country-select' ), 'defer' ),
		'wc-password-strength-meter'    => array( array( 'jquery', 'password-strength-meter' ), 'defer' ),
		'selectWoo'                     => array( array( 'jquery' ), 'defer' ),
		'flexslider'                    => array( array( 'jquery' ), 'defer' ),
		'zoom'                          => array( array( 'jquery' ), 'defer' ),
		'photoswipe'                    => array( array(), 'defer' ),
		'photoswipe-ui-default'         => array( array( 'photoswipe' ), 'defer' ),
		'sourcebuster-js'               => array( array(), 'defer' ),
		'wc-order-attribution'          => array( array( 'sourcebuster-js' ), 'defer' ),
		// Flatsome 3.20.0, with its real dependencies (function-setup.php, assets/assets.php,
		// inc/extensions/): its WooCommerce script needs WooCommerce's woocommerce.js; live
		// search needs only jQuery; the extensions below need flatsome-js, so wherever one is
		// queued a shop runs flatsome-js (reference flatsome-3.20.md §4).
		'flatsome-js'                   => array( array( 'jquery', 'hoverIntent' ), 'footer' ),
		'flatsome-theme-woocommerce-js' => array( array( 'jquery', 'flatsome-js', 'woocommerce' ), 'footer' ),
		'flatsome-live-search'          => array( array( 'jquery' ), 'footer' ),
		'flatsome-lazy'                 => array( array( 'flatsome-js' ), 'footer' ),
		'flatsome-swatches-frontend'    => array( array( 'jquery', 'flatsome-js' ), 'footer' ),
	);
}

/**
 * Whether the stub's WooCommerce (WC()->version: ?islas-wc=9.4.2|11.0.1, or the cookie islas_wc) is
 * at least $version: templates, params and answers follow the release that changed them
 * (reference woocommerce-11.md names each).
 */
function stub_wc_at_least( $version ) {
	return version_compare( WC()->version, $version, '>=' );
}

/** WooCommerce 10.6+ (?islas-wc=11.0.1): the custom place-order button script, a dependency of wc-checkout. */
function stub_wc_has_custom_place_order_button() {
	return stub_wc_at_least( '10.6' );
}

function stub_stock_version( $handle ) {
	if ( 0 === strpos( $handle, 'flatsome' ) ) {
		return '3.19.5'; // SPEC §9's theme version; the script graph above is 3.20.0's
	}
	return in_array( $handle, array( 'underscore', 'wp-util', 'hoverIntent', 'password-strength-meter' ), true ) ? false : WC()->version;
}

/**
 * WooCommerce 10.3+'s handles (?islas-wc=11, or a version: the stub's WC()->version), with the
 * 9.4 names left as aliases.
 */
function stub_wc11() {
	return stub_wc_at_least( '10.3' );
}

/** WooCommerce 10.3's renames (reference woocommerce-11.md §1): 9.4 name => 11.0 name. */
function stub_wc_renames() {
	return array(
		'jquery-blockui'        => 'wc-jquery-blockui',
		'js-cookie'             => 'wc-js-cookie',
		'flexslider'            => 'wc-flexslider',
		'zoom'                  => 'wc-zoom',
		'photoswipe'            => 'wc-photoswipe',
		'photoswipe-ui-default' => 'wc-photoswipe-ui-default',
	);
}

/** A WooCommerce handle by its 9.4 name: itself, or its 11.0 name under ?islas-wc=11. */
function stub_wc_handle( $handle ) {
	return stub_wc11() ? ( stub_wc_renames()[ $handle ] ?? $handle ) : $handle;
}

/** WordPress's jquery: an alias of jquery-core (the stub leaves jquery-migrate out). */
function stub_register_stock_scripts() {
	wp_register_script( 'jquery-core', '/wp-includes/js/jquery/jquery.min.js', array(), '3.7.1' );
	wp_register_script( 'jquery', false, array( 'jquery-core' ), '3.7.1' );
	foreach ( stub_stock_scripts() as $handle => list( $deps, $where ) ) {
		$args = 'footer' === $where ? array( 'in_footer' => true ) : array( 'in_footer' => false, 'strategy' => 'defer' );
		// On 11.0 the file (the same stand-in) is the wc- name's, and so are the dependencies.
		wp_register_script( stub_wc_handle( $handle ), '/fixtures/stock/' . $handle . '.js', array_map( 'stub_wc_handle', $deps ), stub_stock_version( $handle ), $args );
	}
	if ( stub_wc11() ) {
		// 10.3.3+: the old name stays as an alias, no file, the new name its only dependency.
		foreach ( stub_wc_renames() as $old => $new ) {
			wp_register_script( $old, false, array( $new ), stub_stock_version( $old ), array( 'in_footer' => true ) );
		}
	}
	if ( stub_wc_at_least( '10.2' ) ) {
		// The back-in-stock form's script (src/Internal/StockNotifications, 10.2): jQuery only; a working stand-in.
		wp_register_script( 'wc-back-in-stock-form', '/fixtures/stock/wc-back-in-stock-form.js', array( 'jquery' ), WC()->version, array( 'in_footer' => false, 'strategy' => 'defer' ) );
	}
	if ( stub_wc_has_custom_place_order_button() ) {
		wp_register_script( 'wc-custom-place-order-button', '/fixtures/stock/wc-custom-place-order-button.js', array( 'jquery' ), WC()->version, array( 'in_footer' => false, 'strategy' => 'defer' ) );
		wp_scripts()->registered['wc-checkout']->deps[] = 'wc-custom-place-order-button';
	}
	// Flatsome's countdown shortcode script (inc/shortcodes/ux_countdown/ux-countdown.php), from
	// the theme's folder, its dependency given as a string as the theme does, which WordPress
	// drops: it runs whether or not flatsome-js does, and wherever the shortcode renders.
	wp_register_script( 'flatsome-countdown-theme-js', get_template_directory_uri() . '/ux-countdown.js', 'flatsome-js', '3.2.6', true );
}

/** What WooCommerce and Flatsome enqueue at wp_enqueue_scripts on this page. */
function stub_enqueue_stock_scripts() {
	if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' ) ) {
		wp_enqueue_script( 'wc-add-to-cart' );
	}
	wp_enqueue_script( 'woocommerce' );
	if ( is_product() ) {
		wp_enqueue_script( 'wc-single-product' );
		if ( current_theme_supports( 'wc-product-gallery-zoom' ) ) {
			wp_enqueue_script( stub_wc_handle( 'zoom' ) );
		}
		if ( current_theme_supports( 'wc-product-gallery-slider' ) ) {
			wp_enqueue_script( stub_wc_handle( 'flexslider' ) );
		}
		if ( current_theme_supports( 'wc-product-gallery-lightbox' ) ) {
			wp_enqueue_script( stub_wc_handle( 'photoswipe-ui-default' ) );
		}
	}
	if ( is_cart() ) {
		wp_enqueue_script( 'wc-cart' );
	}
	if ( is_checkout() ) {
		wp_enqueue_script( 'wc-checkout' );
		wp_enqueue_script( 'wc-order-attribution' );
	}
	if ( is_cart() || is_checkout() ) {
		wp_enqueue_script( 'selectWoo' );
		// Shoppers choose their own password when creating an account (the stub's setting).
		if ( 'no' === get_option( 'woocommerce_registration_generate_password', 'yes' ) && ! is_user_logged_in() ) {
			wp_enqueue_script( 'wc-password-strength-meter' );
		}
	}
	wp_enqueue_script( 'flatsome-js' );
	wp_enqueue_script( 'flatsome-theme-woocommerce-js' );
	wp_enqueue_script( 'flatsome-live-search' );
	// Flatsome's lazy load option prints lazy images (?islas-lazy=1) and queues its extension.
	if ( stub_lazy_images() ) {
		wp_enqueue_script( 'flatsome-lazy' );
	}
	// Flatsome's swatches option (?islas-swatches=1): an extension islas does not replace, so
	// the page runs flatsome-js and islas's overlapping parts step aside (mixed mode).
	if ( '1' === stub_page_switch( 'islas-swatches', array( '1' ) ) ) {
		wp_enqueue_script( 'flatsome-swatches-frontend' );
	}
}

/** What ?islas-plugins=zoo stands for: the kinds of jQuery plugins shops run. */
function stub_zoo_plugins() {
	return array( 'swatches', 'quick-buy', 'analytics', 'popup', 'card-gateway' );
}

/** ?islas-plugins=a,b (or zoo), remembered in the session; ?islas-plugins= clears it. */
function stub_active_plugins() {
	if ( isset( $_GET['islas-plugins'] ) ) {
		$names = array();
		foreach ( explode( ',', (string) $_GET['islas-plugins'] ) as $name ) {
			$name  = trim( $name );
			$names = array_merge( $names, 'zoo' === $name ? stub_zoo_plugins() : array( $name ) );
		}
		$_SESSION['islas_plugins'] = array_values( array_unique( array_intersect( $names, array_keys( stub_fixture_plugins() ) ) ) );
	}
	return $_SESSION['islas_plugins'] ?? array();
}

function stub_enqueue_fixture_plugins() {
	$plugins = stub_fixture_plugins();
	foreach ( stub_active_plugins() as $name ) {
		wp_enqueue_script( 'fixture-plugin-' . $name, '/fixtures/plugins/' . $name . '.js', $plugins[ $name ], '1.0.0', array( 'in_footer' => true ) );
	}
}

/**
 * A template's wp_enqueue_script(). In WordPress the body renders after wp_head, so such a
 * script joins the queue after wp_enqueue_scripts and after the head printed; the stub
 * renders the main template before the header (it consumes the notices), so until the head
 * is out it replays the enqueue right after it, where WordPress would have made it.
 * (In an Ajax answer, such as the quick view, no page prints: nothing happens, as in WordPress.)
 */
function stub_enqueue_from_template( $handle ) {
	if ( did_action( 'wp_head' ) ) {
		wp_enqueue_script( $handle );
		return;
	}
	add_action(
		'wp_head',
		function () use ( $handle ) {
			wp_enqueue_script( $handle );
		},
		PHP_INT_MAX
	);
}

/** wc_checkout_params.i18n_checkout_error (es_ES), with the account's orders address. */
function stub_checkout_error_text() {
	return sprintf( 'Ha habido un error al procesar tu pedido. Por favor, comprueba si hay algún cargo en tu método de pago y revisa tu <a href="%s">historial de pedidos</a> antes de volver a realizar el pedido.', esc_url( home_url( '/mi-cuenta/pedidos/' ) ) );
}

/** The objects WooCommerce localizes its scripts with: handle => [global name, data]. */
function stub_wc_script_params( $handle ) {
	$ajax_url    = admin_url( 'admin-ajax.php', 'relative' );
	$wc_ajax_url = WC_AJAX::get_endpoint( '%%endpoint%%' );
	$site_hash   = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
	switch ( $handle ) {
		case 'woocommerce':
			return array(
				'woocommerce_params',
				array(
					'ajax_url'    => $ajax_url,
					'wc_ajax_url' => $wc_ajax_url,
				) + ( stub_wc_at_least( '9.7' ) ? array(
					'i18n_password_show' => esc_attr__( 'Show password', 'woocommerce' ),
					'i18n_password_hide' => esc_attr__( 'Hide password', 'woocommerce' ),
				) : array() ),
			);
		case 'wc-add-to-cart':
			return array(
				'wc_add_to_cart_params',
				array(
					'ajax_url'                => $ajax_url,
					'wc_ajax_url'             => $wc_ajax_url,
					'i18n_view_cart'          => esc_attr__( 'View cart', 'woocommerce' ),
					'cart_url'                => wc_get_cart_url(),
					'is_cart'                 => is_cart(),
					'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add' ),
				),
			);
		case 'wc-add-to-cart-variation':
			return array(
				'wc_add_to_cart_variation_params',
				array(
					'wc_ajax_url'                      => $wc_ajax_url,
					'i18n_no_matching_variations_text' => esc_attr__( 'Sorry, no products matched your selection. Please choose a different combination.', 'woocommerce' ),
					'i18n_make_a_selection_text'       => esc_attr__( 'Please select some product options before adding this product to your cart.', 'woocommerce' ),
					'i18n_unavailable_text'            => esc_attr__( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ),
				) + ( stub_wc_at_least( '9.5.1' ) ? array( 'i18n_reset_alert_text' => esc_attr__( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'woocommerce' ) ) : array() ),
			);
		case 'wc-cart-fragments':
			return array(
				'wc_cart_fragments_params',
				array(
					'ajax_url'        => $ajax_url,
					'wc_ajax_url'     => $wc_ajax_url,
					'cart_hash_key'   => 'wc_cart_hash_' . $site_hash,
					'fragment_name'   => 'wc_fragments_' . $site_hash,
					'request_timeout' => 5000,
				),
			);
		case 'wc-cart':
			return array(
				'wc_cart_params',
				array(
					'ajax_url'                     => $ajax_url,
					'wc_ajax_url'                  => $wc_ajax_url,
					'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ),
					'apply_coupon_nonce'           => wp_create_nonce( 'apply-coupon' ),
					'remove_coupon_nonce'          => wp_create_nonce( 'remove-coupon' ),
				),
			);
		case 'wc-checkout':
			return array(
				'wc_checkout_params',
				array(
					'ajax_url'                  => $ajax_url,
					'wc_ajax_url'               => $wc_ajax_url,
					'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
					'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
					'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
					'option_guest_checkout'     => get_option( 'woocommerce_enable_guest_checkout' ),
					'checkout_url'              => WC_AJAX::get_endpoint( 'checkout' ),
					'is_checkout'               => is_checkout() && ! is_order_received_page() ? 1 : 0,
					'debug_mode'                => false,
					'i18n_checkout_error'       => stub_checkout_error_text(),
				) + ( stub_wc_has_custom_place_order_button() ? array( 'gateways_with_custom_place_order_button' => stub_gateways_with_custom_place_order_button() ) : array() ),
			);
		case 'wc-single-product':
			return array(
				'wc_single_product_params',
				array( 'i18n_required_rating_text' => esc_attr__( 'Please select a rating', 'woocommerce' ) )
				// 9.7.0: the stars' texts; 9.5.1: the gallery trigger's label.
				+ ( stub_wc_at_least( '9.7' ) ? array( 'i18n_rating_options' => array_map( fn( $n ) => esc_attr__( "$n of 5 stars", 'woocommerce' ), range( 1, 5 ) ) ) : array() )
				+ ( stub_wc_at_least( '9.5.1' ) ? array( 'i18n_product_gallery_trigger_text' => esc_attr__( 'View full-screen image gallery', 'woocommerce' ) ) : array() )
				+ array(
					'review_rating_required'    => 'yes' === get_option( 'woocommerce_review_rating_required', 'yes' ) ? 'yes' : 'no',
					'zoom_enabled'              => get_theme_support( 'wc-product-gallery-zoom' ),
					'photoswipe_enabled'        => get_theme_support( 'wc-product-gallery-lightbox' ),
					'flexslider_enabled'        => get_theme_support( 'wc-product-gallery-slider' ),
				),
			);
		case 'wc-country-select':
			return array(
				'wc_country_select_params',
				array(
					'countries'                 => wp_json_encode( array_merge( WC()->countries->get_allowed_country_states(), WC()->countries->get_shipping_country_states() ) ),
					'i18n_select_state_text'    => 'Elige una opción…',
					'i18n_no_matches'           => 'No se han encontrado coincidencias',
					'i18n_ajax_error'           => 'Error al cargar',
					'i18n_input_too_short_1'    => 'Por favor, introduce 1 o más caracteres',
					'i18n_input_too_short_n'    => 'Por favor, introduce %qty% o más caracteres',
					'i18n_input_too_long_1'     => 'Por favor, borra 1 carácter',
					'i18n_input_too_long_n'     => 'Por favor, borra %qty% caracteres',
					'i18n_selection_too_long_1' => 'Solo puedes seleccionar 1 artículo',
					'i18n_selection_too_long_n' => 'Solo puedes seleccionar %qty% artículos',
					'i18n_load_more'            => 'Cargando más resultados…',
					'i18n_searching'            => 'Buscando…',
				),
			);
		case 'wc-address-i18n':
			return array(
				'wc_address_i18n_params',
				array(
					'locale'             => wp_json_encode( WC()->countries->get_country_locale() ),
					'locale_fields'      => wp_json_encode( WC()->countries->get_country_locale_field_selectors() ),
					'i18n_required_text' => 'obligatorio',
					'i18n_optional_text' => 'opcional',
				),
			);
		case 'wc-password-strength-meter':
			return array(
				'wc_password_strength_meter_params',
				array(
					'min_password_strength' => 3,
					'stop_checkout'         => false,
					'i18n_password_error'   => 'Por favor, introduce una contraseña más segura.',
					'i18n_password_hint'    => 'Consejo: La contraseña debe tener al menos doce caracteres.',
				),
			);
	}
	return null;
}

/**
 * WooCommerce localizes a script once, on wp_print_scripts / wp_print_footer_scripts at
 * priority 5, and only when it will print (enqueued, or a dependency of something that is).
 */
function stub_wc_localize_printed_scripts() {
	static $localized = array();
	foreach ( array_keys( stub_stock_scripts() ) as $handle ) {
		$params = stub_wc_script_params( $handle );
		if ( null === $params || isset( $localized[ $handle ] ) || ! wp_script_is( $handle ) ) {
			continue;
		}
		$localized[ $handle ] = true;
		if ( 'wc-add-to-cart-variation' === $handle ) {
			// The form's wp.template templates come with the script, printed right here.
			wc_get_template( 'single-product/add-to-cart/variation.php' );
		}
		// WC_Frontend_Scripts: get_script_data()'s woocommerce_get_script_data, then the object's own filter.
		wp_localize_script( $handle, $params[0], apply_filters( $params[0], apply_filters( 'woocommerce_get_script_data', $params[1], $handle ) ) );
	}
}

if ( empty( $_GET['islas-nojs'] ) ) {
	// The shop declares WooCommerce's gallery features (so product pages get zoom, flexslider
	// and PhotoSwipe). Passwords of accounts made at checkout are generated (WooCommerce's
	// default), so no password meter prints there.
	add_theme_support( 'wc-product-gallery-zoom' );
	add_theme_support( 'wc-product-gallery-lightbox' );
	add_theme_support( 'wc-product-gallery-slider' );

	stub_register_stock_scripts();
	add_action( 'wp_enqueue_scripts', 'stub_enqueue_stock_scripts' );
	add_action( 'wp_enqueue_scripts', 'stub_enqueue_fixture_plugins' );
	add_action( 'wp_print_scripts', 'stub_wc_localize_printed_scripts', 5 );
	add_action( 'wp_print_footer_scripts', 'stub_wc_localize_printed_scripts', 5 );
	// WooCommerce's order attribution inputs come with its script wherever a registration
	// form renders (the stub's templates have none yet).
	add_action( 'woocommerce_register_form', function () {
		stub_enqueue_from_template( 'wc-order-attribution' );
	} );
}
