import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../tests/unit/helpers/dom';
import { hoverIntent } from './hover-intent';

const pointer = (el: Element, type: string, x: number, y = 10, pointerType = 'mouse') =>
  el.dispatchEvent(new PointerEvent(type, { pointerType, clientX: x, clientY: y }));

// Flatsome's settings for WordPress's hoverIntent: sensitivity 3 px, interval 20 ms, timeout 70 ms.
describe('hover intent', () => {
  let el: HTMLElement;
  let over: ReturnType<typeof vi.fn<() => void>>;
  let out: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    setBody('<li id="item"><a href="/ropa/">Ropa</a></li>');
    el = document.getElementById('item')!;
    over = vi.fn<() => void>();
    out = vi.fn<() => void>();
    hoverIntent(el, over, out);
  });
  afterEach(() => vi.useRealTimers());

  it('does nothing for a pointer that passes over, moving more than 3 px every 20 ms', () => {
    pointer(el, 'pointerenter', 0);
    for (let x = 5; x <= 50; x += 5) {
      vi.advanceTimersByTime(10);
      pointer(el, 'pointermove', x);
    }
    pointer(el, 'pointerleave', 55);
    vi.advanceTimersByTime(500);
    expect(over).not.toHaveBeenCalled();
    expect(out).not.toHaveBeenCalled();
  });

  it('runs over once the pointer rests 20 ms within 3 px, and out 70 ms after it leaves', () => {
    pointer(el, 'pointerenter', 10);
    vi.advanceTimersByTime(10);
    pointer(el, 'pointermove', 12); // 2 px: still resting
    vi.advanceTimersByTime(9);
    expect(over).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(over).toHaveBeenCalledTimes(1);
    pointer(el, 'pointermove', 40);
    vi.advanceTimersByTime(100);
    expect(over).toHaveBeenCalledTimes(1);
    pointer(el, 'pointerleave', 80);
    vi.advanceTimersByTime(69);
    expect(out).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(out).toHaveBeenCalledTimes(1);
  });

  it('stays over when the pointer slips out and back within 70 ms', () => {
    pointer(el, 'pointerenter', 10);
    vi.advanceTimersByTime(20);
    expect(over).toHaveBeenCalledTimes(1);
    pointer(el, 'pointerleave', 0);
    vi.advanceTimersByTime(50);
    pointer(el, 'pointerenter', 2);
    vi.advanceTimersByTime(500);
    expect(out).not.toHaveBeenCalled();
    expect(over).toHaveBeenCalledTimes(1);
  });

  it('starts for a pointer that was already there (its first move), and ignores touch and pen', () => {
    pointer(el, 'pointerenter', 10, 10, 'touch');
    pointer(el, 'pointermove', 10, 10, 'pen');
    vi.advanceTimersByTime(100);
    expect(over).not.toHaveBeenCalled();
    pointer(el, 'pointermove', 10);
    vi.advanceTimersByTime(20);
    expect(over).toHaveBeenCalledTimes(1);
  });

  it('lets a press made before the 20 ms do the opening: no late over, but out when it leaves', () => {
    pointer(el, 'pointermove', 10);
    vi.advanceTimersByTime(5);
    pointer(el, 'pointerdown', 10);
    vi.advanceTimersByTime(100);
    expect(over).not.toHaveBeenCalled();
    pointer(el, 'pointerleave', 0);
    vi.advanceTimersByTime(70);
    expect(out).toHaveBeenCalledTimes(1);
  });
});
