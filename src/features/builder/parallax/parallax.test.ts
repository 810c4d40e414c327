import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { enhance } from './parallax';

const reduce = (on: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), addEventListener() {} }));
const agent = (ua: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
const BANNER = '<div class="banner"><div class="banner-bg fill" data-parallax="-3" data-parallax-container=".banner" data-parallax-background></div></div><div class="text-box" data-parallax="2" data-parallax-fade="true"></div>';

describe('parallax on the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.className = '';
  });

  it('marks every element active and sizes the background layers on desktops', () => {
    reduce(false);
    agent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
    setBody(BANNER);
    enhance(document);
    const [bg, box] = [...document.querySelectorAll<HTMLElement>('[data-parallax]')];
    expect(bg!.classList.contains('parallax-active')).toBe(true);
    expect(box!.classList.contains('parallax-active')).toBe(true);
    // jsdom lays nothing out: a 0 px container in a 768 px window.
    expect(parseFloat(bg!.style.height)).toBeCloseTo(768 * (0.3 / 1.7), 4);
  });

  it('only marks them on phones, unless body.parallax-mobile', () => {
    reduce(false);
    agent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    setBody(BANNER);
    enhance(document);
    const bg = document.querySelector<HTMLElement>('.banner-bg')!;
    expect(bg.classList.contains('parallax-active')).toBe(true);
    expect(bg.getAttribute('style')).toBeNull();
    setBody(BANNER);
    document.body.classList.add('parallax-mobile');
    enhance(document);
    expect(document.querySelector<HTMLElement>('.banner-bg')!.style.height).not.toBe('');
  });

  it('does nothing for reduced motion, as Flatsome (its CSS shows them unmoved then)', () => {
    reduce(true);
    setBody(BANNER);
    enhance(document);
    expect(document.querySelectorAll('.parallax-active')).toHaveLength(0);
    expect(document.querySelector('.banner-bg')!.getAttribute('style')).toBeNull();
  });

  it('takes a malformed container selector as no container', () => {
    reduce(false);
    agent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
    setBody('<div data-parallax="3" data-parallax-container="[[" data-parallax-background></div>');
    expect(() => enhance(document)).not.toThrow();
    expect(document.querySelector('.parallax-active')).not.toBeNull();
  });
});
