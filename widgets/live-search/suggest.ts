import { __, _n, sprintf } from '@wordpress/i18n';
import type { WooHttp } from '../../src/http/client';
import { safePriceHtml } from '../../src/safe-html';
import { decodeEntities, splitMatches } from '../../src/text';

/** One of Flatsome's product search suggestions (SPEC §3). id -1 is "no products found". */
export interface Suggestion {
  id: number | string;
  value: string;
  url: string;
  img?: string;
  price?: string;
}

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

/** An http(s) address, else '': a `javascript:` or `data:` URL from the answer must never be followed. */
function webAddress(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    const { protocol } = new URL(value, location.href);
    return protocol === 'http:' || protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}

/** Reads Flatsome's answer `{suggestions: [...]}`, dropping anything malformed. */
export function parseSuggestions(text: string): Suggestion[] {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return [];
  }
  const list = (answer as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { id, value, url, img, price } = raw as Record<string, unknown>;
    if (typeof value !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) return [];
    return [{
      id,
      value: decodeEntities(value),
      url: webAddress(url),
      img: webAddress(img) || undefined,
      price: typeof price === 'string' && price ? price : undefined,
    }];
  });
}

const isNoResults = (suggestion: Suggestion) => String(suggestion.id) === '-1' || !suggestion.url;

/** The name with each match of the typed text in <strong>; all of it inserted as text. */
function nameWithMatches(name: string, typed: string, doc: Document): DocumentFragment {
  const out = doc.createDocumentFragment();
  splitMatches(name, typed).forEach((part, index) => {
    if (!part) return;
    if (index % 2 === 1) {
      const strong = doc.createElement('strong');
      strong.textContent = part;
      out.appendChild(strong);
    } else out.appendChild(doc.createTextNode(part));
  });
  return out;
}

/**
 * Live suggestions on a Flatsome header search form: a combobox with a listbox under it.
 * Returns a function that removes everything it added.
 */
