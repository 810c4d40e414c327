<?php
/**
 * What islas replaces: the stock handles (islas_default_replaced_scripts, the build's list,
 * and the islas_replaced_scripts filter), the parts a shop can turn off (ISLAS_DISABLED,
 * ISLAS_DISABLED_PARTS, the islas_enabled and islas_disabled_parts filters, the cart and
 * checkout blocks), and the decision to dequeue or keep each one (islas_script_decision,
 * pure; islas_dequeue_replaced runs it on the page).
 *
 * Replacing safely. Templates and widgets enqueue scripts while the page renders (the
 * variable-product form enqueues wc-add-to-cart-variation, the cart widget
 * wc-cart-fragments), after wp_enqueue_scripts. So the replaced scripts are taken out where
 * WordPress prints: at wp_enqueue_scripts, and again at priority 1 of wp_print_scripts (head)
 * and wp_print_footer_scripts (footer), before WooCommerce localizes (5) and WordPress prints
 * (10). A replaced handle stays when a script that will still print depends on it, directly
 * or through other handles (a payment gateway on wc-checkout, a swatches plugin on
 * wc-add-to-cart-variation); its own dependencies stay with it. The replaced handles that
 * print are listed in `islas_params.kept_scripts` (footer, config.php), and islas leaves
 * those parts to them, so nothing runs twice. WooCommerce 10.3's renamed libraries
 * (wc-jquery-blockui and its alias jquery-blockui, ...) are replaced and reported under both
 * names (islas_renamed_handles()).
 *
 * @package islas
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stock handles islas replaces: the build's list (dist/manifest.json `replaces`), which
 * build.mjs writes from the registry of parts (src/start/claims.ts: every row of each
 * handle's script is done by a part of islas, or listed there with the reason; docs/parts.md).
 * One list, kept beside the parts: no second one here. Without a complete build, none
 * (islas_manifest()), so the stock scripts stay. jQuery itself is never replaced.
 */
function islas_default_replaced_scripts() {
	$manifest = function_exists( 'islas_manifest' ) ? islas_manifest() : null;
	return $manifest ? $manifest['replaces'] : array();
}

/**
 * The replaced scripts after the theme's islas_replaced_scripts filter (remove a handle to
 * keep it), without the handles of the parts that are off.
 */
function islas_replaced_scripts() {
	$replaced = (array) apply_filters( 'islas_replaced_scripts', islas_default_replaced_scripts() );
	return array_values( array_diff( islas_pair_renamed( $replaced ), islas_disabled_handles() ) );
}

/**
 * WooCommerce 10.3's renamed libraries that islas replaces: new name => old name (the build's
 * dist/manifest.json `renamed`, from src/start/stock-rows.ts renamedHandles). From 10.3.3 the
 * new name holds the file and the old one is an alias with no file whose only dependency is
 * the new one (reference woocommerce-11.md §2); on 9.4 only the old name exists.
 */
function islas_renamed_handles() {
	$manifest = function_exists( 'islas_manifest' ) ? islas_manifest() : null;
	$renamed  = ( $manifest && is_array( $manifest['renamed'] ?? null ) ) ? $manifest['renamed'] : array();
	return array_filter( $renamed, function ( $old, $new ) {
		return is_string( $old ) && '' !== $old && is_string( $new ) && '' !== $new;
	}, ARRAY_FILTER_USE_BOTH );
}

/**
 * A renamed library is one script under two names: a theme that takes either name out of
 * the replaced list keeps the script, on 9.4 (old name) as on 11.0 (new name).
 */
function islas_pair_renamed( array $replaced ) {
	foreach ( islas_renamed_handles() as $new => $old ) {
		if ( ! in_array( $new, $replaced, true ) || ! in_array( $old, $replaced, true ) ) {
			$replaced = array_diff( $replaced, array( $new, $old ) );
		}
	}
	return array_values( $replaced );
}

/**
 * Whether islas runs at all: not on an administrator's ?islas=off page (islas_viewed_without()),
 * then ISLAS_DISABLED (true turns it off), then the islas_enabled filter.
 */
function islas_enabled() {
	if ( islas_viewed_without() ) {
		return false;
	}
	return (bool) apply_filters( 'islas_enabled', ! ( defined( 'ISLAS_DISABLED' ) && ISLAS_DISABLED ) );
}

/**
 * ?islas=off, for a logged-in administrator (manage_options) only: the page as the shop
 * would serve it without islas (nothing dequeued, no module, no config), so the owner can
 * compare the two on their own shop (`npm run bench -- --url`). For anyone else the
 * parameter means nothing: a shopper cannot turn the shop's scripts back on, and a page
 * cache that keys on the address stores the ordinary islas page under it.
 */
function islas_viewed_without() {
	return isset( $_GET['islas'] ) && 'off' === $_GET['islas'] && is_user_logged_in() && current_user_can( 'manage_options' );
}

/**
 * The ?islas=off page never enters a cache (template_redirect 0, before anything is printed):
 * DONOTCACHEPAGE for the page-cache plugins (WP Super Cache, W3 Total Cache, WP Rocket,
 * LiteSpeed Cache read it), and WordPress's no-cache headers (private, no-store for a
 * logged-in user) for proxies and CDNs. Minifiers and the object cache are left alone: the
 * page should show the stock scripts as the shop serves them to shoppers.
 */
function islas_keep_view_without_out_of_caches() {
	if ( ! islas_viewed_without() ) {
		return;
	}
	defined( 'DONOTCACHEPAGE' ) || define( 'DONOTCACHEPAGE', true );
	nocache_headers();
}

