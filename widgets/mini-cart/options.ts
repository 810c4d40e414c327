import type { IslandContext } from '../../src/kernel/context';

export type MiniCartStyle = 'dropdown' | 'drawer' | 'link';

export interface MiniCartOptions {
  style: MiniCartStyle;
  /** Open after a successful add to cart. */
  reveal: boolean;
  /** Close a revealed dropdown after this many ms (SPEC §9: 5 s); Flatsome's drawer stays open. */
  autoCloseMs: number;
}

export const AUTO_CLOSE_MS = 5000;

/** The style from data-props, else from the markup: Flatsome's off-canvas toggle or dropdown. */
export function readMiniCartOptions(host: HTMLElement, ctx: Pick<IslandContext, 'props' | 'config'>): MiniCartOptions {
  const { props, config } = ctx;
  const declared = props.style;
  const fromMarkup: MiniCartStyle = host.querySelector('.off-canvas-toggle')
    ? 'drawer'
    : host.querySelector('.nav-dropdown, .widget_shopping_cart_content')
      ? 'dropdown'
      : 'link';
  const style =
    declared === 'dropdown' || declared === 'drawer' || declared === 'link' ? declared : fromMarkup;
  const reveal = typeof props.reveal === 'boolean' ? props.reveal : config.miniCartReveal;
  const autoClose = Number(props.autoCloseMs);
  // A minute at most: timers fire at once past 2^31 ms.
  return { style, reveal, autoCloseMs: autoClose > 0 && autoClose <= 60000 ? autoClose : AUTO_CLOSE_MS };
}
