import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRuntime } from '../../cart/cart';
import { defaultConfig } from '../../kernel/config';
import { emit } from '../../kernel/events';
import { setupI18n } from '../../kernel/i18n';
import { setBody } from '../../../tests/unit/helpers/dom';
import { enhance } from './review-rating';
import { withLoaders } from '../../../tests/unit/helpers/page';

/** WooCommerce 9.4's review form (single-product-reviews.php) as Flatsome printed it: a label without an id. */
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
const keyup = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keyup', { key: k, bubbles: true, cancelable: true }));
type Params = { review_rating_required?: string; i18n_required_rating_text?: string; i18n_rating_options?: unknown };
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

  it("prints WooCommerce 9.4's p.stars links (the numbers) where the shop gives no i18n_rating_options, each named 'N de 5 estrellas'", () => {
    enhance(document, ctx());
    const p = $('p.stars');
    expect(p.nextElementSibling).toBe(select());
    expect(p.querySelector(':scope > span[role="group"]')!.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect($('label[for="rating"]').id).toBe('comment-form-rating-label');
    expect(stars().map((a) => [a.className, a.textContent, a.getAttribute('aria-label'), a.getAttribute('role'), a.getAttribute('aria-checked')])).toEqual([
      ['star-1', '1', '1 de 5 estrellas', 'radio', 'false'],
      ['star-2', '2', '2 de 5 estrellas', 'radio', 'false'],
      ['star-3', '3', '3 de 5 estrellas', 'radio', 'false'],
      ['star-4', '4', '4 de 5 estrellas', 'radio', 'false'],
      ['star-5', '5', '5 de 5 estrellas', 'radio', 'false'],
    ]);
    expect(select().style.display).toBe('none');
    expect(select().form).toBe($('#commentform'));
    expect(stars().map((a) => a.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it("prints WooCommerce 9.7+'s star texts from i18n_rating_options, labelled by the template's #comment-form-rating-label", () => {
    setBody(reviewForm.replace('<label for="rating">', '<label for="rating" id="comment-form-rating-label">'));
    setParams({ i18n_rating_options: ['1 de 5 estrellas', '2 de 5 estrellas', '3 de 5 estrellas', '4 de 5 estrellas', '5 de 5 estrellas'] });
    enhance(document, ctx());
    expect($('p.stars > span[role="group"]').getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(document.querySelectorAll('#comment-form-rating-label')).toHaveLength(1);
    expect(stars().map((a) => [a.textContent, a.hasAttribute('aria-label')])).toEqual([
      ['1 de 5 estrellas', false],
      ['2 de 5 estrellas', false],
      ['3 de 5 estrellas', false],
      ['4 de 5 estrellas', false],
      ['5 de 5 estrellas', false],
    ]);
  });

  it('falls back to the numbers for a malformed i18n_rating_options', () => {
    for (const options of ['1 de 5', ['a', 'b'], [1, 2, 3, 4, 5], ['', '', '', '', ''], null]) {
      setBody(reviewForm);
      setParams({ i18n_rating_options: options });
      enhance(document, ctx());
      expect(stars().map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5']);
    }
  });

  it('a click chooses by position: p.stars.selected, that star active, the select set, change fired', () => {
    setParams({ i18n_rating_options: ['uno', 'dos', 'tres', 'cuatro', 'cinco'] });
    enhance(document, ctx());
    const changed = vi.fn();
    select().addEventListener('change', changed);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    stars()[3]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(select().value).toBe('4');
    expect($('p.stars').classList.contains('selected')).toBe(true);
    expect(stars().map((a) => a.classList.contains('active'))).toEqual([false, false, false, true, false]);
    expect(stars().map((a) => a.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(stars().map((a) => a.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('moves to the next or previous star and chooses it on the arrow keyup, without wrapping; Space chooses', () => {
    enhance(document, ctx());
    const outside = vi.fn();
    document.body.addEventListener('keyup', outside);
    stars()[0]!.focus();
    const down = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    stars()[0]!.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(select().value).toBe('');
    keyup(stars()[0]!, 'ArrowRight');
    expect(select().value).toBe('2');
    expect(document.activeElement).toBe(stars()[1]);
    keyup(stars()[1]!, 'ArrowDown');
    expect(select().value).toBe('3');
    keyup(stars()[2]!, 'ArrowLeft');
    keyup(stars()[1]!, 'ArrowUp');
    expect(select().value).toBe('1');
    expect(document.activeElement).toBe(stars()[0]);
    keyup(stars()[0]!, 'ArrowLeft');
    expect(select().value).toBe('1');
    expect(outside).not.toHaveBeenCalled();
    key(stars()[4]!, ' ');
    expect(select().value).toBe('5');
    keyup(stars()[4]!, 'ArrowRight');
    expect(select().value).toBe('5');
    keyup(stars()[4]!, 'ArrowDown');
    expect(select().value).toBe('5');
    document.body.removeEventListener('keyup', outside);
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
