<?php
/**
 * Jetpack Instant Search over the fixture catalogue: the options the page prints
 * (JetpackInstantSearchOptions) and GET /wp-json/jetpack/v4/search with query, sort,
 * size, page_handle and a post-type filter, answering Jetpack's shape:
 * {total, page_handle, results:[{_score, fields, highlight, result_type}], aggregations}.
 */

add_filter(
	'islas_config',
	function ( $config ) {
		$config['JetpackInstantSearchOptions'] = array(
			'colorTheme'                  => 'light',
			'enableInfScroll'             => true,
			'enableFilteringOpensOverlay' => true,
			'enablePostDate'              => false,
			'enableSort'                  => true,
			'highlightColor'              => '#FFC',
			// Demo switch: ?islas-search-trigger=immediate opens the overlay while typing.
			'overlayTrigger'              => 'immediate' === ( $_GET['islas-search-trigger'] ?? '' ) ? 'immediate' : 'submit',
			'resultFormat'                => 'product',
			'showPoweredBy'               => true,
			'defaultSort'                 => 'relevance',
			'excludedPostTypes'           => array( 'attachment', 'size-chart' ),
			'postsPerPage'                => 20,
			'siteId'                      => 201873,
			'locale'                      => 'es-ES',
			'postTypes'                   => array(
				'post'       => array( 'singular_name' => 'Entrada', 'name' => 'Entradas' ),
				'page'       => array( 'singular_name' => 'Página', 'name' => 'Páginas' ),
				'attachment' => array( 'singular_name' => 'Medio', 'name' => 'Medios' ),
				'product'    => array( 'singular_name' => 'Producto', 'name' => 'Productos' ),
				'size-chart' => array( 'singular_name' => 'Guía de tallas', 'name' => 'Guías de tallas' ),
			),
			'isFreePlan'                  => true,
			'isPrivateSite'               => false,
			'apiRoot'                     => get_rest_url(),
			'apiNonce'                    => wp_create_nonce( 'wp_rest' ),
			'homeUrl'                     => home_url(),
		);
		return $config;
	}
);

