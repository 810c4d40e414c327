<?php
/**
 * The few WordPress (and WooCommerce) functions that the islas plugin (plugin/: islas.php,
 * islas-enqueue.php and its includes) and the fixture templates call, so the stub runs the
 * plugin unchanged. Behaviour follows
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

/** The es_ES strings of the woocommerce/flatsome text domains that plugin/includes/config.php asks for. */
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
		'Your selection has been reset. Please select some product options before adding this product to your cart.' => 'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.',
		'Clear options'         => 'Vaciar opciones',
		'Clear'                 => 'Limpiar',
		'Please select a rating' => 'Por favor elige una puntuación',
		'1 of 5 stars'           => '1 de 5 estrellas',
		'2 of 5 stars'           => '2 de 5 estrellas',
		'3 of 5 stars'           => '3 de 5 estrellas',
		'4 of 5 stars'           => '4 de 5 estrellas',
		'5 of 5 stars'           => '5 de 5 estrellas',
		'View full-screen image gallery' => 'Ver galería de imágenes a pantalla completa',
		'Store notice'           => 'Aviso en la tienda',
		// The cart page's and checkout's script objects.
		'There was an error processing your order. Please check for any charges in your payment method and review your <a href="%s">order history</a> before placing the order again.' => 'Ha habido un error al procesar tu pedido. Por favor, comprueba si hay algún cargo en tu método de pago y revisa tu <a href="%s">historial de pedidos</a> antes de volver a realizar el pedido.',
		'Select an option&hellip;'                  => 'Elige una opción&hellip;',
		'Loading failed'                            => 'Error al cargar',
		'Please enter 1 or more characters'         => 'Por favor, introduce 1 o más caracteres',
		'Please enter %qty% or more characters'     => 'Por favor, introduce %qty% o más caracteres',
		'Please delete 1 character'                 => 'Por favor, borra 1 carácter',
		'Please delete %qty% characters'            => 'Por favor, borra %qty% caracteres',
		'You can only select 1 item'                => 'Solo puedes seleccionar 1 artículo',
		'You can only select %qty% items'           => 'Solo puedes seleccionar %qty% artículos',
		'Loading more results&hellip;'              => 'Cargando más resultados&hellip;',
		'Searching&hellip;'                         => 'Buscando&hellip;',
		'required'                                  => 'obligatorio',
		'optional'                                  => 'opcional',
	);
}

/** Translation with context: the stub's strings have one meaning each. */
function _x( $text, $context, $domain = 'default' ) {
	return __( $text, $domain );
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

/** parse_url, as WordPress wraps it (protocol-relative addresses included). */
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( (string) $url, $component );
}

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

/**
 * The theme's folders as the browser reaches them: Flatsome's own scripts are served from
 * fixtures/theme/flatsome/, the theme's additions (the child theme's, theme-example.php)
 * from fixtures/theme/.
 */
function get_template_directory_uri() {
	return home_url( 'fixtures/theme/flatsome' );
}

