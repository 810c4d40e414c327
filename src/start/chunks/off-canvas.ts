/**
 * Flatsome's `[data-open]` panels (the mobile menu, the filter sidebars, the search
 * lightbox, ...) and sub-menu toggles: their own chunk, loaded at the first input (or at a
 * click on an opener) on pages that have an opener, so pages without one never fetch it.
 */
import './runtime';
import './input-runtime';

import { enhance } from '../../features/off-canvas/off-canvas';

export const offCanvas = { enhance };
