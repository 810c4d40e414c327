<?php
/**
 * The stand-in WooCommerce cart totals and checkout: coupons, shipping rates, the
 * customer's address (WC()->customer, kept in the session), payment gateways, checkout
 * validation (WC_Checkout::validate_checkout) and orders. Texts are WooCommerce's es_ES.
 *
 * Shop rules: coupons `descuento10` (10 % off) and `envio` (free shipping); three shipping
 * methods in Spain's zone: flat rate 4,95 €, free shipping (from 50 € after discounts, or with
 * the `envio` coupon), local pickup; elsewhere one flat rate of 9,95 €; prices include 21 % IVA.
 */

// ---------------------------------------------------------------- coupons

function stub_coupon_definitions() {
	return array(
		'descuento10' => array( 'percent' => 10, 'free_shipping' => false ),
		'envio'       => array( 'percent' => 0, 'free_shipping' => true ),
	);
}

/** wc_format_coupon_code(): trimmed, lower case, entities decoded. */
function stub_format_coupon_code( $code ) {
	return stub_lower( trim( html_entity_decode( (string) $code, ENT_QUOTES, 'UTF-8' ) ) );
}

function stub_applied_coupons() {
	return array_values( $_SESSION['coupons'] ?? array() );
}

/** WC_Cart::apply_coupon() with WC_AJAX::apply_coupon()'s empty-code check: notices say what happened. */
function stub_apply_coupon( $raw ) {
	$code = stub_format_coupon_code( $raw );
	if ( '' === $code ) {
		wc_add_notice( 'Por favor, introduce un código de cupón.', 'error' );
		return false;
	}
	if ( ! isset( stub_coupon_definitions()[ $code ] ) ) {
		wc_add_notice( sprintf( '¡El cupón «%s» no existe!', esc_html( $code ) ), 'error' );
		return false;
	}
	if ( in_array( $code, stub_applied_coupons(), true ) ) {
		wc_add_notice( 'Coupon code already applied!', 'error' ); // Untranslated in WooCommerce's es_ES pack.
		return false;
	}
	$_SESSION['coupons'][] = $code;
	wc_add_notice( 'El código de cupón se ha aplicado correctamente.' );
	return true;
}

/** WC_AJAX::remove_coupon(): any non-empty code "is removed" (even one not applied). */
function stub_remove_coupon( $raw ) {
	$code = stub_format_coupon_code( $raw );
	if ( '' === $code ) {
		wc_add_notice( 'Lo siento, ha habido un problema al borrar este cupón.', 'error' );
		return false;
	}
	$_SESSION['coupons'] = array_values( array_diff( stub_applied_coupons(), array( $code ) ) );
	wc_add_notice( 'El cupón ha sido eliminado.' );
	return true;
}

/** The discount of one applied coupon, in euros. */
function stub_coupon_amount( $code ) {
	$percent = stub_coupon_definitions()[ $code ]['percent'] ?? 0;
	return round( stub_cart_subtotal() * $percent / 100, 2 );
}

function stub_cart_discount_total() {
	return array_sum( array_map( 'stub_coupon_amount', stub_applied_coupons() ) );
}

function stub_has_free_shipping_coupon() {
	foreach ( stub_applied_coupons() as $code ) {
		if ( ! empty( stub_coupon_definitions()[ $code ]['free_shipping'] ) ) {
			return true;
		}
	}
	return false;
}

// ---------------------------------------------------------------- shipping

/**
 * The rates of the zone the shipping address falls in, in the zone's order: id => [label, cost].
 * Spain's zone (the shop's base, and an address with no country yet), or, as the real shops'
 * (../shared/realshop), "Locations not covered by your other zones" with one flat rate.
 */
function stub_shipping_rates() {
	$country = stub_customer()['shipping']['country'];
	if ( '' !== $country && 'ES' !== $country ) {
		return array( 'flat_rate:4' => array( 'Tarifa plana internacional', 9.95 ) );
	}
	$rates = array( 'flat_rate:1' => array( 'Tarifa plana', 4.95 ) );
	if ( stub_has_free_shipping_coupon() || stub_cart_subtotal() - stub_cart_discount_total() >= 50 ) {
		$rates['free_shipping:2'] = array( 'Envío gratuito', 0.0 );
	}
	$rates['local_pickup:3'] = array( 'Recogida local', 0.0 );
	return $rates;
}

