/**
 * What Flatsome's countdown ([ux_countdown]: inc/shortcodes/ux_countdown/, its
 * ux-countdown.js on the jQuery.countdown 2 plugin) shows, apart from the page: the end it
 * reads from `data-countdown` ("2026/12/03 18:00", the shop's date and time as the
 * server printed them, taken in the visitor's own clock as there), the time left in whole
 * seconds, and the timer's boxes: weeks and days only while there are some, then hours,
 * minutes and seconds, unpadded, each with its word in the singular for 1.
 */

/** The forms jQuery.countdown accepts: a timestamp, "m/d/Y[ H:i:s]", "Y/m/d[ H:i[:s]]" (with / or -). */
const ACCEPTED = /^[0-9]*$|([0-9]{1,2}\/){2}[0-9]{4}( [0-9]{1,2}(:[0-9]{2}){2})?|[0-9]{4}([/-][0-9]{1,2}){2}( [0-9]{1,2}(:[0-9]{2}){2})?/;

/** The end as jQuery.countdown reads it, or undefined for one it would refuse. */
export function parseEnd(value: string | null): Date | undefined {
  const text = String(value ?? '').trim();
  if (!text || !ACCEPTED.test(text)) return undefined;
  const end = /^[0-9]+$/.test(text) ? new Date(Number(text)) : new Date(text.replace(/-/g, '/'));
  return Number.isNaN(end.getTime()) ? undefined : end;
}

/** Whole seconds left (rounded up, never below 0). */
export function secondsLeft(end: Date, now: number): number {
  return Math.max(0, Math.ceil((end.getTime() - now) / 1000));
}

export interface Offset {
  weeks: number;
  /** Days past the whole weeks. */
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function offsetOf(total: number): Offset {
  const days = Math.floor(total / 86400);
  return {
    weeks: Math.floor(days / 7),
    days: days % 7,
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** The words, from the timer's data-text-* attributes. */
export interface Words {
  week: [string, string];
  day: [string, string];
  hour: [string, string];
  min: [string, string];
  sec: [string, string];
}

/**
 * As ux-countdown.js builds them: a unit's plural is its `-p` word, else (weeks, days,
 * hours) the unit with `data-text-plural` after it; minutes and seconds stay as they are.
 */
export function wordsOf(read: (name: string) => string | null): Words {
  const text = (name: string): string => read(`data-text-${name}`) ?? '';
  const plural = text('plural');
  const unit = (name: string, addsPlural: boolean): [string, string] => [text(name), text(`${name}-p`) || (addsPlural ? text(name) + plural : text(name))];
  return { week: unit('week', true), day: unit('day', true), hour: unit('hour', true), min: unit('min', false), sec: unit('sec', false) };
}

/** The timer's boxes, number and word, in order. At the end (0 left) hours, minutes and seconds, as there. */
export function boxes(total: number, words: Words): [number, string][] {
  const left = offsetOf(total);
  const box = (n: number, [one, many]: [string, string]): [number, string] => [n, Math.abs(n) === 1 ? one : many];
  const shown: [number, string][] = [];
  if (total > 0 && left.weeks > 0) shown.push(box(left.weeks, words.week));
  if (total > 0 && left.days > 0) shown.push(box(left.days, words.day));
  shown.push(box(left.hours, words.hour), box(left.minutes, words.min), box(left.seconds, words.sec));
  return shown;
}
