/**
 * WooCommerce's jQuery contract (src/kernel/jquery/), its own chunk: only pages with
 * `window.jQuery` load it, before the page starts.
 */
import './runtime';

export { install } from '../../kernel/jquery/install';
