/** es_ES strings of the address fields (they travel in the cart and checkout chunk). */
export const esES = {
  'Select an option…': ['Selecciona una opción…'],
  optional: ['opcional'],
} as const;