export function enhanceLiveSearch(form: HTMLFormElement, options: LiveSearchOptions): () => void {
  const doc = form.ownerDocument;
  const field = form.querySelector<HTMLInputElement>('input[name="s"]');
  if (!field) return () => {};
  const category = form.querySelector<HTMLSelectElement>('select[name="product_cat"]');
  const navigate = options.navigate ?? ((url: string) => location.assign(url));
  const submits = [...form.querySelectorAll<HTMLElement>('button[type="submit"], .submit-button, input[type="submit"]')];

  const existing = form.querySelector<HTMLElement>('.live-search-results');
  const results = existing ?? doc.createElement('div');
  if (!existing) {
    results.className = 'live-search-results text-left z-top';
    form.appendChild(results);
  }
  const list = doc.createElement('div');
  list.className = 'autocomplete-suggestions islas-suggestions';
  list.id = `${options.idPrefix}listbox`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', __('Search suggestions', 'islas'));
  list.style.maxHeight = LIST_MAX_HEIGHT;
  list.style.overflowY = 'auto';
  list.hidden = true;
  const status = doc.createElement('span');
  status.className = 'screen-reader-text islas-live-region';
  status.setAttribute('role', 'status');
  results.append(list, status);

  const ownAttributes = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': list.id, autocomplete: 'off' };
  const previousAttributes = Object.keys(ownAttributes).map((name) => [name, field.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(ownAttributes)) field.setAttribute(name, value);

  const cache = new Map<string, Suggestion[]>();
  let typed = field.value;
  let shown: Suggestion[] = [];
  let active = -1;
  let generation = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setLoading = (on: boolean) => submits.forEach((button) => button.classList.toggle('loading', on));

  function hide(): void {
    list.hidden = true;
    field!.setAttribute('aria-expanded', 'false');
    field!.removeAttribute('aria-activedescendant');
    active = -1;
  }

  function activate(index: number, fill: boolean): void {
    const items = list.children;
    items[active]?.classList.remove('autocomplete-selected');
    items[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const item = items[index] as HTMLElement | undefined;
    if (!item) {
      field!.removeAttribute('aria-activedescendant');
      if (fill) field!.value = typed;
      return;
    }
    item.classList.add('autocomplete-selected');
    item.setAttribute('aria-selected', 'true');
    field!.setAttribute('aria-activedescendant', item.id);
    item.scrollIntoView?.({ block: 'nearest' });
    const suggestion = shown[index]!;
    if (fill) field!.value = isNoResults(suggestion) ? typed : suggestion.value;
  }

  function render(suggestions: Suggestion[]): void {
    shown = suggestions;
    active = -1;
    field!.removeAttribute('aria-activedescendant');
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const item = doc.createElement('div');
        item.className = 'autocomplete-suggestion';
        item.id = `${options.idPrefix}option-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', 'false');
        if (isNoResults(suggestion)) item.setAttribute('aria-disabled', 'true');
        if (suggestion.img) {
          const image = doc.createElement('img');
          image.className = 'search-image';
          image.src = suggestion.img;
          image.alt = '';
          item.appendChild(image);
        }
        const name = doc.createElement('div');
        name.className = 'search-name';
        name.appendChild(nameWithMatches(suggestion.value, typed.trim(), doc));
        item.appendChild(name);
        if (suggestion.price) {
          const price = doc.createElement('span');
          price.className = 'search-price';
          price.appendChild(safePriceHtml(suggestion.price, doc));
          item.appendChild(price);
        }
        return item;
      }),
    );
    const found = suggestions.filter((suggestion) => !isNoResults(suggestion)).length;
    status.textContent = found
      ? sprintf(_n('%d suggestion. Use the up and down arrows to choose.', '%d suggestions. Use the up and down arrows to choose.', found, 'islas'), found)
      : (suggestions[0]?.value ?? '');
    list.hidden = suggestions.length === 0;
    field!.setAttribute('aria-expanded', String(!list.hidden));
  }

  async function ask(query: string, cat: string, key: string): Promise<void> {
    const mine = ++generation;
    controller = new AbortController();
    setLoading(true);
    try {
      const text = await options.http.adminAjax(ACTION, { query, product_cat: cat || undefined }, { method: 'get', signal: controller.signal });
      const suggestions = parseSuggestions(text);
      cache.set(key, suggestions);
      // A newer keystroke owns the list now: this answer is stale.
      if (mine === generation) render(suggestions);
    } catch {
      if (mine === generation) hide();
    } finally {
      if (mine === generation) setLoading(false);
    }
  }

  function update(): void {
    clearTimeout(timer);
    controller?.abort();
    generation += 1;
    setLoading(false);
    const query = typed.trim();
    if (query.length < MIN_CHARS) {
      hide();
      shown = [];
      return;
    }
    const cat = category?.value ?? '';
    const key = `${query}\n${cat}`;
    const cached = cache.get(key);
    if (cached) {
      render(cached);
      return;
    }
    if (options.latencyMs > 0) timer = setTimeout(() => void ask(query, cat, key), options.latencyMs);
    else void ask(query, cat, key);
  }

  function choose(index: number): void {
    const suggestion = shown[index];
    if (!suggestion || isNoResults(suggestion)) return;
    field!.value = suggestion.value;
    hide();
    navigate(suggestion.url);
  }

  const onInput = (): void => {
    typed = field.value;
    update();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const open = !list.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown.length) return;
      event.preventDefault();
      if (!open) {
        list.hidden = false;
        field.setAttribute('aria-expanded', 'true');
      }
      const count = shown.length;
      // -1 is the typed text itself; the arrows cycle through it.
      const next = event.key === 'ArrowDown' ? active + 1 : active - 1;
      activate(next >= count ? -1 : next < -1 ? count - 1 : next, true);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Tab' && open && active >= 0) {
      choose(active);
    } else if (event.key === 'Escape' && (open || field.value !== typed)) {
      event.preventDefault();
      event.stopPropagation();
      field.value = typed;
      hide();
    }
  };
  const optionIndex = (event: Event): number => {
    const item = (event.target as Element).closest?.('[role="option"]');
    return item ? [...list.children].indexOf(item) : -1;
  };
  // Pressing an option must not take focus from the field.
  const onListPointerDown = (event: Event): void => event.preventDefault();
  const onListClick = (event: MouseEvent): void => {
    const index = optionIndex(event);
    if (index >= 0) choose(index);
  };
  const onListOver = (event: MouseEvent): void => {
    const index = optionIndex(event);
    if (index >= 0 && index !== active) activate(index, false);
  };
  const onFocusOut = (event: FocusEvent): void => {
    if (!form.contains(event.relatedTarget as Node | null)) hide();
  };
  const onSubmit = (): void => hide();

  field.addEventListener('input', onInput);
  field.addEventListener('keydown', onKeyDown);
  category?.addEventListener('change', update);
  list.addEventListener('mousedown', onListPointerDown);
  list.addEventListener('click', onListClick);
  list.addEventListener('mouseover', onListOver);
  form.addEventListener('focusout', onFocusOut);
  form.addEventListener('submit', onSubmit);

  // Text typed while this code was loading gets its suggestions now.
  if (doc.activeElement === field && typed.trim().length >= MIN_CHARS) update();

  return () => {
    clearTimeout(timer);
    controller?.abort();
    generation += 1;
    setLoading(false);
    field.removeEventListener('input', onInput);
    field.removeEventListener('keydown', onKeyDown);
    category?.removeEventListener('change', update);
    form.removeEventListener('focusout', onFocusOut);
    form.removeEventListener('submit', onSubmit);
    for (const [name, value] of previousAttributes) {
      if (value === null) field.removeAttribute(name);
      else field.setAttribute(name, value);
    }
    field.removeAttribute('aria-activedescendant');
    list.remove();
    status.remove();
    if (!existing) results.remove();
  };
}
