<?php
/**
 * Template rendering and the cart fragments. Pages and Ajax answers render the mini cart
 * and the header cart through the same template parts, so a fragment is byte-for-byte
 * what the page had.
 */

/** Renders fixtures/templates/$template.php with $vars in scope and returns the HTML. */
function stub_render( $template, array $vars = array() ) {
	extract( $vars, EXTR_SKIP );
	ob_start();
	include ISLAS_FIXTURES . '/templates/' . $template . '.php';
	return ob_get_clean();
}

function stub_part( $template, array $vars = array() ) {
	echo stub_render( 'parts/' . $template, $vars );
}

/** The inner mini cart, wrapped as WooCommerce's widget_shopping_cart_content. */
function stub_mini_cart_html() {
	return '<div class="widget_shopping_cart_content">' . stub_render( 'parts/mini-cart', array( 'lines' => stub_cart_lines() ) ) . '</div>';
}

function stub_cart_price_html() {
	return '<span class="cart-price">' . wc_price( stub_cart_subtotal() ) . '</span>';
}

function stub_cart_count_html() {
	return '<strong>' . esc_html( stub_format_qty( stub_cart_count() ) ) . '</strong>';
}

/** woocommerce_add_to_cart_fragments as WooCommerce + Flatsome fill it. */
function stub_cart_fragments() {
	return array(
		'div.widget_shopping_cart_content' => stub_mini_cart_html(),
		'span.cart-price'                  => stub_cart_price_html(),
		'.cart-icon strong'                => stub_cart_count_html(),
	);
}

/** WC_AJAX::get_refreshed_fragments(). */
function stub_send_refreshed_fragments() {
	stub_sync_cart_cookies();
	wp_send_json(
		array(
			'fragments' => stub_cart_fragments(),
			'cart_hash' => stub_cart_hash(),
		)
	);
}

/** The header cart style: "dropdown" (Flatsome's default) or "drawer", remembered per visitor. */
function stub_cart_style() {
	$asked = $_GET['islas-cart'] ?? '';
	if ( in_array( $asked, array( 'dropdown', 'drawer' ), true ) ) {
		$_SESSION['cart_style'] = $asked;
	}
	// Flatsome shows a plain cart link where the cart itself is on the page.
	if ( is_cart() || is_checkout() ) {
		return 'link';
	}
	return $_SESSION['cart_style'] ?? 'dropdown';
}

/**
 * A Flatsome theme option the demo and the tests switch per visitor (?islas-<name>=value,
 * remembered in the session): $allowed[0] is Flatsome's default.
 *   search         header_search_style: form (the header search form) | lightbox
 *   mobile-overlay mobile_overlay (the mobile menu's side): left | right | center
 *   shop-sidebar   category_sidebar: left-sidebar | off-canvas
 */
function stub_theme_option( $name, array $allowed ) {
	$asked = $_GET[ 'islas-' . $name ] ?? '';
	if ( in_array( $asked, $allowed, true ) ) {
		$_SESSION['theme_options'][ $name ] = $asked;
	}
	return $_SESSION['theme_options'][ $name ] ?? $allowed[0];
}

/**
 * Prints a whole page: header.php, the template, footer.php.
 * $page: title, body_class, status.
 */
function stub_page( $template, array $vars = array(), array $page = array() ) {
	$page += array(
		'title'      => '',
		'body_class' => '',
		'status'     => 200,
	);
	status_header( $page['status'] );
	header( 'Content-Type: text/html; charset=UTF-8' );
	stub_sync_cart_cookies();
	$cart_style = stub_cart_style();
	// Render the template before the header: it consumes the session notices.
	$main = stub_render( $template, $vars );
	echo stub_render( 'header', array( 'page' => $page, 'cart_style' => $cart_style ) );
	echo $main;
	echo stub_render( 'footer', array( 'page' => $page, 'cart_style' => $cart_style ) );
}

/** HTML attributes from an array; null values are left out. */
function stub_attrs( array $attrs ) {
	$html = '';
	foreach ( $attrs as $name => $value ) {
		if ( null !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	return $html;
}

/** "2 de marzo de 2024", as WordPress prints dates in es_ES. */
function stub_date_es( $iso ) {
	$months = array( 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre' );
	$time   = strtotime( $iso );
	return date( 'j', $time ) . ' de ' . $months[ date( 'n', $time ) - 1 ] . ' de ' . date( 'Y', $time );
}
