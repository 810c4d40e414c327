import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, setBody } from '../../../../tests/unit/helpers/dom';
import { enhance } from './lightbox';

// Flatsome 3.20's markup: [button] to #guia-tallas + [lightbox] (lightbox.php), [ux_image
// lightbox] and [ux_gallery] (ux_image.php, ux_gallery.php), a WordPress gallery, a
// separate gallery, a [video_button], a picture linked in the content, a background video.
const PAGE = `
  <div class="entry-content">
    <a href="#guia-tallas" class="button primary" id="guide"><span>Guía de tallas</span></a>
    <a href="#nada" id="no-lightbox">Nada</a>
    <div class="img"><a class="image-lightbox lightbox-gallery" title="" href="/img/uno.jpg" id="image"><img src="/img/uno.jpg" alt="Uno"></a></div>
    <div class="row"><div class="col-inner"><a class="image-lightbox lightbox-gallery" href="/img/dos.jpg" title="Dos" id="g2"><img alt="Dos"></a></div>
      <div class="col-inner"><a class="image-lightbox lightbox-gallery" href="/img/tres.jpg" title="Tres" id="g3"><img alt="Tres"></a></div></div>
    <div class="lightbox-multi-gallery"><a href="/img/a.jpg" id="m1"><img alt="A"></a><a href="/img/b.jpg" id="m2"><img alt="B"></a></div>
    <p><a href="/img/foto.png" id="picture">ver la foto</a></p>
    <div class="video-button-wrapper"><a href="https://vimeo.com/76979871" class="button open-video" aria-label="Abrir vídeo" id="vimeo"></a></div>
    <a href="/v/clip.mp4" class="button" id="clip">Clip</a>
    <video class="video-bg" id="bg"></video>
  </div>
  <div id="guia-tallas" class="lightbox-by-id lightbox-content mfp-hide lightbox-white"><h3>Guía</h3><button id="accept" onclick="jQuery.magnificPopup.close();">Acepto</button></div>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(event);
  return event;
};
const key = (k: string) => (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const counter = () => document.querySelector('.mfp-counter')?.textContent;
const wraps = () => document.querySelectorAll('body > .mfp-wrap').length;
type Win = Window & { jQuery?: unknown; Flatsome?: unknown };

describe('content lightboxes', () => {
  let undo: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    setBody(PAGE);
    document.body.className = 'lightbox';
    undo = enhance(document);
  });
  afterEach(() => {
    undo();
    vi.useRealTimers();
    delete (window as Win).jQuery;
    delete (window as Win).Flatsome;
    document.documentElement.removeAttribute('style');
    clearCookies();
  });

  it("opens a [lightbox] from its link: the element itself, aria-expanded, Flatsome's behaviours attached inside", () => {
    const attach = vi.fn();
    (window as Win).Flatsome = { attach };
    $('#guide').focus();
    expect(click($('#guide')).defaultPrevented).toBe(true);
    expect($('#guia-tallas').parentElement!.matches('.mfp-wrap > .mfp-container.mfp-inline-holder > .mfp-content')).toBe(true);
    expect($('#guia-tallas').classList.contains('mfp-hide')).toBe(false);
    expect($('.mfp-wrap').getAttribute('aria-label')).toBe('Guía de tallas');
    expect($('#guide').getAttribute('aria-expanded')).toBe('true');
    expect(attach).toHaveBeenCalledWith($('#guia-tallas'));
    vi.advanceTimersByTime(16);
    key('Escape');
    vi.advanceTimersByTime(300);
    expect(wraps()).toBe(0);
    expect($('#guia-tallas').classList.contains('mfp-hide')).toBe(true);
    expect($('#guide').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('#guide'));
  });

  it('has the sliders and grids inside a [lightbox] measure again once it shows (a resize, as Flatsome resizes them)', () => {
    const resized = vi.fn();
    window.addEventListener('resize', resized);
    click($('#guide'));
    vi.advanceTimersByTime(16);
    expect(resized).not.toHaveBeenCalled();
    key('Escape');
    vi.advanceTimersByTime(300);
    $('#guia-tallas').insertAdjacentHTML('beforeend', '<div class="slider" data-flickity-options="{}"></div>');
    click($('#guide'));
    vi.advanceTimersByTime(16);
    expect(resized).toHaveBeenCalledTimes(1);
    window.removeEventListener('resize', resized);
  });

  it('gives focus to the link printed again in its place when its own went meanwhile (the checkout review updated)', () => {
    click($('#guide'));
    vi.advanceTimersByTime(16);
    $('#guide').outerHTML = '<a href="#guia-tallas" class="button primary" id="guide-again">Guía de tallas</a>';
    key('Escape');
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe($('#guide-again'));
  });

  it('leaves links alone that open nothing: another hash, modified clicks, a behaviour that throws does not stop it', () => {
    expect(click($('#no-lightbox')).defaultPrevented).toBe(false);
    expect(click($('#g2'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(wraps()).toBe(0);
    (window as Win).Flatsome = {
      attach: () => {
        throw new Error('broken');
      },
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    click($('#guide'));
    expect(wraps()).toBe(1);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("gathers the page's one gallery ([ux_image] and [ux_gallery]) with a counter, arrows and keys that wrap around", () => {
    click($('#g2'));
    expect($('.mfp-wrap').className).toBe('mfp-wrap mfp-gallery mfp-auto-cursor');
    // A screen reader hears the next picture's name, caption and counter.
    expect($('.mfp-content').getAttribute('aria-live')).toBe('polite');
    expect(counter()).toBe('2 of 3');
    expect($('.mfp-title').textContent).toBe('Dos');
    expect($('img.mfp-img').getAttribute('alt')).toBe('Dos');
    expect(document.body.classList.contains('mfp-zoom-out-cur')).toBe(true);
    key('ArrowRight');
    expect(counter()).toBe('3 of 3');
    key('ArrowRight');
    expect(counter()).toBe('1 of 3');
    key('ArrowLeft');
    expect(counter()).toBe('3 of 3');
    // The arrows are the gallery's, not a click outside: they do not close it.
    click($('.mfp-arrow-right'));
    expect(counter()).toBe('1 of 3');
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(false);
    // A click on the picture goes to the next one.
    click($('img.mfp-img'));
    expect(counter()).toBe('2 of 3');
    click($('.mfp-wrap > .mfp-close'));
    vi.advanceTimersByTime(300);
    expect(wraps()).toBe(0);
    expect(document.body.classList.contains('mfp-zoom-out-cur')).toBe(false);
  });

  it('keeps a separate gallery to itself', () => {
    click($('#m2'));
    expect(counter()).toBe('2 of 2');
    key('ArrowRight');
    expect($('img.mfp-img').getAttribute('src')).toBe('/img/a.jpg');
  });

  it('shows one picture without arrows or counter, closes on a click on it, and says so when it cannot load', () => {
    click($('#picture'));
    expect($('.mfp-wrap').className).toBe('mfp-wrap');
    expect(document.querySelectorAll('.mfp-arrow').length).toBe(0);
    expect(counter()).toBe('');
    $('img.mfp-img').dispatchEvent(new Event('error'));
    expect($('.mfp-container').classList.contains('mfp-s-error')).toBe(true);
    expect($('.mfp-preloader a').getAttribute('href')).toBe('/img/foto.png');
    $('img.mfp-img').dispatchEvent(new Event('load'));
    expect($('.mfp-container').classList.contains('mfp-s-ready')).toBe(true);
    click($('img.mfp-img'));
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(true);
  });

  it('plays Vimeo in an iframe and a file in a <video>, pausing the background video meanwhile', () => {
    const bg = $('#bg') as HTMLVideoElement;
    let paused = false;
    Object.defineProperty(bg, 'paused', { get: () => paused });
    bg.pause = vi.fn(() => void (paused = true));
    bg.play = vi.fn(() => ((paused = false), Promise.resolve()));
    // (happy-dom does not load iframes, and prints that it does not.)
    click($('#vimeo'));
    expect($('.mfp-wrap').className).toBe('mfp-wrap mfp-auto-cursor my-mfp-video');
    expect($('.mfp-iframe-holder .mfp-iframe-scaler iframe.mfp-iframe').getAttribute('src')).toBe('//player.vimeo.com/video/76979871?autoplay=1');
    expect($('iframe.mfp-iframe').title).toBe('Abrir vídeo');
    expect(bg.pause).toHaveBeenCalled();
    key('Escape');
    expect(bg.play).toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    click($('#clip'));
    expect($('.mfp-inline-holder .ux-mfp-inline-content--video video[autoplay][controls] source').getAttribute('type')).toBe('video/mp4');
  });

  it('shows one dialog at a time: a second click closes the first at once', () => {
    click($('#g2'));
    click($('#guide'));
    expect(wraps()).toBe(1);
    expect($('.mfp-content > #guia-tallas')).toBeTruthy();
  });

  it("answers the accept button's jQuery.magnificPopup.close(): on the element without jQuery, on jQuery with it", () => {
    click($('#guide'));
    const shim = ($('#accept') as unknown as { jQuery: { magnificPopup: { close(): void } } }).jQuery;
    shim.magnificPopup.close();
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(true);
    vi.advanceTimersByTime(300);

    undo();
    const jQuery = Object.assign(() => {}, { magnificPopup: undefined as undefined | { close(): void } });
    (window as Win).jQuery = jQuery;
    undo = enhance(document);
    click($('#guide'));
    jQuery.magnificPopup!.close();
    expect($('.mfp-wrap').classList.contains('mfp-removing')).toBe(true);
  });
});

describe('auto-opening [lightbox]', () => {
  let undo: () => void = () => {};
  const page = (attrs: string) => setBody(`<a href="#x" id="other">x</a><div id="boletin" class="lightbox-by-id lightbox-content mfp-hide" ${attrs}><h3>Boletín</h3></div>`);
  beforeEach(() => {
    vi.useFakeTimers();
    clearCookies();
  });
  afterEach(() => {
    undo();
    vi.useRealTimers();
    document.documentElement.removeAttribute('style');
    clearCookies();
  });

  it('opens after its delay with its close button inside, and writes its cookie at once', () => {
    page('data-islas-auto-open="1000" data-islas-version="2"');
    undo = enhance(document);
    expect(document.cookie).toContain('lightbox_boletin=opened_2');
    vi.advanceTimersByTime(900);
    expect(wraps()).toBe(0);
    vi.advanceTimersByTime(100);
    expect($('.mfp-wrap').className).toBe('mfp-wrap mfp-auto-cursor mfp-close-btn-in');
    expect($('.mfp-wrap').getAttribute('aria-label')).toBe('Boletín');
    expect($('#boletin > button.mfp-close')).toBeTruthy();
    click($('#boletin > button.mfp-close'));
    vi.advanceTimersByTime(300);
    expect(document.querySelector('#boletin > .mfp-close')).toBeNull();
  });

  it('stays closed once the cookie holds its version, unless auto_show is always; bad attributes open at once or not at all', () => {
    document.cookie = 'lightbox_boletin=opened_2; path=/';
    page('data-islas-auto-open="1000" data-islas-version="2"');
    undo = enhance(document);
    vi.advanceTimersByTime(5000);
    expect(wraps()).toBe(0);
    undo();
    page('data-islas-auto-open="1000" data-islas-version="2" data-islas-auto-show="always"');
    undo = enhance(document);
    vi.advanceTimersByTime(1000);
    expect(wraps()).toBe(1);
    undo();
    clearCookies();
    page('data-islas-auto-open="soon" data-islas-version=""');
    undo = enhance(document);
    vi.advanceTimersByTime(0);
    expect(wraps()).toBe(1);
  });
});
