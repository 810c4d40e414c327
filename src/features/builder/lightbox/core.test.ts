import { describe, expect, it } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { linkKind, opensNow, readAutoOpen, stepIndex, videoSource } from './core';

describe('which links open what (flatsome.js lightbox-gallery, -image, -video, lightboxes-link)', () => {
  const kind = (html: string, ids: string[] = []) => {
    setBody(html);
    document.body.className = 'lightbox';
    return linkKind(document.querySelector('#it')!, (id) => ids.includes(id));
  };

  it('reads the markup of [ux_image], [ux_gallery], WordPress galleries, captions, image blocks and content links', () => {
    expect(kind('<a id="it" class="image-lightbox lightbox-gallery" href="/a.jpg">')).toBe('gallery');
    expect(kind('<div class="gallery"><a id="it" href="/a.webp"></a></div>')).toBe('gallery');
    expect(kind('<div class="lightbox-multi-gallery"><a id="it" href="/a.png"></a></div>')).toBe('multi-gallery');
    expect(kind('<a id="it" class="image-lightbox" href="/a.svg">')).toBe('image');
    expect(kind('<figure id="attachment_3"><a id="it" href="/a.jpeg"></a></figure>')).toBe('image');
    expect(kind('<div class="wp-block-image"><a id="it" href="/a.avif"></a></div>')).toBe('image');
    expect(kind('<div class="wp-block-image"><a id="it" href="/a.avif" target="_blank"></a></div>')).toBeNull();
    expect(kind('<div class="entry-content"><a id="it" href="/a.png?x=1"></a></div>')).toBe('image');
    expect(kind('<div class="entry-content"><a id="it" href="/otra-pagina/"></a></div>')).toBeNull();
  });

  it('needs body.lightbox (flatsome_lightbox) for pictures and galleries, not for videos and [lightbox] links', () => {
    setBody('<div class="entry-content"><a id="it" href="/a.png"></a><a id="v" class="open-video" href="https://youtu.be/f3Hh_qSkpaA"></a><a id="l" href="#guia"></a></div>');
    document.body.className = '';
    expect(linkKind(document.querySelector('#it')!, () => false)).toBeNull();
    expect(linkKind(document.querySelector('#v')!, () => false)).toBe('video');
    expect(linkKind(document.querySelector('#l')!, (id) => id === 'guia')).toBe('by-id');
  });

  it('opens videos from a.open-video and from buttons to a video page or file, not in a new tab', () => {
    expect(kind('<a id="it" class="button" href="https://www.youtube.com/watch?v=f3Hh_qSkpaA">')).toBe('video');
    expect(kind('<a id="it" class="button" href="https://vimeo.com/123">')).toBe('video');
    expect(kind('<a id="it" class="button" href="/clip.webm">')).toBe('video');
    expect(kind('<a id="it" class="button" href="https://vimeo.com/123" target="_blank">')).toBeNull();
    expect(kind('<a id="it" href="https://vimeo.com/123">')).toBeNull();
    expect(kind('<div class="lightbox-multi-gallery"><a id="it" class="open-video" href="https://youtu.be/x"></a></div>')).toBe('video');
  });

  it('opens a [lightbox] from a link to its id only', () => {
    expect(kind('<a id="it" href="#guia">', ['guia'])).toBe('by-id');
    expect(kind('<a id="it" href="#otra">', ['guia'])).toBeNull();
    expect(kind('<a id="it" href="#">', ['guia'])).toBeNull();
    expect(kind('<a id="it" href="/p/#guia">', ['guia'])).toBeNull();
  });
});

describe('what a video link plays', () => {
  it("embeds YouTube and Vimeo as Magnific's patterns do, autoplaying", () => {
    for (const url of ['https://www.youtube.com/watch?v=f3Hh_qSkpaA&t=3', 'https://youtu.be/f3Hh_qSkpaA', 'https://www.youtube.com/shorts/f3Hh_qSkpaA', 'https://www.youtube.com/embed/f3Hh_qSkpaA']) {
      expect(videoSource(url)).toEqual({ kind: 'iframe', src: '//www.youtube.com/embed/f3Hh_qSkpaA?autoplay=1' });
    }
    expect(videoSource(' https://vimeo.com/76979871 ')).toEqual({ kind: 'iframe', src: '//player.vimeo.com/video/76979871?autoplay=1' });
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual({ kind: 'iframe', src: '//player.vimeo.com/video/76979871?autoplay=1' });
  });

  it('plays mp4 and webm files in a <video>, and anything else in an iframe as it is', () => {
    expect(videoSource('/v/Clip.MP4?x=1')).toEqual({ kind: 'file', src: '/v/Clip.MP4?x=1', type: 'video/mp4' });
    expect(videoSource('/v/clip.webm')).toEqual({ kind: 'file', src: '/v/clip.webm', type: 'video/webm' });
    // An id Flatsome does not accept: Magnific's own pattern (after the last v=).
    expect(videoSource('https://www.youtube.com/watch?v=short')).toEqual({ kind: 'iframe', src: '//www.youtube.com/embed/short?autoplay=1' });
    expect(videoSource('https://example.com/player')).toEqual({ kind: 'iframe', src: 'https://example.com/player' });
    expect(videoSource('')).toEqual({ kind: 'iframe', src: '' });
  });
});

describe('a gallery step', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('an auto-opening [lightbox]', () => {
  const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('reads its delay, version and auto_show, with PHP intval on the timer', () => {
    expect(readAutoOpen('boletin', attrs({ 'data-islas-auto-open': '2500', 'data-islas-version': '2' }))).toEqual({ cookie: 'lightbox_boletin', value: 'opened_2', delay: 2500, always: false });
    expect(readAutoOpen('b', attrs({ 'data-islas-auto-open': 'abc', 'data-islas-auto-show': 'always' }))).toEqual({ cookie: 'lightbox_b', value: 'opened_1', delay: 0, always: true });
    expect(readAutoOpen('b', attrs({}))).toBeNull();
    expect(readAutoOpen('', attrs({ 'data-islas-auto-open': '1' }))).toBeNull();
  });

  it('opens until the cookie holds this version; always with auto_show="always"', () => {
    const auto = readAutoOpen('b', attrs({ 'data-islas-auto-open': '10', 'data-islas-version': '2' }))!;
    expect(opensNow(auto, undefined)).toBe(true);
    expect(opensNow(auto, 'opened_1')).toBe(true);
    expect(opensNow(auto, 'opened_2')).toBe(false);
    expect(opensNow({ ...auto, always: true }, 'opened_2')).toBe(true);
  });
});
