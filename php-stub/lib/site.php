<?php
/**
 * The stand-in site: its WordPress options and theme settings, the theme stylesheet, and
 * the Spanish pretty-permalink routes.
 */

$GLOBALS['islas_shim_options'] = array(
	'blogname'                                => 'Islas Demo',
	'woocommerce_cart_redirect_after_add'     => 'no',
	'woocommerce_enable_ajax_add_to_cart'     => 'yes',
	'woocommerce_demo_store'                  => 'yes',
	'woocommerce_demo_store_notice'           => stub_catalog()['store']['store_notice'],
	// Guests may check out and create an account there; the account's password is generated
	// (no meter) and the shopper chooses the username (so div.create-account has a field).
	'woocommerce_enable_guest_checkout'                => 'yes',
	'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
	'woocommerce_registration_generate_password'       => 'yes',
	'woocommerce_registration_generate_username'       => 'no',
);
// Flatsome's theme_mods (its defaults where this shop keeps them), and this shop's choices:
// the gallery zooms on hover (product_zoom, off by default in Flatsome).
$GLOBALS['islas_shim_theme_mods'] = array(
	'header_height_sticky'  => 70,
	'cart_dropdown_show'    => 1,
	'search_result_latency' => '0',
	'header_sticky'         => 1,
	'topbar_sticky'         => 0,
	'bottombar_sticky'      => 1,
	'product_zoom'          => 1,
	'product_lightbox'      => 'default',
	'live_search'           => 1,
	// The demo shop shows the category select in its search forms (off in a fresh Flatsome).
	'header_search_categories' => 1,
);

/** Flatsome's function-conditionals.php: a WooCommerce login post (the header popup's, the account page's). */
function flatsome_is_login_request() {
	return isset( $_POST['login'], $_POST['username'], $_POST['password'] );
}

/** ...and a registration post (password generated on this shop, so no password field). */
function flatsome_is_register_request() {
	return isset( $_POST['register'], $_POST['email'] ) && ( isset( $_POST['password'] ) || 'yes' === get_option( 'woocommerce_registration_generate_password' ) );
}

/**
 * A shop owner's options, switched per visitor as a test does (the cookie islas_theme_mods,
 * so the page's own Ajax requests carry it too) or for one page (?islas-theme-mods=), as
 * `name:value` pairs: `live_search:0,product_lightbox:disabled`. Only the options whose
 * markup or scripts the stub prints as Flatsome does: the sticky header, its rows, style,
 * hide-on-scroll, height and logo, the top bar, the transparent shop and product headers
 * (inc/structure/structure-header.php, inc/woocommerce/structure-wc-*-page-header.php), the gallery's zoom and lightbox
 * (woocommerce/single-product/product-image.php), the live search (inc/extensions/extensions.php),
 * the back-to-top button, site loader and cookie notice (footer.php, header.php; the notice's
 * version goes to flatsomeVars.options.cookie_notice_version), the mobile menu's slide-in
 * sub-menus, parent links and tabs (overlay-menu.php, the body classes), the mobile contact
 * element (header_mobile_elements_right `contact|cart`), the product page's off-canvas
 * sidebar (product.php) and the checkout's terms in a lightbox (checkout_terms_and_conditions
 * `lightbox`: woocommerce/checkout/terms.php, structure-wc-checkout.php).
 */
