/**
 * Flatsome's equal-height product boxes: their own chunk, loaded as the first
 * `.equalize-box` row nears the viewport.
 */
import './runtime';

import { enhance } from '../../features/builder/equalize/equalize';

export const equalize = { enhance };
