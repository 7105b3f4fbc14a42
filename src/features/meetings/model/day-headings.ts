import type { MeetingSummary } from '@/api/schemas/meeting';
import { readDateTime } from '@/core/date-time';
import { toDay } from '@/lib/dates/day-range';
import { formatDayHeading } from '@/lib/dates/format';

export type ListItem<M = MeetingSummary> = { kind: 'day'; key: string; label: string } | { kind: 'meeting'; key: string; meeting: M };

/** Inserts a day heading wherever the local day changes, keeping the server's order as it is. */
export function withDayHeadings<M extends Pick<MeetingSummary, 'id' | 'startTime'>>(meetings: readonly M[]): ListItem<M>[] {
  const items: ListItem<M>[] = [];
  let currentDay: string | undefined;
  meetings.forEach((meeting, index) => {
    const start = readDateTime(meeting.startTime);
    const day = start ? toDay(start) : 'unknown';
    if (day !== currentDay) {
      currentDay = day;
      const label = start ? formatDayHeading(start) : 'Date unknown';
      items.push({ kind: 'day', key: `day-${day}-${index}`, label });
    }
    items.push({ kind: 'meeting', key: `m-${meeting.id ?? `index-${index}`}`, meeting });
  });
  return items;
}
