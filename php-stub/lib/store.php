<?php
/**
 * The stand-in WooCommerce: catalogue, money, the visitor's cart (in the PHP session),
 * notices and the cart cookies. Rules follow WooCommerce where a client can observe them:
 * cart item keys, the cart hash, stock errors, cookie names and lifetimes.
 */

// ---------------------------------------------------------------- catalogue

function stub_catalog() {
	static $catalog;
	if ( null === $catalog ) {
		$catalog = json_decode( file_get_contents( ISLAS_FIXTURES . '/catalog.json' ), true );
		foreach ( $catalog['products'] as $i => $product ) {
			$catalog['by_id'][ $product['id'] ] = $i;
			$catalog['by_slug'][ $product['slug'] ] = $i;
			foreach ( $product['variations'] ?? array() as $variation ) {
				$catalog['variation_parent'][ $variation['id'] ] = $product['id'];
			}
		}
	}
	return $catalog;
}

/**
 * The products listings show (shop, categories, search, featured, related). A product with
 * WooCommerce's `catalog_visibility: hidden` is left out of them all; its page still works
 * (the fixtures for particular variation forms live there, so listing counts never move).
 */
function stub_products() {
	return array_values( array_filter( stub_catalog()['products'], fn( $p ) => 'hidden' !== ( $p['catalog_visibility'] ?? 'visible' ) ) );
}

function stub_product( $id ) {
	$catalog = stub_catalog();
	$i       = $catalog['by_id'][ (int) $id ] ?? null;
	return null === $i ? null : $catalog['products'][ $i ];
}

function stub_product_by_slug( $slug ) {
	$catalog = stub_catalog();
	$i       = $catalog['by_slug'][ $slug ] ?? null;
	return null === $i ? null : $catalog['products'][ $i ];
}

function stub_variation( $product, $variation_id ) {
	foreach ( $product['variations'] ?? array() as $variation ) {
		if ( (int) $variation['id'] === (int) $variation_id ) {
			return $variation;
		}
	}
	return null;
}

/** Parent id when $id is a variation id (WooCommerce accepts those as product_id). */
function stub_variation_parent_id( $id ) {
	return stub_catalog()['variation_parent'][ (int) $id ] ?? null;
}

function stub_categories() {
	return stub_catalog()['categories'];
}

function stub_category( $slug ) {
	foreach ( stub_categories() as $category ) {
		if ( $category['slug'] === $slug ) {
			return $category;
		}
	}
	return null;
}

function stub_attribute_label( $taxonomy ) {
	return stub_catalog()['attributes'][ $taxonomy ]['label'] ?? $taxonomy;
}

function stub_term_name( $taxonomy, $slug ) {
	return stub_catalog()['attributes'][ $taxonomy ]['terms'][ $slug ] ?? $slug;
}

function stub_product_url( $product ) {
	return '/producto/' . $product['slug'] . '/';
}

function stub_image_url( $file ) {
	return '/fixtures/images/' . ( $file ? $file : 'placeholder.svg' );
}

/** Quantity rules of a product: decimal products carry their own min and step. */
function stub_qty_rules( $product ) {
	$min  = $product['quantity']['min'] ?? 1;
	$step = $product['quantity']['step'] ?? 1;
	return array(
		'min'     => $min,
		'step'    => $step,
		'decimal' => floor( $step ) != $step,
	);
}

/** Sold one at a time: the product says so, or (as plugins do) one of its variations. */
function stub_sold_individually( $product, $variation = null ) {
	return ! empty( $product['sold_individually'] ) || ! empty( $variation['sold_individually'] );
}

/**
 * get_min_purchase_quantity() / get_max_purchase_quantity() of a product or variation, as
 * [min, max] with max '' when unlimited: sold individually is 1..1; otherwise the managed
 * stock caps it, and a variation's own min_qty / max_qty (what a min/max quantities plugin
 * sets) narrow it. An out-of-stock item has no max (WooCommerce's max_qty "").
 */
function stub_purchase_limits( $product, $variation = null ) {
	if ( stub_sold_individually( $product, $variation ) ) {
		return array( 1, 1 );
	}
	$item  = $variation ?? $product;
	$max   = $item['max_qty'] ?? null;
	$stock = stub_stock( $item );
	if ( null !== $stock ) {
		$max = null === $max ? $stock : min( $max, $stock );
	}
	return array( $item['min_qty'] ?? 1, null !== $max && $max > 0 ? $max : '' );
}

/** Stock left for a product or variation; null means not managed (unlimited). */
function stub_stock( $item ) {
	if ( 'outofstock' === ( $item['stock_status'] ?? 'instock' ) ) {
		return 0;
	}
	return $item['stock_quantity'] ?? null;
}

function stub_is_in_stock( $item ) {
	return 'outofstock' !== ( $item['stock_status'] ?? 'instock' );
}

