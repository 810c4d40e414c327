/**
 * Flatsome count-up numbers (`.count-up`): when one comes into view it counts from 0 to
 * its number over 4 s, whole numbers (0 decimals), easing out as countUp.js does; the
 * server's text is put back at the end. Under reduced motion the number just stays.
 */
import { motionMs } from '../../dom/motion';
import { whenVisible } from '../../kernel/triggers';

export const COUNT_UP_MS = 4000;
export const COUNT_UP_DECIMALS = 0;

/** countUp.js's easeOutExpo. */
const easeOutExpo = (t: number): number => (t >= 1 ? 1 : (-(2 ** (-10 * t)) + 1) * 1024 / 1023);

export function formatCount(value: number, separator: string): string {
  const digits = value.toFixed(COUNT_UP_DECIMALS);
  return separator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : digits;
}

export function countUp(el: HTMLElement, duration = motionMs(COUNT_UP_MS)): Promise<void> {
  const text = el.textContent ?? '';
  const match = /\d(?:[\d.,\s]*\d)?/.exec(text);
  if (!match || duration === 0) return Promise.resolve();
  const separator = /\d([.,\s])\d{3}/.exec(match[0])?.[1] ?? '';
  const end = Number(match[0].replace(/\D/g, ''));
  const [before, after] = [text.slice(0, match.index), text.slice(match.index + match[0].length)];
  el.setAttribute('aria-label', text.trim());
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number): void => {
      const progress = Math.min(1, (now - start) / duration);
      if (progress < 1) {
        el.textContent = before + formatCount(Math.round(end * easeOutExpo(progress)), separator) + after;
        requestAnimationFrame(step);
      } else {
        el.textContent = text;
        resolve();
      }
    };
    step(start);
  });
}

export function enhanceCountUps(root: ParentNode): void {
  // Without IntersectionObserver the numbers just stay.
  if (typeof IntersectionObserver !== 'function') return;
  for (const el of root.querySelectorAll<HTMLElement>('.count-up')) whenVisible(el, () => void countUp(el));
}
