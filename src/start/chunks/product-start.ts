/**
 * What a product page's gallery needs at load, before the gallery island hydrates: its
 * thumbnails' links named, and a click on thumbnails outside the gallery held for it. On
 * pages with a gallery only (it was eager code on every page until issue 32 needed the bytes).
 */
import './runtime';

import { labelThumbnails } from '../../features/product/gallery-thumbnails';

export const thumbnailLabels = { enhance: (root: Document) => labelThumbnails(root) };
