import type { SearchResult } from '@/api/schemas/search';
import { displayTitle, formatCalendarDate } from '@/lib/dates/format';

export interface MeetingHits {
  key: string;
  meetingId: string | null;
  title: string;
  /** The meeting's calendar date as sent (`YYYY-MM-DD`), and formatted without a time-zone shift. */
  day: string | null;
  date: string | null;
  hits: SearchResult[];
}

/** A result's meeting, as grouping sees it: one without a meeting id (or an empty one) stands alone. */
export const meetingKey = (result: SearchResult, index: number) => (result.meetingId ? `meeting:${result.meetingId}` : `result:${index}`);

/**
 * Results grouped by meeting in the server's order (a meeting's place is that of its first hit).
 * A result without a meeting id cannot be grouped or opened: it stands alone.
 */
export function groupByMeeting(results: readonly SearchResult[]): MeetingHits[] {
  const groups = new Map<string, MeetingHits>();
  results.forEach((result, index) => {
    const key = meetingKey(result, index);
    const group = groups.get(key);
    if (group) {
      group.hits.push(result);
      return;
    }
    groups.set(key, {
      key,
      meetingId: result.meetingId,
      title: displayTitle({ title: result.meetingTitle }),
      day: result.meetingDate,
      date: formatCalendarDate(result.meetingDate),
      hits: [result],
    });
  });
  return [...groups.values()];
}