function stub_theme_mod_switches() {
	$known    = array(
		'header_sticky', 'topbar_sticky', 'bottombar_sticky', 'sticky_style', 'sticky_hide_on_scroll', 'header_height_sticky', 'site_logo_sticky',
		'topbar_show', 'category_header_transparent', 'product_header_transparent', 'product_zoom', 'product_lightbox', 'live_search',
		'back_to_top', 'back_to_top_shape', 'back_to_top_position', 'back_to_top_mobile', 'site_loader', 'site_loader_color',
		'cookie_notice', 'cookie_notice_text_color', 'cookie_notice_button_style', 'cookie_notice_version', 'privacy_policy_page',
		'mobile_submenu_effect', 'mobile_submenu_levels', 'mobile_submenu_parent_behavior', 'mobile_sidebar_tabs', 'mobile_sidebar_tab_text', 'mobile_sidebar_tab_2_text',
		'header_mobile_elements_right', 'product_offcanvas_sidebar', 'product_offcanvas_sidebar_position',
		'header_search_categories', 'checkout_terms_and_conditions',
	);
	$switches = array();
	foreach ( array( $_COOKIE['islas_theme_mods'] ?? '', $_GET['islas-theme-mods'] ?? '' ) as $pairs ) {
		foreach ( array_filter( explode( ',', (string) $pairs ) ) as $pair ) {
			list( $name, $value ) = array_pad( explode( ':', $pair, 2 ), 2, '' );
			if ( in_array( $name, $known, true ) ) {
				// A list (the header elements) as `a|b`.
				$switches[ $name ] = false !== strpos( $value, '|' ) ? explode( '|', $value ) : ( is_numeric( $value ) ? (int) $value : $value );
			}
		}
	}
	return $switches;
}
$GLOBALS['islas_shim_theme_mods'] = array_merge( $GLOBALS['islas_shim_theme_mods'], stub_theme_mod_switches() );

// Flatsome loads its live search only with live_search on: then it neither enqueues
// flatsome-live-search nor registers the flatsome_ajax_search_products action, which
// admin-ajax.php answers as any unknown action, 0 with HTTP 400.
if ( ! get_theme_mod( 'live_search', 1 ) ) {
	if ( '/wp-admin/admin-ajax.php' === parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH ) && 'flatsome_ajax_search_products' === ( $_REQUEST['action'] ?? '' ) ) {
		nocache_headers();
		wp_die( '0', '', 400 );
	}
	add_action( 'wp_enqueue_scripts', function () {
		wp_dequeue_script( 'flatsome-live-search' );
		wp_deregister_script( 'flatsome-live-search' );
	}, 11 );
}

// WooCommerce gives guests nonces tied to their customer session.
add_filter( 'nonce_user_logged_out', function () {
	return session_id();
} );

// The stand-in for Flatsome's own stylesheet (the real theme CSS is not redistributable).
add_action( 'wp_enqueue_scripts', function () {
	wp_enqueue_style( 'flatsome-main', home_url( '/fixtures/theme.css' ), array(), (string) filemtime( ISLAS_FIXTURES . '/theme.css' ) );
} );
require __DIR__ . '/theme-example.php'; // The theme's free-shipping bar (README "Theme developers").

// ?islas-build=react (or the cookie islas_build=react, which the browser suite's parity run
// sets): the real-React build (node build.mjs --react writes dist/react/).
if ( 'react' === ( $_GET['islas-build'] ?? $_COOKIE['islas_build'] ?? '' ) ) {
	add_filter( 'islas_dist_dir', function () {
		return 'dist/react';
	} );
}
// ?islas-build=none: a shop whose islas build is missing (no manifest.json there).
if ( 'none' === ( $_GET['islas-build'] ?? '' ) ) {
	add_filter( 'islas_dist_dir', function () {
		return 'dist/none';
	} );
}

// A page-cache plugin's stand-in: it says, as WP Super Cache does, when a page asked not to be cached.
add_action( 'wp_footer', function () {
	if ( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE ) {
		echo "<!-- stub page cache: not cached, DONOTCACHEPAGE is defined -->\n";
	}
}, 1000 );

// ?islas-nojs=1 renders the page as a theme without islas would: no bundle, no config.
if ( ! empty( $_GET['islas-nojs'] ) ) {
	add_action( 'wp_head', function () {
		echo "<!-- islas-nojs: the islas bundle is not enqueued on this page -->\n";
	}, 2 );
} else {
	stub_load_plugins();
}