function stub_is_on_sale( $item ) {
	return isset( $item['sale_price'] ) && '' !== $item['sale_price'];
}

/** Lowest and highest variation price. */
function stub_price_range( $product ) {
	$prices = array_map( fn( $v ) => (float) $v['price'], $product['variations'] );
	return array( min( $prices ), max( $prices ) );
}

// ---------------------------------------------------------------- money (es_ES, EUR)

function stub_format_decimal( $amount ) {
	return number_format( (float) $amount, 2, ',', '.' );
}

/**
 * WooCommerce prints this in the footer of every page whose body has `woocommerce-no-js`
 * (wc_body_class): the class becomes `woocommerce-js` as the page is parsed, before the
 * first layout, with or without islas.
 */
function wc_no_js() {
	echo "<script>document.body.className = document.body.className.replace('woocommerce-no-js', 'woocommerce-js');</script>\n";
}
add_action( 'wp_footer', 'wc_no_js' );

/** wc_price(): the exact WooCommerce markup, decimal comma, symbol after a no-break space. */
function wc_price( $amount ) {
	return '<span class="woocommerce-Price-amount amount"><bdi>' . stub_format_decimal( $amount )
		. '&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>';
}

/** Plain text of a price for screen-reader sentences, as WooCommerce strips it. */
function stub_price_text( $amount ) {
	return stub_format_decimal( $amount ) . '&nbsp;&euro;';
}

function wc_format_sale_price( $regular, $sale ) {
	return '<del aria-hidden="true">' . wc_price( $regular ) . '</del> <span class="screen-reader-text">El precio original era: '
		. stub_price_text( $regular ) . '.</span><ins aria-hidden="true">' . wc_price( $sale )
		. '</ins><span class="screen-reader-text">El precio actual es: ' . stub_price_text( $sale ) . '.</span>';
}

function wc_format_price_range( $from, $to ) {
	return '<span aria-hidden="true">' . wc_price( $from ) . ' &ndash; ' . wc_price( $to ) . '</span>'
		. '<span class="screen-reader-text">Rango de precios: desde ' . stub_price_text( $from ) . ' hasta ' . stub_price_text( $to ) . '</span>';
}

/** get_price_html() of a product or a variation. */
function stub_price_html( $item ) {
	if ( ! empty( $item['variations'] ) ) {
		list( $min, $max ) = stub_price_range( $item );
		return $min === $max ? wc_price( $min ) : wc_format_price_range( $min, $max );
	}
	if ( stub_is_on_sale( $item ) ) {
		return wc_format_sale_price( $item['regular_price'], $item['sale_price'] );
	}
	return wc_price( $item['price'] );
}

function stub_format_qty( $qty ) {
	return (string) ( floor( $qty ) == $qty ? (int) $qty : $qty );
}

// ---------------------------------------------------------------- session

function stub_session_start() {
	$dir = sys_get_temp_dir() . '/islas-stub-sessions';
	if ( ! is_dir( $dir ) ) {
		@mkdir( $dir, 0700, true );
	}
	session_save_path( $dir );
	session_name( 'islas_session' );
	session_set_cookie_params( array( 'path' => '/', 'httponly' => true, 'samesite' => 'Lax' ) );
	// Sessions expire with the browser; the stub never needs the server-side GC.
	ini_set( 'session.gc_probability', '0' );
	session_start();
	$_SESSION += array(
		'cart'     => array(),
		'removed'  => array(),
		'notices'  => array(),
		'wishlist' => array(),
	);
}

// ---------------------------------------------------------------- notices

/** $data: the notice's data attributes (checkout errors carry array( 'id' => field key )). */
function wc_add_notice( $html, $type = 'success', $data = array() ) {
	$_SESSION['notices'][] = array( 'type' => $type, 'html' => $html, 'data' => $data );
}

function stub_take_notices() {
	$notices             = $_SESSION['notices'];
	$_SESSION['notices'] = array();
	return $notices;
}

function stub_quoted( $name ) {
	return '&laquo;' . esc_html( $name ) . '&raquo;';
}

// ---------------------------------------------------------------- cart

/** WC_Cart::generate_cart_id(). */
function stub_cart_id( $product_id, $variation_id = 0, $variation = array() ) {
	$parts = array( $product_id );
	if ( $variation_id ) {
		$parts[] = $variation_id;
	}
	if ( $variation ) {
		$text = '';
		foreach ( $variation as $key => $value ) {
			$text .= trim( $key ) . trim( $value );
		}
		$parts[] = $text;
	}
	return md5( implode( '_', $parts ) );
}

