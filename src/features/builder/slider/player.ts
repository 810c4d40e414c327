/**
 * Autoplay as Flickity 2.3 and Flatsome run it: every `autoPlay` ms the next slide (past
 * the last to the first), paused while the pointer is over the slider
 * (pauseAutoPlayOnHover) or the tab is hidden, stopped for good by a shopper's arrow, dot,
 * key or press. Flatsome's addition for touch screens: a touch elsewhere on the page starts
 * it again, unless the shopper moved the slider with a touch.
 */
import type { Slider } from './slider';

export function addPlayer(slider: Slider): void {
  const delay = slider.options.autoPlay;
  if (delay === false) return;
  const doc = slider.el.ownerDocument;
  const view = doc.defaultView ?? window;
  let state: 'stopped' | 'playing' | 'paused' = 'stopped';
  let timer = 0;

  const tick = (): void => {
    view.clearTimeout(timer);
    if (state !== 'playing') return;
    timer = view.setTimeout(() => {
      slider.select(slider.selected + 1, true);
      tick();
    }, delay);
  };
  const onVisibility = (): void => (doc.hidden ? pause() : unpause());
  const play = (): void => {
    if (state === 'playing') return;
    if (doc.hidden) {
      doc.addEventListener('visibilitychange', play, { once: true });
      return;
    }
    state = 'playing';
    doc.addEventListener('visibilitychange', onVisibility);
    tick();
  };
  const stop = (): void => {
    state = 'stopped';
    view.clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
  const pause = (): void => {
    if (state !== 'playing') return;
    state = 'paused';
    view.clearTimeout(timer);
  };
  function unpause(): void {
    if (state === 'paused') play();
  }

  slider.on('ui', stop);
  slider.on('pointerDown', stop);
  slider.el.addEventListener('mouseenter', () => {
    if (slider.options.pauseAutoPlayOnHover) pause();
  });
  slider.el.addEventListener('mouseleave', unpause);

  let touchedInside = false;
  let movedByTouch = false;
  doc.addEventListener(
    'touchstart',
    (event) => {
      touchedInside = slider.el.contains(event.target as Node);
      if (slider.options.restartOnTouchElsewhere && !touchedInside && !movedByTouch) play();
    },
    { passive: true },
  );
  slider.on('change', () => {
    if (touchedInside) movedByTouch = true;
  });
  play();
}
