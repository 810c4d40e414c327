export const esES = {
  'Reduce quantity': ['Reducir la cantidad'],
  'Increase quantity': ['Aumentar la cantidad'],
} as const;
