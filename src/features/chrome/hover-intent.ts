/**
 * jQuery hoverIntent (WordPress's `hoverIntent`) as Flatsome's `dropdown` behaviour sets it
 * up: sensitivity 3, interval 20, timeout 70. `over` runs once the mouse has stayed within
 * 3 px of one spot for 20 ms, so a pointer passing over on its way elsewhere opens
 * nothing. (hoverIntent samples the pointer every 20 ms; this measures from where it last
 * slowed down: the same thresholds, in fewer bytes.) After `over`, leaving runs `out`
 * 70 ms later, unless the pointer comes back first, so a slip off the edge does not close.
 * Touch and pen do not hover: a tap is the menu's click.
 */
export function hoverIntent(el: HTMLElement, over: () => void, out: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;
  let x = NaN;
  let y = NaN;
  // Entering, or moving in (also a pointer already there when this started: the menus wait for the first input).
  const move = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse') return;
    // Back before `out`: it stays open.
    if (active) return clearTimeout(timer);
    if (Math.hypot(event.clientX - x, event.clientY - y) < 3) return;
    x = event.clientX;
    y = event.clientY;
    clearTimeout(timer);
    timer = setTimeout(() => {
      active = true;
      over();
    }, 20);
  };
  el.addEventListener('pointerenter', move);
  el.addEventListener('pointermove', move);
  // A press before the 20 ms is up: the click does the opening, so a late `over` cannot
  // reopen what Escape closed a moment later (a busy page runs input before timers).
  el.addEventListener('pointerdown', () => {
    if (active || Number.isNaN(x)) return;
    clearTimeout(timer);
    active = true;
  });
  // (A finger leaves too, after a tap: nothing is pending then.)
  el.addEventListener('pointerleave', () => {
    clearTimeout(timer);
    x = NaN;
    if (active)
      timer = setTimeout(() => {
        active = false;
        out();
      }, 70);
  });
}
