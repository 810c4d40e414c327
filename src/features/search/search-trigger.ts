/**
 * The search overlay's eager part, kept tiny: its code is a lazy chunk, loaded when a
 * search field gets focus (to be ready, and to listen for typing when the overlay opens
 * "immediate"ly) or on the first submit. A submit of a header search form opens the
 * overlay instead of the results page; if the chunk cannot load, the form is submitted
 * natively, so the shopper still gets WordPress's results page.
 */
import type { IslasConfig } from '../../kernel/config';

export interface SearchOverlayModule {
  openSearch(config: IslasConfig, request: { query: string; field?: HTMLElement | null }): void;
  /**
   * Makes the overlay ready (with `overlayTrigger: "immediate"` it opens as the shopper
   * types in a field `isSearchField` accepts); the first time, opens it when the address
   * is the overlay's own (a reload).
   */
  arm(config: IslasConfig, isSearchField: (el: Element) => boolean): void;
}

/** Site search forms: Flatsome's, WordPress's and WooCommerce's product search. */
export const SEARCH_FORM = 'form.searchform, form.search-form, form[role="search"]';
const FIELD = 'input[name="s"]';

/**
 * The overlay's own address has `s` and `sort` (WordPress's `?s=` results page is left
 * alone); the chunk checks the sort key itself.
 */
export const overlayInUrl = (search: string): boolean => /[?&]s=[^&]/.test(search) && /[?&]sort=/.test(search);

export function enhanceSearchTrigger(
  config: IslasConfig,
  load: () => Promise<SearchOverlayModule>,
  doc: Document = document,
): () => void {
  let loading: Promise<SearchOverlayModule> | undefined;
  const overlay = (): Promise<SearchOverlayModule> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.matches?.(SEARCH_FORM)) return;
    const field = form.querySelector<HTMLInputElement>(FIELD);
    const query = field?.value.trim();
    if (!query) return;
    event.preventDefault();
    overlay().then(
      (module) => module.openSearch(config, { query, field }),
      () => form.submit(),
    );
  };
  const isSearchField = (el: Element): boolean => !!(el.matches?.(FIELD) && el.closest(SEARCH_FORM));
  const arm = (): void => {
    overlay().then((module) => module.arm(config, isSearchField), () => {});
  };
  const onFocus = (event: FocusEvent): void => {
    if (isSearchField(event.target as Element)) arm();
  };

  doc.addEventListener('submit', onSubmit);
  doc.addEventListener('focusin', onFocus);
  if (overlayInUrl(location.search)) arm();
  return () => {
    doc.removeEventListener('submit', onSubmit);
    doc.removeEventListener('focusin', onFocus);
  };
}
