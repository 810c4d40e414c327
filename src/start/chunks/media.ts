/**
 * Flatsome's background media that play as they come into view: YouTube section and
 * banner backgrounds and Lottie animations. One chunk for both (two builder parts):
 * the YouTube part alone would be a file under 1 KB, each file paying its own request and
 * gzip overhead; a page with either loads it as the first nears the viewport.
 */
import './runtime';

import { enhance as enhanceLottie } from '../../features/builder/lottie/lottie';
import { enhance as enhanceYoutube } from '../../features/builder/youtube/youtube';

export const lottie = { enhance: enhanceLottie };
export const youtube = { enhance: enhanceYoutube };
