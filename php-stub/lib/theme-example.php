<?php
/**
 * The theme side of README "Theme developers"'s example, as a theme's functions.php would
 * hold it: a free-shipping progress bar in the mini cart and on the cart page. The theme
 * prints the island's hook where WooCommerce's templates offer an action, with the bar as
 * it stands (right without JavaScript), and enqueues its script (fixtures/theme/), which uses
 * only islas's public API. Uses WordPress and WooCommerce APIs only.
 */

/** The shop's free shipping minimum (the stub's free_shipping rate: from 50 €). */
const THEME_EXAMPLE_FREE_SHIPPING_FROM = 50;

function theme_example_free_shipping_bar() {
	$props = array(
		'threshold' => THEME_EXAMPLE_FREE_SHIPPING_FROM,
		'currency'  => get_woocommerce_currency(),
		/* translators: %s: the amount still missing, e.g. "12,30 €" */
		'remaining' => __( 'Te faltan %s para el envío gratuito', 'theme-example' ),
		'reached'   => __( '¡Tienes envío gratuito!', 'theme-example' ),
	);
	// The bar as it stands, so the page is right without JavaScript and the island, which
	// renders the same from the same subtotal, changes nothing when it starts (no layout shift).
	$subtotal = WC()->cart ? (float) WC()->cart->get_displayed_subtotal() : 0.0;
	$reached  = min( $subtotal, THEME_EXAMPLE_FREE_SHIPPING_FROM );
	$missing  = round( THEME_EXAMPLE_FREE_SHIPPING_FROM - $subtotal, 2 );
	$text     = $missing > 0 ? sprintf( $props['remaining'], html_entity_decode( wp_strip_all_tags( wc_price( $missing ) ) ) ) : $props['reached'];
	printf(
		'<div class="free-shipping-bar%1$s" data-island="free-shipping-bar" data-props="%2$s"><p class="free-shipping-bar__text">%3$s</p>'
		. '<div class="free-shipping-bar__track" role="progressbar" aria-valuemin="0" aria-valuemax="%4$s" aria-valuenow="%5$s" aria-valuetext="%3$s" aria-label="%7$s"><span class="free-shipping-bar__fill" style="width:%6$s%%"></span></div></div>',
		$missing > 0 ? '' : ' is-reached',
		esc_attr( wp_json_encode( $props ) ),
		esc_html( $text ),
		esc_attr( (string) THEME_EXAMPLE_FREE_SHIPPING_FROM ),
		esc_attr( (string) $reached ),
		esc_attr( (string) round( $reached / THEME_EXAMPLE_FREE_SHIPPING_FROM * 100, 2 ) ),
		esc_attr__( 'Envío gratuito', 'theme-example' )
	);
}
// The mini cart (also the cart fragment the server sends after each change) and the cart totals.
add_action( 'woocommerce_widget_shopping_cart_before_buttons', 'theme_example_free_shipping_bar' );
add_action( 'woocommerce_before_cart_totals', 'theme_example_free_shipping_bar' );

add_action( 'wp_enqueue_scripts', function () {
	// The stub's theme folder is the project: the theme's files are in fixtures/theme/.
	$css = 'fixtures/theme/free-shipping-bar.css';
	$js  = 'fixtures/theme/free-shipping-bar.js';
	wp_enqueue_style( 'theme-free-shipping-bar', get_theme_file_uri( $css ), array(), (string) filemtime( get_theme_file_path( $css ) ) );
	// The stub's switch for a page without islas (?islas-nojs=1) leaves the theme's script out too.
	if ( empty( $_GET['islas-nojs'] ) ) {
		// A classic script in the footer: it runs before islas's module, so it queues on window.islas.
		wp_enqueue_script( 'theme-free-shipping-bar', get_theme_file_uri( $js ), array(), (string) filemtime( get_theme_file_path( $js ) ), array( 'in_footer' => true ) );
	}
} );
