<?php
/**
 * The few WordPress (and WooCommerce) functions that islas-enqueue.php and the fixture
 * templates call, so the stub runs the copyable theme file unchanged. Behaviour follows
 * WordPress where a caller could notice (string conversion, escaping, hook order); the
 * rest is deliberately minimal.
 */

define( 'ABSPATH', __DIR__ . '/' );

// ---------------------------------------------------------------- hooks

$GLOBALS['wp_filter'] = array();

function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	$GLOBALS['wp_filter'][ $hook ][ $priority ][] = array( $callback, $accepted_args );
	return true;
}

function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_filter( $hook, $callback, $priority, $accepted_args );
}

/** Callbacks by ascending priority; ones added while the hook runs still run, as in WordPress. */
function islas_shim_each_callback( $hook ) {
	$done = null;
	for ( ;; ) {
		$next = null;
		foreach ( array_keys( $GLOBALS['wp_filter'][ $hook ] ?? array() ) as $priority ) {
			if ( ( null === $done || $priority > $done ) && ( null === $next || $priority < $next ) ) {
				$next = $priority;
			}
		}
		if ( null === $next ) {
			return;
		}
		foreach ( $GLOBALS['wp_filter'][ $hook ][ $next ] as $entry ) {
			yield $entry;
		}
		$done = $next;
	}
}

function apply_filters( $hook, $value, ...$args ) {
	foreach ( islas_shim_each_callback( $hook ) as list( $callback, $accepted ) ) {
		$value = $callback( ...array_slice( array_merge( array( $value ), $args ), 0, $accepted ) );
	}
	return $value;
}

function do_action( $hook, ...$args ) {
	$GLOBALS['wp_actions'][ $hook ] = ( $GLOBALS['wp_actions'][ $hook ] ?? 0 ) + 1;
	foreach ( islas_shim_each_callback( $hook ) as list( $callback, $accepted ) ) {
		$callback( ...array_slice( $args, 0, $accepted ) );
	}
}

function did_action( $hook ) {
	return $GLOBALS['wp_actions'][ $hook ] ?? 0;
}

// ---------------------------------------------------------------- escaping, i18n, json

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8', false );
}

function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8', false );
}

function esc_url( $url ) {
	$url = trim( (string) $url );
	if ( preg_match( '#^([a-z][a-z0-9+.-]*):#i', $url, $m ) && ! in_array( strtolower( $m[1] ), array( 'http', 'https', 'mailto', 'tel' ), true ) ) {
		return '';
	}
	return htmlspecialchars( $url, ENT_QUOTES, 'UTF-8', false );
}

function esc_url_raw( $url ) {
	return trim( (string) $url );
}

function absint( $maybeint ) {
	return abs( (int) $maybeint );
}

function wp_json_encode( $data, $flags = 0 ) {
	return json_encode( $data, $flags );
}

/** The es_ES strings of the woocommerce/flatsome text domains that islas-enqueue.php asks for. */
function islas_shim_translations() {
	return array(
		'View cart'             => 'Ver carrito',
		'Show password'         => 'Mostrar contraseña',
		'Hide password'         => 'Ocultar contraseña',
		'Main Menu'             => 'Menú principal',
		'Toggle'                => 'Alternar',
		'Close (Esc)'           => 'Cerrar (Esc)',
		'No matches found'      => 'No se han encontrado coincidencias',
		'No results'            => 'No hay resultados',
		'Sorry, no products matched your selection. Please choose a different combination.' => 'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
		'Please select some product options before adding this product to your cart.' => 'Elige las opciones del producto antes de añadir este producto a tu carrito.',
		'Sorry, this product is unavailable. Please choose a different combination.' => 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.',
		'Your selection has been cleared.' => 'Se ha borrado tu selección.',
	);
}

function __( $text, $domain = 'default' ) {
	return islas_shim_translations()[ $text ] ?? $text;
}

function esc_html__( $text, $domain = 'default' ) {
	return esc_html( __( $text, $domain ) );
}

function esc_attr__( $text, $domain = 'default' ) {
	return esc_attr( __( $text, $domain ) );
}

function get_locale() {
	return 'es_ES';
}

function is_rtl() {
	return false;
}

// ---------------------------------------------------------------- URLs, options, theme

function home_url( $path = '', $scheme = null ) {
	$path = '/' . ltrim( (string) $path, '/' );
	if ( 'relative' === $scheme ) {
		return $path;
	}
	$https = ! empty( $_SERVER['HTTPS'] ) && 'off' !== $_SERVER['HTTPS'];
	$host  = $_SERVER['HTTP_HOST'] ?? '127.0.0.1:8080';
	return ( $https ? 'https://' : 'http://' ) . $host . $path;
}

function site_url( $path = '', $scheme = null ) {
	return home_url( $path, $scheme );
}

