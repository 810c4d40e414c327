/**
 * What the variation form's modules share for one form. It lives as long as the form's
 * controller; each module takes it (or only the form, where that is all it needs), so
 * the modules hold no state of their own.
 */
import type { IslasConfig } from '../../../kernel/config';
import type { Variation } from './core';
import type { Texts } from './texts';

export interface FormState {
  readonly form: HTMLFormElement;
  readonly config: IslasConfig;
  readonly texts: Texts;
  /** `data-product_variations`; undefined in AJAX mode (the server printed "false"). */
  variations: Variation[] | undefined;
  /** True until the first check is done: no "no match" message for it. */
  loading: boolean;
  /** The `get_variation` request in flight, aborted by the next check. */
  request?: AbortController;
  /** Counts checks, so an older check's answer (or its rest, after a nested check) is dropped. */
  checks: number;
  /** The choice the last check saw (JSON), to tell a jQuery `change` that changed nothing. */
  choice: string;
  /** Each select's options as the page printed them, the source every update rebuilds from. */
  readonly originals: WeakMap<HTMLSelectElement, HTMLOptionElement[]>;
  /** Resolves `variationFormChecked(form)`. */
  checked: () => void;
}

/** A bubbling `change` on a field islas set, where WooCommerce triggers one too. */
export const fireChange = (el: Element): boolean => el.dispatchEvent(new Event('change', { bubbles: true }));
