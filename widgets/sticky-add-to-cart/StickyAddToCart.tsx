import { useLayoutEffect, useState } from 'react';
import { listen, listenJQueryTrigger } from '../../src/kernel/events';
import { safePriceHtml } from '../../src/dom/safe-html';
import { chosenVariation, type Variation } from '../gallery/variation';
import { safeUrl } from '../../src/dom/url-guard';

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface StickyAddToCartProps {
  /** The island element: Flatsome's wrapper (which keeps the place) or the bar itself. */
  host: HTMLElement;
  bar: HTMLElement;
  form: HTMLFormElement;
  /** Height of the stuck header, to scroll the variations form below it. */
  stickyHeight: number;
}

const ACTIVE = 'sticky-add-to-cart--active';

/** The form's own add button, outside a separate bar. */
function realButton(form: HTMLFormElement, bar: HTMLElement): HTMLElement | null {
  return [...form.querySelectorAll<HTMLElement>('.single_add_to_cart_button')].find((b) => !bar.contains(b)) ?? null;
}

function needsSelection(form: HTMLFormElement): boolean {
  if (!form.matches('.variations_form')) return false;
  const id = form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value ?? '';
  return id === '' || id === '0';
}

/**
 * Active (Flatsome's `sticky-add-to-cart--active`, `body.has-sticky-product-cart`) while
 * the real add button has scrolled out above the viewport; not while it is below. The
 * wrapper keeps its height while the bar is fixed, so nothing jumps.
 */
export function StickyAddToCart({ host, bar, form, stickyHeight }: StickyAddToCartProps) {
  const [active, setActive] = useState(false);
  const inForm = form.contains(bar);
  // Flatsome's wrapper stays in the flow; a separate bar is placed by the real button.
  const anchor = inForm ? (host === bar ? (bar.parentElement ?? bar) : host) : realButton(form, bar);

  useLayoutEffect(() => {
    if (!anchor || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const above = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
      if (above && inForm) anchor.style.height = `${anchor.getBoundingClientRect().height}px`;
      setActive(above);
    });
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchor, inForm]);

  useLayoutEffect(() => {
    bar.classList.toggle(ACTIVE, active);
    document.body.classList.toggle('has-sticky-product-cart', active);
    if (!active && inForm && anchor) anchor.style.removeProperty('height');
    return () => {
      bar.classList.remove(ACTIVE);
      document.body.classList.remove('has-sticky-product-cart');
    };
  }, [active, bar, anchor, inForm]);

  // A separate bar's quantity and the form's stay equal, both ways.
  useLayoutEffect(() => {
    const barQty = bar.querySelector<HTMLInputElement>('input.qty');
    const formQty = [...form.querySelectorAll<HTMLInputElement>('input.qty')].find((input) => !bar.contains(input));
    if (!barQty || !formQty) return;
    const copy = (event: Event): void => {
      const from = event.currentTarget as HTMLInputElement;
      const to = from === barQty ? formQty : barQty;
      if (to.value !== from.value) to.value = from.value;
    };
    for (const type of ['input', 'change']) {
      barQty.addEventListener(type, copy);
      formQty.addEventListener(type, copy);
    }
    // A plugin's `$(qty).val(n).trigger('change')` sends no native event.
    const stops = [
      listenJQueryTrigger(barQty, 'change', () => (formQty.value = barQty.value)),
      listenJQueryTrigger(formQty, 'change', () => (barQty.value = formQty.value)),
    ];
    return () => {
      for (const type of ['input', 'change']) {
        barQty.removeEventListener(type, copy);
        formQty.removeEventListener(type, copy);
      }
      stops.forEach((stop) => stop());
    };
  }, [bar, form]);

  // The bar's picture and price follow the chosen variation, and come back on a reset.
  useLayoutEffect(() => {
    const img = bar.querySelector<HTMLImageElement>('.sticky-add-to-cart-img, .sticky-add-to-cart__product img');
    const price = bar.querySelector<HTMLElement>('.sticky-add-to-cart__product .price');
    const src = img?.getAttribute('src');
    const srcset = img?.getAttribute('srcset');
    const prices = [...(price?.childNodes ?? [])];
    const show = (variation?: Variation): void => {
      const image = variation?.image;
      // A picture address only (url-guard.ts), as the variation spells it; otherwise the page's own picture.
      const wanted = image?.thumb_src || image?.gallery_thumbnail_src || image?.src;
      const picture = safeUrl(wanted, true) && wanted;
      if (img) {
        img.setAttribute('src', picture || src || '');
        // A srcset would win over the variation's picture.
        if (picture || srcset == null) img.removeAttribute('srcset');
        else img.setAttribute('srcset', srcset);
      }
      if (!price) return;
      // WooCommerce wraps a variation's price in its own `.price`: not one inside another.
      const html = variation?.price_html ? safePriceHtml(variation.price_html) : undefined;
      price.replaceChildren(...(html ? (html.querySelector('.price') ?? html).childNodes : prices));
    };
    const chosen = chosenVariation(form);
    if (chosen) show(chosen);
    const stops = [
      listen(form, 'found_variation', ([variation]) => show(variation as Variation | undefined), { own: true }),
      listen(form, 'reset_data', () => show(), { own: true }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bar, form]);

  // The bar's button: until a variation is chosen it takes the shopper to the choices.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const button = (event.target as Element).closest('.single_add_to_cart_button, .sticky-add-to-cart-select-options-button');
      if (!button || !bar.classList.contains(ACTIVE)) return;
      if (needsSelection(form)) {
        event.preventDefault();
        event.stopPropagation();
        const variations = form.querySelector<HTMLElement>('table.variations, .variations') ?? form;
        const top = variations.getBoundingClientRect().top + window.scrollY - (Number((window as { flatsomeVars?: { scrollPaddingTop?: unknown } }).flatsomeVars?.scrollPaddingTop) || stickyHeight) - 10;
        window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });
        const empty = [...form.querySelectorAll<HTMLSelectElement>('.variations select')].find((s) => s.value === '');
        empty?.focus({ preventScroll: true });
      } else if (!inForm) {
        event.preventDefault();
        const real = realButton(form, bar);
        form.requestSubmit(real instanceof HTMLButtonElement || real instanceof HTMLInputElement ? real : undefined);
      }
    };
    bar.addEventListener('click', onClick, true);
    return () => bar.removeEventListener('click', onClick, true);
  }, [bar, form, inForm, stickyHeight]);

  return null;
}
