/** es_ES strings of the login popup (text domain "islas"). */
export const esES = {
  'Log in': ['Acceder'],
  'Close the login': ['Cerrar el acceso'],
} as const;
