export const esES = {
  'Quick view': ['Vista rápida'],
  'Close the quick view': ['Cerrar la vista rápida'],
  'The quick view could not be loaded. Please try again.': ['No se ha podido cargar la vista rápida. Inténtalo de nuevo.'],
} as const;
