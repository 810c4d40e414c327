/** The header's React islands, on every page: the mini cart and the login popup. */
import './runtime';
import './input-runtime';
import './ui-runtime';

import { mount as mountLoginPopup } from '../../../widgets/login-popup/index';
import { mount as mountMiniCart } from '../../../widgets/mini-cart/index';

// Objects, not namespaces (cart-checkout.ts says why).
export const loginPopup = { mount: mountLoginPopup };
export const miniCart = { mount: mountMiniCart };
