/** es_ES strings of the review-rating lazy enhancer (they travel in its chunk). */
export const esES = {
  '%1$s of %2$s stars': ['%1$s de %2$s estrellas'],
  'Please select a rating': ['Por favor elige una puntuación'],
} as const;
