import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MeetingPage, MeetingSummary } from '@/api/schemas/meeting';
import type { Task, TaskPage } from '@/api/schemas/task';
import { READ_ALL, type ReadEnd } from '@/lib/bulk/read-end';
import { readPages } from '@/lib/bulk/read-pages';
import { startBulkRun } from '@/lib/bulk/bulk-run';
import { copySavedAt, olderCopy } from '@/lib/query/copy-answers';
import { distinctRows } from '@/lib/query/cursor-paging';
import { tagQueries } from '@/lib/query/tag-queries';
import type { Scope } from '@/core/scope';
import { INSIGHTS_STALE_TIME, insightsQueries, type InsightsRangeInstants } from './insights-queries';

/** One list Insights reads: all meetings, a tag's meetings, open or completed tasks; `end` null while it is read. */
interface ListState<P> {
  data: InfiniteData<P, unknown> | undefined;
  end: ReadEnd | null;
}

interface Progress {
  /** The scope and range it was read for: another one starts from nothing. */
  key: string;
  meetings: ListState<MeetingPage> | null;
  open: ListState<TaskPage> | null;
  completed: ListState<TaskPage> | null;
  /** Personal scope: the tags in the tag list's order, once read (null before, or in the workspace). */
  tags: string[] | null;
  tagsError: unknown;
  byTag: ReadonlyMap<string, ListState<MeetingPage>>;
  /** A list read was answered by the copy kept on this device, saved then (copy-answers.ts). */
  fromCopy: number | null | undefined;
  running: boolean;
  stopped: boolean;
}

const START: Progress = {
  key: '',
  meetings: null,
  open: null,
  completed: null,
  tags: null,
  tagsError: null,
  byTag: new Map(),
  fromCopy: undefined,
  running: true,
  stopped: false,
};

/**
 * A list that was not read to its end: which (a tag's meetings name the tag), how many of its rows
 * were read, and why it ended.
 */
export interface PartialList {
  list: 'meetings' | 'open' | 'completed' | 'tags' | 'tagged';
  tag?: string;
  read: number;
  end: ReadEnd;
}

/** Which figures count a list: the meeting time's, or the follow-through's. */
const countsTasks = (p: PartialList) => p.list === 'open' || p.list === 'completed';

export interface InsightsRead {
  meetings: MeetingSummary[];
  meetingsComplete: boolean;
  /** The meeting-time figures count only part of the range's meetings (a list was not read to its end). */
  meetingsPartial: boolean;
  /** Personal scope: the tags (null until read), which meetings each has, and how many tags' lists are read to their end. */
  tags: string[] | null;
  meetingsByTag: ReadonlyMap<string, ReadonlySet<string>>;
  tagsRead: number;
  /** Every tag's list read to its end (then a meeting in none is untagged). */
  allTagsRead: boolean;
  open: Task[];
  completed: Task[];
  tasksComplete: boolean;
  /** The follow-through figures count only part of the action items. */
  tasksPartial: boolean;
  /** Every list that ended before the API said there was no more (read so far, if still reading). */
  partial: PartialList[];
  /** Everything was read to its end: the figures are whole. */
  allRead: boolean;
  /**
   * Some of the lists came from the copy kept on this device (the network missing): when it was
   * saved (null: not known); undefined when the network answered every one.
   */
  fromCopy: number | null | undefined;
  running: boolean;
  stopped: boolean;
  stop: () => void;
  /** Read on after a Stop or a failure: what was read is cached and not asked again. */
  resume: () => void;
}

const meetingRows = (page: MeetingPage) => page.meetings;
const taskRows = (page: TaskPage) => page.tasks;
/**
 * The bulk reader reads on from the pages a list has cached; a list read long enough ago, or marked
 * out of date (a deletion invalidates the task lists), is read again from its start.
 */
function dropIfOutOfDate(client: QueryClient, queryKey: QueryKey): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query && (query.state.isInvalidated || query.isStaleByTime(INSIGHTS_STALE_TIME))) client.removeQueries({ queryKey, exact: true });
}

/** The ids in a tag's list, worked out once per version of the list (the others' stay as they were). */
const idSets = new WeakMap<object, ReadonlySet<string>>();
function ids(state: ListState<MeetingPage>): ReadonlySet<string> {
  if (!state.data) return new Set();
  let set = idSets.get(state.data);
  if (!set) {
    set = new Set(distinctRows(state.data, meetingRows).rows.flatMap((m) => (m.id === null ? [] : [m.id])));
    idSets.set(state.data, set);
  }
  return set;
}

/**
 * Reads everything Insights counts over a range, through the bulk reader (paced, stoppable, cached):
 * the scope's meetings, its open and completed tasks, then (personal scope) each tag's meetings, to
 * stack the hours by tag. What is read is drawn as it arrives.
 */
