/** es_ES strings of the wishlist lazy enhancer (they travel in its chunk). */
export const esES = {
  'Added to the wishlist.': ['Añadido a la lista de deseos.'],
  'Removed from the wishlist.': ['Eliminado de la lista de deseos.'],
  'Could not update the wishlist. Please try again.': ['No se ha podido actualizar la lista de deseos. Inténtalo de nuevo.'],
} as const;
