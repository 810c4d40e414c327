/**
 * The fixture site's page types, for every suite that walks them (the budget and
 * accessibility browser tests, the bench). `cart`: put a product in the cart first.
 * @type {{ name: string; path: string; cart?: boolean }[]}
 */
export const FIXTURE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/tienda/' },
  { name: 'shop page 2', path: '/tienda/page/2/' },
  { name: 'simple product', path: '/producto/camiseta-basica-algodon-organico/' },
  { name: 'variable product', path: '/producto/sudadera-capucha-islas/' },
  { name: 'out-of-stock product', path: '/producto/gorra-vintage-bordada/' },
  { name: 'search results', path: '/?s=camiseta&post_type=product' },
  { name: 'cart', path: '/carrito/', cart: true },
  { name: 'checkout', path: '/finalizar-compra/', cart: true },
  { name: 'account', path: '/mi-cuenta/' },
  { name: 'orders', path: '/mi-cuenta/pedidos/' },
  { name: 'wishlist', path: '/lista-de-deseos/' },
  { name: 'help', path: '/ayuda/' },
  { name: 'coming-soon banner', path: '/?islas-coming-soon=1' },
  // Flatsome's page-builder elements, one of each (issue 32).
  { name: 'builder elements', path: '/elementos/' },
];