/**
 * islas loads as WordPress loads an active plugin: its main file is included with the
 * active plugins, then plugins_loaded, (the theme's functions.php,) after_setup_theme, and
 * init, where WooCommerce fires before_woocommerce_init and woocommerce_init. The plugin is
 * stub_plugin_dir() (lib/static.php): the project's plugin/ folder, whose build is the
 * project's dist/ (`npm run package` copies it into the zip's islas/dist/), or the folder
 * ISLAS_PLUGIN_DIR names, such as the packaged zip unpacked (tests/unit/package.test.ts).
 *
 * Switches for tests and demos (per request):
 *   ?islas-woocommerce=0         WooCommerce is not active (wp-shim.php)
 *   ?islas-wc=9.4.3              WooCommerce's version (11.0.1 by default; 11 is 11.0.1); also the cookie islas_wc.
 *                                Templates, params, answers and the script graph follow the release that changed
 *                                them (stub_wc_at_least(); reference woocommerce-11.md): 10.3+ the renamed handles
 *                                and their aliases, 10.6+ wc-custom-place-order-button, and so on
 *   ?islas-variation-gallery=1   WooCommerce 10.8's variation gallery on (also the cookie islas_variation_gallery=1;
 *                                10.8+ only; lib/store.php stub_variation_gallery_enabled())
 *   cookie islas_unpublished=ID  get_variation treats product ID as not published (11.0: an empty body)
 *   ?islas-bis=1                 the back-in-stock form after a variable product's form (10.2+; also the cookie islas_bis=1)
 *   ?islas-off=all               define( 'ISLAS_DISABLED', true ), as in wp-config.php
 *   ?islas-off=cart,product      define( 'ISLAS_DISABLED_PARTS', 'cart,product' )
 *   &islas-off-by=filter         the same through the islas_enabled / islas_disabled_parts filters
 *   ?islas-blocks=cart,checkout  the page holds WooCommerce's cart / checkout block (has_block)
 */
function stub_load_plugins() {
	$dir  = realpath( stub_plugin_dir() );
	$main = $dir ? $dir . '/islas.php' : '';
	if ( ! $main || ! is_file( $main ) ) {
		throw new RuntimeException( 'ISLAS_PLUGIN_DIR holds no islas.php' );
	}
	define( 'STUB_ISLAS_PLUGIN_DIR', $dir );
	if ( realpath( ISLAS_ROOT . '/plugin' ) === $dir ) {
		add_filter( 'islas_base', function () {
			return array( 'path' => ISLAS_ROOT, 'url' => home_url( '/' ) );
		} );
	}
	$off = (string) ( $_GET['islas-off'] ?? '' );
	if ( '' !== $off && 'filter' === ( $_GET['islas-off-by'] ?? '' ) ) {
		add_filter( 'islas_enabled', function ( $enabled ) use ( $off ) {
			return 'all' === $off ? false : $enabled;
		} );
		add_filter( 'islas_disabled_parts', function ( $parts ) use ( $off ) {
			return 'all' === $off ? $parts : array_merge( $parts, explode( ',', $off ) );
		} );
	} elseif ( 'all' === $off ) {
		define( 'ISLAS_DISABLED', true );
	} elseif ( '' !== $off ) {
		define( 'ISLAS_DISABLED_PARTS', $off );
	}
	$GLOBALS['islas_shim_blocks'] = array_map( function ( $part ) {
		return 'woocommerce/' . $part;
	}, array_filter( explode( ',', (string) ( $_GET['islas-blocks'] ?? '' ) ) ) );

	require_once $main;
	do_action( 'plugins_loaded' );
	do_action( 'after_setup_theme' );
	if ( class_exists( 'WooCommerce' ) ) {
		add_action( 'init', function () {
			do_action( 'before_woocommerce_init' );
			do_action( 'woocommerce_init' );
		}, 0 );
	}
	do_action( 'init' );
	do_action( 'wp_loaded' );
}

/**
 * /wp-admin/plugins.php, as the shop's administrator sees it: the admin notices, and what
 * the plugins declared to WooCommerce and which translations they loaded (a JSON block).
 */
