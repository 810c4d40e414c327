/** es_ES strings of the login popup (text domain "islas"). */
export const esES = {
  '': { domain: 'islas', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' },
  'Log in': ['Acceder'],
  'Close the login': ['Cerrar el acceso'],
} as const;
