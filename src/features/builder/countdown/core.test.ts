import { describe, expect, it } from 'vitest';
import { boxes, offsetOf, parseEnd, secondsLeft, wordsOf } from './core';

const attrs = (map: Record<string, string>) => (name: string) => map[name] ?? null;
// As the real /portada/ prints them ([ux_countdown t_day="día" t_day_p="días" ...]).
const WORDS = wordsOf(
  attrs({
    'data-text-plural': 's',
    'data-text-hour': 'hora',
    'data-text-day': 'día',
    'data-text-week': 'semana',
    'data-text-min': 'min',
    'data-text-sec': 'seg',
    'data-text-hour-p': 'horas',
    'data-text-day-p': 'días',
    'data-text-week-p': 'semanas',
    'data-text-min-p': '',
    'data-text-sec-p': '',
  }),
);

describe("the countdown's clock (jQuery.countdown and ux-countdown.js)", () => {
  it("reads the end as the visitor's clock reads the shop's date, as jQuery.countdown", () => {
    expect(parseEnd('2026/12/03 18:00')!.getTime()).toBe(new Date(2026, 11, 3, 18, 0).getTime());
    expect(parseEnd('2026-12-03 23:59:59')!.getTime()).toBe(new Date(2026, 11, 3, 23, 59, 59).getTime());
    expect(parseEnd('1800000000000')!.getTime()).toBe(1800000000000);
    expect(parseEnd('mañana')).toBeUndefined();
    expect(parseEnd('')).toBeUndefined();
    expect(parseEnd(null)).toBeUndefined();
  });

  it('counts whole seconds up, never below zero', () => {
    const end = new Date(10_000);
    expect(secondsLeft(end, 8_500)).toBe(2);
    expect(secondsLeft(end, 10_000)).toBe(0);
    expect(secondsLeft(end, 20_000)).toBe(0);
  });

  it('splits the time into weeks, days past them, hours, minutes and seconds', () => {
    expect(offsetOf(16 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ weeks: 2, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('shows days while there are some (the real shop: 4 días 11 horas 10 min 47 seg), weeks too, each word in the singular for 1', () => {
    expect(boxes(4 * 86400 + 11 * 3600 + 10 * 60 + 47, WORDS)).toEqual([
      [4, 'días'],
      [11, 'horas'],
      [10, 'min'],
      [47, 'seg'],
    ]);
    expect(boxes(8 * 86400 + 3600 + 60 + 1, WORDS)).toEqual([
      [1, 'semana'],
      [1, 'día'],
      [1, 'hora'],
      [1, 'min'],
      [1, 'seg'],
    ]);
    // Two whole weeks: no day box, as there.
    expect(boxes(14 * 86400, WORDS).map(([, word]) => word)).toEqual(['semanas', 'horas', 'min', 'seg']);
    expect(boxes(0, WORDS)).toEqual([
      [0, 'horas'],
      [0, 'min'],
      [0, 'seg'],
    ]);
  });

  it("builds the plural from data-text-plural where no -p word is given (Flatsome's English defaults)", () => {
    const words = wordsOf(attrs({ 'data-text-plural': 's', 'data-text-hour': 'hour', 'data-text-day': 'day', 'data-text-week': 'week', 'data-text-min': 'min', 'data-text-sec': 'sec' }));
    expect(words).toEqual({ week: ['week', 'weeks'], day: ['day', 'days'], hour: ['hour', 'hours'], min: ['min', 'min'], sec: ['sec', 'sec'] });
  });
});
