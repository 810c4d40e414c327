/** es_ES strings of the page-content enhancers (they travel in their chunk). */
export const esES = {
  'Instagram error:': ['Error de Instagram:'],
  'Edit block': ['Editar bloque'],
  'Edit in the dashboard': ['Editar en el escritorio'],
} as const;
