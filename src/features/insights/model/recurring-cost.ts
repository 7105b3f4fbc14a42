import type { Series } from '@/lib/series/find-series';
import type { TimedMeeting } from './meeting-time';

export interface RecurringMeeting {
  /** The series' key, as its page's URL names it. */
  key: string;
  title: string;
  /** Its meetings in the range whose times could be read, newest first. */
  meetings: readonly TimedMeeting[];
  hours: number;
  averageMinutes: number;
}

/**
 * The recurring meetings ranked by the hours their meetings took, each meeting its full length: what
 * the series costs, not whose calendar it filled. A series is what every screen calls one
 * (src/lib/series/find-series.ts: one calendar series, or one title kept at a rhythm), so a meeting
 * counted here is "Part of" the same series on its own page.
 */
export function recurringCost(series: readonly Series[], meetings: readonly TimedMeeting[], limit = 10): RecurringMeeting[] {
  const timed = new Map(meetings.flatMap((m) => (m.id === null ? [] : [[m.id, m] as const])));
  return series
    .flatMap(({ key, title, meetings: members }) => {
      const counted = members.flatMap((m) => timed.get(m.id) ?? []).sort((a, b) => b.start - a.start);
      if (counted.length === 0) return [];
      const minutes = counted.reduce((sum, m) => sum + (m.end - m.start) / 60_000, 0);
      return [{ key, title, meetings: counted, hours: minutes / 60, averageMinutes: minutes / counted.length }];
    })
    .sort((a, b) => b.hours - a.hours || a.title.localeCompare(b.title))
    .slice(0, limit);
}
