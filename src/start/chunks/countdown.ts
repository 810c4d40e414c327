/** Flatsome's countdown timers (builder-parts.ts): their own chunk, where they are. */
import './runtime';

import { enhance } from '../../features/builder/countdown/countdown';

export const countdown = { enhance };
