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
);
$GLOBALS['islas_shim_theme_mods'] = array(
	'header_height_sticky'  => 70,
	'cart_dropdown_show'    => 1,
	'search_result_latency' => '0',
);

// WooCommerce gives guests nonces tied to their customer session.
add_filter( 'nonce_user_logged_out', function () {
	return session_id();
} );

// The stand-in for Flatsome's own stylesheet (the real theme CSS is not redistributable).
add_action( 'wp_enqueue_scripts', function () {
	wp_enqueue_style( 'flatsome-main', home_url( '/fixtures/theme.css' ), array(), (string) filemtime( ISLAS_FIXTURES . '/theme.css' ) );
} );

// ?islas-build=react (or the cookie islas_build=react, which the browser suite's parity run
// sets): the real-React build (node build.mjs --react writes dist/react/).
if ( 'react' === ( $_GET['islas-build'] ?? $_COOKIE['islas_build'] ?? '' ) ) {
	add_filter( 'islas_dist_dir', function () {
		return 'dist/react';
	} );
}

// ?islas-nojs=1 renders the page as a theme without islas would: no bundle, no config.
if ( ! empty( $_GET['islas-nojs'] ) ) {
	add_action( 'wp_head', function () {
		echo "<!-- islas-nojs: the islas bundle is not enqueued on this page -->\n";
	}, 2 );
} else {
	require_once ISLAS_ROOT . '/php-stub/islas-enqueue.php';
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
	stub_prevent_caching( $path );
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
	switch ( $path ) {
		case '/carrito/':
			stub_set_page( 'is_cart' );
			return stub_page( 'cart', array( 'lines' => stub_cart_lines() ), array( 'title' => 'Carrito', 'body_class' => 'page-template-default page woocommerce-cart' ) );
		case '/finalizar-compra/':
			if ( stub_cart_is_empty() ) {
				// WooCommerce sends an empty checkout back to the cart.
				wp_safe_redirect( '/carrito/', 302 );
			}
			stub_set_page( 'is_checkout' );
			return stub_page( 'checkout', array( 'lines' => stub_cart_lines() ), array( 'title' => 'Finalizar compra', 'body_class' => 'page-template-default page woocommerce-checkout' ) );
		case '/finalizar-compra/pedido-recibido/':
			stub_set_page( 'is_checkout' );
			return stub_page( 'order-received', array( 'order' => $_SESSION['last_order'] ?? null ), array( 'title' => 'Pedido recibido', 'body_class' => 'woocommerce-checkout woocommerce-order-received' ) );
		case '/mi-cuenta/':
			return stub_page( 'account', array(), array( 'title' => 'Mi cuenta', 'body_class' => 'page-template-default page woocommerce-account' ) );
		case '/mi-cuenta/pedidos/':
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
	return stub_page(
		'shop',
		array(
			'products' => array_slice( $products, ( $paged - 1 ) * $per_page, $per_page ),
			'total'    => $total,
			'paged'    => $paged,
			'pages'    => $pages,
			'per_page' => $per_page,
			'base'     => $base,
			'query'    => array_intersect_key( $_GET, array_flip( array( 's', 'post_type', 'product_cat' ) ) ),
			'heading'  => $title,
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
