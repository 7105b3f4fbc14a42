import type { MeetingSummary } from '@/api/schemas/meeting';
import { findSeries, type Series, type SeriesChoices } from '@/lib/series/find-series';
import { fromSummary } from '@/lib/series/series-meeting';

export type ListEntry =
  | { kind: 'meeting'; meeting: MeetingSummary }
  /** `meetings`: newest first, as the list shows them. */
  | { kind: 'series'; series: Series; meetings: MeetingSummary[] };

/**
 * The list with each recurring meeting found among `meetings` (newest first) as one entry, where its
 * newest meeting was; everything else stays as it was. Only what is loaded is grouped.
 */
export function groupBySeries(meetings: readonly MeetingSummary[], choices: SeriesChoices): ListEntry[] {
  const found = findSeries(
    meetings.flatMap((m) => fromSummary(m) ?? []),
    choices,
  );
  const seriesOf = new Map<string, Series>();
  for (const series of found) for (const m of series.meetings) seriesOf.set(m.id, series);
  const entries: ListEntry[] = [];
  const placed = new Map<Series, MeetingSummary[]>();
  for (const meeting of meetings) {
    const series = meeting.id ? seriesOf.get(meeting.id) : undefined;
    if (!series) {
      entries.push({ kind: 'meeting', meeting });
      continue;
    }
    const group = placed.get(series);
    if (group) group.push(meeting);
    else {
      const first = [meeting];
      placed.set(series, first);
      entries.push({ kind: 'series', series, meetings: first });
    }
  }
  return entries;
}
