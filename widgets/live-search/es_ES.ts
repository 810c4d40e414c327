/** es_ES strings of the live search suggestions (text domain "islas"), in its own chunk. */
export const esES = {
  '': { domain: 'islas', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' },
  'Search suggestions': ['Sugerencias de búsqueda'],
  '%d suggestion. Use the up and down arrows to choose.': [
    '%d sugerencia. Usa las flechas arriba y abajo para elegir.',
    '%d sugerencias. Usa las flechas arriba y abajo para elegir.',
  ],
} as const;
