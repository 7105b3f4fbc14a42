import { dayRangeError, dayRangeToInstants, localDate, toDay } from '@/lib/dates/day-range';
import type { ParamValues } from '@/lib/routing/url-params';
import { insightsScreen } from '../screens';

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

/** The range a URL asks for: what it names, the rest filled in from the default. */
export function insightsRange({ from, to }: InsightsUrl, today: Date): InsightsRange {
  const invalid = dayRangeError({ from, to });
  const end = to && !invalid ? to : toDay(today);
  const endDate = localDate(end) ?? today;
  const start = new Date(endDate.getFullYear(), endDate.getMonth(), endDate.getDate() - (DEFAULT_WEEKS * 7 - 1));
  const range = { from: from && !invalid ? from : toDay(start), to: end };
  // A start alone, after today, makes a range that ends before it starts.
  return { ...range, chosen: Boolean(from || to), error: invalid ?? dayRangeError(range) };
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
