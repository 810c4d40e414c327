/**
 * Flickity 2.3's controls, with its markup (Flatsome's CSS styles exactly that): the
 * previous/next `button.flickity-button.flickity-prev-next-button` with its arrow SVG
 * (disabled at either end unless wrapping), the `ol.flickity-page-dots` of `li.dot`
 * (`is-selected` + aria-current="step" on the current one), and the arrow keys while the
 * slider itself has focus. Each is a shopper's act (`ui`), which stops autoplay.
 */
import type { Slider } from './slider';

const SVG = 'http://www.w3.org/2000/svg';
/** Flickity's default arrowShape ({x0: 10, x1: 60, y1: 50, x2: 70, y2: 40, x3: 30}) as its path. */
const ARROW = 'M 10,50 L 60,100 L 70,90 L 30,50 L 70,10 L 60,0 Z';

/** A press on an arrow or a dot focuses the slider (for its keys) instead of the control, as Flickity does. */
function focusSliderOnPress(control: HTMLElement, slider: Slider): void {
  control.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'touch') event.preventDefault();
    focusSlider(slider.el);
  });
}

export function focusSlider(el: HTMLElement): void {
  const view = el.ownerDocument.defaultView ?? window;
  const y = view.scrollY;
  el.focus({ preventScroll: true });
  if (view.scrollY !== y) view.scrollTo(view.scrollX, y);
}

function arrowButton(slider: Slider, previous: boolean): HTMLButtonElement {
  const doc = slider.el.ownerDocument;
  const button = doc.createElement('button');
  button.className = `flickity-button flickity-prev-next-button ${previous ? 'previous' : 'next'}`;
  button.type = 'button';
  button.disabled = true;
  button.setAttribute('aria-label', previous ? 'Previous' : 'Next');
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'flickity-button-icon');
  svg.setAttribute('viewBox', '0 0 100 100');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', ARROW);
  path.setAttribute('class', 'arrow');
  // The arrow's path points left: the one on the right side is turned round.
  if (previous === slider.options.rightToLeft) path.setAttribute('transform', 'translate(100, 100) rotate(180) ');
  svg.appendChild(path);
  button.appendChild(svg);
  button.addEventListener('click', () => {
    if (button.disabled) return;
    slider.emit('ui');
    slider.select(slider.selected + (previous ? -1 : 1));
  });
  focusSliderOnPress(button, slider);
  return button;
}

export function addArrows(slider: Slider): void {
  const [prev, next] = [arrowButton(slider, true), arrowButton(slider, false)];
  const update = (): void => {
    const last = Math.max(0, slider.layout.slides.length - 1);
    const wraps = slider.options.wrapAround && slider.layout.slides.length > 1;
    prev.disabled = !wraps && slider.selected === 0;
    next.disabled = !wraps && slider.selected === last;
  };
  slider.on('select', update);
  update();
  slider.el.append(prev, next);
}

export function addDots(slider: Slider): void {
  const doc = slider.el.ownerDocument;
  const holder = doc.createElement('ol');
  holder.className = 'flickity-page-dots';
  let dots: HTMLLIElement[] = [];
  const update = (): void => {
    if (dots.length !== slider.layout.slides.length) {
      dots.forEach((dot) => dot.remove());
      dots = slider.layout.slides.map((_, i) => {
        const dot = doc.createElement('li');
        dot.className = 'dot';
        dot.setAttribute('aria-label', `Page dot ${i + 1}`);
        return dot;
      });
      holder.append(...dots);
    }
    dots.forEach((dot, i) => {
      const current = i === slider.selected;
      dot.className = current ? 'dot is-selected' : 'dot';
      if (current) dot.setAttribute('aria-current', 'step');
      else dot.removeAttribute('aria-current');
    });
  };
  holder.addEventListener('click', (event) => {
    const index = dots.indexOf(event.target as HTMLLIElement);
    if (index < 0) return;
    slider.emit('ui');
    slider.select(index);
  });
  focusSliderOnPress(holder, slider);
  slider.on('select', update);
  update();
  slider.el.appendChild(holder);
}

/** The arrow keys move the slider while it (not something inside it) has focus. */
export function addKeys(slider: Slider): void {
  slider.el.addEventListener('keydown', (event) => {
    const doc = slider.el.ownerDocument;
    if (doc.activeElement && doc.activeElement !== slider.el) return;
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    slider.emit('ui');
    slider.select(slider.selected + (slider.options.rightToLeft ? -step : step));
  });
}
