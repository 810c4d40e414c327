/**
 * Flatsome's masonry and packery grids (Packery's packing, laid out again as sizes change):
 * their own chunk, loaded as the first grid nears the viewport.
 */
import './runtime';

import { enhance } from '../../features/builder/masonry/masonry';

export const masonry = { enhance };
