/**
 * Flatsome's YouTube background videos: their own chunk, loaded as the first one nears the
 * viewport.
 */
import './runtime';

import { enhance } from '../../features/builder/youtube/youtube';

export const youtube = { enhance };
