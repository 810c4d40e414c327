/**
 * Flatsome's Lottie animations (the theme's own player, loaded from the theme): their own
 * chunk, loaded as the first one nears the viewport.
 */
import './runtime';

import { enhance } from '../../features/builder/lottie/lottie';

export const lottie = { enhance };
