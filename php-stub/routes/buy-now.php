<?php
/**
 * Flatsome's "Buy now" button (3.18+) on the product form: `button.ux-buy-now-button`
 * named `ux-buy-now`. Without JavaScript it posts the form; the product goes into the
 * cart and the shopper goes straight to checkout. islas keeps it in step with the add
 * button (disabled until a variation is chosen, once the variation form has checked) and
 * marks both `loading` on submit.
 */

/** The button, after the add-to-cart button of a purchasable product form. */
function stub_buy_now_button( array $product ) {
	printf(
		'<button type="submit" name="ux-buy-now" value="%d" class="ux-buy-now-button button primary ml-half">Comprar ahora</button>',
		(int) $product['id']
	);
}

/** POST with ux-buy-now: add to the cart as the form says, then go to checkout. */
function stub_handle_buy_now() {
	if ( 'POST' !== $_SERVER['REQUEST_METHOD'] || empty( $_POST['ux-buy-now'] ) ) {
		return;
	}
	$product = stub_product( absint( $_POST['ux-buy-now'] ) );
	if ( ! $product ) {
		return;
	}
	$quantity = empty( $_POST['quantity'] ) ? 1 : stub_parse_qty( $_POST['quantity'], $product );
	if ( false === stub_cart_add( $product, $quantity, absint( $_POST['variation_id'] ?? 0 ), $_POST ) ) {
		stub_redirect( stub_product_url( $product ) );
	}
	stub_redirect( '/finalizar-compra/' );
}
