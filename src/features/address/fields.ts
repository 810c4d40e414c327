/** What both halves of the address fields (state-field.ts, locale.ts) use on the rows. */

export type Field = HTMLInputElement | HTMLSelectElement;

/** jQuery's hide()/show(), which themes' styles and plugins expect on these rows. */
export const show = (el: HTMLElement, shown: boolean): void => {
  el.style.display = shown ? '' : 'none';
};
