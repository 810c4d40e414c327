<?php
/**
 * islas: load the islas bundle in a Flatsome (child) theme with WooCommerce.
 *
 * Copy this file into your theme, copy the build output into <theme>/dist/, and add to
 * functions.php:
 *
 *     require get_theme_file_path( 'islas-enqueue.php' );
 *
 * Shops install the islas plugin instead (`npm run package` writes dist/islas-<version>.zip):
 * it runs this same file, with the build in the plugin's folder (ISLAS_BASE_PATH /
 * ISLAS_BASE_URL, see islas_base()).
 *
 * What it does:
 * - replaces the jQuery scripts of WooCommerce and Flatsome that islas re-implements, and
 *   never one that a script still printing on the page depends on (see below);
 * - enqueues dist/main.js as an ES module (wp_enqueue_script_module on WordPress 6.5+,
 *   otherwise a classic handle printed with type="module"); prints dist/islas-critical.css
 *   inline in the head and loads dist/islas.css without blocking rendering (footer);
 * - preloads the chunks the entry imports (dist/manifest.json "preload");
 * - prints the configuration objects those scripts would have printed (wc_add_to_cart_params,
 *   flatsomeVars, ...), before the module, so islas reads the same values.
 *
 * Replacing safely. Templates and widgets enqueue scripts while the page renders (the
 * variable-product form enqueues wc-add-to-cart-variation, the cart widget
 * wc-cart-fragments), after wp_enqueue_scripts. So the replaced scripts are taken out where
 * WordPress prints: at wp_enqueue_scripts, and again at priority 1 of wp_print_scripts (head)
 * and wp_print_footer_scripts (footer), before WooCommerce localizes (5) and WordPress prints
 * (10). A replaced handle stays when a script that will still print depends on it, directly
 * or through other handles (a payment gateway on wc-checkout, a swatches plugin on
 * wc-add-to-cart-variation); its own dependencies stay with it. The replaced handles that
 * print are listed in `islas_params.kept_scripts` (footer), and islas leaves those parts to
 * them, so nothing runs twice. When wc-add-to-cart-variation is taken out, its two
 * wp.template templates (single-product/add-to-cart/variation.php, which themes override)
 * are printed all the same: islas fills the variation from them.
 *
 * The cart page and checkout are islas's too (wc-cart, wc-checkout, wc-country-select,
 * wc-address-i18n, selectWoo): a shop whose gateways need no stock script loads no jQuery
 * there. A gateway that depends on wc-checkout keeps it, with everything it needs, and
 * islas's checkout steps aside. wc-password-strength-meter (enqueued only where shoppers
 * choose their own password) is not replaced: it keeps jQuery where it prints.
 *
 * When dist/manifest.json is missing nothing is replaced: the stock scripts keep working.
 *
 * Turning islas off, all of it or part by part (a part that is off keeps its stock scripts,
 * reported in kept_scripts, so islas's client leaves that part to them):
 * - define( 'ISLAS_DISABLED', true ) or the filter islas_enabled (return false): nothing is
 *   replaced, enqueued or printed;
 * - define( 'ISLAS_DISABLED_PARTS', 'cart,checkout' ) or the filter islas_disabled_parts
 *   (an array): parts are cart, checkout, product and search (islas_part_handles()). Pages
 *   with the cart or checkout block (has_block) turn that part off by themselves: WooCommerce's
 *   blocks run their own code there.
 *
 * Filters:
 * - islas_base: where the build folder lives, array( 'path', 'url' ), or null for the theme;
 * - islas_dist_dir: folder of the build inside it (default "dist");
 * - islas_replaced_scripts: the handles islas replaces; remove a handle to keep the stock
 *   script (islas then steps aside for it where it can tell, through kept_scripts);
 * - islas_config: every object printed in the head, by global name;
 * - islas_params: `islas_params` (kept_scripts), printed in the footer.
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

/** The build manifest, or null when the bundle has not been built/copied. */
function islas_manifest() {
	static $manifest = false;
	if ( false === $manifest ) {
		$dir      = apply_filters( 'islas_dist_dir', 'dist' );
		$file     = islas_build_path( $dir . '/manifest.json' );
		$data     = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$manifest = is_array( $data ) && ! empty( $data['entry'] ) ? $data + array( 'dir' => $dir, 'file' => $file ) : null;
	}
	return $manifest;
}

