/**
 * Flatsome 3.20's content lightboxes, the pure part: which links open what (its
 * `lightbox-gallery`, `lightbox-image`, `lightbox-video` and `lightboxes-link` behaviours
 * in flatsome.js, with Magnific Popup's iframe patterns in chunk.popups.js), and what an
 * auto-opening [lightbox] asks for (inc/shortcodes/lightbox.php).
 */

/** The picture files Flatsome opens in its lightbox, by what their address contains. */
const PICTURES = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/** `pattern` once per picture type (`{ext}` in it), as one selector. */
const forEachPicture = (...patterns: string[]): string[] => PICTURES.flatMap((ext) => patterns.map((pattern) => pattern.replace('{ext}', ext)));

/**
 * Links of the page's one gallery: [ux_image lightbox], [ux_gallery], WordPress galleries
 * (those of a `.lightbox-multi-gallery`, a gallery on its own, are not). Flatsome gathers
 * every link in their parents into one gallery, so the arrows go through all of them.
 */
export const GALLERY_LINKS = ['.lightbox a.lightbox-gallery', ...forEachPicture('.lightbox .gallery a[href*="{ext}"]')].join(', ');

/** A gallery with its own lightbox (Flatsome's "separate lightbox galleries" option): its links. */
export const MULTI_GALLERY = '.lightbox .lightbox-multi-gallery';

/** Links that open one picture: an image linked to its file in the content, a caption's, a block's. */
export const IMAGE_LINKS = [
  '.lightbox a.image-lightbox',
  ...forEachPicture('.lightbox [id^="attachment"] a[href*="{ext}"]', '.lightbox .wp-block-image a[href*="{ext}"]:not([target="_blank"])', '.lightbox .entry-content a[href*="{ext}"]'),
].join(', ');

/** Picture links that belong to a gallery instead. */
export const NOT_IMAGE_LINKS = [
  '.lightbox a.lightbox-gallery',
  ...forEachPicture('.lightbox .gallery a[href*="{ext}"]', '.lightbox .lightbox-multi-gallery a[href*="{ext}"]'),
].join(', ');

/** Links that play a video in the lightbox: [video_button], the product video, buttons to a video. */
export const VIDEO_LINKS = [
  'a.open-video',
  ...['vimeo.com/', 'youtube.com/', 'youtu.be/', '.mp4', '.webm'].map((part) => `a.button[href*="${part}"]:not([target="_blank"]):not(.open-video)`),
].join(', ');

export type LinkKind = 'video' | 'gallery' | 'multi-gallery' | 'image' | 'by-id';

/**
 * What a clicked link opens, or null. `isLightboxId(id)`: whether `#id` is a [lightbox]
 * (`.lightbox-by-id`) of the page.
 */
export function linkKind(link: Element, isLightboxId: (id: string) => boolean): LinkKind | null {
  if (link.matches(VIDEO_LINKS)) return 'video';
  if (link.matches(GALLERY_LINKS) && !link.closest('.lightbox-multi-gallery')) return 'gallery';
  if (link.closest(MULTI_GALLERY)) return 'multi-gallery';
  if (link.matches(IMAGE_LINKS) && !link.matches(NOT_IMAGE_LINKS)) return 'image';
  const href = link.getAttribute('href') ?? '';
  return href.length > 1 && href.startsWith('#') && isLightboxId(href.slice(1)) ? 'by-id' : null;
}

/** What the dialog plays: a page in an iframe (YouTube, Vimeo, anything else) or a video file. */
export type VideoSource = { kind: 'iframe'; src: string } | { kind: 'file'; src: string; type: string };

const YOUTUBE = [/youtu\.be\/([^/?&]+)/, /youtube\.com\/watch\?v=([^/?&]+)/, /youtube\.com\/embed\/([^/?&]+)/, /youtube\.com\/v\/([^/?&]+)/, /youtube\.com\/shorts\/([^/?&]+)/];
const VIMEO = [/vimeo\.com\/([0-9]+)/, /player\.vimeo\.com\/video\/([0-9]+)/];

/** The first id one of `patterns` finds in `url` that `valid` accepts. */
function findId(url: string, patterns: RegExp[], valid: RegExp): string | null {
  for (const pattern of patterns) {
    const id = url.match(pattern)?.[1];
    if (id && valid.test(id)) return id;
  }
  return null;
}

/**
 * Magnific's iframe patterns, for an address Flatsome did not recognise: the part after the
 * last `v=` of a youtube.com one, after the last `/` of a vimeo.com one; others as they are.
 */
function magnificIframe(src: string): string {
  if (src.includes('youtube.com')) return `//www.youtube.com/embed/${src.slice(src.lastIndexOf('v=') + 2)}?autoplay=1`;
  if (src.includes('vimeo.com/')) return `//player.vimeo.com/video/${src.slice(src.lastIndexOf('/') + 1)}?autoplay=1`;
  if (src.includes('//maps.google.')) return `${src}&output=embed`;
  return src;
}

/** What a video link's address plays, as Flatsome reads it (YouTube and Vimeo embeds autoplay). */
export function videoSource(href: string): VideoSource {
  const url = href.trim();
  const youtube = findId(url, YOUTUBE, /^[\w-]{10,12}$/);
  if (youtube) return { kind: 'iframe', src: `//www.youtube.com/embed/${youtube}?autoplay=1` };
  const vimeo = findId(url, VIMEO, /^\d+$/);
  if (vimeo) return { kind: 'iframe', src: `//player.vimeo.com/video/${vimeo}?autoplay=1` };
  const file = url.match(/\.(mp4|webm)(\?.*)?$/i);
  if (file) return { kind: 'file', src: url, type: `video/${file[1]!.toLowerCase()}` };
  return { kind: 'iframe', src: magnificIframe(url) };
}

/** A gallery's index after a step: it wraps around at both ends, as Magnific's `loop`. */
export function stepIndex(index: number, step: number, total: number): number {
  return total > 0 ? (((index + step) % total) + total) % total : 0;
}

/** What an auto-opening [lightbox] asks for (the attributes islas's PHP prints in place of Flatsome's inline script). */
export interface AutoOpen {
  /** `lightbox_<id>`. */
  cookie: string;
  /** `opened_<version>`: the cookie's value once it opened. */
  value: string;
  /** Milliseconds from the page being ready to its opening (`auto_timer`, 2500 by default). */
  delay: number;
  /** `auto_show="always"`: it opens at every visit. */
  always: boolean;
}

/** Reads an auto-opening [lightbox]'s attributes (`data-islas-auto-open` = its timer); null for one that does not open by itself. */
export function readAutoOpen(id: string, attr: (name: string) => string | null): AutoOpen | null {
  const timer = attr('data-islas-auto-open');
  if (timer === null || !id) return null;
  // PHP's intval: digits at the start, else 0.
  const delay = Number.parseInt(timer, 10);
  return {
    cookie: `lightbox_${id}`,
    value: `opened_${attr('data-islas-version') ?? '1'}`,
    delay: Number.isFinite(delay) && delay > 0 ? delay : 0,
    always: attr('data-islas-auto-show') === 'always',
  };
}

/** Whether it opens this time: always, or until this browser has the cookie of this version. */
export function opensNow(auto: AutoOpen, cookie: string | undefined): boolean {
  return auto.always || cookie !== auto.value;
}

/** Flatsome closes any other popup this long before an auto-opening one opens. */
export const CLOSE_OTHERS_BEFORE_MS = 350;

/** The `lightbox_<id>` cookie's lifetime: 365 days. */
export const AUTO_OPEN_COOKIE_MINUTES = 365 * 24 * 60;
