/**
 * The review form's star rating, as WooCommerce's single-product script (9.7+) makes it:
 * `select#rating` is hidden (it stays in the form, which posts it) behind
 * `p.stars > span[role=group][aria-labelledby=comment-form-rating-label]` of five
 * `a.star-N[role=radio][aria-checked]` links with a roving tabindex (0 on the chosen one, or
 * the first). Their text is `wc_single_product_params.i18n_rating_options` ('1 de 5
 * estrellas'…; themes draw them as stars); a page without that key (WooCommerce 9.4-9.6)
 * gets 9.4's texts, the numbers, named by an aria-label. A click sets the select to the
 * star's position. The arrow keys (on keyup, as WooCommerce: its stopPropagation keeps a
 * slider's keyboard handler from seeing them) move to the next or previous star and choose
 * it, without wrapping; Space chooses as Enter does. A review sent without a rating is
 * stopped with `i18n_required_rating_text` when the shop requires one. A plugin that
 * triggers `init` on `#rating` gets the stars built again (once, not twice).
 */
import { __ } from '@wordpress/i18n';
import { sprintf } from '../../kernel/i18n/sprintf';
import { isKept } from '../../kernel/config';
import { listen } from '../../kernel/events';
import { addTranslations } from '../../kernel/i18n';
import type { PageContext } from '../../kernel/context';
import { esES } from './review-rating.es_ES';

interface SingleProductParams {
  review_rating_required?: string;
  i18n_required_rating_text?: string;
  i18n_rating_options?: unknown;
}

const STARS = 5;
/** WooCommerce's keyup keys: Right/Down to the next star, Left/Up to the previous one. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
/** The template's label id (single-product-reviews.php 9.7+), which WooCommerce's group names. */
export const RATING_LABEL_ID = 'comment-form-rating-label';

const params = (): SingleProductParams | undefined =>
  (window as { wc_single_product_params?: SingleProductParams }).wc_single_product_params;

/** The five star texts the shop gave (`i18n_rating_options`), or null where it gave none (9.4) or a malformed list. */
export const ratingTexts = (options: unknown): string[] | null =>
  Array.isArray(options) && options.length >= STARS && options.every((text) => typeof text === 'string' && text.trim()) ? options : null;

/** Marks the chosen star (1-5); only it (or the first) is in the Tab order, as in a radio group. */
function mark(stars: HTMLElement, value: string): void {
  const chosen = Number(value);
  stars.classList.toggle('selected', chosen > 0);
  stars.querySelectorAll('a').forEach((star, i) => {
    const on = chosen === i + 1;
    star.classList.toggle('active', on);
    star.setAttribute('aria-checked', String(on));
    star.tabIndex = on || (!(chosen > 0) && i === 0) ? 0 : -1;
  });
}

function build(select: HTMLSelectElement): void {
  select.parentElement?.querySelectorAll(':scope > p.stars').forEach((old) => old.remove());
  const stars = document.createElement('p');
  stars.className = 'stars';
  const group = stars.appendChild(document.createElement('span'));
  group.setAttribute('role', 'group');
  const label = select.labels?.[0];
  if (label) group.setAttribute('aria-labelledby', (label.id ||= document.getElementById(RATING_LABEL_ID) ? `${select.id}-label` : RATING_LABEL_ID));
  const texts = ratingTexts(params()?.i18n_rating_options);
  const links: HTMLAnchorElement[] = [];
  for (let n = 1; n <= STARS; n += 1) {
    const star = group.appendChild(document.createElement('a'));
    star.className = `star-${n}`;
    star.href = '#';
    star.setAttribute('role', 'radio');
    star.textContent = texts?.[n - 1] ?? String(n);
    if (!texts) star.setAttribute('aria-label', sprintf(__('%1$s of %2$s stars', 'islas'), String(n), String(STARS)));
    links.push(star);
  }
  const choose = (star: HTMLAnchorElement): void => {
    select.value = String(links.indexOf(star) + 1);
    mark(stars, select.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  stars.addEventListener('click', (event) => {
    const star = (event.target as Element).closest('a');
    if (!star || !links.includes(star)) return;
    event.preventDefault();
    choose(star);
  });
  // Space chooses (keydown, so the page does not scroll); an arrow's keyup moves to the next
  // or previous star and chooses it, not past either end.
  const onKey = (event: KeyboardEvent): void => {
    const at = links.indexOf(event.target as HTMLAnchorElement);
    const step = STEPS[event.key];
    if (at < 0 || !(step || (event.key === ' ' && event.type === 'keydown'))) return;
    event.preventDefault();
    if (!step) return links[at]!.click();
    if (event.type === 'keydown') return;
    event.stopPropagation();
    links[at + step]?.focus();
    links[at + step]?.click();
  };
  stars.addEventListener('keydown', onKey);
  stars.addEventListener('keyup', onKey);
  select.before(stars);
  select.style.display = 'none';
  mark(stars, select.value);
}

/** Stops a review without a rating where the shop requires one (a click on submit comes before the browser's own checks). */
function guard(select: HTMLSelectElement, event: Event): void {
  if (event.type === 'click' && !(event.target as Element).closest('[type="submit"]')) return;
  const shop = params();
  if (shop?.review_rating_required !== 'yes' || select.value !== '') return;
  event.preventDefault();
  window.alert(shop.i18n_required_rating_text || __('Please select a rating', 'islas'));
}

export function enhance(root: Document, ctx: PageContext): void {
  // Where the stock script stayed, it draws the stars itself.
  if (isKept(ctx.config, 'wc-single-product')) return;
  addTranslations(esES);
  root.querySelectorAll<HTMLSelectElement>('select#rating').forEach((select) => {
    build(select);
    listen(select, 'init', () => build(select));
    for (const type of ['click', 'submit']) select.form?.addEventListener(type, (event) => guard(select, event));
  });
}