function get_stylesheet_directory_uri() {
	return home_url( 'fixtures/theme' );
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

/**
 * Who is visiting: a guest (''), or, for tests, a logged-in user named by the cookie
 * islas_user: "admin" (every capability, as WordPress's administrator) or "customer" (none
 * of the shop's). The stub has no login form; the real shops do (tests/bench/shop-session.mjs).
 */
function islas_shim_user() {
	$user = (string) ( $_COOKIE['islas_user'] ?? '' );
	return in_array( $user, array( 'admin', 'customer' ), true ) ? $user : '';
}

function current_user_can( $capability ) {
	// None for guests and customers, but on the stub's admin page (lib/site.php).
	return 'admin' === islas_shim_user() || ! empty( $GLOBALS['islas_shim_caps'][ $capability ] );
}

function is_user_logged_in() {
	return '' !== islas_shim_user();
}

function get_current_user_id() {
	return array( '' => 0, 'admin' => 1, 'customer' => 2 )[ islas_shim_user() ];
}

/** WordPress's, for a single key: $url (default: this request's address) with ?key=value set. */
function add_query_arg( $key, $value, $url = null ) {
	return islas_shim_query_arg( $url, $key, $value );
}

function remove_query_arg( $key, $url = null ) {
	return islas_shim_query_arg( $url, $key, null );
}

function islas_shim_query_arg( $url, $key, $value ) {
	$url   = null === $url ? (string) ( $_SERVER['REQUEST_URI'] ?? '/' ) : (string) $url;
	$parts = explode( '?', $url, 2 );
	parse_str( $parts[1] ?? '', $query );
	unset( $query[ $key ] );
	if ( null !== $value ) {
		$query[ $key ] = $value;
	}
	return $parts[0] . ( $query ? '?' . http_build_query( $query ) : '' );
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

/**
 * One registered script, as WordPress's _WP_Dependency: `extra` holds what wp_register_script
 * adds ('group' 1 = footer, 'strategy'), the localization ('data') and inline scripts
 * ('before' / 'after').
 */
class _WP_Dependency {
	public $handle;
	public $src;
	public $deps = array();
	public $ver  = false;
	public $args = null;
	public $extra = array();

	public function __construct( $handle, $src, $deps = array(), $ver = false, $args = null ) {
		$this->handle = $handle;
		$this->src    = $src;
		// As WordPress: deps that are not an array are dropped (Flatsome's countdown passes a string).
		$this->deps   = is_array( $deps ) ? $deps : array();
		$this->ver    = $ver;
		$this->args   = $args;
	}
}

/**
 * The script registry and printer, with WordPress's observable rules: dependencies print
 * before dependents and each handle once (`done`); the head prints group 0 and leaves
 * footer scripts (group 1) for the footer, except a footer script a head script depends on,
 * which moves to the head; whatever is enqueued after the head printed goes out in the
 * footer; a deferred script prints blocking when an enqueued script that depends on it is
 * blocking (or it has an inline script after it), so the browser still runs them in order.
 * Written for the stub from those rules, not WordPress's code.
 */
class WP_Scripts {
	/** @var _WP_Dependency[] handle => script */
	public $registered = array();
	/** Handles enqueued (a handle's dependencies are not listed: they print with it). */
	public $queue = array();
	/** Handles printed so far. */
	public $done = array();
	/** Handles resolved for the print in progress, dependencies first. */
	public $to_do = array();
	/** Resolved group per handle: 0 head, 1 footer. */
	public $groups = array();
	/** Head scripts held back for the footer. */
	public $in_footer = array();

	public function add( $handle, $src, $deps = array(), $ver = false, $args = null ) {
		if ( isset( $this->registered[ $handle ] ) ) {
			return false;
		}
		$this->registered[ $handle ] = new _WP_Dependency( $handle, $src, $deps, $ver, $args );
		return true;
	}

	public function add_data( $handle, $key, $value ) {
		if ( ! isset( $this->registered[ $handle ] ) ) {
			return false;
		}
		$this->registered[ $handle ]->extra[ $key ] = $value;
		return true;
	}

	public function get_data( $handle, $key ) {
		return $this->registered[ $handle ]->extra[ $key ] ?? false;
	}

	public function remove( $handle ) {
		unset( $this->registered[ $handle ] );
	}

	public function enqueue( $handle ) {
		if ( ! in_array( $handle, $this->queue, true ) ) {
			$this->queue[] = $handle;
		}
	}

	public function dequeue( $handle ) {
		$this->queue = array_values( array_diff( $this->queue, array( $handle ) ) );
	}

	/** wp_script_is(): 'enqueued' / 'queue' also count a dependency of something queued. */
	public function query( $handle, $list = 'registered' ) {
		switch ( $list ) {
			case 'registered':
			case 'scripts':
				return isset( $this->registered[ $handle ] );
			case 'enqueued':
			case 'queue':
				return in_array( $handle, $this->queue, true ) || $this->reaches( $this->queue, $handle );
			case 'to_do':
			case 'to_print':
				return in_array( $handle, $this->to_do, true );
			case 'done':
			case 'printed':
				return in_array( $handle, $this->done, true );
		}
		return false;
	}

	/** Whether $handle is among the (recursive) dependencies of $from; cycle-safe. */
	private function reaches( array $from, $handle, array &$seen = array() ) {
		foreach ( $from as $item ) {
			if ( isset( $seen[ $item ] ) || ! isset( $this->registered[ $item ] ) ) {
				continue;
			}
			$seen[ $item ] = true;
			$deps          = $this->registered[ $item ]->deps;
			if ( in_array( $handle, $deps, true ) || $this->reaches( $deps, $handle, $seen ) ) {
				return true;
			}
		}
		return false;
	}

	/** Records the handle's group, lowered to $cap (the group of what depends on it); true if it changed. */
	private function set_group( $handle, $cap ) {
		$group = (int) $this->get_data( $handle, 'group' );
		if ( false !== $cap && $group > $cap ) {
			$group = $cap;
		}
		if ( isset( $this->groups[ $handle ] ) && $this->groups[ $handle ] <= $group ) {
			return false;
		}
		$this->groups[ $handle ] = $group;
		return true;
	}

	/**
	 * Adds $handles and their dependencies to to_do, dependencies first. A script that is not
	 * registered, or has a dependency that is not, is left out (with its dependents).
	 */
	public function all_deps( $handles, $recursion = false, $group = false, array &$visiting = array() ) {
		foreach ( (array) $handles as $handle ) {
			$handle = explode( '?', $handle )[0];
			if ( in_array( $handle, $this->done, true ) || isset( $visiting[ $handle ] ) ) {
				continue;
			}
			$queued = in_array( $handle, $this->to_do, true );
			$moved  = $this->set_group( $handle, $group );
			if ( $queued && ! $moved ) {
				continue;
			}
			$script = $this->registered[ $handle ] ?? null;
			$ok     = null !== $script && ! array_diff( $script->deps, array_keys( $this->registered ) );
			if ( $ok && $script->deps ) {
				$visiting[ $handle ] = true;
				$ok                  = $this->all_deps( $script->deps, true, $this->groups[ $handle ], $visiting );
				unset( $visiting[ $handle ] );
			}
			if ( ! $ok ) {
				if ( $recursion ) {
					return false;
				}
				continue;
			}
			if ( ! $queued ) {
				$this->to_do[] = $handle;
			}
		}
		return true;
	}

	/** Prints the queue (and dependencies) not printed yet; $group 0 = the head's share only. */
	public function do_items( $handles = false, $group = false ) {
		$this->all_deps( false === $handles ? $this->queue : (array) $handles );
		foreach ( $this->to_do as $handle ) {
			if ( ! in_array( $handle, $this->done, true ) && isset( $this->registered[ $handle ] ) && $this->do_item( $handle, $group ) ) {
				$this->done[] = $handle;
			}
		}
		$this->to_do = array();
		return $this->done;
	}

	public function do_head_items() {
		$this->do_items( false, 0 );
		return $this->done;
	}

	public function do_footer_items() {
		$this->do_items( false, 1 );
		return $this->done;
	}

	public function do_item( $handle, $group = false ) {
		if ( 0 === $group && $this->groups[ $handle ] > 0 ) {
			$this->in_footer[] = $handle;
			return false;
		}
		$this->in_footer = array_values( array_diff( $this->in_footer, array( $handle ) ) );
		$script          = $this->registered[ $handle ];
		$this->print_inline( $handle, 'extra', $this->get_data( $handle, 'data' ) );
		$this->print_inline( $handle, 'before', implode( "\n", (array) $this->get_data( $handle, 'before' ) ) );
		if ( $script->src ) {
			$src = $script->src;
			if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = rtrim( site_url(), '/' ) . $src;
			}
			$src      = apply_filters( 'script_loader_src', islas_shim_ver_url( $src, $script->ver ), $handle );
			$attrs    = array( 'src' => $src, 'id' => $handle . '-js' );
			$strategy = $this->loading_strategy( $handle );
			if ( $strategy ) {
				$attrs[ $strategy ]         = true;
				$attrs['data-wp-strategy'] = $this->get_data( $handle, 'strategy' );
			}
			echo apply_filters( 'script_loader_tag', islas_shim_script_tag( $attrs ), $handle, $src );
		}
		$this->print_inline( $handle, 'after', implode( "\n", (array) $this->get_data( $handle, 'after' ) ) );
		return true;
	}

	private function print_inline( $handle, $position, $code ) {
		if ( is_string( $code ) && '' !== $code ) {
			wp_print_inline_script_tag( $code, array( 'id' => $handle . '-js-' . $position ) );
		}
	}

	/** 'defer', 'async' or '' (blocking): the intended strategy, if every enqueued dependent allows it. */
	public function loading_strategy( $handle ) {
		$intended = $this->get_data( $handle, 'strategy' );
		if ( ! in_array( $intended, array( 'defer', 'async' ), true ) ) {
			return '';
		}
		$checked  = array();
		$eligible = $this->eligible_strategies( $handle, array( 'defer', 'async' ), $checked );
		if ( in_array( $intended, $eligible, true ) ) {
			return $intended;
		}
		return in_array( 'defer', $eligible, true ) ? 'defer' : '';
	}

	private function eligible_strategies( $handle, array $eligible, array &$checked ) {
		if ( isset( $checked[ $handle ] ) || ! isset( $this->registered[ $handle ] ) || ! $this->query( $handle, 'enqueued' ) ) {
			return $eligible;
		}
		$checked[ $handle ] = true;
		$intended           = $this->get_data( $handle, 'strategy' );
		$is_alias           = ! $this->registered[ $handle ]->src;
		if ( ( ! $is_alias && ! $intended ) || $this->get_data( $handle, 'after' ) ) {
			return array();
		}
		if ( 'defer' === $intended ) {
			$eligible = array_values( array_intersect( $eligible, array( 'defer' ) ) );
		}
		foreach ( $this->registered as $other => $script ) {
			if ( ! $eligible ) {
				break;
			}
			if ( in_array( $handle, $script->deps, true ) ) {
				$eligible = $this->eligible_strategies( $other, $eligible, $checked );
			}
		}
		return $eligible;
	}
}

function wp_scripts() {
	return $GLOBALS['wp_scripts'] ??= new WP_Scripts();
}

/** A src with ?ver=: false means the WordPress version, null none. */
function islas_shim_ver_url( $src, $ver ) {
	if ( false === $ver ) {
		$ver = $GLOBALS['wp_version'];
	}
	return null === $ver || '' === $ver ? $src : $src . ( strpos( $src, '?' ) === false ? '?' : '&' ) . 'ver=' . rawurlencode( $ver );
}

/** `<script …></script>`: true prints a bare attribute (defer), as WordPress's HTML5 tags. */
function islas_shim_script_tag( array $attrs ) {
	$html = '';
	foreach ( $attrs as $name => $value ) {
		if ( true === $value ) {
			$html .= ' ' . $name;
		} elseif ( false !== $value && null !== $value ) {
			$html .= sprintf( ' %s="%s"', $name, 'src' === $name ? esc_url( $value ) : esc_attr( $value ) );
		}
	}
	return "<script{$html}></script>\n";
}

/** $args: array( 'in_footer' => bool, 'strategy' => 'defer'|'async' ), or the old in_footer bool. */
function islas_shim_script_args( $handle, $args ) {
	if ( ! is_array( $args ) ) {
		$args = array( 'in_footer' => (bool) $args );
	}
	if ( ! empty( $args['in_footer'] ) ) {
		wp_scripts()->add_data( $handle, 'group', 1 );
	}
	if ( ! empty( $args['strategy'] ) ) {
		wp_scripts()->add_data( $handle, 'strategy', $args['strategy'] );
	}
}

function wp_register_script( $handle, $src, $deps = array(), $ver = false, $args = array() ) {
	if ( ! wp_scripts()->add( $handle, $src, $deps, $ver ) ) {
		return false;
	}
	islas_shim_script_args( $handle, $args );
	return true;
}

/** Registers first when given a src (a handle already registered keeps its registration). */
function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $args = array() ) {
	$name = explode( '?', $handle )[0];
	if ( $src && wp_scripts()->add( $name, $src, $deps, $ver ) ) {
		islas_shim_script_args( $name, $args );
	}
	wp_scripts()->enqueue( $handle );
}

