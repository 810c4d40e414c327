/** es_ES strings of the mini cart island (they travel in its chunk). */
export const esES = {
  Cart: ['Carrito'],
  'Close the cart': ['Cerrar el carrito'],
} as const;