export function useInsightsRead(scope: Scope, range: InsightsRangeInstants | null): InsightsRead {
  const client = useQueryClient();
  const [progress, setProgress] = useState<Progress>(START);
  const [round, setRound] = useState(0);
  const stopper = useRef<AbortController | null>(null);
  const { startDate, endDate } = range ?? {};
  const enabled = range !== null;
  const key = `${scope} ${startDate ?? ''} ${endDate ?? ''}`;

  useEffect(() => {
    if (!enabled) return;
    const { signal, pacer, abort } = startBulkRun(client, stopper);
    const span = { startDate, endDate };
    const update = (change: (p: Progress) => Progress) => {
      if (!signal.aborted) setProgress((p) => change(p.key === key ? p : { ...START, key }));
    };
    void (async () => {
      const read = <O extends { queryKey: QueryKey }>(options: O) => {
        dropIfOutOfDate(client, options.queryKey);
        return options;
      };
      // Who answered a list that was read: the network, or the copy kept on this device.
      const from = (queryKey: QueryKey) => (p: Progress) => ({ ...p, fromCopy: olderCopy(p.fromCopy, copySavedAt(client, queryKey)) });
      const meetingsList = read(insightsQueries.meetings(scope, span));
      const meetings = await readPages(client, meetingsList, {
        pacer,
        signal,
        onProgress: ({ data }) => update((p) => ({ ...p, meetings: { data, end: null } })),
      });
      update((p) => from(meetingsList.queryKey)({ ...p, meetings }));
      for (const column of ['open', 'completed'] as const) {
        if (signal.aborted) return;
        const taskList = read(insightsQueries.tasks(scope, span, column === 'completed'));
        const tasks = await readPages(client, taskList, {
          pacer,
          signal,
          onProgress: ({ data }) => update((p) => ({ ...p, [column]: { data, end: null } })),
        });
        update((p) => from(taskList.queryKey)({ ...p, [column]: tasks }));
      }
      if (scope === 'me' && !signal.aborted) {
        let tags: string[];
        try {
          const list = await client.fetchQuery(tagQueries.list());
          tags = [...new Set(list.tags.flatMap((tag) => (tag.name?.trim() ? [tag.name] : [])))];
        } catch (error) {
          update((p) => ({ ...p, tagsError: error, running: false }));
          return;
        }
        update((p) => from(tagQueries.list().queryKey)({ ...p, tags, tagsError: null }));
        for (const tag of tags) {
          if (signal.aborted) return;
          const setTag = (state: ListState<MeetingPage>) => update((p) => ({ ...p, byTag: new Map(p.byTag).set(tag, state) }));
          const tagList = read(insightsQueries.meetings(scope, span, tag));
          const tagRead = await readPages(client, tagList, {
            pacer,
            signal,
            onProgress: ({ data }) => setTag({ data, end: null }),
          });
          setTag(tagRead);
          update(from(tagList.queryKey));
        }
      }
      update((p) => ({ ...p, running: false }));
    })();
    return abort;
  }, [client, scope, startDate, endDate, enabled, round, key]);

  const stop = useCallback(() => {
    stopper.current?.abort();
    setProgress((p) => ({ ...(p.key === key ? p : { ...START, key }), running: false, stopped: true }));
  }, [key]);
  const resume = useCallback(() => {
    setProgress((p) => ({ ...(p.key === key ? p : { ...START, key }), running: true, stopped: false }));
    setRound((r) => r + 1);
  }, [key]);

  return useMemo(() => {
    const current = progress.key === key ? progress : { ...START, key };
    const tagStates = [...current.byTag.values()];
    // Meetings found in a tag's list count too: they are the scope's meetings, whatever its list said.
    // Not those without an id: nothing says which meeting of the whole list they are.
    const tagPages = tagStates
      .flatMap((s) => s.data?.pages ?? [])
      .map((page) => ({ ...page, meetings: page.meetings.filter((m) => m.id !== null) }));
    const meetings = distinctRows({ pages: [...(current.meetings?.data?.pages ?? []), ...tagPages], pageParams: [] }, meetingRows).rows;
    const meetingsByTag = new Map([...current.byTag].map(([tag, state]) => [tag, ids(state)]));
    const tagsRead = tagStates.filter((s) => s.end?.kind === 'all').length;
    const open = distinctRows(current.open?.data, taskRows).rows;
    const completed = distinctRows(current.completed?.data, taskRows).rows;
    const running = enabled && current.running;
    // Each list that ended short of its end; once a Stop has ended the reading, each list not read too.
    const notRead: ReadEnd | null = !running && current.stopped ? { kind: 'stopped' } : null;
    const partial: PartialList[] = [];
    const check = (end: ReadEnd | null | undefined, list: Omit<PartialList, 'end'>) => {
      const ended = end ?? notRead;
      if (ended && ended.kind !== 'all') partial.push({ ...list, end: ended });
    };
    check(current.meetings?.end, { list: 'meetings', read: distinctRows(current.meetings?.data, meetingRows).rows.length });
    check(current.open?.end, { list: 'open', read: open.length });
    check(current.completed?.end, { list: 'completed', read: completed.length });
    if (scope === 'me') {
      check(current.tagsError ? { kind: 'failed', error: current.tagsError } : current.tags && READ_ALL, { list: 'tags', read: 0 });
      for (const tag of current.tags ?? []) {
        const state = current.byTag.get(tag);
        check(state?.end, { list: 'tagged', tag, read: state ? ids(state).size : 0 });
      }
    }
    return {
      meetings,
      meetingsComplete: current.meetings?.end?.kind === 'all',
      meetingsPartial: partial.some((p) => !countsTasks(p)),
      tags: current.tags,
      meetingsByTag,
      tagsRead,
      allTagsRead: current.tags !== null && tagsRead === current.tags.length,
      open,
      completed,
      tasksComplete: current.open?.end?.kind === 'all' && current.completed?.end?.kind === 'all',
      tasksPartial: partial.some(countsTasks),
      partial,
      allRead: !running && partial.length === 0,
      fromCopy: current.fromCopy,
      running,
      stopped: current.stopped,
      stop,
      resume,
    };
  }, [progress, key, enabled, scope, stop, resume]);
}