function islas_asset_uri( $path ) {
	return islas_build_uri( islas_manifest()['dir'] . '/' . ltrim( $path, '/' ) );
}

/**
 * Where the build lives: array( 'path' => folder, 'url' => its address ), or null for the
 * theme (get_theme_file_path / get_theme_file_uri, the copy-into-the-theme route). The islas
 * plugin defines ISLAS_BASE_PATH and ISLAS_BASE_URL as its own folder; islas_base overrides.
 */
function islas_base() {
	$base = defined( 'ISLAS_BASE_PATH' ) && defined( 'ISLAS_BASE_URL' ) ? array( 'path' => ISLAS_BASE_PATH, 'url' => ISLAS_BASE_URL ) : null;
	$base = apply_filters( 'islas_base', $base );
	return is_array( $base ) && isset( $base['path'], $base['url'] ) ? $base : null;
}

function islas_build_path( $file ) {
	$base = islas_base();
	return $base ? rtrim( $base['path'], '/\\' ) . '/' . ltrim( $file, '/' ) : get_theme_file_path( $file );
}

function islas_build_uri( $file ) {
	$base = islas_base();
	return $base ? rtrim( $base['url'], '/' ) . '/' . ltrim( $file, '/' ) : get_theme_file_uri( $file );
}

/** Changes with every build, so browsers never mix an old entry with new chunks. */
function islas_version() {
	$manifest = islas_manifest();
	return (string) filemtime( $manifest['file'] );
}

/**
 * The scripts islas replaces. jQuery itself stays: other plugins may need it. Not here:
 * wc-password-strength-meter (WordPress's zxcvbn meter, which islas does not reimplement).
 */
function islas_default_replaced_scripts() {
	return array(
		// WooCommerce.
		'wc-add-to-cart',
		'wc-cart-fragments',
		'woocommerce',
		'wc-add-to-cart-variation',
		'wc-single-product',
		'wc-cart',
		'wc-checkout',
		'wc-country-select',
		'wc-address-i18n',
		'selectWoo',
		'wc-order-attribution',
		'sourcebuster-js',
		'wc-jquery-blockui',
		'jquery-blockui',
		'wc-js-cookie',
		'js-cookie',
		'zoom',
		'wc-zoom',
		'flexslider',
		'wc-flexslider',
		'photoswipe',
		'photoswipe-ui-default',
		'wc-photoswipe',
		'wc-photoswipe-ui-default',
		// Flatsome.
		'flatsome-js',
		'flatsome-theme-woocommerce-js',
		'flatsome-live-search',
		'flatsome-cookie-notice',
		'flatsome-instant-page',
		// Jetpack Instant Search.
		'jetpack-instant-search',
	);
}

/**
 * The replaced scripts after the theme's islas_replaced_scripts filter (remove a handle to
 * keep it), without the handles of the parts that are off.
 */
function islas_replaced_scripts() {
	$replaced = (array) apply_filters( 'islas_replaced_scripts', islas_default_replaced_scripts() );
	return array_values( array_diff( $replaced, islas_disabled_handles() ) );
}

/** Whether islas runs at all: ISLAS_DISABLED (true turns it off), then the islas_enabled filter. */
function islas_enabled() {
	return (bool) apply_filters( 'islas_enabled', ! ( defined( 'ISLAS_DISABLED' ) && ISLAS_DISABLED ) );
}

