import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { equalizeRow } from './equalize';

const box = (title: number, stars = false) =>
  `<div class="col"><div class="box-text" data-h="${title + 40}"><p class="product-title" data-h="${title}">t</p><div class="price-wrapper" data-h="20">${stars ? '<div class="star-rating" data-h="16"></div>' : ''}<span class="price">1 €</span></div></div></div>`;

const computed = window.getComputedStyle.bind(window);

/** jsdom lays nothing out: each element is as tall as its data-h says, and shows. */
function layout(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return new DOMRect(0, 0, 100, Number(this.dataset.h ?? 0));
  });
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el: Element) =>
    el instanceof HTMLElement && el.dataset.h ? ({ ...computed(el), height: `${el.dataset.h}px`, boxSizing: 'content-box' } as CSSStyleDeclaration) : computed(el),
  );
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [new DOMRect()] as unknown as DOMRectList);
}

describe('equal-height boxes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each visual row its tallest height, part by part, and a hidden stand-in where stars are missing', () => {
    setBody(`<div class="row equalize-box large-columns-2" id="r">${box(20, true)}${box(40)}${box(30)}${box(10)}</div>`);
    layout();
    equalizeRow(document.getElementById('r')!, 1280);
    const heights = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((el) => el.style.height);
    expect(heights('.product-title')).toEqual(['40px', '40px', '30px', '30px']);
    expect(heights('.box-text')).toEqual(['80px', '80px', '70px', '70px']);
    const standIns = document.querySelectorAll<HTMLElement>('.price-wrapper > .js-star-rating');
    expect(standIns).toHaveLength(1);
    expect(standIns[0]!.closest('.col')).toBe(document.querySelectorAll('.col')[1]);
    expect([standIns[0]!.getAttribute('aria-hidden'), standIns[0]!.style.visibility, standIns[0]!.style.height, standIns[0]!.className]).toEqual(['true', 'hidden', '16px', 'js-star-rating star-rating']);
    // Again (resize, flatsome-equalize-box): the same, one stand-in still.
    equalizeRow(document.getElementById('r')!, 1280);
    expect(document.querySelectorAll('.js-star-rating')).toHaveLength(1);
  });

  it('does nothing at one a row or for a hidden row; a slider is one group', () => {
    setBody(`<div class="row equalize-box large-columns-2 small-columns-1" id="r">${box(20)}${box(40)}</div>`);
    layout();
    equalizeRow(document.getElementById('r')!, 390);
    expect(document.querySelector<HTMLElement>('.product-title')!.style.height).toBe('');
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [] as unknown as DOMRectList);
    equalizeRow(document.getElementById('r')!, 1280);
    expect(document.querySelector<HTMLElement>('.product-title')!.style.height).toBe('');
    setBody(`<div class="row equalize-box large-columns-2 row-slider" id="r">${box(20)}${box(40)}${box(30)}</div>`);
    layout();
    equalizeRow(document.getElementById('r')!, 1280);
    expect([...document.querySelectorAll<HTMLElement>('.product-title')].map((el) => el.style.height)).toEqual(['40px', '40px', '40px']);
  });
});
