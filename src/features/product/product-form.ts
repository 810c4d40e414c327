/**
 * The product page's add-to-cart form (`form.cart`): the add button and Flatsome's buy-now
 * button show `loading` once the form is submitted (cleared when the page comes back
 * from the back/forward cache); buy-now follows the add button's disabled state at all
 * times; a click on a disabled button of a variable product shows WooCommerce's alert
 * (no selection, or an unavailable variation) instead of posting. In a quick view the
 * same form adds through the cart queue instead of posting (`ajax`). Where the server kept
 * WooCommerce's own variation script (`wc-add-to-cart-variation`), that script runs the
 * variation form and alerts for the add button: islas leaves both to it. A submit before the
 * variation form has checked the choice (its chunk still loading, or its first check 100 ms
 * after start) waits for that check, so it alerts or adds as a later one would.
 */
import { isKept } from '../../kernel/config';
import { listen } from '../../kernel/events';
import type { FormFields } from '../../http/client';
import type { PageContext } from '../../kernel/context';

export const BUY_NOW_SELECTOR = '.ux-buy-now-button, .buy-now-button, .wc-buy-now-btn, button[name="ux-buy-now"]';
const MIRRORED_CLASSES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];

export function buyNowButton(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>(BUY_NOW_SELECTOR);
}

/**
 * A button disabled by its class (the add button while no variation is chosen) says so to
 * assistive technology, as Flatsome's woocommerce.js does: `aria-disabled="true"`, and none
 * once enabled (inventory rows 46, 47).
 */