/** The parts a shop can turn off one by one, and the stock handles each keeps when off. */
function islas_part_handles() {
	return array(
		'cart'     => array( 'wc-cart' ),
		'checkout' => array( 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo' ),
		'product'  => array( 'wc-add-to-cart-variation', 'wc-single-product', 'zoom', 'wc-zoom', 'flexslider', 'wc-flexslider', 'photoswipe', 'photoswipe-ui-default', 'wc-photoswipe', 'wc-photoswipe-ui-default' ),
		'search'   => array( 'flatsome-live-search', 'jetpack-instant-search' ),
	);
}

/**
 * The parts that are off on this page: ISLAS_DISABLED_PARTS ("cart,checkout" or an array),
 * cart/checkout where the page holds WooCommerce's cart/checkout block (its own code runs
 * there, and islas stays out of its way), checkout on the pay-for-order page, then the
 * islas_disabled_parts filter.
 */
function islas_disabled_parts() {
	$parts = defined( 'ISLAS_DISABLED_PARTS' ) ? ISLAS_DISABLED_PARTS : array();
	$parts = is_array( $parts ) ? $parts : preg_split( '/[\s,]+/', (string) $parts );
	// Read once, at the first decision (wp_enqueue_scripts): later, loops on the page (cross-sells,
	// widgets) may have moved the global post has_block() reads.
	static $blocks = null;
	if ( null === $blocks ) {
		$blocks = array();
		foreach ( array( 'cart', 'checkout' ) as $part ) {
			if ( function_exists( 'has_block' ) && has_block( 'woocommerce/' . $part ) ) {
				$blocks[] = $part;
			}
		}
		// The pay-for-order page (form#order_review, its gateways' boxes) stays wc-checkout's:
		// islas's checkout is the one of form.checkout.
		if ( function_exists( 'is_wc_endpoint_url' ) && is_wc_endpoint_url( 'order-pay' ) ) {
			$blocks[] = 'checkout';
		}
	}
	$parts = array_map( 'strtolower', array_map( 'strval', (array) apply_filters( 'islas_disabled_parts', array_merge( $parts, $blocks ) ) ) );
	return array_values( array_intersect( array_keys( islas_part_handles() ), $parts ) );
}

/** The stock handles of the parts that are off. */
function islas_disabled_handles() {
	$handles = array();
	foreach ( islas_disabled_parts() as $part ) {
		$handles = array_merge( $handles, islas_part_handles()[ $part ] );
	}
	return $handles;
}

/**
 * The handles that print, as a set: $roots (the registered ones) and $done, with every
 * dependency they reach. Handles that are not registered print nothing (WordPress skips
 * them), so the walk does not go through them; cycles are walked once.
 */
function islas_script_closure( array $deps, array $roots, array $done ) {
	$reached = array_fill_keys( $done, true );
	$stack   = $done;
	foreach ( $roots as $handle ) {
		if ( isset( $deps[ $handle ] ) && ! isset( $reached[ $handle ] ) ) {
			$reached[ $handle ] = true;
			$stack[]            = $handle;
		}
	}
	while ( $stack ) {
		foreach ( (array) ( $deps[ array_pop( $stack ) ] ?? array() ) as $dep ) {
			if ( ! isset( $reached[ $dep ] ) && isset( $deps[ $dep ] ) ) {
				$reached[ $dep ] = true;
				$stack[]         = $dep;
			}
		}
	}
	return $reached;
}

/**
 * Which replaced handles to dequeue and which to keep. Pure, so it can be tested alone.
 *
 * A replaced handle is kept when a script that will print reaches it through dependencies:
 * the walk starts at every queued handle islas does not replace and at every handle already
 * printed, and goes on through whatever it reaches (a kept handle's own dependencies print
 * with it).
 *
 * @param array $deps     registered handle => its dependency handles
 * @param array $queue    the queued handles (wp_scripts()->queue)
 * @param array $done     the handles already printed (wp_scripts()->done)
 * @param array $replaced the handles islas replaces
 * @param array $report   more handles to report in $kept when they print (the ones a theme
 *                        took out of $replaced: islas must step aside for those too)
 * @return array array( $dequeue, $kept ): queued replaced handles to take out, and the
 *               handles of $replaced and $report that print (queued, printed already, or
 *               pulled in as a dependency)
 */
function islas_script_decision( array $deps, array $queue, array $done, array $replaced, array $report = array() ) {
	$queue = array_map( function ( $handle ) {
		return explode( '?', (string) $handle )[0]; // WordPress allows "handle?args" in the queue.
	}, $queue );
	$is_replaced = array_fill_keys( $replaced, true );
	$needed      = islas_script_closure( $deps, array_filter( $queue, function ( $handle ) use ( $is_replaced ) {
		return ! isset( $is_replaced[ $handle ] );
	} ), $done );
	$dequeue     = array_values( array_unique( array_filter( $queue, function ( $handle ) use ( $is_replaced, $needed ) {
		return isset( $is_replaced[ $handle ] ) && ! isset( $needed[ $handle ] );
	} ) ) );
	$printing    = islas_script_closure( $deps, array_diff( $queue, $dequeue ), $done );
	$kept        = array_values( array_filter( array_unique( array_merge( $replaced, $report ) ), function ( $handle ) use ( $printing ) {
		return isset( $printing[ $handle ] );
	} ) );
	return array( $dequeue, $kept );
}

/** What this request decided: kept handles, whether the variation templates are owed. */
function &islas_enqueue_state() {
	static $state = array(
		'active'    => false,
		'kept'      => array(),
		'templates' => false,
	);
	return $state;
}

/** Takes the replaced scripts out of the queue, except those something still needs. */
function islas_dequeue_replaced() {
	$state = &islas_enqueue_state();
	if ( ! $state['active'] || ! function_exists( 'wp_scripts' ) ) {
		return;
	}
	$scripts = wp_scripts();
	$deps    = array();
	foreach ( (array) $scripts->registered as $handle => $script ) {
		$deps[ $handle ] = (array) $script->deps;
	}
	list( $dequeue, $kept ) = islas_script_decision( $deps, (array) $scripts->queue, (array) $scripts->done, islas_replaced_scripts(), islas_default_replaced_scripts() );
	foreach ( $dequeue as $handle ) {
		wp_dequeue_script( $handle );
	}
	// The templates are owed once islas took the script out, unless something pulled the
	// script back in since (WooCommerce then prints them with it).
	$state['templates'] = ( $state['templates'] || in_array( 'wc-add-to-cart-variation', $dequeue, true ) )
		&& ! in_array( 'wc-add-to-cart-variation', $kept, true );
	// A part that is off is reported even where its script does not print (a block cart has
	// no wc-cart): islas's client then leaves that part alone on every page.
	$state['kept']      = array_values( array_unique( array_merge( $kept, islas_disabled_handles() ) ) );
}

add_action( 'wp_enqueue_scripts', 'islas_enqueue', 100 );

function islas_enqueue() {
	if ( ! islas_enabled() ) {
		return;
	}
	$manifest = islas_manifest();
	if ( ! $manifest ) {
		add_action( 'wp_head', 'islas_print_missing_notice', 2 );
		return;
	}
	$state           = &islas_enqueue_state();
	$state['active'] = true;
	islas_dequeue_replaced();
	// Again where WordPress prints, for what templates and widgets enqueued since.
	add_action( 'wp_print_scripts', 'islas_dequeue_replaced', 1 );
	add_action( 'wp_print_footer_scripts', 'islas_dequeue_replaced', 1 );
	add_action( 'wp_print_footer_scripts', 'islas_print_footer_config', 2 );
	if ( ! empty( $manifest['css'] ) && ! empty( $manifest['critical_css'] ) ) {
		// Nothing of islas's blocks the first paint: the few rules it needs come inline,
		// after the theme's stylesheets (wp_print_styles, also at 8, was hooked first).
		add_action( 'wp_head', 'islas_print_critical_css', 8 );
		add_action( 'wp_footer', 'islas_print_stylesheet', 5 );
	} elseif ( ! empty( $manifest['css'] ) ) {
		// A build from before the split: its one stylesheet holds the first paint's rules too.
		wp_enqueue_style( 'islas', islas_asset_uri( $manifest['css'] ), array(), islas_version() );
	}
	$entry = islas_asset_uri( $manifest['entry'] );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'islas', $entry, array(), islas_version() );
	} else {
		wp_enqueue_script( 'islas', $entry, array(), islas_version(), array( 'in_footer' => true ) );
		add_filter( 'script_loader_tag', 'islas_module_tag', 10, 2 );
	}
	add_action( 'wp_head', 'islas_print_config', 2 );
	add_action( 'wp_head', 'islas_print_preloads', 3 );
}

