import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { emit } from '../../kernel/events';
import { setupI18n } from '../../kernel/i18n';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './review-rating';
import { withLoaders } from '../../../tests/unit/helpers/page';

/** WooCommerce's review form (single-product-reviews.php) as Flatsome prints it. */
const reviewForm = `<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond">
  <form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
    <div class="comment-form-rating"><label for="rating">Tu puntuación&nbsp;<span class="required">*</span></label>
      <select name="rating" id="rating" required><option value="">Puntuar…</option><option value="5">Perfecto</option><option value="4">Bueno</option><option value="3">Normal</option><option value="2">No está tan mal</option><option value="1">Muy pobre</option></select></div>
    <p class="comment-form-comment"><textarea id="comment" name="comment" required></textarea></p>
    <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Enviar"></p>
  </form></div></div></div>`;

const ctx = (kept: string[] = []) => {
  const config = { ...defaultConfig(), keptScripts: kept };
  return withLoaders({ config, cart: createCartRuntime(config) });
};
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const stars = () => [...document.querySelectorAll<HTMLAnchorElement>('p.stars a')];
const select = () => $<HTMLSelectElement>('#rating');
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
type Params = { review_rating_required?: string; i18n_required_rating_text?: string };
const setParams = (params: Params | undefined) => ((window as { wc_single_product_params?: Params }).wc_single_product_params = params);

describe('review rating stars', () => {
  let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;
  beforeEach(() => {
    document.documentElement.lang = 'es-ES';
    setupI18n();
    setBody(reviewForm);
    alert = vi.fn<(message?: string) => void>();
    window.alert = alert;
  });
  afterEach(() => {
    setParams(undefined);
  });

  it("prints WooCommerce's p.stars links before the hidden select, each named 'N de 5 estrellas'", () => {
    enhance(document, ctx());
    const p = $('p.stars');
    expect(p.nextElementSibling).toBe(select());
    expect(p.querySelector(':scope > span[role="radiogroup"]')!.getAttribute('aria-labelledby')).toBe('rating-label');
    expect($('label[for="rating"]').id).toBe('rating-label');
    expect(stars().map((a) => [a.className, a.textContent, a.getAttribute('aria-label')])).toEqual([
      ['star-1', '1', '1 de 5 estrellas'],
      ['star-2', '2', '2 de 5 estrellas'],
      ['star-3', '3', '3 de 5 estrellas'],
      ['star-4', '4', '4 de 5 estrellas'],
      ['star-5', '5', '5 de 5 estrellas'],
    ]);
    expect(select().style.display).toBe('none');
    expect(select().form).toBe($('#commentform'));
    expect(stars().map((a) => a.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('a click chooses: p.stars.selected, that star active, the select set, change fired', () => {
    enhance(document, ctx());
    const changed = vi.fn();
    select().addEventListener('change', changed);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    stars()[3]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(select().value).toBe('4');
    expect($('p.stars').classList.contains('selected')).toBe(true);
    expect(stars().map((a) => a.classList.contains('active'))).toEqual([false, false, false, true, false]);
    expect(stars()[3]!.getAttribute('aria-checked')).toBe('true');
    expect(stars().map((a) => a.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrow keys and chooses with Space', () => {
    enhance(document, ctx());
    stars()[0]!.focus();
    key(stars()[0]!, 'ArrowRight');
    expect(select().value).toBe('1');
    key(stars()[0]!, 'ArrowRight');
    expect(select().value).toBe('2');
    expect(document.activeElement).toBe(stars()[1]);
    key(stars()[1]!, 'ArrowLeft');
    expect(select().value).toBe('1');
    key(stars()[4]!, ' ');
    expect(select().value).toBe('5');
    expect(document.activeElement).toBe(stars()[4]);
  });

  it('stops a review without a rating when the shop requires one, with its message', () => {
    setParams({ review_rating_required: 'yes', i18n_required_rating_text: 'Por favor elige una puntuación' });
    enhance(document, ctx());
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#submit').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith('Por favor elige una puntuación');
    const sent = new Event('submit', { cancelable: true });
    $('#commentform').dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    stars()[4]!.click();
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#submit').dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('says "Por favor elige una puntuación" when the shop gave no text, and lets it go when a rating is optional', () => {
    setParams({ review_rating_required: 'yes' });
    enhance(document, ctx());
    $('#submit').click();
    expect(alert).toHaveBeenCalledWith('Por favor elige una puntuación');
    setParams({ review_rating_required: 'no' });
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('#submit').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("builds the stars again, once, when a plugin triggers init on #rating, keeping the choice", () => {
    enhance(document, ctx());
    stars()[2]!.click();
    select().dispatchEvent(new CustomEvent('islas:init', { bubbles: true, detail: [] }));
    expect(document.querySelectorAll('p.stars')).toHaveLength(1);
    expect(stars()[2]!.classList.contains('active')).toBe(true);
    // islas's own init (if it ever fired one) is not heard.
    emit('init', [], select());
    expect(document.querySelectorAll('p.stars')).toHaveLength(1);
  });

  it('steps aside where the server kept WooCommerce single-product script', () => {
    enhance(document, ctx(['wc-single-product']));
    expect(document.querySelector('p.stars')).toBeNull();
    expect(select().style.display).toBe('');
  });
});
