import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { lazyImages, showImages } from './lazy-images';

/** A hand-driven IntersectionObserver: tests say which images came near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  near(target: Element, isIntersecting = true) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const PLACEHOLDER = "data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%20100%20100%22%3E%3C%2Fsvg%3E";
const lazy = (id: string, file: string) =>
  `<img id="${id}" src="${PLACEHOLDER}" data-src="/img/${file}.jpg" data-srcset="/img/${file}.jpg 600w, /img/${file}-300.jpg 300w" srcset="" class="lazy-load attachment-woocommerce_thumbnail" alt="">`;
const $ = (selector: string) => document.querySelector<HTMLImageElement>(selector)!;
const observer = () => FakeObserver.all.at(-1)!;
const loaded = (img: HTMLImageElement) => ({ src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), className: img.className });

describe('Flatsome lazy images', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.unstubAllGlobals();
  });

  it('gives an image its real addresses when it nears the viewport (200 px ahead), and not before', () => {
    setBody(`<div class="products">${lazy('a', 'camiseta')}${lazy('b', 'sudadera')}<img id="plain" src="/img/logo.svg"></div>`);
    stop = lazyImages();
    expect(observer().options?.rootMargin).toBe('200px');
    expect([...observer().targets].map((img) => img.id)).toEqual(['a', 'b']);
    observer().near($('#a'), false);
    expect($('#a').getAttribute('src')).toBe(PLACEHOLDER);
    observer().near($('#a'));
    expect(loaded($('#a'))).toEqual({
      src: '/img/camiseta.jpg',
      srcset: '/img/camiseta.jpg 600w, /img/camiseta-300.jpg 300w',
      className: 'lazy-load-active attachment-woocommerce_thumbnail',
    });
    expect(observer().targets.has($('#a'))).toBe(false);
    expect($('#b').getAttribute('src')).toBe(PLACEHOLDER);
  });

  it('watches lazy images that arrive later (a fragment, a quick view)', async () => {
    setBody('<div id="box"></div>');
    stop = lazyImages();
    $('#box').innerHTML = `<div class="product-quick-view-container">${lazy('late', 'gorra')}</div>`;
    const img = document.createElement('img');
    img.className = 'lazy-load';
    img.setAttribute('data-src', '/img/bolso.jpg');
    img.id = 'alone';
    $('#box').append(img);
    await new Promise((r) => setTimeout(r, 0));
    expect([...observer().targets].map((el) => el.id)).toEqual(['late', 'alone']);
    observer().near($('#late'));
    expect($('#late').getAttribute('src')).toBe('/img/gorra.jpg');
  });

  it('loads every lazy image at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    setBody(`${lazy('a', 'camiseta')}<div id="box"></div>`);
    stop = lazyImages();
    expect($('#a').getAttribute('src')).toBe('/img/camiseta.jpg');
    $('#box').innerHTML = lazy('late', 'gorra');
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded($('#late')).className).toBe('lazy-load-active attachment-woocommerce_thumbnail');
  });

  it('shows the lazy images of a slide now (a thumbnail selected it)', () => {
    setBody(`<div class="slide" id="s">${lazy('a', 'camiseta')}</div>${lazy('b', 'sudadera')}`);
    showImages($('#s'));
    expect($('#a').getAttribute('src')).toBe('/img/camiseta.jpg');
    expect($('#b').getAttribute('src')).toBe(PLACEHOLDER);
  });
});