/** wc_get_chosen_shipping_method_for_package(): the session's choice while available, else the first rate. */
function stub_chosen_shipping_method() {
	$rates  = stub_shipping_rates();
	$chosen = $_SESSION['chosen_shipping'] ?? '';
	return isset( $rates[ $chosen ] ) ? $chosen : array_key_first( $rates );
}

function stub_set_chosen_shipping_method( $id ) {
	$_SESSION['chosen_shipping'] = (string) $id;
}

function stub_cart_shipping_total() {
	return stub_shipping_rates()[ stub_chosen_shipping_method() ][1];
}

/** wc_cart_totals_shipping_method_label(): "Tarifa plana: 4,95 €"; free rates show the bare label. */
function stub_shipping_method_label( $id, $rate ) {
	return esc_html( $rate[0] ) . ( $rate[1] > 0 ? ': ' . wc_price( $rate[1] ) : '' );
}

function stub_cart_total() {
	return round( stub_cart_subtotal() - stub_cart_discount_total() + stub_cart_shipping_total(), 2 );
}

/** The IVA (21 %) included in an amount, as "(incluye X IVA)" shows it. */
function stub_included_tax( $amount ) {
	return round( $amount - $amount / 1.21, 2 );
}

// ---------------------------------------------------------------- customer (WC()->customer)

/** The customer's billing and shipping locations; a new visitor is at the shop's base (Madrid). */
function stub_customer() {
	$base = array( 'country' => 'ES', 'state' => 'M', 'postcode' => '', 'city' => '', 'address_1' => '', 'address_2' => '' );
	$saved = $_SESSION['customer'] ?? array();
	return array(
		'billing'    => ( $saved['billing'] ?? array() ) + $base,
		'shipping'   => ( $saved['shipping'] ?? array() ) + $base,
		'calculated' => ! empty( $saved['calculated'] ),
	);
}

function stub_set_customer_location( $type, array $location ) {
	$customer          = stub_customer();
	$customer[ $type ] = array_merge( $customer[ $type ], array_map( fn( $v ) => trim( (string) $v ), array_intersect_key( $location, $customer[ $type ] ) ) );
	$_SESSION['customer'] = $customer;
}

function stub_set_calculated_shipping( $calculated ) {
	$customer               = stub_customer();
	$customer['calculated'] = (bool) $calculated;
	$_SESSION['customer']   = $customer;
}

/** WC_Countries::get_formatted_address() on one line (", "), the base country left out. */
function stub_formatted_destination( array $a ) {
	$countries = WC()->countries;
	$state     = $countries->get_states( $a['country'] )[ $a['state'] ] ?? $a['state'];
	$country   = $a['country'] === $countries->get_base_country() ? '' : ( $countries->countries[ $a['country'] ] ?? $a['country'] );
	switch ( $a['country'] ) {
		case 'US':
			$lines = array( $a['address_1'], $a['address_2'], trim( $a['city'] . ', ' . $a['state'] . ' ' . $a['postcode'], ', ' ), $country );
			break;
		case 'ES':
			$lines = array( $a['address_1'], $a['address_2'], trim( $a['postcode'] . ' ' . $a['city'] ), $state, $country );
			break;
		case 'FR':
			$lines = array( $a['address_1'], $a['address_2'], trim( $a['postcode'] . ' ' . strtoupper( $a['city'] ) ), $country );
			break;
		default:
			$lines = array( $a['address_1'], $a['address_2'], trim( $a['postcode'] . ' ' . $a['city'] ), $country );
	}
	return implode( ', ', array_filter( array_map( fn( $l ) => trim( (string) $l, ', ' ), $lines ), 'strlen' ) );
}

// ---------------------------------------------------------------- validation (WC_Validation)

