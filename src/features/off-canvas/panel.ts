/**
 * islas's one accessible dialog, built as Magnific Popup builds its popups for Flatsome:
 * a `.mfp-bg` backdrop and a `.mfp-wrap > .mfp-container > .mfp-content` wrapper, both first
 * in the body, so Flatsome's stylesheet draws it (off-canvas panels, lightboxes, images,
 * videos) and stacks it above the header. What it shows is a view: a `[data-open]` target
 * or a `[lightbox]` moved in (a hidden placeholder keeps its place), an image, an iframe, a
 * video; a gallery changes views while open. Focus moves in and stays in; Escape, the
 * backdrop and the close button close it; the page stays still behind it; focus goes back
 * to the opener. Opening one closes any other at once (`DIALOG_OPENS`), and
 * `DIALOG_CLOSE` on the document closes it (what `jQuery.magnificPopup.close()` asks).
 */
import { trapTab } from '../../dom/focus';
import { backdropClasses, isMobileAgent, pageClasses, REMOVAL_MS, wrapperClasses, type OpenerOptions } from './core';

/** Fired on the document as a dialog opens: any other open dialog closes at once. */
export const DIALOG_OPENS = 'islas-dialog-opens';
/** Fired on the document to close the open dialog, as Magnific's `close()`. */
export const DIALOG_CLOSE = 'islas-dialog-close';

export interface Panel {
  /** Closes the panel: at once (`now`), or after Flatsome's fade-out. */
  close(now?: boolean): void;
}

export interface PanelOptions {
  /** The close button's label. */
  closeLabel: string;
  /** Called once the panel has gone. */
  onGone(): void;
}

/** Magnific's loading states, as `mfp-s-<status>` on the container. */
export type ViewStatus = 'loading' | 'ready' | 'error';

/** What a dialog shows. */
export interface DialogView {
  /** Magnific's holder class of the container: `mfp-inline-holder`, `mfp-image-holder`, `mfp-iframe-holder`. */
  holder: string;
  /**
   * Puts the view into `.mfp-content`, and says how it is doing through `status` (its
   * preloader's text with an error). Returns what takes it out again.
   */
  mount(content: HTMLElement, status: (status: ViewStatus, message?: Node | string) => void): () => void;
}

export interface DialogOptions {
  doc: Document;
  /** What opened it: marked (`current-lightbox-clicked`, `aria-expanded` with `expands`), and focused again at the end. */
  opener: HTMLElement | null;
  /** The dialog's accessible name. */
  name: string;
  backdropClasses: string[];
  wrapperClasses: string[];
  contentClass?: string;
  /** On `<html>`: while open, and until the dialog has gone. */
  pageClasses?: { whileOpen: string[]; untilGone: string[] };
  /** On `<body>` while open (Magnific's image cursor, `mfp-zoom-out-cur`). */
  bodyClass?: string;
  /** What inside the content takes focus when it opens; empty: the dialog itself. */
  focus?: string;
  /** Whether the opener says it is expanded while the dialog is open. */
  expands?: boolean;
  /** Whether a click on the content closes it (a single image's). */
  closeOnContentClick?: boolean;
  /** The close button goes inside the content (Magnific's `closeBtnInside`), not beside it. */
  closeInside?: boolean;
  closeLabel: string;
  /** Buttons added to the container (a gallery's arrows); a click on them does not close. */
  controls?: HTMLElement[];
  /** Whether a screen reader hears the content change (a gallery's next picture). */
  liveContent?: boolean;
  /** Keys the view handles (a gallery's arrows), before Escape and Tab. */
  onKey?(event: KeyboardEvent): void;
  /** Called once it is ready (focused, Flatsome's CSS showing it). */
  onReady?(): void;
  /** Called as it starts closing. */
  onClose?(): void;
  /** Called once it has gone. */
  onGone?(): void;
}

export interface Dialog {
  /** Shows another view in place of the current one (a gallery's next picture). */
  show(view: DialogView): void;
  /** Closes it: at once (`now`), or after Flatsome's fade-out. */
  close(now?: boolean): void;
}

/** Flatsome's close button (its `flatsome_lightbox_close_button` markup): a button with an × icon. */
function closeButton(doc: Document, label: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'mfp-close';
  button.title = label;
  button.setAttribute('aria-label', label);
  // A constant of islas's, not server text.
  button.innerHTML =
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><line x1="18" y1="6" x2="6" y2="18"></line><line x1="6" y1="6" x2="18" y2="18"></line></svg>';
  return button;
}

export function div(doc: Document, classes: string[]): HTMLDivElement {
  const el = doc.createElement('div');
  el.className = classes.join(' ');
  return el;
}