function wp_dequeue_script( $handle ) {
	wp_scripts()->dequeue( $handle );
}

/** Unregisters; a queued handle that is not registered is skipped when printing. */
function wp_deregister_script( $handle ) {
	wp_scripts()->remove( $handle );
}

function wp_script_is( $handle, $list = 'enqueued' ) {
	return wp_scripts()->query( $handle, $list );
}

function wp_script_add_data( $handle, $key, $value ) {
	return wp_scripts()->add_data( $handle, $key, $value );
}

/**
 * `var $object_name = {...};` printed in `<script id="HANDLE-js-extra">` right before the
 * script, when it prints. Top-level scalars become strings (entities decoded), as WordPress.
 */
function wp_localize_script( $handle, $object_name, $l10n ) {
	if ( ! wp_script_is( $handle, 'registered' ) || ! is_array( $l10n ) ) {
		return false;
	}
	foreach ( $l10n as $key => $value ) {
		if ( is_scalar( $value ) ) {
			$l10n[ $key ] = html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' );
		}
	}
	$script = 'var ' . $object_name . ' = ' . wp_json_encode( $l10n ) . ';';
	$before = wp_scripts()->get_data( $handle, 'data' );
	return wp_scripts()->add_data( $handle, 'data', $before ? $before . "\n" . $script : $script );
}