function stub_is_valid_postcode( $postcode, $country ) {
	$postcode = strtoupper( trim( preg_replace( '/[\s\-]/', '', $postcode ) ) );
	switch ( $country ) {
		case 'ES':
			return (bool) preg_match( '/^([0-4]\d{4}|5[0-2]\d{3})$/', $postcode );
		case 'PT':
			return (bool) preg_match( '/^\d{7}$/', $postcode );
		case 'FR':
		case 'DE':
			return (bool) preg_match( '/^\d{5}$/', $postcode );
		case 'US':
			return (bool) preg_match( '/^\d{5}(\d{4})?$/', $postcode );
	}
	return true;
}

/** wc_format_postcode(): upper case; Portugal's NNNN-NNN, the US ZIP+4 with its hyphen. */
function stub_format_postcode( $postcode, $country ) {
	$postcode = strtoupper( trim( preg_replace( '/[\s\-]/', '', $postcode ) ) );
	if ( 'PT' === $country && 7 === strlen( $postcode ) ) {
		return substr( $postcode, 0, 4 ) . '-' . substr( $postcode, 4 );
	}
	if ( 'US' === $country && 9 === strlen( $postcode ) ) {
		return substr( $postcode, 0, 5 ) . '-' . substr( $postcode, 5 );
	}
	return $postcode;
}

function stub_is_valid_phone( $phone ) {
	return '' === trim( preg_replace( '/[\s\#0-9_\-\+\/\(\)\.]/', '', $phone ) );
}

// ---------------------------------------------------------------- payment gateways

/** The enabled gateways, in the shop's order: id => [title, description HTML]. */
function stub_payment_gateways() {
	$gateways = array(
		'cod'    => array( 'Contra reembolso', '<p>Pagar en efectivo en la entrega.</p>' ),
		'bacs'   => array( 'Transferencia bancaria directa', '<p>Realiza tu pago directamente en nuestra cuenta bancaria. Por favor, usa el número del pedido como referencia de pago. Tu pedido no se procesará hasta que se haya recibido el importe en nuestra cuenta.</p>' ),
		'cheque' => array( 'Pagos por cheque', '<p>Por favor, envía un cheque a nombre de la tienda, calle de la tienda, pueblo de la tienda, región / provincia de la tienda, código postal de la tienda.</p>' ),
	);
	// The card-gateway fixture plugin's gateway: its own card field inside the payment box.
	if ( in_array( 'card-gateway', stub_active_plugins(), true ) ) {
		$gateways['demo_card'] = array(
			'Tarjeta (demostración)',
			'<fieldset id="wc-demo_card-form"><p class="form-row form-row-wide"><label for="demo_card-number">Número de tarjeta&nbsp;<span class="required">*</span></label><input id="demo_card-number" name="demo_card_number" class="input-text" type="text" inputmode="numeric" autocomplete="cc-number"></p></fieldset>',
		);
	}
	if ( in_array( 'button-gateway', stub_active_plugins(), true ) ) {
		$gateways['demo_wallet'] = array( 'Monedero (demostración)', '<p>Paga con tu monedero con su propio botón.</p>' );
	}
	if ( in_array( 'check-gateway', stub_active_plugins(), true ) ) {
		$gateways['demo_check'] = array(
			'Cheque digital (demostración)',
			'<p class="form-row"><label for="demo_check-consent"><input id="demo_check-consent" name="demo_check_consent" type="checkbox" value="1"> Acepto el cargo</label></p>',
		);
	}
	return $gateways;
}

/** WooCommerce 10.6+'s gateways_with_custom_place_order_button: the ids of gateways with has_custom_place_order_button. */
function stub_gateways_with_custom_place_order_button() {
	return array_values( array_intersect( array( 'demo_wallet' ), array_keys( stub_payment_gateways() ) ) );
}

function stub_chosen_payment_method() {
	$gateways = stub_payment_gateways();
	$chosen   = $_SESSION['chosen_payment'] ?? '';
	return isset( $gateways[ $chosen ] ) ? $chosen : array_key_first( $gateways );
}

// ---------------------------------------------------------------- checkout fields

