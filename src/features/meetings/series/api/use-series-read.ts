import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Meeting, MeetingSummary } from '@/api/schemas/meeting';
import type { ReadEnd } from '@/lib/bulk/read-end';
import { readItems, type ItemResult, type ItemsProgress } from '@/lib/bulk/read-items';
import { startBulkRun } from '@/lib/bulk/bulk-run';
import { copySavedAt, oldestCopy } from '@/lib/query/copy-answers';
import type { Scope } from '@/core/scope';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { readMeetingList } from '@/features/meetings/api/read-meeting-list';
import { useSeriesChoices } from '@/lib/series/series-choices';
import { findSeries, type Series } from '@/lib/series/find-series';
import { fromSummary, type SeriesMeeting } from '@/lib/series/series-meeting';

/** Which series: by its key (the series page), or the one a meeting is in (the meeting page). */
export type SeriesTarget = { seriesKey: string } | { meetingId: string };

export interface SeriesRead {
  /** The series as known so far (null while the list is read, or when there is none). */
  series: Series | null;
  /** Every series found in the list (to put a meeting into one by hand). */
  all: Series[];
  /** Meetings listed so far, and whether the list was read to its end. */
  listed: number;
  listComplete: boolean;
  /**
   * Why the list's read ended; null while it is read. Anything but `all` leaves the series maybe
   * missing meetings, and every count of it partial.
   */
  listEnd: ReadEnd | null;
  /** Each series meeting read, or failed with its error; absent: not read yet. */
  reads: ReadonlyMap<string, ItemResult<Meeting>>;
  /**
   * The list or a meeting came from the copy kept on this device (the network missing): when it was
   * saved (null: not known); undefined when the network answered them all.
   */
  fromCopy: number | null | undefined;
  running: boolean;
  stopped: boolean;
  stop: () => void;
  /** Read on (after a Stop, or to try failed meetings again): what was read is in the cache. */
  resume: () => void;
}

interface Progress {
  summaries: MeetingSummary[];
  listEnd: ReadEnd | null;
  reads: ReadonlyMap<string, ItemResult<Meeting>>;
  fromCopy: number | null | undefined;
  running: boolean;
  stopped: boolean;
}

const START: Progress = { summaries: [], listEnd: null, reads: new Map(), fromCopy: undefined, running: true, stopped: false };

function seriesMeetings(summaries: readonly MeetingSummary[], reads: ReadonlyMap<string, ItemResult<Meeting>>): SeriesMeeting[] {
  return summaries.flatMap((summary) => {
    const read = summary.id ? reads.get(summary.id) : undefined;
    const meeting = fromSummary(summary, read?.status === 'read' ? read.data : null);
    return meeting ? [meeting] : [];
  });
}

function pick(found: readonly Series[], target: SeriesTarget): Series | null {
  const match =
    'seriesKey' in target ? (s: Series) => s.key === target.seriesKey : (s: Series) => s.meetings.some((m) => m.id === target.meetingId);
  return found.find(match) ?? null;
}

/**
 * Reads what a series needs through the bulk reader: the scope's whole meeting list (to find the
 * series' meetings), then each of its meetings (attendance and action items), paced and cached,
 * showing what is known as it arrives. Attendees, once read, confirm a series found by title.
 */
export function useSeriesRead(scope: Scope, target: SeriesTarget, enabled = true): SeriesRead {
  const client = useQueryClient();
  const choices = useSeriesChoices(scope);
  const [progress, setProgress] = useState<Progress>(START);
  const [round, setRound] = useState(0);
  const stopper = useRef<AbortController | null>(null);
  // Two strings, not the object, so that a new object naming the same series starts nothing again.
  const [by, name] = 'seriesKey' in target ? (['seriesKey', target.seriesKey] as const) : (['meetingId', target.meetingId] as const);

  useEffect(() => {
    if (!enabled) return;
    const run = startBulkRun(client, stopper);
    const wanted: SeriesTarget = by === 'seriesKey' ? { seriesKey: name } : { meetingId: name };
    // Stopped, or replaced (another series, a correction made), a read says nothing more.
    const update = run.whileRunning(setProgress);
    void (async () => {
      const { rows: summaries, end } = await readMeetingList(client, scope, run, (rows) => update((p) => ({ ...p, summaries: rows })));
      // Who answered: the network, or the copy kept on this device (the list, then each meeting).
      const listFrom = copySavedAt(client, meetingQueries.list(scope, {}).queryKey);
      update((p) => ({ ...p, summaries, listEnd: end, fromCopy: listFrom }));
      const series = pick(findSeries(seriesMeetings(summaries, new Map()), choices), wanted);
      if (!series) {
        update((p) => ({ ...p, running: false }));
        return;
      }
      const items = series.meetings.map((m) => ({ id: m.id, query: meetingQueries.detail(scope, m.id) }));
      const fromCopy = (results: ItemsProgress<Meeting>['results']) => oldestCopy(client, items, results, listFrom);
      const onProgress = ({ results }: ItemsProgress<Meeting>) => update((p) => ({ ...p, reads: results, fromCopy: fromCopy(results) }));
      const outcome = await readItems(client, items, { pacer: run.pacer, signal: run.signal, onProgress });
      update((p) => ({ ...p, reads: outcome.results, fromCopy: fromCopy(outcome.results), running: false, stopped: false }));
    })();
    return run.abort;
  }, [client, scope, by, name, round, enabled, choices]);

  const stop = useCallback(() => {
    stopper.current?.abort();
    setProgress((p) => ({ ...p, listEnd: p.listEnd ?? { kind: 'stopped' }, running: false, stopped: true }));
  }, []);
  const resume = useCallback(() => {
    // A list read to its end stays so (its pages are cached); any other is read on from where it ended.
    setProgress((p) => ({ ...p, listEnd: p.listEnd?.kind === 'all' ? p.listEnd : null, running: true, stopped: false }));
    setRound((r) => r + 1);
  }, []);

  // Found again as the meetings arrive, but not for every page of the list: a list of thousands
  // would make that quadratic, and the series cannot be told before the list is whole anyway.
  const settled = progress.listEnd !== null || !progress.running;
  const all = useMemo(
    () => (settled ? findSeries(seriesMeetings(progress.summaries, progress.reads), choices) : []),
    [settled, progress.summaries, progress.reads, choices],
  );
  const series = useMemo(() => pick(all, by === 'seriesKey' ? { seriesKey: name } : { meetingId: name }), [all, by, name]);
  return {
    series,
    all,
    listed: progress.summaries.length,
    listComplete: progress.listEnd?.kind === 'all',
    listEnd: progress.listEnd,
    reads: progress.reads,
    fromCopy: progress.fromCopy,
    running: enabled && progress.running,
    stopped: progress.stopped,
    stop,
    resume,
  };
}
