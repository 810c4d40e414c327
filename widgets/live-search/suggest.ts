import { __, _n } from '@wordpress/i18n';
import { sprintf } from '../../src/kernel/i18n/sprintf';
import type { WooHttp } from '../../src/http/client';
import { safePriceHtml } from '../../src/dom/safe-html';
import { splitMatches } from '../../src/dom/text';
import { isNoResults, parseSuggestions, type Suggestion } from './parse';

export { parseSuggestions, type Suggestion } from './parse';

export interface LiveSearchOptions {
  http: Pick<WooHttp, 'adminAjax'>;
  /** Wait after a keystroke before asking (Flatsome's search_result_latency, 0 by default). */
  latencyMs: number;
  idPrefix: string;
  /** Goes to a chosen suggestion (tests replace it). */
  navigate?: (url: string) => void;
}

/** SPEC §5: search starts at 3 typed characters. */
export const MIN_CHARS = 3;
/** SPEC §9: the list is at most 300 px high and scrolls. */
export const LIST_MAX_HEIGHT = '300px';

const ACTION = 'flatsome_ajax_search_products';

/** A new element of `tag` with `className`, holding `children`. */
function element(doc: Document, tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/**
 * Live suggestions on a Flatsome header search form: a combobox with a listbox under it.
 * Returns a function that removes everything it added.
 *
 * One closure longer than a screen, on purpose: its functions share the typed text, the
 * suggestions shown, the highlighted one and the request in flight. Split by job around a
 * shared object (issue 29), that state became property names, which do not minify as
 * these variables do: about 180 B gzip more in the search chunk, more than the byte
 * budget had left (tests/unit/budget.test.ts). parse.ts, which shares nothing, is apart.
 */
export function enhanceLiveSearch(form: HTMLFormElement, options: LiveSearchOptions): () => void {
  const doc = form.ownerDocument;
  const field = form.querySelector<HTMLInputElement>('input[name="s"]');
  if (!field) return () => {};
  const category = form.querySelector<HTMLSelectElement>('select[name="product_cat"]');
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  const submits = form.querySelectorAll('button[type="submit"], .submit-button, input[type="submit"]');
  const attribute = (el: Element, name: string, value: string | boolean | null) =>
    value === null ? el.removeAttribute(name) : el.setAttribute(name, String(value));

  const existing = form.querySelector('.live-search-results');
  const results = existing ?? form.appendChild(element(doc, 'div', 'live-search-results text-left z-top'));
  const list = element(doc, 'div', 'autocomplete-suggestions islas-suggestions');
  list.id = `${options.idPrefix}listbox`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', __('Search suggestions', 'islas'));
  list.style.maxHeight = LIST_MAX_HEIGHT;
  list.style.overflowY = 'auto';
  list.hidden = true;
  const status = element(doc, 'span', 'screen-reader-text islas-live-region');
  status.setAttribute('role', 'status');
  results.append(list, status);

  const ownAttributes = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': list.id, autocomplete: 'off' };
  const previousAttributes = Object.entries(ownAttributes).map(([name, value]) => {
    const previous = field.getAttribute(name);
    field.setAttribute(name, value);
    return [name, previous] as const;
  });

  const cache = new Map<string, Suggestion[]>();
  const listeners = new AbortController();
  let typed = field.value;
  let shown: Suggestion[] = [];
  let active = -1;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setLoading = (on: boolean) => submits.forEach((button) => button.classList.toggle('loading', on));
  const setOpen = (open: boolean) => {
    list.hidden = !open;
    field.setAttribute('aria-expanded', String(open));
  };
  /** Stops whatever is pending: a newer keystroke (or the end) owns the list now. */
  const stop = () => {
    clearTimeout(timer);
    controller?.abort();
    setLoading(false);
  };

  /** Highlights option `index` (-1: none); `fill` puts its name, or the typed text, in the field. */
  function activate(index: number, fill = false): void {
    const items = list.children;
    const item = items[index];
    for (const [at, on] of [[active, false], [index, true]] as const) {
      items[at]?.classList.toggle('autocomplete-selected', on);
      items[at]?.setAttribute('aria-selected', String(on));
    }
    active = index;
    attribute(field!, 'aria-activedescendant', item ? item.id : null);
    item?.scrollIntoView?.({ block: 'nearest' });
    const suggestion = shown[index];
    if (fill) field!.value = suggestion && !isNoResults(suggestion) ? suggestion.value : typed;
  }

  function hide(): void {
    setOpen(false);
    activate(-1);
  }

  function render(suggestions: Suggestion[]): void {
    shown = suggestions;
    active = -1;
    field!.removeAttribute('aria-activedescendant');
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const item = element(doc, 'div', 'autocomplete-suggestion');
        item.id = `${options.idPrefix}option-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', 'false');
        if (isNoResults(suggestion)) item.setAttribute('aria-disabled', 'true');
        if (suggestion.img) {
          const image = element(doc, 'img', 'search-image') as HTMLImageElement;
          image.src = suggestion.img;
          image.alt = '';
          item.append(image);
        }
        // The name with each match of the typed text in <strong>, all of it as text.
        const parts = splitMatches(suggestion.value, typed.trim()).flatMap<Node | string>((part, at) => (!part ? [] : at % 2 ? [element(doc, 'strong', '', part)] : [part]));
        item.append(element(doc, 'div', 'search-name', ...parts));
        if (suggestion.price) item.append(element(doc, 'span', 'search-price', safePriceHtml(suggestion.price, doc)));
        return item;
      }),
    );
    const found = suggestions.filter((suggestion) => !isNoResults(suggestion)).length;
    status.textContent = found
      ? sprintf(_n('%d suggestion. Use the up and down arrows to choose.', '%d suggestions. Use the up and down arrows to choose.', found, 'islas'), found)
      : (suggestions[0]?.value ?? '');
    setOpen(suggestions.length > 0);
  }

  async function ask(query: string, cat: string, key: string): Promise<void> {
    // Every stop aborts the request: an aborted one's answer is stale.
    const { signal } = (controller = new AbortController());
    setLoading(true);
    try {
      const suggestions = parseSuggestions(
        await options.http.adminAjax(ACTION, { query, product_cat: cat || undefined }, { method: 'get', signal }),
      );
      cache.set(key, suggestions);
      // A newer keystroke owns the list now: this answer is stale.
      if (!signal.aborted) render(suggestions);
    } catch {
      if (!signal.aborted) hide();
    } finally {
      if (!signal.aborted) setLoading(false);
    }
  }

  function update(): void {
    stop();
    const query = typed.trim();
    if (query.length < MIN_CHARS) {
      hide();
      shown = [];
      return;
    }
    const cat = category?.value ?? '';
    const key = `${query}\n${cat}`;
    const cached = cache.get(key);
    if (cached) render(cached);
    else if (options.latencyMs > 0) timer = setTimeout(() => void ask(query, cat, key), options.latencyMs);
    else void ask(query, cat, key);
  }

  function choose(index: number): void {
    const suggestion = shown[index];
    if (!suggestion || isNoResults(suggestion)) return;
    field!.value = suggestion.value;
    hide();
    navigate(suggestion.url);
  }

  const optionIndex = (event: Event): number => {
    const item = (event.target as Element).closest?.('[role="option"]');
    return item ? [...list.children].indexOf(item) : -1;
  };
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement | undefined | null, type: K, handler: (event: HTMLElementEventMap[K]) => void) =>
    target?.addEventListener(type, handler, { signal: listeners.signal });

  on(field, 'input', () => {
    typed = field.value;
    update();
  });
  on(field, 'keydown', (event) => {
    const open = !list.hidden;
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (!shown.length) return;
      event.preventDefault();
      setOpen(true);
      const count = shown.length;
      // -1 is the typed text itself; the arrows cycle through it.
      const next = key === 'ArrowDown' ? active + 1 : active - 1;
      activate(next >= count ? -1 : next < -1 ? count - 1 : next, true);
    } else if ((key === 'Enter' || key === 'Tab') && open && active >= 0) {
      if (key === 'Enter') event.preventDefault();
      choose(active);
    } else if (key === 'Escape' && (open || field.value !== typed)) {
      event.preventDefault();
      event.stopPropagation();
      field.value = typed;
      hide();
    }
  });
  on(category, 'change', update);
  // Pressing an option must not take focus from the field.
  on(list, 'mousedown', (event) => event.preventDefault());
  on(list, 'click', (event) => {
    const index = optionIndex(event);
    if (index >= 0) choose(index);
  });
  on(list, 'mouseover', (event) => {
    const index = optionIndex(event);
    if (index >= 0 && index !== active) activate(index);
  });
  on(form, 'focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) hide();
  });
  on(form, 'submit', hide);

  // Text typed while this code was loading gets its suggestions now.
  if (doc.activeElement === field && typed.trim().length >= MIN_CHARS) update();

  return () => {
    stop();
    listeners.abort();
    for (const [name, value] of previousAttributes) attribute(field, name, value);
    field.removeAttribute('aria-activedescendant');
    list.remove();
    status.remove();
    if (!existing) results.remove();
  };
}