/** The checkout fieldsets for the chosen countries: billing, shipping, account, order. */
function stub_checkout_fields( $billing_country, $shipping_country ) {
	$billing = WC()->countries->get_address_fields( $billing_country, 'billing_' );
	// The shop's phone help text (woocommerce_billing_fields).
	$billing['billing_phone']['description'] = 'Solo lo usaremos si hay algún problema con la entrega.';
	return array(
		'billing'  => $billing,
		'shipping' => WC()->countries->get_address_fields( $shipping_country, 'shipping_' ),
		// woocommerce_registration_generate_username = no, generate_password = yes.
		'account'  => array(
			'account_username' => array( 'type' => 'text', 'label' => 'Nombre de usuario de la cuenta', 'required' => true, 'placeholder' => 'Nombre de usuario', 'autocomplete' => 'username', 'priority' => 10 ),
		),
		'order'    => array(
			'order_comments' => array( 'type' => 'textarea', 'class' => array( 'notes' ), 'label' => 'Notas del pedido', 'placeholder' => 'Notas sobre tu pedido, por ejemplo, notas especiales para la entrega.', 'required' => false ),
		),
	);
}

/** WC_Checkout::get_value(): what was posted, else the customer's saved address, else ''. */
function stub_checkout_value( $key, array $posted ) {
	if ( isset( $posted[ $key ] ) && '' !== (string) $posted[ $key ] ) {
		return (string) $posted[ $key ];
	}
	if ( preg_match( '/^(billing|shipping)_(country|state|postcode|city|address_1|address_2)$/', $key, $m ) ) {
		return stub_customer()[ $m[1] ][ $m[2] ];
	}
	return '';
}

/** woocommerce_form_field(): WooCommerce 9.4's markup for the field types the checkout uses. */
function stub_form_field( $key, array $field, $value ) {
	$field += array( 'type' => 'text', 'label' => '', 'required' => false, 'class' => array(), 'label_class' => array(), 'placeholder' => '', 'autocomplete' => '', 'validate' => array(), 'priority' => '', 'description' => '' );
	$classes = $field['class'];
	if ( $field['required'] ) {
		$classes[] = 'validate-required';
		// WooCommerce 9.7 hid the mark from screen readers (the field says aria-required).
		$indicator = stub_wc_at_least( '9.7' ) ? '&nbsp;<span class="required" aria-hidden="true">*</span>' : '&nbsp;<abbr class="required" title="obligatorio">*</abbr>';
	} else {
		$indicator = '&nbsp;<span class="optional">(opcional)</span>';
	}
	foreach ( $field['validate'] as $rule ) {
		$classes[] = 'validate-' . $rule;
	}
	$attrs = '';
	if ( $field['required'] ) {
		$attrs .= ' aria-required="true"';
	}
	if ( $field['autocomplete'] ) {
		$attrs .= ' autocomplete="' . esc_attr( $field['autocomplete'] ) . '"';
	}
	if ( $field['description'] ) {
		$attrs .= ' aria-describedby="' . esc_attr( $key ) . '-description"';
	}
	$id    = esc_attr( $key );
	$label = $field['label'] ? '<label for="' . $id . '" class="' . esc_attr( implode( ' ', $field['label_class'] ) ) . '">' . esc_html( $field['label'] ) . $indicator . '</label>' : '';
	$style = '';
	switch ( $field['type'] ) {
		case 'country':
			$input = '<select name="' . $id . '" id="' . $id . '" class="country_to_state country_select"' . $attrs . ' data-placeholder="Elige un país / región…" data-label="' . esc_attr( $field['label'] ) . '"><option value="">Elige un país / región…</option>';
			foreach ( WC()->countries->get_allowed_countries() as $code => $name ) {
				$input .= '<option value="' . esc_attr( $code ) . '"' . ( $code === $value ? ' selected="selected"' : '' ) . '>' . esc_html( $name ) . '</option>';
			}
			$input .= '</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Actualizar país / región">Actualizar país / región</button></noscript>';
			break;
		case 'state':
			$states = WC()->countries->get_states( $field['country'] );
			if ( is_array( $states ) && ! $states ) {
				$input = '<input type="hidden" class="hidden" name="' . $id . '" id="' . $id . '" value=""' . ( $field['autocomplete'] ? ' autocomplete="' . esc_attr( $field['autocomplete'] ) . '"' : '' ) . ' placeholder="' . esc_attr( $field['placeholder'] ) . '" readonly="readonly" data-input-classes="" />';
			} elseif ( is_array( $states ) ) {
				$input = '<select name="' . $id . '" id="' . $id . '" class="state_select"' . $attrs . ' data-placeholder="' . esc_attr( $field['placeholder'] ? $field['placeholder'] : 'Elige una opción…' ) . '" data-input-classes="" data-label="' . esc_attr( $field['label'] ) . '"><option value="">Elige una opción…</option>';
				foreach ( $states as $code => $name ) {
					$input .= '<option value="' . esc_attr( $code ) . '"' . ( (string) $code === $value ? ' selected="selected"' : '' ) . '>' . esc_html( $name ) . '</option>';
				}
				$input .= '</select>';
			} else {
				$input = '<input type="text" class="input-text" value="' . esc_attr( $value ) . '" placeholder="' . esc_attr( $field['placeholder'] ) . '" name="' . $id . '" id="' . $id . '"' . $attrs . ' data-input-classes="" />';
			}
			break;
		case 'textarea':
			$input = '<textarea name="' . $id . '" class="input-text" id="' . $id . '" placeholder="' . esc_attr( $field['placeholder'] ) . '"' . $attrs . ' rows="2" cols="5">' . esc_html( $value ) . '</textarea>';
			break;
		default:
			$input = '<input type="' . esc_attr( $field['type'] ) . '" class="input-text" name="' . $id . '" id="' . $id . '" placeholder="' . esc_attr( $field['placeholder'] ) . '" value="' . esc_attr( $value ) . '"' . $attrs . ' />';
	}
	if ( ! empty( $field['hidden'] ) ) {
		// A field the country's locale hides (the state of France or Germany).
		$style = ' style="display:none"';
	}
	if ( $field['description'] ) {
		$input .= '<span class="description" id="' . $id . '-description" aria-hidden="true">' . esc_html( $field['description'] ) . '</span>';
	}
	return '<p class="form-row ' . esc_attr( implode( ' ', $classes ) ) . '" id="' . $id . '_field" data-priority="' . esc_attr( $field['priority'] ) . '"' . $style . '>'
		. $label . '<span class="woocommerce-input-wrapper">' . $input . '</span></p>';
}

