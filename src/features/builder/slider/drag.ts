/**
 * Dragging and swiping the viewport, as Flickity 2.3 does: past `dragThreshold` px
 * sideways the slider follows the pointer (with a rubber band past the ends unless
 * wrapping); on release it settles on the slide nearest where it would coast to, a quick
 * flick moving at least one slide. Vertical swipes stay the page's (touch-action: pan-y).
 * While dragging, the slider has Flatsome's `is-dragging` and the viewport
 * `is-pointer-down`; a click that ends a drag is not followed.
 */
import { boost, restingSlide, restingX, slideDistance } from './core';
import { focusSlider } from './controls';
import type { Slider } from './slider';

const FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Flickity's draggable '>1': only with more than one slide. */
export const isDraggable = (slider: Slider): boolean =>
  slider.options.draggable === '>1' ? slider.layout.slides.length > 1 : slider.options.draggable;

export function addDrag(slider: Slider): void {
  const { el, viewport, options } = slider;
  const view = el.ownerDocument.defaultView ?? window;
  viewport.style.touchAction = 'pan-y';
  el.classList.toggle('is-draggable', isDraggable(slider));
  let pointer: { id: number; x: number; scrollY: number } | null = null;
  let start = 0;
  let previousDragX: number | undefined;
  let movedAt = 0;
  let preventClick = false;

  const done = (): void => {
    pointer = null;
    viewport.classList.remove('is-pointer-down');
    view.removeEventListener('pointermove', move);
    view.removeEventListener('pointerup', up);
    view.removeEventListener('pointercancel', up);
    view.removeEventListener('scroll', scrolled);
  };

  // The page scrolled under a press that had not started a drag: the press was a scroll.
  const scrolled = (): void => {
    if (pointer && slider.dragX === null && Math.abs(view.scrollY - pointer.scrollY) > 3) done();
  };

  const move = (event: PointerEvent): void => {
    if (!pointer || event.pointerId !== pointer.id) return;
    const dx = event.pageX - pointer.x;
    if (slider.dragX === null) {
      if (Math.abs(dx) <= options.dragThreshold) return;
      slider.dragX = start = slider.motion.x;
      preventClick = true;
      el.classList.add('is-dragging');
      view.removeEventListener('scroll', scrolled);
      slider.startAnimation();
      slider.emit('dragStart');
    }
    event.preventDefault();
    previousDragX = slider.dragX;
    const width = slider.layout.slideableWidth;
    let x = start + (options.wrapAround && width ? dx % width : dx) * (options.rightToLeft ? -1 : 1);
    if (!options.wrapAround && slider.layout.slides.length) {
      const first = Math.max(-slider.layout.slides[0]!.target, start);
      const last = Math.min(-slider.layout.slides[slider.layout.slides.length - 1]!.target, start);
      if (x > first) x = (x + first) / 2;
      if (x < last) x = (x + last) / 2;
    }
    slider.dragX = x;
    movedAt = Date.now();
  };

  const up = (event: PointerEvent): void => {
    if (!pointer || event.pointerId !== pointer.id) return;
    done();
    if (slider.dragX === null) return;
    const dragX = slider.dragX;
    slider.dragX = null;
    el.classList.remove('is-dragging');
    view.setTimeout(() => (preventClick = false));
    const friction = options.friction;
    let index = restingSlide(slider.layout, restingX(slider.motion, friction), slider.selected, options);
    if (options.freeScroll) slider.freeScrolling = true;
    else if (index === slider.selected && previousDragX !== undefined && Date.now() - movedAt <= 100) {
      index += boost(slideDistance(slider.layout, -dragX, slider.selected, options.wrapAround), previousDragX - dragX);
    }
    previousDragX = undefined;
    slider.select(index, false, false, options.wrapAround);
    slider.emit('dragEnd');
  };

  viewport.addEventListener('pointerdown', (event) => {
    if (event.button || pointer) return;
    slider.emit('pointerDown');
    if (!isDraggable(slider)) return;
    const target = event.target as Element;
    const field = FIELDS.includes(target.nodeName);
    if (event.pointerType !== 'touch' && !field) event.preventDefault();
    if (!field) focusSlider(el);
    pointer = { id: event.pointerId, x: event.pageX, scrollY: view.scrollY };
    viewport.classList.add('is-pointer-down');
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', up);
    view.addEventListener('pointercancel', up);
    view.addEventListener('scroll', scrolled, { passive: true });
  });
  viewport.addEventListener('click', (event) => {
    if (preventClick) event.preventDefault();
  });
  slider.on('select', () => el.classList.toggle('is-draggable', isDraggable(slider)));
}
