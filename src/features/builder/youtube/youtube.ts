/**
 * Flatsome's YouTube background videos (`youtube` behaviour; sections and banners with a
 * YouTube video: `.ux-youtube[data-videoid][data-loop][data-audio]`). Flatsome loads
 * YouTube's player API script and has it put a player in the element's place: autoplay,
 * no controls, inline on phones, looping as data-loop says, muted unless data-audio is 1.
 * Here the same player is the embed address with those settings (`mute=1` where Flatsome
 * called `mute()`), put in the element's place (its id and classes kept, so it still fills
 * the background) as the element comes into view: no API script, nothing loaded for
 * backgrounds never seen. A background is decoration: the player is out of the Tab order
 * and hidden from screen readers, and a shopper who asks for reduced motion keeps the
 * still background instead.
 */
import { prefersReducedMotion } from '../../../dom/motion';
import { whenVisible } from '../../../kernel/triggers';

export const YOUTUBE_BACKGROUNDS = '.ux-youtube[data-videoid]';

/** The embed address for video `id` (undefined for an id YouTube would not have). */
export function embedUrl(id: string, loop: boolean, audio: boolean): string | undefined {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined;
  const params = new URLSearchParams({ autoplay: '1', mute: audio ? '0' : '1', controls: '0', rel: '0', modestbranding: '1', playsinline: '1', showinfo: '0', fs: '0', loop: loop ? '1' : '0' });
  // YouTube loops a single video only as a playlist of itself.
  if (loop) params.set('playlist', id);
  return `https://www.youtube.com/embed/${id}?${params}`;
}

function play(el: HTMLElement): void {
  const src = embedUrl(el.dataset.videoid ?? '', el.dataset.loop !== '0', el.dataset.audio === '1');
  if (!src || !el.isConnected) return;
  const player = document.createElement('iframe');
  player.id = el.id;
  player.className = el.className;
  player.src = src;
  player.allow = 'autoplay; encrypted-media; picture-in-picture';
  player.tabIndex = -1;
  player.setAttribute('aria-hidden', 'true');
  player.setAttribute('frameborder', '0');
  player.style.pointerEvents = 'none';
  el.replaceWith(player);
}

export function enhanceYoutube(root: Document): void {
  if (prefersReducedMotion()) return;
  for (const el of root.querySelectorAll<HTMLElement>(YOUTUBE_BACKGROUNDS)) whenVisible(el, () => play(el));
}

export const enhance = (root: Document): void => enhanceYoutube(root);
