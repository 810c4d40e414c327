/**
 * The page-builder elements' table (`../builder-parts.ts`): loaded at load, only on pages
 * whose markup has a builder element (the chrome part `builder`); each element's code is a
 * chunk of its own, loaded from that table.
 */
import './runtime';

export { builder } from '../builder-parts';