function stub_admin_plugins_page() {
	$GLOBALS['islas_shim_caps']['activate_plugins'] = true;
	do_action( 'admin_init' );
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo "<!doctype html>\n<html lang=\"es-ES\"><head><meta charset=\"utf-8\"><title>Plugins &lsaquo; Islas Demo</title></head>\n<body class=\"wp-admin plugins-php\"><div id=\"wpbody\"><h1>Plugins</h1>\n";
	do_action( 'admin_notices' );
	$state = array(
		'features'     => class_exists( 'Islas_Shim_FeaturesUtil' ) ? Islas_Shim_FeaturesUtil::$declared : array(),
		'textdomains'  => $GLOBALS['islas_shim_textdomains'] ?? new stdClass(),
		'islas_loaded' => function_exists( 'islas_enqueue' ),
	);
	printf( "<script type=\"application/json\" id=\"stub-plugins\">%s</script>\n</div></body></html>\n", wp_json_encode( $state, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) );
	exit;
}

function stub_set_page( $flag ) {
	$GLOBALS['islas_shim_conditionals'][ $flag ] = true;
}

function stub_not_found() {
	stub_page( '404', array(), array( 'title' => 'Página no encontrada', 'body_class' => 'error404', 'status' => 404 ) );
	exit;
}

/** WordPress's redirect_canonical(): one address per page. */
function stub_canonical_redirect( $location ) {
	$query = $_SERVER['QUERY_STRING'] ?? '';
	wp_safe_redirect( $location . ( '' !== $query ? '?' . $query : '' ), 301 );
}

/**
 * WooCommerce keeps its cart, checkout and account pages (and their endpoints, such as the
 * order received page) out of caches with nocache_headers(), decided before any redirect;
 * every other page sends no caching header at all, so it can enter the back/forward cache.
 * On the cart, Chrome is sent no-store as well (woocommerce-ajax.md, "Page cache headers").
 */
function stub_prevent_caching( $path ) {
	if ( ! preg_match( '#^/(carrito|finalizar-compra|mi-cuenta)(/|$)#', $path, $m ) ) {
		return;
	}
	if ( 'carrito' === $m[1] ) {
		add_filter( 'nocache_headers', function ( $headers ) {
			if ( false !== strpos( (string) ( $_SERVER['HTTP_USER_AGENT'] ?? '' ), 'Chrome' ) ) {
				$headers['Cache-Control'] = 'no-transform, no-cache, no-store, must-revalidate';
			}
			return $headers;
		} );
	}
	nocache_headers();
}

