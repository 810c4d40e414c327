export const esES = {
  'The image could not be loaded': ['No se ha podido cargar la imagen'],
  'The image #%d could not be loaded.': ['No se ha podido cargar la imagen n.º %d.'],
  'Previous image': ['Imagen anterior'],
  'Next image': ['Imagen siguiente'],
  'Close the image': ['Cerrar la imagen'],
  'Image %1$d of %2$d': ['Imagen %1$d de %2$d'],
  'Full screen image': ['Imagen a pantalla completa'],
  'View full-screen image gallery': ['Ver galería de imágenes a pantalla completa'],
} as const;