// ---------------------------------------------------------------- checkout processing

/**
 * WC_Checkout::process_checkout() minus the order storage details. $posted is the form
 * (the Ajax post or the no-JS post). Returns ['errors' => [[html, data-id|null]], 'refresh',
 * 'reload', 'order' => the order or null].
 */
function stub_process_checkout( array $posted ) {
	$fail = fn( $html, $refresh = false ) => array( 'errors' => array( array( $html, null ) ), 'refresh' => $refresh, 'reload' => false, 'order' => null );
	if ( ! wp_verify_nonce( (string) ( $posted['woocommerce-process-checkout-nonce'] ?? $posted['_wpnonce'] ?? '' ), 'woocommerce-process_checkout' ) ) {
		return $fail( 'No hemos podido procesar tu pedido, por favor inténtalo de nuevo.', true );
	}
	if ( stub_cart_is_empty() ) {
		return $fail( 'Lo siento, tu sesión ha caducado. <a href="' . esc_url( home_url( '/tienda/' ) ) . '" class="wc-backward">Volver a la tienda</a>' );
	}
	$data             = array_map( fn( $v ) => is_string( $v ) ? trim( $v ) : $v, $posted );
	$ship_elsewhere   = ! empty( $data['ship_to_different_address'] );
	$billing_country  = (string) ( $data['billing_country'] ?? '' );
	$shipping_country = $ship_elsewhere ? (string) ( $data['shipping_country'] ?? '' ) : $billing_country;

	// WC_Checkout::update_session(): the address, shipping and payment choices are kept.
	$billing = array();
	foreach ( array( 'country', 'state', 'postcode', 'city', 'address_1', 'address_2' ) as $part ) {
		$billing[ $part ] = (string) ( $data[ 'billing_' . $part ] ?? '' );
	}
	$shipping = $billing;
	if ( $ship_elsewhere ) {
		foreach ( array_keys( $shipping ) as $part ) {
			$shipping[ $part ] = (string) ( $data[ 'shipping_' . $part ] ?? '' );
		}
	}
	stub_set_customer_location( 'billing', $billing );
	stub_set_customer_location( 'shipping', $shipping );
	if ( isset( $data['shipping_method'][0] ) || isset( $data['shipping_method[0]'] ) ) {
		stub_set_chosen_shipping_method( $data['shipping_method'][0] ?? $data['shipping_method[0]'] );
	}
	if ( isset( $data['payment_method'] ) ) {
		$_SESSION['chosen_payment'] = (string) $data['payment_method'];
	}

	$errors    = array();
	$fieldsets = stub_checkout_fields( $billing_country, $shipping_country );
	$allowed   = WC()->countries->get_allowed_countries();
	foreach ( array( 'billing' => 'Facturación %s', 'shipping' => 'Envío %s', 'account' => '%s' ) as $set => $prefix ) {
		if ( ( 'shipping' === $set && ! $ship_elsewhere ) || ( 'account' === $set && empty( $data['createaccount'] ) ) ) {
			continue;
		}
		foreach ( $fieldsets[ $set ] as $key => $field ) {
			$value = (string) ( $data[ $key ] ?? '' );
			$label = '<strong>' . esc_html( sprintf( $prefix, $field['label'] ?? '' ) ) . '</strong>';
			$type  = $field['type'] ?? 'text';
			if ( 'country' === $type && '' !== $value && ! isset( $allowed[ $value ] ) ) {
				$errors[] = array( sprintf( '«%s» no es un código de país válido.', esc_html( $value ) ), $key );
				continue;
			}
			foreach ( $field['validate'] ?? array() as $rule ) {
				if ( '' === $value ) {
					break;
				}
				$country = 'billing' === $set ? $billing_country : $shipping_country;
				if ( 'postcode' === $rule && ! stub_is_valid_postcode( $value, $country ) ) {
					$errors[] = array( sprintf( '%s no es un código postal válido.', $label ), $key );
				} elseif ( 'phone' === $rule && ! stub_is_valid_phone( $value ) ) {
					$errors[] = array( sprintf( '%s no es un número de teléfono válido.', $label ), $key );
				} elseif ( 'email' === $rule && ! filter_var( $value, FILTER_VALIDATE_EMAIL ) ) {
					// The 9.4.2 shop's answer had no data-id here (woocommerce-ajax.md); 11.0.1's has it.
					$errors[] = array( sprintf( '%s no es una dirección de correo electrónico válida.', $label ), stub_wc_at_least( '9.5' ) ? $key : null );
				} elseif ( 'state' === $rule ) {
					$states = WC()->countries->get_states( $country );
					if ( is_array( $states ) && $states && ! isset( $states[ strtoupper( $value ) ] ) && ! in_array( $value, $states, true ) ) {
						$errors[] = array( sprintf( '%s no es válido. Por favor, introduce uno de los siguientes: %s', $label, esc_html( implode( ', ', $states ) ) ), $key );
					}
				}
			}
			if ( ! empty( $field['required'] ) && '' === $value ) {
				$errors[] = array( sprintf( '%s es un campo requerido.', $label ), $key );
			}
		}
	}
	$updating_totals = ! empty( $data['woocommerce_checkout_update_totals'] );
	if ( ! $updating_totals && empty( $data['terms'] ) && ! empty( $data['terms-field'] ) ) {
		// Named since WooCommerce 9.5.1: the checkout links the message to the box.
		$errors[] = array( 'Por favor, lee y acepta los términos y condiciones para continuar con tu pedido.', stub_wc_at_least( '9.5' ) ? 'terms' : null );
	}
	$gateways = stub_payment_gateways();
	$method   = (string) ( $data['payment_method'] ?? '' );
	if ( ! isset( $gateways[ $method ] ) ) {
		$errors[] = array( 'Método de pago no válido.', null );
	} elseif ( 'demo_card' === $method && ! preg_match( '/^\d{16}$/', preg_replace( '/\s+/', '', (string) ( $data['demo_card_number'] ?? '' ) ) ) ) {
		$errors[] = array( 'Número de tarjeta no válido.', null );
	}
	if ( $errors || $updating_totals ) {
		return array( 'errors' => $errors, 'refresh' => false, 'reload' => false, 'order' => null );
	}
	return array( 'errors' => array(), 'refresh' => false, 'reload' => false, 'order' => stub_create_order( $data, $method ) );
}

