/**
 * Flatsome's sticky header, as flatsome.js does it (inventory row 1), where the theme says
 * the header sticks: `#header.has-sticky`, printed unless the shop turned every sticky row
 * off (flatsome_sticky_headers(), which also prints `sticky-<style>` and
 * `sticky-hide-on-scroll`).
 * - `.header-wrapper` gets `stuck` past the thresholds below; `#header` keeps its height
 *   meanwhile (inline), so the page does not jump. While stuck, `.has-transparent` loses
 *   `transparent` and `.toggle-nav-dark` loses `nav-dark` (a transparent header gets its
 *   background back); `flatsome-header-sticky` / `-unsticky` fire on document.
 * - With `sticky-hide-on-scroll`, scrolling down marks `#header` with
 *   `sticky-hide-on-scroll--active` and lets the header go, scrolling up brings it back;
 *   both 100 ms after the scroll stops, as there.
 * - Once (at the first input, when this runs), the stuck header is measured on a hidden
 *   clone: `--flatsome--header--sticky-height` on `<html>` (the theme's CSS makes it the
 *   page's scroll-padding-top, and the top of its sticky columns), and
 *   `flatsomeVars.stickyHeaderHeight` / `scrollPaddingTop` (plus the admin bar).
 * The scroll listener is passive; scrollY and sizes are read once per frame, before writes.
 */
import { emit, listen } from '../../kernel/events';

export type Direction = 'up' | 'down';

/** The header sticks past `stick` px of scroll, and comes loose below `unstick`. */
export interface Thresholds {
  stick: number;
  unstick: number;
}

/**
 * Flatsome's thresholds, from the heights of the wrapper and of the top and main rows that
 * hide while stuck (`hide-for-sticky`; 0 for a row that stays). Jump and fade: stuck past
 * the header + 100 px, loose back at the top (below the top bar where it hides). Shrink:
 * stuck as soon as the rows that hide are scrolled past.
 */
export function thresholds(shrink: boolean, wrapper: number, hiddenTop: number, hiddenMain: number): Thresholds {
  const rows = hiddenTop + (shrink ? hiddenMain : 0);
  return shrink ? { stick: rows, unstick: rows + 1 } : { stick: wrapper + 100, unstick: rows + 1 };
}

/** What a scroll to `y` does: stick or unstick (now, or 100 ms later), and the hide-on-scroll mark. */
export interface Step {
  stuck?: boolean;
  later?: boolean;
  hiding?: boolean;
}

export function stickyStep(y: number, direction: Direction, limits: Thresholds, hideOnScroll: boolean): Step {
  if (!hideOnScroll) return y > limits.stick ? { stuck: true } : y < limits.unstick ? { stuck: false } : {};
  if (y < limits.unstick) return { stuck: false };
  if (direction === 'down') return { stuck: false, later: true, hiding: true };
  return y > limits.stick ? { stuck: true, later: true, hiding: false } : {};
}

const HIDING = 'sticky-hide-on-scroll--active';
const height = (el: Element | null | undefined): number => el?.getBoundingClientRect().height ?? 0;

/** The stuck header's height, measured on a hidden clone as Flatsome does; published where the theme's CSS and scripts read it. */
export function publishStickyHeight(root: Document, header: HTMLElement): void {
  const clone = header.cloneNode(true) as HTMLElement;
  clone.id = 'header-clone';
  clone.style.visibility = 'hidden';
  const wrapper = clone.querySelector('.header-wrapper');
  wrapper?.classList.add('stuck');
  root.body.append(clone);
  const stuck = Math.round(height(wrapper));
  clone.remove();
  root.documentElement.style.setProperty('--flatsome--header--sticky-height', `${stuck}px`);
  const vars = (root.defaultView as { flatsomeVars?: unknown } | null)?.flatsomeVars;
  if (vars && typeof vars === 'object') {
    Object.assign(vars, { stickyHeaderHeight: stuck, scrollPaddingTop: Math.round(stuck + (root.getElementById('wpadminbar')?.offsetHeight ?? 0)) });
  }
}

/**
 * `revealForCart` (the mini cart opens after an add, `is_mini_cart_reveal`): a header hidden
 * by hide-on-scroll comes back after an add, so the cart dropdown shows (Flatsome's
 * woocommerce.js).
 */
export function enhanceStickyHeader(root: Document, revealForCart = false): () => void {
  const header = root.getElementById('header');
  const wrapper = header?.querySelector<HTMLElement>('.header-wrapper');
  if (!wrapper || !header!.classList.contains('has-sticky')) return () => {};
  const marks = header!.classList;
  const hideOnScroll = marks.contains('sticky-hide-on-scroll');
  let limits: Thresholds | undefined;
  let lastY = 0;
  let queued = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stick = (on: boolean): void => {
    if (on === wrapper.classList.contains('stuck')) return;
    header!.style.height = on ? `${height(header)}px` : '';
    wrapper.classList.toggle('stuck', on);
    wrapper.classList.remove('ux-no-animation');
    root.querySelectorAll('.has-transparent').forEach((el) => el.classList.toggle('transparent', !on));
    root.querySelectorAll('.toggle-nav-dark').forEach((el) => el.classList.toggle('nav-dark', !on));
    emit(on ? 'flatsome-header-sticky' : 'flatsome-header-unsticky', [], root);
  };
  const hidden = (row: Element | null): number => (row?.classList.contains('hide-for-sticky') ? height(row) : 0);
  const update = (): void => {
    queued = false;
    const y = window.scrollY;
    const direction: Direction = y > lastY ? 'down' : 'up';
    lastY = y;
    // Scrolls while an off-canvas panel holds the page still (Flatsome's lock) are not the shopper's.
    if (root.body.classList.contains('body-scroll-lock--active')) return;
    limits ??= thresholds(marks.contains('sticky-shrink'), height(wrapper), hidden(header!.querySelector('.header-top')), hidden(header!.querySelector('.header-main')));
    const next = stickyStep(y, direction, limits, hideOnScroll);
    if (next.hiding !== undefined) marks.toggle(HIDING, next.hiding);
    if (next.stuck === undefined) return;
    if (next.later) timer = setTimeout(stick, 100, next.stuck);
    else stick(next.stuck);
  };
  const onScroll = (): void => {
    clearTimeout(timer);
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const stopReveal = revealForCart
    ? listen(root.body, 'added_to_cart', () => {
        if (!marks.contains(HIDING) || !root.querySelector('.cart-item.has-dropdown')) return;
        clearTimeout(timer);
        stick(true);
        marks.remove(HIDING);
      }, { own: true })
    : undefined;
  // Where the page opened scrolled down, as Flatsome's check after load.
  onScroll();
  requestAnimationFrame(() => publishStickyHeight(root, header!));
  return () => {
    window.removeEventListener('scroll', onScroll);
    stopReveal?.();
    clearTimeout(timer);
  };
}
