import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './site-loader';

// template-parts/header/page-loader.php, inside #wrapper before the header.
const loader = `<div id="wrapper"><div class="page-loader fixed fill z-top-3 ">
  <div class="page-loader-inner x50 y50 md-y50 md-x50 lg-y50 lg-x50 absolute">
    <div class="page-loader-logo" style="padding-bottom: 30px;"><a href="/" rel="home"><img src="/logo.svg" alt="Islas Demo"></a></div>
    <div class="page-loader-spin"><div class="loading-spin"></div></div>
  </div></div><header id="header"></header></div>`;

describe("Flatsome's site loader", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.className = '';
  });

  it('takes html.loading-site off at once, lets clicks through the fading loader and removes it after 1 s', () => {
    vi.useFakeTimers();
    document.documentElement.className = 'loading-site js';
    setBody(loader);
    enhance(document);
    expect(document.documentElement.className).toBe('js');
    const el = document.querySelector<HTMLElement>('.page-loader')!;
    expect(el.style.pointerEvents).toBe('none');
    vi.advanceTimersByTime(999);
    expect(document.querySelector('.page-loader')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.page-loader')).toBeNull();
    expect(document.querySelector('#header')).not.toBeNull();
  });

  it('takes loading-site off where the option is off and no loader is printed (Flatsome prints the class on every page)', () => {
    document.documentElement.className = 'loading-site no-js';
    setBody('<div id="wrapper"><header id="header"></header></div>');
    enhance(document);
    expect(document.documentElement.className).toBe('no-js');
  });
});
