/**
 * The drawer's panel (`#cart-popup`) on screen, and back where the server printed it.
 *
 * Flatsome prints the panel inside the header cart's `li`: in the mobile header's, or (the
 * "off-canvas" cart style) in the desktop header's, which phones hide. The header is its
 * own stacking context, so a panel shown in place sits under a page-wide backdrop, greyed
 * out and not tappable, or does not show at all. Flatsome's lightbox moves the panel into
 * a wrapper at the end of `<body>` while it is open and puts it back on close; so does
 * this. It also sets what Flatsome's CSS reads while an off-canvas panel is open: the
 * link's `data-class` on the panel (`off-canvas-cart`) and `html.has-off-canvas`,
 * `has-off-canvas-<data-pos>`.
 */
export interface DrawerPanel {
  /** Moves the panel to the end of `<body>` and shows it as a modal dialog named `label`. */
  open(label: string): void;
  /** Starts the fade out: still in view, but inert and no longer modal. */
  closing(): void;
  /** Hidden as the server printed it (`mfp-hide`), back in its place. */
  hidden(): void;
}

export function drawerPanel(panel: HTMLElement, link: HTMLElement | null): DrawerPanel {
  const root = document.documentElement;
  const pageClasses = ['islas-scroll-locked', 'has-off-canvas', `has-off-canvas-${link?.getAttribute('data-pos') || 'right'}`];
  const panelClasses = (link?.getAttribute('data-class') ?? '').split(/\s+/).filter(Boolean);
  let placeholder: Comment | undefined;
  return {
    open(label) {
      if (!placeholder) {
        placeholder = document.createComment(' #cart-popup ');
        panel.before(placeholder);
        document.body.append(panel);
      }
      panel.inert = false;
      panel.classList.remove('mfp-hide', 'islas-drawer--closing');
      panel.classList.add('islas-drawer', 'islas-drawer--open', ...panelClasses);
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', label);
      panel.setAttribute('aria-modal', 'true');
      panel.tabIndex = -1;
      root.classList.add(...pageClasses);
    },
    closing() {
      panel.removeAttribute('aria-modal');
      root.classList.remove(...pageClasses);
      panel.classList.replace('islas-drawer--open', 'islas-drawer--closing');
      panel.inert = true;
    },
    hidden() {
      panel.classList.remove('islas-drawer--closing', ...panelClasses);
      panel.classList.add('mfp-hide');
      panel.inert = false;
      placeholder?.replaceWith(panel);
      placeholder = undefined;
    },
  };
}
