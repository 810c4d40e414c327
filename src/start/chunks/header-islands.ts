/** The header's React islands, on every page: the mini cart and the login popup. */
import './runtime';
import './input-runtime';
import './ui-runtime';

export * as loginPopup from '../../../widgets/login-popup/index';
export * as miniCart from '../../../widgets/mini-cart/index';