/**
 * dist/islas-critical.css, inline: the rules the server's markup needs at the first paint
 * (the product gallery shown and laid out as a strip), so no stylesheet of islas's is
 * fetched before the page can paint, and nothing moves when islas.css arrives.
 */
function islas_print_critical_css() {
	$file = islas_build_path( islas_manifest()['dir'] . '/' . ltrim( islas_manifest()['critical_css'], '/' ) );
	$css  = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : '';
	if ( '' !== $css ) {
		// "</" cannot close the element early; in CSS "<\/" reads the same.
		printf( "<style id=\"islas-critical-css\">%s</style>\n", str_replace( '</', '<\/', $css ) );
	}
}

/**
 * dist/islas.css without blocking rendering: everything in it styles what islas makes or
 * changes after load (drawers, dialogs, the search overlay, loading states). Printed as
 * media="print" (fetched at low priority, never render- or script-blocking), switched to
 * all media once loaded by an inline script (wp_print_inline_script_tag, so a
 * Content-Security-Policy nonce filter applies to it, which an onload="" attribute would
 * not get); a <noscript> copy styles pages without JavaScript. Printed in the footer: it is
 * needed only after the shopper acts, and competes with nothing the first paint needs.
 */
function islas_print_stylesheet() {
	$href = islas_versioned_url( islas_asset_uri( islas_manifest()['css'] ), islas_version() );
	printf( "<link rel='stylesheet' id='islas-css' href='%s' media='print' />\n", esc_url( $href ) );
	$swap = "(function (link) {\n\tfunction all() { link.media = 'all'; }\n\tif (link.sheet) all(); else link.addEventListener('load', all);\n})(document.getElementById('islas-css'));";
	if ( function_exists( 'wp_print_inline_script_tag' ) ) {
		wp_print_inline_script_tag( $swap, array( 'id' => 'islas-css-swap' ) );
	} else {
		printf( "<script id=\"islas-css-swap\">\n%s\n</script>\n", $swap );
	}
	printf( "<noscript><link rel='stylesheet' id='islas-noscript-css' href='%s' media='all' /></noscript>\n", esc_url( $href ) );
}

