/**
 * Date filters: the UI picks calendar days (`YYYY-MM-DD`) in the user's time zone; the API takes
 * instants. A range becomes the start of its first day and the end of its last, local time.
 */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day (`YYYY-MM-DD`) in the user's time zone; null when there is no such day. */
export function localDate(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  // Rejects 2026-02-30 and friends, which Date would roll over into March.
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date ? value : null;
}

export function isValidDay(day: string): boolean {
  return localDate(day) !== null;
}

/** Why a range cannot be used as it is, or null when it can. */
export function dayRangeError({ from, to }: DayRange): string | null {
  if (from && !isValidDay(from)) return `“${from}” is not a valid start date.`;
  if (to && !isValidDay(to)) return `“${to}” is not a valid end date.`;
  if (from && to && from > to) return 'The start date is after the end date.';
  return null;
}

/** The API's `startDate`/`endDate` for a range; nothing for an invalid one (see `dayRangeError`). */
export function dayRangeToInstants(range: DayRange): { startDate?: string; endDate?: string } {
  if (dayRangeError(range)) return {};
  const start = range.from ? localDate(range.from) : null;
  const end = range.to ? localDate(range.to) : null;
  if (end) end.setHours(23, 59, 59, 999);
  return {
    ...(start ? { startDate: start.toISOString() } : {}),
    ...(end ? { endDate: end.toISOString() } : {}),
  };
}

/** The local calendar day of an instant, as `YYYY-MM-DD`. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
