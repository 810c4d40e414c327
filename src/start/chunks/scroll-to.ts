/** Flatsome's scroll-to sections and "scroll for more" (builder-parts.ts): their own chunk, where they are. */
import './runtime';

import { enhance } from '../../features/builder/scroll-to/scroll-to';

export const scrollTo = { enhance };