function stub_route( $path ) {
	if ( 0 === strpos( $path, '/wp-json/' ) ) {
		stub_rest( substr( $path, strlen( '/wp-json/' ) ) );
	}
	if ( '/wp-admin/plugins.php' === $path ) {
		stub_admin_plugins_page();
	}
	stub_prevent_caching( $path );
	// WordPress fires it once the query is known, before the template prints anything.
	do_action( 'template_redirect' );
	if ( '/' !== substr( $path, -1 ) && false === strpos( basename( $path ), '.' ) ) {
		stub_canonical_redirect( $path . '/' );
	}
	stub_handle_actions( $path );

	if ( isset( $_GET['s'] ) && preg_match( '#^/(?:page/(\d+)/)?$#', $path, $m ) ) {
		$query = trim( (string) $_GET['s'] );
		return stub_shop_page(
			stub_search_products( $query, (string) ( $_GET['product_cat'] ?? '' ) ),
			(int) ( $m[1] ?? 1 ),
			'/',
			sprintf( 'Resultados de búsqueda: &ldquo;%s&rdquo;', esc_html( $query ) ),
			'search search-results'
		);
	}
	if ( '/' === $path ) {
		$featured = array_values( array_filter( stub_products(), fn( $p ) => ! empty( $p['featured'] ) ) );
		return stub_page( 'home', array( 'featured' => $featured ), array( 'title' => 'Inicio', 'body_class' => 'home page-template-default page' ) );
	}
	if ( preg_match( '#^/tienda/(?:page/(\d+)/)?$#', $path, $m ) ) {
		stub_set_page( 'is_shop' );
		return stub_shop_page( stub_products(), (int) ( $m[1] ?? 1 ), '/tienda/', 'Tienda', 'archive post-type-archive post-type-archive-product woocommerce-shop' );
	}
	if ( preg_match( '#^/categoria-producto/([a-z0-9-]+)/(?:page/(\d+)/)?$#', $path, $m ) ) {
		$category = stub_category( $m[1] ) ?? stub_not_found();
		$products = array_values( array_filter( stub_products(), fn( $p ) => in_array( $category['slug'], $p['categories'], true ) ) );
		return stub_shop_page( $products, (int) ( $m[2] ?? 1 ), '/categoria-producto/' . $category['slug'] . '/', esc_html( $category['name'] ), 'archive tax-product_cat term-' . $category['slug'] );
	}
	if ( preg_match( '#^/producto/([a-z0-9-]+)/$#', $path, $m ) ) {
		$product = stub_product_by_slug( $m[1] ) ?? stub_not_found();
		stub_set_page( 'is_product' );
		return stub_page(
			'product',
			array( 'product' => $product, 'related' => stub_related( $product ) ),
			array( 'title' => $product['name'], 'body_class' => 'product-template-default single single-product postid-' . $product['id'] )
		);
	}
	if ( preg_match( '#^/finalizar-compra/order-received/(\d+)/$#', $path, $m ) ) {
		// The order-received endpoint: the order only with its key (WooCommerce's rule).
		$order = null;
		foreach ( $_SESSION['orders'] ?? array() as $candidate ) {
			if ( (int) ( $candidate['id'] ?? 0 ) === (int) $m[1] && hash_equals( (string) ( $candidate['key'] ?? '' ), (string) ( $_GET['key'] ?? '' ) ) ) {
				$order = $candidate;
			}
		}
		stub_set_page( 'is_checkout' );
		stub_set_page( 'is_order_received_page' );
		return stub_page( 'order-received', array( 'order' => $order ), array( 'title' => 'Pedido recibido', 'body_class' => 'woocommerce-checkout woocommerce-order-received' ) );
	}
	switch ( $path ) {
		case '/carrito/':
			stub_set_page( 'is_cart' );
			return stub_page( 'cart', array( 'lines' => stub_cart_lines() ), array( 'title' => 'Carrito', 'body_class' => 'page-template-default page woocommerce-cart' ) );
		case '/finalizar-compra/':
			if ( stub_cart_is_empty() ) {
				// WooCommerce sends an empty checkout back to the cart.
				wp_safe_redirect( wc_get_cart_url(), 302 );
			}
			stub_set_page( 'is_checkout' );
			$posted = 'POST' === $_SERVER['REQUEST_METHOD'] && ! isset( $_POST['apply_coupon'] ) ? $_POST : array();
			return stub_page( 'checkout', array( 'posted' => $posted ), array( 'title' => 'Finalizar compra', 'body_class' => 'page-template-default page woocommerce-checkout' ) );
		case '/finalizar-compra/pedido-recibido/':
			// The stub's older address of the thank-you page: the visitor's last order.
			stub_set_page( 'is_checkout' );
			stub_set_page( 'is_order_received_page' );
			return stub_page( 'order-received', array( 'order' => $_SESSION['last_order'] ?? null ), array( 'title' => 'Pedido recibido', 'body_class' => 'woocommerce-checkout woocommerce-order-received' ) );
		case '/mi-cuenta/':
			stub_set_page( 'is_account_page' );
			return stub_page( 'account', array(), array( 'title' => 'Mi cuenta', 'body_class' => 'page-template-default page woocommerce-account' ) );
		case '/mi-cuenta/pedidos/':
			stub_set_page( 'is_account_page' );
			return stub_page( 'orders', array( 'orders' => $_SESSION['orders'] ?? array() ), array( 'title' => 'Pedidos', 'body_class' => 'page-template-default page woocommerce-account woocommerce-orders' ) );
		case '/lista-de-deseos/':
			$ids = array_keys( $_SESSION['wishlist'] );
			return stub_page( 'wishlist', array( 'products' => array_values( array_filter( array_map( 'stub_product', $ids ) ) ) ), array( 'title' => 'Lista de deseos', 'body_class' => 'page-template-default page' ) );
	}
	stub_not_found();
}

