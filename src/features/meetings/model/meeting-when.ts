import type { Unreadable } from '@/api/schemas/lenient';
import { formatDate, formatDuration, formatTime } from '@/lib/dates/format';

/** Said for a date the server sent but that cannot be read (30 February): never another date. */
export const UNREADABLE_DATE = 'Could not be read';

/**
 * When something was (a meeting, its calendar event), as its page and its Markdown say it: the date,
 * and the time span with its duration, or that it ends before it starts. A time the server sent but
 * that could not be read is said to be so (the page lists what was sent); one not sent is unknown.
 * Without a start, both say that.
 */
export function describeWhen<F extends string>(
  record: Record<F, string | null> & { unreadable: Unreadable[] },
  startField: F,
  endField: F,
): { date: string; time: string } {
  const unreadable = (field: F) => record.unreadable.some((entry) => entry.field === field);
  const [startIso, endIso] = [record[startField], record[endField]];
  const start = formatTime(startIso);
  const end = formatTime(endIso) ?? (unreadable(endField) ? `end ${UNREADABLE_DATE.toLowerCase()}` : null);
  const duration = formatDuration(startIso, endIso);
  const missing = unreadable(startField) ? UNREADABLE_DATE : 'Unknown';
  return {
    date: formatDate(startIso) ?? missing,
    time: start ? `${start}${end ? ` – ${end}` : ''}${duration ? ` (${duration})` : ''}` : missing,
  };
}
