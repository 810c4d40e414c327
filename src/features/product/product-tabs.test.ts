import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance, wantsReviews } from './product-tabs';
import { isVertical, tabKeyTarget } from '../../dom/tablist';
import { withLoaders } from '../../../tests/unit/helpers/page';

const tabs = `<div class="woocommerce-tabs wc-tabs-wrapper">
  <ul class="tabs wc-tabs product-tabs nav" role="tablist">
    <li class="description_tab active" id="tab-title-description"><a href="#tab-description">Descripción</a></li>
    <li class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information">Información adicional</a></li>
    <li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews">Valoraciones (2)</a></li>
  </ul>
  <div class="tab-panels">
    <div class="woocommerce-Tabs-panel panel entry-content active" id="tab-description">Texto</div>
    <div class="woocommerce-Tabs-panel panel entry-content" id="tab-additional_information">Tabla</div>
    <div class="woocommerce-Tabs-panel panel entry-content" id="tab-reviews"><div id="reviews"><ol class="commentlist"><li id="li-comment-11"><div id="comment-11">Muy suave</div></li></ol></div></div>
  </div></div>
  <a href="#reviews" class="woocommerce-review-link" id="rating-link">(2 valoraciones de clientes)</a>`;

/** WooCommerce 9.6+'s tabs.php (and Flatsome 3.20's). */
const tabs11 = tabs
  .replace(/<li class="(\w+)_tab( active)?" id="(tab-title-\w+)"><a href="#(tab-\w+)">/g, '<li role="presentation" class="$1_tab$2" id="$3"><a href="#$4" role="tab" aria-controls="$4">');
/** WooCommerce 9.4's tabs.php: role=tab and aria-controls on the li. */
const tabs94 = tabs.replace(/<li class="(\w+)_tab( active)?" id="(tab-title-\w+)"><a href="#(tab-\w+)">/g, '<li class="$1_tab$2" id="$3" role="tab" aria-controls="$4"><a href="#$4">');

const accordion = `<div class="accordion">
  <div class="accordion-item"><a href="#" class="accordion-title plain" id="t1"><span>Uno</span></a><div class="accordion-inner" id="i1">1</div></div>
  <div class="accordion-item"><a href="#" class="accordion-title plain" id="t2"><span>Dos</span></a><div class="accordion-inner" id="i2"><div id="reviews">2</div></div></div></div>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const visible = (id: string) => !$(`#${id}`).hidden && $(`#${id}`).style.display !== 'none';
