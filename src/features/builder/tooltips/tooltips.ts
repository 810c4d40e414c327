/**
 * Flatsome's tooltips (its `tooltips` behaviour and Tooltipster, chunk.tooltips.js): the
 * `title` of `.tooltip`, `.has-tooltip`, `.tip-top`, `li.chosen a` and `.tooltip-as-html`
 * (its title as HTML, the tip hoverable) shows in Tooltipster's own markup
 * (`.tooltipster-base.tooltipster-sidetip.tooltipster-default`, which Flatsome's CSS
 * styles), fading in over 300 ms 10 ms after the mouse comes, and out as it leaves. As
 * Tooltipster does, the title leaves the element once its tip has shown (no second, native
 * tooltip), and the element gets `tooltipstered`.
 *
 * More than Tooltipster: focus shows the tip too, Escape hides it, the element is described
 * by it (aria-describedby while it shows, aria-description after). On touch screens a tap
 * shows it and another tap (or a tap elsewhere) hides it: hotspot texts were lost there.
 * One tip at a time; events are delegated, so content added later has tooltips too.
 */
import { motionMs } from '../../../dom/motion';
import { place } from './placement';

export const TOOLTIP_TARGETS = '.tooltip, .has-tooltip, .tip-top, li.chosen a, .tooltip-as-html';
/** Tooltipster's `animationDuration` and Flatsome's `delay`. */
export const FADE_MS = 300;
export const OPEN_DELAY_MS = 10;
/** How long a hoverable (HTML) tip waits for the pointer to reach it. */
export const INTERACTIVE_CLOSE_MS = 100;

interface Open {
  target: HTMLElement;
  tip: HTMLElement;
  /** What showed it, so only the mouse leaving hides what the mouse showed (a tap's stays till the next tap). */
  by: 'mouse' | 'focus' | 'tap';
}

const contents = new WeakMap<HTMLElement, string>();
let nextId = 0;

/** The element's tooltip text (its title, kept once taken off), or '' for none. */
function takeContent(target: HTMLElement): string {
  const title = target.getAttribute('title');
  if (title) {
    contents.set(target, title);
    target.removeAttribute('title');
    target.classList.add('tooltipstered');
  }
  return contents.get(target) ?? '';
}

function build(content: string, html: boolean): HTMLElement {
  const tip = document.createElement('div');
  tip.className = 'tooltipster-base tooltipster-sidetip tooltipster-default tooltipster-top tooltipster-fade';
  tip.id = `tooltipster-islas-${++nextId}`;
  tip.setAttribute('role', 'tooltip');
  tip.innerHTML =
    '<div class="tooltipster-box"><div class="tooltipster-content"></div></div><div class="tooltipster-arrow"><div class="tooltipster-arrow-uncropped"><div class="tooltipster-arrow-border"></div><div class="tooltipster-arrow-background"></div></div></div>';
  const box = tip.querySelector<HTMLElement>('.tooltipster-content')!;
  if (html) box.innerHTML = content;
  else box.textContent = content;
  return tip;
}

/** Sizes and places `tip` at `target` (Tooltipster fixes the measured size, so the text does not wrap again at the edge). */
function position(tip: HTMLElement, target: HTMLElement): void {
  Object.assign(tip.style, { left: '0px', top: '0px', width: '', height: '' });
  const size = tip.getBoundingClientRect();
  const at = place(target.getBoundingClientRect(), size, { width: document.documentElement.clientWidth, height: innerHeight }, { x: scrollX, y: scrollY });
  // Measured as a top tip: the arrow's 8 px margin is on the side toward the element either way.
  tip.classList.replace(tip.classList.contains('tooltipster-top') ? 'tooltipster-top' : 'tooltipster-bottom', `tooltipster-${at.side}`);
  Object.assign(tip.style, { left: `${at.left}px`, top: `${at.top}px`, width: `${size.width}px`, height: `${size.height}px` });
  tip.querySelector<HTMLElement>('.tooltipster-arrow')!.style.left = `${at.arrow}px`;
}

