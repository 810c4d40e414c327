/**
 * Flatsome's content lightboxes (features/builder/lightbox/): pictures, galleries, videos,
 * [lightbox] popups. Loaded at the first input on pages with their markup (a click before
 * it is held and replayed), at load where a [lightbox] opens by itself.
 */
import './runtime';
import './input-runtime';

import { enhance } from '../../features/builder/lightbox/lightbox';

export const lightbox = { enhance };