const ctx = () => withLoaders({ config: defaultConfig(), cart: createCartRuntime(defaultConfig()) });
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('product tabs and reviews', () => {
  let stop: (() => void) | undefined;
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    history.replaceState(null, '', '/producto/camiseta/');
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('shows one panel at a time and marks the selected tab', () => {
    setBody(tabs);
    stop = enhance(document, ctx());
    expect(visible('tab-description')).toBe(true);
    expect(visible('tab-reviews')).toBe(false);
    $('a[href="#tab-reviews"]').click();
    expect(visible('tab-reviews')).toBe(true);
    expect(visible('tab-description')).toBe(false);
    expect(visible('tab-additional_information')).toBe(false);
    expect($('li.reviews_tab').classList.contains('active')).toBe(true);
    expect($('a[href="#tab-reviews"]').getAttribute('aria-selected')).toBe('true');
    expect($('a[href="#tab-description"]').getAttribute('aria-selected')).toBe('false');
    expect($('#tab-reviews').getAttribute('role')).toBe('tabpanel');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves between tabs with the arrow keys, Home and End; only the selected tab is tabbable', () => {
    setBody(tabs);
    stop = enhance(document, ctx());
    const first = $('a[href="#tab-description"]');
    expect(first.tabIndex).toBe(0);
    expect($('a[href="#tab-reviews"]').tabIndex).toBe(-1);
    key(first, 'ArrowRight');
    expect(visible('tab-additional_information')).toBe(true);
    expect(document.activeElement).toBe($('a[href="#tab-additional_information"]'));
    key(document.activeElement!, 'End');
    expect(visible('tab-reviews')).toBe(true);
    key(document.activeElement!, 'ArrowRight');
    expect(visible('tab-description')).toBe(true);
    key(document.activeElement!, 'ArrowLeft');
    expect(visible('tab-reviews')).toBe(true);
    key(document.activeElement!, 'Home');
    expect(visible('tab-description')).toBe(true);
  });

  it("WooCommerce 9.6+'s markup (li[role=presentation] > a[role=tab][aria-controls]): aria-selected and the roving tabindex on the link, active on the li", () => {
    setBody(tabs11);
    stop = enhance(document, ctx());
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
    key(links[0]!, 'ArrowRight');
    expect(links.map((a) => [a.getAttribute('aria-selected'), a.getAttribute('tabindex')])).toEqual([
      ['false', '-1'],
      ['true', '0'],
      ['false', '-1'],
    ]);
    expect([...document.querySelectorAll('ul.tabs > li')].map((li) => [li.getAttribute('role'), li.classList.contains('active')])).toEqual([
      ['presentation', false],
      ['presentation', true],
      ['presentation', false],
    ]);
    expect(document.activeElement).toBe(links[1]);
  });

  it("turns WooCommerce 9.4's markup (role=tab and aria-controls on the li) into 9.6's", () => {
    setBody(tabs94);
    stop = enhance(document, ctx());
    const li = $('li.reviews_tab');
    expect([li.getAttribute('role'), li.hasAttribute('aria-controls')]).toEqual(['presentation', false]);
    const link = $('li.reviews_tab > a');
    expect([link.getAttribute('role'), link.getAttribute('aria-controls'), link.getAttribute('aria-selected'), link.tabIndex]).toEqual(['tab', 'tab-reviews', 'false', -1]);
    link.click();
    expect([link.getAttribute('aria-selected'), link.tabIndex, li.classList.contains('active')]).toEqual(['true', 0, true]);
    expect(visible('tab-reviews')).toBe(true);
  });

  it('swaps Left and Right in a right-to-left page, and ignores Up and Down on horizontal tabs', () => {
    document.documentElement.dir = 'rtl';
    try {
      setBody(tabs);
      stop = enhance(document, ctx());
      const first = $('a[href="#tab-description"]');
      key(first, 'ArrowLeft');
      expect(visible('tab-additional_information')).toBe(true);
      key(document.activeElement!, 'ArrowRight');
      expect(visible('tab-description')).toBe(true);
      const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
      first.dispatchEvent(down);
      expect(down.defaultPrevented).toBe(false);
      expect(visible('tab-description')).toBe(true);
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('moves with Up and Down (not Left and Right) when the tabs stand one under the other', () => {
    setBody(tabs);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('ul.tabs a')];
    links.forEach((a, i) => vi.spyOn(a, 'getBoundingClientRect').mockReturnValue({ top: 40 * i, left: 0 } as DOMRect));
    stop = enhance(document, ctx());
    key(links[0]!, 'ArrowRight');
    expect(visible('tab-description')).toBe(true);
    key(links[0]!, 'ArrowUp');
    expect(visible('tab-reviews')).toBe(true);
    key(links[2]!, 'ArrowDown');
    expect(visible('tab-description')).toBe(true);
  });

  it("keys' targets: wrapping, Home, End, Space, RTL, vertical", () => {
    expect(tabKeyTarget('ArrowRight', 2, 3, false, false)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3, false, false)).toBe(2);
    expect(tabKeyTarget('ArrowDown', 0, 3, false, false)).toBeUndefined();
    expect(tabKeyTarget('Home', 2, 3, false, false)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, false, false)).toBe(2);
    expect(tabKeyTarget(' ', 1, 3, false, false)).toBe(1);
    expect(tabKeyTarget('Enter', 1, 3, false, false)).toBeUndefined();
    expect(tabKeyTarget('ArrowLeft', 0, 3, false, true)).toBe(1);
    expect(tabKeyTarget('ArrowUp', 0, 3, true, false)).toBe(2);
    expect(tabKeyTarget('ArrowRight', 0, 3, true, false)).toBeUndefined();
    expect(isVertical({ top: 0, left: 0 } as DOMRect, { top: 40, left: 0 } as DOMRect)).toBe(true);
    expect(isVertical({ top: 0, left: 0 } as DOMRect, { top: 0, left: 120 } as DOMRect)).toBe(false);
    expect(isVertical({ top: 0, left: 0 } as DOMRect, undefined)).toBe(false);
  });

  it('opens the tab a #tab-additional_information address names', () => {
    history.replaceState(null, '', '/producto/camiseta/#tab-additional_information');
    setBody(tabs);
    stop = enhance(document, ctx());
    expect(visible('tab-additional_information')).toBe(true);
    expect(visible('tab-description')).toBe(false);
  });

  it('knows the reviews addresses', () => {
    const url = (path: string) => new URL(path, 'https://tienda.test');
    expect(wantsReviews(url('/producto/x/#reviews'))).toBe(true);
    expect(wantsReviews(url('/producto/x/#tab-reviews'))).toBe(true);
    expect(wantsReviews(url('/producto/x/#comment-11'))).toBe(true);
    expect(wantsReviews(url('/producto/x/comment-page-2/'))).toBe(true);
    expect(wantsReviews(url('/producto/x/?cpage=2'))).toBe(true);
    expect(wantsReviews(url('/producto/x/#tab-description'))).toBe(false);
    expect(wantsReviews(url('/producto/x/'))).toBe(false);
  });

  for (const address of ['/producto/camiseta/#reviews', '/producto/camiseta/#tab-reviews', '/producto/camiseta/comment-page-2/', '/producto/camiseta/?cpage=2']) {
    it(`opens the reviews tab and scrolls to it for ${address}`, () => {
      history.replaceState(null, '', address);
      setBody(tabs);
      stop = enhance(document, ctx());
      expect(visible('tab-reviews')).toBe(true);
      expect(visible('tab-description')).toBe(false);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });
  }

  it('scrolls to an anchored comment, below the sticky header', () => {
    history.replaceState(null, '', '/producto/camiseta/#comment-11');
    setBody(tabs);
    vi.spyOn($('#comment-11'), 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    stop = enhance(document, ctx());
    expect(visible('tab-reviews')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + window.scrollY - 70, behavior: 'auto' });
  });

  it('opens the reviews from the rating link on the same page', () => {
    setBody(tabs);
    stop = enhance(document, ctx());
    $('#rating-link').click();
    expect(visible('tab-reviews')).toBe(true);
    expect(location.hash).toBe('#reviews');
    expect(scrollTo).toHaveBeenCalled();
  });

  it('opens reviews inside a Flatsome accordion by its title', () => {
    history.replaceState(null, '', '/producto/camiseta/#reviews');
    setBody(accordion);
    let clicks = 0;
    $('#t2').addEventListener('click', () => (clicks += 1));
    stop = enhance(document, ctx());
    expect(clicks).toBe(1);
  });
});
