import { toDay } from './day-range';

/**
 * An instant as local date and time with the offset from UTC, `2026-11-19T10:00:00+01:00`: what a
 * notes app shows as the reader's time and still reads as one instant. (Not in day-range.ts, which
 * the first screen loads: a function there that only lazy code uses is shipped with it.)
 */
export function toLocalDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${toDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}
