/** es_ES strings of the search form's category select (they travel in its chunk). */
export const esES = {
  Category: ['Categoría'],
} as const;
