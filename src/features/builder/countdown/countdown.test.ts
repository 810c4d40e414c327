import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBody } from '../../../../tests/unit/helpers/dom';
import { enhance, start } from './countdown';

const TIMER = (end: string) =>
  `<div id="timer-1" class="ux-timer dark" data-text-plural="s" data-text-hour="hora" data-text-day="día" data-text-week="semana" data-text-min="min" data-text-sec="seg" data-text-hour-p="horas" data-text-day-p="días" data-text-week-p="semanas" data-text-min-p="" data-text-sec-p="" data-countdown="${end}"><span>&nbsp;<div class="loading-spin dark centered"></div><strong>&nbsp;</strong></span></div>`;

describe('countdown timers on the page', () => {
  afterEach(() => vi.useRealTimers());

  it('replaces the spinner with the boxes at once and follows the clock to the end, then stops', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 3, 17, 59, 58) });
    setBody(TIMER('2026/12/03 18:00'));
    enhance(document);
    const timer = document.getElementById('timer-1')!;
    expect(timer.innerHTML).toBe('<span>0<strong>horas</strong></span><span>0<strong>min</strong></span><span>2<strong>seg</strong></span>');
    vi.advanceTimersByTime(1000);
    expect(timer.textContent).toBe('0horas0min1seg');
    vi.advanceTimersByTime(1000);
    expect(timer.textContent).toBe('0horas0min0seg');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts each timer once, and stops one taken out of the page', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 1, 12, 0, 0) });
    setBody(TIMER('2026/12/03 18:00'));
    enhance(document);
    enhance(document);
    expect(vi.getTimerCount()).toBe(1);
    expect(document.getElementById('timer-1')!.textContent).toBe('2días6horas0min0seg');
    document.getElementById('timer-1')!.remove();
    vi.advanceTimersByTime(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps what the server printed for an end it cannot read', () => {
    setBody(TIMER('pronto'));
    const printed = document.getElementById('timer-1')!.innerHTML;
    const stop = start(document.getElementById('timer-1')!);
    expect(document.getElementById('timer-1')!.innerHTML).toBe(printed);
    stop();
  });

  it('writes the words as text, not markup', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 3, 16, 0, 0) });
    setBody(TIMER('2026/12/03 18:00').replace('data-text-hour-p="horas"', 'data-text-hour-p="&lt;img src=x onerror=alert(1)&gt;"'));
    enhance(document);
    expect(document.querySelector('img')).toBeNull();
    expect(document.getElementById('timer-1')!.textContent).toContain('2<img src=x onerror=alert(1)>');
  });
});
