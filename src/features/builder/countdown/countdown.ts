/**
 * Flatsome's countdown timers (inventory row 74; `[data-countdown]`, from [ux_countdown]),
 * rendered by islas: the theme's two scripts (jQuery.countdown and ux-countdown.js) are
 * taken out with it, so a page with a timer no longer needs jQuery for it, and they threw
 * without flatsome-js anyway. Each timer, the clock (`.ux-timer`) and the text style
 * (`.ux-timer-text`) alike, gets its boxes at once (its spinner goes) and again each time
 * the second changes, checked ten times a second as jQuery.countdown does; at the end it
 * shows zero hours, minutes and seconds and stops. A timer whose end cannot be read keeps
 * what the server printed, and one taken out of the page stops.
 */
import { boxes, parseEnd, secondsLeft, wordsOf, type Words } from './core';

/** How often the clock is read, as jQuery.countdown's default precision. */
export const PRECISION_MS = 100;

export function render(timer: Element, total: number, words: Words): void {
  const doc = timer.ownerDocument;
  timer.replaceChildren(
    ...boxes(total, words).map(([n, word]) => {
      const box = doc.createElement('span');
      const label = doc.createElement('strong');
      label.textContent = word;
      box.append(String(n), label);
      return box;
    }),
  );
}

export function start(timer: Element, now: () => number = Date.now): () => void {
  const end = parseEnd(timer.getAttribute('data-countdown'));
  if (!end) return () => {};
  const words = wordsOf((name) => timer.getAttribute(name));
  let shown = -1;
  let interval: ReturnType<typeof setInterval> | undefined;
  const stop = (): void => clearInterval(interval);
  const tick = (): void => {
    if (!timer.isConnected) return stop();
    const total = secondsLeft(end, now());
    if (total === shown) return;
    shown = total;
    render(timer, total, words);
    if (total === 0) stop();
  };
  tick();
  if (shown > 0) interval = setInterval(tick, PRECISION_MS);
  return stop;
}

const started = new WeakSet<Element>();

export function enhance(root: Document): void {
  root.querySelectorAll('[data-countdown]').forEach((timer) => {
    if (started.has(timer)) return;
    started.add(timer);
    start(timer);
  });
}
