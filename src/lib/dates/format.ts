/** Display formatting in the user's locale and time zone. Invalid or missing input gives null. */
import { formatWithPattern, type DatePattern } from './date-patterns';
import { DATE_STYLES, type DateStyle } from './date-styles';
import { dayRangeError, localDate, type DayRange } from './day-range';
import { readDateTime } from '@/core/date-time';
import { readLearnedDateFormats } from './learned-date-formats';
import { visibleText } from '@/core/visible-text';

interface DateFormatter {
  format: (date: Date) => string;
}

const formatters: Partial<Record<DateStyle, DateFormatter>> = {};
let learned: Record<string, DatePattern> | undefined;

/**
 * One formatter per style, reused: building an Intl formatter is costly (toLocaleString builds one per
 * call), and the page's first loads the locale data (tens of ms on a slow machine). A style learned
 * on an earlier visit formats without Intl (src/lib/dates/date-patterns.ts).
 */
function formatter(style: DateStyle): DateFormatter {
  learned ??= readLearnedDateFormats() ?? {};
  const pattern = learned[style];
  return (formatters[style] ??= pattern
    ? { format: (date) => formatWithPattern(pattern, date) }
    : new Intl.DateTimeFormat(undefined, DATE_STYLES[style]));
}

/**
 * Readies the first screen's formatters: the page's inline start (src/boot/page-start.ts) calls this
 * after the shell's first frame, while the first answer travels and the main thread is otherwise
 * idle. Cheap once their patterns are learned.
 */
export function warmUpFormatters(): void {
  for (const style of Object.keys(DATE_STYLES) as DateStyle[]) formatter(style).format(new Date(0));
}

export const UNTITLED = 'Untitled meeting';

type Titled = { title?: string | null; generatedTitle?: string | null };

/** Title, else the generated title; a title with nothing visible in it is none. Null without either. */
export const visibleTitle = (meeting: Titled): string | null => visibleText(meeting.title) ?? visibleText(meeting.generatedTitle);

/** Title, else the generated title, else "Untitled meeting". */
export const displayTitle = (meeting: Titled): string => visibleTitle(meeting) ?? UNTITLED;

export function formatDate(iso: string | null | undefined): string | null {
  const date = readDateTime(iso);
  return date ? formatter('date').format(date) : null;
}

export function formatTime(iso: string | null | undefined): string | null {
  const date = readDateTime(iso);
  return date ? formatter('time').format(date) : null;
}

/** Said instead of a duration when the end is before the start: neither end can be trusted. */
export const ENDS_BEFORE_START = 'Ends before it starts';

/** "45 min", "1 h 30 min"; `ENDS_BEFORE_START` for a negative span; null when either end is missing. */
export function formatDuration(startIso: string | null | undefined, endIso: string | null | undefined): string | null {
  const start = readDateTime(startIso);
  const end = readDateTime(endIso);
  if (!start || !end) return null;
  if (end < start) return ENDS_BEFORE_START;
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * A calendar date (`YYYY-MM-DD`, no time) as sent by the search API: that day in the user's time zone,
 * so it is never shifted to the day before or after.
 */
export function formatCalendarDate(day: string | null | undefined): string | null {
  const date = day ? localDate(day) : null;
  return date ? formatter('date').format(date) : null;
}

/**
 * A human summary of an active range of calendar days, e.g. "from Sun, 1 Mar 2026 to Tue, 31 Mar 2026";
 * null for none, and for a range that cannot be used (not applied: the date filter says why).
 */
export function describeDayRange({ from, to }: DayRange): string | null {
  if (dayRangeError({ from, to })) return null;
  const show = (day: string) => formatCalendarDate(day) ?? day;
  if (from && to) return `from ${show(from)} to ${show(to)}`;
  if (from) return `from ${show(from)}`;
  if (to) return `until ${show(to)}`;
  return null;
}

/** Heading for a local calendar day: "Today", "Yesterday", or the full date. */
export function formatDayHeading(date: Date, now: Date = new Date()): string {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatter('dayHeading').format(date);
}
