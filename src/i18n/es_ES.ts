/**
 * es_ES translations of the strings islas itself shows (text domain "islas"), in the
 * Jed 1.x shape @wordpress/i18n takes. Source strings are English, as in WordPress, so
 * the usual tools (wp i18n make-pot) can extract them.
 */
export const esES = {
  '': { domain: 'islas', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' },
  'Added to the cart: “%s”': ['Añadido al carrito: «%s»'],
  'Show image %d': ['Mostrar la imagen %d'],
  'Could not add “%s” to the cart. Please try again.': [
    'No se ha podido añadir «%s» al carrito. Inténtalo de nuevo.',
  ],
  'Could not add the product to the cart. Please try again.': [
    'No se ha podido añadir el producto al carrito. Inténtalo de nuevo.',
  ],
  'The shop is taking too long to answer. Check your cart before trying again.': [
    'La tienda está tardando demasiado en responder. Revisa tu carrito antes de volver a intentarlo.',
  ],
  'You seem to be offline. Check your connection and try again.': [
    'Parece que no tienes conexión. Compruébala y vuelve a intentarlo.',
  ],
  'Could not update the cart. Please try again.': [
    'No se ha podido actualizar el carrito. Inténtalo de nuevo.',
  ],
  'Cart updated.': ['Carrito actualizado.'],
  'Removed from the cart.': ['Eliminado del carrito.'],
  'View cart': ['Ver carrito'],
  Cart: ['Carrito'],
  'Close the cart': ['Cerrar el carrito'],
  'Skip to content': ['Saltar al contenido'],
  'Instagram error:': ['Error de Instagram:'],
  'Edit block': ['Editar bloque'],
  'Edit in the dashboard': ['Editar en el escritorio'],
} as const;
