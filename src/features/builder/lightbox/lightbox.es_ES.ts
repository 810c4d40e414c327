/** es_ES strings of the content lightboxes (they travel in their chunk). */
export const esES = {
  'Close (Esc)': ['Cerrar (Esc)'],
  'Previous (Left arrow key)': ['Anterior (flecha izquierda)'],
  'Next (Right arrow key)': ['Siguiente (flecha derecha)'],
  '%1$s of %2$s': ['%1$s de %2$s'],
  'The image could not be loaded.': ['No se pudo cargar la imagen.'],
  Video: ['Vídeo'],
} as const;
