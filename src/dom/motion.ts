/**
 * Motion for overlays and disclosures, with none at all for a shopper who asks the system
 * for reduced motion. Durations are SPEC §9's: overlays fade in over 200 ms and out over
 * 400 ms; field descriptions slide over 250 ms.
 */
export const FADE_IN_MS = 200;
export const FADE_OUT_MS = 400;
export const SLIDE_MS = 250;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `ms`, or 0 when the shopper prefers reduced motion. */
export function motionMs(ms: number): number {
  return prefersReducedMotion() ? 0 : ms;
}

function play(el: HTMLElement, keyframes: Keyframe[], ms: number): Promise<void> {
  const duration = motionMs(ms);
  if (duration === 0 || typeof el.animate !== 'function') return Promise.resolve();
  const animation = el.animate(keyframes, { duration, easing: 'ease-out' });
  return animation.finished.then(
    () => {},
    () => {},
  );
}

export function fadeIn(el: HTMLElement): Promise<void> {
  return play(el, [{ opacity: 0 }, { opacity: 1 }], FADE_IN_MS);
}

export function fadeOut(el: HTMLElement): Promise<void> {
  return play(el, [{ opacity: 1 }, { opacity: 0 }], FADE_OUT_MS);
}

const slides = new WeakMap<HTMLElement, number>();

/** Shows or hides `el` (the `hidden` attribute) with a height slide; the latest call wins. */
export function slide(el: HTMLElement, open: boolean, ms = SLIDE_MS): Promise<void> {
  const turn = (slides.get(el) ?? 0) + 1;
  slides.set(el, turn);
  if (open) {
    el.hidden = false;
    el.style.removeProperty('display');
  }
  const done = (): void => {
    if (!open && slides.get(el) === turn) el.hidden = true;
  };
  if (motionMs(ms) === 0 || typeof el.animate !== 'function') {
    done();
    return Promise.resolve();
  }
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${el.scrollHeight}px`, overflow: 'hidden' },
  ];
  return play(el, open ? frames : frames.reverse(), ms).then(done);
}
