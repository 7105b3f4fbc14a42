import { dayRangeError, dayRangeToInstants, localDate, toDay } from '@/lib/dates/day-range';
import type { ParamValues } from '@/lib/routing/url-params';
import { insightsScreen } from '@/screens/insights';

/** Insights' URL: the range of calendar days it counts (absent: the last DEFAULT_WEEKS weeks). */
export const INSIGHTS_URL = insightsScreen.urlKeys;
export type InsightsUrl = ParamValues<(typeof INSIGHTS_URL)[number]>;

/** Enough weeks to see a trend, few enough to read in a few requests on a first visit. */
export const DEFAULT_WEEKS = 12;

export interface InsightsRange {
  /** Calendar days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** Whether the URL named them (else the default range). */
  chosen: boolean;
  /** Why the URL's range cannot be used (nothing is read then), or null. */
  error: string | null;
}

/** The longest range: about ten years of weeks, each drawn. */
export const MAX_RANGE_DAYS = 3_653;

/**
 * The Monday `weeks` whole weeks before the week of `day` (so that a range from it ends on whole
 * weeks, the last one "so far"): a chart whose first bar is a part of a week shows a dip that is not there.
 */
export function weeksBefore(day: Date, weeks: number): Date {
  const sinceMonday = (day.getDay() + 6) % 7;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - sinceMonday - weeks * 7);
}

function rangeError(range: { from: string; to: string }): string | null {
  const invalid = dayRangeError(range);
  if (invalid) return invalid;
  const days = ((localDate(range.to)?.getTime() ?? 0) - (localDate(range.from)?.getTime() ?? 0)) / 86_400_000;
  return days > MAX_RANGE_DAYS ? 'The range is longer than ten years.' : null;
}

/** The range a URL asks for: what it names, the rest filled in from the default (whole weeks up to the end). */
export function insightsRange({ from, to }: InsightsUrl, today: Date): InsightsRange {
  const invalid = dayRangeError({ from, to });
  const end = to && !invalid ? to : toDay(today);
  const start = weeksBefore(localDate(end) ?? today, DEFAULT_WEEKS - 1);
  const range = { from: from && !invalid ? from : toDay(start), to: end };
  // A start alone, after today, makes a range that ends before it starts.
  return { ...range, chosen: Boolean(from || to), error: invalid ?? rangeError(range) };
}

/** The API's instants for a range, and its first and last instants in ms (for clipping meeting time). */
export function rangeInstants({ from, to }: Pick<InsightsRange, 'from' | 'to'>) {
  const instants = dayRangeToInstants({ from, to });
  return {
    instants,
    start: Date.parse(instants.startDate ?? '') || 0,
    end: (Date.parse(instants.endDate ?? '') || 0) + 1,
  };
}
