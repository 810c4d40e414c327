/**
 * `overlayTrigger: "immediate"`: the overlay opens while the shopper types in a site
 * search field, as Jetpack Instant Search does, instead of at the submit.
 *
 * Like Jetpack, it waits for a pause in typing, ignores text still being composed (CJK
 * input methods), and leaves a shopper who asks for reduced motion with the submit
 * trigger (a full-screen overlay appearing mid-word is the kind of motion they opt out of).
 * Unlike Jetpack it waits for 3 characters, the shop's minimum for a search (SPEC §5), so
 * the header's live suggestions still serve the first letters.
 */
import { prefersReducedMotion } from '../../src/dom/motion';
import type { SearchOptions } from './options';

/** Jetpack's pause in typing before it opens the overlay. */
export const TYPING_PAUSE_MS = 200;
export const MIN_QUERY_LENGTH = 3;

/** The query to open with, or null: too short, or not a site search field. */
export function typedQuery(field: Element | null, isSearchField: (el: Element) => boolean): string | null {
  const query = field && isSearchField(field) ? (field as HTMLInputElement).value.trim() : '';
  return query.length >= MIN_QUERY_LENGTH ? query : null;
}

/**
 * Opens the overlay (`open`) after a pause in typing in a site search field (the eager
 * trigger's `isSearchField`), when the options say "immediate". `doc.activeElement` is
 * checked first, so keys typed while this chunk was loading count too. Returns the undo.
 */
export function openWhileTyping(
  doc: Document,
  options: Pick<SearchOptions, 'overlayTrigger'>,
  isSearchField: (el: Element) => boolean,
  open: (query: string, field: HTMLInputElement) => void,
): () => void {
  if (options.overlayTrigger !== 'immediate' || prefersReducedMotion()) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (field: Element | null): void => {
    clearTimeout(timer);
    if (typedQuery(field, isSearchField) === null) return;
    timer = setTimeout(() => {
      // Still there and still typed in: the shopper may have tabbed away or cleared it.
      const query = doc.activeElement === field ? typedQuery(field, isSearchField) : null;
      if (query !== null) open(query, field as HTMLInputElement);
    }, TYPING_PAUSE_MS);
  };
  // `input` while composing is skipped; `compositionend` (no isComposing) ends the wait.
  const onInput = (event: Event): void => {
    if (!(event as InputEvent).isComposing) later(event.target as Element);
  };
  const types = ['input', 'compositionend'];
  for (const type of types) doc.addEventListener(type, onInput);
  later(doc.activeElement);
  return () => {
    clearTimeout(timer);
    for (const type of types) doc.removeEventListener(type, onInput);
  };
}