/** Cart lines with their product, variation, unit price and line total resolved. */
function stub_cart_lines() {
	$lines = array();
	foreach ( $_SESSION['cart'] as $key => $item ) {
		$product = stub_product( $item['product_id'] );
		if ( ! $product ) {
			continue;
		}
		$variation = $item['variation_id'] ? stub_variation( $product, $item['variation_id'] ) : null;
		$priced    = $variation ?? $product;
		$lines[]   = $item + array(
			'key'       => $key,
			'product'   => $product,
			'variation_obj' => $variation,
			'name'      => stub_line_name( $product, $variation, $item['variation'] ?? array() ),
			'price'     => (float) $priced['price'],
			'total'     => round( (float) $priced['price'] * $item['quantity'], 2 ),
			'stock'     => stub_stock( $priced ),
			'sku'       => $priced['sku'] ?? $product['sku'],
			'image'     => $variation['image'] ?? $product['image'],
		);
	}
	return $lines;
}

/**
 * WooCommerce titles a variation "Parent - Value, Value" (its attributes then stay out of the
 * line's details). $chosen (attribute_* => value) fills a variation's "any" attributes.
 */
function stub_line_name( $product, $variation, $chosen = array() ) {
	if ( ! $variation ) {
		return $product['name'];
	}
	$values = array();
	foreach ( $variation['attributes'] as $taxonomy => $term ) {
		$term = '' === $term ? (string) ( $chosen[ 'attribute_' . $taxonomy ] ?? '' ) : $term;
		if ( '' !== $term ) {
			$values[] = stub_term_name( $taxonomy, $term );
		}
	}
	return $product['name'] . ' - ' . implode( ', ', $values );
}

function stub_cart_is_empty() {
	return empty( $_SESSION['cart'] );
}

function stub_cart_count() {
	return array_sum( array_column( $_SESSION['cart'], 'quantity' ) );
}

function stub_cart_subtotal() {
	return array_sum( array_column( stub_cart_lines(), 'total' ) );
}

/** WC_Cart::get_cart_hash(): empty for an empty cart, else md5 of the stored lines and the total (after coupons and shipping). */
function stub_cart_hash() {
	if ( stub_cart_is_empty() ) {
		return '';
	}
	return md5( wp_json_encode( $_SESSION['cart'] ) . stub_cart_total() );
}

/** Parses a posted quantity like wc_stock_amount(): integers, unless the product sells in fractions. */
function stub_parse_qty( $raw, $product ) {
	$rules = stub_qty_rules( $product );
	$raw   = str_replace( ',', '.', trim( (string) $raw ) );
	if ( '' === $raw || ! is_numeric( $raw ) ) {
		return null;
	}
	return $rules['decimal'] ? round( (float) $raw, 3 ) : (int) $raw;
}

function stub_qty_fits_step( $qty, $product ) {
	$rules = stub_qty_rules( $product );
	$steps = ( $qty - $rules['min'] ) / $rules['step'];
	return $qty >= $rules['min'] && abs( $steps - round( $steps ) ) < 1e-6;
}

/**
 * WC_Cart::add_to_cart() with its validation. Returns the cart item key, or false after
 * adding an error notice (the notice is shown on the product page WooCommerce sends the
 * shopper to). $added receives the quantity really added: a product sold individually
 * always adds 1, whatever was asked. $parent_itself: a variable product goes in as it is,
 * no variation (what WooCommerce 9.4's AJAX add does with a parent's id).
 */
