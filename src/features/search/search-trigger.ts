/**
 * The search overlay's trigger, kept small: it comes with the first input (the table of
 * parts; at load where the address is the overlay's own), and the overlay's code is a lazy
 * chunk, loaded when a search field gets focus (to be ready, and to listen for typing when
 * the overlay opens "immediate"ly) or on the first submit. A submit of a header search form
 * opens the overlay instead of the results page; if the chunk cannot load, the form is
 * submitted natively, so the shopper still gets WordPress's results page.
 */
import type { IslasConfig } from '../../kernel/config';
import type { PageContext, SearchOverlayModule } from '../../kernel/context';
import { overlayInUrl, SEARCH_FORM } from './search-selectors';

const FIELD = 'input[name="s"]';

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
  // The tap that brought this code may have put the focus in a search field already.
  if (overlayInUrl(location.search) || (doc.activeElement && isSearchField(doc.activeElement))) arm();
  return () => {
    doc.removeEventListener('submit', onSubmit);
    doc.removeEventListener('focusin', onFocus);
  };
}

/** The table of parts' enhancer: the trigger with the page's config and the overlay's loader. */
export const enhance = (root: Document, ctx: PageContext): (() => void) => enhanceSearchTrigger(ctx.config, ctx.load.searchOverlay, root);
