<?php
/**
 * The no-JavaScript flows (WC_Form_Handler): ?add-to-cart links and product forms, cart
 * remove/undo links, the cart form, coupons, the shipping calculator, checkout and login
 * posts. Each answers as the reference shop did (woocommerce-ajax.md): add-to-cart and login
 * redirect (303) with a notice kept in the session; remove/undo links redirect (302); the
 * cart form, coupons, calculator and a checkout with errors answer the page itself (200).
 */

function stub_redirect( $location ) {
	stub_sync_cart_cookies();
	wp_safe_redirect( $location, 303 );
}

/** The current address without the given query arguments (remove_query_arg()). */
function stub_current_url_without( array $args ) {
	$path  = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
	$query = $_GET;
	foreach ( $args as $arg ) {
		unset( $query[ $arg ] );
	}
	return $path . ( $query ? '?' . http_build_query( $query ) : '' );
}

function stub_added_notice( $product, $quantity ) {
	$what = stub_quoted( $product['name'] );
	$text = 1 == $quantity
		? $what . ' se ha añadido a tu carrito.'
		: stub_format_qty( $quantity ) . ' &times; ' . $what . ' se han añadido a tu carrito.';
	$html = $text . ' <a href="/carrito/" class="button wc-forward">Ver carrito</a>';
	// Flatsome's wc_add_to_cart_message_html filter (inc/woocommerce/structure-wc-global.php),
	// registered where the mini cart may open after an add: its theme script opens the mini
	// cart on the page this notice is printed on.
	if ( 'yes' !== get_option( 'woocommerce_cart_redirect_after_add' ) && get_theme_mod( 'cart_dropdown_show', 1 ) ) {
		$html .= '<span class="added-to-cart" data-timer=""></span>';
	}
	wc_add_notice( $html );
}

function stub_handle_add_to_cart() {
	$id      = absint( $_REQUEST['add-to-cart'] );
	$product = stub_product( $id );
	if ( ! $product && ( $parent = stub_variation_parent_id( $id ) ) ) {
		$product                  = stub_product( $parent );
		$_REQUEST['variation_id'] = $id;
	}
	if ( ! $product ) {
		wc_add_notice( 'Lo siento, este producto no se puede comprar.', 'error' );
		stub_redirect( stub_current_url_without( array( 'add-to-cart', 'quantity' ) ) );
	}
	$quantity = empty( $_REQUEST['quantity'] ) ? 1 : stub_parse_qty( $_REQUEST['quantity'], $product );
	if ( 'variable' === $product['type'] && ! isset( $_REQUEST['variation_id'] ) && ! stub_has_attribute_fields( $_REQUEST ) ) {
		// An archive link to a variable product: WooCommerce sends the shopper to choose.
		wc_add_notice( 'Por favor, elige las opciones del producto&hellip;', 'error' );
		stub_redirect( stub_product_url( $product ) );
	}
	$key = stub_cart_add( $product, $quantity, absint( $_REQUEST['variation_id'] ?? 0 ), $_REQUEST, $added );
	if ( false === $key ) {
		stub_redirect( stub_product_url( $product ) );
	}
	// What was really added: a product sold individually adds 1 whatever the form said.
	stub_added_notice( $product, $added );
	if ( 'POST' === $_SERVER['REQUEST_METHOD'] ) {
		stub_redirect( stub_product_url( $product ) );
	}
	stub_redirect( stub_current_url_without( array( 'add-to-cart', 'quantity' ) ) );
}

function stub_has_attribute_fields( $fields ) {
	foreach ( array_keys( $fields ) as $name ) {
		if ( 0 === strpos( (string) $name, 'attribute_' ) ) {
			return true;
		}
	}
	return false;
}

/** Nonce-checked links; a stale link gets WordPress's "link expired" page, as on a real shop. */
function stub_require_cart_nonce( $nonce ) {
	if ( ! wp_verify_nonce( $nonce, 'woocommerce-cart' ) ) {
		stub_page( 'expired', array(), array( 'title' => 'Algo ha fallado', 'status' => 403 ) );
		exit;
	}
}

/**
 * ?remove_item=KEY: back to the page the link was on, with ?removed_item=1 (302, as
 * WooCommerce), and a notice whose "¿Deshacer?" link restores the line. A request without
 * a Referer gets the cart page directly.
 */
function stub_handle_remove_item() {
	stub_require_cart_nonce( $_GET['_wpnonce'] ?? '' );
	$key  = (string) $_GET['remove_item'];
	$line = $_SESSION['cart'][ $key ] ?? null;
	if ( $line && stub_cart_remove( $key ) ) {
		$product = stub_product( $line['product_id'] );
		$undo    = wc_get_cart_url() . '?undo_item=' . $key . '&_wpnonce=' . stub_cart_nonce();
		wc_add_notice( sprintf( '&ldquo;%s&rdquo; eliminado. <a href="%s" class="restore-item">¿Deshacer?</a>', esc_html( $product['name'] ), esc_url( $undo ) ) );
	}
	$referer = stub_local_referer();
	if ( null === $referer ) {
		return;
	}
	$parts = parse_url( $referer );
	parse_str( $parts['query'] ?? '', $query );
	$query = array_diff_key( $query, array_flip( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ) ) ) + array( 'removed_item' => '1' );
	stub_sync_cart_cookies();
	wp_safe_redirect( ( $parts['path'] ?? '/' ) . '?' . http_build_query( $query ), 302 );
}