function stub_cart_add( $product, $quantity, $variation_id = 0, $posted_attributes = array(), &$added = null, $parent_itself = false ) {
	$name = $product['name'];
	if ( 'external' === $product['type'] ) {
		wc_add_notice( sprintf( 'No se puede comprar %s.', stub_quoted( $name ) ), 'error' );
		return false;
	}
	if ( null === $quantity || $quantity <= 0 || ! stub_qty_fits_step( $quantity, $product ) ) {
		wc_add_notice( sprintf( 'Introduce una cantidad válida para %s.', stub_quoted( $name ) ), 'error' );
		return false;
	}

	$variation = null;
	$chosen    = array();
	if ( 'variable' === $product['type'] && ! $parent_itself ) {
		list( $variation, $chosen, $error ) = stub_resolve_variation( $product, $variation_id, $posted_attributes );
		if ( $error ) {
			wc_add_notice( $error, 'error' );
			return false;
		}
	}
	$stocked = $variation ?? $product;
	$key     = stub_cart_id( $product['id'], $variation ? $variation['id'] : 0, $chosen );
	$in_cart = $_SESSION['cart'][ $key ]['quantity'] ?? 0;

	if ( stub_sold_individually( $product, $variation ) ) {
		// WooCommerce adds exactly one, and refuses a second of the same line.
		$quantity = 1;
		if ( $in_cart > 0 ) {
			wc_add_notice( sprintf( '<a href="/carrito/" class="button wc-forward">Ver carrito</a> No puedes añadir otro %s a tu carrito.', stub_quoted( stub_line_name( $product, $variation, $chosen ) ) ), 'error' );
			return false;
		}
	}

	if ( ! stub_is_in_stock( $stocked ) ) {
		wc_add_notice( sprintf( 'No puedes añadir %s al carrito porque el producto está agotado.', stub_quoted( $name ) ), 'error' );
		return false;
	}

	$stock = stub_stock( $stocked );
	if ( null !== $stock && $quantity > $stock ) {
		wc_add_notice( sprintf( 'No puedes añadir esa cantidad de %s al carrito porque no hay suficiente stock (quedan %s).', stub_quoted( $name ), $stock ), 'error' );
		return false;
	}
	if ( null !== $stock && $in_cart + $quantity > $stock ) {
		wc_add_notice(
			sprintf(
				'<a href="/carrito/" class="button wc-forward">Ver carrito</a> No puedes añadir esa cantidad al carrito &mdash; tenemos %s en stock y ya tienes %s en tu carrito.',
				$stock,
				stub_format_qty( $in_cart )
			),
			'error'
		);
		return false;
	}
	// A variation's own min_qty / max_qty (a min/max quantities plugin validates them).
	$label = stub_quoted( stub_line_name( $product, $variation, $chosen ) );
	if ( isset( $stocked['min_qty'] ) && $in_cart + $quantity < $stocked['min_qty'] ) {
		wc_add_notice( sprintf( 'La cantidad mínima permitida para %s es %s.', $label, stub_format_qty( $stocked['min_qty'] ) ), 'error' );
		return false;
	}
	if ( isset( $stocked['max_qty'] ) && $in_cart + $quantity > $stocked['max_qty'] ) {
		wc_add_notice(
			$in_cart
				? sprintf( 'La cantidad máxima permitida para %s es %s (ya tienes %s en tu carrito).', $label, stub_format_qty( $stocked['max_qty'] ), stub_format_qty( $in_cart ) )
				: sprintf( 'La cantidad máxima permitida para %s es %s.', $label, stub_format_qty( $stocked['max_qty'] ) ),
			'error'
		);
		return false;
	}

	if ( isset( $_SESSION['cart'][ $key ] ) ) {
		$_SESSION['cart'][ $key ]['quantity'] = $in_cart + $quantity;
	} else {
		$_SESSION['cart'][ $key ] = array(
			'product_id'   => (int) $product['id'],
			'variation_id' => $variation ? (int) $variation['id'] : 0,
			'variation'    => $chosen,
			'quantity'     => $quantity,
		);
	}
	unset( $_SESSION['removed'][ $key ] );
	$added = $quantity;
	return $key;
}

/**
 * The variation a form or button asked for: by variation_id, else by the attribute_*
 * fields (WooCommerce's find_matching_product_variation). Returns [variation, attributes, error].
 */
