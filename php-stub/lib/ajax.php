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
			// A key that is not a string (cart_item_key[]=…) is refused as WooCommerce 10.6+ does.
			$key = $_POST['cart_item_key'] ?? '';
			if ( is_string( $key ) && '' !== $key && stub_cart_remove( $key ) ) {
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
		case 'apply_coupon':
			stub_check_ajax_referer( 'apply-coupon' );
			stub_apply_coupon( $_POST['coupon_code'] ?? '' );
			stub_send_notices_html();
			break;
		case 'remove_coupon':
			stub_check_ajax_referer( 'remove-coupon' );
			stub_remove_coupon( $_POST['coupon'] ?? '' );
			stub_send_notices_html();
			break;
		case 'update_shipping_method':
			stub_ajax_update_shipping_method();
			break;
		case 'get_cart_totals':
			stub_send_cart_totals();
			break;
		case 'update_order_review':
			stub_ajax_update_order_review();
			break;
		case 'checkout':
			stub_ajax_checkout();
			break;
	}
	// WC_AJAX::do_wc_ajax() ends every request, known or not, with an empty wp_die().
	wp_die();
}

/** check_ajax_referer( $action, 'security' ): a wrong nonce ends the request with 403 and "-1". */
function stub_check_ajax_referer( $action ) {
	if ( ! wp_verify_nonce( (string) ( $_REQUEST['security'] ?? '' ), $action ) ) {
		wp_die( '-1', '', 403 );
	}
}

/** wc_print_notices() as an answer: text/html, WooCommerce's notice templates and their whitespace. */
function stub_send_notices_html() {
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo stub_print_notices();
	exit;
}

/** WC_AJAX::get_cart_totals(): the bare div.cart_totals, as on the cart page (WOOCOMMERCE_CART). */
function stub_send_cart_totals() {
	stub_set_page( 'is_cart' );
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo stub_render( 'parts/cart-totals' );
	exit;
}

/**
 * WC_AJAX::update_shipping_method(): shipping_method[index] => rate id; answers the cart
 * totals. No cookie here: the cart hash cookie lags until the next request (reference).
 */
function stub_ajax_update_shipping_method() {
	stub_check_ajax_referer( 'update-shipping-method' );
	$posted = $_POST['shipping_method'] ?? array();
	if ( is_array( $posted ) && isset( $posted[0] ) && is_string( $posted[0] ) ) {
		stub_set_chosen_shipping_method( $posted[0] );
	}
	stub_send_cart_totals();
}

/**
 * WC_AJAX::update_order_review(): stores the address, shipping and payment choices and
 * answers {result, messages, reload, fragments} with the review table and the payment box.
 * An empty cart gets only the session-expired fragment for the whole form.
 */
function stub_ajax_update_order_review() {
	stub_check_ajax_referer( 'update-order-review' );
	if ( stub_cart_is_empty() ) {
		wp_send_json(
			array(
				'fragments' => array(
					'form.woocommerce-checkout' => stub_notices_html( array( array( 'type' => 'error', 'html' => 'Lo siento, tu sesión ha caducado. <a href="' . esc_url( home_url( '/tienda/' ) ) . '" class="wc-backward">Volver a la tienda</a>', 'data' => array() ) ) ),
				),
			)
		);
	}
	$field = fn( $name ) => trim( (string) ( $_POST[ $name ] ?? '' ) );
	$posted_methods = $_POST['shipping_method'] ?? null;
	if ( is_array( $posted_methods ) && isset( $posted_methods[0] ) && is_string( $posted_methods[0] ) ) {
		stub_set_chosen_shipping_method( $posted_methods[0] );
	}
	$_SESSION['chosen_payment'] = $field( 'payment_method' );
	stub_set_customer_location( 'billing', array( 'country' => $field( 'country' ), 'state' => $field( 'state' ), 'postcode' => $field( 'postcode' ), 'city' => $field( 'city' ), 'address_1' => $field( 'address' ), 'address_2' => $field( 'address_2' ) ) );
	stub_set_customer_location( 'shipping', array( 'country' => $field( 's_country' ), 'state' => $field( 's_state' ), 'postcode' => $field( 's_postcode' ), 'city' => $field( 's_city' ), 'address_1' => $field( 's_address' ), 'address_2' => $field( 's_address_2' ) ) );
	stub_set_calculated_shipping( 'true' === $field( 'has_full_address' ) );
	stub_set_page( 'is_checkout' );
	$review   = stub_render( 'parts/review-order' );
	$payment  = stub_render( 'parts/checkout-payment', array( 'referer' => '/?wc-ajax=update_order_review', 'terms' => false ) );
	$messages = stub_print_notices();
	wp_send_json(
		array(
			'result'    => '' === $messages ? 'success' : 'failure',
			'messages'  => $messages,
			'reload'    => false,
			'fragments' => array(
				'.woocommerce-checkout-review-order-table' => $review,
				'.woocommerce-checkout-payment'            => $payment,
			),
		)
	);
}