/** wp_get_referer() for this site: the path and query, or null when there is none (or another site's). */
function stub_local_referer() {
	$referer = (string) ( $_SERVER['HTTP_REFERER'] ?? '' );
	if ( '' === $referer ) {
		return null;
	}
	$parts = parse_url( $referer );
	if ( ! $parts || ( isset( $parts['host'] ) && ( $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) ) !== ( $_SERVER['HTTP_HOST'] ?? '' ) ) ) {
		return null;
	}
	return ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
}

function stub_handle_undo_item() {
	stub_require_cart_nonce( $_GET['_wpnonce'] ?? '' );
	stub_cart_restore( (string) $_GET['undo_item'] );
	stub_sync_cart_cookies();
	wp_safe_redirect( wc_get_cart_url(), 302 );
}

/**
 * The cart form (WC_Form_Handler::update_cart_action()): new quantities, answered with the
 * cart page itself (200, as the reference shop answered) and "Carrito actualizado." when a
 * quantity changed.
 */
function stub_handle_update_cart() {
	stub_require_cart_nonce( $_POST['woocommerce-cart-nonce'] ?? '' );
	$changed = false;
	foreach ( (array) ( $_POST['cart'] ?? array() ) as $key => $values ) {
		$line = $_SESSION['cart'][ $key ] ?? null;
		if ( ! $line || ! is_array( $values ) || ! isset( $values['qty'] ) || '' === (string) $values['qty'] || (string) $values['qty'] === (string) $line['quantity'] ) {
			continue;
		}
		$product = stub_product( $line['product_id'] );
		if ( stub_cart_set_qty( $key, $values['qty'] ) ) {
			$changed = true;
		} else {
			wc_add_notice( sprintf( 'No se ha podido cambiar la cantidad de %s: revisa el stock disponible.', stub_quoted( $product['name'] ) ), 'error' );
		}
	}
	if ( $changed ) {
		wc_add_notice( 'Carrito actualizado.' );
	}
}

/**
 * The shipping calculator (WC_Shortcode_Cart::calculate_shipping()): the customer's shipping
 * location (and billing, until they fill the checkout), or an error for a bad postcode.
 */
function stub_handle_calculate_shipping() {
	$nonce = (string) ( $_POST['woocommerce-shipping-calculator-nonce'] ?? $_POST['_wpnonce'] ?? '' );
	if ( ! wp_verify_nonce( $nonce, 'woocommerce-shipping-calculator' ) && ! wp_verify_nonce( $nonce, 'woocommerce-cart' ) ) {
		return;
	}
	$address = array(
		'country'  => trim( (string) ( $_POST['calc_shipping_country'] ?? '' ) ),
		'state'    => trim( (string) ( $_POST['calc_shipping_state'] ?? '' ) ),
		'postcode' => trim( (string) ( $_POST['calc_shipping_postcode'] ?? '' ) ),
		'city'     => trim( (string) ( $_POST['calc_shipping_city'] ?? '' ) ),
	);
	if ( ! isset( WC()->countries->get_shipping_countries()[ $address['country'] ] ) ) {
		// "Elige un país / región…" (default): back to the shop's base.
		$address = array( 'country' => WC()->countries->get_base_country(), 'state' => WC()->countries->get_base_state(), 'postcode' => '', 'city' => '' );
	}
	if ( '' !== $address['postcode'] && ! stub_is_valid_postcode( $address['postcode'], $address['country'] ) ) {
		wc_add_notice( 'Por favor, introduce un código postal válido.', 'error' );
		return;
	}
	$address['postcode'] = stub_format_postcode( $address['postcode'], $address['country'] );
	stub_set_customer_location( 'shipping', $address );
	stub_set_customer_location( 'billing', $address );
	stub_set_calculated_shipping( true );
	wc_add_notice( 'Gastos de envío actualizados.', 'notice' );
}

/**
 * The no-JS checkout post (WC_Form_Handler::checkout_action()): errors go on top of the page
 * re-rendered with what was typed (200); an order goes to its order-received page (302).
 */
function stub_handle_checkout() {
	if ( stub_cart_is_empty() ) {
		stub_sync_cart_cookies();
		wp_safe_redirect( wc_get_cart_url(), 302 );
	}
	$result = stub_process_checkout( $_POST );
	foreach ( $result['errors'] as list( $html, $id ) ) {
		wc_add_notice( $html, 'error', null === $id ? array() : array( 'id' => $id ) );
	}
	if ( $result['order'] ) {
		stub_sync_cart_cookies();
		wp_safe_redirect( stub_order_received_url( $result['order'] ), 302 );
	}
}