/** Stores the order in the visitor's session and empties the cart. */
function stub_create_order( array $data, $method ) {
	$attribution = array();
	foreach ( $data as $name => $value ) {
		if ( 0 === strpos( (string) $name, 'wc_order_attribution_' ) ) {
			$attribution[ substr( $name, strlen( 'wc_order_attribution_' ) ) ] = (string) $value;
		}
	}
	$id    = 1000 + count( $_SESSION['orders'] ?? array() ) + 1;
	$order = array(
		'id'             => $id,
		'number'         => $id,
		'key'            => 'wc_order_' . substr( bin2hex( random_bytes( 8 ) ), 0, 13 ),
		'date'           => date( 'Y-m-d' ),
		'lines'          => array_map( fn( $l ) => array( 'name' => $l['name'], 'quantity' => $l['quantity'], 'total' => $l['total'] ), stub_cart_lines() ),
		'subtotal'       => stub_cart_subtotal(),
		'discount'       => stub_cart_discount_total(),
		'shipping'       => stub_shipping_rates()[ stub_chosen_shipping_method() ][0],
		'shipping_total' => stub_cart_shipping_total(),
		'total'          => stub_cart_total(),
		'email'          => (string) ( $data['billing_email'] ?? '' ),
		'payment_method' => $method,
		'payment_title'  => stub_payment_gateways()[ $method ][0],
		'attribution'    => $attribution,
	);
	$_SESSION['orders'][]   = $order;
	$_SESSION['last_order'] = $order;
	stub_cart_empty();
	$_SESSION['coupons'] = array();
	return $order;
}