function get_site_url( $blog_id = null, $path = '', $scheme = null ) {
	return home_url( $path, $scheme );
}

function admin_url( $path = '', $scheme = 'admin' ) {
	return home_url( 'wp-admin/' . ltrim( $path, '/' ), 'relative' === $scheme ? 'relative' : null );
}

function rest_url( $path = '' ) {
	return home_url( 'wp-json/' . ltrim( $path, '/' ) );
}

function get_rest_url( $blog_id = null, $path = '' ) {
	return rest_url( $path );
}

function get_current_blog_id() {
	return 1;
}

function wp_installing() {
	return false;
}

/** The stub's "theme directory" is the project root, so the theme's dist/ is the build output. */
function get_theme_file_path( $file = '' ) {
	return ISLAS_THEME_DIR . '/' . ltrim( $file, '/' );
}

function get_theme_file_uri( $file = '' ) {
	return home_url( ltrim( $file, '/' ) );
}

function get_stylesheet_directory() {
	return ISLAS_THEME_DIR;
}

function get_template() {
	return 'flatsome';
}

function get_option( $name, $default = false ) {
	return $GLOBALS['islas_shim_options'][ $name ] ?? $default;
}

function get_theme_mod( $name, $default = false ) {
	return $GLOBALS['islas_shim_theme_mods'][ $name ] ?? $default;
}

function get_bloginfo( $show = '' ) {
	return 'version' === $show ? $GLOBALS['wp_version'] : get_option( 'blogname' );
}

class Islas_Shim_Theme {
	private $headers;
	public function __construct( $headers ) {
		$this->headers = $headers;
	}
	public function get( $header ) {
		return $this->headers[ $header ] ?? false;
	}
}

function wp_get_theme( $stylesheet = null ) {
	return new Islas_Shim_Theme( array( 'Name' => 'Flatsome', 'Version' => '3.19.5' ) );
}

function current_user_can( $capability ) {
	return false;
}

function is_user_logged_in() {
	return false;
}

function get_current_user_id() {
	return 0;
}

// ---------------------------------------------------------------- nonces

/** WooCommerce ties guest nonces to its customer session through this filter; so does the stub. */
function wp_create_nonce( $action = -1 ) {
	$uid = apply_filters( 'nonce_user_logged_out', 0, $action );
	return substr( md5( $action . '|' . $uid . '|islas-stub-salt' ), -12, 10 );
}

function wp_verify_nonce( $nonce, $action = -1 ) {
	return is_string( $nonce ) && hash_equals( wp_create_nonce( $action ), $nonce ) ? 1 : false;
}

// ---------------------------------------------------------------- scripts and styles

$GLOBALS['islas_shim_assets'] = array(
	'scripts' => array(),
	'styles'  => array(),
	'modules' => array(),
	'filters' => array(),
);

function islas_shim_ver_url( $src, $ver ) {
	if ( false === $ver ) {
		$ver = $GLOBALS['wp_version'];
	}
	return null === $ver ? $src : $src . ( strpos( $src, '?' ) === false ? '?' : '&' ) . 'ver=' . rawurlencode( $ver );
}

function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $args = array() ) {
	$in_footer = is_array( $args ) ? ! empty( $args['in_footer'] ) : (bool) $args;
	$GLOBALS['islas_shim_assets']['scripts'][ $handle ] = compact( 'src', 'ver', 'in_footer' );
}

function wp_dequeue_script( $handle ) {
	unset( $GLOBALS['islas_shim_assets']['scripts'][ $handle ] );
}

function wp_deregister_script( $handle ) {
	wp_dequeue_script( $handle );
}

function wp_script_is( $handle, $list = 'enqueued' ) {
	return isset( $GLOBALS['islas_shim_assets']['scripts'][ $handle ] );
}

function wp_enqueue_style( $handle, $src = '', $deps = array(), $ver = false, $media = 'all' ) {
	$GLOBALS['islas_shim_assets']['styles'][ $handle ] = compact( 'src', 'ver', 'media' );
}

function wp_dequeue_style( $handle ) {
	unset( $GLOBALS['islas_shim_assets']['styles'][ $handle ] );
}

// ?islas-wp=6.4 pretends to be a WordPress without script modules, to exercise the fallback.
if ( ( $_GET['islas-wp'] ?? '' ) !== '6.4' ) {
	$GLOBALS['wp_version'] = '6.7.1';

	function wp_enqueue_script_module( $id, $src = '', $deps = array(), $version = false ) {
		$GLOBALS['islas_shim_assets']['modules'][ $id ] = array( 'src' => $src, 'ver' => $version );
	}
} else {
	$GLOBALS['wp_version'] = '6.4.3';
}

function wp_get_inline_script_tag( $javascript, $attributes = array() ) {
	$attrs = '';
	foreach ( $attributes as $name => $value ) {
		$attrs .= true === $value ? ' ' . $name : sprintf( ' %s="%s"', $name, esc_attr( $value ) );
	}
	return sprintf( "<script%s>\n%s\n</script>\n", $attrs, $javascript );
}