/** 12 per page like the shop settings; /page/1/ and pages past the end behave like WordPress. */
function stub_shop_page( array $products, $paged, $base, $title, $body_class ) {
	$per_page = 12;
	$total    = count( $products );
	$pages    = max( 1, (int) ceil( $total / $per_page ) );
	if ( $paged < 1 || $paged > $pages ) {
		stub_not_found();
	}
	if ( 1 === $paged && false !== strpos( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ), '/page/' ) ) {
		stub_canonical_redirect( $base );
	}
	// WooCommerce's catalog sorting by price (?orderby=price, price-desc): the lowest active
	// price first or last; the result count then says how it is sorted (woocommerce_result_count).
	$orderby   = (string) ( $_GET['orderby'] ?? '' );
	$sorted_by = array( 'price' => 'Ordenar por precio: bajo a alto', 'price-desc' => 'Ordenar por precio: alto a bajo' );
	if ( isset( $sorted_by[ $orderby ] ) ) {
		$lowest = fn( $p ) => ! empty( $p['variations'] ) ? stub_price_range( $p )[0] : (float) ( stub_is_on_sale( $p ) ? $p['sale_price'] : $p['price'] );
		usort( $products, fn( $a, $b ) => ( 'price' === $orderby ? 1 : -1 ) * ( $lowest( $a ) <=> $lowest( $b ) ) );
	}
	return stub_page(
		'shop',
		array(
			'products' => array_slice( $products, ( $paged - 1 ) * $per_page, $per_page ),
			'total'    => $total,
			'paged'    => $paged,
			'pages'    => $pages,
			'per_page' => $per_page,
			'base'     => $base,
			'query'    => array_intersect_key( $_GET, array_flip( array( 's', 'post_type', 'product_cat', 'orderby' ) ) ),
			'heading'  => $title,
			'orderedby' => $sorted_by[ $orderby ] ?? '',
		),
		array(
			'title'      => strip_tags( html_entity_decode( $title ) ) . ( $paged > 1 ? ' &ndash; Página ' . $paged : '' ),
			'body_class' => $body_class . ( $paged > 1 ? ' paged paged-' . $paged : '' ),
		)
	);
}

/** Related products: others from the same category first, then the rest; always 4. */
function stub_related( $product ) {
	$same  = array();
	$other = array();
	foreach ( stub_products() as $candidate ) {
		if ( $candidate['id'] === $product['id'] ) {
			continue;
		}
		if ( array_intersect( $candidate['categories'], $product['categories'] ) ) {
			$same[] = $candidate;
		} else {
			$other[] = $candidate;
		}
	}
	return array_slice( array_merge( $same, $other ), 0, 4 );
}

/** The REST API has no routes here yet: its index, and WordPress's answer for everything else. */
function stub_rest( $route ) {
	header( 'X-WP-Nonce: ' . wp_create_nonce( 'wp_rest' ) );
	stub_search_rest( $route ); // routes/search.php: jetpack/v4/search
	if ( '' === trim( $route, '/' ) ) {
		wp_send_json( array( 'name' => get_option( 'blogname' ), 'url' => home_url( '/' ), 'namespaces' => array(), 'routes' => new stdClass() ) );
	}
	wp_send_json(
		array(
			'code'    => 'rest_no_route',
			'message' => 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
			'data'    => array( 'status' => 404 ),
		),
		404
	);
}
