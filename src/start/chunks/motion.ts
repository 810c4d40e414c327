/**
 * Flatsome's page-builder elements that run at load (builder-parts.ts): entrance
 * animations and parallax (the theme's CSS hides both until their code marks them), the
 * sections' spinners, JavaScript-mode sticky columns and countdown timers. One chunk: each
 * is small (under 1 KB alone, a file's overhead), and pages with one mostly have another.
 */
import './runtime';

import { enhance as enhanceAnimate } from '../../features/builder/animate/animate';
import { enhance as enhanceCountdown } from '../../features/builder/countdown/countdown';
import { enhance as enhanceParallax } from '../../features/builder/parallax/parallax';
import { enhance as enhanceSpinners } from '../../features/builder/spinners/spinners';
import { enhance as enhanceStickyColumn } from '../../features/builder/sticky-column/sticky-column';

export const animate = { enhance: enhanceAnimate };
export const parallax = { enhance: enhanceParallax };
export const spinners = { enhance: enhanceSpinners };
export const stickyColumn = { enhance: enhanceStickyColumn };
export const countdown = { enhance: enhanceCountdown };