export function sayDisabled(button: HTMLElement, disabled = button.classList.contains('disabled')): void {
  if (disabled) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

/** The add button's `aria-disabled` follows its `disabled` class; returns what stops it. */
export function mirrorAriaDisabled(button: HTMLElement): () => void {
  const sync = (): void => sayDisabled(button);
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(button, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Buy-now takes the add button's disabled state: its classes and attribute. */
export function mirrorDisabled(from: HTMLElement, to: HTMLElement): () => void {
  const sync = (): void => {
    for (const name of MIRRORED_CLASSES) to.classList.toggle(name, from.classList.contains(name));
    sayDisabled(to, from.classList.contains('disabled'));
    // Like WooCommerce's add button: a class, so a click still reaches the alert that explains why.
    if (from.hasAttribute('disabled')) to.setAttribute('disabled', '');
    else to.removeAttribute('disabled');
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(from, { attributes: true, attributeFilter: ['class', 'disabled'] });
  return () => observer.disconnect();
}

/** What the variation form found: `variation_id` and the attributes, "" for "any". */
export interface ChosenVariation {
  variation_id: number | string;
  attributes: Record<string, string>;
}

/** The variation `id` in the form's printed `data-product_variations` ("false" for more than 30). */
function printedVariation(form: HTMLFormElement, id: string): ChosenVariation | undefined {
  let variations: unknown;
  try {
    variations = JSON.parse(form.getAttribute('data-product_variations') ?? '');
  } catch {
    return undefined;
  }
  return Array.isArray(variations)
    ? (variations as ChosenVariation[]).find((variation) => String(variation?.variation_id) === id)
    : undefined;
}

/**
 * The form's fields as wc-ajax add_to_cart takes them, or undefined when only posting the
 * form (the no-JavaScript path, WC_Form_Handler) adds what the shopper chose. That endpoint
 * reads product_id and quantity only (WC_AJAX::add_to_cart, WooCommerce 9.4 to 11.0): a
 * variable parent's id puts the parent itself in the cart at its own price (9.4) whatever
 * variation_id says, so a variation goes as its own id; it adds the variation with the
 * variation's stored attributes and never reads the posted attribute_* fields, so a
 * variation with an "any" attribute ("" in its data) fails there and must be posted. A
 * grouped product (`quantity[child]`) cannot be added there either, nor a form with no
 * product (external). `found`: the variation the variation form last found, for forms
 * that do not print theirs.
 */
export function formFields(form: HTMLFormElement, submitter: HTMLElement | null, found?: ChosenVariation): FormFields | undefined {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields[key] = value;
  if (submitter instanceof HTMLButtonElement && submitter.name && !(submitter.name in fields)) {
    fields[submitter.name] = submitter.value;
  }
  const productId = fields.product_id || fields['add-to-cart'];
  // The add-to-cart field would make WordPress add the product a second time.
  delete fields['add-to-cart'];
  if (!productId || Object.keys(fields).some((key) => key.startsWith('quantity['))) return undefined;
  fields.product_id = productId;
  if (!('variation_id' in fields) && !form.matches('.variations_form')) return fields;
  const id = fields.variation_id ?? '';
  const variation = printedVariation(form, id) ?? (found && String(found.variation_id) === id ? found : undefined);
  if (!/^[1-9]\d*$/.test(id) || !variation || Object.values(variation.attributes).includes('')) return undefined;
  // variation_id and the attribute_* fields stay, as the form sends them: plugins hooked on the add may read them.
  fields.product_id = id;
  return fields;
}

/**
 * The add-to-cart code is in the first-input chunk, loaded by the time a shopper submits.
 * `loading` goes on at once, so a second submit while it comes is refused; if it cannot
 * load, the form posts as it would without JavaScript.
 */
function addThroughCart(form: HTMLFormElement, button: HTMLElement, fields: FormFields, { cart, load }: PageContext): Promise<void> {
  const name =
    form.closest('.product, .product-lightbox')?.querySelector('.product-title, .product_title')?.textContent?.trim() ?? '';
  button.classList.add('loading');
  return load.addToCart().then(
    ({ addWithFeedback }) => addWithFeedback(button, fields, cart, { name, viewCartLink: false }),
    (error: unknown) => {
      console.error('[islas] the add-to-cart code could not be loaded; posting the form.', error);
      button.classList.remove('loading');
      form.submit();
    },
  );
}

export interface ProductFormOptions {
  /** Add through the cart queue instead of posting the form (quick view). */
  ajax?: boolean;
}

const enhanced = new WeakMap<HTMLFormElement, () => void>();

/** Enhances one `form.cart` (once: a second call returns the first's undo); returns a function that undoes it. */
export function enhanceProductForm(form: HTMLFormElement, ctx: PageContext, options: ProductFormOptions = {}): () => void {
  const done = enhanced.get(form);
  if (done) return done;
  const kept = isKept(ctx.config, 'wc-add-to-cart-variation');
  const addButton = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const buyNow = buyNowButton(form);
  const stops: (() => void)[] = [() => enhanced.delete(form)];
  if (addButton) stops.push(mirrorAriaDisabled(addButton));
  if (addButton && buyNow) stops.push(mirrorDisabled(addButton, buyNow));
  // The variation form is a chunk of its own: simple products never load it.
  const variation = form.matches('.variations_form') ? ctx.load.variationForm() : undefined;
  // Until the variation form has checked the choice, the add button does not yet say
  // whether it may post: a submit that early waits for it and then goes again.
  let variationChecked = !variation || kept;
  const whenVariationChecked =
    variation && !kept
      ? variation
          .then((module) => {
            if (enhanced.get(form) !== undo) return;
            stops.push(module.enhanceVariationForm(form, ctx.config));
            return module.variationFormChecked(form);
          })
          .catch((error: unknown) => console.error('[islas] the variation form could not be loaded.', error))
          .finally(() => (variationChecked = true))
      : undefined;

  // The variation the variation form (islas's or the stock one) found, for a form that
  // asks the server for its variations instead of printing them.
  let found: ChosenVariation | undefined;
  if (options.ajax) stops.push(listen(form, 'found_variation', ([variation]) => (found = variation as ChosenVariation), { own: true }));

  const onSubmit = (event: SubmitEvent): void => {
    if (!variationChecked && whenVariationChecked) {
      event.preventDefault();
      void whenVariationChecked.then(() => enhanced.get(form) === undo && form.requestSubmit(event.submitter));
      return;
    }
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : addButton;
    if (!addButton || !submitter) return;
    if (submitter.classList.contains('disabled') || addButton.classList.contains('disabled')) {
      event.preventDefault();
      // The stock script alerts for its add button itself (and stops its click before any submit).
      if (kept && submitter === addButton) return;
      const unavailable = addButton.classList.contains('wc-variation-is-unavailable');
      const needsSelection = addButton.classList.contains('wc-variation-selection-needed');
      void variation?.then(({ variationTexts }) => {
        const texts = variationTexts();
        if (unavailable) window.alert(texts.unavailable);
        else if (needsSelection) window.alert(texts.selectOptions);
      });
      return;
    }
    if (addButton.classList.contains('loading')) {
      event.preventDefault(); // already on its way
      return;
    }
    // What the AJAX add cannot add right (see formFields) is posted as without JavaScript.
    const fields = options.ajax && submitter === addButton ? formFields(form, addButton, found) : undefined;
    if (fields) {
      event.preventDefault();
      void addThroughCart(form, addButton, fields, ctx);
      return;
    }
    addButton.classList.add('loading');
    buyNow?.classList.add('loading');
  };
  form.addEventListener('submit', onSubmit);
  stops.push(() => form.removeEventListener('submit', onSubmit));
  const undo = (): void => stops.forEach((stop) => stop());
  enhanced.set(form, undo);
  return undo;
}

/** The lazy enhancer: every product form on the page. */
export function enhance(root: Document, ctx: PageContext): () => void {
  const forms = [...root.querySelectorAll<HTMLFormElement>('form.cart')];
  const stops = forms.map((form) => enhanceProductForm(form, ctx));
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    for (const form of forms) {
      form.querySelector('.single_add_to_cart_button')?.classList.remove('loading');
      buyNowButton(form)?.classList.remove('loading');
    }
  };
  window.addEventListener('pageshow', onPageShow);
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('pageshow', onPageShow);
  };
}