/**
 * WC_AJAX::checkout() → WC_Checkout::process_checkout(): {result:"failure", messages,
 * refresh, reload} or {result:"success", redirect, order_id}; an order empties the cart and
 * deletes the two cart cookies.
 */
function stub_ajax_checkout() {
	$result = stub_process_checkout( $_POST );
	if ( $result['order'] ) {
		stub_sync_cart_cookies();
		wp_send_json(
			array(
				'result'   => 'success',
				'redirect' => stub_order_received_url( $result['order'] ),
				'order_id' => $result['order']['id'],
			)
		);
	}
	$notices = array();
	foreach ( $result['errors'] as list( $html, $id ) ) {
		$notices[] = array( 'type' => 'error', 'html' => $html, 'data' => null === $id ? array() : array( 'id' => $id ) );
	}
	wp_send_json(
		array(
			'result'   => 'failure',
			'messages' => stub_notices_html( $notices ),
			'refresh'  => $result['refresh'],
			'reload'   => $result['reload'],
		)
	);
}

/**
 * WC_AJAX::add_to_cart() (WooCommerce 9.4.2, includes/class-wc-ajax.php): only product_id and
 * quantity are read. A variation's id adds that variation with its own attributes
 * (get_variation_attributes()); the posted attribute_* fields are ignored, so a variation with
 * an "any" attribute always fails here ("Talla es un campo obligatorio", the error answer with
 * the parent's URL) and only the product page's form post (WC_Form_Handler) can add it. A
 * variable parent's id adds the parent itself at the parent's price, whatever variation_id
 * says (WooCommerce 11.0.1 refuses it instead: "Please choose product options"); a real shop
 * answered so (../shared/reference/woocommerce-ajax.md).
 */
function stub_ajax_add_to_cart() {
	$id           = absint( $_POST['product_id'] ?? 0 );
	$product      = stub_product( $id );
	$variation_id = 0;
	$attributes   = array();
	if ( ! $product && ( $parent = stub_variation_parent_id( $id ) ) ) {
		$product      = stub_product( $parent );
		$variation_id = $id;
		foreach ( stub_variation( $product, $id )['attributes'] as $taxonomy => $term ) {
			$attributes[ 'attribute_' . $taxonomy ] = $term; // "" for "any"
		}
	}
	if ( $product ) {
		$quantity      = empty( $_POST['quantity'] ) ? 1 : stub_parse_qty( $_POST['quantity'], $product );
		$parent_itself = 'variable' === $product['type'] && ! $variation_id;
		if ( false !== stub_cart_add( $product, $quantity, $variation_id, $attributes, $added, $parent_itself ) ) {
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
	// A parent that is not published (the cookie islas_unpublished=<product id> makes it so):
	// WooCommerce 11.0 answers with an empty body (wp_die()), before it JSON false.
	if ( (string) $product['id'] === (string) ( $_COOKIE['islas_unpublished'] ?? '' ) ) {
		if ( stub_wc_at_least( '11.0.0' ) ) {
			return;
		}
		wp_send_json( false );
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