/** The stylesheet's address with ?ver=, as wp_enqueue_style would print it. */
function islas_versioned_url( $src, $ver ) {
	return $src . ( false === strpos( $src, '?' ) ? '?' : '&' ) . 'ver=' . rawurlencode( $ver );
}

function islas_print_missing_notice() {
	echo "<!-- islas: dist/manifest.json not found; run the build (npm run build) and copy dist/ into the theme, or reinstall the islas plugin. WooCommerce's own scripts stay enqueued. -->\n";
}

/** WordPress < 6.5 has no script modules: print the classic tag as a module. */
function islas_module_tag( $tag, $handle ) {
	if ( 'islas' !== $handle || false !== strpos( $tag, ' type=' ) ) {
		return $tag;
	}
	return str_replace( '<script ', '<script type="module" ', $tag );
}

function islas_print_preloads() {
	foreach ( (array) ( islas_manifest()['preload'] ?? array() ) as $chunk ) {
		// No ?ver: a preload must match the URL the entry imports, byte for byte.
		printf( "<link rel=\"modulepreload\" href=\"%s\" />\n", esc_url( islas_asset_uri( $chunk ) ) );
	}
}

/** Like wp_localize_script: top-level scalars become strings, nested values keep their type. */
function islas_localize( $name, array $data ) {
	foreach ( $data as $key => $value ) {
		if ( is_scalar( $value ) ) {
			$data[ $key ] = html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' );
		}
	}
	$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	wp_print_inline_script_tag( sprintf( 'var %s = %s;', $name, $json ), array( 'id' => 'islas-config-' . $name ) );
}

/** Whether the theme declares a WooCommerce gallery feature (false where unknown). */
function islas_theme_support( $feature ) {
	return function_exists( 'current_theme_supports' ) && current_theme_supports( $feature );
}

