<?php
/**
 * Site chrome of the stand-in (php-stub/routes/chrome.php): Flatsome's login popup, WooCommerce's coming-soon footer
 * banner (with the REST call that dismisses it), the help page with Flatsome's content
 * elements (accordion, tabs, count-up, Instagram, block edit links), and the
 * WooCommerce Analytics config (wcAnalytics).
 *
 * Demo switches: ?islas-coming-soon=1 shows the coming-soon banner (store staff see it
 * while the shop is in coming-soon mode); ?islas-editor=1 renders a page as for a visitor
 * who can edit pages.
 */

function stub_chrome_is_editor() {
	return ! empty( $_GET['islas-editor'] );
}

/** Answers the requests of this part before the shared router does; returns otherwise. */
function stub_chrome_route( $path ) {
	if ( '/wp-admin/admin-ajax.php' === $path && 'flatsome_load_instagram' === ( $_REQUEST['action'] ?? '' ) ) {
		stub_chrome_instagram();
	}
	if ( preg_match( '#^/wp-json/wp/v2/users/(\d+)/?$#', $path ) ) {
		stub_chrome_rest_user();
	}
	if ( '/ayuda/' === $path ) {
		// A page takes posts too: the header popup's login posts to the page it is on.
		stub_handle_actions( $path );
		stub_page( 'help', array( 'editor' => stub_chrome_is_editor() ), array( 'title' => 'Ayuda', 'body_class' => 'page-template-default page' ) );
		exit;
	}
}

/** Flatsome's Instagram loader: {success, data: html}; the feed "abc" fails like an expired token. */
function stub_chrome_instagram() {
	$data = (string) ( $_REQUEST['data'] ?? '' );
	if ( 'caducado' === $data ) {
		wp_send_json_error( 'El token de acceso de Instagram ha caducado.' );
	}
	$html = '<div class="row large-columns-4 small-columns-2 instagram-images" data-instagram="' . esc_attr( $data ) . '">';
	foreach ( array( 'camiseta-rayas-marinera', 'sandalias-esparto', 'gorra-vintage-bordada', 'bolso-tote-lona' ) as $image ) {
		$html .= '<div class="col"><a href="/tienda/"><img width="300" height="300" src="/fixtures/images/' . $image . '.svg" alt="Foto de Instagram: ' . esc_attr( str_replace( '-', ' ', $image ) ) . '" loading="lazy"></a></div>';
	}
	wp_send_json_success( $html . '</div>' );
}

/**
 * POST wp/v2/users/{id} with woocommerce_meta.coming_soon_banner_dismissed: WordPress
 * checks the X-WP-Nonce cookie nonce first, as it does for every cookie-authenticated call.
 */
function stub_chrome_rest_user() {
	$nonce = $_SERVER['HTTP_X_WP_NONCE'] ?? '';
	if ( ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
		wp_send_json( array( 'code' => 'rest_cookie_invalid_nonce', 'message' => 'El enlace que has seguido ha caducado.', 'data' => array( 'status' => 403 ) ), 403 );
	}
	$body = json_decode( (string) file_get_contents( 'php://input' ), true );
	$meta = is_array( $body ) ? ( $body['woocommerce_meta'] ?? array() ) : array();
	if ( empty( $meta ) && isset( $_POST['woocommerce_meta'] ) ) {
		$meta = (array) $_POST['woocommerce_meta'];
	}
	if ( 'yes' === ( $meta['coming_soon_banner_dismissed'] ?? '' ) ) {
		$_SESSION['coming_soon_banner_dismissed'] = 'yes';
	}
	wp_send_json( array( 'id' => 1, 'name' => 'Gestor de la tienda', 'woocommerce_meta' => array( 'coming_soon_banner_dismissed' => $_SESSION['coming_soon_banner_dismissed'] ?? 'no' ) ) );
}

add_action( 'wp_enqueue_scripts', function () {
	wp_enqueue_style( 'islas-stub-chrome', home_url( '/fixtures/chrome.css' ), array(), (string) filemtime( ISLAS_FIXTURES . '/chrome.css' ) );
} );

add_action( 'wp_footer', function () {
	if ( ! empty( $GLOBALS['stub_account_lightbox'] ) ) {
		stub_part( 'login-popup' );
	}
	if ( ! empty( $_GET['islas-coming-soon'] ) && 'yes' !== ( $_SESSION['coming_soon_banner_dismissed'] ?? '' ) ) {
		stub_part( 'coming-soon-banner' );
	}
}, 5 );

/** Jetpack's WooCommerce Analytics config, and the editor switch for flatsomeVars. */
add_filter( 'islas_config', function ( $config ) {
	$path   = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
	$crumbs = array();
	if ( preg_match( '#^/tienda/(?:page/(\d+)/)?$#', $path, $m ) ) {
		$crumbs = array( 'Tienda' );
		if ( ! empty( $m[1] ) ) {
			$crumbs[] = 'Página ' . (int) $m[1];
		}
	}
	$config['wcAnalytics'] = array(
		'commonProps' => array(
			'blog_id'        => 1,
			'store_id'       => '5b0c3d6e-islas-demo',
			'ui'             => null,
			'url'            => home_url(),
			'woo_version'    => WC()->version,
			'wp_version'     => '6.7.1',
			'store_admin'    => 0,
			'device'         => preg_match( '/Mobi|Android/i', $_SERVER['HTTP_USER_AGENT'] ?? '' ) ? 'mobile' : 'desktop',
			'store_currency' => 'EUR',
			'timezone'       => 'Europe/Madrid',
			'is_guest'       => 1,
		),
		'breadcrumbs' => $crumbs,
	);
	if ( stub_chrome_is_editor() ) {
		$config['flatsomeVars']['user']['can_edit_pages'] = true;
	}
	return $config;
} );