/**
 * Keeps the page still behind the dialog; returns the undo. As Magnific and Flatsome: on a
 * phone or tablet (by its user agent) the body is fixed in place at its scroll position,
 * since `overflow: hidden` does not stop touch scrolling there; elsewhere the root's
 * scrollbar goes, its width kept as a margin so the page does not move sideways.
 */
function lockScroll(doc: Document): () => void {
  const win = doc.defaultView!;
  const { documentElement: html, body } = doc;
  if (isMobileAgent(win.navigator.userAgent)) {
    const y = win.scrollY;
    const bar = doc.getElementById('wpadminbar');
    Object.assign(body.style, { overflow: 'hidden', position: 'fixed', top: `-${y - (bar ? bar.offsetHeight : 0)}px`, width: '100%' });
    body.classList.add('body-scroll-lock--active');
    return () => {
      for (const name of ['overflow', 'position', 'top', 'width']) body.style.removeProperty(name);
      body.classList.remove('body-scroll-lock--active');
      win.scrollTo(0, y);
    };
  }
  const before = { overflow: html.style.overflow, marginRight: html.style.marginRight };
  const scrollbar = win.innerWidth - html.clientWidth;
  html.style.overflow = 'hidden';
  if (scrollbar > 0) html.style.marginRight = `${scrollbar}px`;
  return () => Object.assign(html.style, before);
}

/**
 * `target` itself, moved into the dialog (Magnific's inline type): a hidden placeholder
 * keeps its place, and it goes back there hidden again (unless `keepShown`).
 */
export function inlineView(target: HTMLElement, keepShown = false): DialogView {
  return {
    holder: 'mfp-inline-holder',
    mount(content) {
      const placeholder = div(target.ownerDocument, ['mfp-hide']);
      target.after(placeholder);
      target.classList.remove('mfp-hide');
      content.append(target);
      return () => {
        placeholder.replaceWith(target);
        if (!keepShown) target.classList.add('mfp-hide');
      };
    },
  };
}

/** The status line Magnific shows while a view loads or when it failed (`.mfp-preloader`). */
function preloader(doc: Document): HTMLDivElement {
  return div(doc, ['mfp-preloader']);
}