/**
 * The administrator's way to that page: "View without islas" in the toolbar on the shop's
 * pages (admin_bar_menu), and "View with islas" back from it. Only where islas runs or was
 * turned off by ?islas=off, never in wp-admin.
 */
function islas_admin_bar_item( $bar ) {
	if ( is_admin() || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$without = islas_viewed_without();
	if ( ! $without && ! ( islas_enabled() && islas_manifest() ) ) {
		return;
	}
	$bar->add_node(
		array(
			'id'    => 'islas-view',
			'title' => $without ? esc_html__( 'View with islas', 'islas' ) : esc_html__( 'View without islas', 'islas' ),
			'href'  => $without ? remove_query_arg( 'islas' ) : add_query_arg( 'islas', 'off' ),
		)
	);
}

/** The parts a shop can turn off one by one, and the stock handles each keeps when off. */
function islas_part_handles() {
	return array(
		'cart'      => array( 'wc-cart' ),
		'checkout'  => array( 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo' ),
		'product'   => array( 'wc-add-to-cart-variation', 'wc-single-product', 'zoom', 'wc-zoom', 'flexslider', 'wc-flexslider', 'photoswipe', 'photoswipe-ui-default', 'wc-photoswipe', 'wc-photoswipe-ui-default' ),
		'search'    => array( 'flatsome-live-search', 'jetpack-instant-search' ),
		// Flatsome's own countdown scripts, with the jQuery they bring, in place of islas's timers.
		'countdown' => array( 'flatsome-countdown-script', 'flatsome-countdown-theme-js' ),
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
 * Replaced handles that only make sense together. Where a plugin or a theme extension keeps
 * flatsome-js (lazy load sliders, swatches, YITH Wishlist, infinite scroll, PJAX...),
 * islas's parts that overlap it step aside; Flatsome's WooCommerce script then has to run
 * too, or what only it does (gallery zoom and lightbox, the mini cart opening after an add,
 * the login popup reopening on an error) would be done by no one.
 */
function islas_script_twins() {
	return array( 'flatsome-js' => array( 'flatsome-theme-woocommerce-js' ) );
}

/**
 * Which replaced handles to dequeue and which to keep. Pure, so it can be tested alone.
 *
 * A replaced handle is kept when a script that will print reaches it through dependencies:
 * the walk starts at every queued handle islas does not replace and at every handle already
 * printed, and goes on through whatever it reaches (a kept handle's own dependencies print
 * with it). On WooCommerce 10.3+ an old name is an alias whose dependency is the new name, so
 * a plugin on either name reaches the file; a queued old name (a theme's enqueue) is taken out
 * like the new one. Nothing is ever deregistered: that would drop every dependent.
 *
 * @param array $deps     registered handle => its dependency handles
 * @param array $queue    the queued handles (wp_scripts()->queue)
 * @param array $done     the handles already printed (wp_scripts()->done)
 * @param array $replaced the handles islas replaces
 * @param array $report   more handles to report in $kept when they print (the ones a theme
 *                        took out of $replaced: islas must step aside for those too)
 * @param array $twins    handle => handles that must stay with it: where something keeps the
 *                        first, its queued twins are kept too (islas_script_twins())
 * @param array $renamed  new name => old name of one script (islas_renamed_handles()): where
 *                        either name prints, both are reported, so islas's client steps aside
 *                        whichever name it checks and whichever WooCommerce the shop runs
 * @return array array( $dequeue, $kept ): queued replaced handles to take out, and the
 *               handles of $replaced and $report that print (queued, printed already, or
 *               pulled in as a dependency)
 */
function islas_script_decision( array $deps, array $queue, array $done, array $replaced, array $report = array(), array $twins = array(), array $renamed = array() ) {
	$queue = array_map( function ( $handle ) {
		return explode( '?', (string) $handle )[0]; // WordPress allows "handle?args" in the queue.
	}, $queue );
	$is_replaced = array_fill_keys( $replaced, true );
	$roots       = array_filter( $queue, function ( $handle ) use ( $is_replaced ) {
		return ! isset( $is_replaced[ $handle ] );
	} );
	$needed      = islas_script_closure( $deps, $roots, $done );
	// A needed handle keeps its queued twins, and what they need (until nothing more joins).
	do {
		$joining = array();
		foreach ( $twins as $handle => $its_twins ) {
			if ( isset( $needed[ $handle ] ) ) {
				$joining = array_merge( $joining, array_diff( array_intersect( (array) $its_twins, $queue ), array_keys( $needed ) ) );
			}
		}
		$roots  = array_merge( $roots, $joining );
		$needed = islas_script_closure( $deps, $roots, $done );
	} while ( $joining );
	$dequeue     = array_values( array_unique( array_filter( $queue, function ( $handle ) use ( $is_replaced, $needed ) {
		return isset( $is_replaced[ $handle ] ) && ! isset( $needed[ $handle ] );
	} ) ) );
	$printing    = islas_script_closure( $deps, array_diff( $queue, $dequeue ), $done );
	$other_name  = $renamed + array_flip( $renamed );
	$kept        = array_values( array_filter( array_unique( array_merge( $replaced, $report ) ), function ( $handle ) use ( $printing, $other_name ) {
		return isset( $printing[ $handle ] ) || isset( $printing[ $other_name[ $handle ] ?? '' ] );
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
	list( $dequeue, $kept ) = islas_script_decision( $deps, (array) $scripts->queue, (array) $scripts->done, islas_replaced_scripts(), islas_default_replaced_scripts(), islas_script_twins(), islas_renamed_handles() );
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
