<?php
/**
 * The Ajax endpoints: WooCommerce's wc-ajax (WC_AJAX) and WordPress's admin-ajax.php with
 * the Flatsome / YITH wishlist actions. Answers have WooCommerce's exact shapes.
 */

/** POST /?wc-ajax=ENDPOINT */
function stub_wc_ajax( $endpoint ) {
	header( 'X-Robots-Tag: noindex' );
	switch ( $endpoint ) {
		case 'add_to_cart':
			stub_ajax_add_to_cart();
			break;
		case 'remove_from_cart':
			$key = (string) ( $_POST['cart_item_key'] ?? '' );
			if ( '' !== $key && stub_cart_remove( $key ) ) {
				stub_send_refreshed_fragments();
			}
			wp_send_json_error();
			break;
		case 'get_refreshed_fragments':
			stub_send_refreshed_fragments();
			break;
		case 'get_variation':
			stub_ajax_get_variation();
			break;
	}
	// WC_AJAX::do_wc_ajax() ends every request, known or not, with an empty wp_die().
	wp_die();
}

/** WC_AJAX::add_to_cart(): the button's data-* fields, form-encoded. */
function stub_ajax_add_to_cart() {
	$id           = absint( $_POST['product_id'] ?? 0 );
	$product      = stub_product( $id );
	$variation_id = absint( $_POST['variation_id'] ?? 0 );
	if ( ! $product && ( $parent = stub_variation_parent_id( $id ) ) ) {
		$product      = stub_product( $parent );
		$variation_id = $id;
	}
	if ( $product ) {
		$quantity = empty( $_POST['quantity'] ) ? 1 : stub_parse_qty( $_POST['quantity'], $product );
		if ( false !== stub_cart_add( $product, $quantity, $variation_id, $_POST ) ) {
			stub_send_refreshed_fragments();
		}
	}
	// WooCommerce sends the shopper to the product page, where the notice explains why.
	wp_send_json(
		array(
			'error'       => true,
			'product_url' => home_url( $product ? stub_product_url( $product ) : '/tienda/' ),
		)
	);
}

/**
 * WC_AJAX::get_variation(): the form of a product with more than 30 variations
 * (data-product_variations="false") posts attribute_*, product_id and custom_data; the
 * answer is that variation's get_available_variation() object, or the JSON literal false
 * when nothing matches (a partial choice, no such combination, a product that is not
 * variable). An unknown or missing product_id gets WooCommerce's empty answer.
 */
function stub_ajax_get_variation() {
	$product = stub_product( absint( $_POST['product_id'] ?? 0 ) );
	if ( ! $product ) {
		return;
	}
	$variation = 'variable' === $product['type'] ? stub_find_matching_variation( $product, $_POST ) : null;
	wp_send_json( $variation ? stub_available_variation( $product, $variation ) : false );
}

/** /wp-admin/admin-ajax.php?action=ACTION (GET or POST) */
function stub_admin_ajax() {
	$action = (string) ( $_REQUEST['action'] ?? '' );
	$known  = array(
		'flatsome_ajax_cart_item_alter_quantity' => 'stub_ajax_alter_quantity',
		'flatsome_ajax_search_products'          => 'stub_ajax_search_products',
		'flatsome_quickview'                     => 'stub_ajax_quickview',
		'add_to_wishlist'                        => 'stub_ajax_add_to_wishlist',
		'remove_from_wishlist'                   => 'stub_ajax_remove_from_wishlist',
		'flatsome_update_wishlist_count'         => 'stub_ajax_wishlist_count',
		'rest-nonce'                             => 'stub_ajax_rest_nonce',
	);
	if ( ! isset( $known[ $action ] ) ) {
		wp_die( '0', '', 400 );
	}
	$known[ $action ]();
	wp_die( '0' );
}

/** Flatsome's mini cart quantity field: sets the quantity (0 removes) and refreshes. */
function stub_ajax_alter_quantity() {
	$key = (string) ( $_POST['cart_item_key'] ?? '' );
	if ( '' === $key || ! isset( $_POST['quantity'] ) || ! stub_cart_set_qty( $key, $_POST['quantity'] ) ) {
		wp_send_json_error();
	}
	stub_send_refreshed_fragments();
}

/** Flatsome live search: {suggestions:[{type,id,value,url,img,price}]}. */
function stub_ajax_search_products() {
	$query       = (string) ( $_REQUEST['query'] ?? '' );
	$suggestions = array();
	foreach ( array_slice( stub_search_products( $query, (string) ( $_REQUEST['product_cat'] ?? '' ) ), 0, 20 ) as $product ) {
		$suggestions[] = array(
			'type'  => 'Product',
			'id'    => $product['id'],
			'value' => $product['name'],
			'url'   => home_url( stub_product_url( $product ) ),
			'img'   => home_url( stub_image_url( $product['image'] ) ),
			'price' => stub_price_html( $product ),
		);
	}
	if ( ! $suggestions ) {
		$suggestions[] = array(
			'id'    => -1,
			'value' => 'No se han encontrado productos.',
			'url'   => '',
		);
	}
	wp_send_json( array( 'suggestions' => $suggestions ) );
}

/** Flatsome quick view: the HTML of the lightbox. */
function stub_ajax_quickview() {
	$product = stub_product( absint( $_REQUEST['product'] ?? 0 ) );
	if ( ! $product ) {
		wp_die( '0', '', 400 );
	}
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo stub_render( 'parts/quick-view', array( 'product' => $product ) );
	exit;
}

/** YITH wishlist: {result:"true"|"exists"|"false", message, count}. */
function stub_ajax_add_to_wishlist() {
	$product = stub_product( absint( $_REQUEST['add_to_wishlist'] ?? $_REQUEST['product_id'] ?? 0 ) );
	if ( ! $product ) {
		wp_send_json( array( 'result' => 'false', 'message' => 'Se ha producido un error al añadir los productos a la lista de deseos.' ) );
	}
	$exists                                    = isset( $_SESSION['wishlist'][ $product['id'] ] );
	$_SESSION['wishlist'][ $product['id'] ]    = true;
	wp_send_json(
		array(
			'result'  => $exists ? 'exists' : 'true',
			'message' => $exists ? '¡El producto ya está en tu lista de deseos!' : '¡Producto añadido!',
			'count'   => count( $_SESSION['wishlist'] ),
		)
	);
}

function stub_ajax_remove_from_wishlist() {
	$id = absint( $_REQUEST['remove_from_wishlist'] ?? $_REQUEST['product_id'] ?? 0 );
	unset( $_SESSION['wishlist'][ $id ] );
	wp_send_json( array( 'result' => 'true', 'message' => 'Producto eliminado correctamente.', 'count' => count( $_SESSION['wishlist'] ) ) );
}

/** Flatsome answers the bare number. */
function stub_ajax_wishlist_count() {
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo count( $_SESSION['wishlist'] );
	exit;
}

function stub_ajax_rest_nonce() {
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo wp_create_nonce( 'wp_rest' );
	exit;
}
