import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhanceStickyHeader } from './sticky-header';

// The header as Flatsome prints it with every sticky row off (header_sticky, topbar_sticky
// and bottombar_sticky): no has-sticky on #header (inc/structure/structure-header.php).
describe('sticky header, turned off by the shop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never sticks a header without has-sticky, nor moves in-page anchors', () => {
    setBody('<header id="header" class="header"><div class="header-wrapper"><div id="masthead" class="header-main hide-for-sticky">logo</div></div></header><main id="main"></main>');
    const header = document.querySelector<HTMLElement>('#header')!;
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom: -500, top: -600 }) as DOMRect);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    const stop = enhanceStickyHeader(document, 70);
    window.dispatchEvent(new Event('scroll'));
    expect(document.querySelector('.header-wrapper')!.classList.contains('stuck')).toBe(false);
    expect(header.style.minHeight).toBe('');
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
    stop();
  });
});
