/**
 * One open `[data-open]` panel, built as Magnific Popup builds an inline popup for
 * Flatsome: the target element itself moves into `.mfp-wrap > .mfp-container >
 * .mfp-content` (a hidden placeholder keeps its place), beside a `.mfp-bg` backdrop, both
 * first in the body, so Flatsome's stylesheet draws the off-canvas panel and stacks it
 * above the header. Focus moves in and stays in; Escape, the backdrop and the close button
 * close it; the target goes back where it was and focus to the opener.
 */
import { trapTab } from '../../dom/focus';
import { backdropClasses, isMobileAgent, pageClasses, REMOVAL_MS, wrapperClasses, type OpenerOptions } from './core';

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

function div(doc: Document, classes: string[]): HTMLDivElement {
  const el = doc.createElement('div');
  el.className = classes.join(' ');
  return el;
}

/**
 * Keeps the page still behind the panel; returns the undo. As Magnific and Flatsome: on a
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

/** Opens `target` as `opener`'s panel. */
export function openPanel(opener: HTMLElement, target: HTMLElement, options: OpenerOptions, panel: PanelOptions): Panel {
  const doc = target.ownerDocument;
  const html = doc.documentElement;
  const lastFocused = doc.activeElement;
  const placeholder = div(doc, ['mfp-hide']);
  target.after(placeholder);
  target.classList.remove('mfp-hide');

  const backdrop = div(doc, backdropClasses(options));
  const wrap = div(doc, wrapperClasses(options));
  const content = div(doc, ['mfp-content', ...(options.contentClass ? [options.contentClass] : [])]);
  const container = div(doc, ['mfp-container', 'mfp-s-ready', 'mfp-inline-holder']);
  const close = closeButton(doc, panel.closeLabel);
  wrap.tabIndex = -1;
  wrap.setAttribute('role', 'dialog');
  wrap.setAttribute('aria-modal', 'true');
  const name = opener.getAttribute('aria-label') ?? opener.textContent?.trim();
  if (name) wrap.setAttribute('aria-label', name);
  wrap.style.overflow = 'hidden auto';
  content.append(target);
  container.append(content);
  wrap.append(container, close);

  const unlock = lockScroll(doc);
  doc.body.prepend(backdrop, wrap);
  const page = pageClasses(options);
  html.classList.add(page.whileOpen, ...page.untilGone);
  opener.classList.add('current-lightbox-clicked');
  opener.setAttribute('aria-expanded', 'true');

  const focusIn = (): void => (options.focus ? content.querySelector<HTMLElement>(options.focus) ?? wrap : wrap).focus();
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      shut(false);
    } else trapTab(event, wrap);
  };
  // Focus that leaves by other means than Tab (a click on the page behind, a screen reader) comes back.
  const onFocusIn = (event: FocusEvent): void => {
    if (event.target instanceof Node && !wrap.contains(event.target)) focusIn();
  };
  // Magnific: a click outside the content closes, unless its target left the page meanwhile.
  const onClick = (event: MouseEvent): void => {
    const clicked = event.target as Node;
    if (clicked === close || close.contains(clicked) || (clicked.isConnected && !content.contains(clicked))) shut(false);
  };
  const onBackdrop = (): void => shut(false);
  doc.addEventListener('keydown', onKeyDown);
  wrap.addEventListener('click', onClick);
  backdrop.addEventListener('click', onBackdrop);
  // Ready a frame later, so Flatsome's CSS transitions (slide in, fade in) run from the closed state.
  const ready = setTimeout(() => {
    backdrop.classList.add('mfp-ready');
    wrap.classList.add('mfp-ready');
    focusIn();
    doc.addEventListener('focusin', onFocusIn);
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
    placeholder.replaceWith(target);
    // Magnific hides the target again; Flatsome leaves it shown where `data-visible-after` says so.
    if (!options.visibleAfter) target.classList.add('mfp-hide');
    html.classList.remove(...page.untilGone);
    opener.classList.remove('current-lightbox-clicked');
    const back = opener.isConnected ? opener : lastFocused;
    if (back instanceof HTMLElement || back instanceof SVGElement) back.focus({ preventScroll: true });
    panel.onGone();
  };
  const shut = (now: boolean): void => {
    if (state === 'open') {
      state = 'closing';
      html.classList.remove(page.whileOpen);
      unlock();
      opener.setAttribute('aria-expanded', 'false');
      backdrop.classList.add('mfp-removing');
      wrap.classList.add('mfp-removing');
      removal = setTimeout(gone, REMOVAL_MS);
    }
    if (now) gone();
  };
  return { close: (now = false) => shut(now) };
}