function wp_add_inline_script( $handle, $data, $position = 'after' ) {
	$position = 'before' === $position ? 'before' : 'after';
	if ( ! wp_script_is( $handle, 'registered' ) ) {
		return false;
	}
	$code   = (array) wp_scripts()->get_data( $handle, $position );
	$code[] = $data;
	return wp_scripts()->add_data( $handle, $position, array_filter( $code, 'is_string' ) );
}

/** wp_head priority 9: the wp_print_scripts action (once), then the head group. */
function wp_print_head_scripts() {
	if ( ! did_action( 'wp_print_scripts' ) ) {
		do_action( 'wp_print_scripts' );
	}
	wp_scripts()->do_head_items();
}

/** wp_footer priority 20; the printing itself is _wp_footer_scripts, on its action at 10. */
function wp_print_footer_scripts() {
	do_action( 'wp_print_footer_scripts' );
}

function _wp_footer_scripts() {
	wp_scripts()->do_footer_items();
}

// ---------------------------------------------------------------- styles, modules, theme support

$GLOBALS['islas_shim_assets'] = array(
	'styles'  => array(),
	'modules' => array(),
);

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

function islas_shim_print_script_modules() {
	foreach ( $GLOBALS['islas_shim_assets']['modules'] as $id => $module ) {
		printf(
			"<script type=\"module\" src=\"%s\" id=\"%s-js-module\"></script>\n",
			esc_url( islas_shim_ver_url( $module['src'], $module['ver'] ) ),
			esc_attr( $id )
		);
	}
}

$GLOBALS['islas_shim_theme_support'] = array();

function add_theme_support( $feature, ...$args ) {
	$GLOBALS['islas_shim_theme_support'][ $feature ] = $args ? $args : true;
}

function get_theme_support( $feature ) {
	return $GLOBALS['islas_shim_theme_support'][ $feature ] ?? false;
}

function current_theme_supports( $feature ) {
	return isset( $GLOBALS['islas_shim_theme_support'][ $feature ] );
}

