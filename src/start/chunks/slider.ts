/**
 * Flatsome's sliders (row 58): their own chunk, loaded by the builder table when the first
 * slider nears the viewport, so pages without one never fetch it.
 */
import './runtime';

import { enhance } from '../../features/builder/slider/sliders';

export const sliders = { enhance };
