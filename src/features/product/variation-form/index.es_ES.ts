/** es_ES strings of the variation form (they travel in its chunk). */
export const esES = {
  'Please select some product options before adding this product to your cart.': [
    'Elige las opciones del producto antes de añadir este producto a tu carrito.',
  ],
  'Sorry, this product is unavailable. Please choose a different combination.': [
    'Lo siento, este producto no está disponible. Por favor, elige otra combinación.',
  ],
  'Sorry, no products matched your selection. Please choose a different combination.': [
    'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
  ],
} as const;