/** GET /wp-json/jetpack/v4/search; returns (nothing sent) for any other route. */
function stub_search_rest( $route ) {
	if ( 'jetpack/v4/search' !== trim( $route, '/' ) ) {
		return;
	}
	header( 'X-Robots-Tag: noindex' );
	// WordPress checks the nonce of a request that carries one (rest_cookie_check_errors).
	$nonce = $_SERVER['HTTP_X_WP_NONCE'] ?? ( $_REQUEST['_wpnonce'] ?? null );
	if ( null !== $nonce && ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
		wp_send_json( array( 'code' => 'rest_cookie_invalid_nonce', 'message' => 'Cookie check failed', 'data' => array( 'status' => 403 ) ), 403 );
	}
	if ( 'GET' !== $_SERVER['REQUEST_METHOD'] ) {
		wp_send_json( array( 'code' => 'rest_no_route', 'message' => 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.', 'data' => array( 'status' => 404 ) ), 404 );
	}
	wp_send_json( stub_jetpack_search( $_GET ) );
}

function stub_product_rating( $product ) {
	$ratings = array_map( fn( $review ) => (float) $review['rating'], $product['reviews'] ?? array() );
	return $ratings ? round( array_sum( $ratings ) / count( $ratings ), 2 ) : 0.0;
}

/** The price a shopper pays (the lowest variation for a variable product). */
function stub_current_price( $product ) {
	if ( ! empty( $product['variations'] ) ) {
		return stub_price_range( $product )[0];
	}
	return (float) ( stub_is_on_sale( $product ) ? $product['sale_price'] : $product['price'] );
}

/** Jetpack's addresses have no scheme. */
function stub_schemeless( $url ) {
	return preg_replace( '#^https?://#', '', $url );
}

/** Post types asked for in Jetpack's filter ({"bool":{"must":[{"terms":{"post_type":[...]}}]}}). */
function stub_search_post_types( $filter ) {
	$wanted = null;
	$walk   = function ( $node ) use ( &$walk, &$wanted ) {
		if ( ! is_array( $node ) ) {
			return;
		}
		foreach ( $node as $key => $value ) {
			if ( ( 'terms' === $key || 'term' === $key ) && is_array( $value ) && isset( $value['post_type'] ) ) {
				$wanted = array_merge( $wanted ?? array(), (array) $value['post_type'] );
			} elseif ( 'must_not' !== $key ) {
				$walk( $value );
			}
		}
	};
	$walk( json_decode( (string) $filter, true ) );
	return $wanted;
}

function stub_highlight( $text, $query ) {
	$html  = esc_html( $text );
	$words = array_filter( preg_split( '/\s+/u', trim( $query ) ) );
	foreach ( $words as $word ) {
		$html = preg_replace( '/(' . preg_quote( esc_html( $word ), '/' ) . ')/iu', '<mark>$1</mark>', $html );
	}
	return $html;
}

function stub_jetpack_search( array $params ) {
	$query  = trim( (string) ( $params['query'] ?? '' ) );
	$sort   = (string) ( $params['sort'] ?? 'relevance' );
	$size   = max( 1, min( 100, (int) ( $params['size'] ?? 10 ) ) );
	$offset = 0;
	if ( ! empty( $params['page_handle'] ) ) {
		$decoded = json_decode( (string) base64_decode( (string) $params['page_handle'], true ), true );
		$offset  = max( 0, (int) ( $decoded['from'] ?? 0 ) );
	}
	$types    = stub_search_post_types( $params['filter'] ?? '' );
	$products = ( null === $types || in_array( 'product', $types, true ) ) ? stub_search_products( $query ) : array();

	$needle = stub_lower( $query );
	$score  = function ( $product ) use ( $needle ) {
		$name = stub_lower( $product['name'] );
		return ( false !== strpos( $name, $needle ) ? 10 : 0 ) + ( 0 === strpos( $name, $needle ) ? 5 : 0 ) + 1;
	};
	$by = array(
		'relevance'   => fn( $a, $b ) => $score( $b ) <=> $score( $a ) ?: $a['id'] <=> $b['id'],
		'newest'      => fn( $a, $b ) => $b['id'] <=> $a['id'],
		'oldest'      => fn( $a, $b ) => $a['id'] <=> $b['id'],
		'price_asc'   => fn( $a, $b ) => stub_current_price( $a ) <=> stub_current_price( $b ) ?: $a['id'] <=> $b['id'],
		'price_desc'  => fn( $a, $b ) => stub_current_price( $b ) <=> stub_current_price( $a ) ?: $a['id'] <=> $b['id'],
		'rating_desc' => fn( $a, $b ) => stub_product_rating( $b ) <=> stub_product_rating( $a ) ?: $a['id'] <=> $b['id'],
	);
	usort( $products, $by[ $sort ] ?? $by['relevance'] );

	$total   = count( $products );
	$results = array();
	foreach ( array_slice( $products, $offset, $size ) as $product ) {
		$regular = ! empty( $product['variations'] ) ? stub_current_price( $product ) : (float) $product['regular_price'];
		$fields  = array(
			'post_id'                        => $product['id'],
			'post_type'                      => 'product',
			'title.default'                  => $product['name'],
			'permalink.url.raw'              => stub_schemeless( home_url( stub_product_url( $product ) ) ),
			'image.url.raw'                  => stub_schemeless( home_url( stub_image_url( $product['image'] ) ) ),
			'has.image'                      => 1,
			'wc.price'                       => $regular,
			'meta._wc_average_rating.double' => stub_product_rating( $product ),
			'meta._wc_review_count.long'     => count( $product['reviews'] ?? array() ),
		);
		if ( empty( $product['variations'] ) && stub_is_on_sale( $product ) ) {
			$fields['wc.sale_price'] = (float) $product['sale_price'];
		}
		$results[] = array(
			'_score'      => $score( $product ),
			'fields'      => $fields,
			'highlight'   => array(
				'title'   => array( stub_highlight( $product['name'], $query ) ),
				'content' => array( stub_highlight( strip_tags( $product['short_description'] ), $query ) ),
			),
			'result_type' => 'post',
		);
	}
	$next = $offset + $size;
	return array(
		'total'        => $total,
		'max_score'    => $results ? $results[0]['_score'] : null,
		'page_handle'  => $next < $total ? base64_encode( wp_json_encode( array( 'from' => $next ) ) ) : false,
		'results'      => $results,
		'aggregations' => new stdClass(),
	);
}
