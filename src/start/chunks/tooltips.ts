/**
 * Flatsome's tooltips (Tooltipster's markup, hover, focus and tap): their own chunk, loaded
 * at the shopper's first input on pages that have a tooltip.
 */
import './runtime';
import './input-runtime';

import { enhance } from '../../features/builder/tooltips/tooltips';

export const tooltips = { enhance };
