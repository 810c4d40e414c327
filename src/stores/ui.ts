import { atom } from 'nanostores';

/**
 * Which overlay (mini cart, quick view, search...) is open: one at a time, so opening one
 * closes the others. `null` when none is.
 */
export const $openOverlay = atom<string | null>(null);

export function openOverlay(name: string): void {
  $openOverlay.set(name);
}

export function closeOverlay(name: string): void {
  if ($openOverlay.get() === name) $openOverlay.set(null);
}
