/**
 * Flatsome's entrance animations, parallax and section spinners (builder-parts.ts): one
 * chunk, as all three run at load on the same pages (the theme's CSS hides the first two
 * until their code marks them), each small.
 */
import './runtime';

import { enhance as enhanceAnimate } from '../../features/builder/animate/animate';
import { enhance as enhanceParallax } from '../../features/builder/parallax/parallax';
import { enhance as enhanceSpinners } from '../../features/builder/spinners/spinners';

export const animate = { enhance: enhanceAnimate };
export const parallax = { enhance: enhanceParallax };
export const spinners = { enhance: enhanceSpinners };