function stub_resolve_variation( $product, $variation_id, $posted ) {
	$chosen = array();
	foreach ( $product['attributes'] as $taxonomy => $terms ) {
		$value = $posted[ 'attribute_' . $taxonomy ] ?? '';
		if ( '' !== $value ) {
			$chosen[ 'attribute_' . $taxonomy ] = (string) $value;
		}
	}
	$variation = $variation_id ? stub_variation( $product, $variation_id ) : null;
	if ( ! $variation && count( $chosen ) === count( $product['attributes'] ) ) {
		$variation = stub_find_matching_variation( $product, $chosen );
		if ( ! $variation ) {
			return array( null, $chosen, 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.' );
		}
	}
	if ( ! $variation ) {
		return array( null, $chosen, 'Por favor, elige las opciones del producto&hellip;' );
	}
	// The variation's own attributes are authoritative (a variation id may come without
	// them); an "any" attribute ("") takes the shopper's value, which must be one of the
	// product's terms.
	$resolved = array();
	$missing  = array();
	foreach ( $variation['attributes'] as $taxonomy => $term ) {
		$field = 'attribute_' . $taxonomy;
		if ( '' !== $term ) {
			$resolved[ $field ] = $term;
		} elseif ( ! isset( $chosen[ $field ] ) ) {
			$missing[] = stub_attribute_label( $taxonomy );
		} elseif ( ! in_array( $chosen[ $field ], $product['attributes'][ $taxonomy ], true ) ) {
			return array( null, $chosen, sprintf( 'Valor no válido publicado para %s', esc_html( stub_attribute_label( $taxonomy ) ) ) );
		} else {
			$resolved[ $field ] = $chosen[ $field ];
		}
	}
	if ( $missing ) {
		return array( null, $chosen, sprintf( 1 === count( $missing ) ? '%s es un campo obligatorio' : '%s son campos obligatorios', esc_html( implode( ', ', $missing ) ) ) );
	}
	return array( $variation, $resolved, null );
}

/**
 * WC_Product_Data_Store_CPT::find_matching_product_variation(): every attribute of the
 * product must be posted (attribute_* => value); a variation's "" (any) matches every
 * value. The first match in the product's order wins, so a specific variation listed
 * before an "any" one takes precedence. Null when nothing matches.
 */
function stub_find_matching_variation( $product, $posted ) {
	foreach ( array_keys( $product['attributes'] ?? array() ) as $taxonomy ) {
		if ( ! isset( $posted[ 'attribute_' . $taxonomy ] ) ) {
			return null;
		}
	}
	foreach ( $product['variations'] ?? array() as $candidate ) {
		$match = true;
		foreach ( $candidate['attributes'] as $taxonomy => $term ) {
			$match = $match && ( '' === $term || (string) $posted[ 'attribute_' . $taxonomy ] === $term );
		}
		if ( $match ) {
			return $candidate;
		}
	}
	return null;
}

/** WC_Cart::set_quantity(): 0 removes the line. Returns false for an unknown key or an invalid amount. */
function stub_cart_set_qty( $key, $quantity ) {
	if ( ! isset( $_SESSION['cart'][ $key ] ) ) {
		return false;
	}
	$item    = $_SESSION['cart'][ $key ];
	$product = stub_product( $item['product_id'] );
	$qty     = stub_parse_qty( $quantity, $product );
	if ( null === $qty || $qty < 0 ) {
		return false;
	}
	if ( 0 == $qty ) {
		return stub_cart_remove( $key );
	}
	$variation = $item['variation_id'] ? stub_variation( $product, $item['variation_id'] ) : null;
	$stocked   = $variation ?? $product;
	$stock     = stub_stock( $stocked );
	if ( ! stub_qty_fits_step( $qty, $product ) || ( null !== $stock && $qty > $stock ) ) {
		return false;
	}
	// Sold individually stays at 1; a variation's own min_qty / max_qty hold in the cart too.
	list( $min, $max ) = stub_purchase_limits( $product, $variation );
	if ( ( $variation || stub_sold_individually( $product ) ) && ( $qty < $min || ( '' !== $max && $qty > $max ) ) ) {
		return false;
	}
	$_SESSION['cart'][ $key ]['quantity'] = $qty;
	return true;
}

/** Removes a line, keeping it for the "¿Deshacer?" link. */
function stub_cart_remove( $key ) {
	if ( ! isset( $_SESSION['cart'][ $key ] ) ) {
		return false;
	}
	$_SESSION['removed'][ $key ] = $_SESSION['cart'][ $key ];
	unset( $_SESSION['cart'][ $key ] );
	return true;
}

function stub_cart_restore( $key ) {
	if ( ! isset( $_SESSION['removed'][ $key ] ) ) {
		return false;
	}
	$_SESSION['cart'][ $key ] = $_SESSION['removed'][ $key ];
	unset( $_SESSION['removed'][ $key ] );
	return true;
}

/** WC_Cart::empty_cart(): the applied coupons go with the items. */
function stub_cart_empty() {
	$_SESSION['cart']    = array();
	$_SESSION['removed'] = array();
	$_SESSION['coupons'] = array();
}

/**
 * WooCommerce's cart cookies: present (session cookies, readable by scripts) while the
 * cart has items, expired when it is empty. Sent only when they change.
 */
function stub_sync_cart_cookies() {
	$hash     = stub_cart_hash();
	$expired  = array( 'expires' => time() - 31536000, 'path' => '/' );
	$session  = array( 'expires' => 0, 'path' => '/' );
	$has_item = isset( $_COOKIE['woocommerce_items_in_cart'] );
	if ( '' === $hash ) {
		if ( $has_item || isset( $_COOKIE['woocommerce_cart_hash'] ) ) {
			setcookie( 'woocommerce_items_in_cart', '', $expired );
			setcookie( 'woocommerce_cart_hash', '', $expired );
		}
		return;
	}
	if ( ! $has_item ) {
		setcookie( 'woocommerce_items_in_cart', '1', $session );
	}
	if ( ( $_COOKIE['woocommerce_cart_hash'] ?? '' ) !== $hash ) {
		setcookie( 'woocommerce_cart_hash', $hash, $session );
	}
}

/** The nonce of cart links and forms (WooCommerce's "woocommerce-cart" action). */
function stub_cart_nonce() {
	return wp_create_nonce( 'woocommerce-cart' );
}

function stub_remove_url( $key ) {
	return '/carrito/?remove_item=' . $key . '&_wpnonce=' . stub_cart_nonce();
}

// ---------------------------------------------------------------- search

/** Lower case without mbstring (often missing from php-cli installs); enough for Spanish. */
function stub_lower( $text ) {
	return strtr( strtolower( $text ), array( 'Á' => 'á', 'É' => 'é', 'Í' => 'í', 'Ó' => 'ó', 'Ú' => 'ú', 'Ü' => 'ü', 'Ñ' => 'ñ' ) );
}

function stub_search_products( $query, $category = '' ) {
	$needle = stub_lower( trim( $query ) );
	return array_values(
		array_filter(
			stub_products(),
			function ( $product ) use ( $needle, $category ) {
				if ( $category && ! in_array( $category, $product['categories'], true ) ) {
					return false;
				}
				$haystack = stub_lower( $product['name'] . ' ' . $product['sku'] . ' ' . strip_tags( $product['short_description'] ) );
				return '' === $needle || false !== strpos( $haystack, $needle );
			}
		)
	);
}

// ---------------------------------------------------------------- variations

function stub_availability_html( $item ) {
	if ( ! stub_is_in_stock( $item ) ) {
		return '<p class="stock out-of-stock">Sin existencias</p>';
	}
	$stock = stub_stock( $item );
	return null === $stock ? '' : '<p class="stock in-stock">' . $stock . ' disponibles</p>';
}

/** wc_format_localized_decimal() for es_ES: decimal comma. */
function stub_localized_decimal( $number ) {
	return str_replace( '.', ',', (string) $number );
}

/** wc_format_weight(): "0,65 kg", or WooCommerce's es_ES "N/D" when there is none. */
function stub_format_weight( $weight ) {
	return '' === (string) $weight ? 'N/D' : stub_localized_decimal( $weight ) . ' kg';
}

/** wc_format_dimensions(): "30 &times; 25 &times; 8 cm" (the filled ones), or "N/D". */
function stub_format_dimensions( array $dimensions ) {
	$filled = array_filter( array_map( 'strval', $dimensions ), fn( $d ) => '' !== $d );
	return $filled ? implode( ' &times; ', array_map( 'stub_localized_decimal', $filled ) ) . ' cm' : 'N/D';
}

/** A product's or variation's weight; a variation without its own inherits the parent's. */
function stub_weight( $product, $variation = null ) {
	return (string) ( $variation['weight'] ?? $product['weight'] ?? '' );
}

/** {length, width, height} as strings ("" when none); a variation inherits each missing one. */
function stub_dimensions( $product, $variation = null ) {
	$out = array();
	foreach ( array( 'length', 'width', 'height' ) as $side ) {
		$out[ $side ] = (string) ( $variation['dimensions'][ $side ] ?? $product['dimensions'][ $side ] ?? '' );
	}
	return $out;
}

/** WC_Product_Variable::has_weight() / has_dimensions(): the parent or any variation. */
function stub_has_weight( $product ) {
	foreach ( array_merge( array( null ), $product['variations'] ?? array() ) as $variation ) {
		if ( '' !== stub_weight( $product, $variation ) ) {
			return true;
		}
	}
	return false;
}

function stub_has_dimensions( $product ) {
	foreach ( array_merge( array( null ), $product['variations'] ?? array() ) as $variation ) {
		if ( array_filter( stub_dimensions( $product, $variation ), fn( $d ) => '' !== $d ) ) {
			return true;
		}
	}
	return false;
}

/**
 * woocommerce_ajax_variation_threshold: above 30 variations the form carries
 * data-product_variations="false" and asks ?wc-ajax=get_variation for each choice.
 */
function stub_variations_inline( $product ) {
	return count( $product['variations'] ?? array() ) <= 30;
}

/**
 * wc_esc_json(): JSON for an HTML attribute, entities double-encoded (unlike esc_attr), so
 * the script reads "&times;" and "&nbsp;" in dimensions_html and price_html as WooCommerce's do.
 */
function stub_esc_json( $json ) {
	return htmlspecialchars( $json, ENT_QUOTES, 'UTF-8', true );
}

/** WC_Product_Variable::get_available_variations(), the data-product_variations of the form. */
function stub_available_variations( $product ) {
	return array_map( fn( $variation ) => stub_available_variation( $product, $variation ), $product['variations'] );
}

/**
 * WC_Product_Variable::get_available_variation(): one variation as the form and
 * ?wc-ajax=get_variation see it, keys and types exactly as WooCommerce 9 sends them.
 */
function stub_available_variation( $product, $variation ) {
	$attributes = array();
	foreach ( $variation['attributes'] as $taxonomy => $term ) {
		$attributes[ 'attribute_' . $taxonomy ] = $term;
	}
	// WooCommerce shows a variation's own price only when the variations' prices differ.
	$prices  = array_map( fn( $v ) => (float) $v['price'], $product['variations'] );
	$regular = array_map( fn( $v ) => (float) $v['regular_price'], $product['variations'] );
	$show    = min( $prices ) !== max( $prices ) || min( $regular ) !== max( $regular );
	// A variation without its own picture shows the parent's (image_id too).
	$file     = $variation['image'] ?? $product['image'];
	$image    = home_url( stub_image_url( $file ) );
	$image_id = isset( $variation['image'] ) ? $variation['id'] + 5000 : $product['id'] + 5000;
	list( $min_qty, $max_qty ) = stub_purchase_limits( $product, $variation );
	$weight     = stub_weight( $product, $variation );
	$dimensions = stub_dimensions( $product, $variation );
	return array(
		'attributes'            => $attributes,
		'availability_html'     => stub_availability_html( $variation ),
		'backorders_allowed'    => false,
		'dimensions'            => $dimensions,
		'dimensions_html'       => stub_format_dimensions( $dimensions ),
		'display_price'         => (float) $variation['price'],
		'display_regular_price' => (float) $variation['regular_price'],
	) + ( stub_wc_at_least( '10.8' ) ? stub_variation_gallery_keys( $product, $variation ) : array() ) + array(
		'image'                 => array(
			'title'                   => $product['name'],
			'caption'                 => '',
			'url'                     => $image,
			'alt'                     => $product['name'],
			'src'                     => $image,
			'srcset'                  => false,
			'sizes'                   => '(max-width: 600px) 100vw, 600px',
			'full_src'                => $image,
			'full_src_w'              => 1200,
			'full_src_h'              => 1200,
			'gallery_thumbnail_src'   => $image,
			'gallery_thumbnail_src_w' => 100,
			'gallery_thumbnail_src_h' => 100,
			'thumb_src'               => $image,
			'thumb_src_w'             => 300,
			'thumb_src_h'             => 300,
			'src_w'                   => 600,
			'src_h'                   => 600,
		),
		'image_id'              => $image_id,
		'is_downloadable'       => false,
		'is_in_stock'           => stub_is_in_stock( $variation ),
		'is_purchasable'        => true,
		'is_sold_individually'  => stub_sold_individually( $product, $variation ) ? 'yes' : 'no',
		'is_virtual'            => false,
		'max_qty'               => $max_qty,
		'min_qty'               => $min_qty,
		'price_html'            => $show ? '<span class="price">' . stub_price_html( $variation ) . '</span>' : '',
		'sku'                   => '' !== (string) ( $variation['sku'] ?? '' ) ? $variation['sku'] : $product['sku'], // inherited when empty
		'variation_description' => empty( $variation['description'] ) ? '' : '<p>' . esc_html( $variation['description'] ) . "</p>\n",
		'variation_id'          => $variation['id'],
		'variation_is_active'   => true,
		'variation_is_visible'  => true,
		'weight'                => $weight,
		'weight_html'           => stub_format_weight( $weight ),
	);
}

// ---------------------------------------------------------------- back-in-stock form (WooCommerce 10.2+)

/**
 * Customer stock notifications (10.2; in 11.0.1 behind the WOOCOMMERCE_BIS_ALPHA_ENABLED constant
 * and the option woocommerce_customer_stock_notifications_allow_signups=yes): on here with
 * ?islas-bis=1 or the cookie islas_bis=1, on 10.2+ only.
 */
function stub_back_in_stock_enabled() {
	return stub_wc_at_least( '10.2' ) && '1' === (string) ( $_GET['islas-bis'] ?? $_COOKIE['islas_bis'] ?? '' );
}

/**
 * ProductPageIntegration::maybe_render_form() after a variable product's form (woocommerce_after_add_to_cart_form,
 * 30): the script enqueued, and single-product/back-in-stock-form.php, hidden until a variation
 * that waits for stock is shown.
 */
function stub_back_in_stock_form( $product ) {
	if ( ! stub_back_in_stock_enabled() || 'variable' !== $product['type'] ) {
		return;
	}
	stub_enqueue_from_template( 'wc-back-in-stock-form' );
	$id = (int) $product['id'];
	printf(
		'<div class="wc_bis_form hidden" data-bis-product-id="%1$d"><h3 id="wc_bis_form_heading_%1$d">¿Quieres que te avisemos cuando vuelva a estar disponible?</h3><form method="post" novalidate aria-labelledby="wc_bis_form_heading_%1$d"><p><label for="wc_bis_email_%1$d">Correo electrónico</label><input type="email" id="wc_bis_email_%1$d" name="wc_bis_email" /></p><p><label><input type="checkbox" name="wc_bis_opt_in" value="1" /> Acepto recibir el aviso</label></p><input type="hidden" name="wc_bis_nonce" value="%2$s" /><input type="hidden" name="wc_bis_product_id" value="%1$d" /><button type="submit" name="wc_bis_register" class="button">Avisarme</button></form></div>',
		$id,
		esc_attr( wp_create_nonce( 'wc_bis_signup' ) )
	);
}

// ---------------------------------------------------------------- variation gallery (WooCommerce 10.8+)

/**
 * WooCommerce 10.8's variation gallery (Internal\VariationGallery\Package::is_enabled(), an
 * option or the canary cohort on a real shop): on here with ?islas-variation-gallery=1 or the
 * cookie islas_variation_gallery=1 (read per request, so get_variation follows it too), on
 * WooCommerce 10.8+ only. The catalogue's variations with a `gallery` (Sudadera azul/L) then
 * swap the product's gallery.
 */
function stub_variation_gallery_enabled() {
	return stub_wc_at_least( '10.8' ) && '1' === (string) ( $_GET['islas-variation-gallery'] ?? $_COOKIE['islas_variation_gallery'] ?? '' );
}

/** wc_get_product_gallery_html(): product-image.php (Flatsome's: the gallery, then its thumbnails) for the product or the given pictures. */
function stub_product_gallery_html( $product, $pictures = null ) {
	if ( null !== $pictures ) {
		$product = array_merge( $product, array( 'image' => $pictures[0], 'gallery' => array_slice( $pictures, 1 ) ) );
	}
	return trim( stub_render( 'parts/gallery', array( 'product' => $product ) ) );
}

/** The "before" script woocommerce_variable_add_to_cart() adds with the feature on: the default gallery by product id. */
function stub_variation_gallery_defaults_script( $product ) {
	static $attached = array();
	if ( ! stub_variation_gallery_enabled() || isset( $attached[ $product['id'] ] ) ) {
		return;
	}
	$attached[ $product['id'] ] = true;
	wp_add_inline_script(
		'wc-add-to-cart-variation',
		sprintf( '(window.wc_variation_gallery_defaults = window.wc_variation_gallery_defaults || {})[%d] = %s;', $product['id'], wp_json_encode( stub_product_gallery_html( $product ) ) ),
		'before'
	);
}

/**
 * get_available_variation()'s gallery_image_ids and gallery_images_html (10.8+): empty when the
 * feature is off or the variation has no gallery; the variation's own picture leads its gallery.
 */
function stub_variation_gallery_keys( $product, $variation ) {
	$pictures = stub_variation_gallery_enabled() ? ( $variation['gallery'] ?? array() ) : array();
	if ( ! $pictures ) {
		return array( 'gallery_image_ids' => array(), 'gallery_images_html' => '' );
	}
	$ids  = array_map( fn( $i ) => $variation['id'] * 10 + $i + 1, array_keys( $pictures ) );
	$lead = $variation['image'] ?? $product['image'];
	if ( ! in_array( $lead, $pictures, true ) ) {
		array_unshift( $pictures, $lead );
	}
	return array( 'gallery_image_ids' => $ids, 'gallery_images_html' => stub_product_gallery_html( $product, $pictures ) );
}

// ---------------------------------------------------------------- page switches

/**
 * A page switch remembered in the visitor's session, like ?islas-cart=: ?NAME=VALUE (one of
 * $allowed) sets it, any other value (e.g. ?NAME=) clears it. Returns the current value or ''.
 */
function stub_page_switch( $name, array $allowed ) {
	if ( isset( $_GET[ $name ] ) ) {
		if ( in_array( (string) $_GET[ $name ], $allowed, true ) ) {
			$_SESSION['switches'][ $name ] = (string) $_GET[ $name ];
		} else {
			unset( $_SESSION['switches'][ $name ] );
		}
	}
	return $_SESSION['switches'][ $name ] ?? '';
}

/** Flatsome's product gallery layout: '' (thumbnails below) or 'vertical' (?islas-layout=vertical). */
function stub_gallery_layout() {
	return stub_page_switch( 'islas-layout', array( 'vertical' ) );
}

/** Flatsome's lazy load option (?islas-lazy=1); off by default so no-JS pages show real images. */
function stub_lazy_images() {
	return '1' === stub_page_switch( 'islas-lazy', array( '1' ) );
}

/** Flatsome's lazy-load placeholder: an empty inline SVG with the picture's proportions. */
function stub_lazy_placeholder( $width, $height ) {
	return 'data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%20' . (int) $width . '%20' . (int) $height . '%22%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3C%2Fsvg%3E';
}

/**
 * An <img> as Flatsome prints it: with $lazy, `lazy-load` over the placeholder, the real
 * address in data-src / data-srcset and an empty srcset (its script swaps them in); else
 * the real picture. $attrs: the other attributes (class added to, width/height read).
 */
function stub_img( $src, array $attrs, $lazy = false ) {
	$w = $attrs['width'] ?? 300;
	if ( $lazy ) {
		$attrs = array(
			'src'         => stub_lazy_placeholder( $w, $attrs['height'] ?? $w ),
			'data-src'    => $src,
			'class'       => trim( 'lazy-load ' . ( $attrs['class'] ?? '' ) ),
			'srcset'      => '',
			'data-srcset' => $src . ' ' . $w . 'w',
			'sizes'       => '(max-width: ' . $w . 'px) 100vw, ' . $w . 'px',
		) + $attrs;
		unset( $attrs['loading'] );
	} else {
		$attrs = array( 'src' => $src ) + $attrs;
	}
	return '<img' . stub_attrs( $attrs ) . '>';
}
