/** es_ES strings of the checkout (they travel in the cart and checkout chunk). */
export const esES = {
  'There was an error processing your order. Please try again.': ['Error al procesar el pedido. Por favor, inténtalo de nuevo.'],
  'The order summary could not be updated. Please try again.': [
    'No se ha podido actualizar el resumen del pedido. Por favor, inténtalo de nuevo.',
  ],
  'The coupon could not be applied. Please try again.': ['No se ha podido aplicar el cupón. Por favor, inténtalo de nuevo.'],
  'The coupon could not be removed. Please try again.': ['No se ha podido eliminar el cupón. Por favor, inténtalo de nuevo.'],
} as const;