function stub_order_received_url( array $order ) {
	return home_url( '/finalizar-compra/order-received/' . $order['id'] . '/' ) . '?key=' . $order['key'];
}

// ---------------------------------------------------------------- notices as WooCommerce prints them

/**
 * wc_print_notices( true ) for a list of notices: the error notices in one ul (each li with
 * its data-id), then success, then info, with the templates' whitespace.
 */
function stub_notices_html( array $notices ) {
	$html = '';
	foreach ( array( 'error', 'success', 'notice' ) as $type ) {
		$of_type = array_values( array_filter( $notices, fn( $n ) => $n['type'] === $type ) );
		if ( ! $of_type ) {
			continue;
		}
		if ( 'error' === $type ) {
			$html .= "\n\t<ul class=\"woocommerce-error\" role=\"alert\">\n";
			foreach ( $of_type as $notice ) {
				$id    = $notice['data']['id'] ?? null;
				$html .= "\t\t\t<li" . ( null !== $id ? ' data-id="' . esc_attr( $id ) . '"' : '' ) . ">\n\t\t\t" . $notice['html'] . "\t\t</li>\n";
			}
			$html .= "\t</ul>\n";
			continue;
		}
		foreach ( $of_type as $notice ) {
			$class = 'success' === $type ? 'woocommerce-message' : 'woocommerce-info';
			// notices/notice.php says role=status since WooCommerce 10.4.
			$role  = 'success' === $type ? ' role="alert"' : ( stub_wc_at_least( '10.4' ) ? ' role="status"' : '' );
			$html .= "\n\t<div class=\"" . $class . '"' . $role . ">\n\t\t" . $notice['html'] . "\t</div>\n";
		}
	}
	return $html;
}

/** wc_print_notices( true ): the session's notices, taken. */
function stub_print_notices() {
	return stub_notices_html( stub_take_notices() );
}
