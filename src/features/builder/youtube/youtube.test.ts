import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { embedUrl, enhanceYoutube } from './youtube';

describe('YouTube background videos', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks YouTube for Flatsome's player: autoplay, no controls, inline, muted unless audio, a loop as a playlist of itself", () => {
    const url = new URL(embedUrl('f3Hh_qSkpaA', true, false)!);
    expect(url.origin + url.pathname).toBe('https://www.youtube.com/embed/f3Hh_qSkpaA');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      mute: '1',
      controls: '0',
      rel: '0',
      modestbranding: '1',
      playsinline: '1',
      showinfo: '0',
      fs: '0',
      loop: '1',
      playlist: 'f3Hh_qSkpaA',
    });
    const once = new URL(embedUrl('abc', false, true)!);
    expect([once.searchParams.get('mute'), once.searchParams.get('loop'), once.searchParams.has('playlist')]).toEqual(['0', '0', false]);
    expect(embedUrl('x"><script>', true, false)).toBeUndefined();
    expect(embedUrl('', true, false)).toBeUndefined();
  });

  it("puts the player in the element's place as it comes into view (id and classes kept), out of the Tab order; nothing with reduced motion", () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: false, media: q }) as MediaQueryList);
    setBody('<div class="section-bg"><div id="ytplayer-7" class="ux-youtube fill object-fit" data-videoid="abc" data-loop="1" data-audio="0"></div><div class="ux-youtube" data-videoid="bad id"></div></div>');
    enhanceYoutube(document);
    const player = document.querySelector('iframe')!;
    expect([player.id, player.className, player.tabIndex, player.getAttribute('aria-hidden')]).toEqual(['ytplayer-7', 'ux-youtube fill object-fit', -1, 'true']);
    expect(player.src).toContain('/embed/abc?autoplay=1&mute=1');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
    setBody('<div id="ytplayer-8" class="ux-youtube" data-videoid="abc" data-loop="1" data-audio="0"></div>');
    enhanceYoutube(document);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