function describe(target: HTMLElement, id: string | null): void {
  const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter((one) => one && !one.startsWith('tooltipster-islas-'));
  if (id) ids.push(id);
  if (ids.length) target.setAttribute('aria-describedby', ids.join(' '));
  else target.removeAttribute('aria-describedby');
}

const isTouchClick = (event: MouseEvent): boolean =>
  (event as PointerEvent).pointerType === 'touch' || ((event as PointerEvent).pointerType !== 'mouse' && matchMedia('(hover: none)').matches);

export function enhanceTooltips(root: Document): void {
  let open: Open | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const targetOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>(TOOLTIP_TARGETS) : null);
  const inOpen = (node: EventTarget | null): boolean => !!open && node instanceof Node && (open.target.contains(node) || open.tip.contains(node));
  const reposition = (): void => {
    if (open) position(open.tip, open.target);
  };

  const hide = (): void => {
    clearTimeout(timer);
    if (!open) return;
    const { target, tip } = open;
    open = undefined;
    describe(target, null);
    target.setAttribute('aria-description', tip.textContent ?? '');
    removeEventListener('scroll', reposition);
    removeEventListener('resize', reposition);
    tip.classList.remove('tooltipster-show');
    tip.classList.add('tooltipster-dying');
    setTimeout(() => tip.remove(), motionMs(FADE_MS));
  };

  const show = (target: HTMLElement, by: Open['by']): void => {
    clearTimeout(timer);
    if (open?.target === target) return;
    hide();
    const content = takeContent(target);
    if (!content.trim() || !target.isConnected) return;
    const html = target.classList.contains('tooltip-as-html');
    const tip = build(content, html);
    const ms = `${motionMs(FADE_MS)}ms`;
    Object.assign(tip.style, { zIndex: '9999999', animationDuration: ms, transitionDuration: ms, pointerEvents: html ? 'auto' : '' });
    root.body.append(tip);
    position(tip, target);
    open = { target, tip, by };
    describe(target, tip.id);
    target.removeAttribute('aria-description');
    addEventListener('scroll', reposition, { passive: true });
    addEventListener('resize', reposition, { passive: true });
    // The next frame: the fade starts from the placed, transparent tip.
    requestAnimationFrame(() => tip.classList.toggle('tooltipster-show', open?.tip === tip));
  };

  const later = (run: () => void, ms: number): void => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };

  root.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'touch') return;
    const target = targetOf(event.target);
    if (target) later(() => show(target, 'mouse'), OPEN_DELAY_MS);
    else if (inOpen(event.target)) clearTimeout(timer);
  });
  root.addEventListener('pointerout', (event) => {
    const to = event.relatedTarget as Node | null;
    // Moving within the element, or into its hoverable tip.
    if (event.pointerType === 'touch' || inOpen(to) || targetOf(event.target)?.contains(to)) return;
    clearTimeout(timer);
    // A tip the keyboard brought stays while its element has the focus; a tapped one till the next tap.
    if (open?.by === 'mouse' && !open.target.matches(':focus-visible')) later(hide, open.tip.style.pointerEvents === 'auto' ? INTERACTIVE_CLOSE_MS : OPEN_DELAY_MS);
  });
  // The keyboard's focus (a click's focus is the pointer's business).
  root.addEventListener('focusin', (event) => {
    const target = targetOf(event.target);
    if (target?.matches(':focus-visible')) show(target, 'focus');
  });
  root.addEventListener('focusout', (event) => {
    if (open && open.target === event.target && !inOpen(event.relatedTarget)) hide();
  });
  root.addEventListener('click', (event) => {
    const target = targetOf(event.target);
    if (!isTouchClick(event) || !target || target.matches('.quick-view')) return;
    if (open?.target === target) hide();
    else show(target, 'tap');
  });
  root.addEventListener('pointerdown', (event) => {
    if (!inOpen(event.target)) hide();
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) hide();
  });
  // A mouse already resting on one while this code came.
  const hovered = [...root.querySelectorAll<HTMLElement>(TOOLTIP_TARGETS)].filter((el) => el.matches(':hover')).pop();
  if (hovered && !matchMedia('(hover: none)').matches) show(hovered, 'mouse');
}

export const enhance = (root: Document): void => enhanceTooltips(root);
