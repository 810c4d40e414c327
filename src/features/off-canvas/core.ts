/**
 * Flatsome's `[data-open]` panels, the pure part: what an opener asks for, and the classes
 * Flatsome's scripts (its `lightboxes` behaviour around Magnific Popup) put on the page for
 * it. Flatsome's stylesheet stays on the page when islas replaces its scripts, and it keys
 * the panel's look on exactly these classes (`.off-canvas-left .mfp-content`,
 * `.mfp-ready`, `.mfp-removing`, `html.has-off-canvas`...), so islas prints the same ones.
 */

/** What one `a[data-open]` asks for (Flatsome's element-menu-icon.php, filter-button.php, ...). */
export interface OpenerOptions {
  /** The target's selector: `#main-menu`, `#shop-sidebar`, `#search-lightbox`... */
  target: string;
  /** `left` | `right` | `center` (`data-pos`); empty for a plain lightbox. */
  pos: string;
  /** Extra class of the backdrop (`data-bg`, e.g. `main-menu-overlay`). */
  bg: string;
  /** Extra class of the wrapper and backdrop (`data-color`, e.g. `dark`). */
  color: string;
  /** Extra class of the content box (`data-class`, e.g. `off-canvas-cart`). */
  contentClass: string;
  /** What inside the panel takes focus when it opens (`data-focus`); empty: the panel itself. */
  focus: string;
  /** Whether the target stays shown where it was once the panel closes (`data-visible-after`). */
  visibleAfter: boolean;
}

/** The openers islands own: the header cart's drawer and the account link's login popup. */
export const ISLAND_TARGETS = ['#cart-popup', '#login-form-popup'];

/**
 * Reads an opener's attributes. `hiddenTarget`: whether the target is printed hidden
 * (`.mfp-hide`); Flatsome keeps the product sidebar where it was after closing when it
 * was shown there (its only target whose `data-visible-after` it guesses).
 */
export function readOpener(attr: (name: string) => string | null, hiddenTarget: boolean): OpenerOptions {
  const target = attr('data-open') ?? '';
  const visibleAfter = attr('data-visible-after');
  return {
    target,
    pos: attr('data-pos') ?? '',
    bg: attr('data-bg') ?? '',
    color: attr('data-color') ?? '',
    contentClass: attr('data-class') ?? '',
    focus: attr('data-focus') ?? '',
    // jQuery's .data() reads "true" as true, anything else present as truthy but "false".
    visibleAfter: visibleAfter === null ? target === '#product-sidebar' && !hiddenTarget : visibleAfter !== 'false',
  };
}

/** Whether islas's panel handles this opener (a selector of one id, not an island's). */
export function handles(options: OpenerOptions): boolean {
  return /^#[\w-]+$/.test(options.target) && !ISLAND_TARGETS.includes(options.target);
}

const words = (...names: string[]): string[] => names.filter(Boolean);

/** Magnific's `mainClass` as Flatsome sets it: on the backdrop and on the wrapper. */
export function mainClasses(options: OpenerOptions): string[] {
  return words('off-canvas', options.color, options.pos && `off-canvas-${options.pos}`);
}

/** Classes of the backdrop (`.mfp-bg`). */
export function backdropClasses(options: OpenerOptions): string[] {
  return ['mfp-bg', ...mainClasses(options), ...words(options.bg)];
}

/** Classes of the wrapper (`.mfp-wrap`): Magnific's, with `mfp-auto-cursor` as content clicks do not close. */
export function wrapperClasses(options: OpenerOptions): string[] {
  return ['mfp-wrap', 'mfp-auto-cursor', ...mainClasses(options)];
}

/** `html.has-off-canvas` while open; `has-off-canvas-<pos>` until the panel has gone. */
export function pageClasses(options: OpenerOptions): { whileOpen: string; untilGone: string[] } {
  return { whileOpen: 'has-off-canvas', untilGone: words(options.pos && `has-off-canvas-${options.pos}`) };
}

/** Magnific's removal delay in Flatsome (`removalDelay: 300`): the panel fades out meanwhile. */
export const REMOVAL_MS = 300;

/** Flatsome locks the body's scroll on touch devices it recognises by their user agent. */
export function isMobileAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry/i.test(userAgent);
}

/**
 * Lists that get a `button.toggle` (Flatsome's `toggle` behaviour): the mobile menu's
 * sub-menus, nested menus in widgets and `ux_menu`, the category widget's children.
 */
export const SUBMENU_LISTS = '.widget ul.children, .nav ul.children, .menu .sub-menu, .mobile-sidebar-levels-2 .nav ul.children > li > ul';

/** The sub-menu levels that slide in (`data-levels` on `.mobile-sidebar-slide`): 1 unless it says 2. */
export function slideLevels(dataLevels: string | null): number {
  return parseInt(dataLevels ?? '', 10) || 1;
}

/**
 * The lists that slide in, under each `.nav-sidebar` of a `.mobile-sidebar-slide` (Flatsome's
 * `sidebar-slider`): the first level's sub-menus, and with two levels theirs too.
 */
export function slideLists(levels: number): string {
  const first = ':scope > li > ul.children, :scope > li > .sub-menu';
  return levels > 1 ? `${first}, :scope > li > ul.children > li > ul` : first;
}

/** Where `.sidebar-menu` moves to show a list `depth` lists deep (0: the menu itself). */
export function slideTransform(depth: number, rtl: boolean): string {
  return `translateX(${(rtl ? 100 : -100) * depth}%)`;
}

/** How long Flatsome keeps a list that slid out marked current: its slide's 300 ms. */
export const SLIDE_MS = 300;

/**
 * Whether the mobile menu's list `index` (with its `data-tab`) hides once tab `clicked` is
 * chosen (Flatsome's `sidebar-tabs`). The theme prints the second tab's list first, so it
 * goes by `data-tab` (tab 1 shows `data-tab="1"`); lists without one, by Flatsome's own
 * rule on that order (the list at the clicked tab's index hides).
 */
export function tabHides(clicked: number, index: number, dataTab: string | null): boolean {
  return dataTab ? dataTab !== String(clicked + 1) : index === clicked;
}