/** Opens a dialog showing `view`. */
export function openDialog(view: DialogView, options: DialogOptions): Dialog {
  const { opener, doc } = options;
  doc.dispatchEvent(new Event(DIALOG_OPENS));
  const html = doc.documentElement;
  const lastFocused = doc.activeElement;
  const backdrop = div(doc, options.backdropClasses);
  const wrap = div(doc, options.wrapperClasses);
  const content = div(doc, ['mfp-content', ...(options.contentClass ? [options.contentClass] : [])]);
  const container = div(doc, ['mfp-container']);
  // Only views that load have Magnific's status line (Flatsome's CSS hides it once ready).
  let status: HTMLDivElement | undefined;
  const close = closeButton(doc, options.closeLabel);
  wrap.tabIndex = -1;
  wrap.setAttribute('role', 'dialog');
  wrap.setAttribute('aria-modal', 'true');
  if (options.name) wrap.setAttribute('aria-label', options.name);
  wrap.style.overflow = 'hidden auto';
  if (options.liveContent) content.setAttribute('aria-live', 'polite');
  for (const control of options.controls ?? []) control.classList.add('mfp-prevent-close');
  container.append(content, ...(options.controls ?? []));
  wrap.append(container);
  if (!options.closeInside) wrap.append(close);

  let unmount = (): void => {};
  const setStatus = (state: ViewStatus, message?: Node | string): void => {
    container.classList.remove('mfp-s-loading', 'mfp-s-ready', 'mfp-s-error');
    container.classList.add(`mfp-s-${state}`);
    if (state === 'ready') return;
    if (!status) {
      status = preloader(doc);
      content.after(status);
    }
    if (message !== undefined) status.replaceChildren(message);
    // Flatsome's tLoading: its spinner.
    else status.innerHTML = '<div class="loading-spin centered dark"></div>';
  };
  const show = (next: DialogView): void => {
    unmount();
    content.replaceChildren();
    container.className = `mfp-container ${next.holder}`;
    setStatus('ready');
    unmount = next.mount(content, setStatus);
    // Magnific's closeBtnInside: the button at the end of what the view put in.
    if (options.closeInside) (content.firstElementChild ?? content).append(close);
  };
  show(view);
  if (options.closeInside) wrap.classList.add('mfp-close-btn-in');

  const unlock = lockScroll(doc);
  doc.body.prepend(backdrop, wrap);
  const page = options.pageClasses ?? { whileOpen: [], untilGone: [] };
  html.classList.add(...page.whileOpen, ...page.untilGone);
  if (options.bodyClass) doc.body.classList.add(options.bodyClass);
  opener?.classList.add('current-lightbox-clicked');
  if (options.expands) opener?.setAttribute('aria-expanded', 'true');

  const focusIn = (): void => (options.focus ? content.querySelector<HTMLElement>(options.focus) ?? wrap : wrap).focus();
  const onKeyDown = (event: KeyboardEvent): void => {
    options.onKey?.(event);
    if (event.key !== 'Escape') trapTab(event, wrap);
    else if (!event.defaultPrevented) {
      event.preventDefault();
      shut(false);
    }
  };
  // Focus that leaves by other means than Tab (a click on the page behind, a screen reader) comes back.
  const onFocusIn = (event: FocusEvent): void => {
    if (event.target instanceof Node && !wrap.contains(event.target)) focusIn();
  };
  // Magnific: a click outside the content closes (unless its target left the page meanwhile,
  // or it is a control's), and on the content where the view says so.
  const onClick = (event: MouseEvent): void => {
    const clicked = event.target as Element;
    if (clicked.closest?.('.mfp-prevent-close')) return;
    const onContent = content.contains(clicked);
    if (clicked.closest?.('.mfp-close') || (onContent ? options.closeOnContentClick : clicked.isConnected)) shut(false);
  };
  const onBackdrop = (): void => shut(false);
  const onOtherOpens = (): void => shut(true);
  const onCloseAsked = (): void => shut(false);
  doc.addEventListener('keydown', onKeyDown);
  wrap.addEventListener('click', onClick);
  backdrop.addEventListener('click', onBackdrop);
  doc.addEventListener(DIALOG_OPENS, onOtherOpens);
  doc.addEventListener(DIALOG_CLOSE, onCloseAsked);
  // Ready a frame later, so Flatsome's CSS transitions (slide in, fade in) run from the closed state.
  const ready = setTimeout(() => {
    backdrop.classList.add('mfp-ready');
    wrap.classList.add('mfp-ready');
    focusIn();
    doc.addEventListener('focusin', onFocusIn);
    options.onReady?.();
  }, 16);

  let state: 'open' | 'closing' | 'gone' = 'open';
  let removal: ReturnType<typeof setTimeout> | undefined;
  const gone = (): void => {
    if (state === 'gone') return;
    state = 'gone';
    clearTimeout(ready);
    clearTimeout(removal);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusin', onFocusIn);
    backdrop.remove();
    wrap.remove();
    unmount();
    close.remove();
    html.classList.remove(...page.untilGone);
    opener?.classList.remove('current-lightbox-clicked');
    // To the opener; where it cannot take focus (gone, or hidden again: a link in a panel this
    // dialog closed), to what had focus when it opened, as Magnific.
    const focusOn = (el: Element | null | undefined): boolean => {
      if (el instanceof HTMLElement || el instanceof SVGElement) el.focus({ preventScroll: true });
      return !!el && doc.activeElement === el;
    };
    if (!(opener?.isConnected && focusOn(opener))) focusOn(lastFocused);
    options.onGone?.();
  };
  const shut = (now: boolean): void => {
    if (state === 'open') {
      state = 'closing';
      doc.removeEventListener(DIALOG_OPENS, onOtherOpens);
      doc.removeEventListener(DIALOG_CLOSE, onCloseAsked);
      html.classList.remove(...page.whileOpen);
      if (options.bodyClass) doc.body.classList.remove(options.bodyClass);
      unlock();
      if (options.expands) opener?.setAttribute('aria-expanded', 'false');
      backdrop.classList.add('mfp-removing');
      wrap.classList.add('mfp-removing');
      options.onClose?.();
      removal = setTimeout(gone, REMOVAL_MS);
    }
    if (now) gone();
  };
  return { show: (next) => state === 'open' && show(next), close: (now = false) => shut(now) };
}

/** Opens `target` as `opener`'s `[data-open]` panel. */
export function openPanel(opener: HTMLElement, target: HTMLElement, options: OpenerOptions, panel: PanelOptions): Panel {
  const page = pageClasses(options);
  return openDialog(inlineView(target, options.visibleAfter), {
    doc: target.ownerDocument,
    opener,
    name: opener.getAttribute('aria-label') ?? opener.textContent?.trim() ?? '',
    backdropClasses: backdropClasses(options),
    wrapperClasses: wrapperClasses(options),
    contentClass: options.contentClass,
    pageClasses: { whileOpen: [page.whileOpen], untilGone: page.untilGone },
    focus: options.focus,
    expands: true,
    closeLabel: panel.closeLabel,
    onGone: panel.onGone,
  });
}