/**
 * POST /wp-comments-post.php from the review form (wp_handle_comment_submission() with
 * WooCommerce's rating check). Nothing is stored: a good review goes back to the product's
 * reviews with WordPress's "awaiting moderation" notice. Missing fields answer WordPress's
 * wp_die() error page (200 with a back link); a missing rating WooCommerce's own (500).
 */
function stub_handle_review() {
	if ( 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
		header( 'Allow: POST' );
		stub_die_page( '', 'Error de WordPress', 405 );
	}
	$product = stub_product( absint( $_POST['comment_post_ID'] ?? 0 ) );
	if ( ! $product ) {
		stub_not_found();
	}
	$back = stub_product_url( $product ) . '#reviews';
	if ( '' === trim( (string) ( $_POST['author'] ?? '' ) ) || '' === trim( (string) ( $_POST['email'] ?? '' ) ) ) {
		stub_die_page( '<strong>Error</strong>: por favor, rellena los campos obligatorios.', 'Error en el envío del comentario', 200, $back );
	}
	if ( ! filter_var( trim( (string) $_POST['email'] ), FILTER_VALIDATE_EMAIL ) ) {
		stub_die_page( '<strong>Error</strong>: por favor, introduce una dirección de correo electrónico válida.', 'Error en el envío del comentario', 200, $back );
	}
	if ( '' === trim( (string) ( $_POST['comment'] ?? '' ) ) ) {
		stub_die_page( '<strong>Error</strong>: por favor, escribe un comentario.', 'Error en el envío del comentario', 200, $back );
	}
	$rating = (int) ( $_POST['rating'] ?? 0 );
	if ( $rating < 1 || $rating > 5 ) {
		// WooCommerce's check_comment_rating(): review ratings are required on this shop.
		stub_die_page( 'Por favor elige una puntuación', 'Error de WordPress', 500, $back );
	}
	wc_add_notice( 'Tu valoración está pendiente de aprobación.', 'notice' );
	stub_sync_cart_cookies();
	wp_safe_redirect( $back, 302 );
}

/** WordPress's default wp_die() page (a full page of its own, not the theme's). */
function stub_die_page( $message, $title, $status, $back = '' ) {
	status_header( $status );
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo '<!DOCTYPE html><html lang="es-ES"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex,follow"><title>' . esc_html( $title ) . '</title></head>';
	echo '<body id="error-page"><div class="wp-die-message">' . $message . '</div>';
	if ( $back ) {
		echo '<p><a href="' . esc_url( $back ) . '">&laquo; Volver</a></p>';
	}
	echo "</body></html>\n";
	exit;
}

/**
 * WC_Form_Handler::process_login() with a wrong password (this shop has no accounts): the
 * error notice, and no redirect: the page that was posted to renders again with it (200),
 * where the page prints notices or, when it prints none, in the login popup (Flatsome).
 */
function stub_handle_login() {
	wc_add_notice( '<strong>Error</strong>: la contraseña que has introducido para el nombre de usuario <strong>' . esc_html( (string) ( $_POST['username'] ?? '' ) ) . '</strong> no es correcta. <a href="/mi-cuenta/lost-password/">¿Has olvidado tu contraseña?</a>', 'error' );
}

/** Runs the form handler that matches the request, if any (each one redirects and exits). */
function stub_handle_actions( $path ) {
	$post = 'POST' === $_SERVER['REQUEST_METHOD'];
	if ( isset( $_REQUEST['add-to-cart'] ) && '' !== $_REQUEST['add-to-cart'] ) {
		stub_handle_add_to_cart();
	}
	if ( isset( $_GET['remove_item'] ) ) {
		stub_handle_remove_item();
	}
	if ( isset( $_GET['undo_item'] ) ) {
		stub_handle_undo_item();
	}
	// Any page: the header's login popup posts to the page it is on, the checkout's
	// returning-customer form to the checkout, the account page's form to itself.
	if ( $post && isset( $_POST['login'] ) ) {
		stub_handle_login();
	}
	// Coupons need no nonce (WC_Form_Handler): Flatsome's cart coupon form and the
	// checkout's have none; the page then renders with the notice.
	if ( $post && isset( $_POST['apply_coupon'] ) ) {
		stub_apply_coupon( $_POST['coupon_code'] ?? '' );
	} elseif ( isset( $_GET['remove_coupon'] ) ) {
		stub_remove_coupon( $_GET['remove_coupon'] );
	}
	if ( $post && '/carrito/' === $path && ! empty( $_POST['calc_shipping'] ) ) {
		stub_handle_calculate_shipping();
	}
	if ( $post && '/carrito/' === $path && ( ! empty( $_POST['update_cart'] ) || ( isset( $_POST['cart'] ) && ! empty( $_POST['apply_coupon'] ) ) ) ) {
		stub_handle_update_cart();
	}
	if ( $post && '/finalizar-compra/' === $path && ( isset( $_POST['woocommerce_checkout_place_order'] ) || isset( $_POST['woocommerce_checkout_update_totals'] ) ) ) {
		stub_handle_checkout();
	}
	if ( '/wp-comments-post.php' === $path ) {
		stub_handle_review();
	}
}