/** The objects the replaced scripts would have been localized with. */
function islas_config() {
	$ajax_url    = admin_url( 'admin-ajax.php', 'relative' );
	$wc_ajax_url = WC_AJAX::get_endpoint( '%%endpoint%%' );
	// WooCommerce's own key, so a cache written by its scripts stays valid and vice versa.
	$site_hash = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );

	$config = array(
		'wc_add_to_cart_params'            => array(
			'ajax_url'                => $ajax_url,
			'wc_ajax_url'             => $wc_ajax_url,
			'i18n_view_cart'          => esc_attr__( 'View cart', 'woocommerce' ),
			'cart_url'                => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
			'is_cart'                 => is_cart(),
			'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add' ),
		),
		'woocommerce_params'               => array(
			'ajax_url'           => $ajax_url,
			'wc_ajax_url'        => $wc_ajax_url,
			'i18n_password_show' => esc_attr__( 'Show password', 'woocommerce' ),
			'i18n_password_hide' => esc_attr__( 'Hide password', 'woocommerce' ),
		),
		'wc_cart_fragments_params'         => array(
			'ajax_url'        => $ajax_url,
			'wc_ajax_url'     => $wc_ajax_url,
			'cart_hash_key'   => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $site_hash ),
			'fragment_name'   => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $site_hash ),
			'request_timeout' => 5000,
		),
		'wc_add_to_cart_variation_params'  => array(
			'wc_ajax_url'                      => $wc_ajax_url,
			'i18n_no_matching_variations_text' => esc_attr__( 'Sorry, no products matched your selection. Please choose a different combination.', 'woocommerce' ),
			'i18n_make_a_selection_text'       => esc_attr__( 'Please select some product options before adding this product to your cart.', 'woocommerce' ),
			'i18n_unavailable_text'            => esc_attr__( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ),
			'i18n_reset_alert_text'            => esc_attr__( 'Your selection has been cleared.', 'woocommerce' ),
		),
		'wc_single_product_params'         => array(
			'i18n_required_rating_text' => esc_attr__( 'Please select a rating', 'woocommerce' ),
			'review_rating_required'    => 'yes' === get_option( 'woocommerce_review_rating_required', 'yes' ) ? 'yes' : 'no',
			'zoom_enabled'              => apply_filters( 'woocommerce_single_product_zoom_enabled', islas_theme_support( 'wc-product-gallery-zoom' ) ),
			'photoswipe_enabled'        => apply_filters( 'woocommerce_single_product_photoswipe_enabled', islas_theme_support( 'wc-product-gallery-lightbox' ) ),
			'flexslider_enabled'        => apply_filters( 'woocommerce_single_product_flexslider_enabled', islas_theme_support( 'wc-product-gallery-slider' ) ),
		),
		'wc_order_attribution'             => array(
			'params' => array(
				'lifetime'      => 1.0E-5,
				'session'       => 30,
				'base64'        => false,
				'ajaxurl'       => admin_url( 'admin-ajax.php' ),
				'prefix'        => 'wc_order_attribution_',
				'allowTracking' => true,
			),
			'fields' => array(
				'source_type'          => 'current.typ',
				'referrer'             => 'current_add.rf',
				'utm_campaign'         => 'current.cmp',
				'utm_source'           => 'current.src',
				'utm_medium'           => 'current.mdm',
				'utm_content'          => 'current.cnt',
				'utm_id'               => 'current.id',
				'utm_term'             => 'current.trm',
				'utm_source_platform'  => 'current.plt',
				'utm_creative_format'  => 'current.fmt',
				'utm_marketing_tactic' => 'current.tct',
				'session_entry'        => 'current_add.ep',
				'session_start_time'   => 'current_add.fd',
				'session_pages'        => 'session.pgs',
				'session_count'        => 'udata.vst',
				'user_agent'           => 'udata.uag',
			),
		),
		'flatsomeVars'                     => array(
			'theme'              => array( 'version' => wp_get_theme( get_template() )->get( 'Version' ) ),
			'ajaxurl'            => admin_url( 'admin-ajax.php' ),
			'rtl'                => is_rtl(),
			'sticky_height'      => get_theme_mod( 'header_height_sticky', 70 ),
			'stickyHeaderHeight' => 0,
			'scrollPaddingTop'   => 0,
			'assets_url'         => get_theme_file_uri( 'assets/' ),
			'lightbox'           => array(
				'close_markup'     => '<button title="%title%" type="button" class="mfp-close"><svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="feather feather-x"><line x1="18" y1="6" x2="6" y2="18"></line><line x1="6" y1="6" x2="18" y2="18"></line></svg></button>',
				'close_btn_inside' => false,
			),
			'user'               => array( 'can_edit_pages' => current_user_can( 'edit_pages' ) ),
			'i18n'               => array(
				'mainMenu'     => __( 'Main Menu', 'flatsome' ),
				'toggleButton' => __( 'Toggle', 'flatsome' ),
			),
			'options'            => array(
				'cookie_notice_version' => get_theme_mod( 'cookie_notice_version', '1' ),
				'search_result_latency' => get_theme_mod( 'search_result_latency', '0' ),
			),
			'is_mini_cart_reveal' => function_exists( 'flatsome_is_mini_cart_reveal' ) ? flatsome_is_mini_cart_reveal() : (bool) get_theme_mod( 'cart_dropdown_show', 1 ),
		),
		'wpApiSettings'                    => array(
			'root'          => esc_url_raw( get_rest_url() ),
			'nonce'         => wp_installing() ? '' : wp_create_nonce( 'wp_rest' ),
			'versionString' => 'wp/v2/',
		),
	);

	// The cart page's and checkout's objects (their scripts are replaced): the same values
	// WooCommerce computes, through the same filters (WC_Frontend_Scripts::get_script_data()).
	$script_data = array();
	if ( is_cart() ) {
		$script_data['wc-cart'] = array(
			'wc_cart_params',
			array(
				'ajax_url'                     => $ajax_url,
				'wc_ajax_url'                  => $wc_ajax_url,
				'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ),
				'apply_coupon_nonce'           => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'          => wp_create_nonce( 'remove-coupon' ),
			),
		);
	}
	if ( is_checkout() ) {
		$paying   = function_exists( 'is_checkout_pay_page' ) && is_checkout_pay_page();
		$received = function_exists( 'is_order_received_page' ) && is_order_received_page();
		$script_data['wc-checkout'] = array(
			'wc_checkout_params',
			array(
				'ajax_url'                  => $ajax_url,
				'wc_ajax_url'               => $wc_ajax_url,
				'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
				'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
				'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
				'option_guest_checkout'     => get_option( 'woocommerce_enable_guest_checkout' ),
				'checkout_url'              => WC_AJAX::get_endpoint( 'checkout' ),
				'is_checkout'               => ! $paying && ! $received ? 1 : 0,
				'debug_mode'                => defined( 'WP_DEBUG' ) && WP_DEBUG,
				/* translators: %s: order history URL on my account section */
				'i18n_checkout_error'       => sprintf( esc_attr__( 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="%s">order history</a> before placing the order again.', 'woocommerce' ), esc_url( function_exists( 'wc_get_account_endpoint_url' ) ? wc_get_account_endpoint_url( 'orders' ) : home_url( '/mi-cuenta/pedidos/' ) ) ),
			),
		);
	}
	if ( is_cart() || is_checkout() ) {
		$countries = WC()->countries;
		$script_data['wc-country-select'] = array(
			'wc_country_select_params',
			array(
				'countries'                 => wp_json_encode( array_merge( $countries->get_allowed_country_states(), $countries->get_shipping_country_states() ) ),
				'i18n_select_state_text'    => esc_attr__( 'Select an option&hellip;', 'woocommerce' ),
				'i18n_no_matches'           => _x( 'No matches found', 'enhanced select', 'woocommerce' ),
				'i18n_ajax_error'           => _x( 'Loading failed', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_short_1'    => _x( 'Please enter 1 or more characters', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_short_n'    => _x( 'Please enter %qty% or more characters', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_long_1'     => _x( 'Please delete 1 character', 'enhanced select', 'woocommerce' ),
				'i18n_input_too_long_n'     => _x( 'Please delete %qty% characters', 'enhanced select', 'woocommerce' ),
				'i18n_selection_too_long_1' => _x( 'You can only select 1 item', 'enhanced select', 'woocommerce' ),
				'i18n_selection_too_long_n' => _x( 'You can only select %qty% items', 'enhanced select', 'woocommerce' ),
				'i18n_load_more'            => _x( 'Loading more results&hellip;', 'enhanced select', 'woocommerce' ),
				'i18n_searching'            => _x( 'Searching&hellip;', 'enhanced select', 'woocommerce' ),
			),
		);
		$script_data['wc-address-i18n'] = array(
			'wc_address_i18n_params',
			array(
				'locale'             => wp_json_encode( $countries->get_country_locale() ),
				'locale_fields'      => wp_json_encode( $countries->get_country_locale_field_selectors() ),
				'i18n_required_text' => esc_attr__( 'required', 'woocommerce' ),
				'i18n_optional_text' => esc_html__( 'optional', 'woocommerce' ),
			),
		);
	}
	foreach ( $script_data as $handle => list( $name, $params ) ) {
		$config[ $name ] = apply_filters( $name, apply_filters( 'woocommerce_get_script_data', $params, $handle ) );
	}
	return apply_filters( 'islas_config', $config );
}

/**
 * Footer, after the last decision and before WordPress prints the footer scripts: the
 * variation templates when islas took their script out, and islas_params. islas's module
 * runs once the document is parsed, so it reads both.
 */
function islas_print_footer_config() {
	$state = islas_enqueue_state();
	if ( $state['templates'] && function_exists( 'wc_get_template' ) ) {
		wc_get_template( 'single-product/add-to-cart/variation.php' );
	}
	$params = apply_filters( 'islas_params', array( 'kept_scripts' => $state['kept'] ) );
	if ( is_array( $params ) ) {
		islas_localize( 'islas_params', $params );
	}
}

function islas_print_config() {
	foreach ( islas_config() as $name => $data ) {
		if ( is_array( $data ) ) {
			islas_localize( $name, $data );
		}
	}
}
