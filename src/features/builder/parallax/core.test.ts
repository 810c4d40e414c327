import { describe, expect, it } from 'vitest';
import { isMobileAgent, kindOf, positionStyle, sizeStyle, strength } from './core';

describe("parallax arithmetic (Flatsome's $.fn.flatsomeParallax)", () => {
  it('eases the option into a speed, 0 for none or junk', () => {
    expect(strength('-3')).toBeCloseTo(0.3 / 1.7, 10);
    expect(strength(5)).toBeCloseTo(-0.5 / 1.5, 10);
    expect(strength(undefined)).toBe(0);
    expect(strength('x')).toBe(0);
    expect(strength('0')).toBe(-0);
  });

  it('tells background layers, elements and CSS background images apart (with the misspelt data-parallax-elemenet)', () => {
    expect(kindOf({ parallax: '-3', parallaxBackground: '' }, '')).toBe('backgroundElement');
    expect(kindOf({ parallax: '2', parallaxElemenet: '' }, 'url(x.jpg)')).toBe('element');
    expect(kindOf({ parallax: '2' }, 'url(x.jpg)')).toBe('backgroundImage');
    expect(kindOf({ parallax: '2', parallaxFade: 'true' }, '')).toBe('element');
  });

  it('grows a background layer by the way it travels (a real 420 px banner, parallax 3, 800 px window: 487.06 px)', () => {
    expect(sizeStyle('backgroundElement', strength('-3'), 800, 420)).toEqual({ height: `${420 + 380 * (0.3 / 1.7)}px` });
    expect(sizeStyle('backgroundImage', strength('2'), 800, 420)).toEqual({ backgroundSize: '100% auto' });
    expect(sizeStyle('backgroundElement', 0, 800, 420)).toEqual({ height: null });
    expect(sizeStyle('element', 0.2, 800, 420)).toEqual({});
  });

  it('moves a background layer against its container: -74.09 px where the real shop did', () => {
    const speed = strength('-3');
    const frame = { viewportHeight: 800, scrollTop: 1900, top: 345.7, height: 420 + 380 * speed, containerTop: 419.85, containerHeight: 420 };
    expect(positionStyle('backgroundElement', speed, false, frame)).toEqual({ transform: 'translate3d(0, -74.09px, 0)', backfaceVisibility: 'hidden' });
  });

  it('leaves it alone while the container is out of view', () => {
    const frame = { viewportHeight: 800, scrollTop: 0, top: 2320, height: 487, containerTop: 2320, containerHeight: 420 };
    expect(positionStyle('backgroundElement', 0.2, false, frame)).toBeUndefined();
    expect(positionStyle('backgroundElement', 0.2, false, { ...frame, containerTop: -421 })).toBeUndefined();
  });

  it('moves an element from the window centre and fades it towards the edges; near the page top by the scroll', () => {
    const frame = { viewportHeight: 800, scrollTop: 1000, top: 100, height: 200, containerTop: 100, containerHeight: 200 };
    // Its middle is 200 px above the centre: moved 200 × speed, faded to 1 − ½² = 0.75.
    expect(positionStyle('element', 0.5, true, frame)).toEqual({ transform: 'translate3d(0, 100.00px, 0)', backfaceVisibility: 'hidden', opacity: '0.75' });
    expect(positionStyle('element', 0.5, true, { ...frame, scrollTop: 50 })).toMatchObject({ transform: 'translate3d(0, 25.00px, 0)' });
    expect(positionStyle('element', 0, true, frame)).toEqual({ transform: null, backfaceVisibility: null, opacity: null });
  });

  it('moves a CSS background image with the container, fixed', () => {
    const frame = { viewportHeight: 800, scrollTop: 0, top: 300, height: 400, containerTop: 300, containerHeight: 400 };
    expect(positionStyle('backgroundImage', 0.25, false, frame)).toEqual({ backgroundPosition: '50% 75px', backgroundAttachment: 'fixed' });
  });

  it('skips phones and tablets by user agent, as Flatsome', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });
});