function wp_print_inline_script_tag( $javascript, $attributes = array() ) {
	echo wp_get_inline_script_tag( $javascript, $attributes );
}

function wp_print_styles() {
	foreach ( $GLOBALS['islas_shim_assets']['styles'] as $handle => $style ) {
		printf(
			"<link rel='stylesheet' id='%s-css' href='%s' media='%s' />\n",
			esc_attr( $handle ),
			esc_url( islas_shim_ver_url( $style['src'], $style['ver'] ) ),
			esc_attr( $style['media'] )
		);
	}
}

function islas_shim_print_scripts( $in_footer ) {
	foreach ( $GLOBALS['islas_shim_assets']['scripts'] as $handle => $script ) {
		if ( $script['in_footer'] !== $in_footer ) {
			continue;
		}
		$src = islas_shim_ver_url( $script['src'], $script['ver'] );
		$tag = sprintf( "<script src=\"%s\" id=\"%s-js\"></script>\n", esc_url( $src ), esc_attr( $handle ) );
		echo apply_filters( 'script_loader_tag', $tag, $handle, $src );
	}
}

function islas_shim_print_script_modules() {
	foreach ( $GLOBALS['islas_shim_assets']['modules'] as $id => $module ) {
		printf(
			"<script type=\"module\" src=\"%s\" id=\"%s-js-module\"></script>\n",
			esc_url( islas_shim_ver_url( $module['src'], $module['ver'] ) ),
			esc_attr( $id )
		);
	}
}

// WordPress's own order: enqueue at priority 1, styles 8, head scripts 9; classic themes
// print script modules in the footer.
add_action( 'wp_head', function () { do_action( 'wp_enqueue_scripts' ); }, 1 );
add_action( 'wp_head', 'wp_print_styles', 8 );
add_action( 'wp_head', function () { islas_shim_print_scripts( false ); }, 9 );
add_action( 'wp_footer', function () { islas_shim_print_scripts( true ); }, 20 );
add_action( 'wp_footer', 'islas_shim_print_script_modules', 20 );

function wp_head() {
	do_action( 'wp_head' );
}

function wp_footer() {
	do_action( 'wp_footer' );
}

// ---------------------------------------------------------------- responses

function status_header( $code ) {
	http_response_code( (int) $code );
}

function wp_send_json( $response, $status_code = null ) {
	header( 'Content-Type: application/json; charset=UTF-8' );
	if ( null !== $status_code ) {
		status_header( $status_code );
	}
	echo wp_json_encode( $response );
	exit;
}

function wp_send_json_error( $data = null, $status_code = null ) {
	wp_send_json( null === $data ? array( 'success' => false ) : array( 'success' => false, 'data' => $data ), $status_code );
}

function wp_send_json_success( $data = null, $status_code = null ) {
	wp_send_json( null === $data ? array( 'success' => true ) : array( 'success' => true, 'data' => $data ), $status_code );
}

/** Only the Ajax flavour: admin-ajax and wc-ajax answer a bare message with a status. */
function wp_die( $message = '', $title = '', $args = array() ) {
	status_header( is_array( $args ) && isset( $args['response'] ) ? $args['response'] : ( is_int( $args ) ? $args : 200 ) );
	header( 'Content-Type: text/html; charset=UTF-8' );
	echo $message;
	exit;
}

function wp_safe_redirect( $location, $status = 302 ) {
	status_header( $status );
	header( 'Location: ' . $location );
	exit;
}

// ---------------------------------------------------------------- WooCommerce bits

class WooCommerce {
	public $version = '9.4.3';
}

function WC() {
	static $wc;
	return $wc ??= new WooCommerce();
}

class WC_AJAX {
	public static function get_endpoint( $request = '' ) {
		return esc_url_raw( apply_filters( 'woocommerce_ajax_get_endpoint', home_url( '/', 'relative' ) . '?wc-ajax=' . $request, $request ) );
	}
}

function wc_get_cart_url() {
	return home_url( '/carrito/' );
}

function wc_get_checkout_url() {
	return home_url( '/finalizar-compra/' );
}

function is_cart() {
	return ! empty( $GLOBALS['islas_shim_conditionals']['is_cart'] );
}

function is_checkout() {
	return ! empty( $GLOBALS['islas_shim_conditionals']['is_checkout'] );
}

function is_shop() {
	return ! empty( $GLOBALS['islas_shim_conditionals']['is_shop'] );
}

function is_product() {
	return ! empty( $GLOBALS['islas_shim_conditionals']['is_product'] );
}

function get_woocommerce_currency() {
	return 'EUR';
}

function wc_timezone_string() {
	return 'Europe/Madrid';
}
