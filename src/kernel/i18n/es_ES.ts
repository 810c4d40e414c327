/**
 * es_ES translations of the strings islas itself shows (text domain "islas"), in the
 * Jed 1.x shape @wordpress/i18n takes. Source strings are English, as in WordPress, so
 * the usual tools (wp i18n make-pot) can extract them.
 */
export const esES = {
  '': { domain: 'islas', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' },
  'Show image %d': ['Mostrar la imagen %d'],
  'The shop is taking too long to answer. Check your cart before trying again.': [
    'La tienda está tardando demasiado en responder. Revisa tu carrito antes de volver a intentarlo.',
  ],
  'You seem to be offline. Check your connection and try again.': [
    'Parece que no tienes conexión. Compruébala y vuelve a intentarlo.',
  ],
  'Could not update the cart. Please try again.': [
    'No se ha podido actualizar el carrito. Inténtalo de nuevo.',
  ],
  'Skip to content': ['Saltar al contenido'],
} as const;
