/**
 * The one reading of the API's date-times, for the schemas (api/schemas/lenient.ts: a date that cannot
 * be read is an unreadable field) and for formatting (lib/dates/format.ts). Strict: `new Date` reads
 * 2026-02-30 as 2 March and 24:30 as the next day; a date that does not exist must never be shown as
 * another one. No zod: the early entry and the first paint use it.
 *
 * Accepted: `YYYY-MM-DD`, optionally with `T` (or a space) and `hh:mm`, `:ss`, a fraction of a second,
 * and `Z` or an offset `±hh:mm` (or `±hhmm`), each component within its range (the day within its
 * month, leap years counted). These are forms every engine's `Date` reads exactly (a date alone is
 * midnight UTC, a time without an offset local time), so once checked the text goes to `Date` as it is.
 */
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(?:Z|[+-](\d\d):?(\d\d))?)?$/i;

/** The largest hour, minute, second, and offset hour and minute. */
const TIME_LIMITS = [23, 59, 59, 23, 59];

export function readDateTime(text: string | null | undefined): Date | null {
  const match = text ? DATE_TIME.exec(text) : null;
  if (!match) return null;
  // What was not sent (the time, an offset) is NaN, which no range check fails.
  const [, year = 0, month = 0, day = 0, ...time] = match.map(Number);
  // The month's last day is day 0 of the next (Date.UTC counts years 0 to 99 as 1900 to 1999: the same
  // leap years, but for year 0).
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const inRange =
    month >= 1 && month <= 12 && day >= 1 && day <= days && time.every((value, index) => !(value > (TIME_LIMITS[index] ?? 0)));
  const date = inRange ? new Date(match[0]) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
