/** Display formatting in the user's locale and time zone. Invalid or missing input gives null. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter is costly (toLocaleString builds one per call): one per style, reused. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, options);
    formatters.set(key, format);
  }
  return format;
}

const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const CALENDAR_DATE: Intl.DateTimeFormatOptions = { ...DATE, timeZone: 'UTC' };
const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * The first Intl formatter of a page loads the locale data (tens of ms on a slow machine). The early
 * entry calls this while the app bundle is still downloading, when the main thread is otherwise idle.
 */
export function warmUpFormatters(): void {
  for (const options of [DATE, TIME, DAY_HEADING]) formatter(options).format(0);
}

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Title, else the generated title, else "Untitled meeting". */
export function displayTitle(meeting: { title?: string | null; generatedTitle?: string | null }): string {
  return meeting.title?.trim() || meeting.generatedTitle?.trim() || 'Untitled meeting';
}

export function formatDate(iso: string | null | undefined): string | null {
  const date = toDate(iso);
  return date ? formatter(DATE).format(date) : null;
}

export function formatTime(iso: string | null | undefined): string | null {
  const date = toDate(iso);
  return date ? formatter(TIME).format(date) : null;
}

export function formatDateTime(iso: string | null | undefined): string | null {
  const date = formatDate(iso);
  const time = formatTime(iso);
  return date && time ? `${date}, ${time}` : null;
}

/** "45 min", "1 h 30 min"; null when either end is missing or the span is negative. */
export function formatDuration(startIso: string | null | undefined, endIso: string | null | undefined): string | null {
  const start = toDate(startIso);
  const end = toDate(endIso);
  if (!start || !end || end < start) return null;
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * A calendar date (`YYYY-MM-DD`, no time) as sent by the search API: formatted in UTC so it is never
 * shifted to the day before or after by the user's time zone.
 */
export function formatCalendarDate(day: string | null | undefined): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatter(CALENDAR_DATE).format(date);
}

/** Heading for a local calendar day: "Today", "Yesterday", or the full date. */
export function formatDayHeading(date: Date, now: Date = new Date()): string {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatter(DAY_HEADING).format(date);
}
