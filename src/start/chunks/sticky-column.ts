/** Flatsome's JavaScript-mode sticky columns (builder-parts.ts): their own chunk, where they are. */
import './runtime';

import { enhance } from '../../features/builder/sticky-column/sticky-column';

export const stickyColumn = { enhance };
