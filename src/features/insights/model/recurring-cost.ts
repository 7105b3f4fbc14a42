import { normaliseTitle } from '@/lib/text/normalise-title';
import type { TimedMeeting } from './meeting-time';

export interface RecurringMeeting {
  /** The title shared, dates, numbers and copies aside. */
  key: string;
  /** The title most of its meetings have. */
  title: string;
  /** Newest first. */
  meetings: readonly TimedMeeting[];
  hours: number;
  averageMinutes: number;
}

function mostCommon(titles: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const title of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The meetings that recur (two or more with the same normalised title) ranked by the hours they
 * took, each meeting its full length: what the series costs, not whose calendar it filled.
 */
export function recurringCost(meetings: readonly TimedMeeting[], limit = 10): RecurringMeeting[] {
  const groups = new Map<string, TimedMeeting[]>();
  // Normalising is a dozen regular expressions; recurring titles are the same text many times over.
  const keys = new Map<string, string>();
  for (const meeting of meetings) {
    if (!meeting.titled) continue;
    let key = keys.get(meeting.title);
    if (key === undefined) {
      key = normaliseTitle(meeting.title);
      keys.set(meeting.title, key);
    }
    if (!key) continue;
    const group = groups.get(key) ?? [];
    group.push(meeting);
    groups.set(key, group);
  }
  return [...groups]
    .filter(([, group]) => group.length >= 2)
    .map(([key, group]) => {
      const minutes = group.reduce((sum, m) => sum + (m.end - m.start) / 60_000, 0);
      return {
        key,
        title: mostCommon(group.map((m) => m.title)),
        meetings: [...group].sort((a, b) => b.start - a.start),
        hours: minutes / 60,
        averageMinutes: minutes / group.length,
      };
    })
    .sort((a, b) => b.hours - a.hours || a.title.localeCompare(b.title))
    .slice(0, limit);
}