// WordPress's own order: enqueue at wp_head priority 1, styles 8, head scripts 9; footer
// scripts at wp_footer 20; classic themes print script modules at wp_footer 10.
add_action( 'wp_head', function () { do_action( 'wp_enqueue_scripts' ); }, 1 );
add_action( 'wp_head', 'wp_print_styles', 8 );
add_action( 'wp_head', 'wp_print_head_scripts', 9 );
add_action( 'wp_footer', 'islas_shim_print_script_modules', 10 );
add_action( 'wp_footer', 'wp_print_footer_scripts', 20 );
add_action( 'wp_print_footer_scripts', '_wp_footer_scripts', 10 );

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

/** WordPress's: what an answer that must not be cached sends (no-store only for logged-in users). */
function wp_get_nocache_headers() {
	$headers = array(
		'Expires'       => 'Wed, 11 Jan 1984 05:00:00 GMT',
		'Cache-Control' => is_user_logged_in() ? 'no-cache, must-revalidate, max-age=0, no-store, private' : 'no-cache, must-revalidate, max-age=0',
	);
	return apply_filters( 'nocache_headers', $headers );
}

function nocache_headers() {
	header_remove( 'Last-Modified' );
	foreach ( wp_get_nocache_headers() as $name => $value ) {
		header( $name . ': ' . $value );
	}
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

function WC() {
	static $wc;
	return $wc ??= new Islas_Shim_WooCommerce();
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

function is_account_page() {
	return ! empty( $GLOBALS['islas_shim_conditionals']['is_account_page'] );
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

/**
 * WooCommerce's template loader, for the one template plugin/includes/config.php asks for:
 * single-product/add-to-cart/variation.php, the two wp.template (underscore syntax)
 * templates the variation form fills: `{{{ }}}` prints HTML, `{{ }}` escaped text. A theme
 * overrides that file to reshape the variation's description, price and availability.
 */
function wc_get_template( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
	if ( 'single-product/add-to-cart/variation.php' !== $template_name ) {
		return;
	}
	?>
<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert"><?php echo esc_html__( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ); ?></p>
</script>
<?php
}

/**
 * WC_Countries as WooCommerce 9.4 fills it for this shop: it sells and ships to Spain,
 * Portugal, France, Germany and the United States (woocommerce_allowed_countries =
 * specific), from a base in Madrid (ES:M). Names and labels are the es_ES ones; the data
 * (state codes, locale rules, field priorities) are WooCommerce's (i18n/states.php,
 * get_country_locale(), get_default_address_fields()).
 */
class WC_Countries {
	/** Country code => name, sorted by name as WooCommerce sorts them (es_ES). */
	public $countries = array(
		'DE' => 'Alemania',
		'ES' => 'España',
		'US' => 'Estados Unidos (EE. UU.)',
		'FR' => 'Francia',
		'PT' => 'Portugal',
	);

	/** i18n/states.php: an empty array means "no states" (the field is hidden); FR has no entry (free text). */
	public $states = array(
		'DE' => array(),
		'ES' => array(
			'C'  => 'A Coruña',
			'VI' => 'Araba/Álava',
			'AB' => 'Albacete',
			'A'  => 'Alicante',
			'AL' => 'Almería',
			'O'  => 'Asturias',
			'AV' => 'Ávila',
			'BA' => 'Badajoz',
			'PM' => 'Baleares',
			'B'  => 'Barcelona',
			'BU' => 'Burgos',
			'CC' => 'Cáceres',
			'CA' => 'Cádiz',
			'S'  => 'Cantabria',
			'CS' => 'Castellón',
			'CE' => 'Ceuta',
			'CR' => 'Ciudad Real',
			'CO' => 'Córdoba',
			'CU' => 'Cuenca',
			'GI' => 'Girona',
			'GR' => 'Granada',
			'GU' => 'Guadalajara',
			'SS' => 'Gipuzkoa',
			'H'  => 'Huelva',
			'HU' => 'Huesca',
			'J'  => 'Jaén',
			'LO' => 'La Rioja',
			'GC' => 'Las Palmas',
			'LE' => 'León',
			'L'  => 'Lleida',
			'LU' => 'Lugo',
			'M'  => 'Madrid',
			'MA' => 'Málaga',
			'ML' => 'Melilla',
			'MU' => 'Murcia',
			'NA' => 'Navarra',
			'OR' => 'Ourense',
			'P'  => 'Palencia',
			'PO' => 'Pontevedra',
			'SA' => 'Salamanca',
			'TF' => 'Santa Cruz de Tenerife',
			'SG' => 'Segovia',
			'SE' => 'Sevilla',
			'SO' => 'Soria',
			'T'  => 'Tarragona',
			'TE' => 'Teruel',
			'TO' => 'Toledo',
			'V'  => 'Valencia',
			'VA' => 'Valladolid',
			'BI' => 'Bizkaia',
			'ZA' => 'Zamora',
			'Z'  => 'Zaragoza',
		),
		'PT' => array(),
		'US' => array(
			'AL' => 'Alabama',
			'AK' => 'Alaska',
			'AZ' => 'Arizona',
			'AR' => 'Arkansas',
			'CA' => 'California',
			'CO' => 'Colorado',
			'CT' => 'Connecticut',
			'DE' => 'Delaware',
			'DC' => 'Distrito de Columbia',
			'FL' => 'Florida',
			'GA' => 'Georgia',
			'HI' => 'Hawái',
			'ID' => 'Idaho',
			'IL' => 'Illinois',
			'IN' => 'Indiana',
			'IA' => 'Iowa',
			'KS' => 'Kansas',
			'KY' => 'Kentucky',
			'LA' => 'Luisiana',
			'ME' => 'Maine',
			'MD' => 'Maryland',
			'MA' => 'Massachusetts',
			'MI' => 'Míchigan',
			'MN' => 'Minnesota',
			'MS' => 'Misisipi',
			'MO' => 'Misuri',
			'MT' => 'Montana',
			'NE' => 'Nebraska',
			'NV' => 'Nevada',
			'NH' => 'Nuevo Hampshire',
			'NJ' => 'Nueva Jersey',
			'NM' => 'Nuevo México',
			'NY' => 'Nueva York',
			'NC' => 'Carolina del Norte',
			'ND' => 'Dakota del Norte',
			'OH' => 'Ohio',
			'OK' => 'Oklahoma',
			'OR' => 'Oregón',
			'PA' => 'Pensilvania',
			'RI' => 'Rhode Island',
			'SC' => 'Carolina del Sur',
			'SD' => 'Dakota del Sur',
			'TN' => 'Tennessee',
			'TX' => 'Texas',
			'UT' => 'Utah',
			'VT' => 'Vermont',
			'VA' => 'Virginia',
			'WA' => 'Washington',
			'WV' => 'Virginia Occidental',
			'WI' => 'Wisconsin',
			'WY' => 'Wyoming',
			'AA' => 'Fuerzas Armadas (AA)',
			'AE' => 'Fuerzas Armadas (AE)',
			'AP' => 'Fuerzas Armadas (AP)',
		),
	);

	public function get_base_country() {
		return 'ES';
	}

	public function get_base_state() {
		return 'M';
	}

	public function get_countries() {
		return $this->countries;
	}

	public function get_allowed_countries() {
		return apply_filters( 'woocommerce_countries_allowed_countries', $this->countries );
	}

	public function get_shipping_countries() {
		return apply_filters( 'woocommerce_countries_shipping_countries', $this->countries );
	}

	/** A country's states: an array (maybe empty), or false when WooCommerce has no list for it. */
	public function get_states( $cc = null ) {
		if ( null === $cc ) {
			return $this->states;
		}
		return $this->states[ $cc ] ?? false;
	}

	/** Only the allowed countries that have an entry in states.php (FR has none). */
	public function get_allowed_country_states() {
		return apply_filters( 'woocommerce_countries_allowed_country_states', array_intersect_key( $this->states, $this->get_allowed_countries() ) );
	}

	public function get_shipping_country_states() {
		return apply_filters( 'woocommerce_countries_shipping_country_states', array_intersect_key( $this->states, $this->get_shipping_countries() ) );
	}

	/** get_default_address_fields() with the shop's defaults (company and address 2 optional). */
	public function get_default_address_fields() {
		$fields = array(
			'first_name' => array( 'label' => 'Nombre', 'required' => true, 'class' => array( 'form-row-first' ), 'autocomplete' => 'given-name', 'priority' => 10 ),
			'last_name'  => array( 'label' => 'Apellidos', 'required' => true, 'class' => array( 'form-row-last' ), 'autocomplete' => 'family-name', 'priority' => 20 ),
			'company'    => array( 'label' => 'Nombre de la empresa', 'class' => array( 'form-row-wide' ), 'autocomplete' => 'organization', 'priority' => 30, 'required' => false ),
			'country'    => array( 'type' => 'country', 'label' => 'País / Región', 'required' => true, 'class' => array( 'form-row-wide', 'address-field', 'update_totals_on_change' ), 'autocomplete' => 'country', 'priority' => 40 ),
			'address_1'  => array( 'label' => 'Dirección de la calle', 'placeholder' => 'Nombre de la calle y número de la casa', 'required' => true, 'class' => array( 'form-row-wide', 'address-field' ), 'autocomplete' => 'address-line1', 'priority' => 50 ),
			'address_2'  => array( 'label' => 'Apartamento, habitación, escalera, etc.', 'label_class' => array( 'screen-reader-text' ), 'placeholder' => 'Apartamento, habitación, escalera, etc. (opcional)', 'class' => array( 'form-row-wide', 'address-field' ), 'autocomplete' => 'address-line2', 'priority' => 60, 'required' => false ),
			'city'       => array( 'label' => 'Localidad / Ciudad', 'required' => true, 'class' => array( 'form-row-wide', 'address-field' ), 'autocomplete' => 'address-level2', 'priority' => 70 ),
			'state'      => array( 'type' => 'state', 'label' => 'Región / Provincia', 'required' => true, 'class' => array( 'form-row-wide', 'address-field' ), 'validate' => array( 'state' ), 'autocomplete' => 'address-level1', 'priority' => 80 ),
			'postcode'   => array( 'label' => 'Código postal', 'required' => true, 'class' => array( 'form-row-wide', 'address-field' ), 'validate' => array( 'postcode' ), 'autocomplete' => 'postal-code', 'priority' => 90 ),
		);
		return apply_filters( 'woocommerce_default_address_fields', $fields );
	}

	/** get_country_locale(): the allowed countries' rules, 'default' (the default fields), the base country. */
	public function get_country_locale() {
		$locale = array(
			'DE' => array( 'postcode' => array( 'priority' => 65 ), 'state' => array( 'required' => false, 'hidden' => true ) ),
			'ES' => array( 'postcode' => array( 'priority' => 65 ), 'state' => array( 'label' => 'Provincia' ) ),
			'FR' => array( 'postcode' => array( 'priority' => 65 ), 'state' => array( 'required' => false, 'hidden' => true ) ),
			'PT' => array( 'state' => array( 'required' => false ) ),
			'US' => array( 'postcode' => array( 'label' => 'Código postal' ), 'state' => array( 'label' => 'Estado' ) ),
		);
		$locale            = array_intersect_key( apply_filters( 'woocommerce_get_country_locale', $locale ), array_merge( $this->get_allowed_countries(), $this->get_shipping_countries() ) );
		$locale['default'] = apply_filters( 'woocommerce_get_country_locale_base', apply_filters( 'woocommerce_get_country_locale_default', $this->get_default_address_fields() ) );
		return $locale;
	}

	public function get_country_locale_field_selectors() {
		return apply_filters(
			'woocommerce_country_locale_field_selectors',
			array(
				'address_1' => '#billing_address_1_field, #shipping_address_1_field',
				'address_2' => '#billing_address_2_field, #shipping_address_2_field',
				'state'     => '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
				'postcode'  => '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
				'city'      => '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
			)
		);
	}

	/**
	 * get_address_fields(): the default fields with the country's locale laid over them,
	 * prefixed (billing_ / shipping_), plus phone and email for billing, sorted by priority.
	 */
	public function get_address_fields( $country = '', $type = 'billing_' ) {
		$country = $country ? $country : $this->get_base_country();
		$fields  = $this->get_default_address_fields();
		$locale  = $this->get_country_locale();
		foreach ( $locale[ $country ] ?? array() as $key => $overlay ) {
			if ( isset( $fields[ $key ] ) ) {
				$fields[ $key ] = array_merge( $fields[ $key ], $overlay );
			}
		}
		$out = array();
		foreach ( $fields as $key => $field ) {
			if ( 'state' === $key ) {
				$field['country_field'] = $type . 'country';
				$field['country']       = $country;
			}
			$out[ $type . $key ] = $field;
		}
		if ( 'billing_' === $type ) {
			$out['billing_phone'] = array( 'label' => 'Teléfono', 'required' => true, 'type' => 'tel', 'class' => array( 'form-row-wide' ), 'validate' => array( 'phone' ), 'autocomplete' => 'tel', 'priority' => 100 );
			$out['billing_email'] = array( 'label' => 'Dirección de correo electrónico', 'required' => true, 'type' => 'email', 'class' => array( 'form-row-wide' ), 'validate' => array( 'email' ), 'autocomplete' => 'no' === get_option( 'woocommerce_registration_generate_username', 'yes' ) ? 'email' : 'email username', 'priority' => 110 );
		}
		$out = apply_filters( 'woocommerce_' . $type . 'fields', $out, $country );
		uasort( $out, fn( $a, $b ) => ( $a['priority'] ?? 0 ) <=> ( $b['priority'] ?? 0 ) );
		return $out;
	}
}

/** WooCommerce's main object: the version and, as on a real shop, WC()->countries. */
class Islas_Shim_WooCommerce { // aliased WooCommerce below, unless ?islas-woocommerce=0
	public $version = '11.0.1';
	public $countries;
	public $cart;

	public function __construct() {
		$this->countries = new WC_Countries();
		$this->cart      = new Islas_Shim_Cart();
		// ?islas-wc=11.0.1 (or the cookie islas_wc; 11 is 11.0.1): the pages of a newer WooCommerce,
		// its script graph included (php-stub/lib/scripts.php). Read from the request: the scripts
		// register before the session starts, so a test passes it on every page.
		$asked = (string) ( $_GET['islas-wc'] ?? $_COOKIE['islas_wc'] ?? '' );
		$asked = '11' === $asked ? '11.0.1' : $asked;
		if ( preg_match( '/^\d+\.\d+(\.\d+)?$/', $asked ) ) {
			$this->version = $asked;
		}
	}

	/** WC()->payment_gateways(): the checkout's gateways, with has_custom_place_order_button (10.6+). */
	public function payment_gateways() {
		return new class() {
			public function get_available_payment_gateways() {
				$custom   = function_exists( 'stub_gateways_with_custom_place_order_button' ) && stub_wc_has_custom_place_order_button() ? stub_gateways_with_custom_place_order_button() : array();
				$gateways = array();
				foreach ( function_exists( 'stub_payment_gateways' ) ? array_keys( stub_payment_gateways() ) : array() as $id ) {
					$gateways[ $id ] = (object) array( 'id' => $id, 'has_custom_place_order_button' => in_array( $id, $custom, true ) );
				}
				return $gateways;
			}
		};
	}
}

/** WordPress's wp_strip_all_tags(): tags out (scripts and styles with their content), trimmed. */
function wp_strip_all_tags( $text ) {
	return trim( strip_tags( preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', (string) $text ) ) );
}

/** The little of WC_Cart the theme example reads (php-stub/lib/theme-example.php). */
class Islas_Shim_Cart {
	/** The subtotal as the cart and mini cart show it (taxes included in this shop's prices). */
	public function get_displayed_subtotal() {
		return (float) stub_cart_subtotal();
	}
}

function is_order_received_page() {
	return ! empty( $GLOBALS['islas_shim_conditionals']['is_order_received_page'] );
}

// ---------------------------------------------------------------- plugins (the islas plugin, lib/site.php)

// ?islas-woocommerce=0: a shop where WooCommerce is not active (the islas plugin stands down).
// The stub's own pages still render with WC(); only class_exists( 'WooCommerce' ) says no.
if ( '0' !== ( $_GET['islas-woocommerce'] ?? '' ) ) {
	class_alias( 'Islas_Shim_WooCommerce', 'WooCommerce' );
}

/** WooCommerce's FeaturesUtil, recording what plugins declare (shown on /wp-admin/plugins.php). */
class Islas_Shim_FeaturesUtil {
	public static $declared = array();

	public static function declare_compatibility( $feature_id, $plugin_file, $positive_compatibility = true ) {
		self::$declared[] = array(
			'feature'    => $feature_id,
			'plugin'     => plugin_basename( $plugin_file ),
			'compatible' => $positive_compatibility,
			// WooCommerce refuses declarations once woocommerce_init has run.
			'in_time'    => did_action( 'before_woocommerce_init' ) > 0 && ! did_action( 'woocommerce_init' ),
		);
		return true;
	}
}
class_alias( 'Islas_Shim_FeaturesUtil', 'Automattic\WooCommerce\Utilities\FeaturesUtil' );

/** The admin screens, admin-ajax.php included, as in WordPress. */
function is_admin() {
	return 0 === strpos( (string) parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH ), '/wp-admin/' );
}

function trailingslashit( $value ) {
	return rtrim( (string) $value, '/\\' ) . '/';
}

/** "islas/islas.php" for files in the stub's one plugin folder (STUB_ISLAS_PLUGIN_DIR). */
function plugin_basename( $file ) {
	$real = realpath( $file ) ?: (string) $file;
	if ( defined( 'STUB_ISLAS_PLUGIN_DIR' ) && 0 === strpos( $real, STUB_ISLAS_PLUGIN_DIR . '/' ) ) {
		return 'islas/' . substr( $real, strlen( STUB_ISLAS_PLUGIN_DIR ) + 1 );
	}
	return basename( dirname( $real ) ) . '/' . basename( $real );
}

function plugin_dir_path( $file ) {
	return trailingslashit( dirname( $file ) );
}

/** Plugins are served at /wp-content/plugins/<folder>/ (lib/static.php serves islas's). */
function plugins_url( $path = '', $plugin = '' ) {
	$url = home_url( '/wp-content/plugins' );
	if ( '' !== $plugin ) {
		$url .= '/' . dirname( plugin_basename( $plugin ) );
	}
	return '' === $path ? $url : $url . '/' . ltrim( $path, '/' );
}

function plugin_dir_url( $file ) {
	return trailingslashit( plugins_url( '', $file ) );
}

/** Records the call and whether the locale's .mo is where WordPress would look for it. */
function load_plugin_textdomain( $domain, $deprecated = false, $plugin_rel_path = false ) {
	$rel  = trim( (string) $plugin_rel_path, '/' );
	$file = defined( 'STUB_ISLAS_PLUGIN_DIR' ) && 0 === strpos( $rel . '/', 'islas/' )
		? STUB_ISLAS_PLUGIN_DIR . substr( $rel, strlen( 'islas' ) ) . '/' . $domain . '-' . get_locale() . '.mo'
		: '';
	$GLOBALS['islas_shim_textdomains'][ $domain ] = array(
		'path'  => $rel,
		'found' => '' !== $file && is_readable( $file ),
	);
	return true;
}

/** ?islas-blocks=cart,checkout: the page holds those WooCommerce blocks (lib/site.php). */
function has_block( $block_name, $post = null ) {
	return in_array( $block_name, $GLOBALS['islas_shim_blocks'] ?? array(), true );
}
