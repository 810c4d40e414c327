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

function stub_products() {
	return stub_catalog()['products'];
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

function wc_add_notice( $html, $type = 'success' ) {
	$_SESSION['notices'][] = array( 'type' => $type, 'html' => $html );
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
			'name'      => stub_line_name( $product, $variation ),
			'price'     => (float) $priced['price'],
			'total'     => round( (float) $priced['price'] * $item['quantity'], 2 ),
			'stock'     => stub_stock( $priced ),
			'sku'       => $priced['sku'] ?? $product['sku'],
			'image'     => $variation['image'] ?? $product['image'],
		);
	}
	return $lines;
}

/** WooCommerce titles a variation "Parent - Value, Value" (its attributes then stay out of the line's details). */
function stub_line_name( $product, $variation ) {
	if ( ! $variation ) {
		return $product['name'];
	}
	$values = array();
	foreach ( $variation['attributes'] as $taxonomy => $term ) {
		$values[] = stub_term_name( $taxonomy, $term );
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

/** WC_Cart::get_cart_hash(): empty for an empty cart, else md5 of the stored lines and the total. */
function stub_cart_hash() {
	if ( stub_cart_is_empty() ) {
		return '';
	}
	return md5( wp_json_encode( $_SESSION['cart'] ) . stub_cart_subtotal() );
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
 * shopper to).
 */
function stub_cart_add( $product, $quantity, $variation_id = 0, $posted_attributes = array() ) {
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
	if ( 'variable' === $product['type'] ) {
		list( $variation, $chosen, $error ) = stub_resolve_variation( $product, $variation_id, $posted_attributes );
		if ( $error ) {
			wc_add_notice( $error, 'error' );
			return false;
		}
	}
	$stocked = $variation ?? $product;

	if ( ! stub_is_in_stock( $stocked ) ) {
		wc_add_notice( sprintf( 'No puedes añadir %s al carrito porque el producto está agotado.', stub_quoted( $name ) ), 'error' );
		return false;
	}

	$key     = stub_cart_id( $product['id'], $variation ? $variation['id'] : 0, $chosen );
	$in_cart = $_SESSION['cart'][ $key ]['quantity'] ?? 0;
	$stock   = stub_stock( $stocked );
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
		foreach ( $product['variations'] as $candidate ) {
			$match = true;
			foreach ( $candidate['attributes'] as $taxonomy => $term ) {
				$match = $match && ( $chosen[ 'attribute_' . $taxonomy ] ?? null ) === $term;
			}
			if ( $match ) {
				$variation = $candidate;
				break;
			}
		}
		if ( ! $variation ) {
			return array( null, $chosen, 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.' );
		}
	}
	if ( ! $variation ) {
		return array( null, $chosen, 'Por favor, elige las opciones del producto&hellip;' );
	}
	// The variation's own attributes are authoritative (a variation id may come without them).
	$chosen = array();
	foreach ( $variation['attributes'] as $taxonomy => $term ) {
		$chosen[ 'attribute_' . $taxonomy ] = $term;
	}
	return array( $variation, $chosen, null );
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
	$stocked = $item['variation_id'] ? stub_variation( $product, $item['variation_id'] ) : $product;
	$stock   = stub_stock( $stocked );
	if ( ! stub_qty_fits_step( $qty, $product ) || ( null !== $stock && $qty > $stock ) ) {
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

function stub_cart_empty() {
	$_SESSION['cart']    = array();
	$_SESSION['removed'] = array();
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

/** WC_Product_Variable::get_available_variations(), the data-product_variations of the form. */
function stub_available_variations( $product ) {
	list( $min, $max ) = stub_price_range( $product );
	$out = array();
	foreach ( $product['variations'] as $variation ) {
		$attributes = array();
		foreach ( $variation['attributes'] as $taxonomy => $term ) {
			$attributes[ 'attribute_' . $taxonomy ] = $term;
		}
		$image = home_url( stub_image_url( $variation['image'] ?? $product['image'] ) );
		$out[] = array(
			'attributes'            => $attributes,
			'availability_html'     => stub_availability_html( $variation ),
			'backorders_allowed'    => false,
			'dimensions'            => array( 'length' => '', 'width' => '', 'height' => '' ),
			'dimensions_html'       => 'N/D',
			'display_price'         => (float) $variation['price'],
			'display_regular_price' => (float) $variation['regular_price'],
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
			'image_id'              => $variation['id'] + 5000,
			'is_downloadable'       => false,
			'is_in_stock'           => stub_is_in_stock( $variation ),
			'is_purchasable'        => true,
			'is_sold_individually'  => 'no',
			'is_virtual'            => false,
			'max_qty'               => stub_is_in_stock( $variation ) ? stub_stock( $variation ) ?? '' : '',
			'min_qty'               => 1,
			// WooCommerce leaves price_html empty when every variation costs the same.
			'price_html'            => $min === $max ? '' : '<span class="price">' . stub_price_html( $variation ) . '</span>',
			'sku'                   => $variation['sku'],
			'variation_description' => '',
			'variation_id'          => $variation['id'],
			'variation_is_active'   => true,
			'variation_is_visible'  => true,
			'weight'                => '',
			'weight_html'           => 'N/D',
		);
	}
	return $out;
}

/** Flat-rate shipping, free from 50 € (the store notice promises it). */
function stub_cart_shipping() {
	return stub_cart_subtotal() >= 50 ? 0.0 : 4.95;
}
