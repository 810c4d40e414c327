/** es_ES strings of the live search suggestions (text domain "islas"), in its own chunk. */
export const esES = {
  'Search suggestions': ['Sugerencias de búsqueda'],
  '%d suggestion. Use the up and down arrows to choose.': [
    '%d sugerencia. Usa las flechas arriba y abajo para elegir.',
    '%d sugerencias. Usa las flechas arriba y abajo para elegir.',
  ],
} as const;
