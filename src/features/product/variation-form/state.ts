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
  /**
   * How long after `found_variation` the variation shows (`show_variation`): 300 ms where
   * the page's script is 9.5+'s (texts.ts says how that is told), 0 (at once, first) for 9.4.
   */
  readonly showDelay: number;
  /**
   * Whether the form announces a reset and moves the focus back (WooCommerce 9.5+): the page
   * says so with the params key (showsVariationLater) or the template's alert region. A 9.4
   * page keeps 9.4's reset: no announcement, the focus stays on the link.
   */
  readonly announcesReset: boolean;
  /** The found variation waiting to show, dropped by a newer check or a reset. */
  pendingShow?: ReturnType<typeof setTimeout>;
}

/** A bubbling `change` on a field islas set, where WooCommerce triggers one too. */
export const fireChange = (el: Element): boolean => el.dispatchEvent(new Event('change', { bubbles: true }));
