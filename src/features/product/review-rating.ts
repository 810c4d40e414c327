/**
 * The review form's star rating, as WooCommerce's single-product script makes it:
 * `select#rating` is hidden (it stays in the form, which posts it) behind
 * `p.stars > span > a.star-1 … a.star-5`, links whose text is the number (themes draw
 * them as stars). islas makes them a radio group with names ('1 de 5 estrellas'), arrow
 * keys and Space, besides the click and Enter of links. A review sent without a rating is
 * stopped with `wc_single_product_params.i18n_required_rating_text` when the shop
 * requires one. A plugin that triggers `init` on `#rating` gets the stars built again
 * (once, not twice).
 */
import { __, sprintf } from '@wordpress/i18n';
import { isKept } from '../../kernel/config';
import { listen } from '../../kernel/events';
import { addTranslations } from '../../kernel/i18n';
import type { PageContext } from '../../kernel/context';
import { esES } from './review-rating.es_ES';

interface SingleProductParams {
  review_rating_required?: string;
  i18n_required_rating_text?: string;
}

const STARS = 5;
const KEYS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** Marks the chosen star; only it (or the first) is in the Tab order, as in a radio group. */
function mark(stars: HTMLElement, value: string): void {
  stars.classList.toggle('selected', value !== '');
  stars.querySelectorAll('a').forEach((star, i) => {
    const on = star.textContent === value;
    star.classList.toggle('active', on);
    star.setAttribute('aria-checked', String(on));
    star.tabIndex = on || (value === '' && i === 0) ? 0 : -1;
  });
}

function build(select: HTMLSelectElement): void {
  select.parentElement?.querySelectorAll(':scope > p.stars').forEach((old) => old.remove());
  const stars = document.createElement('p');
  stars.className = 'stars';
  const group = stars.appendChild(document.createElement('span'));
  group.setAttribute('role', 'radiogroup');
  const label = select.labels?.[0];
  if (label) group.setAttribute('aria-labelledby', (label.id ||= `${select.id}-label`));
  for (let n = 1; n <= STARS; n += 1) {
    const star = group.appendChild(document.createElement('a'));
    star.className = `star-${n}`;
    star.href = '#';
    star.textContent = String(n);
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-label', sprintf(__('%1$s of %2$s stars', 'islas'), String(n), String(STARS)));
  }
  const choose = (value: string): void => {
    select.value = value;
    mark(stars, select.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  stars.addEventListener('click', (event) => {
    const star = (event.target as Element).closest('a');
    if (!star) return;
    event.preventDefault();
    choose(star.textContent ?? '');
  });
  stars.addEventListener('keydown', (event) => {
    const by = KEYS[event.key];
    if (event.key === ' ') (event.target as HTMLElement).click();
    else if (by) choose(String(Math.min(STARS, Math.max(1, (Number(select.value) || 0) + by))));
    else return;
    event.preventDefault();
    stars.querySelector<HTMLElement>('a.active')?.focus();
  });
  select.before(stars);
  select.style.display = 'none';
  mark(stars, select.value);
}

/** Stops a review without a rating where the shop requires one (a click on submit comes before the browser's own checks). */
function guard(select: HTMLSelectElement, event: Event): void {
  if (event.type === 'click' && !(event.target as Element).closest('[type="submit"]')) return;
  const params = (window as { wc_single_product_params?: SingleProductParams }).wc_single_product_params;
  if (params?.review_rating_required !== 'yes' || select.value !== '') return;
  event.preventDefault();
  window.alert(params.i18n_required_rating_text || __('Please select a rating', 'islas'));
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
