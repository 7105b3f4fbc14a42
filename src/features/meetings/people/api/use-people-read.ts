import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { reasonOf, type ReadEnd } from '@/lib/bulk/read-end';
import { readItems } from '@/lib/bulk/read-items';
import { startBulkRun } from '@/lib/bulk/bulk-run';
import { copySavedAt, oldestCopy } from '@/lib/query/copy-answers';
import type { Scope } from '@/core/scope';
import { runSliced, type Steps } from '@/lib/scheduling/sliced-work';
import { meetingQueries } from '@/features/meetings/api/meeting-queries';
import { readMeetingList } from '@/features/meetings/api/read-meeting-list';
import { matchPeople, type MatchedPeople, type PeopleChoices } from '../model/match-people';
import { meetingPeople, type MeetingPeople } from '../model/meeting-people';
import { summariseEveryone, type PersonSummary } from '../model/person-stats';
import { usePeopleChoices } from '../state/people-choices';

export interface SummarisedPeople extends MatchedPeople {
  /** Each person's summary, in the order of `people`. */
  summaries: PersonSummary[];
}

export interface PeopleRead {
  /** Meetings listed so far, and why the list's read ended (null while it is read). */
  listed: number;
  listEnd: ReadEnd | null;
  /** Meetings read (their people known), and those that could not be read. */
  read: number;
  failed: number;
  /** Why those could not be read: each reason once, in the order first met. */
  whyFailed: readonly string[];
  /** Everyone in the meetings read so far, each summarised as of `now`; null until the first of them are matched. */
  matched: SummarisedPeople | null;
  /** When the screen opened: what "last met", "due to reconnect" and an item's age count from. */
  now: number;
  /**
   * The list or a meeting came from the copy kept on this device (the network missing): when it was
   * saved (null: not known); undefined when the network answered them all.
   */
  fromCopy: number | null | undefined;
  /** Reading, or matching what was read: "all read" is said once everyone read is on screen. */
  running: boolean;
  stopped: boolean;
  stop: () => void;
  /** Read on after a Stop or a failure: what was read is cached and not asked again. */
  resume: () => void;
}

interface Progress {
  listed: number;
  listEnd: ReadEnd | null;
  meetings: readonly MeetingPeople[];
  failed: number;
  whyFailed: readonly string[];
  fromCopy: number | null | undefined;
  running: boolean;
  stopped: boolean;
}

/** Matching, then summarising: the screens render rows already worked out, never everyone in one render. */
function* matchAndSummarise(meetings: readonly MeetingPeople[], choices: PeopleChoices, now: number): Steps<SummarisedPeople> {
  const matched = yield* matchPeople(meetings, choices);
  const summaries = yield* summariseEveryone(matched.people, now);
  return { ...matched, summaries };
}

const START: Progress = {
  listed: 0,
  listEnd: null,
  meetings: [],
  failed: 0,
  whyFailed: [],
  fromCopy: undefined,
  running: true,
  stopped: false,
};

/** Meetings read between two looks at what they hold. */
const BATCH = 10;
/** At most one new matching of everyone a second: 5,000 cached meetings arrive in a moment. */
const SHOW_EVERY_MS = 1_000;

/**
 * Reads what People needs through the bulk reader (paced, stoppable, cached, as the series page and
 * Insights do): the scope's whole meeting list, then each meeting (attendees, transcript, action
 * items), newest first. Each meeting is boiled down to its people as it arrives, in slices, and
 * everyone is matched and summarised again at most once a second (and on a correction), in slices
 * too: no long task with 5,000 meetings.
 */
export function usePeopleRead(scope: Scope): PeopleRead {
  const client = useQueryClient();
  const choices = usePeopleChoices(scope);
  const [progress, setProgress] = useState<Progress>(START);
  // With the meetings it was worked out from: the read is over when the last of them are matched.
  const [matched, setMatched] = useState<{ from: readonly MeetingPeople[]; people: SummarisedPeople } | null>(null);
  const [now] = useState(() => Date.now());
  const [round, setRound] = useState(0);
  const stopper = useRef<AbortController | null>(null);

  useEffect(() => {
    const run = startBulkRun(client, stopper);
    const { signal } = run;
    const update = run.whileRunning(setProgress);
    void (async () => {
      const list = await readMeetingList(client, scope, run, (rows) => update((p) => ({ ...p, listed: rows.length })));
      const ids = list.rows.flatMap((m) => (m.id ? [m.id] : []));
      // Who answered: the network, or the copy kept on this device (the list, then each meeting).
      let fromCopy = copySavedAt(client, meetingQueries.list(scope, {}).queryKey);
      update((p) => ({ ...p, listed: ids.length, listEnd: list.end, fromCopy }));
      const found: MeetingPeople[] = [];
      let failed = 0;
      const whyFailed = new Set<string>();
      // Continue keeps what was shown until the first second of rereading (from the cache) has passed.
      let shown = round > 0 ? performance.now() : 0;
      for (let at = 0; at < ids.length && !signal.aborted; at += BATCH) {
        const items = ids.slice(at, at + BATCH).map((id) => ({ id, query: meetingQueries.detail(scope, id) }));
        const outcome = await readItems(client, items, run);
        const reads = [...outcome.results];
        fromCopy = oldestCopy(client, items, outcome.results, fromCopy);
        function* boil(): Steps<void> {
          for (const [id, result] of reads) {
            if (result.status === 'read') found.push(meetingPeople(result.data, id));
            else {
              failed += 1;
              whyFailed.add(reasonOf(result.error));
            }
            yield;
          }
        }
        try {
          await runSliced(boil(), signal);
        } catch {
          return;
        }
        if (performance.now() - shown >= SHOW_EVERY_MS || at + BATCH >= ids.length) {
          shown = performance.now();
          update((p) => ({ ...p, meetings: [...found], failed, whyFailed: [...whyFailed], fromCopy }));
        }
      }
      update((p) => ({ ...p, meetings: [...found], failed, whyFailed: [...whyFailed], fromCopy, running: false, stopped: false }));
    })();
    return run.abort;
  }, [client, scope, round]);

  // Everyone matched again when meetings arrive or a spelling is separated; a newer matching replaces one under way.
  useEffect(() => {
    const controller = new AbortController();
    const from = progress.meetings;
    // Shown in a transition: a hundred rows rendered again in a render that yields, not in one task.
    runSliced(matchAndSummarise(from, choices, now), controller.signal).then(
      (people) => startTransition(() => setMatched({ from, people })),
      () => {},
    );
    return () => controller.abort();
  }, [progress.meetings, choices, now]);

  const stop = useCallback(() => {
    stopper.current?.abort();
    setProgress((p) => ({ ...p, listEnd: p.listEnd ?? { kind: 'stopped' }, running: false, stopped: true }));
  }, []);
  const resume = useCallback(() => {
    // A list read to its end stays so (its pages are cached); any other is read on from where it ended.
    setProgress((p) => ({ ...START, listed: p.listed, listEnd: p.listEnd?.kind === 'all' ? p.listEnd : null, meetings: p.meetings }));
    setRound((r) => r + 1);
  }, []);

  return {
    listed: progress.listed,
    listEnd: progress.listEnd,
    read: progress.meetings.length,
    failed: progress.failed,
    whyFailed: progress.whyFailed,
    matched: matched?.people ?? null,
    now,
    fromCopy: progress.fromCopy,
    running: progress.running || (!progress.stopped && matched?.from !== progress.meetings),
    stopped: progress.stopped,
    stop,
    resume,
  };
}
