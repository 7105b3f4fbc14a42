import { infiniteQueryOptions } from '@tanstack/react-query';
import { listMeetings } from '@/api/meetings';
import type { MeetingPage } from '@/api/schemas/meeting';
import type { TaskPage } from '@/api/schemas/task';
import { listTasks } from '@/api/tasks';
import { cursorPaging } from '@/lib/query/cursor-paging';
import { queryRoots } from '@/lib/query/query-roots';
import type { Scope } from '@/core/scope';

/** The most a page may hold: a year of meetings is read in as few requests as the API allows. */
const PAGE_SIZE = 100;
/** Recorded meetings rarely change; a range read a minute ago need not be read again. */
const STALE_TIME = 5 * 60_000;

export interface InsightsRangeInstants {
  startDate?: string;
  endDate?: string;
}

/** Recorded meetings rarely change; a range read a minute ago need not be read again. */
export const INSIGHTS_STALE_TIME = STALE_TIME;

/**
 * What Insights reads, whole lists over a range. A meeting list is keyed as every meeting list is
 * (`['meetings', 'list', first page's request]`, here with pages of 100), so a deleted meeting leaves
 * it at once and the command palette finds what it read; the task lists sit under the tasks root,
 * which a deletion invalidates.
 */
export const insightsQueries = {
  meetings: (scope: Scope, range: InsightsRangeInstants, tag?: string) => {
    const params = { ...range, limit: PAGE_SIZE, ...(scope === 'me' && tag ? { tag } : {}) };
    return infiniteQueryOptions({
      queryKey: [...queryRoots.meetings, 'list', { scope, params }] as const,
      queryFn: ({ pageParam, signal }) => listMeetings(scope, { ...params, cursor: pageParam }, { signal }),
      ...cursorPaging((page: MeetingPage) => page.meetings),
      staleTime: STALE_TIME,
    });
  },
  tasks: (scope: Scope, range: InsightsRangeInstants, completed: boolean) => {
    const params = { ...range, completed, limit: PAGE_SIZE };
    return infiniteQueryOptions({
      queryKey: [...queryRoots.tasks, 'insights', scope, params] as const,
      queryFn: ({ pageParam, signal }) => listTasks(scope, { ...params, cursor: pageParam }, { signal }),
      ...cursorPaging((page: TaskPage) => page.tasks),
      staleTime: STALE_TIME,
    });
  },
};
