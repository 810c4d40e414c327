/** es_ES strings of the off-canvas panels and sub-menu toggles (they travel in their chunk). */
export const esES = {
  'Close (Esc)': ['Cerrar (Esc)'],
  'Show or hide the sub-menu': ['Mostrar u ocultar el submenú'],
  'Main Menu': ['Menú principal'],
} as const;
