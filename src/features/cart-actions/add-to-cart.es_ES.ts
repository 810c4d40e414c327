/** es_ES strings of the cart actions (add to cart, quantities, removes), in their chunk. */
export const esES = {
  'Added to the cart: “%s”': ['Añadido al carrito: «%s»'],
  'Could not add “%s” to the cart. Please try again.': ['No se ha podido añadir «%s» al carrito. Inténtalo de nuevo.'],
  'Could not add the product to the cart. Please try again.': ['No se ha podido añadir el producto al carrito. Inténtalo de nuevo.'],
  'Cart updated.': ['Carrito actualizado.'],
  'Removed from the cart.': ['Eliminado del carrito.'],
} as const;
